import PhaseCharts
extension SVGRenderer {
  /// Draws a chart into `frame`: title, legend, grid, axes, marks and annotations.
  ///
  /// - Returns: The number of line vertices drawn after reduction plus dots, points and bars,
  ///   so the description can say when lines or dots were reduced.
  func drawChart(_ scene: ChartScene, in frame: PlotRect, into out: inout SVGWriter) -> Int {
    if scene.layout == .panels { return drawPanels(scene, in: frame, into: &out) }
    let layout = SVGChartLayout(scene: scene, frame: frame, maxColored: theme.distinctSeriesColors)
    // The series the legend does not name share the others' colour (drawn first, under the
    // named ones), so that no line is taken for a named series whose colour it repeats.
    var scene = scene
    for index in layout.othersFrom..<scene.series.count where scene.series[index].color == nil {
      scene.series[index].color = theme.othersColor
    }
    let projection = Projection(plot: layout.plot, xDomain: layout.xDomain, yDomain: layout.yDomain)
    drawGrid(SVGAxes(layout, projection: projection), projection: projection, into: &out)
    out.raw("<g clip-path=\"url(#pk-plot)\">\n")
    if let others = scene.others {
      drawEnvelope(others, plot: layout.plot, xDomain: layout.xDomain, projection: projection, into: &out)
    }
    let drawn: Int
    if let heat = scene.heat {
      drawn = drawHeat(heat, projection: projection, into: &out)
    } else if layout.bars != nil {
      drawn = drawCategoryBars(scene, layout: layout, projection: projection, into: &out)
    } else {
      drawn = drawMarks(
        scene, plot: layout.plot, yDomain: layout.yDomain, othersFrom: layout.othersFrom,
        projection: projection, into: &out)
    }
    out.raw("</g>\n")
    drawBeyond(scene, projection: projection, into: &out)
    drawAnnotations(scene, layout: layout, projection: projection, into: &out)
    drawLabels(scene, layout: layout, into: &out)
    if let heat = scene.heat, let frame = layout.heatLegend { drawHeatLegend(heat, in: frame, into: &out) }
    return drawn
  }

  /// Bars, lines, dots, rules and points of `scene` in `plot`, which the caller has clipped.
  ///
  /// - Returns: The number of line vertices drawn after reduction plus dots, points and bars.
  func drawMarks(
    _ scene: ChartScene, plot: PlotRect, yDomain: ClosedRange<Double>, othersFrom: Int,
    projection: Projection, into out: inout SVGWriter
  ) -> Int {
    drawBars(scene, projection: projection, into: &out)
    var drawn = scene.points.count + scene.bars.count
    let grid = PixelColumns(
      xDomain: scene.xDomain, left: plot.x, width: plot.width,
      subpixels: PixelColumns.faithfulSubpixels)
    let pixels = Int(plot.width.rounded(.up))
    let lines = scene.lines.filter { $0.series >= othersFrom } + scene.lines.filter { $0.series < othersFrom }
    // Dots are reduced to the pixel cells of the plot: one per cell that a point falls in.
    let cells = PointCells(
      xDomain: scene.xDomain, yDomain: yDomain, columns: pixels, rows: Int(plot.height.rounded(.up)))
    for line in lines {
      if line.isPoints {
        drawn += drawDots(
          line, name: scene.series[line.series].name, color: color(series: line.series, in: scene),
          cells: cells, plot: plot, into: &out)
        continue
      }
      let reduced = line.reduced(to: grid, pixels: pixels, method: downsampling)
      drawn += reduced.xs.count
      let baseline = min(max(0, yDomain.lowerBound), yDomain.upperBound)
      drawLine(
        reduced, name: scene.series[line.series].name,
        color: color(series: line.series, in: scene), projection: projection,
        baseline: line.isArea ? baseline : nil, into: &out)
    }
    drawRules(scene, plot: plot, projection: projection, into: &out)
    drawPoints(scene, projection: projection, into: &out)
    return drawn
  }

  func color(series index: Int, in scene: ChartScene) -> String {
    (scene.series[index].color ?? theme.seriesColor(index)).hexString(in: theme)
  }

  private func drawLabels(_ scene: ChartScene, layout: SVGChartLayout, into out: inout SVGWriter) {
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
      drawXTitle(layout.xTitle, plot: layout.plot, baseline: y, into: &out)
    }
    if let x = layout.yLabelCenter {
      drawYTitle(layout.yTitle, center: x, plot: layout.plot, into: &out)
    }
    if !layout.legend.isEmpty {
      out.raw("<g font-size=\"12\"")
      out.attribute("fill", theme.foreground.hexString(in: theme))
      out.raw(">")
      for entry in layout.legend {
        if entry.series == SVGChartLayout.LegendEntry.envelope {
          // The band's own swatch: a square of its fill.
          out.raw("<rect width=\"10\" height=\"10\"")
          out.attribute("x", entry.x)
          out.attribute("y", entry.baseline - 9)
          out.attribute("fill", theme.othersColor.hexString(in: theme))
          out.attribute("fill-opacity", Self.envelopeOpacity)
          out.raw("/>")
        } else {
          out.raw("<circle r=\"4.5\"")
          out.attribute("cx", entry.x + 5)
          out.attribute("cy", entry.baseline - 4)
          out.attribute(
            "fill",
            entry.series >= 0 ? color(series: entry.series, in: scene) : theme.othersColor.hexString(in: theme))
          out.raw("/>")
        }
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

  /// The x axis title, centred under the plot and cut to its width.
  func drawXTitle(_ title: String, plot: PlotRect, baseline: Double, into out: inout SVGWriter) {
    out.raw("<text font-size=\"12\" text-anchor=\"middle\"")
    out.attribute("x", plot.midX)
    out.attribute("y", baseline)
    out.attribute("fill", theme.secondaryForeground.hexString(in: theme))
    out.byte(UInt8(ascii: ">"))
    out.text(TextMetrics.truncated(title, toColumns: Int(plot.width / (0.56 * 12))))
    out.raw("</text>\n")
  }

  /// The y axis title, turned to read upward beside the plot and cut to its height.
  func drawYTitle(_ title: String, center x: Double, plot: PlotRect, into out: inout SVGWriter) {
    out.raw("<text font-size=\"12\" text-anchor=\"middle\" transform=\"translate(")
    out.number(x)
    out.byte(UInt8(ascii: " "))
    out.number(plot.midY)
    out.raw(") rotate(-90)\"")
    out.attribute("fill", theme.secondaryForeground.hexString(in: theme))
    out.byte(UInt8(ascii: ">"))
    out.text(TextMetrics.truncated(title, toColumns: Int(plot.height / (0.56 * 12))))
    out.raw("</text>\n")
  }
}
