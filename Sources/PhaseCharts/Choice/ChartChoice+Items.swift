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

  /// `table`, read over a date (or a year) that does not make its rows a series, as the
  /// cross-section its rows are (``crossSection(_:plan:xRole:)``), with a note that says why;
  /// nil for any other table.
  ///
  /// The rows are items when all of these hold:
  /// - x is a date, or a year (``xIsYears(_:)``), with nothing to split the rows by;
  /// - ``minimumItemRows`` rows or more and two measures or more;
  /// - the rows say they are items, one of:
  ///   - the dates repeat, ``minimumItemRowsPerDate`` rows per date or more on average, and a
  ///     column names or numbers each row (``namesEachRow(_:)``): one row per item, not a
  ///     unit that comes back at every date (the nations of a medal table are a panel);
  ///   - the rows are not in the order of their dates (``isOutOfOrder(_:)``): sorted by
  ///     something else (people by name, coffees by score, elements by atomic number), where
  ///     a series is kept in time order, oldest or newest first;
  ///   - the dates repeat and each row carries a second time of its own (a patient's date of
  ///     diagnosis and of last observation): each row is an item with its own span;
  /// - ``minimumItemDates`` dates or more, and the measures' means per date, in date order,
  ///   do not follow on from date to date (``followsOn(_:)``) for most of the measures: a
  ///   series, even one sampled several times a date, moves slowly, while items graded on the
  ///   same days are as different from one day to the next as within one.
  ///
  /// A table of events counted per date (``countingRowsPerDate(_:)``) is read before this.
  static func itemsOverDate(_ table: DecodedTable) -> DecodedTable? {
    guard let plan = datedRows(table, minimumRows: minimumItemRows), table.dataset.series.count >= 2,
      table.dataset.xKind == .date || (table.dataset.xKind == .number && xIsYears(table.dataset)),
      let first = table.dataset.series.first
    else { return nil }
    let repeats = table.unsplitRepeats > 0
    let outOfOrder = isOutOfOrder(first.xs)
    let secondTime = plan.roles.indices.contains { $0 != plan.x && plan.roles[$0] == .time }
    let perDate = outOfOrder ? 1.0 : minimumItemRowsPerDate
    guard (repeats && namesEachRow(plan)) || outOfOrder || (repeats && secondTime),
      measuresDoNotFollowOn(table.dataset.series, minimumRowsPerDate: perDate)
    else { return nil }
    let xRole = plan.roles[plan.x]
    guard var result = crossSection(table, plan: plan, xRole: xRole) else { return nil }
    // The items note says the rows are read as observations: the scatter's own note, that
    // nothing orders the rows, would deny the date it names.
    result.columns.choice.notes.removeAll { if case .rowsAreObservations = $0 { true } else { false } }
    result.columns.choice.notes.insert(.itemsOverDate(column: plan.names[plan.x]), at: 0)
    return result
  }

  /// The share of a sample's steps that must go against the others for rows to be out of the
  /// order of their x.
  static let outOfOrderShare = 0.2

  /// Whether the finite values of `xs` (every n-th of the first ``maxItemRowsRead`` steps)
  /// rise and fall: ``outOfOrderShare`` of the steps between different values or more go
  /// against the rest. Rows in time order, oldest or newest first, with a few slips (a
  /// late-entered row), are in order.
  static func isOutOfOrder(_ xs: [Double]) -> Bool {
    let step = max(1, xs.count / maxItemRowsRead)
    var rises = 0
    var falls = 0
    var last = Double.nan
    for index in stride(from: 0, to: xs.count, by: step) where xs[index].isFinite {
      if last.isFinite, xs[index] != last { if xs[index] > last { rises += 1 } else { falls += 1 } }
      last = xs[index]
    }
    return rises + falls >= minimumItemDates && Double(min(rises, falls)) >= outOfOrderShare * Double(rises + falls)
  }

  /// The plan of `table` when it is read over a time with nothing to split the rows by, and
  /// its series are of one length of `minimumRows` rows or more; nil for any other. Unlike
  /// ``repeatedTimes(_:minimumRows:)``, the time need not repeat.
  static func datedRows(_ table: DecodedTable, minimumRows: Int) -> ColumnPlan? {
    guard let plan = table.plan, !plan.xIsRowNumber, table.columns.series == nil,
      plan.roles.indices.contains(plan.x), plan.roles[plan.x] == .time,
      let first = table.dataset.series.first, first.count >= minimumRows,
      table.dataset.series.allSatisfy({ $0.count == first.count })
    else { return nil }
    return plan
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

  /// Whether the rows of `series` (sharing their xs) hold `minimumRowsPerDate` rows per x or
  /// more over ``minimumItemDates`` x values or more, and the means per x of most series, in
  /// x order, do not follow on (``followsOn(_:)``). Reads at most ``maxItemRowsRead`` rows.
  static func measuresDoNotFollowOn(_ series: [Series], minimumRowsPerDate: Double = minimumItemRowsPerDate) -> Bool {
    guard let first = series.first else { return false }
    let step = max(1, first.count / maxItemRowsRead)
    let rows = stride(from: 0, to: first.count, by: step).filter { first.xs[$0].isFinite }
      .sorted { first.xs[$0] < first.xs[$1] }
    // The runs of rows that share an x, in x order.
    var starts: [Int] = []
    for (position, row) in rows.enumerated() where position == 0 || first.xs[row] != first.xs[rows[position - 1]] {
      starts.append(position)
    }
    guard starts.count >= minimumItemDates, Double(rows.count) >= minimumRowsPerDate * Double(starts.count)
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
