import Foundation

/// Column names that are numbers beside a column of dates (`ts,00,10,11,20,…`: the nodes of a
/// hierarchy, a day's sales per node). Read wide, the names were x and the 100 days a median
/// band over them; the dates order the rows, and each numbered column is a series over them.
extension WideTable {
  /// The fewest rows whose dates say they order the rows.
  static let minDatedRows = 3

  /// Whether `cells` (a column's text on the rows that hold values, nil where blank) are dates
  /// that order the rows: four in five of them read as dates of one form, four in five of
  /// those distinct, and at least ``minDatedRows`` of them. One date stamped on every row (a
  /// release date, `Last Updated`) orders nothing, and years as names beside it stay x.
  static func datesOrderRows(_ cells: [String?]) -> Bool {
    let texts = cells.compactMap { $0 }.filter { !ColumnPlan.isMissingMarker($0) }
    guard texts.count >= minDatedRows, let form = ColumnPlan.dateForm(ColumnPlan.ColumnValues(texts: texts))
    else { return false }
    let head = texts.prefix(ColumnPlan.kindSampleSize)
    let dates = head.filter { form.format.seconds(from: $0) != nil }
    return 5 * dates.count >= 4 * head.count && 5 * Set(dates).count >= 4 * dates.count
  }
}
