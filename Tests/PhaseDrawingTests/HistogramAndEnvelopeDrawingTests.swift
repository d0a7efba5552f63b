import Foundation
import Testing
import _PhaseChartsTestSupport

@testable import PhaseCharts
@testable import PhaseDrawing

/// Histograms (`Mark.histogram`: adjacent bins from zero, ticks on round bin edges) and the
/// envelope of series not drawn one by one (`Dataset.others`: one band, `+N` in the legend).
@Suite(.timeLimit(.minutes(6))) struct HistogramAndEnvelopeDrawingTests {
  static func written(_ value: Double) -> Double {
    Double(SVGWriter.tenths(value)) / 10
  }

  @Test func histogramBinsAreAdjacentBarsFromZeroAcrossThePlot() {
    let dataset = LayoutSamples.histogram()
    let svg = SVGRenderer(width: 800, height: 450, language: .english).render(Chart(dataset: dataset))
    expectValidSVG(svg)
    let plot = DrawnSVG.plots(svg)[0].rect
    let bins = DrawnSVG.rects(svg).filter { $0.attributes.contains(" fill=") }.sorted { $0.x < $1.x }
    #expect(bins.count == dataset.series[0].count)
    // A hairline between neighbours, no more, and the bins span the plot.
    for (a, b) in zip(bins, bins.dropFirst()) {
      #expect(abs(b.x - a.maxX - 1) <= 0.15, "\(a.maxX) → \(b.x)")
    }
    #expect(abs(bins.first!.x - plot.x - 0.5) <= 0.15 && abs(plot.maxX - bins.last!.maxX - 0.5) <= 0.15)
    #expect(bins.allSatisfy { abs($0.maxY - plot.maxY) <= 0.15 })
    // Taller for larger counts.
    let tallest = bins.max { $0.height < $1.height }!
    let largest = dataset.series[0].ys.firstIndex(of: dataset.series[0].ys.max()!)!
    #expect(bins.firstIndex { $0.x == tallest.x } == largest)
    // The y title from the dataset, turned beside the axis.
    #expect(svg.contains("rotate(-90)\" fill=\"#5F6368\">count</text>"))
  }

  @Test func histogramTicksAreRoundBinEdges() {
    // Bins of 2.5 from 15 to 80: ticks every 10, each an edge.
    #expect(HistogramTicks.values(in: 15...80, binWidth: 2.5, maximumCount: 10) == [20, 30, 40, 50, 60, 70, 80])
    // Room for every edge still takes round ones: every 5, not 17.5, 22.5, ….
    #expect(HistogramTicks.values(in: 15...80, binWidth: 2.5, maximumCount: 30) == Array(stride(from: 15.0, through: 80, by: 5)))
    #expect(HistogramTicks.values(in: 0...10, binWidth: 1, maximumCount: 30) == Array(stride(from: 0.0, through: 10, by: 1)))
    // Tenths without drift: 0.30000000000000004 is not a tick.
    let tenths = HistogramTicks.values(in: 0.1...1.2, binWidth: 0.1, maximumCount: 12)
    #expect(tenths.allSatisfy { ($0 * 10).rounded() / 10 == $0 }, "\(tenths)")
    // A width no round step is a multiple of: every few edges from the first.
    let odd = HistogramTicks.values(in: 3...(3 + 3.7 * 20), binWidth: 3.7, maximumCount: 6)
    #expect(odd.count <= 6 && odd.count >= 2 && odd.first == 3)
    let every = (odd[1] - odd[0]) / 3.7
    #expect(abs(every - every.rounded()) < 1e-9)
    // Through the scene: the drawn labels.
    var scene = ChartScene(Chart(dataset: LayoutSamples.histogram()))
    scene.prepare(timeZone: nil, language: .english)
    let layout = SVGChartLayout(scene: scene, frame: PlotRect(x: 0, y: 0, width: 800, height: 450))
    #expect(layout.xTicks.map(\.label) == ["20", "30", "40", "50", "60", "70", "80"])
    #expect(layout.yDomain.lowerBound == 0)
    #expect(LayoutSamples.histogram().histogramTicks(maximumCount: 10) == layout.xTicks.map(\.value))
  }

  /// Counts of few whole numbers get a bin per number, from n − 0.5 to n + 0.5: the ticks name
  /// the numbers at the bins' middles, not their edges (an edge at 1.5 labelled "2" sat beside
  /// the bin of the 1s, and the first edge, −0.5, read "-1").
  @Test func binsOfOneWholeNumberAreNamedAtTheirMiddles() {
    // 0 … 18 (people per building): 19 bins from −0.5 to 18.5.
    #expect(HistogramTicks.values(in: -0.5...18.5, binWidth: 1, maximumCount: 30) == (0...18).map(Double.init))
    #expect(HistogramTicks.values(in: -0.5...18.5, binWidth: 1, maximumCount: 10) == [0, 2, 4, 6, 8, 10, 12, 14, 16, 18])
    #expect(HistogramTicks.values(in: -0.5...18.5, binWidth: 1, maximumCount: 6) == [0, 5, 10, 15])
    #expect(HistogramTicks.values(in: 2.5...97.5, binWidth: 1, maximumCount: 8) == [20, 40, 60, 80])
    #expect(HistogramTicks.values(in: -7.5...3.5, binWidth: 1, maximumCount: 4) == [-5, 0])
    #expect(HistogramTicks.values(in: 4.5...5.5, binWidth: 1, maximumCount: 8) == [5])
    // Edges on whole numbers keep their ticks on the edges.
    #expect(HistogramTicks.values(in: 0...10, binWidth: 1, maximumCount: 30) == Array(stride(from: 0.0, through: 10, by: 1)))
    // Through the choice and the scene: every drawn label sits at its bin's middle.
    var values = [Double](repeating: 0, count: 191) + [Double](repeating: 2, count: 71) + [1, 1, 3, 4, 5, 6, 7, 8, 18]
    values.shuffle()
    let (dataset, _) = ChartChoice.histogram(of: values, name: "Count")
    #expect(dataset.binWidth == 1 && dataset.series[0].xs.first == -0.5)
    var scene = ChartScene(Chart(dataset: dataset))
    scene.prepare(timeZone: nil, language: .english)
    let layout = SVGChartLayout(scene: scene, frame: PlotRect(x: 0, y: 0, width: 800, height: 450))
    #expect(layout.xTicks.first?.label == "0")
    #expect(layout.xTicks.allSatisfy { $0.label == String(Int($0.value)) }, "\(layout.xTicks)")
    #expect(dataset.histogramTicks(maximumCount: 10) == layout.xTicks.map(\.value))
    let one = ChartChoice.histogram(of: [3, 3, 3], name: "n").0
    var single = ChartScene(Chart(dataset: one))
    single.prepare(timeZone: nil, language: .english)
    #expect(SVGChartLayout(scene: single, frame: PlotRect(x: 0, y: 0, width: 800, height: 450)).xTicks.map(\.label) == ["3"])
  }

  @Test func severalHistogramsOverlapTranslucent() {
    var dataset = LayoutSamples.histogram()
    dataset.series.append(Series(name: "second", xs: dataset.series[0].xs, ys: dataset.series[0].ys.map { $0 / 2 }))
    let svg = SVGRenderer(width: 800, height: 450, language: .english).render(Chart(dataset: dataset))
    #expect(svg.components(separatedBy: "fill-opacity=\"0.6\"").count - 1 == 2 * dataset.series[0].count)
  }

  @Test func terminalHistogramBinsStandApart() {
    let text = TerminalRenderer(width: 100, height: 30, style: .ascii, language: .english)
      .render(Chart(dataset: LayoutSamples.histogram()))
    let bottom = text.split(separator: "\n").first { $0.hasPrefix("  0 +") }!
    let runs = bottom.dropFirst(5).split(separator: " ", omittingEmptySubsequences: true)
    // One run of # per non-empty bin (the empty one leaves a wider gap).
    #expect(runs.count == LayoutSamples.histogram().series[0].ys.filter { $0 > 0 }.count, "\(bottom)")
  }

  @Test func theEnvelopeIsOneBandBehindTheSeriesWithItsLegendEntry() {
    let dataset = LayoutSamples.envelope()
    let theme = ChartTheme.light
    let svg = SVGRenderer(width: 800, height: 450, theme: theme, language: .english).render(Chart(dataset: dataset))
    let parsed = expectValidSVG(svg)
    let bands = svg.components(separatedBy: "aria-label=\"+500\"").count - 1
    #expect(bands == 1)
    let band = svg.range(of: "aria-label=\"+500\"")!.lowerBound
    let firstSeries = svg.range(of: "aria-label=\"route 1\"")!.lowerBound
    #expect(band < firstSeries, "the band is drawn first, under the series")
    #expect(parsed.texts.contains("+500"))
    #expect(svg.contains("<rect width=\"10\" height=\"10\""), "the legend's swatch")
    // The y domain holds the band.
    var scene = ChartScene(Chart(dataset: dataset))
    scene.prepare(timeZone: nil, language: .english)
    let layout = SVGChartLayout(scene: scene, frame: PlotRect(x: 0, y: 0, width: 800, height: 450))
    #expect(layout.yDomain.lowerBound <= dataset.others!.lows.min()! && layout.yDomain.upperBound >= dataset.others!.highs.max()!)
    DrawnSVG.expectReadableText(svg, width: 800, height: 450, "envelope")
  }

  @Test func aLongEnvelopeStaysOneSmallPath() {
    let count = 200_000
    let xs = (0..<count).map(Double.init)
    let lows = xs.map { sin($0 / 1000) - 1 }
    let highs = xs.map { sin($0 / 1000) + 1 + cos($0 / 37) }
    var dataset = Dataset(series: [Series(name: "top", xs: xs, ys: xs.map { sin($0 / 1000) })])
    dataset.others = SeriesEnvelope(count: 59_000, xs: xs, lows: lows, highs: highs)
    let svg = SVGRenderer(width: 800, height: 450, language: .english).render(Chart(dataset: dataset))
    #expect(svg.utf8.count < 100_000, "\(svg.utf8.count) bytes")
    let start = svg.range(of: "aria-label=\"+59000\" d=\"")!.upperBound
    let path = svg[start...].prefix { $0 != "\"" }
    let vertices = path.filter { $0 == "L" || $0 == "M" }.count
    #expect(vertices <= 4 * 800, "\(vertices) vertices")
    // The reduction keeps the extremes: the band still reaches the lowest low and highest high.
    let reduced = dataset.others!.reduced(toColumns: 700, over: 0...Double(count - 1))
    #expect(reduced.lows.min() == lows.min() && reduced.highs.max() == highs.max())
    #expect(reduced.xs.count <= 700)
  }

  /// Rasterized: the band is seen, grey, where only it is, and not outside it.
  @Test(.enabled(if: RasterImage.isAvailable, RasterImage.skipReason))
  func theBandIsSeenBetweenItsLowsAndHighs() async throws {
    let xs = (0..<100).map(Double.init)
    var dataset = Dataset(series: [Series(name: "top", xs: xs, ys: xs.map { _ in 10 })])
    dataset.others = SeriesEnvelope(count: 9, xs: xs, lows: xs.map { _ in -10 }, highs: xs.map { _ in 0 })
    let theme = ChartTheme.light
    let svg = SVGRenderer(width: 400, height: 300, theme: theme, language: .english).render(Chart(dataset: dataset))
    let image = try await RasterImage(svg: svg)
    var scene = ChartScene(Chart(dataset: dataset))
    scene.prepare(timeZone: nil, language: .english)
    let layout = SVGChartLayout(scene: scene, frame: PlotRect(x: 0, y: 0, width: 400, height: 300))
    let projection = Projection(plot: layout.plot, xDomain: layout.xDomain, yDomain: layout.yDomain)
    func pixel(_ x: Double, _ y: Double) -> (Int, Int, Int) {
      let index = (Int(projection.y(y)) * image.width + Int(projection.x(x))) * 4
      return (Int(image.pixels[index]), Int(image.pixels[index + 1]), Int(image.pixels[index + 2]))
    }
    // Halfway between gridlines both ways, off the line at 10: in the band, and above it.
    let ticks = layout.yTicks.map(\.value)
    let below = zip(ticks, ticks.dropFirst()).first { $0.1 <= 0 }.map { ($0.0 + $0.1) / 2 }!
    let above = zip(ticks, ticks.dropFirst()).first { $0.0 >= 0 && $0.1 <= 10 }.map { ($0.0 + $0.1) / 2 }!
    let columns = layout.xTicks.map(\.value)
    try #require(columns.count >= 2)
    let x = (columns[0] + columns[1]) / 2
    let inside = pixel(x, below)
    let outside = pixel(x, above)
    #expect(outside == (255, 255, 255))
    #expect(inside.0 < 240 && max(inside.0, inside.1, inside.2) - min(inside.0, inside.1, inside.2) <= 3, "\(inside)")
  }

  @Test(arguments: [TerminalRenderer.Style.braille, .ascii])
  func terminalShadesTheEnvelopeAndNamesIt(style: TerminalRenderer.Style) {
    let text = TerminalRenderer(width: 100, height: 30, style: style, language: .english)
      .render(Chart(dataset: LayoutSamples.envelope()))
    let lines = text.split(separator: "\n")
    let shade: Character = style == .ascii ? ":" : "░"
    #expect(lines[0].hasSuffix("\(shade) +500"), "\(lines[0])")
    #expect(lines.dropFirst().filter { $0.contains(shade) }.count > 10)
  }

  @Test func wholeYearsAreTickedInWholeYears() {
    for years in [[1999.0, 2000, 2001], [2019, 2020], [1999, 2000, 2000, 2001, 2001], [2024]] {
      let dataset = Dataset(xLabel: "year", series: [Series(name: "sales", xs: years, ys: years.map { $0 - 1990 })])
      for width in [200.0, 400, 800, 1600] {
        var scene = ChartScene(Chart(dataset: dataset))
        scene.prepare(timeZone: nil, language: .english)
        let layout = SVGChartLayout(scene: scene, frame: PlotRect(x: 0, y: 0, width: width, height: 300))
        #expect(!layout.xTicks.isEmpty)
        #expect(
          layout.xTicks.allSatisfy { !$0.label.contains(".") && $0.value == $0.value.rounded() },
          "\(years) at \(width): \(layout.xTicks.map(\.label))")
      }
      let text = TerminalRenderer(width: 120, height: 12, language: .english).render(Chart(dataset: dataset))
      #expect(!text.contains("1999.") && !text.contains("2000.") && !text.contains("2019."), "\(text)")
    }
    // Fractions of a year, or numbers that are not years, keep their decimals.
    let fractional = Dataset(series: [Series(name: "a", xs: [2000, 2000.5, 2001], ys: [1, 2, 3])])
    var scene = ChartScene(Chart(dataset: fractional))
    scene.prepare(timeZone: nil, language: .english)
    #expect(scene.xTicks(count: 10).contains { $0.label.contains(".") })
    let small = Dataset(series: [Series(name: "a", xs: [1, 2, 3], ys: [1, 2, 3])])
    scene = ChartScene(Chart(dataset: small))
    #expect(scene.xTicks(count: 10).contains { $0.label.contains(".") })
  }
}
