import Foundation
import PhaseKit
import Testing
import _PhaseChartsTestSupport
import _PhaseKitTestSupport

@testable import PhaseCharts
@testable import PhaseDrawing

/// The README's examples, compiled and run against the fixture server, a real cache folder and
/// the Seattle weather file, so the front page cannot drift from the API.
@Suite(.timeLimit(.minutes(6))) struct ReadmeTests {
  struct Weather: Equatable { var rows: Int }

  /// Stands in for the reader's own decoder in the README's loader examples.
  static func decodeWeather(_ data: Data) throws(DataError) -> Weather {
    let lines = data.split(separator: UInt8(ascii: "\n"))
    guard lines.count > 1 else { throw .emptyData }
    return Weather(rows: lines.count - 1)
  }

  var seattle: URL { Fixtures.directory.appendingPathComponent("seattle-weather.csv") }

  @Test @MainActor func loaderExampleShowsTheValue() async throws {
    let server = try await FixtureServer.start(directory: Fixtures.directory)
    defer { server.stop() }
    let url = server.url(path: "/readme.csv", query: ["file": "seattle-weather.csv"])
    let loader = Loader(source: HTTPSource(url: url)) { data throws(DataError) in
      try Self.decodeWeather(data)
    }
    await loader.load()
    #expect(loader.phase == .success(Weather(rows: 1461)))
    #expect(!loader.isStale)
  }

  @Test @MainActor func storeExampleFallsBackToTheLastGoodValueOffline() async throws {
    let server = try await FixtureServer.start(directory: Fixtures.directory)
    let weatherURL = server.url(path: "/readme-store.csv", query: ["file": "seattle-weather.csv"])
    let cachesFolder = FileManager.default.temporaryDirectory
      .appendingPathComponent("phasekit-readme-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: cachesFolder) }

    let store = try ResourceStore(directory: cachesFolder)
    func makeLoader() -> Loader<Weather> {
      Loader(store: store, source: HTTPSource(url: weatherURL), policy: .networkFirst) {
        data throws(DataError) in try Self.decodeWeather(data)
      }
    }
    let online = makeLoader()
    await online.load()
    #expect(online.value == Weather(rows: 1461))
    #expect(online.loaded?.origin == .network)

    await server.stop()
    let offline = makeLoader()
    await offline.load()
    #expect(offline.value == Weather(rows: 1461))
    #expect(offline.isStale)
    if case .offline = offline.error {} else { Issue.record("expected .offline, got \(String(describing: offline.error))") }
    #expect(offline.loaded?.origin == .memory || offline.loaded?.origin == .disk)
  }

  @Test @MainActor func dashboardExampleRefreshesItselfWhileShown() async throws {
    let server = try await FixtureServer.shared()
    let path = server.uniquePath("readme-dashboard")
    let readingsURL = server.url(path: path, query: ["body": "date,temp\n2024-01-01,3\n2024-01-02,4\n"])
    let store = ResourceStore()
    var configuration = LoaderConfiguration()
    configuration.refresh = RefreshPolicy(interval: .milliseconds(50))  // the README says 30 s
    configuration.refreshSignals = RefreshSignals(foreground: RefreshTrigger(), reconnect: RefreshTrigger())
    let loader = Loader(store: store, source: HTTPSource(url: readingsURL), configuration: configuration) {
      data throws(DataError) in try Self.decodeWeather(data)
    }
    let shown = Task { await loader.showWhileRunning() }
    #expect(try await server.waitForRequests(3, path: path))  // the first load, then two refreshes
    shown.cancel()
    await shown.value
    #expect(loader.value == Weather(rows: 2))
  }

  @Test func chartDataExampleDecodesSanitizesAndDownsamples() throws {
    let csvBytes = try Data(contentsOf: seattle)
    let dataset = try ChartDecoder.decode(
      csvBytes, options: DecodeOptions(x: "date", y: ["temp_max", "temp_min"]))
    let (clean, report) = dataset.sanitized()
    #expect(report.keptCount == 2922)
    let line = clean.downsampled(toWidth: 800)
    #expect(line.series.allSatisfy { $0.count <= 16 * 800 })
    #expect(line.xKind == .date)
  }

  @Test @MainActor func pipelineExampleLoadsAPreparedChart() async throws {
    let pipeline = ChartPipeline(decoding: DecodeOptions(x: "date", y: ["temp_max"]))
    let loader = Loader(source: FileSource(url: seattle)) { data throws(DataError) in
      try pipeline.prepare(data)
    }
    await loader.load()
    #expect(loader.value?.dataset.series.map(\.name) == ["temp_max"])
    #expect(loader.value?.report.inputCount == 1461)
  }

  @Test func drawingExampleRendersSVGTerminalAndACard() {
    struct Point: Identifiable {
      let id: Int
      let date: Date
      let temperature: Double
      let city: String
    }
    for points in [[], [Point(id: 0, date: Date(timeIntervalSince1970: 0), temperature: 3, city: "Oslo")]] {
      let chart = Chart {
        if points.isEmpty {
          RuleMark(y: .value("平均值", 0))
            .annotation { Text("无可用数据").font(.caption).foregroundColor(.secondary) }
        } else {
          ForEach(points) { point in
            LineMark(x: .value("Date", point.date), y: .value("Temp", point.temperature))
              .foregroundStyle(by: .value("City", point.city))
          }
        }
      }
      let svg = SVGRenderer(width: 800, height: 400).render(chart)
      _ = expectValidSVG(svg)
      #expect(svg.contains(points.isEmpty ? "无可用数据" : "Oslo"))
      #expect(!TerminalRenderer(width: 80, height: 20).render(chart).isEmpty)
    }
    let error = DataError.httpStatus(500)
    let card = SVGRenderer().render(.error(error.presentation(), language: .current))
    _ = expectValidSVG(card)
  }
}
