import PhaseCharts

extension SVGRenderer {
  /// The most lines an empty card's message takes: it is one or two sentences, and a longer
  /// one (a column name of hundreds of characters) ends in `…` rather than running off the plot.
  static let emptyMessageMaxLines = 6

  /// Draws an empty card's message centred under the placeholder's rule, wrapped to the plot.
  ///
  /// The title is the placeholder's annotation, above the rule; the message sits under it so
  /// title, rule and message read as one block. Lines wrap between words and, for a value or a
  /// column name longer than the plot (a file path), inside it, so nothing crosses the edges.
  func drawEmptyMessage(
    _ message: String, under scene: ChartScene, in frame: PlotRect, into out: inout SVGWriter
  ) {
    let size = 11.0
    let lineHeight = 15.0
    let layout = SVGChartLayout(scene: scene, frame: frame)
    let plot = layout.plot
    let projection = Projection(plot: plot, xDomain: scene.xDomain, yDomain: layout.yDomain)
    let ruleY = scene.rules.first.map { projection.y($0.value) } ?? plot.midY
    // As many lines as fit between the rule and the bottom of the plot, at least two, so a
    // short card still says where the cell is (the place ends the sentence).
    let room = Int(((plot.maxY - ruleY - 8) / lineHeight).rounded(.down))
    let maxLines = min(Self.emptyMessageMaxLines, max(room, 2))
    let lines = wrap(message, width: max(plot.width - 24, 40), size: size, maxLines: maxLines)
    var y = ruleY + 8 + size
    for line in lines {
      out.raw("<text text-anchor=\"middle\"")
      out.attribute("x", plot.midX)
      out.attribute("y", y)
      out.attribute("font-size", size)
      out.attribute("fill", theme.secondaryForeground.hexString(in: theme))
      // The same halo as annotations: readable over the gridlines.
      out.raw(" stroke-width=\"3\" paint-order=\"stroke\" stroke-linejoin=\"round\"")
      out.attribute("stroke", theme.background.hexString(in: theme))
      out.byte(UInt8(ascii: ">"))
      out.text(line)
      out.raw("</text>\n")
      y += lineHeight
    }
  }
}
