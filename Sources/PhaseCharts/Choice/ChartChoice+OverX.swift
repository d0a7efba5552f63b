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
      let kept = stride(from: 0, to: result.dataset.series.count, by: measures).map { index in
        var series = result.dataset.series[index]
        series.name = String(series.name.dropLast(plan.names[plan.ys[0]].count + 1))
        return series
      }
      result.dataset.series = kept
      result.dataset.yLabel = plan.names[plan.ys[0]]
      choice.y = [plan.names[plan.ys[0]]]
      result.columns.y = choice.y
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
    if table.unsplitRepeats > 0 {
      choice.decidedMark = .points
      choice.notes.append(.xRepeats(count: table.unsplitRepeats))
    }
    result.columns.choice = choice.droppingSentinels()
    return result
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
    guard ColumnPlan.words(of: name).contains(where: CompactDate.nameWords.contains) else { return false }
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
