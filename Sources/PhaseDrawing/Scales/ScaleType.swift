import PhaseCharts

/// How values are placed along an axis, as Swift Charts' `ScaleType`: evenly (``linear``) or by
/// their logarithm (``log``).
///
/// ```swift
/// let chart = Chart(dataset: animals).chartXScale(type: .log).chartYScale(type: .log)
/// ```
///
/// A log axis has ticks at the powers of ten (`0.01`, `1`, `100`, `10k`), with 2 and 5 between
/// them when the axis spans few decades, and its title says `(log scale)`. Values at or below
/// zero have no place on it and are left out. A dataset asks for a log axis itself through
/// `Dataset.xScale` and `Dataset.yScale` (PhaseCharts); a scale set on the chart wins.
public struct ScaleType: Sendable, Hashable {
  /// Whether equal ratios take equal room.
  let isLog: Bool

  /// Equal steps of value take equal room: the default.
  public static let linear = ScaleType(isLog: false)
  /// Equal ratios of value take equal room: 1, 10 and 100 evenly apart.
  public static let log = ScaleType(isLog: true)

  /// The scale type of a dataset's ``Dataset/Scale``.
  init(_ scale: Dataset.Scale) {
    isLog = scale == .log
  }

  private init(isLog: Bool) {
    self.isLog = isLog
  }
}

extension Chart {
  /// A copy whose x axis is placed on `type`, as Swift Charts' `chartXScale(type:)`: ``ScaleType/log``
  /// for positive values that span several decades. Dates and categories keep their own axis.
  ///
  /// - Parameter type: The scale; the dataset's `xScale` (linear unless it says
  ///   otherwise) when not set.
  /// - Returns: The rescaled chart.
  public func chartXScale(type: ScaleType) -> Chart {
    var copy = self
    copy.xScaleType = type
    return copy
  }

  /// A copy whose y axis is placed on `type`, as Swift Charts' `chartYScale(type:)`. A log y is
  /// not drawn under bars, which stand on zero, nor in panels.
  ///
  /// - Parameter type: The scale; the dataset's `yScale` when not set.
  /// - Returns: The rescaled chart.
  public func chartYScale(type: ScaleType) -> Chart {
    var copy = self
    copy.yScaleType = type
    return copy
  }
}
