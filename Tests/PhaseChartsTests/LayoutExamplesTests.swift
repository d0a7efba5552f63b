import Foundation
import Testing

@testable import PhaseCharts
@testable import PhaseDrawing

/// The layouts of `LayoutSamples` drawn at the CLI's default size and taller:
/// `PHASEKIT_DRAW_EXAMPLES=/some/folder swift test --filter LayoutExamples` writes each SVG
/// there, to rasterize and look at.
@Suite struct LayoutExamplesTests {
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
    return list
  }

  @Test func examplesAreWellFormedAndWrittenWhenAsked() throws {
    let folder = ProcessInfo.processInfo.environment["PHASEKIT_DRAW_EXAMPLES"]
    for (name, chart, width, height) in Self.examples() {
      let svg = SVGRenderer(width: width, height: height, language: .english).render(chart)
      expectValidSVG(svg)
      if let folder {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let url = URL(fileURLWithPath: folder)
        try Data(svg.utf8).write(to: url.appendingPathComponent("\(name).svg"))
        for (style, suffix) in [(TerminalRenderer.Style.braille, "braille"), (.ascii, "ascii")] {
          let text = TerminalRenderer(width: 100, height: 30, style: style, usesColor: true, language: .english)
            .render(chart)
          try Data(text.utf8).write(to: url.appendingPathComponent("\(name)-\(suffix).txt"))
        }
      }
    }
  }
}
