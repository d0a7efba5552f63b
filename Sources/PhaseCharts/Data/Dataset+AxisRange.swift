import Foundation
import PhaseKit

extension Dataset {
  /// The sentence that says an axis shows only the bulk of its values: `count` of `total`
  /// points lie beyond it, drawn at its edge, the farthest at `farthest`. The chart's notes
  /// (``ChartChoice/Note/beyondAxis(column:count:total:farthest:)``) and its description for
  /// screen readers say it the same way.
  ///
  /// - Parameters:
  ///   - column: The axis's column name.
  ///   - count: How many points lie beyond the axis.
  ///   - total: How many points the axis places.
  ///   - farthest: The value of the farthest point beyond it.
  ///   - language: The language; `Language.current` by default.
  /// - Returns: The sentence.
  public static func beyondAxisSentence(
    column: String, count: Int, total: Int, farthest: Double, in language: Language = .current
  ) -> String {
    PhaseChartsText.noteBeyondAxis.format(
      [ChartChoice.short(column), String(count), String(total), ChartChoice.spanText(farthest)], in: language)
  }

  /// Whether `value` lies beyond `range`: finite and outside it. Nil ranges hold every value.
  @inline(__always) static func isBeyond(_ value: Double, _ range: ClosedRange<Double>?) -> Bool {
    guard let range, value.isFinite else { return false }
    return value < range.lowerBound || value > range.upperBound
  }

  /// The dataset with every value beyond ``xAxisRange`` or ``yAxisRange`` moved to the
  /// range's nearer end, where the chart draws it (marked as beyond); itself when neither is
  /// set. Values that are not finite stay as they are.
  public func clampedToAxisRanges() -> Dataset {
    guard xAxisRange != nil || yAxisRange != nil else { return self }
    var copy = self
    func clamp(_ values: inout [Double], to range: ClosedRange<Double>?) {
      guard let range else { return }
      for index in values.indices where Self.isBeyond(values[index], range) {
        values[index] = min(max(values[index], range.lowerBound), range.upperBound)
      }
    }
    for index in copy.series.indices {
      clamp(&copy.series[index].xs, to: xAxisRange)
      clamp(&copy.series[index].ys, to: yAxisRange)
    }
    return copy
  }

  /// How many points lie beyond ``xAxisRange`` or ``yAxisRange`` (a point beyond both counts
  /// once); 0 when neither is set.
  public var beyondAxisCount: Int {
    guard xAxisRange != nil || yAxisRange != nil else { return 0 }
    var count = 0
    for series in series {
      for (x, y) in zip(series.xs, series.ys) where x.isFinite && y.isFinite {
        if Self.isBeyond(x, xAxisRange) || Self.isBeyond(y, yAxisRange) { count += 1 }
      }
    }
    return count
  }
}
