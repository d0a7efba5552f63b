import Foundation

/// When a year is no time to draw over: a table of items (athletes, countries) of one year, or
/// of a few years with many different items in each (the athletes of each Games). Drawn over
/// the year, every item stood on one vertical strip per measure; the items are a cross-section.
extension ChartChoice {
  /// The fewest rows per year, on average, that make a year's rows items pooled over a few
  /// years rather than a series that repeats its x now and then.
  static let minimumPooledRowsPerValue = 20
  /// The most years a table of pooled items spans: past it, the year is a time (the rows of a
  /// long series of events).
  static let maxPooledValues = 60
  /// The fewest rows a table of one year needs before its year is set aside.
  static let minimumPooledRows = 12

  /// `table`, read over a year (or a date) that does not order its rows, as the cross-section
  /// its rows are (``overRows(_:)``: a scatter of two measures, a histogram), the year skipped
  /// as ``ColumnRole/waves``; nil for any other table.
  ///
  /// The year is not an x when every row holds the same value (`gapminder_2007`: one year,
  /// 142 countries), or when its 2 to ``maxPooledValues`` values each hold
  /// ``minimumPooledRowsPerValue`` rows or more on average and a column of words names each
  /// row (the athletes of each Games, one name a row): items pooled over a few years, whose
  /// measures (height, weight) are read against each other, not as strips over the years.
  /// A panel whose units come back every year (nations in a medal table) has no such column
  /// and is left as it is.
  static func pooledOverTime(_ table: DecodedTable) -> DecodedTable? {
    guard let plan = repeatedTimes(table, minimumRows: minimumPooledRows), let first = table.dataset.series.first,
      table.dataset.xKind == .number || table.dataset.xKind == .date
    else { return nil }
    var values = Set<Double>()
    for x in first.xs where x.isFinite {
      values.insert(x)
      if values.count > maxPooledValues { return nil }
    }
    guard !values.isEmpty else { return nil }
    if values.count >= 2 {
      // Only years (whole numbers) pool items; a date of many rows is a log of events
      // (``countingRowsPerDate(_:)``).
      guard table.dataset.xKind == .number, first.count >= minimumPooledRowsPerValue * values.count,
        plan.roles.contains(.label)
      else { return nil }
    }
    return crossSection(table, plan: plan, xRole: .waves)
  }

  /// `table`, read over a time, as the map of its places when its measures hold a longitude
  /// and a latitude (``mapPair(_:)``) of ten values or more each that are no track
  /// (``isTrack(_:)``): events at places (earthquakes by their time, with their latitude,
  /// longitude, depth and magnitude), whose coordinates drawn as lines over the time were a
  /// zigzag; nil for any other table. A GPS track, whose points follow on, stays over its time.
  static func placesOverTime(_ table: DecodedTable) -> DecodedTable? {
    guard let plan = table.plan, !plan.xIsRowNumber, table.columns.series == nil,
      let first = table.dataset.series.first, first.count >= minimumPooledRows,
      table.dataset.series.allSatisfy({ $0.count == first.count }),
      let map = mapPair(table.dataset.series)
    else { return nil }
    func varies(_ ys: [Double]) -> Bool { Set(ys.prefix(1_000).filter(\.isFinite)).count >= 10 }
    guard varies(map.longitude.ys), varies(map.latitude.ys), !isTrack(map.longitude.ys) || !isTrack(map.latitude.ys)
    else { return nil }
    return crossSection(table, plan: plan, xRole: plan.roles.indices.contains(plan.x) ? plan.roles[plan.x] : .time)
  }

  /// The plan of `table` when it is read over a time that repeats with nothing to split the
  /// rows by, and its series are of one length of `minimumRows` rows or more: the tables whose
  /// time may not order their rows (``pooledOverTime(_:)``, ``itemsOverDate(_:)``); nil for
  /// any other.
  static func repeatedTimes(_ table: DecodedTable, minimumRows: Int) -> ColumnPlan? {
    guard let plan = table.plan, !plan.xIsRowNumber, table.unsplitRepeats > 0, table.columns.series == nil,
      plan.roles.indices.contains(plan.x), plan.roles[plan.x] == .time,
      let first = table.dataset.series.first, first.count >= minimumRows,
      table.dataset.series.allSatisfy({ $0.count == first.count })
    else { return nil }
    return plan
  }

  /// `table`'s measures read over the row number as a cross-section (``overRows(_:)``), its x
  /// column skipped with `xRole`.
  static func crossSection(_ table: DecodedTable, plan: ColumnPlan, xRole: ColumnRole) -> DecodedTable? {
    var crossSection = table
    var items = plan
    items.xIsRowNumber = true
    if items.roles.indices.contains(plan.x) { items.roles[plan.x] = xRole }
    crossSection.plan = items
    crossSection.unsplitRepeats = 0
    let rows = (0..<(table.dataset.series.first?.count ?? 0)).map { Double($0 + 1) }
    crossSection.dataset.series = table.dataset.series.map { Series(name: $0.name, xs: rows, ys: $0.ys) }
    crossSection.dataset.xKind = .number
    return overRows(crossSection)
  }
}
