import Foundation
import PhaseKit

/// Long format: a table whose x repeats because a column of words names the series
/// (`date,country,value`), split by that column after one decoding pass.
extension ChartDecoder {
  /// How a decode ends when x repeats: split by the one column of words that tells the rows
  /// apart, or fail naming the columns when none or several can.
  ///
  /// A column qualifies when its split removes nine in ten of the repeats and, from 10 rows on,
  /// leaves at least two points per series on average: a column whose values are nearly all
  /// different (a comment, an id) names rows, not series. Each split is made in memory from the
  /// decoded columns and the values of the candidate columns recorded during the pass
  /// (``SeriesCandidates``); `split` is asked only for a column that was not recorded, which
  /// no table the decoders plan reaches (``ColumnPlan/seriesCandidates(names:samples:options:)``
  /// records every candidate whose split would plan the same columns).
  ///
  /// - Parameters:
  ///   - table: The table decoded without a series column.
  ///   - options: The options it was decoded with.
  ///   - split: Decodes the document again, split by the given column; nil when that fails.
  /// - Returns: `table` when it is not long format, else the table split by its series column.
  /// - Throws: A ``PhaseKit/DataError/decodingError(_:)`` when x repeats and no column, or
  ///   several, could name the series, or when x repeats in a quarter of 10 rows or more and
  ///   the table has no column of words at all.
  static func splitLongFormat(
    _ table: DecodedTable, options: DecodeOptions,
    decodingAgain split: (_ column: Int) -> DecodedTable?
  ) throws(DataError) -> DecodedTable {
    // x seen to strictly grow while decoding: no repeat to count.
    guard options.series == nil, options.findsSeries, let plan = table.plan, !table.xStrictlyGrows
    else { return table }
    let rows = table.dataset.series.first?.count ?? 0
    let repeated = repeatedXCount(table.dataset)
    guard repeated > 0 else { return table }
    // Observations: x repeats and nothing splits the rows into series (a survey, a regression
    // table). A line would keep one row per x value (40 of statsmodels' `fair` table's 50,928
    // points); they are drawn as points, every row kept. Under 10 rows, a repeat or two is left
    // to sanitization, which reports it.
    var observations = table
    observations.unsplitRepeats = rows < 10 ? 0 : repeated
    // Long format repeats x in most rows (with k series, in 1 - 1/k of them). A few repeats
    // are long format too when a column of words comes in blocks that tell them apart (a
    // record from two sources, one after the other, overlapping a little); otherwise they are
    // duplicates, which sanitization counts and reports.
    guard repeated * 4 >= rows else {
      return fewRepeatsSplit(table, rows: rows, repeated: repeated) ?? table
    }
    guard !plan.textColumns.isEmpty else { return observations }
    // x repeats and words sit beside the numbers: long format. Split by the column of words
    // that tells the rows apart; never chart it as one series whose "duplicates" are dropped.
    let candidates = plan.textColumns
    func splitTable(by column: Int) -> DecodedTable? {
      guard let keys = table.candidates?.keys(of: column) else { return split(column) }
      // More distinct values than series allowed: the split fails.
      guard keys.isTracking else { return nil }
      guard keys.ids.count == rows else { return split(column) }
      // Fewer than two points per series on average (each y column has one series per
      // value): known before the split is made.
      guard rows < 10 || keys.names.count * 2 <= rows else { return nil }
      var splitPlan = plan
      splitPlan.group = column
      // The keys point into the candidates, which the table holds.
      let dataset = withExtendedLifetime(table.candidates) {
        Self.split(table.dataset, by: keys, plan: splitPlan)
      }
      return DecodedTable(dataset, plan: splitPlan)
    }
    // Series of a long table share their x values (every country measured in the same years):
    // on average each covers a third of them or more. Rows whose x values scatter across
    // thousands of groups (each flight's hour, by plane) are observations, not series.
    let distinctX = rows - repeated
    func qualify(_ column: Int) -> (table: DecodedTable, repeats: Int)? {
      guard var split = splitTable(by: column) else { return nil }
      let perY = split.dataset.series.count / max(split.columns.y.count, 1)
      let repeats = repeatedXCount(split.dataset)
      guard rows < 10 || perY * 2 <= rows, repeats * 10 <= repeated else { return nil }
      guard rows < 10 || distinctX * perY <= 3 * rows else { return nil }
      split.columns.seriesWasFound = true
      split.columns.repeatedX = repeated
      split.candidates = nil
      return (split, repeats)
    }
    guard !candidates.isEmpty else { return table }
    let qualified = candidates.prefix(SeriesCandidates.limit).compactMap(qualify)
    // No column tells the rows apart: observations, drawn as points.
    guard !qualified.isEmpty else { return observations }
    // Several could: the one that leaves no repeat, then the fewest series (a `source` of two
    // values before a `station` of two hundred); the choice names it, and a series column can
    // be named instead.
    let best = qualified.min { a, b in
      (a.repeats == 0) != (b.repeats == 0)
        ? a.repeats == 0 : a.table.dataset.series.count < b.table.dataset.series.count
    }!
    return best.table
  }

  /// `table` split by a column of words whose values come in a few blocks of rows and that
  /// leaves no x repeated within a series: the sources of a record stacked one after another
  /// (ice cores, then instruments) whose few overlapping years would otherwise be dropped as
  /// duplicates. Nil when no column does.
  static func fewRepeatsSplit(_ table: DecodedTable, rows: Int, repeated: Int) -> DecodedTable? {
    guard let plan = table.plan, let candidates = table.candidates, rows >= 10 else { return nil }
    for column in plan.textColumns.prefix(SeriesCandidates.limit) {
      guard let keys = candidates.keys(of: column), keys.isTracking, keys.ids.count == rows,
        (2...ChartChoice.maxDrawnSeries).contains(keys.names.count)
      else { continue }
      var blocks = 1
      for row in 1..<rows where keys.ids[row] != keys.ids[row - 1] { blocks += 1 }
      guard blocks <= 2 * keys.names.count else { continue }
      var splitPlan = plan
      splitPlan.group = column
      let dataset = withExtendedLifetime(candidates) { Self.split(table.dataset, by: keys, plan: splitPlan) }
      // A repeat within a block is a tie of one lot's run of x (ChartDecoder+Runs.swift).
      guard
        repeatedXCount(dataset) == 0
          || withExtendedLifetime(candidates, { xRunsPerBlock(table.dataset, ids: keys.ids) })
      else { continue }
      var splitTable = DecodedTable(dataset, plan: splitPlan)
      splitTable.columns.seriesWasFound = true
      splitTable.columns.repeatedX = repeated
      return splitTable
    }
    return nil
  }

  /// A table decoded as a wide one while its named series column (`plan.group`, the one column
  /// of `candidates`) was recorded, split by that column: what grouping the rows by it as
  /// they are read gives (``DatasetBuilder``).
  ///
  /// - Throws: The error of a series column with more than ``DecodeOptions/Limits/maxSeries``
  ///   distinct values, when the runs of a split decode were each within the limit and
  ///   together are not (a run past it fails on its own, and the rows are read again on one
  ///   core, which fails at the row that passed it).
  static func split(_ dataset: Dataset, byNamed candidates: SeriesCandidates?, plan: ColumnPlan)
    throws(DataError) -> Dataset
  {
    guard let column = plan.group else { preconditionFailure("a named series column") }
    // A split decode of no rows at all has nothing recorded.
    let keys =
      candidates?.keys(of: column)
      ?? SeriesCandidates.Keys(ids: UnsafeBufferPointer(start: nil, count: 0), names: [], isTracking: true)
    guard keys.isTracking else {
      throw DatasetBuilder.tooManySeries(candidates?.maxSeries ?? 0, column: plan.names[column])
    }
    // With no y column there is no series to split (nor a count of rows to check).
    precondition(dataset.series.isEmpty || keys.ids.count == dataset.series[0].count, "one key per row")
    return withExtendedLifetime(candidates) { split(dataset, by: keys, plan: plan) }
  }

  /// The rows of a wide-format `dataset` (its series share one x array) grouped into one series
  /// per distinct key and y column, as ``DatasetBuilder`` groups them when decoding with a
  /// series column: groups in order of first appearance, rows in file order, each group's x
  /// array shared by its series, names `group` (one y column) or `group y`.
  static func split(_ dataset: Dataset, by keys: SeriesCandidates.Keys, plan: ColumnPlan) -> Dataset {
    let yNames = plan.ys.map { plan.names[$0] }
    guard !yNames.isEmpty else {
      return Dataset(
        xKind: plan.xKind, xLabel: plan.xLabel, yLabel: "", series: [], utcOffset: plan.utcOffset)
    }
    let groupCount = keys.names.count
    let rows = keys.ids.count
    // The rows in group order (a stable counting sort), then each group's values gathered
    // straight into its arrays.
    var starts = [Int](repeating: 0, count: groupCount + 1)
    for id in keys.ids { starts[Int(id) + 1] += 1 }
    for g in 0..<groupCount { starts[g + 1] += starts[g] }
    var order = [Int32](repeating: 0, count: rows)
    do {
      let ids = keys.ids
      order.withUnsafeMutableBufferPointer { order in
        var cursors = Array(starts.dropLast())
        cursors.withUnsafeMutableBufferPointer { cursors in
          for row in 0..<rows {
            let g = Int(ids[row])
            order[cursors[g]] = Int32(truncatingIfNeeded: row)
            cursors[g] += 1
          }
        }
      }
    }
    let columns = [dataset.series.first?.xs ?? []] + dataset.series.map(\.ys)
    let grouped: [[[Double]]] = order.withUnsafeBufferPointer { order in
      columns.map { column in
        column.withUnsafeBufferPointer { values in
          (0..<groupCount).map { g in
            let start = starts[g]
            return [Double](unsafeUninitializedCapacity: starts[g + 1] - start) { buffer, initialized in
              for i in 0..<buffer.count { buffer[i] = values[Int(order[start + i])] }
              initialized = buffer.count
            }
          }
        }
      }
    }
    var series: [Series] = []
    series.reserveCapacity(groupCount * yNames.count)
    for (g, groupName) in keys.names.enumerated() {
      let xs = grouped[0][g]
      for (k, yName) in yNames.enumerated() {
        let name = yNames.count == 1 ? groupName : "\(groupName) \(yName)"
        series.append(Series(name: name, xs: xs, ys: grouped[k + 1][g]))
      }
    }
    return Dataset(
      xKind: plan.xKind, xLabel: plan.xLabel,
      yLabel: yNames.count == 1 ? yNames[0] : "", series: series, utcOffset: plan.utcOffset)
  }

  /// Decoding as it was before splits were made in memory: a named series column grouped row
  /// by row as the rows are read (``DatasetBuilder``), and a series column found by decoding
  /// the document once, then again split by each candidate column. The reference that tests
  /// compare the one-pass decode with, for a named series column and a found one alike; not
  /// used by the decoder.
  static func decodeTableDecodingAgain(_ bytes: UnsafeBufferPointer<UInt8>, options: DecodeOptions)
    throws(DataError) -> DecodedTable
  {
    // The reference for decoding, not for the chart chosen from it (``ChartChoice``): tables
    // read over their row number, and the choice's trimming, are not compared with it.
    var table = combiningPeriods(
      try decodeOnce(bytes, options: options, groupsRows: true), options: options)
    table.candidates = nil
    table.xStrictlyGrows = false
    return try splitLongFormat(table, options: options) { column in
      var splitOptions = options
      splitOptions.series = .index(column)
      return try? decodeOnce(bytes, options: splitOptions, groupsRows: true)
    }
  }
}

extension ColumnPlan {
  /// The columns of words whose values a decoding pass records for a long-format split: the
  /// first ``SeriesCandidates/limit`` of ``textColumns``, when no series column is named and
  /// ``DecodeOptions/findsSeries`` is on, each kept only when planning with it as the series
  /// column chooses the same x, y columns and x reading (so that splitting the decoded columns
  /// gives what decoding split by it gives).
  ///
  /// - Parameters:
  ///   - names: The column names the plan was made from (before repeats were made distinct).
  ///   - samples: The sample rows it was made from.
  ///   - options: The options it was made with.
  func seriesCandidates(names: [String], samples: [[String?]], options: DecodeOptions) -> [Int] {
    // A design's factors of words are read row by row, to draw the rows by them.
    if design != nil { return textColumns }
    // A table read over its row number records its clocks, which may order it (ChartDecoder+Clock.swift).
    if ChartDecoder.mayReadTimeOfDay(self) { return ChartDecoder.clockColumns(self) }
    // A table read over its row number records its few-valued columns, to colour a scatter by
    // a group (ChartChoice+Groups.swift).
    if xIsRowNumber, group == nil, options.series == nil { return scatterGroupCandidates(samples: samples) }
    guard options.series == nil, options.findsSeries, group == nil else { return [] }
    return textColumns.prefix(SeriesCandidates.limit).filter { column in
      var splitOptions = options
      splitOptions.series = .index(column)
      guard let split = try? ColumnPlan.make(names: names, samples: samples, options: splitOptions)
      else { return false }
      return split.group == column && split.names == self.names && split.x == x
        && split.xReader == xReader && split.ys == ys && split.utcOffset == utcOffset
    }
  }
}
