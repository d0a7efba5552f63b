import PhaseCharts
/// The furniture of one plot: its clip rectangle, gridlines, axis line and tick labels. A chart
/// has one; small multiples have one per panel, with x tick labels under the last only.
struct SVGAxes {
  var plot: PlotRect
  /// The frame x tick labels stay inside.
  var frame: PlotRect
  /// The id of the plot's clip path: `pk-plot`, and `pk-plot-1`, `pk-plot-2`, … for further
  /// panels.
  var clipID = "pk-plot"
  /// Where horizontal gridlines go, in y data units.
  var yGrid: [Double]
  /// The y tick labels and their baselines in pixels.
  var yLabels: [(text: String, baseline: Double)]
  var xTicks: [Tick]
  /// Whether the x tick labels are written (under the last panel only, in a stack).
  var showsXLabels = true
  /// How far x tick labels are turned counter-clockwise: 0, 45 or 90 degrees.
  var xTickAngle = 0
  /// Whether vertical gridlines are drawn at the x ticks.
  var showsXGrid = true
}

extension SVGAxes {
  /// The axes of a single chart, each y tick labelled on its gridline.
  init(_ layout: SVGChartLayout, projection: Projection) {
    self.init(
      plot: layout.plot, frame: layout.frame, yGrid: layout.showsYGrid ? layout.yTicks.map(\.value) : [],
      yLabels: layout.yTicks.map { ($0.label, projection.y($0.value) + 4) }, xTicks: layout.xTicks,
      xTickAngle: layout.xTickAngle, showsXGrid: layout.showsXGrid)
  }
}

extension SVGRenderer {
  /// The clip path, gridlines, the x axis line and the tick labels of one plot.
  func drawGrid(_ axes: SVGAxes, projection: Projection, into out: inout SVGWriter) {
    let plot = axes.plot
    out.raw("<defs><clipPath id=\"")
    out.raw(axes.clipID)
    out.raw("\"><rect")
    out.attribute("x", plot.x - 2)
    out.attribute("y", plot.y - 2)
    out.attribute("width", plot.width + 4)
    out.attribute("height", plot.height + 4)
    out.raw("/></clipPath></defs>\n<path fill=\"none\" stroke-width=\"1\"")
    out.attribute("stroke", theme.grid.hexString(in: theme))
    out.raw(" d=\"")
    for value in axes.yGrid {
      out.segment(x: plot.x, y: projection.y(value), UInt8(ascii: "H"), plot.maxX)
    }
    for tick in axes.xTicks where axes.showsXGrid {
      out.segment(x: projection.x(tick.value), y: plot.y, UInt8(ascii: "V"), plot.maxY)
    }
    out.raw("\"/>\n<path fill=\"none\" stroke-width=\"1\"")
    out.attribute("stroke", theme.axis.hexString(in: theme))
    out.raw(" d=\"")
    out.segment(x: plot.x, y: plot.maxY, UInt8(ascii: "H"), plot.maxX)
    out.raw("\"/>\n<g font-size=\"11\" text-anchor=\"end\"")
    out.attribute("fill", theme.secondaryForeground.hexString(in: theme))
    out.raw(">")
    for label in axes.yLabels {
      out.raw("<text")
      out.attribute("x", plot.x - 6)
      out.attribute("y", label.baseline)
      out.byte(UInt8(ascii: ">"))
      out.text(label.text)
      out.raw("</text>")
    }
    out.raw("</g>\n")
    guard axes.showsXLabels else { return }
    if axes.xTickAngle != 0 {
      drawTurnedXLabels(axes, projection: projection, into: &out)
      return
    }
    out.raw("<g font-size=\"11\" text-anchor=\"middle\"")
    out.attribute("fill", theme.secondaryForeground.hexString(in: theme))
    out.raw(">")
    var rightmost = -Double.infinity
    for tick in axes.xTicks {
      let half = TextMetrics.width(tick.label, fontSize: 11) / 2
      // A label centred on a tick near the edge would be cut by it: it moves inward instead.
      let x = min(
        max(projection.x(tick.value), axes.frame.x + 2 + half), axes.frame.maxX - 2 - half)
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

  /// X tick labels turned 45° or 90° counter-clockwise, each ending at its tick and running
  /// down (and, at 45°, to the left) from there: category names under narrow bars.
  private func drawTurnedXLabels(_ axes: SVGAxes, projection: Projection, into out: inout SVGWriter) {
    out.raw("<g font-size=\"11\" text-anchor=\"end\"")
    out.attribute("fill", theme.secondaryForeground.hexString(in: theme))
    out.raw(">")
    for tick in axes.xTicks {
      // The anchor is the end of the baseline: moved so that the glyphs, not the baseline, are
      // centred on the tick.
      let x = projection.x(tick.value) + (axes.xTickAngle == 45 ? 2 : 4)
      out.raw("<text transform=\"translate(")
      out.number(x)
      out.byte(UInt8(ascii: " "))
      out.number(axes.plot.maxY + 8)
      out.raw(axes.xTickAngle == 45 ? ") rotate(-45)\">" : ") rotate(-90)\">")
      out.text(tick.label)
      out.raw("</text>")
    }
    out.raw("</g>\n")
  }
}
