import Foundation

/// Time stamps written as numbers beside the time that orders the rows (#32, s27, h43e):
/// `traffic`'s `hour` (1,558,609,200, the hour in epoch seconds) and `last_position`
/// (1,558,612,324,108, epoch milliseconds) were drawn as two panels of steps beside the flight's
/// altitude and speed. A column of whole seconds or milliseconds since 1970 that rises with x,
/// or stays near it, is the time again: never a measure, skipped as a time.
extension ChartChoice {
  /// Epoch seconds believed for a stamp: 1998-07-09 to 2039-09-18.
  static let epochSeconds: ClosedRange<Double> = 9.0e8...2.2e9
  /// Epoch milliseconds believed for a stamp: the same years.
  static let epochMilliseconds: ClosedRange<Double> = 9.0e11...2.2e12

  /// Words of a name that say a quantity or a key, never a time stamp (`population`,
  /// `revenue`, `team_id`), whatever its values.
  static let notStampWords: Set<String> = [
    "id", "key", "code", "number", "no", "amount", "population", "pop", "revenue", "revenues", "sales", "income",
    "gdp", "value", "price", "cost", "total", "count", "sum", "budget", "assets", "salary", "volume",
  ]

  /// Whether `series`, a measure over x, is a time stamp: eight values or more, every one in
  /// ``epochSeconds`` or every one in ``epochMilliseconds``, that never fall down the rows while
  /// x never falls, or, when x is a date, lie within a day of it; and no word of its name says
  /// a quantity or a key (``notStampWords``, ``ColumnRole/isIDName(_:)``).
  static func isEpochStamp(_ series: Series, xIsDate: Bool) -> Bool {
    let words = ColumnPlan.words(of: series.name)
    guard !words.contains(where: notStampWords.contains), !ColumnRole.isIDName(words) else { return false }
    var range: ClosedRange<Double>?
    var count = 0
    var rises = true
    var near = xIsDate
    var lastX = -Double.infinity
    var lastY = -Double.infinity
    for (x, y) in zip(series.xs, series.ys) where y.isFinite {
      if range == nil { range = epochSeconds.contains(y) ? epochSeconds : epochMilliseconds.contains(y) ? epochMilliseconds : nil }
      guard let range, range.contains(y) else { return false }
      count += 1
      if x.isFinite {
        if x < lastX || y < lastY { rises = false }
        lastX = x
        let seconds = range == epochSeconds ? y : y / 1_000
        if abs(seconds - x) > 86_400 { near = false }
      } else {
        near = false
      }
      lastY = y
      if !rises && !near { return false }
    }
    return count >= 8
  }
}
