import Foundation
import PhaseKit
import Testing
import _PhaseChartsTestSupport

@testable import PhaseCharts
@testable import PhaseDrawing

/// Fixed inputs for golden files: every mark type, several series, dates across units, both
/// languages, both themes, every state card, in SVG and in the terminal.
@Suite(.timeLimit(.minutes(6))) struct GoldenTests {
  static let day = 86400.0
  static let start = 1_767_225_600.0  // 2026-01-01 00:00 UTC

  static func wave(_ count: Int, step: Double, phase: Double = 0) -> (xs: [Double], ys: [Double]) {
    let xs = (0..<count).map { start + Double($0) * step }
    let ys = (0..<count).map { 10 + 8 * sin(Double($0) / 6 + phase) + Double($0 % 4) }
    return (xs, ys)
  }

  static var marks: [(String, Chart)] {
    let points = (0..<12).map { (x: Double($0), y: Double(($0 * 37) % 11) - 3) }
    return [
      (
        "line",
        Chart {
          ForEach(0..<points.count) { index in
            LineMark(x: .value("x", points[index].x), y: .value("y", points[index].y))
          }
        }.chartTitle("LineMark").chartXAxisLabel("x").chartYAxisLabel("y")
      ),
      (
        "point",
        Chart {
          for point in points { PointMark(x: .value("x", point.x), y: .value("y", point.y)) }
          PointMark(x: .value("x", 4), y: .value("y", 8)).symbol(.square)
          PointMark(x: .value("x", 5), y: .value("y", 8)).symbol(.triangle)
          PointMark(x: .value("x", 6), y: .value("y", 8)).symbol(.diamond)
          PointMark(x: .value("x", 7), y: .value("y", 8)).symbol(.pentagon)
          PointMark(x: .value("x", 8), y: .value("y", 8)).symbol(.plus)
          PointMark(x: .value("x", 9), y: .value("y", 8)).symbol(.cross)
          PointMark(x: .value("x", 10), y: .value("y", 8)).symbol(.asterisk)
        }.chartTitle("PointMark")
      ),
      (
        "area",
        Chart {
          for point in points { AreaMark(x: .value("x", point.x), y: .value("y", point.y)) }
        }.chartTitle("AreaMark")
      ),
      (
        "bar",
        Chart {
          for (index, shop) in ["A", "B"].enumerated() {
            for (month, sales) in [("Jan", 3), ("Feb", 5), ("Mar", 4)] {
              BarMark(x: .value("Month", month), y: .value("Sales", sales + index * 2))
                .foregroundStyle(by: .value("Shop", shop))
            }
          }
        }.chartTitle("BarMark")
      ),
      (
        "interpolation",
        Chart {
          for (method, name) in [
            (InterpolationMethod.catmullRom, "catmullRom"), (.monotone, "monotone"), (.stepEnd, "stepEnd"),
          ] {
            for point in points {
              LineMark(x: .value("x", point.x), y: .value("y", point.y + (name == "stepEnd" ? 12 : 0)))
                .interpolationMethod(method)
                .foregroundStyle(by: .value("method", name))
            }
          }
        }.chartTitle("interpolationMethod")
      ),
      (
        "area-steps",
        Chart {
          for point in points {
            AreaMark(x: .value("x", point.x), y: .value("y", point.y)).interpolationMethod(.stepCenter)
          }
        }.chartTitle("AreaMark stepCenter")
      ),
      (
        "bar-grouped",
        Chart {
          for (index, shop) in ["A", "B", "C"].enumerated() {
            for (month, sales) in [("Jan", 3), ("Feb", -2), ("Mar", 4)] {
              BarMark(x: .value("Month", month), y: .value("Sales", sales + index))
                .foregroundStyle(by: .value("Shop", shop))
                .position(by: .value("Shop", shop))
            }
          }
        }.chartTitle("BarMark position(by:)")
      ),
      (
        "ranges",
        Chart {
          for point in points {
            AreaMark(
              x: .value("x", point.x), yStart: .value("low", point.y - 2), yEnd: .value("high", point.y + 2))
            LineMark(x: .value("x", point.x), y: .value("y", point.y))
          }
          for point in points where Int(point.x) % 3 == 0 {
            RuleMark(
              x: .value("x", point.x), yStart: .value("low", point.y - 3), yEnd: .value("high", point.y + 3)
            )
            .foregroundStyle(.red)
          }
        }.chartTitle("AreaMark(yStart:yEnd:) and RuleMark(x:yStart:yEnd:)")
      ),
      (
        "bar-floating",
        Chart {
          for (day, low, high) in [("Mon", -2.0, 6.0), ("Tue", 1.0, 9.0), ("Wed", 3.0, 4.5)] {
            BarMark(x: .value("Day", day), yStart: .value("Low", low), yEnd: .value("High", high))
          }
        }.chartTitle("BarMark(yStart:yEnd:)")
      ),
      (
        "rule",
        Chart {
          for point in points { LineMark(x: .value("x", point.x), y: .value("y", point.y)) }
          RuleMark(y: .value("平均值", 2.5))
            .annotation { Text("平均值 2.5").font(.caption).foregroundColor(.secondary) }
          RuleMark(x: .value("x", 6)).foregroundStyle(.red)
        }.chartTitle("RuleMark")
      ),
    ]
  }

  static var dateCharts: [(String, Chart)] {
    [
      ("dates-minutes", 60.0), ("dates-hours", 3600), ("dates-days", day), ("dates-months", 9 * day),
      ("dates-years", 120 * day),
    ].map { name, step in
      let (xs, ys) = wave(40, step: step)
      return (
        name,
        Chart(
          dataset: Dataset(
            xKind: .date, xLabel: "time",
            series: [
              Series(name: "value", xs: xs, ys: ys)
            ]))
      )
    }
  }

  static var multiSeries: Chart {
    let high = wave(60, step: day)
    let low = wave(60, step: day, phase: 1)
    return Chart(
      dataset: Dataset(
        xKind: .date, xLabel: "date", yLabel: "°C",
        series: [
          Series(name: "temp_max", xs: high.xs, ys: high.ys),
          Series(name: "temp_min", xs: low.xs, ys: low.ys.map { $0 - 12 }, breaks: [20, 41]),
          Series(name: "降水", xs: low.xs, ys: low.ys.map { $0 / 3 }),
        ])
    ).chartTitle("多个系列 Several series")
  }

  @Test(arguments: marks)
  func everyMarkTypeMatchesItsGoldenSVG(name: String, chart: Chart) {
    let svg = SVGRenderer(width: 480, height: 300, language: .english, timeZone: .gmt).render(chart)
    expectValidSVG(svg)
    GoldenFiles.check(svg, "mark-\(name).svg")
  }

  @Test(arguments: dateCharts)
  func dateAxesPickTheirUnitAndMatchTheGoldenSVG(name: String, chart: Chart) {
    let svg = SVGRenderer(width: 560, height: 260, language: .english, timeZone: .gmt).render(chart)
    expectValidSVG(svg)
    GoldenFiles.check(svg, "\(name).svg")
  }

  @Test(arguments: [(ChartTheme.light, "light"), (.dark, "dark")])
  func severalSeriesWithALegendMatchTheGoldenSVG(theme: ChartTheme, name: String) {
    let svg = SVGRenderer(width: 640, height: 360, theme: theme, language: .simplifiedChinese, timeZone: .gmt)
      .render(Self.multiSeries)
    expectValidSVG(svg)
    GoldenFiles.check(svg, "multi-series-\(name).svg")
  }

  @Test(arguments: Language.allCases)
  func everyStateCardMatchesItsGoldenSVG(language: Language) {
    for (name, svg) in StateCardGallery.svgFiles(language: language) {
      expectValidSVG(svg)
      GoldenFiles.check(svg, "state-\(name)-\(language.rawValue).svg")
    }
  }

  @Test(arguments: Language.allCases)
  func everyStateCardMatchesItsGoldenTerminalText(language: Language) {
    let renderer = TerminalRenderer(width: 72, height: 16, language: language, timeZone: .gmt)
    for (name, card, chart) in StateCardGallery.cards(language: language) {
      GoldenFiles.check(renderer.render(card, chart: chart), "state-\(name)-\(language.rawValue).txt")
    }
  }

  @Test(arguments: [(TerminalRenderer.Style.braille, "braille"), (.ascii, "ascii")])
  func terminalChartsMatchTheirGoldenText(style: TerminalRenderer.Style, name: String) {
    let renderer = TerminalRenderer(width: 72, height: 18, style: style, language: .english, timeZone: .gmt)
    GoldenFiles.check(renderer.render(Self.multiSeries), "terminal-multi-series-\(name).txt")
    for (mark, chart) in Self.marks {
      GoldenFiles.check(renderer.render(chart), "terminal-mark-\(mark)-\(name).txt")
    }
  }
}
