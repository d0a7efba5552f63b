import Foundation

/// Numbers that name the rows rather than measure them: a county's FIPS code (`6001`, `6003`,
/// … in libpysal's `calempdensity`), an area's number, or a whole-number column that grows down
/// rows already named by words (the sampled segments of samplics' twelve counties). Sorted
/// with the rows, such a column only grows, and read as the first measure it became the x of
/// the others: line panels over an id, or strips over a count that orders nothing.
extension ChartChoice {
  /// The least share of distinct values among a growing column's finite values that makes it
  /// number the rows one by one: 0.9.
  static let growingIDDistinctShare = 0.9

  /// The index in `series` of a measure that only grows down the rows (``orderingMeasure(_:)``)
  /// and names the rows rather than orders them; nil when there is none.
  ///
  /// The growing measure is an id when all of these hold:
  /// - its finite values, twelve or more, are whole numbers;
  /// - they are near-unique (``growingIDDistinctShare``), or a column of words names each row
  ///   (``ColumnRole/label``): rows of things listed by their number or name;
  /// - another measure is left, and none of the others follows on along it (``followsOn(_:)``):
  ///   a depth, a dose or a speed orders values that change with it, a county code orders
  ///   counties whose employment jumps from one to the next.
  static func growingID(_ series: [Series], plan: ColumnPlan) -> Int? {
    guard series.count >= 2, let order = orderingMeasure(series) else { return nil }
    let ys = series[order.index].ys.prefix(maxItemRowsRead)
    let finite = ys.filter(\.isFinite)
    guard finite.count >= 12, finite.allSatisfy({ $0 == $0.rounded() && abs($0) < 1e15 }) else { return nil }
    let distinct = Set(finite).count
    let nearUnique = Double(distinct) >= growingIDDistinctShare * Double(finite.count)
    guard nearUnique || plan.roles.contains(.label) else { return nil }
    let others = series.indices.filter { $0 != order.index }
    guard !others.contains(where: { followsOn(Array(series[$0].ys.prefix(maxItemRowsRead))) }) else { return nil }
    return order.index
  }
}
