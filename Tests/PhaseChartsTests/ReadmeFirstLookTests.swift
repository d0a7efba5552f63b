import Foundation
import PhaseKit
import Testing
import _PhaseKitTestSupport

@testable import PhaseCharts

/// The README's "A first look" example, run as written against the fixture server and a real
/// cache folder: a prepared chart online, and the same chart, stale, once the server is gone.
/// (The longer examples the README had are in the modules' landing pages: `ReadmeTests`.)
@Suite struct ReadmeFirstLookTests {
  @Test @MainActor func firstLookChartsOnlineAndFallsBackToTheCachedChartOffline() async throws {
    let server = try await FixtureServer.start(directory: Fixtures.directory)
    let weatherURL = server.url(path: "/first-look.csv", query: ["file": "seattle-weather.csv"])
    let cachesFolder = FileManager.default.temporaryDirectory
      .appendingPathComponent("phasekit-first-look-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: cachesFolder) }

    let pipeline = ChartPipeline(decoding: DecodeOptions(x: "date", y: ["temp_max"]))
    let store = try ResourceStore(directory: cachesFolder)
    func makeLoader() -> Loader<PreparedChart> {
      Loader(store: store, source: HTTPSource(url: weatherURL), policy: .networkFirst) {
        data throws(DataError) in try pipeline.prepare(data)
      }
    }
    let online = makeLoader()
    await online.load()
    #expect(online.value?.dataset.series.map(\.name) == ["temp_max"])
    #expect(online.value?.report.inputCount == 1461)
    #expect(!online.isStale)

    await server.stop()
    let offline = makeLoader()
    await offline.load()
    #expect(offline.value?.report.inputCount == 1461)
    #expect(offline.isStale)
    #expect(offline.error != nil)
  }
}
