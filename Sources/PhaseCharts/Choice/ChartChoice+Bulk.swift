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
  /// The bulks tried in turn: the values from the `low` to the `high` quantile, the axis cut to
  /// them widened by `margin` times their span each way, when at most `beyond` of the values
  /// lie outside. The 1–99% range first (a handful of far values); then the 5–95% range,
  /// widened more, for a bulk under a long thin tail (counts per county under one city).
  static let bulkTiers: [(low: Double, high: Double, margin: Double, beyond: Double)] = [
    (0.01, 0.99, 0.1, 0.03), (0.05, 0.95, 0.25, 0.05),
  ]
  /// The most of the values one value may hold for the axis to be cut: a bulk that is one value
  /// repeated (free charging sessions at 0 dollars, coefficients left at 0) is a pile, and the
  /// values beyond it are the data, not a few far ones.
  static let bulkMaximumModeShare = 0.5
  /// The most of the full range the bulk may take for the axis to be cut to it: below a tenth,
  /// most points share a sliver of the even axis.
  static let bulkMaximumShare = 0.1
  /// The room left past the last value on a side of a cut axis that nothing lies beyond, as a
  /// share of the bulk's span: the value is not on the edge, where the values beyond are drawn.
  static let bulkEdgePadding = 0.02
  /// The fewest values an axis is cut for: a handful of far values needs a bulk to stand out of.
  static let bulkMinimumCount = 20

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
    // A map with far places along both axes is cut on both at once, to the places both agree on
    // (ChartChoice+MapBulk.swift): an axis cut alone keeps the places far along the other (fires
    // at 0,0 and at +120 beside California, their latitude cut and their longitude not).
    if cutMapToBulk(&dataset, choice: &choice, farOnBoth: true) { return }
    // A line's spikes are often its story: only a handful of far values (the first tier) is cut.
    let tiers = dataset.mark == .line ? Array(bulkTiers.prefix(1)) : bulkTiers
    if dataset.xKind == .number, dataset.xScale == .linear, let cut = bulk(dataset.series.map(\.xs), tiers: tiers) {
      dataset.xAxisRange = cut.range
      choice.notes.append(
        .beyondAxis(column: choice.x ?? dataset.xLabel, count: cut.count, total: cut.total, farthest: cut.farthest))
    }
    if dataset.yScale == .linear, let cut = bulk(dataset.series.map(\.ys), tiers: tiers) {
      dataset.yAxisRange = cut.range
      let name = dataset.yLabel.isEmpty ? (choice.y.count == 1 ? choice.y[0] : "y") : dataset.yLabel
      choice.notes.append(.beyondAxis(column: name, count: cut.count, total: cut.total, farthest: cut.farthest))
    }
    // A map squashed by more far places than an axis alone cuts (ChartChoice+MapBulk.swift).
    if dataset.xAxisRange == nil, dataset.yAxisRange == nil { _ = cutMapToBulk(&dataset, choice: &choice) }
  }

  /// The part of an axis that holds the bulk of `columns`' values, when a few far values would
  /// squash it: the first of ``bulkTiers`` whose quantile range takes less than
  /// ``bulkMaximumShare`` of the full range and leaves at least one value and at most the
  /// tier's share of them beyond it, once widened by the tier's margin each way.
  ///
  /// The quantiles come from at most ``logScaleSample`` values, evenly spaced: linear in the
  /// rows and cheap on a million of them.
  ///
  /// - Parameters:
  ///   - columns: The values of every series along one axis; not finite ones are skipped.
  ///   - tiers: The bulks tried, in turn; ``bulkTiers`` by default.
  /// - Returns: The range, how many of the `total` finite values lie beyond it, and the
  ///   farthest of them; nil when the axis should hold every value.
  static func bulk(
    _ columns: [[Double]], tiers: [(low: Double, high: Double, margin: Double, beyond: Double)] = bulkTiers
  ) -> (range: ClosedRange<Double>, count: Int, total: Int, farthest: Double)? {
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
    let sample = sortedSample(columns, count: total)
    var longest = 0
    var run = 0
    for index in sample.indices {
      run = index > 0 && sample[index] == sample[index - 1] ? run + 1 : 1
      longest = max(longest, run)
    }
    guard Double(longest) <= bulkMaximumModeShare * Double(sample.count) else { return nil }
    func quantile(_ share: Double) -> Double { sample[Int((share * Double(sample.count - 1)).rounded())] }
    for tier in tiers {
      let bottom = quantile(tier.low)
      let top = quantile(tier.high)
      let span = top - bottom
      guard span > 0, span < bulkMaximumShare * (high - low) else { continue }
      // A side with nothing beyond ends just past its last value, not a margin further: an
      // axis of years stops at 2026, not at 3700.
      let pad = bulkEdgePadding * span
      let range = max(bottom - tier.margin * span, low - pad)...min(top + tier.margin * span, high + pad)
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
      guard count >= 1, Double(count) <= tier.beyond * Double(total) else { continue }
      return (range, count, total, farthest)
    }
    return nil
  }
}
