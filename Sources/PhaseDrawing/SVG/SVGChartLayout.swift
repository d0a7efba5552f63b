import PhaseCharts
/// Where the parts of a chart go inside a frame: title, legend, axis labels, tick labels and
/// the plot rectangle, with tick counts chosen for the space available.
struct SVGChartLayout {
  static let padding = 12.0
  static let tickFontSize = 11.0

  var frame: PlotRect
  var plot: PlotRect
  var yDomain: ClosedRange<Double>
  var yTicks: [Tick]
  var xTicks: [Tick]
  /// The x domain to draw: the scene's, or for lying bars the values' domain widened to nice
  /// ticks (their categories run down the y axis).
  var xDomain: ClosedRange<Double>
  var titleBaseline: Double?
  /// Legend entries with their positions, wrapped into rows that fit the frame (at most three;
  /// the last entry that fits says how many more series there are).
  var legend: [LegendEntry] = []
  /// The first series drawn in the theme's ``ChartTheme/othersColor``: the first one the legend
  /// does not name (or past `maxColored`); the series count when every series has its colour.
  var othersFrom: Int
  var xLabelBaseline: Double?
  var yLabelCenter: Double?
  /// The text under the x axis and beside the y axis: the scene's labels, swapped for lying
  /// bars, whose values run along x.
  var xTitle: String
  var yTitle: String
  /// How a dataset's category bars sit, when the chart is one.
  var bars: CategoryBarLayout?
  /// Where a heatmap's colour legend goes (``ChartScene/heat``): a row above the plot, its
  /// top-left corner and the width it may take; nil for other charts.
  var heatLegend: PlotRect?
  /// Whether vertical gridlines are drawn at the x ticks: not between standing category bars.
  var showsXGrid = true
  /// Whether horizontal gridlines are drawn at the y ticks: not between lying category bars.
  var showsYGrid = true

  /// Whether the bars lie along the y axis, categories top to bottom.
  var isHorizontal: Bool { bars?.orientation == .horizontal }
  /// How far x tick labels are turned counter-clockwise, in degrees.
  var xTickAngle: Int { isHorizontal ? 0 : bars?.labelAngle ?? 0 }

  /// Lays out `scene` in `frame`; at most `maxColored` series (the theme's
  /// ``ChartTheme/distinctSeriesColors``) keep a colour of their own when there are more, so
  /// that no two named series share one.
  init(scene: ChartScene, frame: PlotRect, maxColored: Int = .max) {
    self.frame = frame
    let count = scene.series.count
    // Past the distinct colours, one is kept for the others' entry.
    let listable = count > maxColored ? max(maxColored - 1, 0) : count
    othersFrom = listable
    xDomain = scene.xDomain
    xTitle = scene.xLabel
    yTitle = scene.yLabel
    let padding = Self.padding
    var top = frame.y + padding
    if scene.title != nil {
      titleBaseline = top + 14
      top += 26
    }
    if scene.showsLegend {
      // The legend never takes more than about a quarter of the height: a small chart gets one
      // row, ending in "+N" for the series that do not fit.
      let rows = min(max(Int(frame.height / 4 / 22), 1), 3)
      legend = Self.legendEntries(
        scene, left: frame.x + padding, right: frame.maxX - padding, top: top, maxRows: rows,
        maxListed: listable)
      if legend.contains(where: { $0.series == LegendEntry.unlisted }) {
        othersFrom = legend.filter { $0.series >= 0 }.count
      }
      top += 22 * Double(Set(legend.map(\.baseline)).count)
    }
    if scene.heat != nil {
      // The colour scale: its name and bar on one line, the bar's tick labels under it.
      heatLegend = PlotRect(x: frame.x + padding, y: top, width: frame.width - 2 * padding, height: 28)
      top += 32
    }
    top += 6  // room for the top tick label, which is centred on its gridline
    var bottom = frame.maxY - padding
    let right = frame.maxX - padding - 14
    var left = frame.x + padding
    if scene.isDatasetBars, case .category(let names) = scene.xKind {
      // Decided before the axis titles take their room (about 18 pixels each, 40 for the value
      // labels): lying bars swap them, values along x.
      let titles = scene.xLabel.isEmpty && scene.yLabel.isEmpty ? 0.0 : 18
      let bars = CategoryBarLayout(
        categories: names, width: max(right - left - titles - 40, 10),
        height: max(bottom - top - titles - 4, 10), fontSize: Self.tickFontSize)
      self.bars = bars
      if bars.orientation == .horizontal { (xTitle, yTitle) = (scene.yLabel, scene.xLabel) }
    }
    if !xTitle.isEmpty {
      xLabelBaseline = bottom - 2
      bottom -= 18
    }
    if !yTitle.isEmpty {
      yLabelCenter = left + 6
      left += 18
    }
    if let bars, case .category(let names) = scene.xKind {
      if bars.orientation == .horizontal {
        (plot, yDomain, yTicks, xTicks) = Self.lyingBars(
          scene, names: bars.labels, top: top, bottom: bottom - 20, left: left + bars.labelExtent + 8,
          right: right)
        xDomain = yDomain
        yDomain = -(Double(names.count) - 0.5)...0.5
        showsYGrid = false
        return
      }
      bottom -= scene.showsXAxis ? bars.labelExtent : 4
      showsXGrid = false
    } else {
      bottom -= scene.showsXAxis ? 20 : 4  // x tick labels
    }
    let plotHeight = max(bottom - top, 10)
    // One label per ~45 px of height and ~60–70 px of width, however large the plot.
    let yCount = max(Int(plotHeight / 45), 2)
    (yDomain, yTicks) = scene.yAxis(count: yCount)
    let labelWidth = yTicks.map { TextMetrics.width($0.label, fontSize: Self.tickFontSize) }.max() ?? 0
    left += labelWidth + 8
    plot = PlotRect(x: left, y: top, width: max(right - left, 10), height: plotHeight)
    if let bars, case .category(let names) = scene.xKind {
      if bars.labelAngle == 45 { plot = Self.roomForTurnedLabels(bars, count: names.count, plot: plot, frame: frame) }
      xTicks =
        scene.showsXAxis
        ? bars.labels.enumerated().filter { !$0.element.isEmpty }.map { Tick(value: Double($0.offset), label: $0.element) }
        : []
      return
    }
    let spacing: Double
    switch scene.xKind {
    case .time: spacing = 60
    case .linear: spacing = 70
    case .category(let names):
      let widest = names.map { TextMetrics.width($0, fontSize: Self.tickFontSize) }.max() ?? 0
      spacing = widest + 12
    }
    xTicks = scene.xTicks(count: max(Int(plot.width / spacing), 2))
  }

  /// The plot of lying bars and its axes: category names down the left, one per row, the
  /// values along x on nice ticks from a domain that includes zero.
  private static func lyingBars(
    _ scene: ChartScene, names: [String], top: Double, bottom: Double, left: Double, right: Double
  ) -> (PlotRect, ClosedRange<Double>, [Tick], [Tick]) {
    let plot = PlotRect(x: left, y: top, width: max(right - left, 10), height: max(bottom - top, 10))
    let (values, valueTicks) = scene.yAxis(count: max(Int(plot.width / 70), 2))
    let rows = names.enumerated().filter { !$0.element.isEmpty }.map {
      Tick(value: -Double($0.offset), label: $0.element)
    }
    return (plot, values, scene.showsYAxis ? rows : [], scene.showsXAxis ? valueTicks : [])
  }

  /// `plot` narrowed from the left so that names turned 45° under the first bars, which run
  /// down to the left of their bar, stay inside the frame.
  private static func roomForTurnedLabels(
    _ bars: CategoryBarLayout, count: Int, plot: PlotRect, frame: PlotRect
  ) -> PlotRect {
    var plot = plot
    for _ in 0..<2 {
      let slot = plot.width / Double(max(count, 1))
      var reach = 0.0
      for (index, label) in bars.labels.enumerated() where !label.isEmpty {
        let run = TextMetrics.width(label, fontSize: tickFontSize) * 0.7071 + 6
        reach = max(reach, run - (Double(index) + 0.5) * slot)
      }
      let shortfall = reach - (plot.x - frame.x - 4)
      guard shortfall > 0 else { break }
      plot.x += shortfall
      plot.width = max(plot.width - shortfall, 10)
    }
    return plot
  }

  /// One legend entry: the series (or ``unlisted`` for "+N" series not named, ``envelope`` for
  /// the band of series not drawn one by one), its text and where it goes.
  struct LegendEntry {
    static let unlisted = -1
    static let envelope = -2
    var series: Int
    var name: String
    var x: Double
    var baseline: Double
  }

  static let legendFontSize = 12.0

  /// Entries laid out left to right, wrapping to a new row when the next one would not fit, in
  /// at most `maxRows` rows (3 by default) and for at most `maxListed` series; when the series
  /// do not all fit, the last slot says how many are not listed (`+4`, drawn with the others'
  /// colour), taking the place of entries if it must. A dataset's envelope of series not drawn
  /// one by one (``ChartScene/others``) always has the last entry.
  static func legendEntries(
    _ scene: ChartScene, left: Double, right fullRight: Double, top: Double, maxRows: Int = 3,
    maxListed: Int = .max
  ) -> [LegendEntry] {
    var entries: [LegendEntry] = []
    let envelopeName = scene.others?.name
    // The envelope's entry is kept in reserve at the end of the last row.
    let envelopeWidth = envelopeName.map { 22 + TextMetrics.width($0, fontSize: legendFontSize) } ?? 0
    var x = left
    var row = 0
    var right: Double { row == maxRows - 1 ? fullRight - envelopeWidth : fullRight }
    let maxColumns = max(Int((fullRight - left - 14) / (0.56 * legendFontSize)), 4)
    func baseline(_ row: Int) -> Double { top + 12 + 22 * Double(row) }
    for (index, series) in scene.series.enumerated() {
      let name = TextMetrics.truncated(
        series.name.isEmpty ? "–" : series.name, toColumns: min(maxColumns, 40))
      let width = 26 + TextMetrics.width(name, fontSize: legendFontSize)
      func restWidth(_ rest: Int) -> Double { 14 + TextMetrics.width("+\(rest)", fontSize: legendFontSize) }
      if index >= maxListed || (x + width > right && x > left && row == maxRows - 1) {
        // No room, or no colour, for this series: the last slot says how many series are not
        // listed, on a new row if one is left, else replacing entries of this row until it fits.
        var rest = scene.series.count - index
        if x + restWidth(rest) > right && x > left && row < maxRows - 1 {
          row += 1
          x = left
        }
        while let last = entries.last, last.baseline == baseline(row), x + restWidth(rest) > right {
          entries.removeLast()
          x = last.x
          rest += 1
        }
        entries.append(LegendEntry(series: LegendEntry.unlisted, name: "+\(rest)", x: x, baseline: baseline(row)))
        x += restWidth(rest) + 4
        break
      }
      if x + width > right && x > left {
        row += 1
        x = left
      }
      entries.append(LegendEntry(series: index, name: name, x: x, baseline: baseline(row)))
      x += width + 4
    }
    if let envelopeName {
      if x + envelopeWidth > fullRight && x > left {
        row += 1
        x = left
      }
      entries.append(LegendEntry(series: LegendEntry.envelope, name: envelopeName, x: x, baseline: baseline(row)))
    }
    return entries
  }
}
