import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// A cross-section gathered to tell two classes apart (issue #32, h34d): the scatter of the two
/// measures that separate the classes best, coloured by the class.
@Suite(.timeLimit(.minutes(6))) struct ChartChoiceClassOutcomeTests {
  static func prepare(_ text: String) throws -> PreparedChart { try ChartPipeline().prepare(Data(text.utf8)) }

  /// A noise in -1…1 that does not follow on from row to row.
  static func noise(_ row: Int, _ seed: Double) -> Double { sin(Double(row) * 12.9898 + seed) * 0.5 + sin(Double(row) * 78.233 + seed * 3) * 0.5 }

  /// faraway's pima, shaped: pregnancies, glucose, blood pressure, BMI, age and the 0/1 `test`
  /// last. Drawn as age against pregnancies coloured by the test; glucose separates the
  /// classes best, BMI next: glucose against BMI, coloured by the test.
  static func pima(outcome: String = "test") -> String {
    var text = "pregnant,glucose,diastolic,bmi,age,\(outcome)\n"
    for row in 0..<200 {
      let test = row % 3 == 0 ? 1 : 0
      let age = 21 + Double(row * 7 % 40) + Self.noise(row, 1) * 3
      let pregnant = Int(age / 8) + row % 3
      let glucose = 110 + Double(test) * 35 + Self.noise(row, 2) * 30
      let bmi = 30 + Double(test) * 4 + Self.noise(row, 3) * 6
      let diastolic = 70 + age * 0.2 + Self.noise(row, 4) * 12
      text += "\(pregnant),\(glucose),\(diastolic),\(bmi),\(age),\(test)\n"
    }
    return text
  }

  @Test func aTwoClassOutcomeIsDrawnByTheMeasuresThatSeparateItBest() throws {
    let prepared = try Self.prepare(Self.pima())
    let choice = prepared.columns.choice
    #expect(choice.y == ["glucose"])
    #expect(choice.x == "bmi")
    #expect(choice.series == "test")
    #expect(choice.notes.contains(.separatesClasses(y: "glucose", x: "bmi", outcome: "test")))
    #expect(
      choice.noteSentences(in: .english).contains(
        "glucose and bmi are the measures whose means differ most between the two classes of test."))
    #expect(choice.noteSentences(in: .simplifiedChinese).contains { $0.contains("glucose") && $0.contains("两类") })
  }

  /// The same table coloured by sex, not an outcome: the pair is left as it was.
  @Test func twoGroupsOfSexAreNotAnOutcome() throws {
    let prepared = try Self.prepare(Self.pima(outcome: "sex"))
    let choice = prepared.columns.choice
    #expect(choice.y != ["glucose"] || choice.x != "bmi")
    #expect(!choice.notes.contains { if case .separatesClasses = $0 { true } else { false } })
  }

  /// A last column of two words that are no yes or no (`Competition` Decastar or OlympicG) is
  /// a group the rows were gathered in, not an outcome.
  @Test func aLastColumnOfTwoNamesIsNotAnOutcome() throws {
    let text = Self.pima(outcome: "Competition").replacingOccurrences(of: ",1\n", with: ",Decastar\n")
      .replacingOccurrences(of: ",0\n", with: ",OlympicG\n")
    let choice = try Self.prepare(text).columns.choice
    #expect(choice.series == "Competition")
    #expect(!choice.notes.contains { if case .separatesClasses = $0 { true } else { false } })
  }

  /// A last column of 0/1 with no name that says an outcome is one (`death`).
  @Test func aLastColumnOfZeroOrOneIsAnOutcome() throws {
    let choice = try Self.prepare(Self.pima(outcome: "flag")).columns.choice
    #expect(choice.y == ["glucose"])
    #expect(choice.series == "flag")
  }

  /// A measure whose classes do not overlap defines the class (`Today`'s sign is `Up`, 0 or
  /// 1): it is never the measure drawn for it.
  @Test func aMeasureThatDefinesTheClassIsLeftOut() throws {
    var text = "Lag1,Lag2,Volume,Today,Up\n"
    for row in 0..<200 {
      let today = Self.noise(row, 5) * 3
      let lag1 = Self.noise(row, 6) * 2 + (today > 0 ? 0.8 : -0.8)
      let lag2 = Self.noise(row, 7) * 2 + (today > 0 ? 0.6 : -0.6)
      let volume = 1.2 + Self.noise(row, 8) * 0.4
      text += "\(lag1),\(lag2),\(volume),\(today),\(today > 0 ? 1 : 0)\n"
    }
    let choice = try Self.prepare(text).columns.choice
    #expect(choice.x != "Today" && choice.y != ["Today"])
    #expect(choice.series == "Up")
  }

  @Test func separationIsZeroWhenTheClassesDoNotOverlap() {
    #expect(ChartChoice.separates([1, 2, 3, 10, 11, 12], classes: [0, 0, 0, 1, 1, 1]) == 0)
    #expect(ChartChoice.separates([1, 2, 3, 2, 3, 4, 3], classes: [0, 0, 0, 1, 1, 1, 0]) > 0.5)
  }
}
