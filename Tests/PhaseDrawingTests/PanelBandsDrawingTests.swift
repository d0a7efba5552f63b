import Foundation
import Testing
import _PhaseChartsTestSupport

@testable import PhaseCharts
@testable import PhaseDrawing

/// Panels with a band each (`Dataset.bands`, a panel of many units per measure): in SVG and in
/// the terminal, each panel draws its own band behind its median, inside its own y range.
@Suite(.timeLimit(.minutes(6))) struct PanelBandsDrawingTests {
  /// Three measures of 40 units over 1987…1989 on scales far apart, each a median and a band.
  static func dataset() -> Dataset {
    let xs: [Double] = [1987, 1988, 1989]
    let measures: [(name: String, median: [Double], low: [Double], high: [Double])] = [
      ("employ (median)", [40, 44, 48], [12, 13, 15], [90, 95, 99]),
      ("sales (median)", [2.1e6, 2.4e6, 2.6e6], [0.6e6, 0.7e6, 0.8e6], [5e6, 5.5e6, 6e6]),
      ("scrap (median)", [3, 2.5, 2], [0.5, 0.4, 0.2], [5, 4.6, 4]),
    ]
    var dataset = Dataset(
      xLabel: "year", series: measures.map { Series(name: $0.name, xs: xs, ys: $0.median) })
    dataset.layout = .panels
    dataset.bands = measures.map { measure in
      var band = SeriesEnvelope(count: 40, xs: xs, lows: measure.low, highs: measure.high)
      band.label = "10–90% of 40 units"
      return band
    }
    return dataset
  }

  @Test func eachPanelDrawsItsBandBehindItsSeriesWithinItsYRange() {
    let dataset = Self.dataset()
    let svg = SVGRenderer(width: 800, height: 450, language: .english).render(Chart(dataset: dataset))
    expectValidSVG(svg)
    let bands = svg.components(separatedBy: "aria-label=\"10–90% of 40 units\"")
    #expect(bands.count - 1 == 3)
    // Each band is drawn inside its panel's clip, before that panel's series.
    for (index, series) in dataset.series.enumerated() {
      let clip = index == 0 ? "url(#pk-plot)" : "url(#pk-plot-\(index))"
      let group = svg.range(of: "clip-path=\"\(clip)\"")!.upperBound
      let band = svg.range(of: "aria-label=\"10–90% of 40 units\"", range: group..<svg.endIndex)!.lowerBound
      let line = svg.range(of: "aria-label=\"\(series.name)\"", range: group..<svg.endIndex)!.lowerBound
      #expect(band < line, "\(series.name): band under the median")
    }
    DrawnSVG.expectReadableText(svg, width: 800, height: 450, "panel bands")
    // The description reports each median's own range, not its band's.
    #expect(svg.contains("employ (median): 3 points, x from 1987 to 1989, y from 40 to 48."), "\(svg.prefix(1200))")
    // Every panel's y range holds its band, not only its median.
    var scene = ChartScene(Chart(dataset: dataset))
    scene.prepare(timeZone: nil, language: .english)
    let layout = SVGPanelLayout(scene: scene, frame: PlotRect(x: 0, y: 0, width: 800, height: 450))
    for (panel, band) in zip(layout.panels, dataset.bands) {
      let band = band!
      #expect(panel.yDomain.lowerBound <= band.lows.min()! && panel.yDomain.upperBound >= band.highs.max()!)
    }
  }

  @Test(arguments: [TerminalRenderer.Style.braille, .ascii])
  func terminalShadesEachPanelsBand(style: TerminalRenderer.Style) {
    let text = TerminalRenderer(width: 100, height: 30, style: style, language: .english)
      .render(Chart(dataset: Self.dataset()))
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let shade: Character = style == .ascii ? ":" : "░"
    // The rows of each panel, from its name to the next one's: every panel has shaded rows.
    let starts = ["employ", "sales", "scrap"].map { name in lines.firstIndex { $0.contains(name) }! }
    #expect(starts == starts.sorted())
    for (index, start) in starts.enumerated() {
      let end = index + 1 < starts.count ? starts[index + 1] : lines.count
      let shaded = lines[start..<end].filter { $0.contains(shade) }.count
      #expect(shaded >= 2, "panel \(index): \(shaded) shaded rows\n\(text)")
    }
  }
}
