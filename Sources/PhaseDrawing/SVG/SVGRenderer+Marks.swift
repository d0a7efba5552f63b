import PhaseCharts
extension SVGRenderer {
  /// A polyline, or for areas the region between it and `baseline`. Breaks and non-finite
  /// points start a new subpath; points that round to the previous one are skipped.
  /// The line's path carries its series name as `aria-label`, for screen readers.
  func drawLine(
    _ line: ChartScene.Line, name: String, color: String, projection: Projection,
    baseline: Double?, into out: inout SVGWriter
  ) {
    guard !line.xs.isEmpty else { return }
    if let lows = line.lows {
      out.raw("<path fill-opacity=\"0.3\" stroke=\"none\"")
      out.attribute("fill", color)
      if !name.isEmpty { out.attribute("aria-label", name) }
      out.raw(" d=\"")
      writeBand(line, lows: lows, projection: projection, into: &out)
      out.raw("\"/>\n")
      return
    }
    if let baseline {
      var opening = SVGWriter(capacity: 96)
      opening.raw("<path fill-opacity=\"0.22\" stroke=\"none\"")
      opening.attribute("fill", color)
      opening.raw(" d=\"")
      out.append(opening)
      writeAnyPath(
        line, projection: projection, baseline: projection.y(baseline), opening: opening, into: &out)
      out.raw("\"/>\n")
    }
    var opening = SVGWriter(capacity: 160)
    opening.raw("<path fill=\"none\" stroke-linejoin=\"round\" stroke-linecap=\"round\"")
    strokeAttributes(line.stroke, defaultWidth: 2, into: &opening)
    opening.attribute("stroke", color)
    if !name.isEmpty { opening.attribute("aria-label", name) }
    opening.raw(" d=\"")
    out.append(opening)
    writeAnyPath(line, projection: projection, baseline: nil, opening: opening, into: &out)
    out.raw("\"/>\n")
    // A point with no neighbour draws no line: show it as a dot, or it would vanish.
    let radius = max(3, (line.stroke?.lineWidth ?? 2) * 1.5)
    for (x, y) in lonePoints(line) {
      out.raw("<circle")
      out.attribute("r", radius)
      out.attribute("cx", projection.x(x))
      out.attribute("cy", projection.y(y))
      out.attribute("fill", color)
      out.raw("/>\n")
    }
  }

  /// The finite points that have no finite neighbour in their segment (between breaks and
  /// non-finite points): a one-point series, or an isolated reading between gaps.
  func lonePoints(_ line: ChartScene.Line) -> [(Double, Double)] {
    var result: [(Double, Double)] = []
    var runStart = -1
    var runLength = 0
    var nextBreak = 0
    func finish() {
      if runLength == 1 { result.append((line.xs[runStart], line.ys[runStart])) }
      runLength = 0
    }
    for index in line.xs.indices {
      while nextBreak < line.breaks.count, line.breaks[nextBreak] < index { nextBreak += 1 }
      if nextBreak < line.breaks.count, line.breaks[nextBreak] == index { finish() }
      guard line.xs[index].isFinite, line.ys[index].isFinite else {
        finish()
        continue
      }
      if runLength == 0 { runStart = index }
      runLength += 1
    }
    finish()
    return result
  }

  /// Straight lines take the fast path; curves and steps the interpolating one.
  ///
  /// - Parameter opening: The markup that opens this `<path>` element, up to `d="`: a straight
  ///   line of more than ``maximumPathVertices`` vertices continues in another element opened
  ///   with it.
  private func writeAnyPath(
    _ line: ChartScene.Line, projection: Projection, baseline: Double?, opening: SVGWriter,
    into out: inout SVGWriter
  ) {
    if line.interpolation == .linear {
      writePath(line, projection: projection, baseline: baseline, opening: opening, into: &out)
    } else {
      writeInterpolatedPath(line, projection: projection, baseline: baseline, into: &out)
    }
  }

  /// The hot loop: path data for a line, in tenths of a pixel, written straight as bytes.
  private func writePath(
    _ line: ChartScene.Line, projection: Projection, baseline: Double?, opening: SVGWriter,
    into out: inout SVGWriter
  ) {
    var path = PathData(
      baseline: baseline.map(SVGWriter.tenths), opening: opening, limit: maximumPathVertices)
    let breaks = line.breaks
    var nextBreak = 0
    line.xs.withUnsafeBufferPointer { xs in
      line.ys.withUnsafeBufferPointer { ys in
        for index in 0..<xs.count {
          if nextBreak < breaks.count {
            while nextBreak < breaks.count, breaks[nextBreak] < index { nextBreak += 1 }
            if nextBreak < breaks.count, breaks[nextBreak] == index { path.close(&out) }
          }
          let x = xs[index]
          let y = ys[index]
          guard x.isFinite, y.isFinite else {
            path.close(&out)
            continue
          }
          path.add(
            x: SVGWriter.tenths(projection.x(x)), y: SVGWriter.tenths(projection.y(y)), &out)
        }
      }
    }
    path.close(&out)
  }

  /// `stroke-width` and, for a dashed style, `stroke-dasharray`.
  private func strokeAttributes(_ style: StrokeStyle?, defaultWidth: Double, into out: inout SVGWriter) {
    out.attribute("stroke-width", style?.lineWidth ?? defaultWidth)
    guard let dash = style?.dash, !dash.isEmpty else { return }
    out.raw(" stroke-dasharray=\"")
    for (index, length) in dash.enumerated() {
      if index > 0 { out.byte(UInt8(ascii: " ")) }
      out.number(length)
    }
    out.byte(UInt8(ascii: "\""))
  }

  /// One `<rect>` per bar. A histogram's bins, which touch, keep a hairline of background
  /// between them when they are wide enough to spare it; the bins of several series overlap,
  /// translucent.
  func drawBars(_ scene: ChartScene, projection: Projection, into out: inout SVGWriter) {
    let isHistogram = scene.binWidth != nil
    let overlaps = isHistogram && scene.series.count > 1
    for bar in scene.bars {
      var x0 = projection.x(bar.x - bar.width / 2)
      var x1 = projection.x(bar.x + bar.width / 2)
      if isHistogram && abs(x1 - x0) >= 4 {
        x0 += 0.5
        x1 -= 0.5
      }
      openRect(
        x0, x1, projection.y(bar.y0), projection.y(bar.y1), fill: color(series: bar.series, in: scene),
        into: &out)
      if overlaps { out.raw(" fill-opacity=\"0.6\"") }
      out.raw("/>\n")
    }
  }

  /// `<rect` with the position and size of the rectangle between `x0`, `x1`, `y0` and `y1`
  /// (in any order) and its fill; the caller adds any other attribute and closes the element.
  func openRect(_ x0: Double, _ x1: Double, _ y0: Double, _ y1: Double, fill: String, into out: inout SVGWriter) {
    out.raw("<rect")
    out.attribute("x", min(x0, x1))
    out.attribute("y", min(y0, y1))
    out.attribute("width", abs(x1 - x0))
    out.attribute("height", abs(y1 - y0))
    out.attribute("fill", fill)
  }

  /// A series drawn as dots (a dataset whose mark is ``Dataset/Mark/points``): one dot per cell
  /// of `cells` that a point falls in, at the cell's centre, as zero-length round-capped
  /// subpaths of one `<path>` (`m3 0h0`, relative, cells in row order): a few bytes a dot, and
  /// never more dots than the plot has pixels, however many points there are.
  ///
  /// - Returns: The number of dots drawn.
  func drawDots(
    _ line: ChartScene.Line, name: String, color: String, cells: PointCells, plot: PlotRect,
    into out: inout SVGWriter
  ) -> Int {
    let occupied = line.occupiedCells(cells).sorted()
    guard !occupied.isEmpty else { return 0 }
    // The translucency is the group's, not each path's: a series continued in a further
    // `<path>` would otherwise darken where the two elements' dots overlap (a visible band).
    out.raw("<g opacity=\"0.75\">")
    var opening = SVGWriter(capacity: 160)
    opening.raw("<path fill=\"none\" stroke-linecap=\"round\" stroke-width=\"")
    opening.number(Self.dotDiameter)
    opening.raw("\"")
    opening.attribute("stroke", color)
    if !name.isEmpty { opening.attribute("aria-label", name) }
    opening.raw(" d=\"")
    out.append(opening)
    let columns = cells.columns
    var previous: (column: Int, row: Int)?
    var inElement = 0
    for cell in occupied {
      let column = cell % columns
      let row = cell / columns
      if inElement == maximumPathVertices {
        out.raw("\"/>\n")
        out.append(opening)
        previous = nil
        inElement = 0
      }
      if let previous {
        out.vertex(UInt8(ascii: "m"), (column - previous.column) * 10, (row - previous.row) * 10)
      } else {
        out.vertex(
          UInt8(ascii: "M"), SVGWriter.tenths(plot.x + Double(column) + 0.5),
          SVGWriter.tenths(plot.y + Double(row) + 0.5))
      }
      out.raw("h0")
      previous = (column, row)
      inElement += 1
    }
    out.raw("\"/></g>\n")
    return occupied.count
  }

  /// The diameter of a dot of a series drawn as points, in pixels.
  static let dotDiameter = 4.0

  func drawPoints(_ scene: ChartScene, projection: Projection, into out: inout SVGWriter) {
    for point in scene.points {
      let x = projection.x(point.x)
      let y = projection.y(point.y)
      let fill = color(series: point.series, in: scene)
      switch point.symbol {
      case .circle:
        out.raw("<circle r=\"3.5\"")
        out.attribute("cx", x)
        out.attribute("cy", y)
        out.attribute("fill", fill)
        out.raw("/>\n")
      case .plus, .cross, .asterisk:
        let arms: [(Double, Double)] =
          point.symbol == .plus
          ? [(0, 4.5), (4.5, 0)]
          : point.symbol == .cross ? [(3.2, 3.2), (3.2, -3.2)] : [(0, 4.5), (3.9, 2.25), (3.9, -2.25)]
        out.raw("<path stroke-width=\"1.8\" stroke-linecap=\"round\"")
        out.attribute("stroke", fill)
        out.raw(" d=\"")
        for (dx, dy) in arms {
          out.vertex(UInt8(ascii: "M"), SVGWriter.tenths(x - dx), SVGWriter.tenths(y - dy))
          out.vertex(UInt8(ascii: "L"), SVGWriter.tenths(x + dx), SVGWriter.tenths(y + dy))
        }
        out.raw("\"/>\n")
      case .square, .triangle, .diamond, .pentagon:
        let corners: [(Double, Double)]
        switch point.symbol {
        case .square: corners = [(-3.2, -3.2), (3.2, -3.2), (3.2, 3.2), (-3.2, 3.2)]
        case .triangle: corners = [(0, -4.4), (4, 2.8), (-4, 2.8)]
        case .diamond: corners = [(0, -4.5), (4, 0), (0, 4.5), (-4, 0)]
        default: corners = [(0, -4.2), (4, -1.3), (2.5, 3.4), (-2.5, 3.4), (-4, -1.3)]
        }
        out.raw("<path")
        out.attribute("fill", fill)
        out.raw(" d=\"")
        for (index, corner) in corners.enumerated() {
          out.vertex(
            UInt8(ascii: index == 0 ? "M" : "L"), SVGWriter.tenths(x + corner.0),
            SVGWriter.tenths(y + corner.1))
        }
        out.raw("Z\"/>\n")
      }
    }
  }

  func drawRules(_ scene: ChartScene, plot: PlotRect, projection: Projection, into out: inout SVGWriter) {
    for rule in scene.rules {
      out.raw("<path fill=\"none\"")
      strokeAttributes(rule.stroke, defaultWidth: 1.5, into: &out)
      let stroke =
        rule.color?.hexString(in: theme)
        ?? (rule.series >= 0 ? color(series: rule.series, in: scene) : theme.axis.hexString(in: theme))
      out.attribute("stroke", stroke)
      out.raw(" d=\"")
      if let span = rule.span {
        out.segment(
          x: projection.x(rule.value), y: projection.y(span.upperBound), UInt8(ascii: "V"),
          projection.y(span.lowerBound))
      } else if rule.isHorizontal {
        out.segment(x: plot.x, y: projection.y(rule.value), UInt8(ascii: "H"), plot.maxX)
      } else {
        out.segment(x: projection.x(rule.value), y: plot.y, UInt8(ascii: "V"), plot.maxY)
      }
      out.raw("\"/>\n")
    }
  }

  func drawAnnotations(
    _ scene: ChartScene, layout: SVGChartLayout, projection: Projection, into out: inout SVGWriter
  ) {
    let plot = layout.plot
    for annotation in scene.annotations {
      let text = annotation.text
      let size = text.font.pointSize
      let lineHeight = (size * 1.3).rounded()
      // Wider than the plot (an empty card's "All 89 points were removed: …" on a narrow
      // chart): wrapped, up to three lines, instead of running past the plot's edges.
      let room = max(plot.width - 16, 40)
      let full = TextMetrics.width(text.content, fontSize: size)
      var lines = [text.content]
      if full > room {
        // Columns per line from this text's own average width, so the lines fit `room`.
        let perColumn = full / Double(max(TextMetrics.columns(text.content), 1))
        let columns = max(Int(room / perColumn), 4)
        lines = TextMetrics.wrap(text.content, maxColumns: columns).filter { !$0.isEmpty }
        if lines.count > 3 {
          lines = Array(lines.prefix(3))
          lines[2] = TextMetrics.truncated(lines[2] + " …", toColumns: columns)
        }
      }
      let widest = lines.map { TextMetrics.width($0, fontSize: size) }.max() ?? 0
      var x = annotation.x.map(projection.x) ?? plot.midX
      if widest <= plot.width {
        x = min(max(x, plot.x + widest / 2), plot.maxX - widest / 2)
      }
      let anchorY = annotation.y.map(projection.y) ?? plot.midY
      let extra = Double(lines.count - 1) * lineHeight
      let above = anchorY - 8 - extra
      let below = anchorY + 8 + size
      let y: Double
      switch annotation.position {
      case .top: y = above
      case .bottom: y = below
      case .overlay: y = anchorY + size * 0.35 - extra / 2
      case .automatic: y = above - size < plot.y ? below : above
      }
      for (index, line) in lines.enumerated() {
        out.raw("<text text-anchor=\"middle\"")
        out.attribute("x", x)
        out.attribute("y", y + Double(index) * lineHeight)
        out.attribute("font-size", size)
        if text.isBold || text.font == .headline { out.raw(" font-weight=\"600\"") }
        out.attribute("fill", (text.color ?? theme.foreground).hexString(in: theme))
        // A halo in the background colour keeps the text readable over lines and bars.
        out.raw(" stroke-width=\"3\" paint-order=\"stroke\" stroke-linejoin=\"round\"")
        out.attribute("stroke", theme.background.hexString(in: theme))
        out.byte(UInt8(ascii: ">"))
        out.text(line)
        out.raw("</text>\n")
      }
    }
  }
}

/// Path data being written: where the current subpath stands. Areas close each subpath down to
/// the baseline. A struct with mutating methods so the hot loop has no captured variables.
///
/// An element that reaches `limit` vertices is ended and another one, opened with the same
/// markup, continues from the last vertex: XML parsers cap an attribute's length (libxml2, and
/// so librsvg, at 10 MB), and a million-point line would pass it.
private struct PathData {
  let baseline: Int?
  let opening: SVGWriter
  let limit: Int
  private var length = 0
  private var elementVertices = 0
  private var lastX = 0
  private var lastY = 0

  init(baseline: Int?, opening: SVGWriter, limit: Int) {
    self.baseline = baseline
    self.opening = opening
    self.limit = max(limit, 2)
  }

  /// Adds a vertex in tenths of a pixel; one that rounds to the previous vertex is skipped.
  @inline(__always)
  mutating func add(x: Int, y: Int, _ out: inout SVGWriter) {
    if length == 0 {
      if let baseline {
        out.vertex(UInt8(ascii: "M"), x, baseline)
        out.vertex(UInt8(ascii: "L"), x, y)
      } else {
        out.vertex(UInt8(ascii: "M"), x, y)
      }
    } else {
      if x == lastX && y == lastY { return }
      out.vertex(length == 1 && baseline == nil ? UInt8(ascii: "L") : UInt8(ascii: " "), x, y)
    }
    length += 1
    lastX = x
    lastY = y
    elementVertices += 1
    if elementVertices >= limit { continueInNewElement(&out) }
  }

  /// Ends the element and opens another whose first subpath starts where this one stopped: a
  /// line goes on from its last vertex (round caps meet there), an area from the same edge.
  private mutating func continueInNewElement(_ out: inout SVGWriter) {
    let (x, y) = (lastX, lastY)
    close(&out)
    out.raw("\"/>\n")
    out.append(opening)
    elementVertices = 0
    add(x: x, y: y, &out)
  }

  /// Ends the subpath; an area goes down to the baseline and closes.
  mutating func close(_ out: inout SVGWriter) {
    if let baseline, length > 0 {
      out.vertex(UInt8(ascii: "L"), lastX, baseline)
      out.byte(UInt8(ascii: "Z"))
    }
    length = 0
  }
}
