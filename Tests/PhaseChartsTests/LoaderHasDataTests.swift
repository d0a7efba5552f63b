import Foundation
import PhaseKit
import Testing
import _PhaseKitTestSupport

@testable import PhaseCharts

/// An app's `Loader(store:source:)` follows the command-line tool's rule: an answer with no data
/// never replaces good data. Over a real HTTP server and a real SQLite store: good data, then
/// an answer with no points; the good data stays on screen, marked, and stays stored.
@MainActor @Suite struct LoaderHasDataTests {
  private static let good = "date,temp_max\n2024-01-01,3.5\n2024-01-02,4.5\n2024-01-03,5\n"

  /// A fresh folder for one test's SQLite store.
  private func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("phasekit-hasdata-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// A URL that answers `good` once, then `then` (still 200).
  private func url(_ server: FixtureServer, then: String) -> (URL, String) {
    let path = server.uniquePath("readings.csv")
    return (server.url(path: path, query: ["body": Self.good, "good_times": "1", "then_body": then]), path)
  }

  private nonisolated static func prepare(_ data: Data) throws(DataError) -> PreparedChart {
    try ChartPipeline().prepare(data)
  }

  // A header alone, and rows whose every value is a sentinel: both make a chart with no points.
  @Test(arguments: ["date,temp_max\n", "date,temp_max\n2024-01-01,-999\n2024-01-02,-999\n"])
  func anAnswerWithNoPointsKeepsTheStoredChartOnScreenMarked(then: String) async throws {
    let server = try await FixtureServer.shared()
    let cache = try folder()
    defer { try? FileManager.default.removeItem(at: cache) }
    let (url, path) = url(server, then: then)
    let store = try ResourceStore(directory: cache)
    let loader = Loader(store: store, source: HTTPSource(url: url), policy: .networkFirst) {
      data throws(DataError) in try Self.prepare(data)
    }

    await loader.load()
    let first = try #require(loader.loaded)
    #expect(first.value.dataset.pointCount == 3)
    #expect(loader.content == .value(first.value, notice: nil))

    await loader.refresh()
    #expect(try await server.requestCount(path: path) == 2)
    // The answer had no points: the chart from the first load stays, with the reason beside it.
    #expect(loader.content == .value(first.value, notice: .refreshFailed(.emptyData, loadedAt: first.date)))
    #expect(loader.isStale)
    #expect(loader.state == .success(first.value))

    // And the store still holds the good copy: a store opened on the same folder reads it, offline.
    let reopened = try ResourceStore(directory: cache)
    let offline = Loader(store: reopened, source: HTTPSource(url: url), policy: .cacheOnly) {
      data throws(DataError) in try Self.prepare(data)
    }
    await offline.load()
    #expect(offline.value?.dataset.pointCount == 3)
    #expect(try await server.requestCount(path: path) == 2)
  }

  @Test func aLoaderOfSanitizedDataFollowsTheSameRule() async throws {
    let server = try await FixtureServer.shared()
    let cache = try folder()
    defer { try? FileManager.default.removeItem(at: cache) }
    let (url, _) = url(server, then: "date,temp_max\n2024-01-01,-999\n")
    let loader = Loader(
      store: try ResourceStore(directory: cache), source: HTTPSource(url: url), policy: .networkFirst
    ) { data throws(DataError) in try ChartDecoder.decode(data).sanitized() }
    await loader.load()
    let first = try #require(loader.loaded)
    await loader.refresh()
    #expect(loader.content == .value(first.value, notice: .refreshFailed(.emptyData, loadedAt: first.date)))
  }

  @Test func withNothingStoredAnAnswerWithNoPointsIsShownAsNoData() async throws {
    let server = try await FixtureServer.shared()
    let cache = try folder()
    defer { try? FileManager.default.removeItem(at: cache) }
    let path = server.uniquePath("none.csv")
    let url = server.url(path: path, query: ["body": "date,temp_max\n2024-01-01,-999\n"])
    let loader = Loader(store: try ResourceStore(directory: cache), source: HTTPSource(url: url)) {
      data throws(DataError) in try Self.prepare(data)
    }
    await loader.load()
    #expect(loader.content.value?.hasData == false, "\(loader.content)")
    #expect(loader.content.notice == nil)
    // Shown, but never stored.
    let offline = Loader(
      store: try ResourceStore(directory: cache), source: HTTPSource(url: url), policy: .cacheOnly
    ) { data throws(DataError) in try Self.prepare(data) }
    await offline.load()
    #expect(offline.value == nil)
  }

  @Test func theRuleIsWhatKeepsTheChart() async throws {
    // Without it (every value has data), the answer with no points replaces the chart.
    let server = try await FixtureServer.shared()
    let cache = try folder()
    defer { try? FileManager.default.removeItem(at: cache) }
    let (url, _) = url(server, then: "date,temp_max\n")
    let loader = Loader(
      store: try ResourceStore(directory: cache), source: HTTPSource(url: url), policy: .networkFirst,
      hasData: { _ in true }
    ) { data throws(DataError) in try Self.prepare(data) }
    await loader.load()
    await loader.refresh()
    #expect(loader.value?.dataset.pointCount == 0)
    #expect(loader.content.notice == nil)
  }
}
