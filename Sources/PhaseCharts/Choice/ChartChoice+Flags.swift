import Foundation
import PhaseKit

/// A table of many 0/1 flags and no measure: the elements of each of Bob Ross's paintings
/// (`apple_frame`, `aurora_borealis`, … 67 of them), a questionnaire's yes/no answers `Q1`…`Q12`.
/// The rows of one flag counted and split by another is one full bar that says nothing; a person
/// draws how often each flag is set: the share of rows with 1, a bar per flag, highest first.
extension ColumnPlan {
  /// The fewest 0/1 flags that make a table of flags.
  static let minFlagColumns = 10

  /// The 0/1 flags of a table whose rows would be counted per `group` (no measure, no time),
  /// in the table's order, when `group` is one of them and there are ``minFlagColumns`` or
  /// more: columns whose sample values are all `0` or `1` (`0.0`, `1.0`); nil otherwise.
  static func flagColumns(names: [String], columns: [ColumnValues], group: Int) -> [Int]? {
    // A rare element may be 0 in every sample row: a flag still, among the others. pandas
    // writes a column with a missing cell as `1.0`, `0.0`.
    func isFlag(_ column: Int) -> Bool {
      let values = columns[column].texts
      return values.count >= 2 && values.allSatisfy { $0.utf8.count <= 4 && (Double($0) == 0 || Double($0) == 1) }
    }
    guard isFlag(group) else { return nil }
    let flags = names.indices.filter(isFlag)
    return flags.count >= minFlagColumns ? flags : nil
  }

  /// The plan of a table of flags (``flagColumns(names:columns:group:)``): every flag read as
  /// a value over the row number, its share drawn by ``ChartChoice/flagShares(_:)``.
  static func flagSharesPlan(
    names: [String], flags: [Int], roles: [ColumnRole], missingValues: DecodeOptions.MissingValuePolicy
  ) -> ColumnPlan {
    let index = roles.firstIndex(of: .rowIndex)
    var plan = ColumnPlan(
      names: names, x: index ?? flags[0], xReader: .number, ys: flags, group: nil, missingValues: missingValues)
    plan.roles = roles
    plan.xIsRowNumber = true
    plan.sharesFlags = true
    return plan
  }
}

extension ChartChoice {
  /// Bars of the share of rows set to 1 of each flag of `table` (one series per flag, read
  /// over the row number), highest first, the ``maxBars`` highest kept.
  ///
  /// - Parameter table: The table decoded by ``ColumnPlan/flagSharesPlan(names:flags:roles:missingValues:)``.
  /// - Returns: The table with the bars and the choice that says them.
  static func flagShares(_ table: DecodedTable) -> DecodedTable {
    var shares: [(name: String, share: Double)] = []
    var rows = 0
    for series in table.dataset.series {
      let values = series.ys.filter(\.isFinite)
      guard !values.isEmpty else { continue }
      rows = max(rows, values.count)
      shares.append((series.name, Double(values.lazy.filter { $0 == 1 }.count) / Double(values.count)))
    }
    var choice = table.plan.map { ChartChoice(plan: $0) } ?? ChartChoice()
    choice.notes.append(.flagShares(flags: shares.count, rows: rows))
    shares.sort { $0.share > $1.share }
    if shares.count > maxBars {
      choice.notes.append(.barsCut(shown: maxBars, total: shares.count))
      shares.removeSubrange(maxBars...)
    }
    choice.x = nil
    choice.y = shares.map(\.name)
    choice.series = nil
    choice.mark = .bars
    choice.decidedMark = .bars
    var dataset = Dataset(
      xKind: .category, xLabel: "", yLabel: "",
      series: [Series(name: "1", xs: shares.indices.map(Double.init), ys: shares.map(\.share))], mark: .bars)
    dataset.categories = shares.map(\.name)
    var result = table
    result.dataset = dataset
    result.columns.unreadable = nil
    result.columns.choice = choice
    result.columns.x = ""
    result.columns.y = choice.y
    result.columns.series = nil
    return result
  }
}

extension ChartChoice {
  /// Whether the chart is the share of 1s per flag (``flagShares(_:)``): its x is the flags,
  /// its y a share.
  var drawsFlagShares: Bool {
    notes.contains { if case .flagShares = $0 { true } else { false } }
  }
}
