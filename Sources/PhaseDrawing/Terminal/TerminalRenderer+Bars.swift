import PhaseCharts
extension TerminalRenderer {
  /// Fills for the bars of several series, told apart without colour.
  static let barFills: [Character] = ["█", "▓", "▒", "░"]
  /// The end of a bar growing right that covers 1…7 eighths of its last cell.
  static let eighths: [Character] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]

  /// Category bars in `height` lines, lying, which is how a terminal reads them best: one row
  /// per category, its name right-aligned in a column on the left (cut with `…`), the bar in
  /// block characters to an eighth of a cell, its value after it, and the values' axis at the
  /// bottom. Bars of several series stack, each in its colour and fill. When there are more
  /// categories than rows, the last row says how many are not shown (the chart choice sorts
  /// them largest first).
  func barLines(_ scene: ChartScene, height: Int) -> [String] {
    guard case .category(let categories) = scene.xKind else { return [] }
    var segmentsByCategory = [[ChartScene.Bar]](repeating: [], count: categories.count)
    for bar in scene.bars {
      let slot = Int(bar.x.rounded())
      if segmentsByCategory.indices.contains(slot) { segmentsByCategory[slot].append(bar) }
    }
    // Grouped bars (side by side in their band): a line per bar, the category named on the
    // first of its lines.
    var names: [String] = []
    var segments: [[ChartScene.Bar]] = []
    for (slot, bars) in segmentsByCategory.enumerated() {
      if Set(bars.map(\.x)).count > 1 {
        for (index, bar) in bars.sorted(by: { $0.x < $1.x }).enumerated() {
          names.append(index == 0 ? categories[slot] : "")
          segments.append([bar])
        }
      } else {
        names.append(categories[slot])
        segments.append(bars)
      }
    }
    let footer = 2 + (scene.yLabel.isEmpty ? 0 : 1)
    var (out, headerRoom) = titled(scene.title, height: height, footer: footer)
    if scene.showsLegend && scene.series.count > 1 && headerRoom > 0 {
      out.append(barLegend(scene))
      headerRoom -= 1
    }
    if !scene.xLabel.isEmpty && headerRoom > 0 {
      out.append(styled(TextMetrics.truncated(scene.xLabel, toColumns: width), 2))
    }
    let rows = max(height - out.count - footer, 1)
    let shown = names.count <= rows ? names.count : rows - 1
    // A blank row between bars when there is room for one, the rest of the height left empty
    // under them: a bar is a line of text, not a block as high as the terminal allows.
    let spacing = shown > 1 && 2 * shown - 1 + (shown < names.count ? 1 : 0) <= rows ? 1 : 0
    let bodyTop = out.count
    let totals = segments.map { $0.reduce(0) { $0 + $1.y1 - $1.y0 } }
    var nameWidth = min(names.prefix(shown).map(TextMetrics.columns).max() ?? 0, max(6, width * 35 / 100))
    // The value labels' widths depend on the axis step, which depends on the columns: the
    // widest label is estimated from an axis of about ten ticks first.
    let estimate = valueLabels(totals, domain: scene.yAxis(count: 10).domain)
    var valueWidth = (estimate.prefix(shown).map(TextMetrics.columns).max() ?? 0) + 1
    func barColumns() -> Int { width - nameWidth - 2 - valueWidth }
    if barColumns() < 8 { valueWidth = 0 }
    if barColumns() < 8 { nameWidth = max(0, width - 10) }
    let columns = max(barColumns(), 1)
    let (domain, ticks) = scene.yAxis(count: max(columns / 12, 2))
    let values = valueLabels(totals, domain: domain)
    let scale = Double(columns) / (domain.upperBound - domain.lowerBound)
    func position(_ value: Double) -> Double { (value - domain.lowerBound) * scale }
    let zero = position(0).rounded()
    let stacked = scene.series.count > 1
    let emptyRow = String(repeating: " ", count: nameWidth + 1) + (isASCII ? "|" : "│")
    for slot in 0..<max(shown, 0) {
      // The bar's cells, then the columns kept for its value past the widest bar.
      var cells = [Character](repeating: " ", count: columns + valueWidth)
      var styles = [TerminalCanvas.Style](repeating: 0, count: columns + valueWidth)
      var end = zero
      for segment in segments[slot] {
        let grows = segment.y1 >= segment.y0
        let from = min(position(segment.y0), position(segment.y1))
        let to = max(position(segment.y0), position(segment.y1))
        let first = max(Int(from.rounded(.down)), 0)
        let last = min(Int(to.rounded(.up)), columns)
        guard first < last else { continue }
        for cell in first..<last {
          let coverage = min(to, Double(cell + 1)) - max(from, Double(cell))
          let end: BarEnd? = grows ? (cell == last - 1 ? .right : nil) : (cell == first ? .left : nil)
          guard let glyph = barGlyph(coverage: coverage, series: segment.series, stacked: stacked, end: end)
          else { continue }
          cells[cell] = glyph
          styles[cell] = TerminalCanvas.style(series: segment.series)
        }
        end = max(end, to.rounded(.up))
      }
      if valueWidth > 0 {
        let start = Int(min(max(end, 0), Double(columns))) + 1
        for (offset, character) in values[slot].enumerated() where start + offset < cells.count {
          cells[start + offset] = character
          styles[start + offset] = 2
        }
      }
      let name = TextMetrics.truncated(names[slot], toColumns: nameWidth)
      var line = String(repeating: " ", count: nameWidth - TextMetrics.columns(name)) + name + " "
      line += isASCII ? "|" : "│"
      var run = ""
      var runStyle: TerminalCanvas.Style = 0
      for cell in cells.indices {
        if styles[cell] != runStyle && !run.isEmpty {
          line += styled(run, runStyle)
          run = ""
        }
        runStyle = styles[cell]
        run.append(cells[cell])
      }
      if slot > 0 && spacing > 0 { out.append(emptyRow) }
      out.append(line + styled(run, runStyle))
    }
    if shown < names.count {
      let more = "+\(names.count - shown)"
      out.append(styled(String(repeating: " ", count: max(0, nameWidth - more.count)) + more, 2))
    }
    while out.count - bodyTop < rows { out.append(emptyRow) }
    var valueScene = scene
    valueScene.xLabel = scene.yLabel
    valueScene.xKind = .linear
    let canvas = TerminalCanvas(columns: columns, rows: 1, isBraille: !isASCII)
    let projection = Projection(
      plot: PlotRect(x: 0, y: 0, width: Double(canvas.dotWidth - 1), height: 1), xDomain: domain, yDomain: 0...1)
    out.append(contentsOf: xAxis(valueScene, projection: projection, canvas: canvas, indent: nameWidth + 1, ticks: ticks))
    return out
  }

  /// Which end of a bar a partly covered cell is: the end growing right takes left-aligned
  /// eighths, the end growing left a right half.
  enum BarEnd { case left, right }

  /// The character for a cell of a bar that covers `coverage` of it (0…1), or nil to leave it
  /// empty.
  private func barGlyph(coverage: Double, series: Int, stacked: Bool, end: BarEnd?) -> Character? {
    let fill: Character =
      isASCII
      ? (stacked ? TerminalCanvas.seriesGlyphs[max(series, 0) % TerminalCanvas.seriesGlyphs.count] : "#")
      : (stacked ? Self.barFills[max(series, 0) % Self.barFills.count] : "█")
    if coverage >= 0.9375 { return fill }
    if isASCII || stacked || end == nil { return coverage >= 0.5 ? fill : nil }
    let eighth = Int((coverage * 8).rounded())
    guard eighth > 0 else { return nil }
    if end == .right { return Self.eighths[min(eighth, 7) - 1] }
    return eighth >= 3 ? "▐" : "▕"
  }

  /// The value of each category as a label, with the decimals a tenth of the axis step needs.
  private func valueLabels(_ totals: [Double], domain: ClosedRange<Double>) -> [String] {
    let step = LinearTicks.step(in: domain, count: 10) / 10
    return ChartNumberFormat.tickLabels(totals, step: step)
  }

  /// `█ name  ▓ name`: the fill and colour of each series' part of the stacked bars.
  private func barLegend(_ scene: ChartScene) -> String {
    var line = ""
    var used = 0
    for (index, series) in scene.series.enumerated() {
      let fill = String(isASCII ? TerminalCanvas.seriesGlyphs[index % TerminalCanvas.seriesGlyphs.count] : Self.barFills[index % Self.barFills.count])
      let separator = index == 0 ? "" : "  "
      let room = width - used - separator.count - 2
      guard room >= 4 else { break }
      let name = TextMetrics.truncated(series.name.isEmpty ? "–" : series.name, toColumns: room)
      line += separator + styled(fill, TerminalCanvas.style(series: index)) + " " + name
      used += separator.count + 2 + TextMetrics.columns(name)
    }
    return line
  }
}
