import PhaseCharts

extension TerminalRenderer {
  /// Writes `note` centred in the plot's rows under the scene's first rule and its annotation:
  /// an empty card's message ("…the first, "n/a2", is at line 7, column "temp".") under its
  /// title.
  ///
  /// The note is wrapped to the plot's columns (inside a word only when the word alone is
  /// wider, such as a long file path), so no line of the output gets wider. When the rows under
  /// the rule run out, the last one shown ends in `…`.
  func writeNote(
    _ note: String, under scene: ChartScene, on canvas: inout TerminalCanvas, projection: Projection
  ) {
    guard !note.isEmpty else { return }
    let ruleRow =
      scene.rules.first.map { Int(projection.y($0.value).rounded()) / canvas.dotsPerRow }
      ?? canvas.rows / 2
    // The annotation sits above the rule unless the rule is on the top row (see draw(_:on:)).
    var row = ruleRow + (ruleRow > 0 ? 1 : 2)
    row = max(row, 0)
    let room = canvas.rows - row
    guard room > 0 else { return }
    let columns = canvas.columns
    var lines = TextMetrics.wrap(note, maxColumns: columns).filter { !$0.isEmpty }
    if lines.count > room {
      lines = Array(lines.prefix(room))
      lines[room - 1] = TextMetrics.truncated(lines[room - 1] + " …", toColumns: columns)
    }
    for line in lines {
      let text = TextMetrics.truncated(line, toColumns: columns)
      let width = TextMetrics.columns(text)
      canvas.write(text, column: max((columns - width) / 2, 0), row: row, style: 2)
      row += 1
    }
  }
}
