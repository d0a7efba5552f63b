import PhaseCharts
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

  /// Creates a point of a band between two values, such as a daily low and high.
  ///
  /// ```swift
  /// AreaMark(x: .value("Day", day), yStart: .value("Low", low), yEnd: .value("High", high))
  /// ```
  ///
  /// - Parameters:
  ///   - x: The horizontal position.
  ///   - yStart: The lower edge of the band at `x`.
  ///   - yEnd: The upper edge of the band at `x`.
  public init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
  ) {
    var mark = MarkNode(.area, x: x, y: yEnd)
    mark.yStart = yStart.primitive
    self.mark = mark
  }

  /// Never called: a mark is primitive content.
  public var body: Never { return fatalError("AreaMark is primitive content") }
}
