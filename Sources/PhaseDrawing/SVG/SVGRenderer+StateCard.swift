import Foundation
import PhaseCharts
import PhaseKit

extension SVGRenderer {
  /// The SVG document of a state card.
  ///
  /// Loading draws a grey skeleton of a chart; empty draws the placeholder chart (the seed's
  /// rule at 0 with its annotation) and, under the rule, its message (where the first unreadable
  /// cell is, for a load whose every point was removed); error draws the warning symbol, title, message, hint,
  /// retry button and details; stale draws `chart` under a banner.
  ///
  /// - Parameters:
  ///   - card: The card.
  ///   - chart: The last good chart, drawn under a stale card's banner; `nil` by default.
  /// - Returns: The SVG document.
  public func render(_ card: StateCard, chart: Chart? = nil) -> String {
    String(decoding: renderBytes(card, chart: chart), as: UTF8.self)
  }

  /// The SVG document of a state card as UTF-8 bytes.
  ///
  /// - Parameters:
  ///   - card: The card.
  ///   - chart: The last good chart, drawn under a stale card's banner; `nil` by default.
  /// - Returns: The UTF-8 bytes of the document.
  public func renderBytes(_ card: StateCard, chart: Chart? = nil) -> [UInt8] {
    var body = SVGWriter(capacity: 8192)
    let frame = PlotRect(x: 0, y: 0, width: width, height: height)
    var description = [card.title]
    switch card.kind {
    case .loading:
      drawSkeleton(card, in: frame, into: &body)
    case .noData:
      // The title is laid out with the message (drawEmptyCardText), not as a free annotation
      // that could land on the message's lines in a low chart.
      var placeholder = scene(card.placeholderChart)
      placeholder.annotations = []
      _ = drawChart(placeholder, in: frame, into: &body)
      if let message = card.message, !message.isEmpty { description.append(message) }
      drawEmptyCardText(title: card.title, message: card.message, under: placeholder, in: frame, into: &body)
    case .error:
      description += [card.message, card.hint, card.details].compactMap { $0 }
      drawErrorCard(card, in: frame, into: &body)
    case .stale:
      description += [card.message, card.hint].compactMap { $0 }
      let bannerHeight = drawBanner(card, in: frame, into: &body)
      // The last good chart only where it fits whole under the banner: its title, legend, axes
      // and a plot take ``staleChartMinimumHeight``; a chart squeezed into less overlaps its own
      // labels and runs past the frame, and then the banner is shown alone.
      if let chart, height - bannerHeight >= Self.staleChartMinimumHeight {
        let scene = self.scene(chart)
        description += ChartSummary.describe(scene, language: card.language)
        let rest = PlotRect(x: 0, y: bannerHeight, width: width, height: height - bannerHeight)
        _ = drawChart(scene, in: rest, into: &body)
      }
    }
    return document(
      title: card.title, description: description.joined(separator: " "), body: body)
  }

  /// The least height under a stale card's banner in which its chart is drawn.
  static let staleChartMinimumHeight: Double = 140

  /// A grey chart shape that pulses: placeholders for labels, gridlines and a line.
  private func drawSkeleton(_ card: StateCard, in frame: PlotRect, into out: inout SVGWriter) {
    let skeleton = theme.skeleton.hexString(in: theme)
    let plot = PlotRect(
      x: frame.x + 56, y: frame.y + 48, width: frame.width - 80, height: frame.height - 90)
    out.raw(
      "<g>\n<animate attributeName=\"opacity\" values=\"1;0.45;1\" dur=\"1.6s\" repeatCount=\"indefinite\"/>\n"
    )
    roundedRect(x: frame.x + 16, y: frame.y + 16, width: 160, height: 14, fill: skeleton, into: &out)
    out.raw("<path fill=\"none\" stroke-width=\"1\"")
    out.attribute("stroke", theme.grid.hexString(in: theme))
    out.raw(" d=\"")
    for row in 0...4 {
      let y = plot.y + plot.height * Double(row) / 4
      out.byte(UInt8(ascii: "M"))
      out.number(plot.x)
      out.byte(UInt8(ascii: " "))
      out.number(y)
      out.byte(UInt8(ascii: "H"))
      out.number(plot.maxX)
    }
    out.raw("\"/>\n")
    for row in 0...4 {
      let y = plot.y + plot.height * Double(row) / 4
      roundedRect(x: frame.x + 16, y: y - 4, width: 28, height: 8, fill: skeleton, into: &out)
    }
    for column in 0..<5 {
      let x = plot.x + plot.width * (Double(column) + 0.5) / 5 - 20
      roundedRect(x: x, y: plot.maxY + 12, width: 40, height: 8, fill: skeleton, into: &out)
    }
    out.raw("<path fill=\"none\" stroke-width=\"4\" stroke-linecap=\"round\"")
    out.attribute("stroke", skeleton)
    out.raw(" d=\"")
    for step in 0...48 {
      let t = Double(step) / 48
      let wave: Double = 0.5 - 0.28 * sin(t * 3 * Double.pi) - 0.1 * t
      let y = plot.y + plot.height * wave
      out.byte(UInt8(ascii: step == 0 ? "M" : step == 1 ? "L" : " "))
      out.number(plot.x + plot.width * t)
      out.byte(UInt8(ascii: " "))
      out.number(y)
    }
    out.raw("\"/>\n</g>\n")
    let labelWidth = TextMetrics.width(card.title, fontSize: 13) + 28
    out.raw("<rect rx=\"14\" height=\"28\"")
    out.attribute("x", plot.midX - labelWidth / 2)
    out.attribute("y", plot.midY - 14)
    out.attribute("width", labelWidth)
    out.attribute("fill", theme.background.hexString(in: theme))
    out.attribute("stroke", theme.grid.hexString(in: theme))
    out.raw("/>\n")
    text(
      card.title, x: plot.midX, y: plot.midY + 4.5, size: 13, color: theme.secondaryForeground,
      anchor: "middle", into: &out)
  }

  /// Symbol, title, message, hint, retry button and details, centred as one column.
  ///
  /// In a low frame, the details go first, then the button, the hint, the symbol and message
  /// lines (the last one shown ends in `…`), so nothing runs off the card.
  private func drawErrorCard(_ card: StateCard, in frame: PlotRect, into out: inout SVGWriter) {
    let textWidth = min(frame.width - 64, 520)
    var message = wrap(card.message, width: textWidth, size: 14, maxLines: 4)
    var hint = wrap(card.hint, width: textWidth, size: 12, maxLines: 3)
    var details = wrap(card.details, width: textWidth, size: 11, maxLines: 3)
    var actionTitle = card.actionTitle
    var symbolSize = 44.0
    func total() -> Double {
      var total = (symbolSize > 0 ? symbolSize + 14 : 0) + 26.0
      total += message.isEmpty ? 0 : 8 + Double(message.count) * 20
      total += hint.isEmpty ? 0 : 6 + Double(hint.count) * 17
      total += actionTitle == nil ? 0 : 20 + 34
      total += details.isEmpty ? 0 : 16 + Double(details.count) * 15
      return total
    }
    let available = frame.height - 32
    if total() > available { details = [] }
    if total() > available { actionTitle = nil }
    if total() > available { hint = [] }
    if total() > available { symbolSize = 0 }
    while total() > available, !message.isEmpty {
      message.removeLast()
      if let last = message.indices.last {
        let columns = max(Int(textWidth / (0.56 * 14)), 4)
        message[last] = TextMetrics.truncated(message[last] + " …", toColumns: columns)
      }
    }
    var y = max(frame.y + 16, frame.midY - total() / 2)
    out.raw("<rect rx=\"12\"")
    out.attribute("x", frame.x + 8)
    out.attribute("y", frame.y + 8)
    out.attribute("width", frame.width - 16)
    out.attribute("height", frame.height - 16)
    out.attribute("fill", theme.cardBackground.hexString(in: theme))
    out.raw("/>\n")
    if symbolSize > 0 {
      warningSymbol(centerX: frame.midX, top: y, size: symbolSize, into: &out)
      y += symbolSize + 14
    }
    y += 20
    // A title wider than the card is set smaller (down to 13 px), then cut with `…`.
    let titleSize = max(min(20, 20 * textWidth / max(TextMetrics.width(card.title, fontSize: 20), 1)), 13)
    let title = TextMetrics.truncated(card.title, toColumns: max(Int(textWidth / (0.56 * titleSize)), 4))
    text(
      title, x: frame.midX, y: y, size: titleSize, color: theme.foreground, anchor: "middle",
      weight: "600", into: &out)
    y += 6
    if !message.isEmpty { y += 8 }
    for line in message {
      y += 20
      text(
        line, x: frame.midX, y: y - 5, size: 14, color: theme.foreground, anchor: "middle",
        into: &out)
    }
    if !hint.isEmpty { y += 6 }
    for line in hint {
      y += 17
      text(
        line, x: frame.midX, y: y - 4, size: 12, color: theme.secondaryForeground,
        anchor: "middle", into: &out)
    }
    if let action = actionTitle {
      y += 20
      button(action, centerX: frame.midX, top: y, into: &out)
      y += 34
    }
    if !details.isEmpty { y += 16 }
    for line in details {
      y += 15
      out.raw("<text font-family=\"ui-monospace, Menlo, Consolas, 'Noto Sans Mono CJK SC', monospace\"")
      out.raw(" text-anchor=\"middle\" font-size=\"11\"")
      out.attribute("x", frame.midX)
      out.attribute("y", y - 4)
      out.attribute("fill", theme.secondaryForeground.hexString(in: theme))
      out.byte(UInt8(ascii: ">"))
      out.text(line)
      out.raw("</text>\n")
    }
  }

  /// The stale banner across the top; returns its height including margins.
  private func drawBanner(_ card: StateCard, in frame: PlotRect, into out: inout SVGWriter) -> Double {
    let buttonWidth = card.actionTitle.map { TextMetrics.width($0, fontSize: 13) + 32 } ?? 0
    // Narrow frames: the icon goes first (below 200 px), then the button moves under the text
    // (when the text would have less than 90 px beside it), so that text never runs under it.
    let hasIcon = frame.width >= 200
    let textX = frame.x + (hasIcon ? 52 : 20)
    let besideButton = frame.maxX - 8 - 12 - (buttonWidth > 0 ? buttonWidth + 16 : 0) - textX
    let buttonBelow = buttonWidth > 0 && besideButton < 90
    let textWidth = buttonBelow ? frame.maxX - 8 - 12 - textX : besideButton
    // As many lines as the frame's height takes: the message's second line goes first, then
    // its first, then the title's second; last of all, a button below the text.
    var title: [String] = []
    var message: [String] = []
    var textHeight = 0.0
    var height = 0.0
    var showsButton = buttonWidth > 0
    for (titleLines, messageLines) in [(2, 2), (2, 1), (1, 1), (1, 0), (1, 0)] {
      title = wrap(card.title, width: textWidth, size: 13, maxLines: titleLines)
      message = messageLines == 0 ? [] : wrap(card.message, width: textWidth, size: 12, maxLines: messageLines)
      textHeight = 14 + Double(title.count) * 18 + Double(message.count) * 16 + 6
      height = buttonBelow && showsButton ? textHeight + 38 : max(44, textHeight)
      if height <= frame.height - 16 { break }
      if messageLines == 0 { showsButton = !buttonBelow }
    }
    let warning = card.message != nil
    out.raw("<rect rx=\"8\"")
    out.attribute("x", frame.x + 8)
    out.attribute("y", frame.y + 8)
    out.attribute("width", frame.width - 16)
    out.attribute("height", height)
    out.attribute("fill", theme.cardBackground.hexString(in: theme))
    out.attribute("stroke", (warning ? theme.warning : theme.grid).hexString(in: theme))
    out.raw("/>\n")
    if hasIcon, warning {
      warningSymbol(centerX: frame.x + 30, top: frame.y + 8 + height / 2 - 9, size: 18, into: &out)
    } else if hasIcon {
      out.raw("<circle r=\"8\" fill=\"none\" stroke-width=\"2\"")
      out.attribute("cx", frame.x + 30)
      out.attribute("cy", frame.y + 8 + height / 2)
      out.attribute("stroke", theme.secondaryForeground.hexString(in: theme))
      out.raw("/>\n")
    }
    var y = frame.y + 8 + 7
    for line in title {
      y += 18
      text(line, x: textX, y: y - 4, size: 13, color: theme.foreground, weight: "600", into: &out)
    }
    for line in message {
      y += 16
      text(line, x: textX, y: y - 3, size: 12, color: theme.secondaryForeground, into: &out)
    }
    if let action = card.actionTitle, showsButton {
      let top = buttonBelow ? frame.y + 8 + textHeight : frame.y + 8 + height / 2 - 15
      let centerX = buttonBelow ? textX + buttonWidth / 2 : frame.maxX - 16 - buttonWidth / 2
      button(action, centerX: centerX, top: top, height: 30, into: &out)
    }
    return height + 12
  }
}
