import Foundation
import PhaseKit

/// Records are not a sequence: a monitoring reference set of 50 000 loans (or used cars, or
/// work-from-home days), each with an `id`, the time it arrived, its attributes and the
/// model's prediction. Joined by lines over the timestamp, every measure stood as a solid band
/// of colour from which only its range read: the next loan's value does not follow on from
/// this one's. A measure that follows on (a sensor trace, a price, the weather) keeps its line;
/// a table of records whose measures all jump from row to row as much as they spread is the
/// cross-section its rows are, read as observations, with the time set aside and said in a
/// note.
extension ChartChoice {
  /// The fewest rows a table of records stamped with a time needs before its time is set
  /// aside: fewer are drawn over the time as they are (a line through a few dozen points
  /// reads).
  static let minimumRecordRows = 1_000

  /// The fewest measures whose course over the time is judged: one white-noise measure (a
  /// fund's daily returns) is a series of its own, read as such.
  static let minimumRecordMeasures = 2

  /// `table`, read over a time, as the cross-section of its rows (``crossSection(_:plan:xRole:)``)
  /// when they are independent records stamped with that time; nil for any other table.
  ///
  /// The rows are records when all of these hold:
  /// - x is a date, with nothing named and nothing to split the rows by, over
  ///   ``minimumRecordRows`` rows or more;
  /// - a column names or numbers each row (``namesEachRow(_:)``: an `id`, a name);
  /// - ``minimumRecordMeasures`` measures or more are drawn, and not one of them follows on
  ///   from row to row in the order of the time (``recordsFollowOn(_:)``): every measure is
  ///   as far from the next row's as from any other's.
  ///
  /// A sensor trace, a price or the weather follows on (its lag-1 autocorrelation is high);
  /// a table of returns follows on in none of its measures but names no row (no `id`), and
  /// is kept over its time.
  ///
  /// - Parameter table: The table as chosen over its time.
  /// - Returns: The cross-section, or nil.
  static func recordsOverTime(_ table: DecodedTable) -> DecodedTable? {
    guard let plan = datedRows(table, minimumRows: minimumRecordRows), table.dataset.xKind == .date,
      table.dataset.series.count >= minimumRecordMeasures, namesEachRow(plan),
      !recordsFollowOn(table.dataset.series)
    else { return nil }
    let rows = table.dataset.series.first?.count ?? 0
    guard var result = crossSection(table, plan: plan, xRole: plan.roles[plan.x]) else { return nil }
    // The records note says the rows are read as observations: the scatter's own note, that
    // nothing orders the rows, would deny the time it names.
    result.columns.choice.notes.removeAll { if case .rowsAreObservations = $0 { true } else { false } }
    result.columns.choice.notes.insert(.recordsOverTime(rows: rows, column: plan.names[plan.x]), at: 0)
    return result
  }

  /// Whether any of `series` (sharing their xs) follows on from row to row in the order of
  /// their x (``followsOn(_:)``: a lag-1 to lag-24 autocorrelation above a half), read on the
  /// first ``maxItemRowsRead`` rows with a finite x, one after another: the next reading of a
  /// series is near the last, the next record is any record. A series with no finite value
  /// follows on (it tells nothing against the line).
  static func recordsFollowOn(_ series: [Series]) -> Bool {
    guard let first = series.first else { return true }
    let rows = first.xs.indices.lazy.filter { first.xs[$0].isFinite }.prefix(maxItemRowsRead)
      .sorted { first.xs[$0] < first.xs[$1] }
    guard rows.count >= minimumItemDates else { return true }
    return series.contains { one in
      let ys = rows.compactMap { one.ys.indices.contains($0) && one.ys[$0].isFinite ? one.ys[$0] : nil }
      return ys.count < minimumItemDates || followsOn(ys)
    }
  }
}
