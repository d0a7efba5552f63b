import Foundation
import PhaseKit
import Testing
import _PhaseKitTestSupport

@testable import PhaseCharts
@testable import PhaseDrawing

/// Small terminals and small or crowded SVGs: nothing wider than the terminal, a legend that
/// leaves the plot visible, a colour per series, tick labels inside the picture, a sensible
/// span around a lone point, and a STALE line whose reason survives 80 columns.
@Suite struct NarrowAndCrowdedChartTests {
  static let dates = try! ChartDecoder.decode(
    "t,a,b,c\n" + (0..<40).map { "2024-03-10 00:\($0 < 10 ? "0" : "")\($0):00,\($0),\($0 * 2),\(1000 - $0)" }
      .joined(separator: "\n"))

  /// The columns a terminal shows for `line`: ANSI escapes take none.
  static func visibleColumns(_ line: Substring) -> Int {
    let plain = line.replacingOccurrences(of: #"\u{1B}\[[0-9;]*m"#, with: "", options: .regularExpression)
    return TextMetrics.columns(plain)
  }

  @Test(arguments: [false, true])
  func noLineIsWiderThanTheTerminalAtAnyWidth(usesColor: Bool) {
    let chart = Chart(dataset: Self.dates).chartTitle("A title longer than a narrow terminal")
    let cards: [StateCard] = [
      .loading(language: .english), .noData(invalidPointCount: 3, language: .english),
      .error(DataError.httpStatus(500).presentation(in: .english), language: .english),
    ]
    for width in 1...40 {
      let renderer = TerminalRenderer(width: width, height: 16, usesColor: usesColor, language: .english)
      let outputs = [renderer.render(chart)] + cards.map { renderer.render($0) }
      for output in outputs {
        for line in output.split(separator: "\n") {
          #expect(Self.visibleColumns(line) <= width, "\(width) columns: \(line)")
        }
      }
      let lines = outputs[0].split(separator: "\n")
      if width < TerminalRenderer.narrowestChart {
        #expect(lines.count == 1)
        #expect(lines[0] == TextMetrics.truncated("too narrow", toColumns: width))
      } else {
        // Still a chart: the plot and the x axis.
        #expect(lines.count >= 8, "\(width) columns")
        #expect(lines.contains { $0.contains("└") })
      }
    }
    // The whole notice where it fits.
    #expect(
      TerminalRenderer(width: 60, height: 16, language: .english).tooNarrowNotice()
        == "terminal too narrow (60 columns); need 12")
    // Wide enough, the y tick labels are back.
    let wide = TerminalRenderer(width: 40, height: 16, language: .english).render(chart)
    #expect(wide.contains("1000 ┤") || wide.contains("800 ┤"))
  }

  @Test func aSmallSVGWithManySeriesKeepsItsPlotVisible() {
    let names = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot"]
    let dataset = Dataset(
      series: names.enumerated().map { index, name in
        Series(name: name, xs: [0, 1, 2], ys: [Double(index), Double(index) + 1, 0])
      })
    let frame = PlotRect(x: 0, y: 0, width: 200, height: 120)
    let scene = SVGRenderer(width: 200, height: 120, language: .english).scene(Chart(dataset: dataset))
    let layout = SVGChartLayout(scene: scene, frame: frame)
    let rows = Set(layout.legend.map(\.baseline))
    #expect(rows.count == 1, "a 120 px chart gets one legend row")
    #expect(layout.legend.last?.series == -1, "the series that do not fit are counted")
    let last = layout.legend.last!
    #expect(last.x + 26 + TextMetrics.width(last.name, fontSize: 12) <= frame.maxX)
    #expect(layout.plot.height >= 35, "plot height \(layout.plot.height)")
    #expect(layout.legend.allSatisfy { $0.baseline < layout.plot.y })
    // A tall chart still lists them all.
    let tall = SVGChartLayout(scene: scene, frame: PlotRect(x: 0, y: 0, width: 200, height: 500))
    #expect(tall.legend.allSatisfy { $0.series >= 0 })
    #expect(tall.legend.count == names.count)
  }

  @Test(arguments: [ChartTheme.light, ChartTheme.dark])
  func seriesColoursDoNotRepeatAfterEight(theme: ChartTheme) {
    let colours = (0..<24).map { theme.seriesColor($0).hexString(in: theme) }
    #expect(Set(colours).count == 24, "\(colours)")
    #expect(colours[0] == theme.palette[0].hexString(in: theme))
    #expect(theme.seriesColor(24) == theme.seriesColor(0))
    // Neither the background nor the grid.
    #expect(!colours.contains(theme.background.hexString(in: theme)))
  }

  @Test func dateTickLabelsStayInsideThePicture() throws {
    let dataset = try ChartDecoder.decode(
      "t,y\n" + (0..<40).map { "2024-03-10T10:00:0\($0 / 4).\(($0 % 4) * 25)0Z,\($0 / 4)" }.joined(separator: "\n"))
    for width in [300.0, 640, 800] {
      let svg = SVGRenderer(width: width, height: 300, language: .english).render(Chart(dataset: dataset))
      expectValidSVG(svg)
      var checked = 0
      let pattern = #/<text x="([0-9.\-]+)" y="[0-9.\-]+">([^<]*:[^<]*)</text>/#
      for match in svg.matches(of: pattern) {
        let x = try #require(Double(match.output.1))
        let label = String(match.output.2)
        let half = TextMetrics.width(label, fontSize: 11) / 2
        #expect(x - half >= 0 && x + half <= width, "\(label) at \(x) in \(width) px")
        checked += 1
      }
      #expect(checked >= 2)
    }
  }

  @Test func aLonePointGetsASmallSpanAroundIt() throws {
    let day = try ChartDecoder.decode("date,value\n2024-05-01,42\n")
    let scene = ChartScene(Chart(dataset: day))
    #expect(scene.xDomain.upperBound - scene.xDomain.lowerBound <= 2 * 86400)
    #expect(scene.xDomain.contains(1_714_521_600))
    let year = ChartScene(Chart(dataset: Dataset(series: [Series(name: "v", xs: [2024], ys: [1])])))
    #expect(year.xDomain.lowerBound >= 2020 && year.xDomain.upperBound <= 2028)
    #expect(year.xDomain.contains(2024))
    let zero = ChartScene(Chart(dataset: Dataset(series: [Series(name: "v", xs: [0], ys: [1])])))
    #expect(zero.xDomain == -0.5...0.5)
  }
}
