import Foundation
import Testing
import _PhaseChartsTestSupport

@testable import PhaseCharts
@testable import PhaseDrawing

/// A panel with a log y of its own (`Dataset.panelYScales`): in SVG and in the terminal, its
/// ticks are powers of ten and its name says it is on a log scale, the other panels stay
/// linear, and the description reports values, not their logarithms.
@Suite(.timeLimit(.minutes(6))) struct PanelLogScaleDrawingTests {
  /// A coin's close from $5 to $19,000 over 100 days, flat for most of them, and its volume
  /// (40 to 90) beside it.
  static func dataset() -> Dataset {
    let xs = (0..<100).map(Double.init)
    let close = xs.map { 5 * pow(10, 3.58 * pow($0 / 99, 3)) }
    let volume = xs.map { 40 + 50 * ($0 / 99) }
    var dataset = Dataset(
      xLabel: "day", series: [Series(name: "Close", xs: xs, ys: close), Series(name: "Volume", xs: xs, ys: volume)])
    dataset.layout = .panels
    dataset.panelYScales = [.log, .linear]
    return dataset
  }

  @Test func aLogPanelHasDecadeTicksAndSaysSoWhileTheOtherStaysLinear() {
    var scene = ChartScene(Chart(dataset: Self.dataset()))
    scene.prepare(timeZone: nil, language: .english)
    let layout = SVGPanelLayout(scene: scene, frame: PlotRect(x: 0, y: 0, width: 800, height: 450))
    #expect(layout.panels.count == 2)
    let logLabels = layout.panels[0].yLabels.map(\.text)
    #expect(logLabels.contains("100") || logLabels.contains("1k") || logLabels.contains("10"), "\(logLabels)")
    // The log panel's domain is in decades: 10^lower ≤ 5 and 10^upper ≥ 19,000.
    #expect(pow(10, layout.panels[0].yDomain.lowerBound) <= 5.0001)
    #expect(pow(10, layout.panels[0].yDomain.upperBound) >= 18_999)
    #expect(layout.panels[1].yDomain.lowerBound <= 40 && layout.panels[1].yDomain.upperBound >= 90)
    #expect(layout.panels[0].title == "Close (log scale)")
    #expect(layout.panels[1].title == "Volume")

    let svg = SVGRenderer(width: 800, height: 450, language: .english).render(Chart(dataset: Self.dataset()))
    expectValidSVG(svg)
    #expect(svg.contains("Close (log scale)"))
    #expect(svg.contains("Close: 100 points, x from 0 to 99, y from 5 to 19009.47."), "\(svg.prefix(1500))")
    DrawnSVG.expectReadableText(svg, width: 800, height: 450, "log panel")
  }

  @Test func withoutPanelScalesEveryPanelIsLinear() {
    var dataset = Self.dataset()
    dataset.panelYScales = []
    var scene = ChartScene(Chart(dataset: dataset))
    scene.prepare(timeZone: nil, language: .english)
    let layout = SVGPanelLayout(scene: scene, frame: PlotRect(x: 0, y: 0, width: 800, height: 450))
    #expect(layout.panels[0].yDomain.upperBound >= 19_000)
    #expect(layout.panels[0].title == "Close")
  }

  @Test func theTerminalNamesTheLogPanel() {
    let text = TerminalRenderer(width: 100, height: 30, style: .ascii, language: .english)
      .render(Chart(dataset: Self.dataset()))
    #expect(text.contains("Close (log scale)"), "\(text)")
    #expect(text.contains("1k") || text.contains("100"), "\(text)")
  }

  @Test func eachPanelOfTheDatasetCarriesItsOwnScale() {
    let panels = Self.dataset().panels
    #expect(panels.map(\.yScale) == [.log, .linear])
    #expect(panels.allSatisfy { $0.panelYScales.isEmpty })
  }
}
