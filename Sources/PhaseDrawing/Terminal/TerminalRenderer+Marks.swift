import PhaseCharts

extension TerminalRenderer {
  /// Plots every mark of the scene on the canvas, in the same order as the SVG renderer.
  func draw(_ scene: ChartScene, on canvas: inout TerminalCanvas, projection: Projection) {
    func dot(_ x: Double, _ y: Double) -> (x: Int, y: Int) {
      let px = projection.x(x)
      let py = projection.y(y)
      // NaN (a flat or infinite domain) goes off the canvas; everything else is clamped near it.
      func clamped(_ value: Double) -> Int {
        value.isNaN ? -1_000_000 : Int(min(max(value, -1e6), 1e6).rounded())
      }
      return (clamped(px), clamped(py))
    }
    if let others = scene.others { shadeEnvelope(others, on: &canvas, projection: projection) }
    let isHistogram = scene.binWidth != nil
    for bar in scene.bars {
      // An empty bin is no bar (not a row of dots along zero).
      if isHistogram && bar.y0 == bar.y1 { continue }
      let left = dot(bar.x - bar.width / 2, bar.y0)
      var right = dot(bar.x + bar.width / 2, bar.y1)
      // Bins touch: each leaves its right edge to the next, and one dot column more, to keep
      // them apart, when it is at least three dots wide.
      if isHistogram && right.x > left.x { right.x -= right.x - left.x >= 3 ? 2 : 1 }
      for x in min(left.x, right.x)...max(left.x, right.x) where x >= 0 && x < canvas.dotWidth {
        canvas.line(from: (x, left.y), to: (x, right.y), series: bar.series, glyph: isHistogram ? "#" : nil)
      }
    }
    // A dot column holds the x values that round to it: its pixel edges are half a dot out.
    // Braille dots are on or off (no anti-aliasing): whole-dot columns are exact.
    let grid = PixelColumns(
      xDomain: scene.xDomain, left: 0.5, width: Double(max(canvas.dotWidth - 1, 1)))
    let dashes = usesDashes(scene)
    // Dots of a series drawn as points: each dot set once, however many points share it.
    var dotTaken = [Bool](repeating: false, count: scene.lines.contains(where: \.isPoints) ? canvas.dotWidth * canvas.dotHeight : 0)
    for line in scene.lines {
      if line.isPoints {
        plotDots(line, on: &canvas, taken: &dotTaken, dot: dot)
        continue
      }
      let pattern = dashes ? Self.dash(series: line.series) : 0xFF
      let reduced = line.reduced(to: grid, pixels: canvas.dotWidth, method: downsampling)
      let baseline = line.isArea ? dot(0, 0).y : nil
      var previous: (x: Int, y: Int)?
      var phase = 0
      var previousBand: ((x: Int, y: Int), (x: Int, y: Int))?
      var nextBreak = 0
      for index in reduced.xs.indices {
        while nextBreak < reduced.breaks.count, reduced.breaks[nextBreak] < index { nextBreak += 1 }
        if nextBreak < reduced.breaks.count, reduced.breaks[nextBreak] == index {
          previous = nil
          previousBand = nil
        }
        let x = reduced.xs[index]
        let y = reduced.ys[index]
        guard x.isFinite, y.isFinite else {
          previous = nil
          previousBand = nil
          continue
        }
        let point = dot(x, y)
        if let lows = reduced.lows, index < lows.count, lows[index].isFinite {
          // Fill every dot column between this point and the previous one, edges interpolated.
          let bottom = dot(x, lows[index])
          let from = previousBand ?? (point, bottom)
          let steps = max(abs(point.x - from.0.x), 1)
          for step in 0...steps where abs(point.x - from.0.x) <= canvas.dotWidth {
            let t = Double(step) / Double(steps)
            let column = from.0.x + Int((Double(point.x - from.0.x) * t).rounded())
            let top = from.0.y + Int((Double(point.y - from.0.y) * t).rounded())
            let low = from.1.y + Int((Double(bottom.y - from.1.y) * t).rounded())
            canvas.line(from: (column, top), to: (column, low), series: line.series)
          }
          previousBand = (point, bottom)
          continue
        }
        if let baseline {
          canvas.line(from: point, to: (point.x, baseline), series: line.series)
        }
        canvas.line(
          from: previous ?? point, to: point, series: line.series, dash: pattern,
          phase: &phase)
        previous = point
      }
    }
    for rule in scene.rules {
      let glyph: Character = rule.isHorizontal ? "-" : "|"
      if let span = rule.span {
        let top = dot(rule.value, span.upperBound)
        canvas.line(
          from: top, to: (top.x, dot(rule.value, span.lowerBound).y), series: rule.series, glyph: "|")
      } else if rule.isHorizontal {
        let y = dot(scene.xDomain.lowerBound, rule.value).y
        canvas.line(from: (0, y), to: (canvas.dotWidth - 1, y), series: rule.series, glyph: glyph)
      } else {
        let x = dot(rule.value, 0).x
        canvas.line(from: (x, 0), to: (x, canvas.dotHeight - 1), series: rule.series, glyph: glyph)
      }
    }
    for point in scene.points {
      let position = dot(point.x, point.y)
      canvas.plot(x: position.x, y: position.y, series: point.series, glyph: point.symbol.glyph)
    }
    plotBeyond(scene, on: &canvas, dot: dot)
    for annotation in scene.annotations {
      // Wider than the plot: wrapped to up to three rows (the third cut with `…` if still too
      // long), so "All 89 points were removed: missing or not a number (89)" is read whole at
      // 30 or 40 columns instead of ending in "missi…".
      var lines = [annotation.text.content]
      if TextMetrics.columns(annotation.text.content) > canvas.columns {
        lines = TextMetrics.wrap(annotation.text.content, maxColumns: canvas.columns).filter { !$0.isEmpty }
        if lines.count > 3 {
          lines =
            Array(lines.prefix(2))
            + [TextMetrics.truncated(lines[2...].joined(separator: " "), toColumns: canvas.columns)]
        }
      }
      let markRow = annotation.y.map { dot(0, $0).y / canvas.dotsPerRow } ?? canvas.rows / 2
      let count = lines.count
      let first: Int
      switch annotation.position {
      case .top: first = markRow - count
      case .bottom: first = markRow + 1
      case .overlay: first = markRow - (count - 1) / 2
      case .automatic: first = markRow - count >= 0 ? markRow - count : markRow + 1
      }
      let style: TerminalCanvas.Style = annotation.text.color == .secondary ? 2 : 0
      for (index, line) in lines.enumerated() {
        let text = TextMetrics.truncated(line, toColumns: canvas.columns)
        let width = TextMetrics.columns(text)
        let column =
          annotation.x.map { dot($0, 0).x / canvas.dotsPerColumn - width / 2 }
          ?? (canvas.columns - width) / 2
        canvas.write(
          text, column: min(max(column, 0), canvas.columns - width), row: first + index, style: style)
      }
    }
  }

  /// Whether lines are told apart by dash pattern: braille without colour, lines of several
  /// series. Dots (a dataset drawn as points) have no dashes.
  func usesDashes(_ scene: ChartScene) -> Bool {
    !usesColor && !isASCII && Set(scene.lines.lazy.filter { !$0.isPoints }.map(\.series)).count > 1
  }

  /// Sets one dot per point of a line drawn as points, joining none of them. `taken` (one flag
  /// per dot of the canvas, cleared after each series) keeps a million points that fall on a
  /// few thousand dots from setting each of them again and again.
  private func plotDots(
    _ line: ChartScene.Line, on canvas: inout TerminalCanvas, taken: inout [Bool],
    dot: (Double, Double) -> (x: Int, y: Int)
  ) {
    let width = canvas.dotWidth
    let height = canvas.dotHeight
    var set: [Int] = []
    for index in line.xs.indices {
      let x = line.xs[index]
      let y = line.ys[index]
      guard x.isFinite, y.isFinite else { continue }
      let position = dot(x, y)
      guard position.x >= 0, position.y >= 0, position.x < width, position.y < height else { continue }
      let flag = position.y * width + position.x
      if taken[flag] { continue }
      taken[flag] = true
      set.append(flag)
      canvas.plot(x: position.x, y: position.y, series: line.series)
    }
    for flag in set { taken[flag] = false }
  }

  /// The dash pattern of a series' line when ``usesDashes(_:)``; sparse dots for the others
  /// (series -1, the ones the legend does not name).
  static func dash(series: Int) -> UInt8 {
    series < 0 ? TerminalCanvas.othersDash : TerminalCanvas.dashes[series % TerminalCanvas.dashes.count]
  }

  /// The shade that stands for the envelope of series not drawn one by one, in the plot and in
  /// the legend.
  var envelopeSample: String { isASCII ? ":" : "░" }

  /// Shades every empty cell between the envelope's lowest and highest values, column by
  /// column, in grey: drawn first, so lines and bars drawn after take the cells they cross.
  func shadeEnvelope(_ envelope: SeriesEnvelope, on canvas: inout TerminalCanvas, projection: Projection) {
    let dotsPerColumn = Double(canvas.dotsPerColumn)
    let dotsPerRow = canvas.dotsPerRow
    var lows = [Int](repeating: Int.max, count: canvas.columns)
    var highs = [Int](repeating: Int.min, count: canvas.columns)
    for index in envelope.xs.indices {
      let x = projection.x(envelope.xs[index])
      let low = projection.y(envelope.lows[index])
      let high = projection.y(envelope.highs[index])
      guard x.isFinite, low.isFinite, high.isFinite else { continue }
      let column = Int((x / dotsPerColumn).rounded(.down))
      guard column >= 0, column < canvas.columns else { continue }
      // Dot rows grow downward: the high value is the upper (smaller) row.
      lows[column] = min(lows[column], Int(high.rounded()) / dotsPerRow)
      highs[column] = max(highs[column], Int(low.rounded()) / dotsPerRow)
    }
    // Buckets fewer than columns: the columns between two are filled by interpolating.
    var previous: Int?
    for column in 0..<canvas.columns where lows[column] <= highs[column] {
      if let previous, column - previous > 1 {
        for between in (previous + 1)..<column {
          let t = Double(between - previous) / Double(column - previous)
          lows[between] = Int((Double(lows[previous]) + t * Double(lows[column] - lows[previous])).rounded())
          highs[between] = Int((Double(highs[previous]) + t * Double(highs[column] - highs[previous])).rounded())
        }
      }
      previous = column
    }
    let shade = Character(envelopeSample)
    for column in 0..<canvas.columns where lows[column] <= highs[column] {
      for row in max(lows[column], 0)...min(highs[column], canvas.rows - 1) {
        canvas.shade(column: column, row: row, with: shade)
      }
    }
  }
}
