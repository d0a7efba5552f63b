import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// A two-class outcome named as one beside a group of the rows (#32, h40b): seaborn's and
/// pymer4's `titanic` put `survived` (0 or 1) first and a passenger's `class` later; the
/// scatter was age against siblings aboard coloured by class, the table's outcome undrawn. It
/// is the measures that separate the survivors best, coloured by `survived`.
@Suite(.timeLimit(.minutes(5))) struct ChartChoiceNamedClassesTests {
  static func prepare(_ text: String) throws -> PreparedChart { try ChartPipeline().prepare(Data(text.utf8)) }
  static func noise(_ row: Int, _ seed: Double) -> Double { ChartChoiceClassOutcomeTests.noise(row, seed) }

  /// `titanic`'s shape, 300 passengers as R writes them: a row number, `survived` 0/1, the
  /// class code, sex, age, siblings aboard (0 to 8), the fare (higher in first class, whose
  /// passengers survived more), the class in words and whether the passenger was `alone`.
  /// `outcome` names the first column; `group` the class in words.
  static func titanic(outcome: String = "survived", group: String = "class") -> String {
    var text = "\"\",\"\(outcome)\",\"pclass\",\"sex\",\"age\",\"sibsp\",\"fare\",\"\(group)\",\"alone\"\n"
    let names = ["First", "Second", "Third"]
    for row in 0..<300 {
      let pclass = row % 5 == 0 ? 1 : row % 5 == 1 ? 2 : 3
      let female = row % 3 == 0
      let survived = (female && pclass < 3) || (pclass == 1 && row % 2 == 0) || row % 7 == 0 ? 1 : 0
      let age = (30 + Self.noise(row, 1) * 25).rounded()
      // Seven counts, 0 to 8, as the table's: a measure, not a code.
      let sibsp = [8, 5, 4, 3, 2, 1].first { row % ($0 + 5) == 0 } ?? 0
      let fare = ((pclass == 1 ? 90 : pclass == 2 ? 25 : 9) * (1 + 0.6 * Self.noise(row, 2)) + 2).rounded()
      text += "\"\(row + 1)\",\(survived),\(pclass),\"\(female ? "female" : "male")\",\(age),\(sibsp),\(fare),"
      text += "\"\(names[pclass - 1])\",\(sibsp == 0 ? "TRUE" : "FALSE")\n"
    }
    return text
  }

  @Test func aColumnNamedAsTheOutcomeColoursTheScatterRatherThanAGroup() throws {
    let choice = try Self.prepare(Self.titanic()).columns.choice
    #expect(choice.mark == .points)
    #expect(choice.series == "survived")
    #expect(choice.y == ["fare"])
    #expect(choice.notes.contains { if case .separatesClasses(_, _, "survived") = $0 { true } else { false } })
    #expect(choice.notes.contains(.colouredByNamedOutcome(outcome: "survived", group: "class")))
    #expect(
      choice.noteSentences(in: .english).contains(
        "Coloured by survived, of two classes, named as the table's outcome: what the rows tell apart, rather than by class, a group of the rows."
      ))
    #expect(choice.noteSentences(in: .simplifiedChinese).contains { $0.contains("survived") && $0.contains("分组 class") })
  }

  /// A first column of two classes whose name says nothing of an outcome (`flag`) leaves the
  /// class the scatter's colour.
  @Test func aColumnOfTwoClassesNotNamedAsTheOutcomeLeavesTheGroup() throws {
    let choice = try Self.prepare(Self.titanic(outcome: "flag")).columns.choice
    #expect(choice.series != "flag")
    #expect(!choice.notes.contains { if case .colouredByNamedOutcome = $0 { true } else { false } })
  }

  /// Beside a treatment (`treatment` A, B, C), the outcome named does not take the colour:
  /// the arms are what the trial compares.
  @Test func aTreatmentKeepsTheColour() throws {
    let choice = try Self.prepare(Self.titanic(group: "treatment")).columns.choice
    #expect(!choice.notes.contains { if case .colouredByNamedOutcome = $0 { true } else { false } })
  }
}
