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
