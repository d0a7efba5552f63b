import PhaseCharts
extension SVGRenderer {
  /// Small multiples: each line of `scene` in a panel of its own, in its series' colour, with
  /// its own y scale and its name, over one x scale, behind it its band when it has one
  /// (``ChartScene/panelBands``); see ``SVGPanelLayout``. No legend: the names say which panel
  /// is which.
  ///
  /// - Returns: The number of line vertices (after reduction) and dots drawn.
  func drawPanels(_ scene: ChartScene, in frame: PlotRect, into out: inout SVGWriter) -> Int {
    let layout = SVGPanelLayout(scene: scene, frame: frame)
    var drawn = 0
    for (index, panel) in layout.panels.enumerated() {
      let projection = Projection(plot: panel.plot, xDomain: scene.xDomain, yDomain: panel.yDomain)
      let clipID = index == 0 ? "pk-plot" : "pk-plot-\(index)"
      drawGrid(
        SVGAxes(
          plot: panel.plot, frame: frame, clipID: clipID, yGrid: panel.yGrid, yLabels: panel.yLabels,
          xTicks: layout.xTicks, showsXLabels: index == layout.panels.count - 1),
        projection: projection, into: &out)
      var single = scene
      single.lines = [scene.lines[panel.line]]
      single.points = []
      single.bars = []
      single.rules = []
      out.raw("<g clip-path=\"url(#")
      out.raw(clipID)
      out.raw(")\">\n")
      if let band = scene.panelBand(of: scene.lines[panel.line]) {
        drawEnvelope(band, plot: panel.plot, xDomain: scene.xDomain, projection: projection, into: &out)
      }
      drawn += drawMarks(
        single, plot: panel.plot, yDomain: panel.yDomain, othersFrom: scene.series.count,
        projection: projection, into: &out)
      out.raw("</g>\n")
      if !panel.title.isEmpty {
        text(
          panel.title, x: panel.titleX, y: panel.titleBaseline, size: SVGPanelLayout.fontSize,
          color: theme.foreground, weight: "600", into: &out)
      }
    }
    if let title = scene.title, let y = layout.titleBaseline {
      text(
        TextMetrics.truncated(title, toColumns: Int((frame.width - 24) / (0.56 * 15))),
        x: frame.x + SVGChartLayout.padding, y: y, size: 15, color: theme.foreground, weight: "600",
        into: &out)
    }
    if let y = layout.xLabelBaseline, let last = layout.panels.last {
      drawXTitle(scene.xLabel, plot: last.plot, baseline: y, into: &out)
    }
    return drawn
  }
}
