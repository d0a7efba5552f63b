import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts
@testable import PhaseDrawing

/// The examples of docs/drawing.md, compiled and run, so the documentation matches the API.
@Suite struct ChartDocumentationTests {
  struct Point: Identifiable {
    let id: Int
    let date: Date
    let temperature: Double
    let city: String
  }

  @Test(arguments: [0, 5])
  func seedChartExampleRenders(count: Int) {
    let points = (0..<count).map {
      Point(
        id: $0, date: Date(timeIntervalSince1970: Double($0) * 86400), temperature: Double($0), city: "北京")
    }
    let chart = Chart {
      if points.isEmpty {
        RuleMark(y: .value("平均值", 0))
          .annotation {
            Text("无可用数据")
              .font(.caption)
              .foregroundColor(.secondary)
          }
      } else {
        ForEach(points) { point in
          LineMark(x: .value("Date", point.date), y: .value("Temp", point.temperature))
            .foregroundStyle(by: .value("City", point.city))
        }
      }
    }
    .chartTitle("Temperature")
    .chartXAxisLabel("Date")
    .chartYAxisLabel("°C")
    let parsed = expectValidSVG(SVGRenderer(language: .english).render(chart))
    #expect(parsed.allText.contains(count == 0 ? "无可用数据" : "北京"))
  }

  @Test func datasetSVGTerminalAndCardExamplesRun() throws {
    let csvBytes = Data("date,temp\n2026-01-01,3.5\n2026-01-02,-1\n2026-01-03,2\n".utf8)
    let dataset = try ChartDecoder.decode(csvBytes)
    let chart = Chart(dataset: dataset) {
      RuleMark(y: .value("Freezing", 0))
    }
    let renderer = SVGRenderer(width: 640, height: 360, theme: .light, language: .english)
    let svg: String = renderer.render(chart, notes: ["Dropped 3 rows: sentinel -999"])
    let bytes: [UInt8] = renderer.renderBytes(chart)
    #expect(!bytes.isEmpty)
    #expect(
      String(decoding: renderer.renderBytes(chart, notes: ["Dropped 3 rows: sentinel -999"]), as: UTF8.self)
        == svg)
    #expect(dataset.xKind == .date)
    expectValidSVG(svg)

    let terminal = TerminalRenderer(width: 100, height: 24, style: .braille, usesColor: true)
    #expect(terminal.render(chart).split(separator: "\n").count == 24)

    let error = DataError.emptyData
    let lastChart = chart
    let loadedAt = Date(timeIntervalSince1970: 1_772_287_500)
    let refreshError = DataError.timedOut(after: .seconds(15)).presentation(in: .english)
    let loading = StateCard.loading(language: .simplifiedChinese)
    let empty = StateCard.noData(language: .english)
    let invalid = StateCard.noData(invalidPointCount: 1_440, language: .english)
    let failed = StateCard.error(error.presentation(in: .english), language: .english)
    let stale = StateCard.stale(from: loadedAt, error: refreshError, language: .english)
    #expect(loading.title == "加载中…")
    #expect([empty, invalid, failed, stale].map(\.kind) == [.noData, .noData, .error, .stale])
    expectValidSVG(SVGRenderer(language: .english).render(failed))
    #expect(TerminalRenderer(width: 80, language: .english).render(stale, chart: lastChart).contains("Showing data from"))
    #expect(StateCardGallery.svgFiles(language: .simplifiedChinese, theme: .dark).count == 6)
  }
}
