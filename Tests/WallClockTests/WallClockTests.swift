import Foundation
import Testing
import _PhaseKitTestSupport

@testable import PhaseCharts
@testable import PhaseDrawing
@testable import PhaseKit

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Every assertion about elapsed wall-clock time, in one place and one at a time.
///
/// A bound on elapsed time fails when the machine is busy, not only when the code is slow; in a
/// parallel `swift test` on 2 cores, hundreds of tests share two pool threads. Here the timed
/// tests run serialized, so they do not compete with each other, and time their work on a thread
/// of its own (`withDedicatedThread`) where a resumption would otherwise wait for the shared pool.
/// What each test checks besides time stays in its own suite; the test here says where.
/// Run them alone with `swift test --filter WallClockTests`.
///
/// The bounds are those the tests had before they moved; each catches the slow version it names
/// (quadratic wrapping, copying a body on every chunk, a deadline that does not bound retries).
@Suite(.serialized, .timeLimit(.minutes(6))) struct WallClockTests {
  /// `body`'s duration, on a thread of its own.
  static func timed(_ body: () -> Void) async -> Duration {
    await withDedicatedThread {
      let started = ContinuousClock.now
      body()
      return ContinuousClock.now - started
    }
  }

  static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }

  // MARK: - PhaseDrawing

  /// TerminalRendererTests: a million points reach the terminal through reduction.
  @Test func aMillionPointsDrawQuicklyThroughReduction() async {
    let xs = (0..<1_000_000).map(Double.init)
    let ys = xs.map { sin($0 / 10_000) }
    let chart = Chart(dataset: Dataset(series: [Series(name: "big", xs: xs, ys: ys)]))
    var output = ""
    let elapsed = await Self.timed {
      output = TerminalRenderer(width: 100, height: 24, language: .english).render(chart)
    }
    #expect(output.count > 100)
    #expect(elapsed < .seconds(5))
  }

  /// SVGRendererTests.aMillionPointLineIsReducedToThePixelWidth: the same chart, timed.
  @Test func aMillionPointLineIsDrawnAsSVGQuickly() async {
    let count = 1_000_000
    var xs = [Double](repeating: 0, count: count)
    var ys = [Double](repeating: 0, count: count)
    for index in 0..<count {
      xs[index] = Double(index)
      ys[index] = sin(Double(index) / 5000) * 100 + Double(index % 7)
    }
    ys[500_000] = 10_000
    let chart = Chart(dataset: Dataset(series: [Series(name: "big", xs: xs, ys: ys, breaks: [250_000])]))
    var svg = ""
    let elapsed = await Self.timed {
      svg = SVGRenderer(width: 800, height: 400, language: .english).render(chart)
    }
    #expect(svg.utf8.count < 100_000)
    #expect(elapsed < .seconds(5))
  }

  /// ChartChoiceRolesTests.aNamesWordsComeFromItsStart: thirty names of a megabyte each are
  /// judged by their first few hundred characters, so planning the chart of such a header takes
  /// well under two seconds (main spent 66 s of CPU in `ColumnPlan.words(of:)`, linear in each
  /// whole name, and ran past the 30 s deadline).
  @Test func thirtyMegabyteNamesArePlannedWithinTwoSeconds() async throws {
    let names = (0..<30).map { "c\($0)" + String(repeating: "a", count: 1 << 20) + " year" }
    let samples: [[String?]] = (0..<5).map { row in (0..<30).map { String(row * $0 + $0) } }
    var plan: ColumnPlan?
    let elapsed = await Self.timed {
      plan = try? ColumnPlan.make(names: names, samples: samples, options: DecodeOptions())
    }
    #expect(plan?.names.count == 30)
    #expect(elapsed < .seconds(2), "\(Self.seconds(elapsed)) s")
  }

  /// LongTextWrappingTests' texts: one word, CJK with its marks, and words with spaces, 1 MB each.
  static let shapes = ["one word", "CJK", "words", "marks"]

  static func text(_ shape: String) -> String {
    switch shape {
    case "one word": String(repeating: "a", count: 1 << 20)
    case "CJK": String(repeating: "数据，", count: 1 << 18)
    case "words": String(repeating: "ab ", count: 1 << 18)
    default: String(repeating: "(x)", count: 1 << 18)
    }
  }

  /// LongTextWrappingTests.wrappingAMegabyteIsLinearAndKeepsEveryCharacter: linear, not quadratic.
  @Test(arguments: shapes) func wrappingAMegabyteTakesLinearTime(shape: String) async {
    let text = Self.text(shape)
    var lines: [String] = []
    let whole = Self.seconds(await Self.timed { lines = TextMetrics.wrap(text, maxColumns: 68) })
    #expect(!lines.isEmpty)
    // An eighth of the text takes about an eighth of the time; quadratic would be a 64th.
    let eighth = String(text.prefix(text.count / 8))
    let part = Self.seconds(await Self.timed { _ = TextMetrics.wrap(eighth, maxColumns: 68) })
    #expect(whole / max(part, 1e-3) < 24, "\(shape): 1 MB \(whole) s, 128 KB \(part) s")
    // Debug build, a loaded machine; quadratic took over 600 s.
    #expect(whole < 30, "\(shape): \(whole) s")
  }

  /// LongTextWrappingTests.askingForAFewLinesGivesTheFirstLines: a few lines of a megabyte.
  @Test(arguments: shapes) func aFewLinesOfAMegabyteComeQuickly(shape: String) async {
    let text = Self.text(shape)
    var lines: [String] = []
    let elapsed = Self.seconds(await Self.timed { lines = TextMetrics.wrap(text, maxColumns: 68, maxLines: 3) })
    #expect(lines.count == 3, "\(shape)")
    #expect(elapsed < 10, "\(shape): \(elapsed) s")
  }

  /// LongTextWrappingTests.theSVGCardWrapsAMegabyteIntoItsFewLines: the card's few lines.
  @Test(arguments: shapes) func theSVGCardWrapsAMegabyteQuickly(shape: String) async {
    let text = Self.text(shape)
    var lines: [String] = []
    let elapsed = Self.seconds(
      await Self.timed { lines = SVGRenderer().wrap(text, width: 400, size: 13, maxLines: 4) })
    #expect(lines.count == 4, "\(shape)")
    #expect(elapsed < 10, "\(shape): \(elapsed) s")
  }

  // MARK: - PhaseKit

  /// LongWordsTests: shortening the long words of a 4 MB text is linear.
  @Test func shorteningIsLinear() async {
    let text = String(repeating: "z", count: 4 << 20)
    let elapsed = await Self.timed { _ = DataError.DecodingFailure.shortenedWords(text) }
    #expect(elapsed < .seconds(10))
  }

  /// How long `source`'s download takes to be refused as over the 64 MiB limit, on a thread of
  /// its own.
  static func timeToRefuse(_ source: HTTPSource) async -> Duration {
    await withDedicatedThread {
      let started = ContinuousClock.now
      await #expect(throws: DataError.tooLarge(limit: 64 << 20)) {
        _ = try await source.fetch(FetchRequest())
      }
      return ContinuousClock.now - started
    }
  }

  /// ReliabilityTests.anEndlessBodyFailsAsTooLargeAtTheDefaultLimitQuickly: the default limit,
  /// 64 MiB, at about 64 MiB/s; copying the body on every chunk (the old code) took minutes.
  @Test func anEndlessBodyFailsAsTooLargeQuickly() async throws {
    // A server of its own: an endless body keeps a thread of the shared one busy.
    let server = try await FixtureServer.start()
    defer { server.stop() }
    let source = HTTPSource(
      url: server.url(path: "/endless", query: ["endless": "1", "rate": "67108864"]))
    #expect(await Self.timeToRefuse(source) < .seconds(20))
  }

  /// ReliabilityTests.aGzipBombFailsOnItsDecodedSizeQuickly: 128 MiB of zeros in ~128 KB of gzip.
  @Test func aGzipBombFailsOnItsDecodedSizeQuickly() async throws {
    let server = try await FixtureServer.start()
    defer { server.stop() }
    let url = server.url(path: "/bomb", query: ["gzip_bomb": "134217728"])
    // The server compresses the bomb on the first request for it: a HEAD request has it made now,
    // so that the clock below times the client.
    _ = try await HTTPSource(url: url, method: "HEAD").fetch(FetchRequest())
    let source = HTTPSource(url: url)
    #expect(await Self.timeToRefuse(source) < .seconds(20))
  }

  /// Moved whole from ReliabilityTests: appending in place is O(n), ten times the bytes take
  /// about ten times as long; copying the body on every chunk (the old code) is O(n²), about a
  /// hundred times, and ~30 s for 30 MB.
  @Test func downloadTimeGrowsLinearlyWithTheBody() async throws {
    let server = try await FixtureServer.shared()
    func time(_ size: Int) async throws -> Duration {
      let source = HTTPSource(url: server.url(path: server.uniquePath("lin"), query: ["size": "\(size)"]))
      return try await withDedicatedThread {
        let started = ContinuousClock.now
        let response = try await source.fetch(FetchRequest())
        #expect(response.data.count == size)
        return ContinuousClock.now - started
      }
    }
    _ = try await time(1_000_000)  // warm the connection path
    let small = try await time(3_000_000)
    let large = try await time(30_000_000)
    #expect(large < .seconds(20), "30 MB took \(large)")
    #expect(large / small < 40, "3 MB: \(small), 30 MB: \(large)")
  }

  /// LoaderDeadlineTests.aSlowDripOverRealHTTPTimesOutWithinItsBound: 1,200 bytes, one every
  /// 50 ms (a minute in all, never idle long enough for URLSession to notice), end at the 600 ms
  /// attempt timeout; the body would take a minute, which the bound catches.
  @Test @MainActor func aSlowDripOverRealHTTPTimesOutWithinItsBound() async throws {
    let server = try await FixtureServer.shared()
    let source = HTTPSource(
      url: server.url(path: server.uniquePath("drip"), query: ["drip": "1200", "drip_interval": "0.05"]))
    let loader = Loader(
      source: source,
      configuration: .init(attemptTimeout: .milliseconds(600), deadline: .seconds(5), retry: .none)
    ) { data throws(DataError) in data.count }
    let started = ContinuousClock.now
    await loader.load()
    let elapsed = ContinuousClock.now - started
    #expect(loader.error == .timedOut(after: .milliseconds(600)))
    #expect(elapsed >= .milliseconds(590) && elapsed < .seconds(20), "took \(elapsed)")
  }

  /// LoaderDeadlineTests.theOverallDeadlineBoundsRetriesAgainstAHangingServer: three attempts of
  /// 0.4 s fit in the 1 s deadline; 100 attempts would take 40 s, which the bound catches.
  @Test @MainActor func theOverallDeadlineBoundsRetriesAgainstAHangingServer() async throws {
    let server = try await FixtureServer.shared()
    let source = HTTPSource(url: server.url(path: server.uniquePath("hang"), query: ["hang": "1"]))
    let loader = Loader(
      source: source,
      configuration: .init(
        attemptTimeout: .milliseconds(400), deadline: .milliseconds(1000),
        retry: .init(maxAttempts: 100, baseDelay: .milliseconds(10)))
    ) { data throws(DataError) in data.count }
    let started = ContinuousClock.now
    await loader.load()
    let elapsed = ContinuousClock.now - started
    guard case .timedOut = loader.error else {
      Issue.record("expected a timeout, got \(String(describing: loader.error))")
      return
    }
    #expect(elapsed >= .milliseconds(390) && elapsed < .seconds(20), "took \(elapsed)")
  }
}
