import PhaseCharts

/// Where the parts of small multiples go inside a frame: one panel per line of the scene,
/// stacked as ``SmallMultiplesLayout`` shares the height, all with the same left and right
/// edges and x scale, each with its own y scale, ticks and name; the x tick labels and the x
/// axis title under the last panel only.
///
/// No two texts overlap: y tick labels that would reach into a neighbour's band, or onto each
/// other, are left out (their gridlines stay), and names are left out when panels are lower
/// than a line of text.
struct SVGPanelLayout {
  struct Panel {
    /// The index of the panel's line in the scene.
    var line: Int
    var plot: PlotRect
    var yDomain: ClosedRange<Double>
    /// Where the horizontal gridlines go, in data units.
    var yGrid: [Double]
    /// The tick labels that fit, with their baselines.
    var yLabels: [(text: String, baseline: Double)]
    /// The panel's name as drawn (cut to its room), empty when there is no room for it.
    var title: String
    var titleX: Double
    var titleBaseline: Double
  }

  static let fontSize = 11.0

  var frame: PlotRect
  var stack: SmallMultiplesLayout
  var panels: [Panel] = []
  var titleBaseline: Double?
  var xLabelBaseline: Double?
  var xTicks: [Tick] = []

  init(scene: ChartScene, frame: PlotRect) {
    self.frame = frame
    let padding = SVGChartLayout.padding
    let fontSize = Self.fontSize
    var top = frame.y + padding
    if scene.title != nil {
      titleBaseline = top + 14
      top += 26
    }
    top += 6
    var bottom = frame.maxY - padding
    if !scene.xLabel.isEmpty {
      xLabelBaseline = bottom - 2
      bottom -= 18
    }
    bottom -= scene.showsXAxis ? 20 : 4
    let lines = scene.lines
    stack = SmallMultiplesLayout(panelCount: lines.count, height: max(bottom - top, 10), fontSize: fontSize)
    let axes = lines.indices.map { scene.panelAxis($0, count: stack.yTickCount) }
    let tickWidth =
      axes.flatMap { $0.1 }.map { TextMetrics.width($0.label, fontSize: fontSize) }.max() ?? 0
    let names = lines.map { scene.panelTitle(of: $0) }
    let nameWidth = stack.titleColumnWidth(for: names, width: frame.width)
    let left = frame.x + padding + (nameWidth > 0 ? nameWidth + 10 : 0) + tickWidth + 8
    let right = frame.maxX - padding - 14
    let width = max(right - left, 10)
    let titles = stack.titles(for: names, width: frame.width, plotWidth: width)
    let plots = lines.indices.map {
      PlotRect(x: left, y: top + stack.plotTop($0), width: width, height: stack.plotHeight)
    }
    for (index, plot) in plots.enumerated() {
      let (domain, ticks) = axes[index]
      let projection = Projection(plot: plot, xDomain: scene.xDomain, yDomain: domain)
      // A label may move a little off its gridline to stay in its panel's band, which reaches
      // halfway to the neighbours.
      let bandTop = index == 0 ? plot.y - 6 : (plots[index - 1].maxY + plot.y) / 2
      let bandBottom = index == plots.count - 1 ? plot.maxY + 6 : (plot.maxY + plots[index + 1].y) / 2
      let labels = Self.fittingLabels(
        ticks.map { ($0.label, projection.y($0.value) + 4) }, from: bandTop, to: bandBottom,
        fontSize: fontSize)
      let beside = stack.titlePlacement == .beside
      panels.append(
        Panel(
          line: index, plot: plot, yDomain: domain, yGrid: scene.showsYAxis ? ticks.map(\.value) : [],
          yLabels: scene.showsYAxis ? labels : [], title: titles[index],
          titleX: beside ? frame.x + padding : plot.x, titleBaseline: beside ? plot.midY + 4 : plot.y - 4))
    }
    let spacing = scene.xKind == .time ? 60.0 : 70
    xTicks = scene.xTicks(count: max(Int(width / spacing), 2))
  }

  /// A panel's y domain widened to nice values and its ticks: at least two, asking for more
  /// when the step that `count` gives lands only one in the domain (90…110 in steps of 20).
  static func axis(_ domain: ClosedRange<Double>, count: Int) -> (ClosedRange<Double>, [Tick]) {
    var axis = LinearTicks.nicedAxis(domain, count: count)
    var asked = count
    while axis.1.count < 2 && asked < count + 4 {
      asked += 1
      axis = LinearTicks.nicedAxis(domain, count: asked)
    }
    return axis
  }

  /// The labels (text, baseline) that fit between `top` and `bottom` without touching each
  /// other: each moved inside the band if it pokes out, then kept from the bottom one and the
  /// top one inward while it touches no label kept.
  static func fittingLabels(
    _ labels: [(text: String, baseline: Double)], from top: Double, to bottom: Double, fontSize: Double
  ) -> [(text: String, baseline: Double)] {
    let ascent = 0.75 * fontSize
    let descent = 0.2 * fontSize
    guard bottom - top >= ascent + descent else { return [] }
    let placed = labels.map { label in
      (text: label.text, baseline: min(max(label.baseline, top + ascent), bottom - descent))
    }.sorted { $0.baseline > $1.baseline }
    var order = Array(placed.indices)
    if order.count > 2 { order = [order[0], order[order.count - 1]] + order[1..<(order.count - 1)] }
    var kept: [Int] = []
    for index in order {
      let baseline = placed[index].baseline
      let clear = kept.allSatisfy { other in
        let otherBaseline = placed[other].baseline
        return baseline + descent + 1 <= otherBaseline - ascent || otherBaseline + descent + 1 <= baseline - ascent
      }
      if clear { kept.append(index) }
    }
    return kept.sorted().map { placed[$0] }
  }
}
