import PhaseCharts
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
