import Foundation
import Testing
import _PhaseChartsTestSupport

@testable import PhaseCharts
@testable import PhaseDrawing

/// Small multiples (`Dataset.layout == .panels`) in SVG and in the terminal: one panel per
/// series with its own y axis, one shared x axis, names that never collide.
@Suite(.timeLimit(.minutes(6))) struct SmallMultiplesDrawingTests {
  static let sizes: [(width: Double, height: Double)] = [(800, 450), (800, 1200), (640, 400), (400, 300), (1200, 300)]

  @Test(arguments: Array(2...13))
  func everySeriesGetsAPanelWithItsOwnYAxisOverOneXAxis(count: Int) {
    let dataset = LayoutSamples.panels(count)
    for (width, height) in Self.sizes {
      let context = "\(count) panels at \(Int(width))×\(Int(height))"
      let svg = SVGRenderer(width: width, height: height, language: .english)
        .render(Chart(dataset: dataset).chartTitle("Measures"))
      expectValidSVG(svg)
      let plots = DrawnSVG.plots(svg)
      #expect(plots.map(\.id) == ["pk-plot"] + (1..<count).map { "pk-plot-\($0)" }, "\(context)")
      // Stacked top to bottom, not overlapping, with the same left and right edges.
      for (upper, lower) in zip(plots, plots.dropFirst()) {
        #expect(upper.rect.maxY < lower.rect.y, "\(context): \(upper.id) reaches into \(lower.id)")
        #expect(upper.rect.x == lower.rect.x && upper.rect.width == lower.rect.width, "\(context)")
      }
      // One y tick label group per panel; x tick labels once, under the last.
      #expect(svg.components(separatedBy: "<g font-size=\"11\" text-anchor=\"end\"").count - 1 == count, "\(context)")
      #expect(svg.components(separatedBy: "<g font-size=\"11\" text-anchor=\"middle\"").count - 1 == 1, "\(context)")
      // The same x gridlines in every panel: one x scale.
      let gridlines = DrawnSVG.verticalGridlines(svg)
      #expect(gridlines.count == count && !gridlines[0].isEmpty, "\(context)")
      #expect(Set(gridlines.map { $0 }).count == 1, "\(context): panels with different x gridlines")
      // No legend: the names say it.
      #expect(!svg.contains("<circle r=\"4.5\""), "\(context)")
      DrawnSVG.expectReadableText(svg, width: width, height: height, context)
      let texts = SVGTextLayout(svg).boxes.map(\.text)
      for series in dataset.series {
        let name = series.name
        #expect(texts.contains { $0 == name || ($0.hasSuffix("…") && name.hasPrefix($0.dropLast())) }, "\(context): no \(name)")
      }
    }
  }

  @Test func eachPanelFitsItsOwnSeriesAndTheSeriesItsXDomain() {
    let dataset = LayoutSamples.panels(3)
    var scene = ChartScene(Chart(dataset: dataset))
    scene.prepare(timeZone: nil, language: .english)
    let layout = SVGPanelLayout(scene: scene, frame: PlotRect(x: 0, y: 0, width: 800, height: 450))
    for (panel, series) in zip(layout.panels, dataset.series) {
      let lower = series.ys.min()!
      let upper = series.ys.max()!
      #expect(panel.yDomain.lowerBound <= lower && panel.yDomain.upperBound >= upper)
      // Filled: the series takes most of its panel's height, whatever the other panels hold.
      #expect((upper - lower) / (panel.yDomain.upperBound - panel.yDomain.lowerBound) > 0.6, "\(series.name)")
      #expect(panel.yLabels.count >= 2, "\(series.name): \(panel.yLabels.map(\.text))")
    }
    #expect(layout.panels[1].yLabels.allSatisfy { $0.text.hasSuffix("M") })
    #expect(layout.panels[0].yLabels.allSatisfy { !$0.text.hasSuffix("M") })
  }

  @Test func namesMoveBesideThePlotsWhenPanelsAreLow() {
    let few = SmallMultiplesLayout(panelCount: 2, height: 380)
    let many = SmallMultiplesLayout(panelCount: 12, height: 380)
    let tall = SmallMultiplesLayout(panelCount: 12, height: 1130)
    #expect(few.titlePlacement == .above && tall.titlePlacement == .above)
    #expect(many.titlePlacement == .beside && many.titleHeight == 0)
    for layout in [few, many, tall] {
      #expect(layout.yTickCount >= 2 && layout.yTickCount <= 5)
      #expect(layout.plotHeight >= SmallMultiplesLayout.minimumPlotHeightWithTitleAbove(fontSize: 11) || layout.titlePlacement == .beside)
      #expect(layout.showsTitles)
    }
    // The stack fits its height exactly: the last plot ends at the bottom.
    #expect(abs(many.plotTop(11) + many.plotHeight - 380) < 1e-9)
    #expect(abs(few.plotTop(1) + few.plotHeight - 380) < 1e-9)
    // Hundreds of panels: plots of a pixel, unnamed, rather than names written over each other.
    #expect(!SmallMultiplesLayout(panelCount: 400, height: 380).showsTitles)
  }

  @Test func dotsAreDrawnPanelByPanel() {
    let dataset = LayoutSamples.panels(3, points: 120, mark: .points)
    let svg = SVGRenderer(width: 800, height: 450, language: .english).render(Chart(dataset: dataset))
    for series in dataset.series {
      #expect(svg.contains("stroke-linecap=\"round\" stroke-width=\"4\" stroke=") && svg.contains("aria-label=\"\(series.name)\""))
    }
    #expect(svg.components(separatedBy: "<g opacity=\"0.75\">").count - 1 == 3)
  }

  @Test func anEnvelopeIsNeverDrawnInPanels() {
    var dataset = LayoutSamples.panels(3)
    dataset.others = SeriesEnvelope(count: 40, xs: dataset.series[0].xs, lows: dataset.series[0].ys, highs: dataset.series[1].ys)
    let svg = SVGRenderer(width: 800, height: 450, language: .english).render(Chart(dataset: dataset))
    #expect(!svg.contains("+40"))
  }

  /// Rasterized: each panel holds its own series' colour and no other's.
  @Test(.enabled(if: RasterImage.isAvailable, RasterImage.skipReason))
  func eachPanelShowsItsSeriesAndOnlyIt() async throws {
    let dataset = LayoutSamples.panels(4)
    let theme = ChartTheme.light
    let svg = SVGRenderer(width: 800, height: 450, theme: theme, language: .english).render(Chart(dataset: dataset))
    let image = try await RasterImage(svg: svg)
    let plots = DrawnSVG.plots(svg).map(\.rect)
    for (index, plot) in plots.enumerated() {
      for series in 0..<4 {
        let count = DrawnSVG.pixels(of: theme.seriesColor(series).hexString(in: theme), in: image, rect: plot)
        if series == index {
          #expect(count > 300, "panel \(index): \(count) pixels of its series")
        } else {
          #expect(count < 10, "panel \(index): \(count) pixels of series \(series)")
        }
      }
    }
  }

  @Test(arguments: [TerminalRenderer.Style.braille, .ascii])
  func terminalPanelsFitEveryHeightWithOneXAxis(style: TerminalRenderer.Style) {
    for count in [2, 3, 4, 12, 13] {
      let dataset = LayoutSamples.panels(count)
      for height in [8, 12, 20, 30, 40] {
        for width in [30, 60, 100] {
          let context = "\(count) panels, \(width)×\(height)"
          let text = TerminalRenderer(width: width, height: height, style: style, language: .english)
            .render(Chart(dataset: dataset).chartTitle("Measures"))
          let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
          #expect(lines.count == height, "\(context): \(lines.count) lines")
          #expect(lines.allSatisfy { TextMetrics.columns(String($0)) <= width }, "\(context)")
          let corner = style == .ascii ? "+-" : "└"
          #expect(lines.filter { $0.contains(corner) }.count == 1, "\(context): \(lines.joined(separator: "\n"))")
          // Every panel that fits is named; the ones that do not are counted.
          let bodyRows = height - 3 - 1
          let shown = bodyRows >= count ? count : bodyRows - 1
          for series in dataset.series.prefix(max(shown, 0)) where width >= 60 {
            let name = String(series.name.prefix(4))
            #expect(lines.contains { $0.contains(name) }, "\(context): no \(series.name)\n\(lines.joined(separator: "\n"))")
          }
          if shown < count {
            #expect(lines.contains { $0.contains("+\(count - shown)") }, "\(context)\n\(lines.joined(separator: "\n"))")
          }
        }
      }
    }
  }

  @Test func terminalPanelsHaveTheirOwnTicks() {
    let text = TerminalRenderer(width: 100, height: 30, language: .english).render(Chart(dataset: LayoutSamples.panels(2)))
    let lines = text.split(separator: "\n").map(String.init)
    let volume = lines.firstIndex { $0.contains("volume") }!
    let priceTicks = lines[..<volume].filter { $0.contains("┤") }
    let volumeTicks = lines[volume...].filter { $0.contains("┤") }
    #expect(priceTicks.count >= 2 && volumeTicks.count >= 2)
    #expect(volumeTicks.allSatisfy { $0.contains("M ┤") }, "\(volumeTicks)")
    #expect(priceTicks.allSatisfy { !$0.contains("M ┤") })
  }
}
