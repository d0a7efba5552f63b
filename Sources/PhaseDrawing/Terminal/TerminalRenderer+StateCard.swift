import Foundation
import PhaseCharts
import PhaseKit

extension TerminalRenderer {
  /// A state card as text: a chart skeleton for loading, the placeholder chart for empty (with
  /// the card's message, when it has one, under the rule), a boxed message for error, and the
  /// last chart under a banner for stale.
  ///
  /// - Parameters:
  ///   - card: The card.
  ///   - chart: The last good chart, drawn under a stale card's banner; `nil` by default.
  /// - Returns: The text, ending with a newline.
  public func render(_ card: StateCard, chart: Chart? = nil) -> String {
    guard width >= Self.minimumWidth else {
      // Laid out at the smallest width that works, then cut: never wider than the terminal.
      var wider = self
      wider.width = Self.minimumWidth
      let lines = wider.render(card, chart: chart).split(separator: "\n").map {
        TextMetrics.clipped(String($0), toColumns: width)
      }
      return lines.joined(separator: "\n") + "\n"
    }
    // A card's texts can quote data (a column name, a URL): nothing in them may drive the terminal.
    var card = card
    card.title = TerminalSafeText.make(card.title)
    card.message = card.message.map { TerminalSafeText.make($0, keepsLineBreaks: true) }
    card.hint = card.hint.map { TerminalSafeText.make($0, keepsLineBreaks: true) }
    card.details = card.details.map { TerminalSafeText.make($0, keepsLineBreaks: true) }
    let lines: [String]
    switch card.kind {
    case .loading:
      lines = skeletonLines(card)
    case .empty:
      lines = chartLines(scene(card.placeholderChart), height: height, note: card.message)
    case .error:
      lines = errorBox(card)
    case .stale:
      let banner = bannerLines(card)
      let lastChart = chart.map { chartLines(scene($0), height: height - banner.count) } ?? []
      lines = banner + lastChart
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private var warningSymbol: String { isASCII ? "!" : "⚠" }

  /// Grey placeholders where the tick labels go, a grey wave where the line goes.
  private func skeletonLines(_ card: StateCard) -> [String] {
    let block = isASCII ? "#" : "░"
    let plotRows = max(height - 3, 3)
    let gutter = 4
    var canvas = TerminalCanvas(columns: width - gutter - 2, rows: plotRows, isBraille: !isASCII)
    var previous: (x: Int, y: Int)?
    for x in stride(from: 0, to: canvas.dotWidth, by: 1) {
      let phase = Double(x) / Double(canvas.dotWidth) * 2 * Double.pi * 1.5
      let y = Int((0.5 - 0.3 * sin(phase)) * Double(canvas.dotHeight - 1))
      canvas.line(from: previous ?? (x, y), to: (x, y), series: -1, glyph: ".")
      previous = (x, y)
    }
    var out = [styled((isASCII ? "..." : "⋯") + " " + card.title, 2)]
    for row in 0..<plotRows {
      let label =
        row % 3 == 0 ? String(repeating: block, count: gutter) : String(repeating: " ", count: gutter)
      out.append(styled(label, 2) + " " + (isASCII ? "|" : "│") + canvas.line(row, usesColor: usesColor))
    }
    out.append(
      String(repeating: " ", count: gutter + 1) + (isASCII ? "+" : "└")
        + String(repeating: isASCII ? "-" : "─", count: canvas.columns))
    var labels = String(repeating: " ", count: gutter + 2)
    while TextMetrics.columns(labels) + 10 <= width {
      labels += String(repeating: block, count: 5) + String(repeating: " ", count: 5)
    }
    out.append(styled(labels, 2))
    return out
  }

  /// The error in a box: symbol and title, message, hint, retry action, details.
  private func errorBox(_ card: StateCard) -> [String] {
    let boxWidth = min(width, 72)
    let inner = boxWidth - 4
    var content: [(text: String, style: TerminalCanvas.Style)] = [
      (warningSymbol + "  " + card.title, 1), ("", 0),
    ]
    for line in TextMetrics.wrap(card.message ?? "", maxColumns: inner) where !line.isEmpty {
      content.append((line, 0))
    }
    for line in TextMetrics.wrap(card.hint ?? "", maxColumns: inner) where !line.isEmpty {
      content.append((line, 2))
    }
    if let action = card.actionTitle {
      content.append(("", 0))
      content.append(("[ " + action + " ]", 36))
    }
    if let details = card.details, !details.isEmpty {
      content.append(("", 0))
      for line in TextMetrics.wrap(details, maxColumns: inner).prefix(6) { content.append((line, 2)) }
    }
    let horizontal = String(repeating: isASCII ? "-" : "─", count: boxWidth - 2)
    let side = isASCII ? "|" : "│"
    var out = [(isASCII ? "+" : "╭") + horizontal + (isASCII ? "+" : "╮")]
    for (text, style) in content {
      let clipped = TextMetrics.truncated(text, toColumns: inner)
      out.append(side + " " + styled(padded(clipped, to: inner), style) + " " + side)
    }
    out.append((isASCII ? "+" : "╰") + horizontal + (isASCII ? "+" : "╯"))
    return out
  }

  /// "⚠ Showing data from 14:05 · Couldn't refresh: … [ Retry ]", wrapped to the width.
  private func bannerLines(_ card: StateCard) -> [String] {
    var text = (card.message == nil ? (isASCII ? "*" : "◷") : warningSymbol) + " " + card.title
    if let message = card.message { text += " · " + message }
    let style: TerminalCanvas.Style = card.message == nil ? 2 : 33
    var lines = Array(TextMetrics.wrap(text, maxColumns: width).prefix(3)).map { styled($0, style) }
    if let action = card.actionTitle {
      // The action stays in one piece: on the last line when it fits, else on a line of its own.
      let button = "[ " + action + " ]"
      let last = TextMetrics.wrap(text, maxColumns: width).prefix(3).last ?? ""
      if TextMetrics.columns(last) + 2 + TextMetrics.columns(button) <= width, !lines.isEmpty {
        lines[lines.count - 1] += "  " + styled(button, 36)
      } else {
        lines.append(styled(button, 36))
      }
    }
    return lines
  }
}
