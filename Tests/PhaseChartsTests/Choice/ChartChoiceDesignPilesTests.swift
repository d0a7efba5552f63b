import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// A design's response on a coarse scale (#32, h39c): pingouin's `rm_anova`, 93 subjects'
/// `DesireToKill` (0 to 10 in halves) in the four cells of `Disgustingness` × `Frighteningness`,
/// drew every strip as a full column of dots, no difference visible (policy D).
@Suite(.timeLimit(.minutes(5))) struct ChartChoiceDesignPilesTests {
  static func noise(_ index: Int, _ salt: Int) -> Double { ChartChoiceItemsTests.noise(index, salt) }

  /// Subjects in long form, each in the four cells, the response from `response`.
  static func subjects(_ response: (Int, Int) -> String) -> String {
    var text = "\"\",\"Subject\",\"Gender\",\"DesireToKill\",\"Disgustingness\",\"Frighteningness\"\n"
    var row = 0
    for subject in 1...93 {
      for cell in 0..<4 {
        row += 1
        let gender = subject % 3 == 0 ? "Male" : "Female"
        let disgust = cell / 2 == 0 ? "High" : "Low"
        let fright = cell % 2 == 0 ? "High" : "Low"
        text += "\"\(row)\",\(subject),\"\(gender)\",\(response(subject, cell)),\"\(disgust)\",\"\(fright)\"\n"
      }
    }
    return text
  }

  @Test func aScoreInHalvesIsDrawnAsDotPlotsPerCell() throws {
    let csv = Self.subjects { subject, cell in
      let score = min(10, max(0, 5 + 4 * Self.noise(subject, cell) - Double(cell)))
      return ChartChoice.levelText((score * 2).rounded() / 2)
    }
    let prepared = try ChartPipeline().prepare(Data(csv.utf8))
    let choice = prepared.columns.choice
    #expect(choice.y == ["DesireToKill"])
    #expect(choice.mark == .points)
    #expect(choice.notes.contains { if case .repeatsSideBySide(response: "DesireToKill", _) = $0 { true } else { false } })
    // The runs of one strip no longer share one x.
    let strip = prepared.dataset.series[0].xs.filter { $0 < 0.5 }
    #expect(Set(strip).count > 3)
    #expect(strip.allSatisfy { abs($0 - strip.reduce(0, +) / Double(strip.count)) < 0.1 })
  }

  @Test func aMeasuredResponseKeepsItsStrips() throws {
    let csv = Self.subjects { subject, cell in String(format: "%.3f", 5 + 4 * Self.noise(subject, cell)) }
    let choice = try ChartPipeline().prepare(Data(csv.utf8)).columns.choice
    #expect(!choice.notes.contains { if case .repeatsSideBySide = $0 { true } else { false } })
  }

  @Test func pilesAreSpreadEvenlyAboutTheirStrip() {
    var xs: [[Double]] = [[0, 0, 0, 0, 1, 1], [2]]
    let share = ChartChoice.spreadingPiles(&xs, ys: [[3, 3, 3, 3, 4, 5], [1]], width: 0.4)
    #expect(share == 4.0 / 7)
    #expect(xs[0][0...3].map { ($0 * 100).rounded() / 100 } == [-0.15, -0.05, 0.05, 0.15])
    #expect(xs[0][4...] == [1, 1])
    var few: [[Double]] = [[0, 0, 1, 2]]
    #expect(ChartChoice.spreadingPiles(&few, ys: [[1, 1, 2, 3]], width: 0.4) == nil)
    #expect(few == [[0, 0, 1, 2]])
  }

  @Test func theNoteIsSaidInEnglishAndChinese() {
    let note = ChartChoice.Note.repeatsSideBySide(response: "DesireToKill", share: 0.974)
    #expect(note.sentence(in: .english).hasPrefix("97% of the runs repeat a value of DesireToKill"))
    #expect(note.sentence(in: .simplifiedChinese).hasPrefix("97% 的试验"))
  }
}
