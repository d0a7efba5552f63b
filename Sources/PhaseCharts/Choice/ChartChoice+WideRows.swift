import Foundation
import PhaseKit

/// The rows of a table read wide are its subjects, and none of them is left out: 26 districts of
/// Sri Lanka by month, on scales a hundredfold apart (Colombo's 1,693 cases in January beside a
/// rural district's dozen), were taken for 26 measures of their own units and drawn as the first
/// 12, a panel each; the other 14 were not in the chart at all. Counts of one kind (every value a
/// whole number, none below zero: cases, people, sales) are one quantity however their sizes
/// differ: past the rows drawn one by one they are drawn as the units of a panel are, the median
/// over x with the band of the middle 80% of the rows, every row in it. Rows of decimals on
/// unlike scales (lab tests, each in its unit) stay measures, a panel each.
extension ChartChoice {
  /// The most values of the rows read to tell counts: the test stays cheap on a wide table of
  /// thousands of rows.
  static let wideCountsValuesRead = 20_000

  /// Lays out the rows of a table read wide (``Note/readWide(first:last:columns:label:)``) that
  /// were taken for measures (no series column was kept) and are too many to draw one by one,
  /// when they are counts of one kind (``areCounts(_:)``): their median over x with the band of
  /// the middle 80%, and a ``Note/unitsAsMedian(unit:units:measure:)`` naming the rows' label.
  /// Leaves other datasets as they are.
  ///
  /// - Parameters:
  ///   - dataset: The sanitized dataset, a series per row.
  ///   - choice: The choice, to which the note is added.
  ///   - layout: The layout asked for; panels asked for are kept.
  ///   - language: The language the median's and the band's names are in.
  /// - Returns: Whether the layout changed.
  static func drawsEveryRow(
    _ dataset: inout Dataset, choice: inout ChartChoice, layout: Dataset.Layout?, language: Language
  ) -> Bool {
    guard layout != .panels, choice.series == nil, dataset.mark == .line, dataset.series.count > maxDrawnSeries,
      let label = choice.notes.lazy.compactMap({ note -> String?? in
        if case .readWide(_, _, _, let label) = note { label } else { nil }
      }).first,
      areCounts(dataset.series), let median = medianWithBand(dataset.series, language: language)
    else { return false }
    choice.notes.append(.unitsAsMedian(unit: label ?? "", units: dataset.series.count, measure: ""))
    dataset.series = [median.series]
    dataset.others = median.band
    dataset.layout = .overlay
    return true
  }

  /// Whether every finite value of `series` (the first ``wideCountsValuesRead``) is a whole
  /// number at or above zero, and some are above zero: counts of one kind.
  static func areCounts(_ series: [Series]) -> Bool {
    var read = 0
    var positive = false
    for one in series {
      for value in one.ys where value.isFinite {
        guard value >= 0, value == value.rounded() else { return false }
        positive = positive || value > 0
        read += 1
        if read >= wideCountsValuesRead { return positive }
      }
    }
    return positive
  }
}
