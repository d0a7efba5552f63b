import PhaseCharts

extension ChartScene {
  /// The cells of a heatmap in data units, with what colours them: a dataset's
  /// ``Dataset/grid`` resolved for drawing.
  struct Heat: Sendable, Hashable {
    /// The rectangles, each with its value (NaN for a blank cell).
    var cells: [Dataset.Grid.Cell]
    /// The legend's title: the value's name.
    var label: String
    /// The values the colours span (``Dataset/Grid/valueDomain``).
    var domain: ClosedRange<Double>
    var scale: Dataset.Grid.Scale
    /// The x range the cells cover, edge to edge.
    var xExtent: ClosedRange<Double>
    /// The y range the cells cover, edge to edge.
    var yExtent: ClosedRange<Double>
    /// The names of y slots for a categorical y (drawn as tick labels at `0, 1, 2, …`);
    /// empty for numeric y.
    var yCategories: [String] = []

    /// About `count` ticks of the colour legend: nice values inside ``domain``.
    func legendTicks(count: Int) -> [Tick] {
      LinearTicks.ticks(in: domain, count: count).filter { domain.contains($0.value) }
    }
  }

  /// The heatmap of `grid` (``Dataset/Grid/layout``); nil for a grid with no cell or no
  /// finite value.
  ///
  /// - Parameter grid: The dataset's grid.
  /// - Returns: The resolved cells.
  static func heat(_ grid: Dataset.Grid) -> Heat? {
    guard let domain = grid.valueDomain, let layout = grid.layout else { return nil }
    return Heat(
      cells: layout.cells, label: grid.valueLabel, domain: domain, scale: grid.scale, xExtent: layout.x,
      yExtent: layout.y, yCategories: grid.yCategories)
  }
}
