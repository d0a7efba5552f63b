import Foundation

/// A measure that holds one value in nearly every row, the rest scattered exceptions: a
/// route's distance beside each flight's delays (719 miles in 351 of 357 flights). Drawn over
/// x it took a panel of a flat line with a few needles, saying nothing the report cannot.
extension ChartChoice {
  /// The least share of the finite values the one value must hold.
  static let nearlyOneValueShare = 0.95
  /// The fewest finite values read.
  static let nearlyOneValueRows = 20
  /// The most values read: past them, the first ones.
  static let nearlyOneValueRowsRead = 5_000

  /// The value `ys` holds in ``nearlyOneValueShare`` of its finite values or more, and its
  /// share, when the others are scattered exceptions; nil otherwise.
  ///
  /// Kept (nil) are:
  /// - a value of 0: a count or an amount that is mostly nothing (rain, sales of a rare item)
  ///   has its news in the rows that are not;
  /// - exceptions that come in runs (an interest rate held for years, then raised): a step,
  ///   whose change is the news. The exceptions are scattered when the values change from
  ///   one row to the next at least as often as there are exceptions.
  static func nearlyOneValue(_ ys: [Double]) -> (value: Double, share: Double)? {
    var counts: [Double: Int] = [:]
    var total = 0
    var changes = 0
    var last = Double.nan
    for y in ys.prefix(nearlyOneValueRowsRead) where y.isFinite {
      counts[y, default: 0] += 1
      total += 1
      if last.isFinite, y != last { changes += 1 }
      last = y
      // Many values: no one value can hold nearly all; stop early.
      if counts.count > 64 { return nil }
    }
    guard total >= nearlyOneValueRows, counts.count >= 2, let top = counts.max(by: { $0.value < $1.value }),
      top.key != 0
    else { return nil }
    let share = Double(top.value) / Double(total)
    guard share >= nearlyOneValueShare, changes >= total - top.value else { return nil }
    return (top.key, share)
  }
}
