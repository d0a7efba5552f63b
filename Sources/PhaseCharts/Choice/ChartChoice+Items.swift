import Foundation

/// When a date does not make the rows a series: items that merely carry a date (coffees by the
/// day they were graded, elements by the year they were found, penguins by the day their egg
/// was laid). Drawn over the date, every measure stood as strips of points, one per date, that
/// showed neither a change over time nor what the items are; read as a cross-section, the
/// measures are drawn against each other.
extension ChartChoice {
  /// The fewest rows a table of items over a date needs before its date is set aside.
  static let minimumItemRows = 30
  /// The fewest rows per date, on average, that make the rows items rather than a series
  /// whose date repeats now and then.
  static let minimumItemRowsPerDate = 1.4
  /// The fewest distinct dates whose means are read for following on.
  static let minimumItemDates = 8
  /// The most rows read: past it, every n-th row, so that the dates' spread is kept.
  static let maxItemRowsRead = 5_000

  /// `table`, read over a date (or a year) that repeats with nothing to split it by, as the
  /// cross-section its rows are (``crossSection(_:plan:xRole:)``), with a note that says why;
  /// nil for any other table.
  ///
  /// The rows are items when all of these hold:
  /// - x is a date, or a year (``xIsYears(_:)``);
  /// - ``minimumItemRows`` rows or more, two measures or more, and a column that names or
  ///   numbers each row (``namesEachRow(_:)``): one row per item, not a unit that comes back
  ///   at every date (the nations of a medal table are a panel);
  /// - the dates repeat, ``minimumItemRowsPerDate`` rows per date or more on average, over
  ///   ``minimumItemDates`` dates or more;
  /// - the measures' means per date do not follow on from date to date (``followsOn(_:)``)
  ///   for most of the measures: a series, even one sampled several times a date, moves
  ///   slowly, while items graded on the same days are as different from one day to the next
  ///   as within one.
  ///
  /// A table of events counted per date (``countingRowsPerDate(_:)``) is read before this.
  static func itemsOverDate(_ table: DecodedTable) -> DecodedTable? {
    guard let plan = repeatedTimes(table, minimumRows: minimumItemRows), namesEachRow(plan),
      table.dataset.xKind == .date || (table.dataset.xKind == .number && xIsYears(table.dataset)),
      table.dataset.series.count >= 2, measuresDoNotFollowOn(table.dataset.series)
    else { return nil }
    let xRole = plan.roles[plan.x]
    guard var result = crossSection(table, plan: plan, xRole: xRole) else { return nil }
    // The items note says the rows are read as observations: the scatter's own note, that
    // nothing orders the rows, would deny the date it names.
    result.columns.choice.notes.removeAll { if case .rowsAreObservations = $0 { true } else { false } }
    result.columns.choice.notes.insert(.itemsOverDate(column: plan.names[plan.x]), at: 0)
    return result
  }

  /// Whether every finite x of `dataset`'s first series is a whole year from 1000 to 2999:
  /// a number x that is no year (a survival time in weeks beside the duck it follows) is a
  /// measure, not a date items carry.
  static func xIsYears(_ dataset: Dataset) -> Bool {
    guard let first = dataset.series.first else { return false }
    var any = false
    for x in first.xs where x.isFinite {
      guard x == x.rounded(), (1_000...2_999).contains(x) else { return false }
      any = true
    }
    return any
  }

  /// Whether a column of `plan` names or numbers each row: words, one per row
  /// (``ColumnRole/label``), an id (``ColumnRole/id``), or a count of the rows under a name of
  /// its own (`Sample Number`, `atomic number`; not the row names an export adds).
  static func namesEachRow(_ plan: ColumnPlan) -> Bool {
    plan.roles.indices.contains { column in
      switch plan.roles[column] {
      case .label, .id: true
      case .rowIndex: plan.names.indices.contains(column) && !ColumnRole.isRowIndexName(plan.names[column])
      default: false
      }
    }
  }

  /// Whether the rows of `series` (sharing their xs) repeat their x, ``minimumItemRowsPerDate``
  /// rows per x or more over ``minimumItemDates`` x values or more, and the means per x of
  /// most series do not follow on (``followsOn(_:)``). Reads at most ``maxItemRowsRead`` rows.
  static func measuresDoNotFollowOn(_ series: [Series]) -> Bool {
    guard let first = series.first else { return false }
    let step = max(1, first.count / maxItemRowsRead)
    let rows = stride(from: 0, to: first.count, by: step).filter { first.xs[$0].isFinite }
      .sorted { first.xs[$0] < first.xs[$1] }
    // The runs of rows that share an x, in x order.
    var starts: [Int] = []
    for (position, row) in rows.enumerated() where position == 0 || first.xs[row] != first.xs[rows[position - 1]] {
      starts.append(position)
    }
    guard starts.count >= minimumItemDates, Double(rows.count) >= minimumItemRowsPerDate * Double(starts.count)
    else { return false }
    starts.append(rows.count)
    var following = 0
    var measured = 0
    for one in series {
      var means: [Double] = []
      for run in 0..<(starts.count - 1) {
        var sum = 0.0
        var count = 0
        for position in starts[run]..<starts[run + 1] where one.ys[rows[position]].isFinite {
          sum += one.ys[rows[position]]
          count += 1
        }
        if count > 0 { means.append(sum / Double(count)) }
      }
      guard means.count >= minimumItemDates else { continue }
      measured += 1
      if followsOn(means) { following += 1 }
    }
    return measured > 0 && 2 * following < measured
  }
}
