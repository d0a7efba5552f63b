import Foundation

/// Measures whose rows are of unrelated units: the value of each physical constant (an
/// electron's mass in kg, 9.1e-31, beside the Planck temperature, 1.4e32 K) spans tens of
/// decades on both sides of 1, and no axis, even a logarithmic one, shows what one row has to
/// do with the next. Drawn against another measure they put every row on one line or in one
/// corner (great_tables' `constants`: value against its significant figures, one visible dot).
extension ChartChoice {
  /// The fewest decades between a measure's small and large magnitudes (10th and 90th
  /// percentiles of its non-zero absolute values) that make its rows of unrelated units: 20.
  static let unrelatedUnitsDecades = 20.0

  /// The indices in `series` of the measures of unrelated units; empty when there is none.
  ///
  /// A measure is of unrelated units when its non-zero magnitudes, twenty or more, from the
  /// 10th to the 90th percentile, span ``unrelatedUnitsDecades`` or more and reach below 1e-6
  /// and above 1e6: p-values, all below 1, and masses of stars, all far above it, are measures
  /// of one unit. Beside such a measure, the others that span as many decades on one side of 1
  /// (each constant's uncertainty, in the constant's unit) are of the same units. Reads the
  /// first ``maxItemRowsRead`` rows.
  static func unrelatedUnits(_ series: [Series]) -> [Int] {
    let spans = series.map { one -> (low: Double, high: Double)? in
      let magnitudes = one.ys.prefix(maxItemRowsRead).filter { $0.isFinite && $0 != 0 }.map(abs).sorted()
      guard magnitudes.count >= 20 else { return nil }
      let low = magnitudes[magnitudes.count / 10]
      let high = magnitudes[magnitudes.count * 9 / 10]
      return log10(high / low) >= unrelatedUnitsDecades ? (low, high) : nil
    }
    guard spans.contains(where: { span in span.map { $0.low < 1e-6 && $0.high > 1e6 } ?? false }) else { return [] }
    return series.indices.filter { spans[$0] != nil }
  }
}
