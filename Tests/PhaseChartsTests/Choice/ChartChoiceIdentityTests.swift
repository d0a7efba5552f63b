import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// Cross-sections whose first look is never a column against one that restates it within a
/// unit: a birth year beside an age in whole years (`born` = 2025 − `age`, a year less before
/// the birthday), which a scatter or a pile's line draws as the calendar, not the players.
@Suite(.timeLimit(.minutes(6))) struct ChartChoiceIdentityTests {
  static func csv(_ header: [String], _ rows: [[Any]]) -> Data { ChartChoiceTests.csv(header, rows) }

  static func series(_ name: String, _ ys: [Double]) -> Series { ChartChoiceOutcomeTests.series(name, ys) }

  /// Ages of a squad (17 to 38) and the birth year a season's table gives beside them.
  static func ages(_ count: Int, noise: [Double]) -> (age: [Double], born: [Double]) {
    let age = (0..<count).map { Double(17 + Int(pow(noise[$0], 1.3) * 21)) }
    // A year less for the players whose birthday falls after the table's day.
    let born = (0..<count).map { 2025 - age[$0] - (noise[count + $0] < 0.6 ? 0 : 1) }
    return (age, born)
  }

  // MARK: - Which pairs restate one another

  @Test func aBirthYearIsTheAgeShiftedWithinAYear() {
    let noise = ChartChoiceTests.noise(1200)
    let (age, born) = Self.ages(400, noise: noise)
    #expect(ChartChoice.isShiftedWithinUnit(age, born))
    #expect(ChartChoice.isShiftedWithinUnit(born, age))
    #expect(ChartChoice.derivations([Self.series("age", age), Self.series("born", born)]).links("age", "born"))
  }

  /// Two judges' marks of one dive (whole points, one to three apart) and a weight in whole
  /// kilograms against a height in centimetres: measured, not restated.
  @Test func twoMeasuresOfOneUnitThatDifferByMoreThanAUnitAreNotShifted() {
    let noise = ChartChoiceTests.noise(1200)
    let first = (0..<300).map { Double(40 + Int(noise[$0] * 50)) }
    let second = (0..<300).map { first[$0] + Double(Int(noise[300 + $0] * 4)) - 1 }
    #expect(!ChartChoice.isShiftedWithinUnit(first, second))
    let height = (0..<300).map { Double(150 + Int(noise[600 + $0] * 45)) }
    let weight = (0..<300).map { (i: Int) -> Double in
      let scatter = (noise[900 + i] - 0.5) * 14
      return ((height[i] - 100) * 0.95 + scatter).rounded()
    }
    #expect(!ChartChoice.isShiftedWithinUnit(height, weight))
    #expect(!ChartChoice.derivations([Self.series("height", height), Self.series("weight", weight)]).links("height", "weight"))
  }

  // MARK: - The whole table

  /// FBref's season table of 574 Premier League players (isapy-data's `epl_player_stats_2025`):
  /// name, team, position, age, birth year, then matches, minutes, goals and assists. Birth
  /// year against age went together most (r −0.99) and was drawn as a line over age; the
  /// scatter is now of the players' play, and the note names the birth year left out.
  @Test func aBirthYearIsNotDrawnAgainstTheAge() throws {
    let noise = ChartChoiceTests.noise(3000)
    let (age, born) = Self.ages(300, noise: noise)
    let rows: [[Any]] = (0..<300).map { (i: Int) -> [Any] in
      let matches = 1 + Int(noise[600 + i] * 37)
      let minutes = matches * (30 + Int(noise[900 + i] * 60))
      let goals = Int(Double(minutes) / 90 * noise[1200 + i] * 0.5)
      let assists = Int(Double(minutes) / 90 * noise[1500 + i] * 0.3)
      return ["player \(i)", "team \(i % 20)", ["FW", "MF", "DF", "GK"][i % 4], Int(age[i]), Int(born[i]), matches, minutes, goals, assists]
    }
    let prepared = try ChartPipeline().prepare(
      Self.csv(["player", "team", "pos", "age", "born", "mp", "min", "gls", "ast"], rows))
    let choice = prepared.columns.choice
    let drawn = Set([choice.x ?? ""] + choice.y)
    #expect(drawn != ["age", "born"], "\(drawn)")
    #expect(!choice.alternatives.contains { Set([$0.x] + $0.y) == ["age", "born"] })
  }

  /// Heights and weights of 300 people (r about 0.9, whole centimetres and kilograms) beside
  /// their age: strongly but not exactly related, they stay the scatter.
  @Test func heightAndWeightStayTheScatter() throws {
    let noise = ChartChoiceTests.noise(2000)
    let rows: [[Any]] = (0..<300).map { (i: Int) -> [Any] in
      let height = 150 + Int(noise[i] * 45)
      let weight = Int((Double(height) - 100) * 0.95 + (noise[300 + i] - 0.5) * 14)
      return ["person \(i)", height, weight, 20 + Int(noise[600 + i] * 50)]
    }
    let prepared = try ChartPipeline().prepare(Self.csv(["name", "height", "weight", "age"], rows))
    let choice = prepared.columns.choice
    #expect(choice.mark == .points)
    #expect(Set([choice.x ?? ""] + choice.y) == ["height", "weight"])
  }

  /// A roster with nothing measured but the age and the birth year: no pair is worth a
  /// scatter, and the ages' distribution is drawn.
  @Test func aTableOfOnlyAnAgeAndABirthYearDrawsADistribution() throws {
    let noise = ChartChoiceTests.noise(1200)
    let (age, born) = Self.ages(200, noise: noise)
    let rows: [[Any]] = (0..<200).map { ["player \($0)", Int(age[$0]), Int(born[$0])] }
    let prepared = try ChartPipeline().prepare(Self.csv(["player", "age", "born"], rows))
    let choice = prepared.columns.choice
    #expect(choice.mark == .histogram, "\(choice.mark) \(choice.x ?? "") \(choice.y)")
  }
}
