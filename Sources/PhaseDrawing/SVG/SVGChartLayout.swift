import PhaseCharts
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
  /// Legend entries with their positions, wrapped into rows that fit the frame (at most three;
  /// the last entry that fits says how many more series there are).
  var legend: [LegendEntry] = []
  /// The first series drawn in the theme's ``ChartTheme/othersColor``: the first one the legend
  /// does not name (or past `maxColored`); the series count when every series has its colour.
  var othersFrom: Int
  var xLabelBaseline: Double?
  var yLabelCenter: Double?

  /// Lays out `scene` in `frame`; at most `maxColored` series (the theme's
  /// ``ChartTheme/distinctSeriesColors``) keep a colour of their own when there are more, so
  /// that no two named series share one.
  init(scene: ChartScene, frame: PlotRect, maxColored: Int = .max) {
    self.frame = frame
    let count = scene.series.count
    // Past the distinct colours, one is kept for the others' entry.
    let listable = count > maxColored ? max(maxColored - 1, 0) : count
    othersFrom = listable
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
      if legend.contains(where: { $0.series < 0 }) {
        othersFrom = legend.filter { $0.series >= 0 }.count
      }
      top += 22 * Double(Set(legend.map(\.baseline)).count)
    }
    top += 6  // room for the top tick label, which is centred on its gridline
    var bottom = frame.maxY - padding
    if !scene.xLabel.isEmpty {
      xLabelBaseline = bottom - 2
      bottom -= 18
    }
    bottom -= scene.showsXAxis ? 20 : 4  // x tick labels
    var left = frame.x + padding
    if !scene.yLabel.isEmpty {
      yLabelCenter = left + 6
      left += 18
    }
    let plotHeight = max(bottom - top, 10)
    // One label per ~45 px of height and ~60–70 px of width, however large the plot.
    let yCount = max(Int(plotHeight / 45), 2)
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
    xTicks = scene.xTicks(count: max(Int(plot.width / spacing), 2))
  }

  /// One legend entry: the series (or -1 for "+N"), its text and where it goes.
  struct LegendEntry {
    var series: Int
    var name: String
    var x: Double
    var baseline: Double
  }

  static let legendFontSize = 12.0

  /// Entries laid out left to right, wrapping to a new row when the next one would not fit, in
  /// at most `maxRows` rows (3 by default) and for at most `maxListed` series; when the series
  /// do not all fit, the last slot says how many are not listed (`+4`, drawn with the others'
  /// colour), taking the place of entries if it must.
  static func legendEntries(
    _ scene: ChartScene, left: Double, right: Double, top: Double, maxRows: Int = 3,
    maxListed: Int = .max
  ) -> [LegendEntry] {
    var entries: [LegendEntry] = []
    var x = left
    var row = 0
    let maxColumns = max(Int((right - left - 14) / (0.56 * legendFontSize)), 4)
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
        entries.append(LegendEntry(series: -1, name: "+\(rest)", x: x, baseline: baseline(row)))
        break
      }
      if x + width > right && x > left {
        row += 1
        x = left
      }
      entries.append(LegendEntry(series: index, name: name, x: x, baseline: baseline(row)))
      x += width + 4
    }
    return entries
  }
}
