import PhaseCharts
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

  /// Creates a vertical rule at `x` from `yStart` to `yEnd`, such as an error bar.
  ///
  /// - Parameters:
  ///   - x: The horizontal position of the rule.
  ///   - yStart: Where the rule starts.
  ///   - yEnd: Where the rule ends.
  public init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
  ) {
    var mark = MarkNode(.rule, x: x, y: yEnd)
    mark.yStart = yStart.primitive
    self.mark = mark
  }

  /// Never called: a mark is primitive content.
  public var body: Never { return fatalError("RuleMark is primitive content") }
}
