extension TerminalRenderer {
  /// The glyph of a value beyond a cut axis, pointing the way it lies: `△ ▽ ◁ ▷` (`^ v < >` in
  /// ASCII); a value beyond both axes points up or down.
  func beyondGlyph(dx: Int8, dy: Int8) -> Character {
    switch (dx, dy) {
    case (_, 1): isASCII ? "^" : "△"
    case (_, -1): isASCII ? "v" : "▽"
    case (-1, _): isASCII ? "<" : "◁"
    default: isASCII ? ">" : "▷"
    }
  }

  /// Writes the values beyond an axis cut to the bulk (``ChartScene/beyond``) as arrow glyphs
  /// in the cell at the axis's edge, one per cell, in the series' style.
  func plotBeyond(
    _ scene: ChartScene, on canvas: inout TerminalCanvas, dot: (Double, Double) -> (x: Int, y: Int)
  ) {
    guard !scene.beyond.isEmpty else { return }
    var taken = Set<Int>()
    for item in scene.beyond {
      let position = dot(item.x, item.y)
      let column = min(max(position.x / canvas.dotsPerColumn, 0), canvas.columns - 1)
      let row = min(max(position.y / canvas.dotsPerRow, 0), canvas.rows - 1)
      guard taken.insert(row * canvas.columns + column).inserted else { continue }
      canvas.write(
        String(beyondGlyph(dx: item.dx, dy: item.dy)), column: column, row: row,
        style: TerminalCanvas.style(series: item.series))
    }
  }
}
