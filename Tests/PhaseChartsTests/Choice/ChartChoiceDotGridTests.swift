import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// Whole-number scores per category are counted per score in stacked bars, not drawn as a dot
/// grid; measures and sparse scores stay points per category.
@Suite(.timeLimit(.minutes(6))) struct ChartChoiceDotGridTests {
  static func prepare(_ text: String) throws -> PreparedChart { try ChartPipeline().prepare(Data(text.utf8)) }

  /// pingouin's `cronbach_alpha` as R writes it: 15 subjects answer 10 items on a 1–7 scale,
  /// item by item.
  static func questionnaire() -> (text: String, answers: [[Int]]) {
    var state: UInt64 = 5
    var text = "\"\",\"Subj\",\"Items\",\"Scores\"\n"
    var answers = [[Int]](repeating: [], count: 10)
    var row = 1
    for item in 0..<10 {
      for subject in 0..<15 {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        let score = 1 + Int((state >> 33) % 7)
        answers[item].append(score)
        text += "\"\(row)\",\(subject),\"Q\(item + 1)\",\(score)\n"
        row += 1
      }
    }
    return (text, answers)
  }

  @Test func scoresPerItemAreCountedPerScoreInStackedBars() throws {
    let (text, answers) = Self.questionnaire()
    let prepared = try Self.prepare(text)
    let choice = prepared.columns.choice
    let dataset = prepared.dataset
    #expect(dataset.mark == .bars)
    #expect(!dataset.barsAreGrouped)
    #expect(dataset.categories == (1...10).map { "Q\($0)" })
    let levels = Set(answers.joined()).sorted()
    #expect(dataset.series.map(\.name) == levels.map { "Scores = \($0)" })
    for (index, level) in levels.enumerated() {
      #expect(dataset.series[index].ys == answers.map { Double($0.filter { $0 == level }.count) })
    }
    // Each item's bar holds its 15 answers.
    for item in 0..<10 {
      #expect(dataset.series.map { $0.ys[item] }.reduce(0, +) == 15)
    }
    #expect(choice.x == "Items")
    #expect(choice.series == "Scores")
    #expect(choice.notes.contains(.scoresCounted(column: "Items", score: "Scores", levels: levels.count)))
    #expect(choice.yAxisTitle(in: .english) == "count")
    #expect(choice.noteSentences(in: .english).contains { $0.contains("stacked by Scores") })
    #expect(choice.noteSentences(in: .simplifiedChinese).contains { $0.contains("按 Scores 堆叠") })
  }

  /// Blood coagulation times per diet (faraway's `coagulation`): whole numbers, but more than
  /// ten levels: a measure, points per diet.
  @Test func aMeasureOfManyLevelsStaysPointsPerCategory() throws {
    var text = "\"\",\"coag\",\"diet\"\n"
    let times: [(String, [Int])] = [
      ("A", [62, 60, 63, 59]), ("B", [63, 67, 71, 64, 65, 66]), ("C", [68, 66, 71, 67, 68, 68]),
      ("D", [56, 62, 60, 61, 63, 64, 63, 59]),
    ]
    var row = 1
    for (diet, values) in times {
      for value in values {
        text += "\"\(row)\",\(value),\"\(diet)\"\n"
        row += 1
      }
    }
    let prepared = try Self.prepare(text)
    #expect(prepared.dataset.mark == .points)
    #expect(prepared.columns.choice.notes.contains(.pointsPerCategory(column: "diet")))
  }

  /// Scores with about one row per (category, score): every dot is one answer, nothing hides.
  @Test func sparseScoresStayPoints() {
    let series = (0..<4).map { group in
      Series(name: "g\(group)", xs: [0, 1, 2], ys: [1, 2, 3].map { Double($0 + group) })
    }
    var choice = ChartChoice()
    #expect(ChartChoice.scoreCounts(series, words: "g", value: "score", choice: &choice) == nil)
    // Fractions are not scores.
    let halves = (0..<3).map { Series(name: "h\($0)", xs: [0, 1, 2, 3], ys: [0.5, 0.5, 1.5, 1.5]) }
    #expect(ChartChoice.scoreCounts(halves, words: "h", value: "score", choice: &choice) == nil)
    #expect(choice.notes.isEmpty)
  }
}
