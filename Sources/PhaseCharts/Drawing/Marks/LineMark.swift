/// A line through its points, one line per series, drawn in the order the marks are given.
///
/// ```swift
/// ForEach(points) { point in
///   LineMark(x: .value("Date", point.date), y: .value("Temp", point.temperature))
///     .foregroundStyle(by: .value("City", point.city))
/// }
/// ```
///
/// Marks with the same series (from `series:` or ``ChartContent/foregroundStyle(by:)``) join
/// into one line. For large data use ``Chart/init(dataset:)``, which draws from arrays instead
/// of building a mark per point.
public struct LineMark: ChartContent, PrimitiveChartContent, Sendable {
  let mark: MarkNode
  var marks: [MarkNode] { [mark] }

  /// Creates a point of a line.
  ///
  /// - Parameters:
  ///   - x: The horizontal position.
  ///   - y: The vertical position.
  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
    mark = MarkNode(.line, x: x, y: y)
  }

  /// Creates a point of the line named by `series`.
  ///
  /// - Parameters:
  ///   - x: The horizontal position.
  ///   - y: The vertical position.
  ///   - series: The line this point belongs to; it also picks the colour and legend entry.
  public init<X: Plottable, Y: Plottable, S: Plottable>(
    x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>
  ) {
    var mark = MarkNode(.line, x: x, y: y)
    mark.series = series.primitive.seriesName
    mark.seriesLabel = series.label
    self.mark = mark
  }

  /// Never called: a mark is primitive content.
  public var body: Never { return fatalError("LineMark is primitive content") }
}

/// A symbol at a point.
///
/// ```swift
/// PointMark(x: .value("Weight", 3.2), y: .value("Price", 12))
/// ```
public struct PointMark: ChartContent, PrimitiveChartContent, Sendable {
  let mark: MarkNode
  var marks: [MarkNode] { [mark] }

  /// Creates a point.
  ///
  /// - Parameters:
  ///   - x: The horizontal position.
  ///   - y: The vertical position.
  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
    mark = MarkNode(.point, x: x, y: y)
  }

  /// Never called: a mark is primitive content.
  public var body: Never { return fatalError("PointMark is primitive content") }
}

/// The area between zero and a line, one area per series.
///
/// ```swift
/// AreaMark(x: .value("Hour", hour), y: .value("Rain", millimetres))
/// ```
public struct AreaMark: ChartContent, PrimitiveChartContent, Sendable {
  let mark: MarkNode
  var marks: [MarkNode] { [mark] }

  /// Creates a point on the upper edge of an area that reaches down to zero.
  ///
  /// - Parameters:
  ///   - x: The horizontal position.
  ///   - y: The height of the area at `x`.
  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
    mark = MarkNode(.area, x: x, y: y)
  }

  /// Never called: a mark is primitive content.
  public var body: Never { return fatalError("AreaMark is primitive content") }
}

/// A bar from zero to a value; bars of several series at the same x stack, as in Swift Charts.
///
/// ```swift
/// BarMark(x: .value("Shape", "Cube"), y: .value("Count", 5))
/// ```
public struct BarMark: ChartContent, PrimitiveChartContent, Sendable {
  let mark: MarkNode
  var marks: [MarkNode] { [mark] }

  /// Creates a bar.
  ///
  /// - Parameters:
  ///   - x: The category or position of the bar.
  ///   - y: The height of the bar.
  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
    mark = MarkNode(.bar, x: x, y: y)
  }

  /// Never called: a mark is primitive content.
  public var body: Never { return fatalError("BarMark is primitive content") }
}

/// A straight line across the whole plot: horizontal at a y value, or vertical at an x value.
///
/// The seed's "no data" placeholder is a horizontal rule:
///
/// ```swift
/// RuleMark(y: .value("平均值", 0))
///   .annotation { Text("无可用数据").font(.caption).foregroundColor(.secondary) }
/// ```
public struct RuleMark: ChartContent, PrimitiveChartContent, Sendable {
  let mark: MarkNode
  var marks: [MarkNode] { [mark] }

  /// Creates a horizontal rule across the plot at `y`.
  ///
  /// - Parameter y: The height of the rule.
  public init<Y: Plottable>(y: PlottableValue<Y>) {
    mark = MarkNode(.rule, x: PlottableValue<Double>?.none, y: y)
  }

  /// Creates a vertical rule across the plot at `x`.
  ///
  /// - Parameter x: The horizontal position of the rule.
  public init<X: Plottable>(x: PlottableValue<X>) {
    mark = MarkNode(.rule, x: x, y: PlottableValue<Double>?.none)
  }

  /// Never called: a mark is primitive content.
  public var body: Never { return fatalError("RuleMark is primitive content") }
}

extension PlottablePrimitive {
  /// The text that names a series, a legend entry or a category.
  var seriesName: String {
    switch self {
    case .category(let name): name
    case .number(let value): ChartNumberFormat.plain(value)
    case .date(let date): TimeTicks.isoLabel(date.timeIntervalSince1970)
    }
  }
}
