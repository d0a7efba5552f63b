import PhaseCharts

extension SVGRenderer {
  /// The most lines an empty card's message takes: it is one or two sentences, and a longer
  /// one (a column name of hundreds of characters) ends in `…` rather than running off the plot.
  static let emptyMessageMaxLines = 6

  /// Draws an empty card's title and message around the placeholder's rule, wrapped to the plot.
  ///
  /// The title (up to three lines) sits above the rule and the message under it, so title, rule
  /// and message read as one block. Lines wrap between words and, for a value or a column name
  /// longer than the plot (a file path), inside it, so nothing crosses the edges. When the
  /// title does not fit above the rule (a low chart), title and message go under it as one
  /// block. When the height runs out, message lines go first, then title lines; the last line
  /// shown ends in `…`. No line is drawn over another.
  func drawEmptyCardText(
    title: String, message: String?, under scene: ChartScene, in frame: PlotRect,
    into out: inout SVGWriter
  ) {
    let size = 11.0
    let lineHeight = (size * 1.3).rounded()
    let layout = SVGChartLayout(scene: scene, frame: frame)
    let plot = layout.plot
    let projection = Projection(plot: plot, xDomain: scene.xDomain, yDomain: layout.yDomain)
    let ruleY = scene.rules.first.map { projection.y($0.value) } ?? plot.midY
    let columns = max(Int(max(plot.width - 24, 40) / (0.56 * size)), 4)
    var titleLines = wrap(title, width: max(plot.width - 24, 40), size: size, maxLines: 3)
    var messageLines = wrap(
      message, width: max(plot.width - 24, 40), size: size, maxLines: Self.emptyMessageMaxLines)
    // Baselines: a line takes `size` above its baseline and a quarter of it below.
    func lines(from firstBaseline: Double) -> Int {
      max(Int(((frame.maxY - 2 - size * 0.25 - firstBaseline) / lineHeight).rounded(.down)) + 1, 0)
    }
    let titleRoomAbove = Int(((ruleY - 8 - size - frame.y - 2) / lineHeight).rounded(.down)) + 1
    let titleBaseline: Double
    let messageBaseline: Double
    if titleLines.count <= titleRoomAbove {
      titleBaseline = ruleY - 8 - Double(titleLines.count - 1) * lineHeight
      messageBaseline = ruleY + 8 + size
      messageLines = Self.cut(messageLines, to: lines(from: messageBaseline), columns: columns)
    } else {
      titleBaseline = ruleY + 8 + size
      let room = lines(from: titleBaseline)
      titleLines = Self.cut(titleLines, to: max(room, 1), columns: columns)
      messageLines = Self.cut(messageLines, to: max(room - titleLines.count, 0), columns: columns)
      messageBaseline = titleBaseline + Double(titleLines.count) * lineHeight
    }
    for (index, line) in titleLines.enumerated() {
      centredLine(line, x: plot.midX, y: titleBaseline + Double(index) * lineHeight, size: size, into: &out)
    }
    for (index, line) in messageLines.enumerated() {
      centredLine(line, x: plot.midX, y: messageBaseline + Double(index) * lineHeight, size: size, into: &out)
    }
  }

  /// The first `count` lines, the last of them ending in `…` when lines were left out.
  private static func cut(_ lines: [String], to count: Int, columns: Int) -> [String] {
    guard lines.count > count else { return lines }
    guard count > 0 else { return [] }
    var kept = Array(lines.prefix(count))
    if !kept[count - 1].hasSuffix("…") {
      kept[count - 1] = TextMetrics.truncated(kept[count - 1] + " …", toColumns: columns)
    }
    return kept
  }

  private func centredLine(_ line: String, x: Double, y: Double, size: Double, into out: inout SVGWriter) {
    out.raw("<text text-anchor=\"middle\"")
    out.attribute("x", x)
    out.attribute("y", y)
    out.attribute("font-size", size)
    out.attribute("fill", theme.secondaryForeground.hexString(in: theme))
    // The same halo as annotations: readable over the gridlines.
    out.raw(" stroke-width=\"3\" paint-order=\"stroke\" stroke-linejoin=\"round\"")
    out.attribute("stroke", theme.background.hexString(in: theme))
    out.byte(UInt8(ascii: ">"))
    out.text(line)
    out.raw("</text>\n")
  }
}
