import Foundation

/// Which axes show only the bulk of their values: a station map pressed into a line by one
/// station on another continent, orders in a thin funnel under a few huge sales, stripes pushed
/// to the edge by eruptions 50 000 years ago. A person cuts such an axis to where the points
/// are, draws the few beyond at its edge, and says how many there are and how far the farthest
/// lies (``Note/beyondAxis(column:count:total:farthest:)``); nothing is left out.
///
/// Only where a log axis does not spread the values (``decades(_:)``): signed values, or a
/// handful of far values above a bulk that does not span decades. Never for dates, categories,
/// bars or histograms (counted from zero) or panels (each has its own y).
extension ChartChoice {
  /// The share of the values below the bulk: the bulk runs from this quantile to
  /// ``bulkHighQuantile``.
  static let bulkLowQuantile = 0.01
  /// The share of the values at or below the top of the bulk.
  static let bulkHighQuantile = 0.99
  /// The most of the full range the bulk may take for the axis to be cut to it: below a tenth,
  /// most points share a sliver of the even axis.
  static let bulkMaximumShare = 0.1
  /// The room the cut axis leaves on each side of the bulk, as a share of the bulk's span.
  static let bulkMargin = 0.1
  /// The fewest values an axis is cut for: a handful of far values needs a bulk to stand out of.
  static let bulkMinimumCount = 20
  /// The most of the values that may lie beyond the cut axis: a few, never a tail.
  static let bulkMaximumBeyondShare = 0.03

  /// Cuts the axes of a chart of points or lines to the bulk of their values where a few far
  /// values squash the rest (``bulk(_:)``), with a note for each (``Note/beyondAxis(column:count:total:farthest:)``);
  /// an axis already on a log scale keeps every value.
  ///
  /// - Parameters:
  ///   - dataset: The sanitized, laid-out dataset, its scales chosen.
  ///   - choice: The choice that made it.
  static func chooseAxisRanges(_ dataset: inout Dataset, choice: inout ChartChoice) {
    guard !choice.columns.isEmpty, dataset.mark == .line || dataset.mark == .points, dataset.layout == .overlay,
      dataset.others == nil, dataset.xAxisRange == nil, dataset.yAxisRange == nil
    else { return }
    if dataset.xKind == .number, dataset.xScale == .linear, let cut = bulk(dataset.series.map(\.xs)) {
      dataset.xAxisRange = cut.range
      choice.notes.append(
        .beyondAxis(column: choice.x ?? dataset.xLabel, count: cut.count, total: cut.total, farthest: cut.farthest))
    }
    if dataset.yScale == .linear, let cut = bulk(dataset.series.map(\.ys)) {
      dataset.yAxisRange = cut.range
      let name = dataset.yLabel.isEmpty ? (choice.y.count == 1 ? choice.y[0] : "y") : dataset.yLabel
      choice.notes.append(.beyondAxis(column: name, count: cut.count, total: cut.total, farthest: cut.farthest))
    }
  }

  /// The part of an axis that holds the bulk of `columns`' values, when a few far values would
  /// squash it: the range from the ``bulkLowQuantile`` to the ``bulkHighQuantile`` takes less
  /// than ``bulkMaximumShare`` of the full range, and at most ``bulkMaximumBeyondShare`` of the
  /// values (at least one) lie beyond it once widened by ``bulkMargin`` each way.
  ///
  /// The quantiles come from at most ``logScaleSample`` values, evenly spaced: linear in the
  /// rows and cheap on a million of them.
  ///
  /// - Parameter columns: The values of every series along one axis; not finite ones are skipped.
  /// - Returns: The range, how many of the `total` finite values lie beyond it, and the
  ///   farthest of them; nil when the axis should hold every value.
  static func bulk(_ columns: [[Double]]) -> (range: ClosedRange<Double>, count: Int, total: Int, farthest: Double)? {
    var low = Double.infinity
    var high = -Double.infinity
    var total = 0
    for values in columns {
      for value in values where value.isFinite {
        low = min(low, value)
        high = max(high, value)
        total += 1
      }
    }
    guard total >= bulkMinimumCount, high > low else { return nil }
    let stride = max(1, total / logScaleSample)
    var sample: [Double] = []
    sample.reserveCapacity(min(total, logScaleSample + 1))
    var seen = 0
    for values in columns {
      for value in values where value.isFinite {
        if seen % stride == 0 { sample.append(value) }
        seen += 1
      }
    }
    sample.sort()
    func quantile(_ share: Double) -> Double { sample[Int((share * Double(sample.count - 1)).rounded())] }
    let bottom = quantile(bulkLowQuantile)
    let top = quantile(bulkHighQuantile)
    let span = top - bottom
    guard span > 0, span < bulkMaximumShare * (high - low) else { return nil }
    let range = (bottom - bulkMargin * span)...(top + bulkMargin * span)
    var count = 0
    var farthest = 0.0
    var distance = 0.0
    for values in columns {
      for value in values where value.isFinite && !range.contains(value) {
        count += 1
        let away = value < range.lowerBound ? range.lowerBound - value : value - range.upperBound
        if away > distance {
          distance = away
          farthest = value
        }
      }
    }
    guard count >= 1, Double(count) <= bulkMaximumBeyondShare * Double(total) else { return nil }
    return (range, count, total, farthest)
  }
}
