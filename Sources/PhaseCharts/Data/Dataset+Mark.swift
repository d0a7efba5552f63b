extension Dataset {
  /// How a dataset's points are drawn.
  ///
  /// A series over x (a temperature by date, a price by time) is a ``line``: its points are
  /// sorted by x and joined. A table whose rows are observations (one row per restaurant bill,
  /// per district, per airport) is a cloud of ``points``: sorting it by x and joining the rows
  /// would draw a line that does not exist. ``ChartPipeline/marks`` chooses; see
  /// ``ChartPipeline/MarkChoice/automatic``.
  public enum Mark: String, Sendable, Hashable, Codable, CaseIterable {
    /// Points joined in x order, broken at ``Series/breaks``; the default.
    case line
    /// Separate points, in no particular order; several may share an x.
    case points
    /// One bar per x, from 0 to y: a number for each category of a column of words
    /// (``XKind/category``), in the order of ``Dataset/categories``.
    case bars
    /// Bars that span bins of x: `x ..< x + binWidth` (``Dataset/binWidth``) up to the count in
    /// that bin. The series hold the bins' starts and counts.
    case histogram
    /// A cell per (x, y) of a grid, coloured by a value on a colour scale with its legend
    /// (``Dataset/grid``): a 2-D density, a response surface, a matrix of readings. The one
    /// series holds the cells' x and y; the values are the grid's.
    case heatmap
  }

  /// How the rows of a dataset are ordered in x: the steps up and down between consecutive
  /// rows of each series, counted in the order the rows came in.
  ///
  /// Steps are counted within each series, never across two: a long-format table whose series
  /// follow one another restarts x at every series, and those restarts say nothing about the
  /// order inside a series. Rows whose x is not finite (a blank cell) are skipped; a step
  /// between equal x values counts neither way.
  ///
  /// ```swift
  /// let order = table.dataset.rowOrder
  /// order.isUnordered   // true for rows in no order of x (tips.csv by total_bill)
  /// ```
  public struct RowOrder: Sendable, Hashable {
    /// Steps from one row to the next with a larger x.
    public var ascendingSteps: Int
    /// Steps from one row to the next with a smaller x.
    public var descendingSteps: Int

    /// The fewest steps between different x values ``isUnordered`` decides on: 12. Fewer rows
    /// than that keep the line, since a handful of rows says little about their order.
    public static let minimumSteps = 12

    /// Creates a count of steps.
    ///
    /// - Parameters:
    ///   - ascendingSteps: Steps to a larger x.
    ///   - descendingSteps: Steps to a smaller x.
    public init(ascendingSteps: Int, descendingSteps: Int) {
      self.ascendingSteps = ascendingSteps
      self.descendingSteps = descendingSteps
    }

    /// Steps between different x values, up or down.
    public var changingSteps: Int { ascendingSteps + descendingSteps }

    /// Whether the rows are in no order of x: at least ``minimumSteps`` steps between different
    /// x values, and both the steps up and the steps down at least a fifth of them.
    ///
    /// A series over x is mostly ascending, or mostly descending (a price list newest first);
    /// rows out of place (late arrivals in a log: one in ten keeps the other direction near a
    /// tenth), or a few series stacked one after another, leave the other direction well below
    /// a fifth. Rows in random order step up and down about equally often (half each), so a
    /// fifth leaves a wide margin on that side too: 13 rows in random order fall below it with
    /// a chance of about 1 in 2,000 (at most two steps down: 1,487,905 of the 13! orders; as
    /// many for at most two steps up), 50 rows with a chance below one in a billion. On public
    /// tables of observations the minority direction is 40–50% (plotly's tips, election,
    /// carshare; vega's airports).
    public var isUnordered: Bool {
      let steps = changingSteps
      return steps >= Self.minimumSteps && 5 * min(ascendingSteps, descendingSteps) >= steps
    }
  }

  /// How the rows of every series are ordered in x, in the order they are stored; see
  /// ``RowOrder``.
  ///
  /// One read of every x array; meaningful on the table as decoded, before sanitization sorts
  /// it.
  public var rowOrder: RowOrder {
    var order = RowOrder(ascendingSteps: 0, descendingSteps: 0)
    for series in series {
      series.xs.withUnsafeBufferPointer { xs in
        var previous = Double.nan
        var up = 0
        var down = 0
        for x in xs where x.isFinite {
          // Comparisons with the NaN before the first finite x are false: no step is counted.
          up += x > previous ? 1 : 0
          down += x < previous ? 1 : 0
          previous = x
        }
        order.ascendingSteps += up
        order.descendingSteps += down
      }
    }
    return order
  }
}
