import PhaseCharts
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

  /// Creates a floating bar from `yStart` to `yEnd`; floating bars never stack.
  ///
  /// - Parameters:
  ///   - x: The category or position of the bar.
  ///   - yStart: Where the bar starts.
  ///   - yEnd: Where the bar ends.
  public init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
  ) {
    var mark = MarkNode(.bar, x: x, y: yEnd)
    mark.yStart = yStart.primitive
    self.mark = mark
  }

  /// Never called: a mark is primitive content.
  public var body: Never { return fatalError("BarMark is primitive content") }
}
