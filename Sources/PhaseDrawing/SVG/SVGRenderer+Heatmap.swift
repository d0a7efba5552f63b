import PhaseCharts

extension SVGRenderer {
  /// The levels a heatmap's colours are rounded to in SVG: 96, finer than an eye tells apart
  /// on a nine-stop scale, few enough that the cells of one level share a `<path>`.
  static let heatLevels = 96

  /// A heatmap's cells: one `<path>` per colour level, each cell a rectangle in it, cells of
  /// a level that touch along a row merged into one. Blank cells (no finite value) are not
  /// drawn, so the background shows through.
  ///
  /// A 300 × 300 grid is 90,000 cells: a `<rect>` each would be about 6 MB; a path per level
  /// with runs merged keeps a smooth surface to a few hundred kilobytes.
  ///
  /// - Returns: The number of cells drawn.
  func drawHeat(_ heat: ChartScene.Heat, projection: Projection, into out: inout SVGWriter) -> Int {
    var byLevel: [[Int]] = Array(repeating: [], count: Self.heatLevels + 1)
    var drawn = 0
    for (index, cell) in heat.cells.enumerated() {
      guard let fraction = Dataset.Grid.fraction(of: cell.value, in: heat.domain) else { continue }
      byLevel[Int((fraction * Double(Self.heatLevels)).rounded())].append(index)
      drawn += 1
    }
    out.raw("<g shape-rendering=\"crispEdges\"")
    out.attribute("aria-label", heat.label)
    out.raw(">\n")
    for (level, members) in byLevel.enumerated() where !members.isEmpty {
      let color = Dataset.Grid.color(at: Double(level) / Double(Self.heatLevels), scale: heat.scale)
      out.raw("<path")
      out.attribute("fill", ChartColor(hex: color).hexString(in: theme))
      out.raw(" d=\"")
      // Row by row, left to right: a cell that starts where the previous one ended extends it.
      let sorted = members.sorted {
        let a = heat.cells[$0]
        let b = heat.cells[$1]
        return a.y0 != b.y0 ? a.y0 < b.y0 : a.x0 < b.x0
      }
      var run: Dataset.Grid.Cell?
      func flush() {
        guard let cell = run else { return }
        let x0 = projection.x(cell.x0)
        let x1 = projection.x(cell.x1)
        out.segment(x: x0, y: projection.y(cell.y0), UInt8(ascii: "H"), x1)
        out.byte(UInt8(ascii: "V"))
        out.number(projection.y(cell.y1))
        out.byte(UInt8(ascii: "H"))
        out.number(x0)
        out.byte(UInt8(ascii: "Z"))
      }
      for index in sorted {
        let cell = heat.cells[index]
        if var current = run, current.y0 == cell.y0, current.y1 == cell.y1, current.x1 == cell.x0 {
          current.x1 = cell.x1
          run = current
        } else {
          flush()
          run = cell
        }
      }
      flush()
      out.raw("\"/>\n")
    }
    out.raw("</g>\n")
    return drawn
  }

  /// The colour legend of a heatmap in `frame`: the value's name, then a bar of the colour
  /// scale from the lowest value (left) to the highest, with 3–5 ticks under it.
  func drawHeatLegend(_ heat: ChartScene.Heat, in frame: PlotRect, into out: inout SVGWriter) {
    let fontSize = SVGChartLayout.legendFontSize
    let foreground = theme.foreground.hexString(in: theme)
    let secondary = theme.secondaryForeground.hexString(in: theme)
    let title = TextMetrics.truncated(heat.label, toColumns: 30)
    let barX = frame.x + TextMetrics.width(title, fontSize: fontSize) + 10
    let barWidth = max(min(frame.maxX - barX - 16, 200), 40)
    out.raw("<defs><linearGradient id=\"pk-heat-scale\" x1=\"0\" x2=\"1\" y1=\"0\" y2=\"0\">")
    let stops = Dataset.Grid.colorStops(heat.scale)
    for (index, stop) in stops.enumerated() {
      out.raw("<stop")
      out.attribute("offset", Double(index) / Double(stops.count - 1))
      out.attribute("stop-color", ChartColor(hex: stop).hexString(in: theme))
      out.raw("/>")
    }
    out.raw("</linearGradient></defs>\n")
    out.raw("<g font-size=\"12\"")
    out.attribute("fill", foreground)
    out.raw("><text")
    out.attribute("x", frame.x)
    out.attribute("y", frame.y + 10)
    out.byte(UInt8(ascii: ">"))
    out.text(title)
    out.raw("</text><rect fill=\"url(#pk-heat-scale)\" height=\"10\"")
    out.attribute("x", barX)
    out.attribute("y", frame.y + 1)
    out.attribute("width", barWidth)
    out.raw("/></g>\n")
    let span = heat.domain.upperBound - heat.domain.lowerBound
    let ticks = heat.legendTicks(count: 4)
    guard span > 0 else { return }
    out.raw("<g font-size=\"11\" text-anchor=\"middle\"")
    out.attribute("fill", secondary)
    out.raw(">")
    for tick in ticks {
      let x = barX + (tick.value - heat.domain.lowerBound) / span * barWidth
      out.raw("<path stroke-width=\"1\"")
      out.attribute("stroke", secondary)
      out.raw(" d=\"")
      out.segment(x: x, y: frame.y + 11, UInt8(ascii: "V"), frame.y + 14)
      out.raw("\"/><text")
      out.attribute("x", x)
      out.attribute("y", frame.y + 25)
      out.byte(UInt8(ascii: ">"))
      out.text(tick.label)
      out.raw("</text>")
    }
    out.raw("</g>\n")
  }
}
