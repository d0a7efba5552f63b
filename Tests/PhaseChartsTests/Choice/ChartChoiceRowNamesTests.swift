import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// A plain CSV (no row index) whose first column numbers its rows 1…n under a name that says
/// they are units (`Subject`, `STATION`, `id`) charts as the same table with R's row names: the
/// rows are things, not a sequence drawn over that column.
@Suite(.timeLimit(.minutes(5))) struct ChartChoiceRowNamesTests {
  /// pingouin's `pairwise_corr`: a subject number and five personality scores.
  static func scores(rowNames: Bool, first: String = "Subject") -> String {
    var text = (rowNames ? "\"\"," : "") + "\(first),Neuroticism,Extraversion,Openness,Agreeableness,Conscientiousness\n"
    // Scores of people in no order: a fixed pseudo-random sequence, nothing follows on.
    var state: UInt64 = 7
    func next() -> Double {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(state >> 11) / Double(1 << 53)
    }
    for row in 0..<200 {
      let a = 1.5 + 2 * next(), b = 2 + 2 * next()
      let cells = [a, b, 3 + next(), 3.4 + a / 5 + next() / 10, 3.2 - a / 3 + next() / 4]
      text += (rowNames ? "\"\(row + 1)\"," : "") + "\(row + 1)," + cells.map { String(format: "%.5f", $0) }.joined(separator: ",") + "\n"
    }
    return text
  }

  @Test func aSubjectNumberFirstIsTheRowNamesNotAnOrder() throws {
    for first in ["Subject", "id", "STATION"] {
      let plain = try ChartPipeline().prepare(Data(Self.scores(rowNames: false, first: first).utf8)).columns.choice
      let withRowNames = try ChartPipeline().prepare(Data(Self.scores(rowNames: true, first: first).utf8)).columns.choice
      #expect(plain.x != first, "\(first)")
      #expect(plain.mark == .points, "\(first)")
      #expect(plain.x == withRowNames.x, "\(first)")
      #expect(plain.y == withRowNames.y, "\(first)")
    }
  }

  /// A counter under a name of its own that says no unit (`sample`, `step`) is still the order
  /// the rows were taken in.
  @Test func aSampleNumberFirstIsStillTheOrder() throws {
    let choice = try ChartPipeline().prepare(Data(Self.scores(rowNames: false, first: "sample").utf8)).columns.choice
    #expect(choice.x == "sample")
    #expect(choice.mark == .line)
  }
}
