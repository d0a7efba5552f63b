import PhaseCharts
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
