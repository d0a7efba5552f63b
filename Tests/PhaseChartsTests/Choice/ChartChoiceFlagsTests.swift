import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// Tables of many 0/1 flags and no measure (#32, h34c class 2): the elements of Bob Ross's
/// paintings, a questionnaire's yes/no answers. One flag counted and split by another was one
/// full bar; the chart is the share of rows with 1 of each flag, highest first.
@Suite(.timeLimit(.minutes(5))) struct ChartChoiceFlagsTests {
  static func prepare(_ text: String) throws -> PreparedChart { try ChartPipeline().prepare(Data(text.utf8)) }

  /// moderndive's `bob_ross`: an episode code and a title per painting, then element flags.
  /// `apple_frame` (rare: 0 in every row here) and `aurora_borealis` were the counted pair; the
  /// bars are the flags' shares, `tree` (set in 9 of 10 rows) first.
  static func paintings(flags: Int, rows: Int) -> String {
    let names = ["apple_frame", "aurora_borealis", "tree"] + (3..<flags).map { "element_\($0)" }
    var text = ([#""""#, "episode", "title"] + names).map { "\"\($0)\"" }.joined(separator: ",") + "\n"
    for row in 0..<rows {
      let cells = names.indices.map { column -> String in
        switch column {
        case 0: "0"
        case 2: row % 10 == 0 ? "0" : "1"
        // pandas writes a flag column with a missing cell as floats.
        case 3: (row + column) % (column + 2) == 0 ? "1.0" : "0.0"
        default: (row + column) % (column + 2) == 0 ? "1" : "0"
        }
      }
      text += (["\(row + 1)", "S01E\(row + 1)", "\"PAINTING \(row)\""] + cells).joined(separator: ",") + "\n"
    }
    return text
  }

  @Test func manyFlagsAreTheShareOfOnesPerFlag() throws {
    let prepared = try Self.prepare(Self.paintings(flags: 14, rows: 40))
    let choice = prepared.columns.choice
    #expect(choice.notes.contains(.flagShares(flags: 14, rows: 40)))
    #expect(prepared.dataset.mark == .bars)
    #expect(prepared.dataset.categories.first == "tree")
    #expect(prepared.dataset.series.count == 1)
    let shares = prepared.dataset.series[0].ys
    #expect(shares.first == 0.9)
    #expect(shares == shares.sorted(by: >))
    #expect(shares.allSatisfy { (0...1).contains($0) })
    #expect(prepared.dataset.categories.contains("apple_frame"))
    #expect(choice.xAxisTitle(in: .english) == "flag")
    #expect(choice.yAxisTitle(in: .english) == "share of rows with 1")
    #expect(choice.summary(in: .english).hasPrefix("x: flag · y: tree"))
    #expect(choice.noteSentences(in: .english).contains { $0.hasPrefix("14 columns of 0/1 flags over 40 rows") })
    #expect(choice.noteSentences(in: .simplifiedChinese).contains { $0.contains("14 列 0/1 标志") })
  }

  /// Past 40 flags the 40 highest shares are drawn, and the report says how many there were.
  @Test func theHighestSharesAreKeptPastFortyFlags() throws {
    let prepared = try Self.prepare(Self.paintings(flags: 60, rows: 30))
    let choice = prepared.columns.choice
    #expect(prepared.dataset.categories.count == ChartChoice.maxBars)
    #expect(choice.notes.contains(.barsCut(shown: ChartChoice.maxBars, total: 60)))
    #expect(choice.y.count == ChartChoice.maxBars)
  }

  /// A few flags beside words are still counted per category, split by a flag: the counts of
  /// a survey, not a checklist.
  @Test func fewFlagsAreStillCountedPerCategory() throws {
    var text = "region,smoker,married,owns_car\n"
    for row in 0..<40 {
      text += "\(["north", "south", "east"][row % 3]),\(row % 2),\(row % 3 == 0 ? 1 : 0),\(row % 5 == 0 ? 1 : 0)\n"
    }
    let choice = try Self.prepare(text).columns.choice
    #expect(!choice.drawsFlagShares)
    #expect(choice.notes.contains { if case .countsPerCategory = $0 { true } else { false } })
  }
}
