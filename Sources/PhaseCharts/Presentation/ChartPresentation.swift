import PhaseKit

/// What a chart view that builds its own marks (SwiftUI's Swift Charts) draws for a dataset and
/// the chart choice behind it: which drawing, the axis titles, the series in the order their
/// colours, legend entries and stacked parts follow, whether there is a legend, and the band
/// behind the series with its name.
///
/// The SVG and terminal renderers take the same decisions from a `Chart` of the dataset with
/// the choice's axis titles; this value holds them for a view that only draws:
///
/// ```swift
/// let prepared = try ChartPipeline().prepare(csv)
/// let presentation = ChartPresentation(prepared, language: .english)
/// presentation.drawing      // .categoryBars for a table of words
/// presentation.yTitle       // "count"
/// presentation.seriesNames  // ["outcome = 1", "outcome = 2"]: stacked in this order
/// ```
///
/// Each chart the choice makes has its drawing: bars of counts per category, stacked by a
/// second code (``Drawing/categoryBars``); a line per unit, or the median of many units with
/// the band of their 10th to 90th percentile (``Drawing/series`` with ``bandName``); the
/// outcome against its strongest predictor (``Drawing/series`` of points); a histogram
/// (``Drawing/histogram``); one panel per measure (``Drawing/panels``).
public struct ChartPresentation: Sendable, Hashable {
  /// The marks a chart view builds.
  public enum Drawing: String, Sendable, Hashable {
    /// Every series on one plot: a line (or points, for ``Dataset/Mark/points``) per series,
    /// behind them the band of ``Dataset/others`` when there is one.
    case series
    /// One plot per series (small multiples), each with its own y scale over the same x; see
    /// ``SmallMultiplesLayout``.
    case panels
    /// Bars per category (``Dataset/categories``), one bar per category and series, the
    /// series' bars stacked in the order of ``ChartPresentation/seriesNames``; see
    /// ``CategoryBarLayout``.
    case categoryBars
    /// Bars at numeric or date x values, stacked across series.
    case bars
    /// A line (or points) per series over categories (the values of a word column, each a
    /// point at its word), the category axis in the order of `categories`.
    case seriesOverCategories
    /// Each bin of ``Dataset/binWidth`` from its start, up to its count; several series overlap.
    case histogram
    /// A rectangle per cell of ``Dataset/grid``, coloured by its value on the grid's scale
    /// (``Dataset/Grid/color(at:scale:)``), with a gradient legend of the value.
    case heatmap
  }

  /// What the view draws.
  public var drawing: Drawing
  /// The x axis's title: the dataset's x label, else the choice's (`row` when x is the row
  /// number); empty for none.
  public var xTitle: String
  /// The y axis's title: the choice's when the chart says it rather than a column (`count` for
  /// bars of counts and histograms), else the dataset's y label; empty for none.
  public var yTitle: String
  /// The names of the series, in the dataset's order, each once: the domain of the colours by
  /// series, the order of the legend and the order in which stacked bars pile up.
  public var seriesNames: [String]
  /// The categories of a ``Drawing/categoryBars`` or ``Drawing/seriesOverCategories`` chart
  /// (``Dataset/categories``), in order, each name once; empty for other drawings. The category
  /// axis is ``categories(drawing:)``, which adds an unnamed slot when a point is past them.
  public var categories: [String]
  /// Whether the chart shows a legend of its series: when several series share a plot, or a
  /// band stands beside them (the median and the band of a panel's units, `+N`).
  public var showsLegend: Bool
  /// The legend's name of the band behind the series (``SeriesEnvelope/name``: `+N`, or the
  /// 10–90% band of a panel's units); nil when none is drawn.
  public var bandName: String?
  /// How opaque bars are: 1, or 0.6 when the bins of several series overlap.
  public var barOpacity: Double
  /// How x values are placed: ``Dataset/Scale/log`` when the dataset asks for a log x
  /// (``Dataset/xScale``) and x holds numbers; draw it with `chartXScale(type: .log)`.
  public var xScale: Dataset.Scale
  /// How y values are placed: ``Dataset/Scale/log`` when the dataset asks for a log y on a
  /// single plot of lines or points (never under bars, which stand on zero, nor in panels).
  public var yScale: Dataset.Scale

  /// The opacity of the bins of overlapping histogram series.
  public static let overlappingBarOpacity = 0.6
  /// The width in points each x tick of a histogram needs.
  public static let histogramTickSpacing = 70.0

  /// Decides how `dataset` is drawn, with the axis titles of `choice`.
  ///
  /// - Parameters:
  ///   - dataset: The dataset to draw, usually sanitized and laid out by the pipeline.
  ///   - choice: The chart choice it was made by (``DecodedTable/Columns/choice``), whose axis
  ///     titles fill the ones the dataset leaves empty; nil (the dataset's labels) by default.
  ///   - language: The language of the titles the choice says (`row`, `count`);
  ///     `Language.current` by default.
  public init(_ dataset: Dataset, choice: ChartChoice? = nil, language: Language = .current) {
    let isLines = dataset.mark == .line || dataset.mark == .points
    switch dataset.mark {
    case .histogram: drawing = .histogram
    case .heatmap: drawing = .heatmap
    case .bars: drawing = dataset.xKind == .category ? .categoryBars : .bars
    case .line, .points: drawing = dataset.xKind == .category ? .seriesOverCategories : .series
    }
    if isLines && drawing == .series && dataset.layout == .panels && dataset.series.count > 1 {
      drawing = .panels
    }
    var xTitle = dataset.xLabel
    var yTitle = dataset.yLabel
    if let choice {
      // As `phasekit chart` titles the SVG: the row number only for a choice made from columns.
      if xTitle.isEmpty && !choice.columns.isEmpty { xTitle = choice.xAxisTitle(in: language) }
      if let title = choice.yAxisTitle(in: language) { yTitle = title }
    }
    xScale = dataset.xKind == .number ? dataset.xScale : .linear
    yScale = drawing == .series ? dataset.yScale : .linear
    // A title says its axis is a log scale: `body (log scale)`.
    self.xTitle = xScale.axisTitle(xTitle, in: language)
    self.yTitle = yScale.axisTitle(yTitle, in: language)
    seriesNames = Self.unique(dataset.series.map(\.name))
    categories = dataset.xKind == .category ? Self.unique(dataset.categories) : []
    bandName = drawing == .series ? dataset.others.flatMap { $0.xs.isEmpty ? nil : $0.name } : nil
    showsLegend = drawing != .panels && (seriesNames.count > 1 || bandName != nil)
    barOpacity = drawing == .histogram && seriesNames.count > 1 ? Self.overlappingBarOpacity : 1
  }

  /// Decides how a prepared chart is drawn, with its choice's axis titles.
  ///
  /// - Parameters:
  ///   - prepared: What ``ChartPipeline/prepare(_:)-(Data)`` returned.
  ///   - language: The language of the titles the choice says; `Language.current` by default.
  public init(_ prepared: PreparedChart, language: Language = .current) {
    self.init(prepared.dataset, choice: prepared.columns.choice, language: language)
  }

  /// The category at slot `x` of a category chart (x values are slots `0, 1, 2, …` into
  /// ``Dataset/categories``): the slot's name, or empty for a slot past the names or an x
  /// that is not a slot.
  ///
  /// - Parameters:
  ///   - x: A point's x value.
  ///   - dataset: The dataset the point is from.
  /// - Returns: The name.
  public static func category(at x: Double, in dataset: Dataset) -> String {
    let names = dataset.categories
    guard x.isFinite, x > -0.5, x < Double(names.count) - 0.5 else { return "" }
    return names[Int(x.rounded())]
  }

  /// How many x ticks a histogram `width` points wide asks for: one per
  /// ``histogramTickSpacing``, at least 2; pass it to ``Dataset/histogramTicks(maximumCount:)``.
  ///
  /// - Parameter width: The plot's width in points; 0 before layout.
  /// - Returns: The tick count.
  public static func histogramTickCount(forWidth width: Double) -> Int {
    let columns = width > 0 && width.isFinite ? width : Double(Dataset.fallbackPlotWidth)
    return max(Int(columns / histogramTickSpacing), 2)
  }

  /// The category axis of `points` drawn: `categories`, and an unnamed slot (an empty name)
  /// at the end when a point's x is past the names, where ``category(at:in:)`` puts it.
  ///
  /// Reads the points drawn (downsampled to the plot's width), not every value of the dataset:
  /// a view asks for it in each body evaluation.
  ///
  /// - Parameter points: The points drawn.
  /// - Returns: The categories in axis order.
  public func categories(drawing points: [PlotPoint]) -> [String] {
    let past = Double(categories.count) - 0.5
    guard !categories.contains(""), points.contains(where: { !($0.x < past) }) else { return categories }
    return categories + [""]
  }

  /// `names` with each name once, in the order of their first appearance.
  static func unique(_ names: [String]) -> [String] {
    var seen = Set<String>()
    return names.filter { seen.insert($0).inserted }
  }
}
