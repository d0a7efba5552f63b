import Foundation
import Testing
import _PhaseKitTestSupport

/// End to end: the real `phasekit` binary against the fixture server and a real cache
/// folder. Serialized like ``CLITests``: each test runs whole processes.
@Suite(.serialized, .timeLimit(.minutes(6))) struct ReliabilityCLITests {
  let folder: URL = {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("phasekit-cli-rel-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }()

  func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  /// `chart URL` with a cache folder of this test's own, no terminal chart, English.
  func chart(_ url: String, _ extra: [String] = []) async throws -> InProcessCommand.Result {
    await InProcessCommand.run(
      ["chart", url, "--no-terminal", "--lang", "en", "--out", path("c.svg"), "--cache-dir", path("cache")]
        + extra)
  }

  // MARK: 3. A deadline falls back to the cache

  @Test func aHangingServerAfterAGoodCopyEndsInTheCachedChartMarkedStale() async throws {
    let server = try await FixtureServer.start(directory: Fixtures.directory)
    defer { server.stop() }
    let url = server.url(
      path: server.uniquePath("w.csv"),
      query: ["file": "seattle-weather.csv", "good_times": "1", "then_hang": "1"])
    let first = try await chart(url.absoluteString)
    #expect(first.status == 0, "\(first)")
    let second = try await chart(url.absoluteString, ["--timeout", "2", "--retries", "0"])
    #expect(second.status == 75, "\(second)")  // stale: the cached chart, with the timeout beside it
    #expect(second.stdout.contains("kept 5844 of 5844 points"), "\(second)")
    #expect(second.stderr.contains("⚠︎"), "\(second)")
  }

  // MARK: 4. Nothing bad replaces something good

  @Test(arguments: ["", "date,temp_max\n", "date,temp_max\n2024-01-01,abc\n"])
  func anAnswerWithoutDataNeverReplacesTheCachedChart(then: String) async throws {
    let server = try await FixtureServer.start(directory: Fixtures.directory)
    defer { server.stop() }
    let url = server.url(
      path: server.uniquePath("e.csv"),
      query: ["file": "seattle-weather.csv", "good_times": "1", "then_body": then])
    #expect(try await chart(url.absoluteString).status == 0)
    // The server now answers 200 with nothing usable: the old chart, stale, with the reason...
    let second = try await chart(url.absoluteString, ["--retries", "0"])
    #expect(second.status == 75, "\(second)")
    #expect(second.stdout.contains("kept 5844 of 5844 points"), "\(second)")
    // ... and the cache still holds it.
    let offline = try await chart(url.absoluteString, ["--offline"])
    #expect(offline.status == 0 || offline.status == 75, "\(offline)")
    #expect(offline.stdout.contains("Loaded 5844 points"), "\(offline)")
  }

  // MARK: 5. --offline never touches the network

  @Test func offlineWithACacheThatCannotBeOpenedSendsNoRequest() async throws {
    let server = try await FixtureServer.start(directory: Fixtures.directory)
    defer { server.stop() }
    let name = server.uniquePath("o.csv")
    let url = server.url(path: name, query: ["file": "seattle-weather.csv"])
    // The database path is a folder: the cache cannot be opened.
    try FileManager.default.createDirectory(
      atPath: path("cache/resources.sqlite"), withIntermediateDirectories: true)
    let result = try await chart(url.absoluteString, ["--offline"])
    #expect(result.status == 69, "\(result)")
    #expect(result.stderr.contains("Cache disabled"), "\(result)")
    #expect(try await server.requestCount(path: name) == 0)
  }

  // MARK: 6. What reaches a terminal is safe

  @Test func controlSequencesFromDataAreShownNotObeyed() async throws {
    let esc = "\u{1B}"
    let evil = [
      "\(esc)]52;c;cm0gLXJmIH4=\u{07}", "\(esc)]0;pwned\u{07}", "\(esc)[2J", "\u{9B}31m", "\u{202E}gnp.exe",
    ]
    let header = "date," + evil.enumerated().map { "v\($0.offset)\($0.element)" }.joined(separator: ",")
    var rows = [header]
    for day in 1...9 {
      rows.append("2024-01-0\(day)," + evil.indices.map { "\(day + $0)" }.joined(separator: ","))
    }
    let file = path("data\(esc)]0;title\u{07}.csv")
    try Data(rows.joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: file))
    let drawn = await InProcessCommand.run(
      ["chart", file, "--lang", "en", "--ascii", "--out", path("t.svg")], directory: folder)
    #expect(drawn.status == 0, "\(drawn)")
    // A column that does not exist, named with an escape sequence: echoed in the error.
    let missing = await InProcessCommand.run(
      ["chart", file, "--lang", "en", "--y", "nope\(esc)]52;c;eA==\u{07}", "--out", path("u.svg")],
      directory: folder)
    #expect(missing.status != 0)
    // An argument that is not an option at all, echoed by the usage error.
    let usage = await InProcessCommand.run(["chart", "--\(esc)[2Jbad"], directory: folder)
    #expect(usage.status == 64)
    for result in [drawn, missing, usage] {
      let text = result.stdout + result.stderr
      let controls = text.unicodeScalars.filter {
        ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value)
          || (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value)
      }
      #expect(controls.isEmpty, "\(controls.map { String($0.value, radix: 16) }) in \(result)")
    }
    #expect(drawn.stdout.contains("␛]52;c;"), "\(drawn)")  // visible, not dropped silently
  }

  // MARK: 8. Odd servers end cleanly

  @Test func aRedirectLoopFailsOnceWithAMessageThatSaysSo() async throws {
    let server = try await FixtureServer.start(directory: Fixtures.directory)
    defer { server.stop() }
    let name = server.uniquePath("loop.csv")
    let result = try await chart(server.url(path: name, query: ["redirect_loop": "1"]).absoluteString, ["--retries", "2"])
    #expect(result.status == 69, "\(result)")
    #expect(result.stderr.contains("redirects in a loop"), "\(result)")
    #expect(!result.stderr.contains("Attempt 1 failed"), "\(result)")
    #expect(try await server.requestCount(path: name) <= 40)
  }

  @Test func aServerThatDoesNotSpeakHTTPIsALoadErrorNotAUsageError() async throws {
    let server = try await FixtureServer.start(directory: Fixtures.directory)
    defer { server.stop() }
    let result = try await chart(
      server.url(path: server.uniquePath("ssh"), query: ["not_http": "1"]).absoluteString, ["--retries", "0"])
    #expect(result.status == 69, "\(result)")
    #expect(result.stderr.contains("not HTTP"), "\(result)")
  }

  @Test func anIPv6LiteralURLLoads() async throws {
    let server = try await FixtureServer.start(directory: Fixtures.directory)
    defer { server.stop() }
    let result = try await chart(
      "http://[::1]:\(server.port)\(server.uniquePath("v6.csv"))?file=seattle-weather.csv", ["--retries", "0"])
    // It loads everywhere: on Linux through PhaseKit's own HTTP client (URLSession there cannot
    // fetch IPv6 literals, swift-corelibs-foundation #5496).
    #expect(result.status == 0, "\(result)")
  }

  // MARK: 9. Repairs are visible

  @Test func aRebuiltCacheIsSaidOnceOnTheTerminalAndInTheEvents() async throws {
    let server = try await FixtureServer.start(directory: Fixtures.directory)
    defer { server.stop() }
    try FileManager.default.createDirectory(atPath: path("cache"), withIntermediateDirectories: true)
    try Data(repeating: 0x41, count: 4096).write(to: URL(fileURLWithPath: path("cache/resources.sqlite")))
    let url = server.url(path: server.uniquePath("r.csv"), query: ["file": "seattle-weather.csv"])
    let result = try await chart(url.absoluteString, ["--events", path("events.jsonl")])
    #expect(result.status == 0, "\(result)")
    #expect(result.stderr.components(separatedBy: "cache file was damaged").count == 2, "\(result)")
    let events = try String(contentsOfFile: path("events.jsonl"), encoding: .utf8)
    #expect(events.components(separatedBy: "corruptionRecovered").count == 2, "\(events)")
    #expect(FileManager.default.fileExists(atPath: path("cache/resources.sqlite.corrupt")))
  }

  // MARK: 8. A file truncated while it is read

  @Test func aFileTruncatedUnderItsMappingEndsWithAMessageNotACrash() async throws {
    var text = "t,v\n"
    for row in 0..<20_000 { text += "\(row),\(row % 97)\n" }
    for language in ["en", "zh-Hans"] {
      let file = path("shrinking-\(language).csv")
      try text.write(toFile: file, atomically: true, encoding: .utf8)
      // The hidden hook empties the file right after `chart` mapped it, as another process
      // could: the first read of the mapping then raises SIGBUS.
      let result = try await CommandRunner.run(
        ["chart", file, "--no-terminal", "--lang", language, "--out", path("t.svg")],
        environment: ["PHASEKIT_TEST_TRUNCATE_MAPPED": "1", "SWIFT_BACKTRACE": "enable=no"])
      #expect(result.status == 69, "\(result)")
      let message =
        language == "en"
        ? "changed while it was being read (it was truncated); nothing was drawn"
        : "在读取过程中被改动（被截短）；没有绘制任何内容"
      #expect(result.stderr.contains(message), "\(result)")
      #expect(result.stderr.contains("shrinking-\(language).csv"), "\(result)")
    }
  }
}
