import Foundation

/// One named line of a chart: x values and y values, stored as parallel arrays.
///
/// Points are kept as two contiguous `[Double]` arrays rather than an array of structs so that
/// decoding, sanitizing and downsampling millions of points stay cache-friendly. For a time axis,
/// `xs` holds seconds since 1970 (`Date.timeIntervalSince1970`); see ``Dataset/xKind``.
public struct Series: Sendable, Equatable, Hashable {
  /// The series name, shown in the legend (for example `temp_max`).
  public var name: String
  /// The x value of each point.
  public var xs: [Double]
  /// The y value of each point; `xs.count == ys.count`.
  public var ys: [Double]
  /// Indices where the line breaks: a line is not drawn from point `i - 1` to point `i` for each
  /// `i` in `breaks`. Always sorted, unique, each in `1..<count`: whatever is assigned is
  /// normalized to that. Sanitization adds a break at a gap longer than its threshold so a chart
  /// does not bridge missing data.
  public var breaks: [Int] {
    didSet { breaks = Self.normalized(breaks, count: xs.count) }
  }

  /// Creates a series.
  ///
  /// - Parameters:
  ///   - name: The name shown in the legend.
  ///   - xs: The x values (seconds since 1970 for dates).
  ///   - ys: The y values; must have as many elements as `xs`.
  ///   - breaks: Indices where the line breaks; empty by default.
  public init(name: String, xs: [Double], ys: [Double], breaks: [Int] = []) {
    precondition(xs.count == ys.count, "Series needs as many x values as y values")
    self.name = name
    self.xs = xs
    self.ys = ys
    self.breaks = Self.normalized(breaks, count: xs.count)
  }

  /// `breaks` sorted, without repeats, and limited to `1..<count`, so every consumer (drawing,
  /// downsampling) can rely on that without checking again.
  static func normalized(_ breaks: [Int], count: Int) -> [Int] {
    var previous = 0
    let isNormal = breaks.allSatisfy { index in
      defer { previous = index }
      return index > previous && index < count
    }
    if isNormal { return breaks }
    return Array(Set(breaks.filter { $0 >= 1 && $0 < count })).sorted()
  }

  /// The number of points.
  public var count: Int { xs.count }

  /// Whether the series has no points.
  public var isEmpty: Bool { xs.isEmpty }
}

/// Several named series that share an x axis: what a chart draws.
public struct Dataset: Sendable, Equatable, Hashable {
  /// What the x values mean.
  public enum XKind: String, Sendable, Hashable, Codable {
    /// Plain numbers.
    case number
    /// Dates, as seconds since 1970.
    case date
    /// Categories (words): x values are positions `0, 1, 2, …` into ``Dataset/categories``,
    /// drawn as evenly spaced slots in that order, for ``Mark/bars``.
    case category
  }

  /// What the x values of every series mean.
  public var xKind: XKind
  /// The label of the x axis (the column or field name, for example `date`).
  public var xLabel: String
  /// The label of the y axis; empty when the series names say enough.
  public var yLabel: String
  /// The series, in legend order.
  public var series: [Series]
  /// The UTC offset, in seconds east of UTC, that the x dates were written with
  /// (`+01:00` in `2026-03-14T09:30:00+01:00` gives 3600; `Z` gives 0); nil when they carried
  /// none or x is not a date. Charts show date ticks on this clock unless told otherwise.
  public var utcOffset: Int?
  /// How the points are drawn: joined by lines in x order (the default) or as separate points,
  /// for a table whose rows are observations rather than a series over x; see ``Mark``.
  public var mark: Mark
  /// Whether the series share one plot (``Layout/overlay``, the default) or each gets a panel
  /// of its own with its own y scale, over the same x (``Layout/panels``).
  public var layout: Layout = .overlay
  /// The category names when ``xKind`` is ``XKind/category``: x value `i` is `categories[i]`.
  /// Empty for any other x.
  public var categories: [String] = []
  /// Whether the bars of several series at one category stand side by side (grouped, as
  /// Swift Charts' `position(by:)` places them) rather than stacked; `false` by default. Set
  /// for a table of rates or counts per row label (VADeaths), whose columns are compared,
  /// not added up.
  public var barsAreGrouped = false
  /// The width of every bin when ``mark`` is ``Mark/histogram``, in x units: the bar of a point
  /// spans `x ..< x + binWidth`. Nil for any other mark.
  public var binWidth: Double? = nil
  /// The series left out of the drawing when there were too many to draw one by one, as one
  /// shape (see ``SeriesEnvelope``); nil when every series is drawn.
  public var others: SeriesEnvelope? = nil
  /// In panels (``Layout/panels``), the band drawn behind each series, one per series in
  /// order (nil for a series without one): the 10th to 90th percentile of the units of a panel
  /// whose series is their median (one panel per measure of many units). Empty when no series
  /// has a band.
  public var bands: [SeriesEnvelope?] = []
  /// How x values are placed along the axis: evenly (``Scale/linear``, the default) or by
  /// their logarithm (``Scale/log``), for positive values that span several decades. On a log
  /// x, a histogram's ``binWidth`` is in decades: the bin of `x` spans `x ..< x·10^binWidth`.
  public var xScale: Scale = .linear
  /// How y values are placed along the axis: ``Scale/linear`` (the default) or ``Scale/log``.
  public var yScale: Scale = .linear
  /// In panels (``Layout/panels``), how each panel places its y values, one per series in
  /// order: a panel whose measure spans several decades has a log y of its own, the others
  /// stay linear (``yScale`` is for one shared axis and is not used in panels). Empty (the
  /// default): every panel linear.
  public var panelYScales: [Scale] = []
  /// Whether the x values are times of day, in hours after midnight (`00:15` read as 0.25,
  /// ``ChartChoice/Note/timesOfDay(column:)``): the axis is ticked as a clock reads,
  /// `00:00 06:00 12:00` (``ClockTicks``). `false` by default.
  public var xIsTimeOfDay = false
  /// The part of the x axis shown when a few far values would squash the rest into a sliver
  /// (``ChartChoice/Note/beyondAxis(column:count:total:farthest:)``): values beyond it are
  /// drawn at its ends, marked as beyond. Nil (the default): the axis holds every value.
  public var xAxisRange: ClosedRange<Double>? = nil
  /// The part of the y axis shown, as ``xAxisRange`` is for x; nil (the default) for all.
  public var yAxisRange: ClosedRange<Double>? = nil
  /// The cells of a ``Mark/heatmap``: each cell's x, y and value, and how values are coloured;
  /// nil (the default) for every other mark. See ``Grid``.
  public var grid: Grid? = nil

  /// Creates a dataset.
  ///
  /// - Parameters:
  ///   - xKind: What the x values mean; `.number` by default.
  ///   - xLabel: The x axis label; empty by default.
  ///   - yLabel: The y axis label; empty by default.
  ///   - series: The series, in legend order.
  ///   - utcOffset: The UTC offset the x dates were written with, in seconds; nil (none) by
  ///     default.
  ///   - mark: How the points are drawn; ``Mark/line`` by default.
  public init(
    xKind: XKind = .number, xLabel: String = "", yLabel: String = "", series: [Series],
    utcOffset: Int? = nil, mark: Mark = .line
  ) {
    self.xKind = xKind
    self.xLabel = xLabel
    self.yLabel = yLabel
    self.series = series
    self.utcOffset = utcOffset
    self.mark = mark
  }

  /// The total number of points over all series.
  public var pointCount: Int { series.reduce(0) { $0 + $1.count } }

  /// Whether no series has any point.
  public var isEmpty: Bool { series.allSatisfy(\.isEmpty) }
}
