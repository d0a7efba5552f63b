import Foundation

/// The total a table names among a run of its parts: an auction's `total_pr` beside its
/// `start_pr` and `ship_pr`, a crate's `total_bags` beside `small_bags` and `large_bags`. The
/// names say what the total is made of, whether or not its values add up (``total(_:)`` finds
/// a sum by its values): it is what the table was collected to explain, its parts and the
/// rest what explain it, and a scatter of two of them (the starting price against the bids)
/// leaves it undrawn.
extension ChartChoice {
  /// Words that make a name the total of the measures whose names end as it does, as its
  /// first word.
  static let runTotalWords: Set<String> = ["total", "tot"]

  /// The measure among the first ``pairSearchWidth`` named a total of a run
  /// (``runTotalWords`` first, then the words of one or more other measures' last word:
  /// `total_pr` of `start_pr`); nil when none is, or when more than one is (a crate's total
  /// volume and total bags are two runs, and neither is the table's one outcome).
  static func namedRunTotal(_ series: [Series]) -> Int? {
    let width = min(series.count, pairSearchWidth)
    let names = series.prefix(width).map { ColumnPlan.words(of: String($0.name.prefix(200))) }
    let totals = names.indices.filter { index in
      let words = names[index]
      guard words.count == 2, runTotalWords.contains(words[0]) else { return false }
      // A part: another measure whose name ends with the total's last word and is no total.
      return names.indices.contains { other in
        other != index && names[other].count >= 2 && names[other].last == words[1]
          && !runTotalWords.contains(names[other][0])
      }
    }
    return totals.count == 1 ? totals[0] : nil
  }
}
