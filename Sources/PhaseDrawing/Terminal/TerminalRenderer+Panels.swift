import PhaseCharts

extension TerminalRenderer {
  /// Small multiples in `height` lines: each line of `scene` in a panel of its own, stacked,
  /// with its own y ticks, over one x axis at the bottom; a line's band (a panel of many
  /// units: their middle 80% around the median) shaded behind it.
  ///
  /// A panel of four rows or more has its name on a row above its plot; lower panels (a dozen
  /// series in 20 lines: one braille row each, a sparkline) have it in a column left of the y
  /// ticks. When there are more panels than rows, the last row says how many are not shown.
  func panelLines(_ scene: ChartScene, height: Int) -> [String] {
    var out: [String] = []
    let count = scene.lines.count
    let footer = 2 + (scene.xLabel.isEmpty ? 0 : 1)
    if let title = scene.title, height - footer - 1 >= min(count, 3) {
      out.append(styled(TextMetrics.truncated(title, toColumns: width), 1))
    }
    let available = max(height - out.count - footer, 1)
    let shown = available >= count ? count : max(available - 1, 1)
    let rowsEach = max(available - (shown < count ? 1 : 0), shown) / shown
    let titled = rowsEach >= 4
    let spare = max(available - (shown < count ? 1 : 0) - rowsEach * shown, 0)
    let plotRows = (0..<shown).map { rowsEach + ($0 < spare ? 1 : 0) - (titled ? 1 : 0) }
    let axes = (0..<shown).map { scene.panelAxis($0, count: max(plotRows[$0] / 3, 2)) }
    let names = scene.lines.prefix(shown).map { line in
      let name = scene.panelTitle(of: line)
      return name.isEmpty ? "–" : name
    }
    var labelWidth =
      plotRows.max() ?? 0 > 1
      ? min(axes.flatMap { $0.1 }.map { TextMetrics.columns($0.label) }.max() ?? 0, width / 4) : 0
    var nameWidth = titled ? 0 : min(names.map(TextMetrics.columns).max() ?? 0, max(6, width / 5))
    // Too narrow: the plot keeps at least 8 columns, giving up tick labels, then names.
    func plotColumns() -> Int { width - (nameWidth > 0 ? nameWidth + 1 : 0) - labelWidth - 2 }
    if plotColumns() < 8 { labelWidth = 0 }
    if plotColumns() < 8 { nameWidth = max(0, width - 10) }
    let columns = max(plotColumns(), 1)
    let indent = (nameWidth > 0 ? nameWidth + 1 : 0) + labelWidth + 1
    var last: (TerminalCanvas, Projection)?
    for index in 0..<shown {
      if titled {
        out.append(
          String(repeating: " ", count: indent + 1)
            + styled(TextMetrics.truncated(names[index], toColumns: columns), 1))
      }
      var canvas = TerminalCanvas(columns: columns, rows: plotRows[index], isBraille: !isASCII)
      let (domain, ticks) = axes[index]
      let projection = Projection(
        plot: PlotRect(x: 0, y: 0, width: Double(canvas.dotWidth - 1), height: Double(canvas.dotHeight - 1)),
        xDomain: scene.xDomain, yDomain: domain)
      var single = scene
      single.lines = [scene.lines[index]]
      single.points = []
      single.bars = []
      single.rules = []
      single.annotations = []
      single.others = scene.panelBand(of: scene.lines[index])
      draw(single, on: &canvas, projection: projection)
      let name = nameWidth > 0 ? TextMetrics.truncated(names[index], toColumns: nameWidth) : ""
      out.append(
        contentsOf: canvasRows(
          canvas, projection: projection, ticks: plotRows[index] > 1 ? ticks : [], labelWidth: labelWidth,
          lead: [(plotRows[index] - 1) / 2: name], leadWidth: nameWidth))
      last = (canvas, projection)
    }
    if shown < count {
      out.append(String(repeating: " ", count: indent + 1) + styled("+\(count - shown)", 2))
    }
    if let (canvas, projection) = last {
      out.append(contentsOf: xAxis(scene, projection: projection, canvas: canvas, indent: indent))
    }
    return out
  }
}
