import Foundation
import Testing
import _PhaseChartsTestSupport

@testable import PhaseCharts
@testable import PhaseDrawing

/// The layouts of `LayoutSamples` drawn at the CLI's default size and taller:
/// `PHASEKIT_DRAW_EXAMPLES=/some/folder swift test --filter LayoutExamples` writes each SVG
/// there, to rasterize and look at.
@Suite(.timeLimit(.minutes(6))) struct LayoutExamplesTests {
  static func examples() -> [(name: String, chart: Chart, width: Double, height: Double)] {
    var list: [(String, Chart, Double, Double)] = []
    for count in [2, 4, 12, 13] {
      list.append(("panels-\(count)", Chart(dataset: LayoutSamples.panels(count)).chartTitle("\(count) measures"), 800, 450))
    }
    list.append(("panels-12-tall", Chart(dataset: LayoutSamples.panels(12)).chartTitle("12 measures"), 800, 1200))
    list.append(("panels-4-points", Chart(dataset: LayoutSamples.panels(4, points: 200, mark: .points)), 800, 450))
    list.append(("bars-5", Chart(dataset: LayoutSamples.bars(5)).chartTitle("Population"), 800, 450))
    list.append(("bars-5-long", Chart(dataset: LayoutSamples.bars(5, longNames: true)).chartTitle("Population"), 800, 450))
    list.append(("bars-20", Chart(dataset: LayoutSamples.bars(20)).chartTitle("Population"), 800, 450))
    list.append(("bars-40-long", Chart(dataset: LayoutSamples.bars(40, longNames: true)).chartTitle("Population"), 800, 450))
    list.append(("bars-60", Chart(dataset: LayoutSamples.bars(60)).chartTitle("Population"), 800, 450))
    list.append(("bars-12-negative", Chart(dataset: LayoutSamples.bars(12, negative: true)).chartTitle("Change"), 800, 450))
    list.append(("histogram", Chart(dataset: LayoutSamples.histogram()).chartTitle("Reaction times"), 800, 450))
    list.append(("envelope", Chart(dataset: LayoutSamples.envelope()).chartTitle("Delays"), 800, 450))
    list.append(("panels-6-small", Chart(dataset: LayoutSamples.panels(6)).chartTitle("Six measures"), 400, 300))
    list.append(("bars-20-small", Chart(dataset: LayoutSamples.bars(20)).chartTitle("Population"), 400, 300))
    list.append(("bars-40-small", Chart(dataset: LayoutSamples.bars(40, longNames: true)), 400, 300))
    var chinese = LayoutSamples.bars(8)
    chinese.categories = ["北京", "上海", "广州", "深圳", "重庆市（直辖市）", "天津", "成都", "内蒙古自治区呼和浩特市"]
    list.append(("bars-8-zh", Chart(dataset: chinese).chartTitle("人口"), 800, 450))
    list.append(("histogram-small", Chart(dataset: LayoutSamples.histogram(binWidth: 1)), 400, 300))
    return list
  }

  /// A stale card draws the last good chart under its banner, in a smaller frame: panels and
  /// bars keep their text apart there too.
  @Test(arguments: ["panels", "bars"])
  func aStaleCardDrawsTheNewLayoutsUnderItsBanner(layout: String) throws {
    let stale = StateCardGallery.cards(language: .english).first { $0.name == "stale" }!.card
    let dataset = layout == "panels" ? LayoutSamples.panels(5) : LayoutSamples.bars(15)
    for (width, height) in [(640.0, 400.0), (400, 300)] {
      let svg = SVGRenderer(width: width, height: height, language: .english).render(stale, chart: Chart(dataset: dataset))
      expectValidSVG(svg)
      DrawnSVG.expectReadableText(svg, width: width, height: height, "stale \(layout) \(width)")
      if let folder = ProcessInfo.processInfo.environment["PHASEKIT_DRAW_EXAMPLES"], width == 640 {
        try Data(svg.utf8).write(to: URL(fileURLWithPath: folder).appendingPathComponent("stale-\(layout).svg"))
      }
      let text = TerminalRenderer(width: 80, height: 24, language: .english).render(stale, chart: Chart(dataset: dataset))
      #expect(text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().count == 24)
    }
  }

  @Test func examplesAreWellFormedAndWrittenWhenAsked() throws {
    let folder = ProcessInfo.processInfo.environment["PHASEKIT_DRAW_EXAMPLES"]
    var examples = Self.examples().map { ($0.name, $0.chart, $0.width, $0.height, ChartTheme.light) }
    examples.append(("panels-4-dark", Chart(dataset: LayoutSamples.panels(4)), 800, 450, .dark))
    examples.append(("envelope-dark", Chart(dataset: LayoutSamples.envelope()), 800, 450, .dark))
    for (name, chart, width, height, theme) in examples {
      let svg = SVGRenderer(width: width, height: height, theme: theme, language: .english).render(chart)
      expectValidSVG(svg)
      DrawnSVG.expectReadableText(svg, width: width, height: height, name)
      if let folder {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let url = URL(fileURLWithPath: folder)
        try Data(svg.utf8).write(to: url.appendingPathComponent("\(name).svg"))
        for (style, suffix) in [(TerminalRenderer.Style.braille, "braille"), (.ascii, "ascii")] where theme == .light {
          let text = TerminalRenderer(width: 100, height: 30, style: style, usesColor: true, language: .english)
            .render(chart)
          try Data(text.utf8).write(to: url.appendingPathComponent("\(name)-\(suffix).txt"))
        }
      }
    }
  }
}
