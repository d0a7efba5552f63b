import Foundation

extension ChartChoice {
  /// `table`, read over an x that orders its rows, with the choice that says which columns it
  /// drew; x values written `YYYYMM` or `YYYYMMDD` (`197501`) become the dates they are.
  static func overX(_ table: DecodedTable, yWasNamed: Bool = false) -> DecodedTable {
    guard let plan = table.plan else { return table }
    var result = table
    var choice = ChartChoice(plan: plan)
    choice.x = plan.xLabel
    choice.y = table.columns.y
    choice.series = table.columns.series
    if let period = plan.periodColumn, choice.columns.indices.contains(period) {
      // Read with the years as the dates' months or quarters (x is `year, quarter`).
      choice.columns[period].role = .datePart
      choice.xColumns = [plan.names[plan.x], plan.names[period]]
      // And with the days of the months (`Year, Month, Day`).
      for part in [plan.dayColumn, plan.hourColumn, plan.minuteColumn].compactMap({ $0 }) where choice.columns.indices.contains(part) {
        choice.columns[part].role = .datePart
        choice.xColumns.append(plan.names[part])
      }
    }
    if result.dataset.xKind == .number, isCompactDateColumn(plan.names[plan.x], result.dataset) {
      result.dataset.xKind = .date
      result.dataset.series = result.dataset.series.map { series in
        Series(
          name: series.name, xs: series.xs.map { CompactDate.seconds(from: $0) ?? .nan }, ys: series.ys,
          breaks: series.breaks)
      }
      choice.notes.append(.compactDates)
    }
    if plan.xReadsTimeOfDay { choice.notes.append(.timesOfDay(column: plan.names[plan.x])) }
    // `ordinal_date` of 736,389: day numbers read as the dates they are (ChartChoice+DayNumbers.swift).
    if let count = dayCount(of: plan.names[plan.x], result.dataset) {
      result.dataset = readingDays(result.dataset, as: count)
      choice.notes.append(.dayNumbers(column: plan.names[plan.x], count: count))
    }
    // A long table split by its words with several measures, into more series than are drawn
    // one by one, would draw one series per word and measure, all on one axis (population
    // beside life expectancy, 426 lines): the first measure is drawn, one series per word; the
    // others can be chosen.
    // Of a panel of many units, the measures that change within the units, a panel each
    // (ChartChoice+PanelMeasures.swift).
    if table.columns.seriesWasFound, !yWasNamed, let panel = panelMeasures(table, plan: plan, choice: choice) {
      result.dataset = panel.dataset
      choice.y = panel.measures
      result.columns.y = choice.y
    } else if table.columns.seriesWasFound, !yWasNamed, plan.ys.count > 1, result.dataset.series.count > maxDrawnSeries {
      let measures = plan.ys.count
      // The cases a surveillance table follows before its first measure, the weather
      // (ChartChoice+Subject.swift).
      let drawn = subjectMeasure(plan.ys.map { plan.names[$0] }) ?? 0
      let name = plan.names[plan.ys[drawn]]
      let kept = stride(from: drawn, to: result.dataset.series.count, by: measures).map { index in
        var series = result.dataset.series[index]
        series.name = String(series.name.dropLast(name.count + 1))
        return series
      }
      result.dataset.series = kept
      result.dataset.yLabel = name
      choice.y = [name]
      result.columns.y = choice.y
      if drawn > 0 { choice.notes.append(.subjectDrawn(measure: name, first: plan.names[plan.ys[0]])) }
      // The same values in every group (the nation's cases on each division's rows): one line.
      if let one = oneSeriesForAllGroups(kept) {
        result.dataset.series = [Series(name: name, xs: one.xs, ys: one.ys, breaks: one.breaks)]
        choice.notes.append(.sameInEveryGroup(measure: name, group: choice.series ?? "", groups: kept.count))
        choice.series = nil
        result.columns.series = nil
      }
    }
    if !plan.ys.isEmpty, plan.ys.allSatisfy({ plan.roles.indices.contains($0) && plan.roles[$0] == .code }) {
      // A code that jumps from row to row is counted per value (ChartChoice+Codes.swift).
      if table.unsplitRepeats == 0, let bars = codeCounts(result.dataset, code: plan.names[plan.ys[0]], choice: &choice) {
        result.dataset = bars
        result.columns.x = plan.names[plan.ys[0]]
        result.columns.y = []
        result.columns.choice = choice
        return result
      }
      choice.decidedMark = .points
      choice.notes.append(.codesAsPoints)
    }
    if !yWasNamed, choice.series == nil { droppingIdleMeasures(&result.dataset, choice: &choice) }
    if table.unsplitRepeats > 0 {
      choice.decidedMark = .points
      choice.notes.append(.xRepeats(count: table.unsplitRepeats))
    }
    result.columns.choice = choice.droppingSentinels()
    return result
  }

  /// Words of a measure's name that make it a count of the time itself when it only grows
  /// with x (`Week` 2, 4, 5, … beside the date a sample was taken).
  static let clockWords: Set<String> = ["day", "days", "week", "weeks", "month", "months", "year", "years"]

  /// Leaves out of `dataset` and `choice` the measures that say nothing over x, when another
  /// one is left: one value in every row (a route's `distance`, the same for each flight), and
  /// a count of the time itself (``clockWords``, whole numbers that never fall while x grows),
  /// which is x again, or a time stamp in seconds or milliseconds since 1970 (``isEpochStamp(_:xIsDate:)``).
  /// The first is said in a note, the second is skipped as a part of the date, the third as a time.
  static func droppingIdleMeasures(_ dataset: inout Dataset, choice: inout ChartChoice) {
    guard dataset.series.count >= 2 else { return }
    var idle: [Int] = []
    for (index, series) in dataset.series.enumerated() where choice.y.contains(series.name) {
      guard idle.count + 1 < dataset.series.count else { break }
      if isEpochStamp(series, xIsDate: dataset.xKind == .date) {
        // Seconds or milliseconds since 1970 beside the time: the time again, skipped as a
        // time (ChartChoice+Stamps.swift).
        idle.append(index)
        if let column = choice.columns.firstIndex(where: { $0.name == series.name }) { choice.columns[column].role = .time }
      } else if let value = oneValue(series.ys) {
        idle.append(index)
        choice.notes.append(.oneValue(column: series.name, value: value))
      } else if ColumnPlan.words(of: series.name).contains(where: clockWords.contains), countsTime(series) {
        idle.append(index)
        if let column = choice.columns.firstIndex(where: { $0.name == series.name }) { choice.columns[column].role = .datePart }
      } else if let nearly = nearlyOneValue(series.ys) {
        // One value but for scattered exceptions (ChartChoice+NearlyOneValue.swift).
        idle.append(index)
        choice.notes.append(.nearlyOneValue(column: series.name, value: nearly.value, share: nearly.share))
      }
    }
    guard !idle.isEmpty else { return }
    let names = Set(idle.map { dataset.series[$0].name })
    dataset.series = dataset.series.indices.filter { !idle.contains($0) }.map { dataset.series[$0] }
    choice.y.removeAll(where: names.contains)
    if dataset.series.count == 1 { dataset.yLabel = dataset.series[0].name }
  }

  /// The one value of `ys` when every finite value is it, in ten rows or more; nil otherwise.
  static func oneValue(_ ys: [Double]) -> Double? {
    var value: Double?
    var count = 0
    for y in ys where y.isFinite {
      if let value, value != y { return nil }
      value = y
      count += 1
    }
    return count >= 10 ? value : nil
  }

  /// Whether `series` holds whole numbers, eight different ones or more, that never fall down
  /// the rows while its x never falls either: a count of the time.
  static func countsTime(_ series: Series) -> Bool {
    var lastX = -Double.infinity
    var lastY = -Double.infinity
    var distinct = 0
    for (x, y) in zip(series.xs, series.ys) where x.isFinite && y.isFinite {
      guard x >= lastX, y >= lastY, y == y.rounded() else { return false }
      if y > lastY { distinct += 1 }
      lastX = x
      lastY = y
    }
    return distinct >= 8
  }

  /// The choice with columns of sentinels (``ColumnRole/sentinels``) out of y: read so that the
  /// report counts their points, never chosen, and listed as skipped with their reason.
  func droppingSentinels() -> ChartChoice {
    let sentinels = Set(columns.filter { $0.role == .sentinels }.map(\.name))
    guard !sentinels.isEmpty else { return self }
    var choice = self
    choice.y.removeAll(where: sentinels.contains)
    return choice
  }

  /// Whether every x value of `dataset` is a `YYYYMM` or `YYYYMMDD` date and the column's name
  /// says so (``ColumnPlan/looksLikeCompactDates(name:values:)``).
  static func isCompactDateColumn(_ name: String, _ dataset: Dataset) -> Bool {
    guard ColumnPlan.words(of: name).contains(where: CompactDate.nameWords.contains) else {
      // Or, under any name, the values alone tell (ColumnPlan+CompactDates.swift).
      return CompactDate.areUnnamedDates(dataset.series.lazy.flatMap(\.xs))
    }
    var any = false
    for series in dataset.series {
      for x in series.xs where !x.isNaN {
        guard CompactDate.seconds(from: x) != nil else { return false }
        any = true
      }
    }
    return any
  }
}
