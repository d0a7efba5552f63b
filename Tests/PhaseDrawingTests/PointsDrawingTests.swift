import Foundation
import Testing
import _PhaseChartsTestSupport
import _PhaseKitTestSupport

@testable import PhaseCharts
@testable import PhaseDrawing

/// A dataset whose mark is `.points` is drawn as dots, never joined: in the SVG one dot per
/// occupied pixel cell of the plot (exactly those cells), in the terminal one braille dot per
/// point; the legend's rules (a grey group of others) hold for points as for lines.
@Suite(.timeLimit(.minutes(6))) struct PointsDrawingTests {
  typealias Generator = SeededGenerator

  static func cloud(_ count: Int, series: Int = 1, seed: UInt64 = 1) -> Dataset {
    var random = Generator(seed: seed)
    return Dataset(
      xLabel: "total_bill",
      series: (0..<series).map { index in
        let xs = (0..<count).map { _ in Double.random(in: 3...51, using: &random) }
        let ys = xs.map { $0 * 0.15 + Double(index) + Double.random(in: -2...2, using: &random) }
        return Series(name: "s\(index)", xs: xs, ys: ys)
      }, mark: .points)
  }

  /// The dots of each `<path>` that draws points (`…h0`), as absolute positions in tenths of a
  /// pixel, keyed by the path's series name.
  static func dots(in svg: String) -> [String: [(x: Int, y: Int)]] {
    let parsed = expectValidSVG(svg)
    var result: [String: [(x: Int, y: Int)]] = [:]
    for (index, element) in parsed.elements.enumerated() where element == "path" {
      let attributes = parsed.attributes[index]
      guard let d = attributes["d"], d.hasSuffix("h0") else { continue }
      var x = 0
      var y = 0
      for match in d.matches(of: /([Mm])(-?[0-9.]+) (-?[0-9.]+)h0/) {
        let dx = Int((Double(match.output.2)! * 10).rounded())
        let dy = Int((Double(match.output.3)! * 10).rounded())
        if match.output.1 == "M" {
          (x, y) = (dx, dy)
        } else {
          x += dx
          y += dy
        }
        result[attributes["aria-label"] ?? "", default: []].append((x, y))
      }
    }
    return result
  }

  /// The SVG's dots are exactly the plot's occupied pixel cells, at their centres, per series.
  @Test(arguments: [(1, 300), (2, 5_000), (3, 60_000)])
  func svgDrawsOneDotPerOccupiedCell(seriesCount: Int, points: Int) throws {
    let dataset = Self.cloud(points, series: seriesCount, seed: UInt64(points))
    let renderer = SVGRenderer(width: 640, height: 400, language: .english)
    let chart = Chart(dataset: dataset)
    let svg = renderer.render(chart)
    let drawn = Self.dots(in: svg)
    // The plot's cells, computed from the layout the renderer uses.
    let scene = renderer.scene(chart)
    let layout = SVGChartLayout(
      scene: scene, frame: PlotRect(x: 0, y: 0, width: 640, height: 400),
      maxColored: renderer.theme.distinctSeriesColors)
    let cells = PointCells(
      xDomain: scene.xDomain, yDomain: layout.yDomain, columns: Int(layout.plot.width.rounded(.up)),
      rows: Int(layout.plot.height.rounded(.up)))
    #expect(drawn.count == seriesCount)
    var total = 0
    for series in dataset.series {
      let expected = PointCellsReference.cells(cells, xs: series.xs, ys: series.ys).cells
      let dots = try #require(drawn[series.name])
      let left = Int((layout.plot.x * 10).rounded())
      let top = Int((layout.plot.y * 10).rounded())
      let dotCells = dots.map { dot in
        // Each dot sits at the centre of its cell: 5 tenths past the cell's corner.
        ((dot.y - top - 5) / 10) * cells.columns + (dot.x - left - 5) / 10
      }
      #expect(dots.count == expected.count, "\(series.name): one dot per occupied cell")
      #expect(Set(dotCells) == expected, "\(series.name): exactly the occupied cells")
      total += dots.count
    }
    // No line joins them, and the description says how the points were drawn.
    #expect(!svg.contains("stroke-linejoin"))
    if total < dataset.pointCount {
      #expect(svg.contains("\(dataset.pointCount) points drawn as \(total) dots, one per pixel they cover."))
    }
  }

  /// A million points draw no more dots than the plot has pixels, in a few bytes each.
  @Test func aMillionPointScatterStaysSmall() {
    let dataset = Self.cloud(1_000_000, seed: 42)
    let svg = SVGRenderer(width: 640, height: 400, language: .english).renderBytes(Chart(dataset: dataset))
    // The whole document, with its ~190,000 plot pixels all occupied at worst: under 10 bytes a
    // pixel. Drawing every point as a circle would take about 40 MB.
    #expect(svg.count < 640 * 400 * 10 / 2, "\(svg.count) bytes")
    let text = String(decoding: svg, as: UTF8.self)
    let dots = Self.dots(in: text).values.reduce(0) { $0 + $1.count }
    #expect(dots > 1_000 && dots < 640 * 400)
    #expect(text.contains("1000000 points drawn as \(dots) dots"))
  }

  /// Thousands of dots split into several `<path>` elements like long lines, none lost.
  @Test func manyDotsContinueInFurtherPaths() {
    let dataset = Self.cloud(100_000, seed: 3)
    var renderer = SVGRenderer(width: 640, height: 400, language: .english)
    let whole = Self.dots(in: renderer.render(Chart(dataset: dataset)))["s0"]!
    renderer.maximumPathVertices = 1_000
    let split = renderer.render(Chart(dataset: dataset))
    let splitDots = Self.dots(in: split)["s0"]!
    #expect(split.components(separatedBy: "aria-label=\"s0\"").count - 1 == (whole.count + 999) / 1_000)
    // One translucent group per series, opaque paths inside: dots of two elements that overlap
    // are not darker than dots of one (no band where the path was split).
    #expect(split.components(separatedBy: "<g opacity=\"0.75\">").count - 1 == 1)
    #expect(!split.contains("stroke-opacity"))
    #expect(splitDots.map(\.x) == whole.map(\.x))
    #expect(splitDots.map(\.y) == whole.map(\.y))
  }

  /// In the terminal, two points far apart are two dots: nothing between them. As a line, the
  /// same data fills the dots between.
  @Test func terminalSetsSingleDotsWithoutJoiningThem() {
    var points = Dataset(series: [Series(name: "a", xs: [0, 10, 5], ys: [0, 10, 2])], mark: .points)
    func brailleDots(_ text: String) -> Int {
      text.unicodeScalars.reduce(0) { count, scalar in
        guard (0x2801...0x28FF).contains(scalar.value) else { return count }
        return count + (scalar.value - 0x2800).nonzeroBitCount
      }
    }
    let renderer = TerminalRenderer(width: 40, height: 12, language: .english)
    #expect(brailleDots(renderer.render(Chart(dataset: points))) == 3)
    points.mark = .line
    #expect(brailleDots(renderer.render(Chart(dataset: points))) > 20)
    // ASCII: one glyph per point.
    points.mark = .points
    let ascii = TerminalRenderer(width: 40, height: 12, style: .ascii, language: .english)
      .render(Chart(dataset: points))
    #expect(ascii.filter { $0 == "*" }.count == 3, "\(ascii)")
  }

  /// A million points in the terminal: each dot set once, every occupied dot set.
  @Test func terminalDrawsAMillionPointsAsTheirDots() {
    let dataset = Self.cloud(1_000_000, seed: 9)
    let text = TerminalRenderer(width: 80, height: 20, language: .english).render(Chart(dataset: dataset))
    #expect(text.split(separator: "\n").count == 20)
    // Dense enough to set many dots, and never a line through them.
    let dotted = text.unicodeScalars.filter { (0x2801...0x28FF).contains($0.value) }.count
    #expect(dotted > 300, "\(text)")
  }

  /// Legend rules for points: past the distinct colours, a grey group of others, drawn under
  /// the named series; every named series has its own colour.
  @Test func manySeriesOfPointsKeepTheOthersGroup() throws {
    let theme = ChartTheme.light
    let dataset = Self.cloud(40, series: 30, seed: 4)
    let svg = SVGRenderer(width: 800, height: 400, theme: theme, language: .english).render(Chart(dataset: dataset))
    let parsed = expectValidSVG(svg)
    let others = theme.othersColor.hexString(in: theme)
    let strokes = parsed.attributes.filter { $0["d"]?.hasSuffix("h0") == true }.compactMap { $0["stroke"] }
    #expect(strokes.count == 30)
    let rest = try #require(parsed.texts.first { $0.hasPrefix("+") }.flatMap { Int($0.dropFirst()) })
    #expect(strokes.prefix(rest).allSatisfy { $0 == others }, "the others first, under the named")
    let named = Array(strokes.dropFirst(rest))
    #expect(Set(named).count == named.count)
    #expect(!named.contains(others))
    // The terminal's legend counts the others too.
    let text = TerminalRenderer(width: 60, height: 16, usesColor: true, language: .english).render(Chart(dataset: dataset))
    let legend = String(text.split(separator: "\n")[0])
      .replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
    let shown = (0..<30).filter { legend.contains("s\($0) ") || legend.hasSuffix("s\($0)") }.count
    let counted = Int(legend.split(separator: "+").last.map(String.init) ?? "") ?? -1
    #expect(shown + counted == 30, "\(legend)")
  }

  /// The x axis of points is a plain number axis, as for lines.
  @Test func pointsKeepTheLinearAxis() {
    let scene = ChartScene(Chart(dataset: Self.cloud(50)))
    #expect(scene.xKind == .linear)
    #expect(scene.lines.allSatisfy { $0.isPoints })
    #expect(scene.xDomain.lowerBound >= 3 && scene.xDomain.upperBound <= 51)
  }
}
