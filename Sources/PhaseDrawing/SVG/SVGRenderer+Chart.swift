import PhaseCharts
extension SVGRenderer {
  /// Draws a chart into `frame`: title, legend, grid, axes, marks and annotations.
  ///
  /// - Returns: The number of line vertices drawn after reduction plus dots, points and bars,
  ///   so the description can say when lines or dots were reduced.
  func drawChart(_ scene: ChartScene, in frame: PlotRect, into out: inout SVGWriter) -> Int {
    let layout = SVGChartLayout(scene: scene, frame: frame, maxColored: theme.distinctSeriesColors)
    // The series the legend does not name share the others' colour (drawn first, under the
    // named ones), so that no line is taken for a named series whose colour it repeats.
    var scene = scene
    for index in layout.othersFrom..<scene.series.count where scene.series[index].color == nil {
      scene.series[index].color = theme.othersColor
    }
    let projection = Projection(plot: layout.plot, xDomain: scene.xDomain, yDomain: layout.yDomain)
    drawGrid(layout, projection: projection, into: &out)
    out.raw("<g clip-path=\"url(#pk-plot)\">\n")
    drawBars(scene, projection: projection, into: &out)
    var drawn = scene.points.count + scene.bars.count
    let grid = PixelColumns(
      xDomain: scene.xDomain, left: layout.plot.x, width: layout.plot.width,
      subpixels: PixelColumns.faithfulSubpixels)
    let pixels = Int(layout.plot.width.rounded(.up))
    let lines = scene.lines.filter { $0.series >= layout.othersFrom } + scene.lines.filter { $0.series < layout.othersFrom }
    // Dots are reduced to the pixel cells of the plot: one per cell that a point falls in.
    let cells = PointCells(
      xDomain: scene.xDomain, yDomain: layout.yDomain, columns: pixels,
      rows: Int(layout.plot.height.rounded(.up)))
    for line in lines {
      if line.isPoints {
        drawn += drawDots(
          line, name: scene.series[line.series].name, color: color(series: line.series, in: scene),
          cells: cells, plot: layout.plot, into: &out)
        continue
      }
      let reduced = line.reduced(to: grid, pixels: pixels, method: downsampling)
      drawn += reduced.xs.count
      let baseline = min(max(0, layout.yDomain.lowerBound), layout.yDomain.upperBound)
      drawLine(
        reduced, name: scene.series[line.series].name,
        color: color(series: line.series, in: scene), projection: projection,
        baseline: line.isArea ? baseline : nil, into: &out)
    }
    drawRules(scene, layout: layout, projection: projection, into: &out)
    drawPoints(scene, projection: projection, into: &out)
    out.raw("</g>\n")
    drawAnnotations(scene, layout: layout, projection: projection, into: &out)
    drawLabels(scene, layout: layout, into: &out)
    return drawn
  }

  func color(series index: Int, in scene: ChartScene) -> String {
    (scene.series[index].color ?? theme.seriesColor(index)).hexString(in: theme)
  }

  private func drawGrid(_ layout: SVGChartLayout, projection: Projection, into out: inout SVGWriter) {
    let plot = layout.plot
    out.raw("<defs><clipPath id=\"pk-plot\"><rect")
    out.attribute("x", plot.x - 2)
    out.attribute("y", plot.y - 2)
    out.attribute("width", plot.width + 4)
    out.attribute("height", plot.height + 4)
    out.raw("/></clipPath></defs>\n<path fill=\"none\" stroke-width=\"1\"")
    out.attribute("stroke", theme.grid.hexString(in: theme))
    out.raw(" d=\"")
    for tick in layout.yTicks {
      out.byte(UInt8(ascii: "M"))
      out.number(plot.x)
      out.byte(UInt8(ascii: " "))
      out.number(projection.y(tick.value))
      out.byte(UInt8(ascii: "H"))
      out.number(plot.maxX)
    }
    for tick in layout.xTicks {
      out.byte(UInt8(ascii: "M"))
      out.number(projection.x(tick.value))
      out.byte(UInt8(ascii: " "))
      out.number(plot.y)
      out.byte(UInt8(ascii: "V"))
      out.number(plot.maxY)
    }
    out.raw("\"/>\n<path fill=\"none\" stroke-width=\"1\"")
    out.attribute("stroke", theme.axis.hexString(in: theme))
    out.raw(" d=\"M")
    out.number(plot.x)
    out.byte(UInt8(ascii: " "))
    out.number(plot.maxY)
    out.byte(UInt8(ascii: "H"))
    out.number(plot.maxX)
    out.raw("\"/>\n<g font-size=\"11\" text-anchor=\"end\"")
    out.attribute("fill", theme.secondaryForeground.hexString(in: theme))
    out.raw(">")
    for tick in layout.yTicks {
      out.raw("<text")
      out.attribute("x", plot.x - 6)
      out.attribute("y", projection.y(tick.value) + 4)
      out.byte(UInt8(ascii: ">"))
      out.text(tick.label)
      out.raw("</text>")
    }
    out.raw("</g>\n<g font-size=\"11\" text-anchor=\"middle\"")
    out.attribute("fill", theme.secondaryForeground.hexString(in: theme))
    out.raw(">")
    var rightmost = -Double.infinity
    for tick in layout.xTicks {
      let half = TextMetrics.width(tick.label, fontSize: 11) / 2
      // A label centred on a tick near the edge would be cut by it: it moves inward instead.
      let x = min(
        max(projection.x(tick.value), layout.frame.x + 2 + half), layout.frame.maxX - 2 - half)
      // Skip a label that would overlap the previous one rather than print them on each other.
      guard x - half >= rightmost + 4 else { continue }
      rightmost = x + half
      out.raw("<text")
      out.attribute("x", x)
      out.attribute("y", plot.maxY + 16)
      out.byte(UInt8(ascii: ">"))
      out.text(tick.label)
      out.raw("</text>")
    }
    out.raw("</g>\n")
  }

  private func drawLabels(_ scene: ChartScene, layout: SVGChartLayout, into out: inout SVGWriter) {
    let secondary = theme.secondaryForeground.hexString(in: theme)
    if let title = scene.title, let y = layout.titleBaseline {
      out.raw("<text font-size=\"15\" font-weight=\"600\"")
      out.attribute("x", layout.frame.x + SVGChartLayout.padding)
      out.attribute("y", y)
      out.attribute("fill", theme.foreground.hexString(in: theme))
      out.byte(UInt8(ascii: ">"))
      out.text(TextMetrics.truncated(title, toColumns: Int((layout.frame.width - 24) / (0.56 * 15))))
      out.raw("</text>\n")
    }
    if let y = layout.xLabelBaseline {
      out.raw("<text font-size=\"12\" text-anchor=\"middle\"")
      out.attribute("x", layout.plot.midX)
      out.attribute("y", y)
      out.attribute("fill", secondary)
      out.byte(UInt8(ascii: ">"))
      out.text(TextMetrics.truncated(scene.xLabel, toColumns: Int(layout.plot.width / (0.56 * 12))))
      out.raw("</text>\n")
    }
    if let x = layout.yLabelCenter {
      out.raw("<text font-size=\"12\" text-anchor=\"middle\" transform=\"translate(")
      out.number(x)
      out.byte(UInt8(ascii: " "))
      out.number(layout.plot.midY)
      out.raw(") rotate(-90)\"")
      out.attribute("fill", secondary)
      out.byte(UInt8(ascii: ">"))
      out.text(TextMetrics.truncated(scene.yLabel, toColumns: Int(layout.plot.height / (0.56 * 12))))
      out.raw("</text>\n")
    }
    if !layout.legend.isEmpty {
      out.raw("<g font-size=\"12\"")
      out.attribute("fill", theme.foreground.hexString(in: theme))
      out.raw(">")
      for entry in layout.legend {
        out.raw("<circle r=\"4.5\"")
        out.attribute("cx", entry.x + 5)
        out.attribute("cy", entry.baseline - 4)
        out.attribute(
          "fill",
          entry.series >= 0 ? color(series: entry.series, in: scene) : theme.othersColor.hexString(in: theme))
        out.raw("/>")
        out.raw("<text")
        out.attribute("x", entry.x + 14)
        out.attribute("y", entry.baseline)
        out.byte(UInt8(ascii: ">"))
        out.text(entry.name)
        out.raw("</text>")
      }
      out.raw("</g>\n")
    }
  }
}
