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
  /// runs of a design of words.
  ///
  /// Only factors of words count here: a factor of numbers (`conc`, `dose`) already draws every
  /// measure over it, a panel each. The rows are runs when two or more factors of words cross
  /// completely in cells that each hold as many rows in the sample, two or more (`Cult` ×
  /// `Date`, ten cabbages each; the cell of the last row may be cut off by the end of the
  /// sample), and the responses are at most ``maxBalancedResponses``; or when a factor is named
  /// as the treatment (`group`) and the responses are a numbered run of one score
  /// (`experiment_1` … `experiment_3`), at most ``maxNamedResponses``, of which any pair
  /// scattered is arbitrary. A cross-section's words (`sex`, `smoker`, `day` of a restaurant's
  /// bills; a survival table's `Treatment` and `Celltype`) are neither, and its measures stay a
  /// pair.
  ///
  /// - Parameters:
  ///   - responses: The measures left as responses, in the table's order, two or more.
  ///   - factors: The design's factors of words.
  ///   - names: The column names.
  ///   - columns: The sample values of every column.
  /// - Returns: The column of the response to draw.
  static func mainResponse(
    _ responses: [Int], factors: [Int], names: [String], columns: [ColumnPlan.ColumnValues]
  ) -> Int? {
    guard responses.count >= 2, !factors.isEmpty else { return nil }
    let numberedRun =
      responses.count <= maxNamedResponses && factors.contains { isTreatmentName(names[$0]) }
      && sharesStem(responses.map { names[$0] }) && responses.allSatisfy { names[$0].last?.isNumber == true }
    let balanced =
      responses.count <= maxBalancedResponses && factors.count >= 2
      && isBalancedCrossing(factors.map { columns[$0] })
    guard numberedRun || balanced else { return nil }
    return responses.first { isResponseName(ColumnPlan.words(of: names[$0])) } ?? responses.first
  }

  /// Whether `factors` cross completely (every level of each beside every level of the others,
  /// each factor of two levels or more) in cells that each hold as many sample rows, two or
  /// more; the cell of the last row may hold fewer (cut off by the end of the sample). Rows
  /// missing a factor are left out.
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
    let levels = factors.indices.map { factor in Set(counts.keys.map { $0[factor] }).count }
    guard levels.allSatisfy({ $0 >= 2 }), counts.count == levels.reduce(1, *) else { return false }
    let last = cells[lastRow]!
    let full = counts.filter { $0.key != last }.map(\.value)
    guard let most = full.max(), most >= 2, full.allSatisfy({ $0 == most }) else { return false }
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

extension DesignPlan {
  /// How many times the largest value of one column of a matrix may be of another's when
  /// their names share a stem: 25 (inseminations beside the conceptions they led to).
  static let maxStemmedSpread = 25.0

  /// Whether column `names` read as parts of one table: they begin, or end, alike with at least
  /// three letters up to a separator (`Sillod_Insemination_C1`, `Sillod_Conception_C2`;
  /// `male_deaths`, `female_deaths`), as a cross-tabulation's cells are named when written out
  /// wide. A car's `mpg` and `weight` do not.
  static func sharesStem(_ names: [String]) -> Bool {
    guard names.count >= 2 else { return false }
    func stem(_ texts: [[Character]]) -> Int {
      var length = 0
      while texts.allSatisfy({ length < $0.count && $0[length] == texts[0][length] }) { length += 1 }
      // Up to the last separator within the common part: whole words only.
      let common = texts[0].prefix(length)
      guard let cut = common.lastIndex(where: { "_.- ".contains($0) }) else { return 0 }
      return common[..<cut].filter(\.isLetter).count
    }
    let forward = names.map { Array($0.lowercased()) }
    return stem(forward) >= 3 || stem(forward.map { $0.reversed() }) >= 3
  }
}
