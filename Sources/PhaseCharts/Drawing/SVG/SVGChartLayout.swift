/// Where the parts of a chart go inside a frame: title, legend, axis labels, tick labels and
/// the plot rectangle, with tick counts chosen for the space available.
struct SVGChartLayout {
  static let padding = 12.0

  var frame: PlotRect
  var plot: PlotRect
  var yDomain: ClosedRange<Double>
  var yTicks: [Tick]
  var xTicks: [Tick]
  var titleBaseline: Double?
  var legendBaseline: Double?
  var xLabelBaseline: Double?
  var yLabelCenter: Double?

  init(scene: ChartScene, frame: PlotRect) {
    self.frame = frame
    let padding = Self.padding
    var top = frame.y + padding
    if scene.title != nil {
      titleBaseline = top + 14
      top += 26
    }
    if scene.showsLegend {
      legendBaseline = top + 12
      top += 22
    }
    top += 6  // room for the top tick label, which is centred on its gridline
    var bottom = frame.maxY - padding
    if !scene.xLabel.isEmpty {
      xLabelBaseline = bottom - 2
      bottom -= 18
    }
    bottom -= 20  // x tick labels
    var left = frame.x + padding
    if !scene.yLabel.isEmpty {
      yLabelCenter = left + 6
      left += 18
    }
    let plotHeight = max(bottom - top, 10)
    let yCount = min(max(Int(plotHeight / 45), 2), 8)
    (yDomain, yTicks) = scene.yAxis(count: yCount)
    let labelWidth = yTicks.map { TextMetrics.width($0.label, fontSize: 11) }.max() ?? 0
    left += labelWidth + 8
    let right = frame.maxX - padding - 14
    plot = PlotRect(x: left, y: top, width: max(right - left, 10), height: plotHeight)
    let spacing: Double
    switch scene.xKind {
    case .time: spacing = 60
    case .linear: spacing = 70
    case .category(let names):
      let widest = names.map { TextMetrics.width($0, fontSize: 11) }.max() ?? 0
      spacing = widest + 12
    }
    xTicks = scene.xTicks(count: min(max(Int(plot.width / spacing), 2), 12))
  }
}
