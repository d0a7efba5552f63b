import PhaseCharts
extension SVGRenderer {
  /// The fill opacity of the band of series not drawn one by one, and of its legend swatch.
  static let envelopeOpacity = 0.55

  /// A dataset's category bars, standing or lying as the layout decided, one `<rect>` per bar
  /// (named after its category for screen readers), and a rule at zero when the values cross it.
  ///
  /// - Returns: The number of bars drawn, with the marks drawn over standing bars.
  func drawCategoryBars(
    _ scene: ChartScene, layout: SVGChartLayout, projection: Projection, into out: inout SVGWriter
  ) -> Int {
    guard case .category(let names) = scene.xKind else { return 0 }
    let horizontal = layout.isHorizontal
    for bar in scene.bars {
      // Along the categories: the bar's slot; along the values: from its base to its end.
      let slot0 = bar.x - bar.width / 2
      let slot1 = bar.x + bar.width / 2
      let (x0, x1, y0, y1) =
        horizontal
        ? (projection.x(bar.y0), projection.x(bar.y1), projection.y(-slot0), projection.y(-slot1))
        : (projection.x(slot0), projection.x(slot1), projection.y(bar.y0), projection.y(bar.y1))
      openRect(x0, x1, y0, y1, fill: color(series: bar.series, in: scene), into: &out)
      let slot = Int(bar.x.rounded())
      if names.indices.contains(slot), !names[slot].isEmpty { out.attribute("aria-label", names[slot]) }
      out.raw("/>\n")
    }
    // The baseline the bars grow from, where the plot's own edge is not it.
    let values = horizontal ? layout.xDomain : layout.yDomain
    if values.contains(0), horizontal || values.lowerBound < 0 {
      out.raw("<path fill=\"none\" stroke-width=\"1\"")
      out.attribute("stroke", theme.axis.hexString(in: theme))
      out.raw(" d=\"")
      if horizontal {
        out.segment(x: projection.x(0), y: layout.plot.y, UInt8(ascii: "V"), layout.plot.maxY)
      } else {
        out.segment(x: layout.plot.x, y: projection.y(0), UInt8(ascii: "H"), layout.plot.maxX)
      }
      out.raw("\"/>\n")
    }
    guard !horizontal else { return scene.bars.count }
    var marks = scene
    marks.bars = []
    return scene.bars.count
      + drawMarks(
        marks, plot: layout.plot, yDomain: layout.yDomain, othersFrom: layout.othersFrom,
        projection: projection, into: &out)
  }

  /// The series a dataset does not draw one by one (``Dataset/others``): one translucent
  /// `<path>` from their lowest to their highest values, at most one bucket per pixel column,
  /// behind everything else in the plot.
  func drawEnvelope(
    _ envelope: SeriesEnvelope, plot: PlotRect, xDomain: ClosedRange<Double>, projection: Projection,
    into out: inout SVGWriter
  ) {
    let reduced = envelope.reduced(toColumns: Int(plot.width.rounded(.up)), over: xDomain)
    guard !reduced.xs.isEmpty else { return }
    let band = ChartScene.Line(
      series: -1, xs: reduced.xs, ys: reduced.highs, breaks: [], isArea: false, lows: reduced.lows)
    out.raw("<path stroke=\"none\"")
    out.attribute("fill", theme.othersColor.hexString(in: theme))
    out.attribute("fill-opacity", Self.envelopeOpacity)
    out.attribute("aria-label", envelope.name)
    out.raw(" d=\"")
    writeBand(band, lows: reduced.lows, projection: projection, into: &out)
    out.raw("\"/>\n")
  }
}
