import Foundation
import Testing
import _PhaseChartsTestSupport

@testable import PhaseCharts
@testable import PhaseDrawing

struct Reading: Identifiable {
  let id: Int
  let date: Date
  let temperature: Double
  let city: String
}

@Suite(.timeLimit(.minutes(6))) struct ChartBuilderTests {
  static let readings: [Reading] = (0..<12).map { index in
    let day = index / 2
    return Reading(
      id: index, date: Date(timeIntervalSince1970: 1_700_000_000 + Double(day) * 86400),
      temperature: Double(day) * 1.5 + Double(index % 2) * 4, city: index % 2 == 0 ? "北京" : "Paris")
  }

  @Test func seedPlaceholderAndLineChartAreExpressibleVerbatim() {
    func chart(points: [Reading]) -> Chart {
      Chart {
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
          }
        }
      }
    }
    let empty = ChartScene(chart(points: []))
    #expect(empty.rules.count == 1)
    #expect(empty.annotations.first?.text.content == "无可用数据")
    #expect(empty.annotations.first?.text.font == .caption)
    #expect(empty.annotations.first?.text.color == .secondary)
    #expect(empty.yDomain == -1...1)
    let full = ChartScene(chart(points: Self.readings))
    #expect(full.lines.count == 1)
    #expect(full.lines[0].xs.count == 12)
    #expect(full.xKind == .time)
  }

  @Test func foregroundStyleByValueSplitsLinesIntoNamedSeries() {
    let chart = Chart(Self.readings) { reading in
      LineMark(x: .value("Date", reading.date), y: .value("Temp", reading.temperature))
        .foregroundStyle(by: .value("City", reading.city))
    }
    let scene = ChartScene(chart)
    #expect(scene.series.map(\.name) == ["北京", "Paris"])
    #expect(scene.lines.map(\.xs.count) == [6, 6])
    #expect(scene.showsLegend)
  }

  @Test func builderSupportsForInOptionalsAndElse() {
    let limit: Double? = 3
    let missing: Double? = nil
    let chart = Chart {
      for index in 0..<3 {
        BarMark(x: .value("Shape", "s\(index)"), y: .value("Count", index + 1))
      }
      if let limit { RuleMark(y: .value("Limit", limit)) }
      if let missing { RuleMark(y: .value("Missing", missing)) }
      if limit == nil {
        PointMark(x: .value("x", 0), y: .value("y", 0))
      } else {
        PointMark(x: .value("x", "s1"), y: .value("y", 2.5))
      }
    }
    let scene = ChartScene(chart)
    #expect(scene.bars.count == 3)
    #expect(scene.rules.map(\.value) == [3])
    #expect(scene.points == [ChartScene.Point(series: 0, x: 1, y: 2.5)])
    #expect(scene.xKind == .category(["s0", "s1", "s2"]))
  }

  @Test func barsOfSeveralSeriesAtOneCategoryStack() {
    let chart = Chart {
      BarMark(x: .value("Month", "Jan"), y: .value("Sales", 3)).foregroundStyle(by: .value("Shop", "A"))
      BarMark(x: .value("Month", "Jan"), y: .value("Sales", 4)).foregroundStyle(by: .value("Shop", "B"))
    }
    let bars = ChartScene(chart).bars
    #expect(bars.map(\.y0) == [0, 3])
    #expect(bars.map(\.y1) == [3, 7])
  }

  @Test func customContentExpandsThroughItsBody() {
    struct Threshold: ChartContent {
      let value: Double
      var body: some ChartContent {
        RuleMark(y: .value("Limit", value))
        PointMark(x: .value("x", 1), y: .value("y", value))
      }
    }
    let scene = ChartScene(Chart { Threshold(value: 7) })
    #expect(scene.rules.count == 1)
    #expect(scene.points.count == 1)
  }

  @Test func datasetFastPathKeepsTheArraysAndBreaks() {
    let series = Series(name: "temp", xs: [0, 1, 2, 3], ys: [1, 2, 3, 4], breaks: [2])
    let scene = ChartScene(Chart(dataset: Dataset(xKind: .date, xLabel: "date", series: [series])))
    #expect(scene.lines.count == 1)
    #expect(scene.lines[0].breaks == [2])
    #expect(scene.xKind == .time)
    #expect(scene.xLabel == "date")
    #expect(!scene.showsLegend)
  }

  @Test func lineStyleIsHonouredAndInterpolationIsAccepted() {
    let chart = Chart {
      for day in 0..<5 {
        LineMark(x: .value("Day", day), y: .value("Forecast", Double(day * day)))
          .interpolationMethod(.catmullRom)
          .lineStyle(StrokeStyle(lineWidth: 1.5, dash: [4, 3]))
      }
      RuleMark(y: .value("Limit", 10)).lineStyle(StrokeStyle(lineWidth: 3))
    }
    let parsed = expectValidSVG(SVGRenderer(language: .english).render(chart))
    let line = parsed.attributes.first { $0["stroke-dasharray"] != nil }
    #expect(line?["stroke-dasharray"] == "4 3")
    #expect(line?["stroke-width"] == "1.5")
    #expect(parsed.values(of: "stroke-width").contains("3"))
  }

  @Test func positionByPlacesGroupsSideBySideInsteadOfStacking() {
    let chart = Chart {
      for shop in ["A", "B"] {
        BarMark(x: .value("Month", "Jan"), y: .value("Sales", shop == "A" ? 3 : 4))
          .foregroundStyle(by: .value("Shop", shop))
          .position(by: .value("Shop", shop))
      }
    }
    let bars = ChartScene(chart).bars
    #expect(bars.map(\.y0) == [0, 0])
    #expect(bars.map(\.y1) == [3, 4])
    #expect(bars[0].x < bars[1].x)
    #expect(abs(bars[0].width - 0.3) < 1e-12)
    #expect(abs((bars[0].x + bars[1].x) / 2) < 1e-12)
  }

  @Test func hiddenAxesDrawNoTickLabels() {
    let data = Dataset(series: [Series(name: "a", xs: [0, 5, 10], ys: [1, 7, 3])])
    let shown = SVGParseResult(SVGRenderer(language: .english).render(Chart(dataset: data)))
    #expect(shown.texts.contains("5"))
    let hidden = SVGParseResult(
      SVGRenderer(language: .english).render(Chart(dataset: data).chartXAxis(.hidden).chartYAxis(.hidden)))
    #expect(hidden.elements.filter { $0 == "text" }.isEmpty)
    let terminal = TerminalRenderer(width: 40, height: 10, style: .ascii, language: .english)
      .render(Chart(dataset: data).chartYAxis(.hidden).chartXAxis(.hidden))
    #expect(!terminal.contains { $0.isNumber })
    #expect(terminal.split(separator: "\n", omittingEmptySubsequences: false).count == 11)
  }

  @Test func rangeMarksSpanTheirStartAndEnd() {
    let chart = Chart {
      for day in 0..<3 {
        AreaMark(x: .value("Day", day), yStart: .value("Low", -5 - day), yEnd: .value("High", 10 + day))
        BarMark(x: .value("Day", day), yStart: .value("Low", 1), yEnd: .value("High", 4))
      }
      RuleMark(x: .value("Day", 1), yStart: .value("Low", -20), yEnd: .value("High", 0))
    }
    let scene = ChartScene(chart)
    #expect(scene.lines.first?.lows == [-5, -6, -7])
    #expect(scene.lines.first?.ys == [10, 11, 12])
    #expect(scene.bars.map(\.y0) == [1, 1, 1])  // floating bars never stack
    #expect(scene.rules.first?.span == -20...0)
    #expect(scene.yDomain == -20...12)
    let parsed = expectValidSVG(SVGRenderer(language: .english).render(chart))
    #expect(parsed.values(of: "fill-opacity").contains("0.3"))
  }

  @Test func symbolByGivesEachGroupItsOwnShape() {
    let chart = Chart {
      for (index, kind) in ["a", "b", "c", "a"].enumerated() {
        PointMark(x: .value("x", index), y: .value("y", index))
          .foregroundStyle(by: .value("Kind", kind))
          .symbol(by: .value("Kind", kind))
      }
      PointMark(x: .value("x", 9), y: .value("y", 9)).symbol(.cross)
    }
    let scene = ChartScene(chart)
    #expect(scene.points.map(\.symbol) == [.circle, .square, .triangle, .circle, .cross])
    let parsed = expectValidSVG(SVGRenderer(language: .english).render(chart))
    // Two circle points, plus legend dots for a, b, c and the unnamed series of the cross.
    #expect(parsed.elements.filter { $0 == "circle" }.count == 2 + 4)
    let ascii = TerminalRenderer(width: 40, height: 12, style: .ascii, language: .english).render(chart)
    #expect(ascii.contains("^") && ascii.contains("#") && ascii.contains("x"))
  }
}
