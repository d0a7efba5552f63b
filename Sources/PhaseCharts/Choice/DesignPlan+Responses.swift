import Foundation

/// A design that measured more than one response, and the factor its points are drawn at when
/// a block stands beside the treatment.
///
/// An experiment often records several responses of each run (`HeadWt` and `VitC` of each
/// cabbage, `Memory`, `BOLD` and `Mood` of each session, three scores per person of a
/// `group`): what a person looks at first is still one response by the treatment, coloured by
/// a second factor, not two responses scattered while the design is ignored. Blocks of a
/// field trial (`block` B1…B4 beside `gen`) are a nuisance: the treatment is the x.
extension DesignPlan {
  /// The most responses a design with a factor named as the treatment draws one of.
  static let maxNamedResponses = 6
  /// The most responses a design whose factors are only balanced draws one of.
  static let maxBalancedResponses = 4

  /// The response drawn of a design's several `responses`: the first named as a response
  /// (`yield`, `score`, `Mood`), else the first in the table; nil when the rows do not read as
  /// runs of a design.
  ///
  /// They do when a factor is named as the treatment (`group`, `treatment`, `dose`, `diet`) and
  /// the responses are at most ``maxNamedResponses``; or when two or more factors cross in
  /// cells that each hold as many rows in the sample (`Cult` × `Date`, ten cabbages each; the
  /// cell of the last row may be cut off by the end of the sample) and the responses are at
  /// most ``maxBalancedResponses``. A cross-section's words (`sex`, `smoker`, `day` of a
  /// restaurant's bills) are never that even, and its measures stay a pair.
  ///
  /// - Parameters:
  ///   - responses: The measures left as responses, in the table's order, two or more.
  ///   - factors: The design's factors.
  ///   - names: The column names.
  ///   - columns: The sample values of every column.
  /// - Returns: The column of the response to draw.
  static func mainResponse(
    _ responses: [Int], factors: [Int], names: [String], columns: [ColumnPlan.ColumnValues]
  ) -> Int? {
    guard responses.count >= 2, !factors.isEmpty else { return nil }
    let named = factors.contains { isTreatmentName(names[$0]) }
    let laidOut =
      named
      ? responses.count <= maxNamedResponses
      : responses.count <= maxBalancedResponses && factors.count >= 2
        && isBalancedCrossing(factors.map { columns[$0] })
    guard laidOut else { return nil }
    return responses.first { isResponseName(ColumnPlan.words(of: names[$0])) } ?? responses.first
  }

  /// Whether `factors` cross in two or more cells that each hold as many sample rows, the
  /// cell of the last row allowed fewer (cut off by the end of the sample); rows missing a
  /// factor are left out.
  static func isBalancedCrossing(_ factors: [ColumnPlan.ColumnValues]) -> Bool {
    guard let first = factors.first else { return false }
    var cells: [Int: [String]] = [:]
    for factor in factors {
      for (row, text) in zip(factor.rows, factor.texts) { cells[row, default: []].append(text) }
    }
    let complete = first.rows.filter { cells[$0]?.count == factors.count }
    guard let lastRow = complete.last, complete.count >= 8 else { return false }
    var counts: [[String]: Int] = [:]
    for row in complete { counts[cells[row]!, default: 0] += 1 }
    let last = cells[lastRow]!
    let full = counts.filter { $0.key != last }.map(\.value)
    guard counts.count >= 2, let most = full.max(), full.allSatisfy({ $0 == most }) else { return false }
    return (counts[last] ?? 0) <= most
  }

  /// The column of words the rows are grouped by, of `candidates` in the table's order: the
  /// first that is not a block of a layout (`block` B1…B4, `rep`, ``isBlock(_:)``) when there
  /// is one, for a block is a nuisance and the treatment beside it (`gen`) is what was
  /// compared; else the first.
  static func groupingWords(_ candidates: [Int], names: [String]) -> Int? {
    candidates.first { !isBlock(ColumnPlan.words(of: names[$0])) } ?? candidates.first
  }
}
