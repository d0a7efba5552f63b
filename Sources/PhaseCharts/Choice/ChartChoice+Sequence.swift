import Foundation

/// When measures that follow on from row to row are still no sequence to draw over the row
/// number: lines over the row fit only rows that are moments in order, and three kinds of table
/// have measures that run down the rows for another reason.
extension ChartChoice {
  /// The fewest rows that make several measures that follow on a sequence: fewer are the runs
  /// of an experiment (stackloss's 21 runs of a plant), whose few values follow on by chance
  /// as often as not, and whose measures say more against each other.
  static let minimumSequenceRows = 30

  /// Whether the rows of `series` (two measures or more, `rows` rows, none of them ordering the
  /// others: ``orderingMeasure(_:)`` found none) are no sequence, although their measures
  /// follow on (``followsOn(_:)``): the rows are observations, drawn against each other.
  ///
  /// They are no sequence when
  /// - there are fewer than ``minimumSequenceRows`` rows;
  /// - a measure after the first never falls, or never rises, with a new value in half the
  ///   rows or more: the table was saved sorted by it (counties by population), and every
  ///   measure that goes with it rises down the rows too;
  /// - two measures are a longitude and a latitude (``mapPair(_:)``), a track's included: the
  ///   route is drawn as its map, east along x and north along y.
  static func rowsAreNoSequence(_ series: [Series], rows: Int) -> Bool {
    if rows < minimumSequenceRows { return true }
    if mapPair(series) != nil { return true }
    return series.dropFirst().contains { isSortedBy($0.ys) }
  }

  /// Whether `ys` never falls or never rises down the rows (NaN skipped), with a new value in
  /// half the finite rows or more, twelve or more: a column a table was sorted by.
  static func isSortedBy(_ ys: [Double]) -> Bool {
    let finite = ys.filter(\.isFinite)
    guard finite.count >= 12 else { return false }
    for values in [finite, finite.map { -$0 }] {
      if let order = growth(values), order.distinct * 2 >= finite.count { return true }
    }
    return false
  }
}
