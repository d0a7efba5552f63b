import Foundation
import PhaseCharts
import PhaseKit

/// Draws charts and state cards as text for a terminal: lines in Unicode braille (2×4 dots per
/// character cell) or, for terminals without it, in plain ASCII.
///
/// ```swift
/// let renderer = TerminalRenderer(width: 100, height: 24, usesColor: true)
/// print(renderer.render(Chart(dataset: dataset)))
/// ```
///
/// The output is exactly `height` lines (a chart at least ``minimumHeight``; an error card,
/// a box around its text, may be shorter), none wider than `width` columns, counting CJK
/// characters as two. A state card fits any height: when lines run out, it leaves out its
/// least important text first (see ``render(_:chart:)``).
public struct TerminalRenderer: Sendable {
  /// The narrowest output, in columns, that leaves room for a plot with its y tick labels.
  /// Narrower outputs are still never wider than asked: a chart drops its y tick labels, down
  /// to ``narrowestChart`` columns, and below that says in one line that the terminal is too
  /// narrow; state cards are cut at the width.
  public static let minimumWidth = 24
  /// The narrowest output, in columns, that shows a chart at all (its plot without y labels).
  public static let narrowestChart = 12
  /// The lowest chart, in lines, that still leaves room for a plot with its axes; a chart asked
  /// for a lower height is drawn at this height. State cards fit lower heights too.
  public static let minimumHeight = 8

  /// How lines are drawn.
  public enum Style: Sendable, Hashable {
    /// Unicode braille, 2×4 dots per cell: the sharpest lines a terminal can show.
    case braille
    /// Plain ASCII: one glyph per cell, a different glyph per series (`*`, `+`, `o`, …).
    case ascii
  }

  /// The width in columns; 80 by default, at least 1. No line of the output is wider.
  public var width: Int
  /// The height in lines; 20 by default, at least 1. Charts are drawn at least
  /// ``minimumHeight`` lines high; state cards fit the height.
  public var height: Int
  /// How lines are drawn; ``Style/braille`` by default.
  public var style: Style
  /// Whether to colour series and dim secondary text with ANSI escapes; `false` by default.
  public var usesColor: Bool
  /// The language of generated text; `Language.current` by default.
  public var language: Language
  /// How lines with more points than the plot has braille dot columns are reduced;
  /// `DownsamplingMethod.auto` (the same dots as every point) by default.
  public var downsampling: DownsamplingMethod
  /// The zone date ticks are shown in; nil (the default) takes the data's own UTC offset when
  /// its dates carried one, else UTC for a dataset's dates (written without a zone, they are
  /// shown as written), else the local zone for `Date` values in marks. The x axis label names
  /// the zone used.
  public var timeZone: TimeZone?

  /// Creates a renderer.
  ///
  /// - Parameters:
  ///   - width: The width in columns, usually the terminal's; 80 by default.
  ///   - height: The height in lines; 20 by default.
  ///   - style: Braille or ASCII; ``Style/braille`` by default.
  ///   - usesColor: Whether to emit ANSI colours; `false` by default.
  ///   - language: The language of generated text; `Language.current` by default.
  ///   - downsampling: How long lines are reduced; `DownsamplingMethod.auto` by default.
  ///   - timeZone: The zone of date ticks; nil (the data's offset, else UTC for a
  ///     dataset, else local) by default.
  public init(
    width: Int = 80, height: Int = 20, style: Style = .braille, usesColor: Bool = false,
    language: Language = .current, downsampling: DownsamplingMethod = .auto,
    timeZone: TimeZone? = nil
  ) {
    self.width = min(max(width, 1), 1000)
    self.height = min(max(height, 1), 500)
    self.style = style
    self.usesColor = usesColor
    self.language = language
    self.downsampling = downsampling
    self.timeZone = timeZone
  }

  /// The chart resolved for drawing, with date ticks in this renderer's zone and language.
  func scene(_ chart: Chart) -> ChartScene {
    var scene = ChartScene(chart)
    scene.prepare(timeZone: timeZone, language: language)
    return scene
  }

  /// The chart as text lines joined by newlines, ending with a newline.
  ///
  /// - Parameter chart: The chart.
  /// - Returns: The text.
  public func render(_ chart: Chart) -> String {
    guard width >= Self.narrowestChart else { return tooNarrowNotice() + "\n" }
    var lines = chartLines(scene(chart), height: max(height, Self.minimumHeight))
    if width < Self.minimumWidth {
      // Long tick labels and axis titles are cut to the width rather than wrapped.
      lines = lines.map { TextMetrics.clipped($0, toColumns: width) }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// "terminal too narrow (N columns); need M", or just "too narrow" when that does not fit
  /// either, cut to the width.
  func tooNarrowNotice() -> String {
    let text = PhaseKitText.terminalTooNarrow.format([String(width), String(Self.narrowestChart)], in: language)
    let short = PhaseKitText.terminalTooNarrowShort.text(in: language)
    return TextMetrics.truncated(TextMetrics.columns(text) <= width ? text : short, toColumns: width)
  }

  var isASCII: Bool { style == .ascii }

  func styled(_ text: String, _ code: TerminalCanvas.Style) -> String {
    usesColor && code != 0 ? "\u{1B}[\(code)m" + text + "\u{1B}[0m" : text
  }

  /// `text` padded with spaces to `columns` display columns.
  func padded(_ text: String, to columns: Int) -> String {
    text + String(repeating: " ", count: max(0, columns - TextMetrics.columns(text)))
  }

  /// The chart in `height` lines: title, legend, y label, plot with y ticks, x axis, x labels.
  ///
  /// `card` (an empty card's title and message) is written in the plot around its first rule
  /// (``writeCardText(_:scene:on:projection:)``).
  func chartLines(
    _ scene: ChartScene, height: Int, card: (title: String, message: String?)? = nil
  ) -> [String] {
    // Titles, labels, series and category names may come from data: nothing in them may drive
    // the terminal (escape sequences, OSC 52, bidi overrides). The renderer's own colours are
    // added after this.
    var scene = scene
    scene.makeTerminalSafe()
    if scene.layout == .panels { return panelLines(scene, height: height) }
    if scene.isDatasetBars { return barLines(scene, height: height) }
    // Headers go in order of importance while at least three plot rows remain.
    let footer = 2 + (scene.xLabel.isEmpty ? 0 : 1)
    var (out, headerRoom) = titled(scene.title, height: height, footer: footer)
    // Series a colour, glyph or dash cannot tell apart, or that the legend has no room to
    // name, are drawn as one group of others (grey, under the named ones), which the legend's
    // last entry counts: no line is taken for a named series whose style it repeats.
    let count = scene.series.count
    let distinct =
      usesDashes(scene)
      ? TerminalCanvas.dashes.count
      : isASCII ? TerminalCanvas.seriesGlyphs.count : TerminalCanvas.seriesStyles.count
    var othersFrom = count > distinct ? distinct - 1 : count
    if scene.showsLegend && headerRoom > 0 {
      let (text, listed) = legend(scene, maxListed: othersFrom)
      out.append(text)
      othersFrom = listed
      headerRoom -= 1
    }
    if othersFrom < count {
      scene.lines =
        scene.lines.filter { $0.series >= othersFrom }.map { line in
          var line = line
          line.series = -1
          return line
        } + scene.lines.filter { $0.series < othersFrom }
      for index in scene.points.indices where scene.points[index].series >= othersFrom {
        scene.points[index].series = -1
      }
      for index in scene.bars.indices where scene.bars[index].series >= othersFrom {
        scene.bars[index].series = -1
      }
    }
    if let heat = scene.heat, headerRoom > 0 {
      out.append(heatLegend(heat))
      headerRoom -= 1
    }
    if !scene.yLabel.isEmpty && headerRoom > 0 {
      out.append(styled(TextMetrics.truncated(scene.yLabel, toColumns: width), 2))
    }
    let plotRows = max(height - out.count - footer, 3)
    let (yDomain, yTicks) = scene.yAxis(count: max(plotRows / 3, 2))
    var labelWidth = min(yTicks.map { TextMetrics.columns($0.label) }.max() ?? 1, width / 3)
    // Too narrow for labels and a plot of 8 columns: the plot keeps the room.
    if width - labelWidth - 2 < 8 { labelWidth = 0 }
    let plotColumns = max(width - labelWidth - 2, 1)
    var canvas = TerminalCanvas(columns: plotColumns, rows: plotRows, isBraille: !isASCII)
    let projection = Projection(
      plot: PlotRect(
        x: 0, y: 0, width: Double(canvas.dotWidth - 1), height: Double(canvas.dotHeight - 1)),
      xDomain: scene.xDomain, yDomain: yDomain)
    if let heat = scene.heat {
      drawHeat(heat, on: &canvas, projection: projection)
    } else {
      draw(scene, on: &canvas, projection: projection)
    }
    // A rule the card's text moved off its value's row leaves the tick labels without meaning.
    let hidesTicks = card.map { writeCardText($0, scene: scene, on: &canvas, projection: projection) } ?? false

    out.append(
      contentsOf: canvasRows(canvas, projection: projection, ticks: hidesTicks ? [] : yTicks, labelWidth: labelWidth))
    out.append(contentsOf: xAxis(scene, projection: projection, canvas: canvas, indent: labelWidth + 1))
    return out
  }

  /// The first lines of a chart `height` lines high with `footer` lines under its plot: the
  /// title, if there is one and room for it above three plot rows; with the room left for
  /// further headers.
  func titled(_ title: String?, height: Int, footer: Int) -> (lines: [String], room: Int) {
    let room = max(0, height - footer - 3)
    guard let title, room > 0 else { return ([], room) }
    return ([styled(TextMetrics.truncated(title, toColumns: width), 1)], room - 1)
  }

  /// The rows of a plot: each y tick's label right-aligned in a gutter `labelWidth` wide on the
  /// row its value falls on (`┤`), the axis (`│`) on the others, then the canvas row. `lead`
  /// (text already padded to one width, by row) goes before the gutter: small multiples name
  /// their panels there.
  func canvasRows(
    _ canvas: TerminalCanvas, projection: Projection, ticks: [Tick], labelWidth: Int, lead: [Int: String] = [:],
    leadWidth: Int = 0
  ) -> [String] {
    var tickLabels = [String?](repeating: nil, count: canvas.rows)
    for tick in ticks where labelWidth > 0 {
      let row = Int(projection.y(tick.value).rounded()) / canvas.dotsPerRow
      if row >= 0 && row < canvas.rows { tickLabels[row] = tick.label }
    }
    return (0..<canvas.rows).map { row in
      let label = tickLabels[row].map { TextMetrics.truncated($0, toColumns: labelWidth) } ?? ""
      let gutter = String(repeating: " ", count: labelWidth - TextMetrics.columns(label))
      let axis = tickLabels[row] == nil ? (isASCII ? "|" : "│") : (isASCII ? "+" : "┤")
      let name = leadWidth > 0 ? styled(padded(lead[row] ?? "", to: leadWidth), 1) + " " : ""
      return name + styled(gutter + label, 2) + " " + axis + canvas.line(row, usesColor: usesColor)
    }
  }

  /// One entry per series, for at most `maxListed` series and as many as fit the width (the
  /// last name cut with `…` if needed), then `·· +N` in grey for the series not named; with
  /// how many series it names. A dataset's envelope of series not drawn one by one
  /// (``ChartScene/others``) has the last entry, its shade and `+N`, kept in reserve.
  private func legend(_ scene: ChartScene, maxListed: Int) -> (text: String, listed: Int) {
    var line = ""
    var used = 0
    let count = scene.series.count
    let envelope = scene.others.map { envelopeSample + " " + $0.name } ?? ""
    let width = self.width - (envelope.isEmpty ? 0 : TextMetrics.columns(envelope) + 2)
    func finish(_ line: String, _ listed: Int) -> (text: String, listed: Int) {
      guard !envelope.isEmpty else { return (line, listed) }
      let shade = styled(envelopeSample, TerminalCanvas.style(series: -1))
      return (line + (line.isEmpty ? "" : "  ") + shade + " " + scene.others!.name, listed)
    }
    func othersEntry(_ rest: Int) -> String {
      (used == 0 ? "" : "  ") + styled(isASCII ? "." : TerminalCanvas.othersSample, TerminalCanvas.style(series: -1))
        + " +\(rest)"
    }
    func othersWidth(_ rest: Int) -> Int { (used == 0 ? 0 : 2) + (isASCII ? 1 : 2) + 2 + String(rest).count }
    let dashes = usesDashes(scene)
    for (index, series) in scene.series.enumerated() {
      // Room left for this entry once the others' entry is kept in reserve (when any remain).
      let reserve = index + 1 < count ? othersWidth(count - index - 1) : 0
      if index >= maxListed || width - used - reserve < 8 {
        guard othersWidth(count - index) <= width - used else { return finish(line, index) }
        return finish(line + othersEntry(count - index), index)
      }
      let symbol =
        isASCII
        ? String(TerminalCanvas.seriesGlyphs[index % TerminalCanvas.seriesGlyphs.count])
        : dashes
          ? TerminalCanvas.dashSamples[index % TerminalCanvas.dashSamples.count] : "●"
      let separator = index == 0 ? "" : "  "
      let room = width - used - TextMetrics.columns(separator) - TextMetrics.columns(symbol) - 1 - reserve
      guard room > 0 else { return finish(line, index) }
      var name = series.name.isEmpty ? PhaseKitText.series.text(in: language) : series.name
      name = TextMetrics.truncated(name, toColumns: room)
      line += separator + styled(symbol, TerminalCanvas.style(series: index)) + " " + name
      used += TextMetrics.columns(separator) + TextMetrics.columns(symbol) + 1 + TextMetrics.columns(name)
    }
    return finish(line, count)
  }

  /// The x axis line with tick marks, the tick labels (skipping any that would overlap), and
  /// the axis label; the ticks are the scene's x ticks unless given.
  func xAxis(
    _ scene: ChartScene, projection: Projection, canvas: TerminalCanvas, indent: Int, ticks: [Tick]? = nil
  ) -> [String] {
    let columns = canvas.columns
    let ticks = ticks ?? scene.xTicks(count: max(columns / 14, 2))
    var axis = [Character](repeating: isASCII ? "-" : "─", count: columns)
    var labelText = ""
    var nextFree = 0
    var placed: [(column: Int, label: String)] = []
    for tick in ticks {
      let column = Int((projection.x(tick.value) / Double(canvas.dotsPerColumn)).rounded(.down))
      guard column >= 0, column < columns else { continue }
      axis[column] = isASCII ? "+" : "┬"
      // A label wider than the whole line is cut to it.
      let label = TextMetrics.truncated(tick.label, toColumns: width)
      let labelWidth = TextMetrics.columns(label)
      let start = min(max(indent + 1 + column - labelWidth / 2, 0), indent + 1 + columns - labelWidth)
      guard start >= nextFree else { continue }
      placed.append((max(start, 0), label))
      nextFree = start + labelWidth + 1
    }
    for (start, label) in placed {
      labelText += String(repeating: " ", count: max(0, start - TextMetrics.columns(labelText)))
      labelText += label
    }
    let corner = isASCII ? "+" : "└"
    var lines = [
      String(repeating: " ", count: indent) + corner + String(axis),
      styled(labelText, 2),
    ]
    if !scene.xLabel.isEmpty {
      let label = TextMetrics.truncated(scene.xLabel, toColumns: width)
      let centred = indent + 1 + (columns - TextMetrics.columns(label)) / 2
      let left = max(0, min(centred, width - TextMetrics.columns(label)))
      lines.append(String(repeating: " ", count: left) + styled(label, 2))
    }
    return lines
  }
}

extension ChartScene {
  /// Makes every text that may come from data safe to print (see ``TerminalSafeText``).
  mutating func makeTerminalSafe() {
    title = title.map { TerminalSafeText.make($0) }
    xLabel = TerminalSafeText.make(xLabel)
    yLabel = TerminalSafeText.make(yLabel)
    for index in series.indices { series[index].name = TerminalSafeText.make(series[index].name) }
    for index in annotations.indices {
      annotations[index].text.content = TerminalSafeText.make(annotations[index].text.content)
    }
    if case .category(let names) = xKind { xKind = .category(names.map { TerminalSafeText.make($0) }) }
  }
}
