import Foundation
import PhaseKit

/// Missing-value codes (``MissingCodes``) read as missing as soon as a table is decoded, so that
/// the choice's statistics, the axes and the sanitizer all see the same gaps, and said once per
/// drawn column (``ChartChoice/Note/missingCodes(column:codes:rows:)``).
///
/// Every decoding pass (``ChartDecoder/decodeOnce(_:options:groupsRows:)``) reads its columns
/// for codes; the passes of one ``ChartDecoder/decodeTable(_:options:)-(Data,_)`` share a
/// ``MissingCodes/Record``, and the codes of the columns the chart draws become its notes.
extension MissingCodes {
  /// The codes found by the passes of one decoding, per column name.
  final class Record: Sendable {
    private let found = Lock([String: Found]())

    init() {}

    func add(_ column: String, _ codes: Found) {
      found.withLock { found in
        if let earlier = found[column], earlier.rows >= codes.rows { return }
        found[column] = codes
      }
    }

    var columns: [String: Found] { found.withLock { $0 } }
  }

  /// The record the passes of the decoding in progress add to; nil outside one.
  @TaskLocal static var record: Record?

  /// `table` with the codes of its numeric columns read as missing, and recorded in ``record``.
  static func reading(_ table: DecodedTable, options: DecodeOptions) -> DecodedTable {
    guard options.detectsMissingCodes, let plan = table.plan, !plan.ys.isEmpty else { return table }
    let series = table.dataset.series
    let perRow = plan.ys.count
    // The decoder writes one series per y column, or per group and y column in that order.
    guard !series.isEmpty, series.count % perRow == 0, plan.group != nil || series.count == perRow else {
      return table
    }
    var table = table
    // The sanitizer's own sentinels (-999, -9999) in a measure are left to it: it drops them and
    // its report counts them as sentinels, as it always has.
    let sentinels = Set(SanitizationOptions().sentinels)
    for (k, column) in plan.ys.enumerated() where !isExempt(name: plan.names[column]) {
      let parts = Swift.stride(from: k, to: series.count, by: perRow).map { series[$0].ys }
      guard let found = find(in: parts, leaving: sentinels) else { continue }
      for index in Swift.stride(from: k, to: series.count, by: perRow) {
        marking(found.codes, in: &table.dataset.series[index].ys)
      }
      record?.add(plan.names[column], found)
    }
    // x, unless it holds dates or times (a date is never a code).
    guard plan.xKind == .number, !plan.xIsRowNumber, !plan.xReadsTimeOfDay, !isExempt(name: plan.names[plan.x]) else {
      return table
    }
    if plan.group == nil {
      guard let found = find(in: [series[0].xs]) else { return table }
      var xs = series[0].xs
      marking(found.codes, in: &xs)
      // The series share one x array: still one after.
      for index in table.dataset.series.indices { table.dataset.series[index].xs = xs }
      record?.add(plan.names[plan.x], found)
    } else {
      let groups = Swift.stride(from: 0, to: series.count, by: perRow)
      guard let found = find(in: groups.map { series[$0].xs }) else { return table }
      for index in table.dataset.series.indices { marking(found.codes, in: &table.dataset.series[index].xs) }
      record?.add(plan.names[plan.x], found)
    }
    return table
  }

  /// `table` with a note for each column it draws that held codes, from the passes that
  /// decoded it (`record`).
  static func noting(_ table: DecodedTable, record: Record) -> DecodedTable {
    let found = record.columns
    guard !found.isEmpty else { return table }
    var table = table
    let choice = table.columns.choice
    let drawn = ([choice.x].compactMap { $0 } + choice.xColumns + choice.y + [table.columns.x] + table.columns.y)
    var seen = Set<String>()
    for name in drawn where seen.insert(name).inserted {
      guard let codes = found[name] else { continue }
      table.columns.choice.notes.append(.missingCodes(column: name, codes: codes.codes, rows: codes.rows))
    }
    return table
  }
}
