import Foundation

/// Lagged copies prove the rows are in time order: a market table (`Year`, `Lag1`…`Lag5`,
/// `Volume`, `Today`, `Direction`) holds on each row the returns of the days before it, so
/// `Lag1` on one row is `Today` on the row above. No column names a date, and the measures
/// left once the copies are skipped (a return that jumps from day to day, a volume) do not
/// follow on as a series does, so the rows read as observations and were scattered. They are
/// not: a value that comes back one row later can only mean each row is the moment after the
/// one above, and the series over the row number is the chart, as forecasting and finance
/// exports with lag features are plotted.
extension ChartChoice {
  /// A measure that is another one shifted down a few rows: ``copy`` holds, on each row, the
  /// value ``original`` held ``lag`` rows above.
  struct LaggedCopy: Sendable, Hashable {
    /// The column of the lagged values (`Lag1`).
    var copy: Int
    /// The column it copies (`Today`).
    var original: Int
    /// How many rows down the values come back: 1 to ``maximumCopyLag``.
    var lag: Int
  }

  /// The most rows a copy may lag its original by (`Lag5`, a week of trading days).
  static let maximumCopyLag = 5
  /// The least share of sample rows on which a lagged copy repeats its original: a few rows
  /// may miss it (the first row of a year restarting the lags, a missing day).
  static let laggedCopyShare = 0.95
  /// The fewest sample rows compared, and the fewest distinct values among them: a column of
  /// a few codes repeats itself a row later by chance.
  static let laggedCopyRows = 16

  /// The first measure among the first ``ColumnRole/copySearchWidth`` numeric columns that is
  /// another shifted down 1 to ``maximumCopyLag`` rows on the sample rows: equal to the value
  /// `lag` rows above on at least ``laggedCopyShare`` of the rows where both are written, over
  /// ``laggedCopyRows`` rows or more, with at least ``laggedCopyRows`` / 2 distinct values, no
  /// value in half the rows or more, and values that neither only rise nor only fall (row
  /// numbers and ids shifted by one agree everywhere and prove nothing). Nil when there is
  /// none.
  ///
  /// Only the sample is read, as for every role: 64 rows, a few dozen columns.
  ///
  /// - Parameters:
  ///   - columns: Every column's non-missing sample values and the sample row of each.
  ///   - numeric: Whether each column holds numbers.
  ///   - roles: Every column's role; only measures and copies of another column are compared.
  /// - Returns: The lagged copy, nil when there is none.
  static func laggedCopy(
    columns: [ColumnPlan.ColumnValues], numeric: [Bool], roles: [ColumnRole]
  ) -> LaggedCopy? {
    let candidates = columns.indices.filter { column in
      numeric.indices.contains(column) && numeric[column] && roles.indices.contains(column)
        && [.measure, .copy].contains(roles[column]) && columns[column].texts.count >= laggedCopyRows
    }.prefix(ColumnRole.copySearchWidth)
    // Each column's numbers by sample row, NaN where blank.
    let rows = (columns.map { $0.rows.last ?? -1 }.max() ?? -1) + 1
    var byRow: [Int: [Double]] = [:]
    for column in candidates {
      var values = [Double](repeating: .nan, count: rows)
      for (text, row) in zip(columns[column].texts, columns[column].rows) {
        values[row] = Double(text) ?? .nan
      }
      guard !ColumnRole.isMonotonic(values.filter(\.isFinite)) else { continue }
      byRow[column] = values
    }
    for copy in candidates {
      guard let lagged = byRow[copy] else { continue }
      for original in candidates where original != copy {
        guard let values = byRow[original] else { continue }
        for lag in 1...maximumCopyLag where isLagged(lagged, of: values, by: lag) {
          return LaggedCopy(copy: copy, original: original, lag: lag)
        }
      }
    }
    return nil
  }

  /// Whether `lagged` holds on each row the value `values` held `lag` rows above, as
  /// ``laggedCopy(columns:numeric:roles:)`` asks.
  static func isLagged(_ lagged: [Double], of values: [Double], by lag: Int) -> Bool {
    guard lag < lagged.count else { return false }
    // Most pairs of columns differ on their first rows: stop as soon as too many rows miss.
    let allowedMisses = Int((1 - laggedCopyShare) * Double(lagged.count - lag))
    var compared = 0
    var equal = 0
    var counts: [Double: Int] = [:]
    for row in lag..<lagged.count where lagged[row].isFinite && values[row - lag].isFinite {
      compared += 1
      guard lagged[row] == values[row - lag] else {
        if compared - equal > allowedMisses { return false }
        continue
      }
      equal += 1
      counts[lagged[row], default: 0] += 1
    }
    guard compared >= laggedCopyRows, Double(equal) >= laggedCopyShare * Double(compared),
      counts.count * 2 >= laggedCopyRows
    else { return false }
    return (counts.values.max() ?? 0) * 2 < compared
  }

  /// Whether `plan`'s rows are a sequence proven by a lagged copy (``ColumnPlan/laggedCopy``)
  /// and no column says the rows are several units' (an id, a unit, row labels): a panel's
  /// lags run within each unit, and lines over the row number would join the units.
  static func rowsInTimeOrder(_ plan: ColumnPlan) -> Bool {
    plan.laggedCopy != nil && !plan.roles.contains { [.id, .unit, .label].contains($0) }
  }

  /// The note that says which lagged copy put the rows in time order.
  static func laggedCopyNote(_ plan: ColumnPlan) -> Note? {
    guard let lagged = plan.laggedCopy, plan.names.indices.contains(lagged.copy),
      plan.names.indices.contains(lagged.original)
    else { return nil }
    return .rowsInTimeOrder(copy: plan.names[lagged.copy], original: plan.names[lagged.original], lag: lagged.lag)
  }
}
