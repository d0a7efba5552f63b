import Foundation
import Testing
import _PhaseChartsTestSupport

@testable import PhaseCharts
@testable import PhaseDrawing

/// A dataset's category bars (`Mark.bars` over `XKind.category`): standing or lying as
/// `CategoryBarLayout` decides, one rectangle per category, values measured from zero, every
/// name readable.
@Suite(.timeLimit(.minutes(6))) struct CategoryBarsDrawingTests {
  @Test func theLayoutStandsFewShortNamesAndLaysLongOrManyOnes() {
    let short = CategoryBarLayout(categories: ["a", "bb", "ccc", "dd", "e"], width: 700, height: 360)
    #expect(short.orientation == .vertical && short.labelAngle == 0 && short.labels == ["a", "bb", "ccc", "dd", "e"])
    let names = LayoutSamples.bars(60, longNames: true).categories
    let long = CategoryBarLayout(categories: Array(names.prefix(5)), width: 700, height: 360)
    #expect(long.orientation == .horizontal)
    // Cut to the name column, never longer.
    let room = Int(700 * CategoryBarLayout.nameColumnShare / (0.56 * 11))
    #expect(long.labels.allSatisfy { DisplayColumns.count($0) <= room })
    #expect(long.labels.contains { $0.hasSuffix("…") })
    let twenty = CategoryBarLayout(categories: Array(LayoutSamples.countries.prefix(20)), width: 700, height: 360)
    #expect(twenty.orientation == .horizontal && twenty.labels == Array(LayoutSamples.countries.prefix(20)))
    // More categories than rows: standing again, names turned.
    let forty = CategoryBarLayout(categories: Array(names.prefix(40)), width: 700, height: 360)
    #expect(forty.orientation == .vertical && forty.labelAngle == 45 && forty.labelStride == 1)
    let sixty = CategoryBarLayout(categories: Array(LayoutSamples.countries.prefix(60)), width: 700, height: 360)
    #expect(sixty.orientation == .vertical && sixty.labelAngle == 90 && sixty.labelStride == 2)
    #expect(sixty.labels.enumerated().allSatisfy { $0.offset % 2 == 0 ? !$0.element.isEmpty : $0.element.isEmpty })
    // Taller: sixty rows fit, lying.
    #expect(CategoryBarLayout(categories: Array(LayoutSamples.countries.prefix(60)), width: 700, height: 900).orientation == .horizontal)
  }

  static let cases: [(count: Int, long: Bool)] = [
    (1, false), (3, false), (5, false), (5, true), (12, false), (13, false), (20, false), (25, true), (40, true),
    (60, false), (60, true),
  ]

  @Test(arguments: [(800.0, 450.0), (640, 400), (400, 300), (1200, 900)])
  func everyCategoryIsOneBarAndEveryNameIsReadable(width: Double, height: Double) {
    for (count, long) in Self.cases {
      let context = "\(count) \(long ? "long" : "short") names at \(Int(width))×\(Int(height))"
      let dataset = LayoutSamples.bars(count, longNames: long)
      let svg = SVGRenderer(width: width, height: height, language: .english)
        .render(Chart(dataset: dataset).chartTitle("Population"))
      expectValidSVG(svg)
      let bars = DrawnSVG.rects(svg).filter { $0.attributes.contains("aria-label") }
      #expect(bars.count == count, "\(context)")
      #expect(bars.first?.attributes.contains("aria-label=\"\(dataset.categories[0])\"") == true, "\(context)")
      DrawnSVG.expectReadableText(svg, width: width, height: height, context)
      // From zero: every value is positive, so every bar starts on the plot's edge.
      let plot = DrawnSVG.plots(svg)[0].rect
      let lying = bars.allSatisfy { abs($0.x - plot.x) < 0.2 }
      let standing = bars.allSatisfy { abs($0.maxY - plot.maxY) < 0.2 }
      #expect(lying != standing, "\(context): bars neither all on the left edge nor all on the bottom")
      // Bars keep to their slots: none overlaps the next.
      let sorted = lying ? bars.sorted { $0.y < $1.y } : bars.sorted { $0.x < $1.x }
      for (a, b) in zip(sorted, sorted.dropFirst()) {
        #expect(lying ? a.maxY <= b.y : a.maxX <= b.x, "\(context)")
      }
    }
  }

  @Test func negativeValuesGrowFromAZeroRule() {
    let dataset = LayoutSamples.bars(12, negative: true)
    let renderer = SVGRenderer(width: 800, height: 450, language: .english)
    let svg = renderer.render(Chart(dataset: dataset))
    var scene = renderer.scene(Chart(dataset: dataset))
    scene.prepare(timeZone: nil, language: .english)
    let layout = SVGChartLayout(scene: scene, frame: PlotRect(x: 0, y: 0, width: 800, height: 450))
    #expect(layout.isHorizontal && layout.xDomain.contains(0) && layout.xDomain.lowerBound < 0)
    let projection = Projection(plot: layout.plot, xDomain: layout.xDomain, yDomain: layout.yDomain)
    let zero = projection.x(0)
    let bars = DrawnSVG.rects(svg).filter { $0.attributes.contains("aria-label") }
    for (bar, value) in zip(bars, dataset.series[0].ys) {
      #expect(value >= 0 ? abs(bar.x - zero) < 0.2 : abs(bar.maxX - zero) < 0.2, "\(value)")
    }
    func written(_ value: Double) -> String {
      var writer = SVGWriter()
      writer.number(value)
      return writer.string
    }
    let axis = ChartTheme.light.axis.hexString(in: .light)
    #expect(svg.contains("stroke=\"\(axis)\" d=\"M\(written(zero)) \(written(layout.plot.y))V"))
  }

  @Test func aStandingAxisStartsAtZero() {
    let dataset = LayoutSamples.bars(5)
    var scene = ChartScene(Chart(dataset: dataset))
    scene.prepare(timeZone: nil, language: .english)
    let layout = SVGChartLayout(scene: scene, frame: PlotRect(x: 0, y: 0, width: 800, height: 450))
    #expect(!layout.isHorizontal && layout.yDomain.lowerBound == 0)
    #expect(layout.yTicks.first?.label == "0")
    #expect(layout.xTicks.map(\.label) == dataset.categories)
  }

  @Test func namesFromDataAreEscaped() {
    var dataset = LayoutSamples.bars(3)
    dataset.categories = ["<script>alert(1)</script>", "a & b", "\"quoted\" 'name'"]
    let svg = SVGRenderer(width: 800, height: 450, language: .english).render(Chart(dataset: dataset))
    let parsed = expectValidSVG(svg)
    #expect(!svg.contains("<script>"))
    #expect(parsed.allText.contains("a & b") && parsed.allText.contains("\"quoted\" 'name'"))
  }

  /// Rasterized: as many separate bars of the series colour as categories.
  @Test(.enabled(if: RasterImage.isAvailable, RasterImage.skipReason))
  func theBarsAreSeenOnePerCategory() async throws {
    let theme = ChartTheme.light
    for count in [5, 40] {
      let svg = SVGRenderer(width: 800, height: 450, theme: theme, language: .english)
        .render(Chart(dataset: LayoutSamples.bars(count)))
      let image = try await RasterImage(svg: svg)
      let plot = DrawnSVG.plots(svg)[0].rect
      let (r, g, b) = DrawnSVG.rgb(theme.seriesColor(0).hexString(in: theme))
      // Along a line just inside the plot's bottom (standing) edge: runs of the bar colour.
      let y = Int(plot.maxY) - 2
      var runs = 0
      var inRun = false
      for x in Int(plot.x)..<Int(plot.maxX) {
        let index = (y * image.width + x) * 4
        let isBar =
          abs(Int(image.pixels[index]) - r) < 30 && abs(Int(image.pixels[index + 1]) - g) < 30
          && abs(Int(image.pixels[index + 2]) - b) < 30
        if isBar && !inRun { runs += 1 }
        inRun = isBar
      }
      #expect(runs == count, "\(count) categories: \(runs) bars seen")
    }
  }

  @Test(arguments: [TerminalRenderer.Style.braille, .ascii])
  func terminalBarsLieWithTheirNamesAndValues(style: TerminalRenderer.Style) {
    for count in [3, 12, 20, 60] {
      let dataset = LayoutSamples.bars(count)
      for (width, height) in [(100, 30), (60, 20), (30, 12), (24, 8)] {
        let context = "\(count) bars at \(width)×\(height)"
        let text = TerminalRenderer(width: width, height: height, style: style, language: .english)
          .render(Chart(dataset: dataset).chartTitle("Population"))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        #expect(lines.count == height, "\(context): \(lines.count) lines")
        #expect(lines.allSatisfy { TextMetrics.columns($0) <= width }, "\(context)")
        // Rows of bars: a name, then the axis; the empty rows between them have only the axis.
        let axis: Character = style == .ascii ? "|" : "│"
        let rows = lines.filter { line in
          guard let bar = line.firstIndex(of: axis) else { return false }
          return line[..<bar].contains { $0.isLetter }
        }
        let shown = min(count, rows.count)
        #expect(shown >= 1, "\(context)")
        if count > rows.count {
          #expect(lines.contains { $0.contains("+\(count - rows.count)") }, "\(context)\n\(text)")
        }
        guard width >= 60 else { continue }
        for (row, name) in zip(rows, dataset.categories) {
          #expect(row.contains(name), "\(context): \(row)")
          #expect(row.contains(style == .ascii ? "#" : "█") || row.contains { "▏▎▍▌▋▊▉".contains($0) }, "\(context): \(row)")
        }
        // The largest bar says its value.
        #expect(
          rows[0].hasSuffix(ChartNumberFormat.fixed(dataset.series[0].ys[0], decimals: 0))
            || rows[0].contains(" \(Int(dataset.series[0].ys[0].rounded()))"), "\(context): \(rows[0])")
      }
    }
  }

  @Test func terminalBarLengthsFollowTheirValues() {
    let dataset = LayoutSamples.bars(5)
    let text = TerminalRenderer(width: 100, height: 20, language: .english).render(Chart(dataset: dataset))
    let rows = text.split(separator: "\n").filter { $0.contains("│") && $0.contains("█") }
    func length(_ row: Substring) -> Double {
      row.reduce(0.0) { total, character in
        if character == "█" { return total + 1 }
        if let eighth = "▏▎▍▌▋▊▉".firstIndex(of: character) {
          return total + Double("▏▎▍▌▋▊▉".distance(from: "▏▎▍▌▋▊▉".startIndex, to: eighth) + 1) / 8
        }
        return total
      }
    }
    let lengths = rows.map(length)
    let values = dataset.series[0].ys
    for (length, value) in zip(lengths, values) {
      #expect(abs(length / lengths[0] - value / values[0]) < 0.02, "\(length) for \(value)")
    }
  }
}
