import PhaseCharts

extension TerminalRenderer {
  /// The rows of an empty card's text inside a plot of `rows` rows: the title (the card's
  /// annotation, up to three lines), the rule, and the message under it.
  ///
  /// When the rows run out, the message loses lines first (the last one shown ends in `…`),
  /// then the rule goes, then the title loses lines (the last one ends in `…`). Nothing is
  /// ever drawn over anything else.
  struct EmptyCardLayout: Equatable {
    /// The title's lines, top to bottom.
    var title: [String]
    /// The message's lines, top to bottom.
    var message: [String]
    /// The first row of the title.
    var top: Int
    /// Whether the rule is drawn (between the title and the message).
    var showsRule: Bool

    /// The row of the rule, right under the title.
    var ruleRow: Int { top + title.count }
    /// The first row of the message, right under the rule (or the title when the rule is gone).
    var messageTop: Int { ruleRow + (showsRule ? 1 : 0) }

    /// Lays out `title` and `message` in `rows` rows of `columns` columns, the rule as near to
    /// `preferredRuleRow` as the text allows.
    init(title: String, message: String?, columns: Int, rows: Int, preferredRuleRow: Int) {
      var title = TextMetrics.wrap(title, maxColumns: columns).filter { !$0.isEmpty }
      if title.count > 3 {
        title =
          Array(title.prefix(2))
          + [TextMetrics.truncated(title[2...].joined(separator: " "), toColumns: columns)]
      }
      var message = TextMetrics.wrap(message ?? "", maxColumns: columns).filter { !$0.isEmpty }
      let messageRoom = max(rows - title.count - 1, 0)
      if message.count > messageRoom { message = Self.cut(message, to: messageRoom, columns: columns) }
      showsRule = title.count + 1 <= rows
      if !showsRule { title = Self.cut(title, to: rows, columns: columns) }
      let block = title.count + (showsRule ? 1 : 0) + message.count
      top = min(max(preferredRuleRow - title.count, 0), max(rows - block, 0))
      self.title = title
      self.message = message
    }

    /// The first `count` lines, the last of them ending in `…`.
    private static func cut(_ lines: [String], to count: Int, columns: Int) -> [String] {
      guard count > 0 else { return [] }
      var kept = Array(lines.prefix(count))
      kept[count - 1] = TextMetrics.truncated(kept[count - 1] + " …", toColumns: columns)
      return kept
    }
  }

  /// The empty card: the placeholder chart with the card's title above its rule and the message
  /// under it, exactly `height` lines; below five lines (no room for a plot and its axis), the
  /// title and message alone.
  func emptyCardLines(_ card: StateCard) -> [String] {
    var scene = self.scene(card.placeholderChart)
    // The title is laid out with the message (EmptyCardLayout), not as a free annotation that
    // could land on the message's rows.
    scene.annotations = []
    guard height >= 5 else {
      let layout = EmptyCardLayout(
        title: card.title, message: card.message, columns: width, rows: height, preferredRuleRow: 0)
      var lines = layout.title.map { centred($0, in: width) }
      if layout.showsRule { lines.append(styled(String(repeating: isASCII ? "-" : "─", count: width), 2)) }
      lines += layout.message.map { centred($0, in: width) }
      return lines
    }
    return chartLines(scene, height: height, card: (card.title, card.message))
  }

  private func centred(_ text: String, in columns: Int) -> String {
    String(repeating: " ", count: max((columns - TextMetrics.columns(text)) / 2, 0)) + styled(text, 2)
  }

  /// Writes an empty card's title and message on the placeholder's plot (see
  /// ``EmptyCardLayout``), moving or removing the rule when the text needs its row; returns
  /// whether the rule left the row of its value, so that the y tick labels are left out.
  func writeCardText(
    _ text: (title: String, message: String?), scene: ChartScene, on canvas: inout TerminalCanvas,
    projection: Projection
  ) -> Bool {
    let ruleRow = min(
      max(scene.rules.first.map { Int(projection.y($0.value).rounded()) / canvas.dotsPerRow } ?? canvas.rows / 2, 0),
      canvas.rows - 1)
    let layout = EmptyCardLayout(
      title: text.title, message: text.message, columns: canvas.columns, rows: canvas.rows,
      preferredRuleRow: ruleRow)
    if layout.showsRule {
      canvas.moveRow(ruleRow, to: layout.ruleRow)
    } else {
      canvas.clearRow(ruleRow)
    }
    for (offset, line) in layout.title.enumerated() {
      write(line, row: layout.top + offset, on: &canvas)
    }
    for (offset, line) in layout.message.enumerated() {
      write(line, row: layout.messageTop + offset, on: &canvas)
    }
    return !layout.showsRule || layout.ruleRow != ruleRow
  }

  private func write(_ line: String, row: Int, on canvas: inout TerminalCanvas) {
    let text = TextMetrics.truncated(line, toColumns: canvas.columns)
    canvas.clearRow(row)
    canvas.write(text, column: max((canvas.columns - TextMetrics.columns(text)) / 2, 0), row: row, style: 2)
  }
}
