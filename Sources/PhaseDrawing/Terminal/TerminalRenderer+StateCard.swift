import Foundation
import PhaseCharts
import PhaseKit

extension TerminalRenderer {
  /// A state card as text: a chart skeleton for loading, the placeholder chart for empty (with
  /// the card's message, when it has one, under the rule), a boxed message for error, and the
  /// last chart under a banner for stale.
  ///
  /// The card fits the renderer's height, however low: loading, empty and stale cards are
  /// exactly `height` lines, an error card at most. When lines run out, an empty card drops
  /// message lines first, then its rule, then title lines (ending in `…`); an error card drops
  /// its details, then the action, the hint and message lines; a loading card and the chart
  /// under a stale banner lose their bottom rows. Text never overlaps other text or the rule.
  ///
  /// - Parameters:
  ///   - card: The card.
  ///   - chart: The last good chart, drawn under a stale card's banner; `nil` by default.
  /// - Returns: The text, ending with a newline.
  public func render(_ card: StateCard, chart: Chart? = nil) -> String {
    guard width >= Self.minimumWidth || card.kind == .noData else {
      // Laid out at the smallest width that works, then cut: never wider than the terminal.
      // (A no-data card wraps its text to any width instead.)
      var wider = self
      wider.width = Self.minimumWidth
      let lines = wider.render(card, chart: chart).split(separator: "\n", omittingEmptySubsequences: false)
        .dropLast().map { TextMetrics.clipped(String($0), toColumns: width) }
      return lines.joined(separator: "\n") + "\n"
    }
    // A card's texts can quote data (a column name, a URL): nothing in them may drive the terminal.
    var card = card
    card.title = TerminalSafeText.make(card.title)
    card.message = card.message.map { TerminalSafeText.make($0, keepsLineBreaks: true) }
    card.hint = card.hint.map { TerminalSafeText.make($0, keepsLineBreaks: true) }
    card.details = card.details.map { TerminalSafeText.make($0, keepsLineBreaks: true) }
    var lines: [String]
    switch card.kind {
    case .loading:
      lines = skeletonLines(card)
    case .noData:
      lines = emptyCardLines(card)
    case .error:
      lines = errorBox(card)
    case .stale:
      let banner = Array(bannerLines(card).prefix(height))
      let room = height - banner.count
      let lastChart = chart.map { room > 0 ? chartLines(scene($0), height: room) : [] } ?? []
      lines = banner + lastChart
    }
    lines = Array(lines.prefix(height))
    if card.kind != .error {
      while lines.count < height { lines.append("") }
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

  /// The error in a box: symbol and title, message, hint, retry action, details; in `height`
  /// lines at most, dropping the details first, then the action, the hint, the blank line under
  /// the title and message lines (the last one shown ends in `…`). Below three lines, the title
  /// alone, without the box.
  private func errorBox(_ card: StateCard) -> [String] {
    let boxWidth = min(width, 72)
    let inner = boxWidth - 4
    let title = warningSymbol + "  " + card.title
    guard height >= 3 else { return [styled(TextMetrics.truncated(title, toColumns: width), 1)] }
    typealias Line = (text: String, style: TerminalCanvas.Style)
    var message: [Line] = TextMetrics.wrap(card.message ?? "", maxColumns: inner).filter { !$0.isEmpty }
      .map { ($0, 0) }
    let hint: [Line] = TextMetrics.wrap(card.hint ?? "", maxColumns: inner).filter { !$0.isEmpty }
      .map { ($0, 2) }
    let action: [Line] = card.actionTitle.map { [("", 0), ("[ " + $0 + " ]", 36)] } ?? []
    var details: [Line] = []
    if let text = card.details, !text.isEmpty {
      details = [("", 0)] + TextMetrics.wrap(text, maxColumns: inner).prefix(6).map { ($0, 2) }
    }
    let room = height - 2
    var gap: [Line] = [("", 0)]
    var optional = [details, action, hint]
    func count() -> Int { 1 + gap.count + message.count + optional.reduce(0) { $0 + $1.count } }
    while count() > room, !optional.isEmpty { optional.removeFirst() }
    if count() > room { gap = [] }
    if count() > room {
      let kept = max(room - 1, 0)
      message = Array(message.prefix(kept))
      if kept > 0 {
        message[kept - 1].text = TextMetrics.truncated(message[kept - 1].text + " …", toColumns: inner)
      }
    }
    let content: [Line] = [(title, 1)] + gap + message + optional.reversed().flatMap { $0 }
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
