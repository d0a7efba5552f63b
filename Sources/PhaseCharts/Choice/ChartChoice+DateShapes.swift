import Foundation

/// Dates in the shape of a table rather than in one column: the parts of a row's own date
/// written again beside it, and column names that are numbers beside a column of dates.
extension ChartChoice {
  /// The notes of the dates `plan` read from the table's shape: month names read with the
  /// years, and a note per column of dates whose own parts (``ColumnPlan/partsOfDates``) it
  /// leaves undrawn (`Complaint Year Number` and `Month Number`, the year and month of `Record
  /// Create Date`).
  static func dateShapeNotes(_ plan: ColumnPlan) -> [Note] {
    var notes: [Note] = []
    // Month names read with the years (ChartDecoder+MonthNames.swift): a column of words, where
    // the months of ``ChartDecoder/combiningPeriods(_:options:)`` are numbers.
    // Not the times of day read with a column of dates (``ChartDecoder/combiningTimeOfDay(_:options:)``):
    // there x holds dates, here years.
    if let period = plan.periodColumn, plan.xReader == .number, plan.names.indices.contains(period),
      plan.roles.indices.contains(period), [.category, .label].contains(plan.roles[period])
    {
      notes.append(.monthNamesWithYear(year: plan.names[plan.x], month: plan.names[period]))
    }
    let skipped = plan.partsOfDates.filter { part, _ in
      !plan.ys.contains(part) && part != plan.x && plan.names.indices.contains(part)
    }
    return notes
      + Set(skipped.values).sorted().compactMap { date in
        guard plan.names.indices.contains(date) else { return nil }
        let parts = skipped.filter { $0.value == date }.keys.sorted()
        // Said when a part was found by its values (`Complaint Year Number`), or when nothing
        // else is a measure and the parts were all there was to draw: `year`, `month`, `day`
        // beside `time_hour` are parts by their names alone, as they always were.
        let byValues = parts.contains { !ColumnRole.isDatePart(words: ColumnPlan.words(of: plan.names[$0]), numbers: []) }
        guard byValues || plan.ys.isEmpty || plan.countsCategories else { return nil }
        return .partsOfDateSkipped(date: plan.names[date], parts: parts.map { plan.names[$0] })
      }
  }
}

extension ChartChoice {
  /// `table` with a note that its columns named by numbers (``WideTable/header(_:)``) were
  /// drawn as series over its column of dates rather than read wide
  /// (``WideTable/datesOrderRows(_:)``); `table` itself when x is no text date or the numbered
  /// columns were not drawn.
  static func notingNumberNames(_ table: DecodedTable) -> DecodedTable {
    guard let plan = table.plan, !plan.xIsRowNumber, case .date = plan.xReader, plan.periodColumn == nil,
      let header = WideTable.header(plan.names), !header.isRun, header.prefix != WideTable.monthPrefix,
      header.columns.contains(where: { table.columns.choice.y.contains(plan.names[$0]) })
    else { return table }
    var noted = table
    let order = header.xs.indices.sorted { header.xs[$0] < header.xs[$1] }
    noted.columns.choice.notes.append(
      .numberNamesOverDate(
        date: plan.names[plan.x], first: plan.names[header.columns[order[0]]],
        last: plan.names[header.columns[order[order.count - 1]]], columns: header.columns.count))
    return noted
  }
}
