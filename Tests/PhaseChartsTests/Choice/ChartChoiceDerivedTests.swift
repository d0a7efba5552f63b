import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// Cross-sections whose first look is never a column against one computed from it: a total
/// and its part, points from wins and draws, a price net of its discount, shares of one
/// whole, a square or a logarithm (Wooldridge's `expersq`, `lwage`).
@Suite(.timeLimit(.minutes(6))) struct ChartChoiceDerivedTests {
  static func csv(_ header: [String], _ rows: [[Any]]) -> Data { ChartChoiceTests.csv(header, rows) }

  static func series(_ name: String, _ ys: [Double]) -> Series { ChartChoiceOutcomeTests.series(name, ys) }

  static func rounded(_ value: Double, _ places: Double = 2) -> Double { ChartChoiceOutcomeTests.rounded(value, places) }

  // MARK: - The whole table

  /// A Wooldridge-style cross-section of 300 workers (as `wage1`, `cps78_85`): `educ`,
  /// `exper` and its square, `age` and its square, `tenure`, with the log wage last. No
  /// column names the outcome first, and a square follows its base more closely than
  /// anything else goes together: the scatter is never a column against its own square.
  @Test func aSquareIsNeverDrawnAgainstItsBase() throws {
    let noise = ChartChoiceTests.noise(2000)
    let rows: [[Any]] = (0..<300).map { (i: Int) -> [Any] in
      let educ = 8 + Int(noise[i] * 10)
      let exper = Int(noise[300 + i] * 40)
      let age = educ + exper + 6
      let tenure = Int(Double(exper) * noise[600 + i])
      let hours = 20 + Int(noise[900 + i] * 40)
      return [i + 1, educ, exper, exper * exper, age, age * age, tenure, hours]
    }
    let prepared = try ChartPipeline().prepare(
      Self.csv(["", "educ", "exper", "expersq", "age", "agesq", "tenure", "hours"], rows))
    let choice = prepared.columns.choice
    #expect(choice.mark == .points)
    let drawn = Set([choice.x ?? ""] + choice.y)
    #expect(drawn != ["exper", "expersq"] && drawn != ["age", "agesq"], "\(drawn)")
    #expect(!choice.alternatives.contains { Set([$0.x] + $0.y) == ["exper", "expersq"] })
  }

  /// A wage table as econometrics courses export it: `wage` and `lwage = log(wage)` beside
  /// the predictors, `exper` and `expersq`. The wage is drawn against a predictor that is not
  /// computed from it, and the note names what was left out.
  @Test func theWageIsDrawnAgainstAPredictorNotItsLogarithm() throws {
    let noise = ChartChoiceTests.noise(2000)
    let rows: [[Any]] = (0..<250).map { (i: Int) -> [Any] in
      let educ = 8 + Int(noise[i] * 10)
      let exper = 1 + Int(noise[300 + i] * 40)
      let wage = Self.rounded(exp(0.5 + 0.09 * Double(educ) + 0.01 * Double(exper) + noise[600 + i] * 0.4))
      return [Self.rounded(wage), educ, exper, exper * exper, Self.rounded(log(wage), 6)]
    }
    let prepared = try ChartPipeline().prepare(Self.csv(["wage", "educ", "exper", "expersq", "lwage"], rows))
    let choice = prepared.columns.choice
    #expect(choice.mark == .points)
    #expect(choice.y == ["wage"])
    #expect(choice.x == "educ")
  }

  /// moderndive's `medal_table`: gold, silver and bronze medals and their total per nation
  /// and Games, then the team's size (the total is not the last column). Silvers against the total draw the sum that made it;
  /// the total is drawn against something it is not the sum of, and the note says so.
  @Test func aTotalIsNotDrawnAgainstItsParts() throws {
    let noise = ChartChoiceTests.noise(2000)
    let rows: [[Any]] = (0..<120).map { (i: Int) -> [Any] in
      let athletes = 5 + Int(pow(noise[i], 2) * 400)
      let gold = Int(Double(athletes) * noise[200 + i] * 0.05)
      let silver = Int(Double(athletes) * noise[400 + i] * 0.05)
      let bronze = Int(Double(athletes) * noise[600 + i] * 0.06)
      return ["nation \(i)", 1996 + 4 * (i % 6), gold, silver, bronze, gold + silver + bronze, athletes]
    }
    let prepared = try ChartPipeline().prepare(
      Self.csv(["team", "year", "gold", "silver", "bronze", "total", "athletes"], rows))
    let choice = prepared.columns.choice
    #expect(choice.mark == .points)
    let drawn = Set([choice.x ?? ""] + choice.y)
    #expect(!drawn.contains("total") || drawn == ["total", "athletes"], "\(drawn)")
  }

  // MARK: - Which pairs are derived

  /// A total of parts is linked to each part, the parts not to one another.
  @Test func aSumLinksTheTotalToEachPartButNotThePartsToOneAnother() {
    let noise = ChartChoiceTests.noise(600)
    let gold = (0..<100).map { Double(Int(noise[$0] * 30)) }
    let silver = (0..<100).map { Double(Int(noise[100 + $0] * 30)) }
    let bronze = (0..<100).map { Double(Int(noise[200 + $0] * 30)) }
    let total = (0..<100).map { gold[$0] + silver[$0] + bronze[$0] }
    let derived = ChartChoice.derivations([
      Self.series("gold", gold), Self.series("silver", silver), Self.series("bronze", bronze),
      Self.series("total", total),
    ])
    #expect(derived.links("total", "silver") && derived.links("gold", "total") && derived.links("bronze", "total"))
    #expect(!derived.links("gold", "silver") && !derived.links("silver", "bronze"))
  }

  /// prince's `premier_league`: 13 teams' wins, draws, losses and points (three a win, one a
  /// draw). Points are linked to wins though the weights are not one.
  @Test func pointsFromWinsAndDrawsAreLinkedToTheWins() {
    let wins: [Double] = [13, 13, 12, 20, 28, 22, 14, 11, 29, 26, 13, 22, 16]
    let draws: [Double] = [6, 7, 15, 6, 6, 5, 10, 11, 6, 5, 10, 5, 8]
    let losses = zip(wins, draws).map { 38 - $0 - $1 }
    let goals: [Double] = [52, 48, 42, 65, 76, 69, 50, 43, 99, 94, 52, 62, 57]
    let points = zip(wins, draws).map { 3 * $0 + $1 }
    let derived = ChartChoice.derivations([
      Self.series("W", wins), Self.series("D", draws), Self.series("L", losses), Self.series("GF", goals),
      Self.series("Pts", points),
    ])
    #expect(derived.links("W", "Pts"))
    #expect(!derived.links("GF", "Pts"))
  }

  /// Shares of one whole written with two decimals (expressed, blank and null votes as a
  /// percentage of voters, prince's `resultats-par-departement`): each is the rest of the
  /// other two, within the rounding.
  @Test func roundedSharesOfOneWholeAreLinkedWithinTheRounding() {
    let noise = ChartChoiceTests.noise(600)
    let blank = (0..<80).map { 1 + noise[$0] * 2 }
    let null = (0..<80).map { 0.3 + noise[100 + $0] * 1.2 }
    let turnout = (0..<80).map { Self.rounded(60 + noise[200 + $0] * 30) }
    let expressed = (0..<80).map { Self.rounded(100 - blank[$0] - null[$0]) }
    let derived = ChartChoice.derivations([
      Self.series("turnout", turnout), Self.series("blank", blank.map { Self.rounded($0) }),
      Self.series("null", null.map { Self.rounded($0) }), Self.series("expressed", expressed),
    ])
    #expect(derived.links("expressed", "null") && derived.links("expressed", "blank") && derived.links("null", "blank"))
    #expect(!derived.links("turnout", "expressed"))
  }

  /// A measured relation, however strong (r 0.999), is no derivation: a weight against a
  /// length and a girth with a little noise stays worth drawing.
  @Test func aStrongMeasuredRelationIsNotLinked() {
    let noise = ChartChoiceTests.noise(900)
    let length = (0..<200).map { 20 + noise[$0] * 30 }
    let girth = (0..<200).map { 10 + noise[200 + $0] * 20 }
    let weight = (0..<200).map { Self.rounded(2 * length[$0] + 3 * girth[$0] + (noise[400 + $0] - 0.5) * 3) }
    let derived = ChartChoice.derivations([
      Self.series("length", length.map { Self.rounded($0) }), Self.series("girth", girth.map { Self.rounded($0) }),
      Self.series("weight", weight),
    ])
    #expect(derived.pairs.isEmpty, "\(derived.pairs)")
  }

  @Test func theDerivedNoteNamesWhatWasLeftOutInBothLanguages() {
    let note = ChartChoice.Note.derivedSkipped(of: "total", from: ["gold", "silver"])
    #expect(note.sentence(in: .english).hasPrefix("total not drawn against gold"), "\(note.sentence(in: .english))")
    let chinese = note.sentence(in: .simplifiedChinese)
    #expect(chinese.contains("total") && !chinese.contains("%") && chinese != note.sentence(in: .english))
  }
}
