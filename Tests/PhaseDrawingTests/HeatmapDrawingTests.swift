import Foundation
import Testing
import _PhaseChartsTestSupport

@testable import PhaseCharts
@testable import PhaseDrawing

/// A dataset drawn as a heatmap (`Mark.heatmap`): a rectangle per cell spanning half-way to
/// its neighbours, coloured on the grid's scale, blank cells left out, a gradient legend of
/// the value above the plot; the same cells shaded in the terminal.
@Suite(.timeLimit(.minutes(5))) struct HeatmapDrawingTests {
  /// A 4 × 3 grid (x 1…4, y 10, 20, 30) whose twelve values all differ, so that no two cells
  /// share a colour level and none merge; `blank` cells hold NaN.
  static func dataset(blank: Set<Int> = []) -> Dataset {
    var xs: [Double] = []
    var ys: [Double] = []
    var values: [Double] = []
    for row in 0..<3 {
      for column in 0..<4 {
        xs.append(Double(column + 1))
        ys.append(Double(10 * (row + 1)))
        values.append(blank.contains(values.count) ? .nan : Double(values.count) * 0.01)
      }
    }
    var dataset = Dataset(
      xLabel: "eruptions", yLabel: "waiting", series: [Series(name: "density", xs: xs, ys: ys)], mark: .heatmap)
    dataset.grid = Dataset.Grid(xs: xs, ys: ys, values: values, valueLabel: "density")
    return dataset
  }

  /// The markup of the heatmap's group of cells.
  static func heatGroup(_ svg: String) -> String {
    guard let start = svg.range(of: "<g shape-rendering=\"crispEdges\""),
      let end = svg.range(of: "</g>", range: start.upperBound..<svg.endIndex)
    else { return "" }
    return String(svg[start.upperBound..<end.lowerBound])
  }

  /// The subpaths (rectangles or merged runs) of the heatmap's group.
  static func cellRectangles(_ svg: String) -> Int { heatGroup(svg).filter { $0 == "Z" }.count }

  @Test func theSceneSpansTheCellsEdgeToEdge() throws {
    let scene = ChartScene(Chart(dataset: Self.dataset()))
    let heat = try #require(scene.heat)
    #expect(heat.cells.count == 12)
    #expect(scene.xDomain == 0.5...4.5 && scene.yDomain == 5...35)
    #expect(heat.cells[0] == Dataset.Grid.Cell(x0: 0.5, x1: 1.5, y0: 5, y1: 15, value: 0))
    #expect(heat.cells[11] == Dataset.Grid.Cell(x0: 3.5, x1: 4.5, y0: 25, y1: 35, value: 0.11))
    #expect(scene.lines.isEmpty && scene.points.isEmpty)
  }

  @Test func theSVGDrawsARectanglePerCellWithAGradientLegend() throws {
    let svg = SVGRenderer(width: 640, height: 400, language: .english).render(Chart(dataset: Self.dataset()))
    expectValidSVG(svg)
    #expect(Self.cellRectangles(svg) == 12)
    // The lowest value takes viridis' first colour, the highest its last.
    #expect(Self.heatGroup(svg).lowercased().contains("fill=\"#440154\""))
    #expect(Self.heatGroup(svg).lowercased().contains("fill=\"#fde725\""))
    #expect(svg.contains("<linearGradient id=\"pk-heat-scale\""))
    #expect(svg.contains(">density</text>"))
    // 3–5 ticks under the legend's bar.
    let ticks = ChartScene(Chart(dataset: Self.dataset())).heat!.legendTicks(count: 4)
    #expect((3...5).contains(ticks.count))
    #expect(svg.contains("Heatmap of density: 12 cells, 4 columns by 3 rows"))
    // The plot holds the cells: the first starts at the plot's left edge.
    let plot = try #require(DrawnSVG.plots(svg).first?.rect)
    #expect(Self.heatGroup(svg).contains("d=\"M\(SVGWriterNumber.text(plot.x)) "))
  }

  @Test func blankCellsAreLeftOut() {
    let svg = SVGRenderer(width: 640, height: 400, language: .english).render(Chart(dataset: Self.dataset(blank: [0, 5])))
    expectValidSVG(svg)
    #expect(Self.cellRectangles(svg) == 10)
    #expect(svg.contains("Heatmap of density: 10 cells"))
  }

  @Test func aLargeSmoothGridStaysSmall() {
    var xs: [Double] = []
    var ys: [Double] = []
    var values: [Double] = []
    for row in 0..<300 {
      for column in 0..<300 {
        xs.append(Double(column))
        ys.append(Double(row))
        values.append(sin(Double(column) / 40) + cos(Double(row) / 50))
      }
    }
    var dataset = Dataset(series: [Series(name: "z", xs: xs, ys: ys)], mark: .heatmap)
    dataset.grid = Dataset.Grid(xs: xs, ys: ys, values: values, valueLabel: "z")
    let svg = SVGRenderer(width: 800, height: 500, language: .english).render(Chart(dataset: dataset))
    expectValidSVG(svg)
    #expect(svg.utf8.count < 2_000_000)
  }

  @Test func theTerminalShadesEachCellAndSaysTheScale() {
    let text = TerminalRenderer(width: 60, height: 16, style: .ascii, language: .english)
      .render(Chart(dataset: Self.dataset()))
    let lines = text.split(separator: "\n")
    #expect(lines.contains { $0.hasPrefix("density . 0 : ") && $0.contains("– 0.11") })
    // The lowest row of cells (y 10) holds the lowest shades, the highest row the highest.
    let plotRows = lines.filter { $0.contains("|") || $0.contains("+") }.map(String.init)
    #expect(plotRows.contains { $0.contains("@") })
    #expect(plotRows.contains { $0.contains(".") })
    let braille = TerminalRenderer(width: 60, height: 16, language: .english).render(Chart(dataset: Self.dataset()))
    #expect(braille.contains("█") && braille.contains("·"))
    let colored = TerminalRenderer(width: 60, height: 16, usesColor: true, language: .english)
      .render(Chart(dataset: Self.dataset()))
    #expect(colored.contains("\u{1B}[0;33m"))
  }
}

/// Numbers as the SVG writes them (one decimal, no trailing `.0`).
enum SVGWriterNumber {
  static func text(_ value: Double) -> String {
    var writer = SVGWriter()
    writer.number(value)
    return String(decoding: writer.bytes, as: UTF8.self)
  }
}
