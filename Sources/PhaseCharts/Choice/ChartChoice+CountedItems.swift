import Foundation

/// When rows counted per date are items rather than events: babies by their birthday, lifters
/// by the day of their meet, breaches by the day they were posted. Counted per date, they drew
/// a line of noise (0 to 12 births a day, one spike per meet) that said neither how many there
/// were over time nor anything of the items themselves; read as a cross-section, their
/// measures are drawn (birth weight against gestation, the lifts against bodyweight).
extension ChartChoice {
  /// `table`, whose rows ``countingRowsPerDate(_:)`` would count per date (`counts`, in date
  /// order), as the cross-section its rows are (``crossSection(_:plan:xRole:)``) when the count
  /// is noise and the rows are items; nil otherwise, and the count is drawn.
  ///
  /// The rows are items counted into noise when all of these hold:
  /// - a column names or numbers each row (``namesEachRow(_:)``: a lifter's name, a baby's
  ///   id, a breach's summary): one row per item;
  /// - the counts, over ``minimumCountedDates`` dates or more, differ from date to date and do
  ///   not follow on (``followsOn(_:)``, at the lags of days, weeks, months): a log of sales or
  ///   flights rises and falls with the week and the season, while births per birthday or
  ///   lifters per meet date jump with nothing to follow;
  /// - the table has a measure to draw.
  static func countedItems(_ table: DecodedTable, counts: [Double]) -> DecodedTable? {
    guard let plan = table.plan, namesEachRow(plan), plan.roles.indices.contains(plan.x),
      counts.count >= minimumCountedDates, Set(counts).count > 1, !followsOn(counts),
      !table.dataset.series.isEmpty
    else { return nil }
    guard var result = crossSection(table, plan: plan, xRole: plan.roles[plan.x]) else { return nil }
    let rows = Int(counts.reduce(0, +))
    // The note says the rows are items; the scatter's own note, that nothing orders the
    // rows, would deny the date it names.
    result.columns.choice.notes.removeAll { if case .rowsAreObservations = $0 { true } else { false } }
    result.columns.choice.notes.insert(
      .itemsCountedPerDate(column: plan.names[plan.x], rows: rows, dates: counts.count), at: 0)
    return result
  }
}
