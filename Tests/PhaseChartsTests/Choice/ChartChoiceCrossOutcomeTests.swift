import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// Cross-sections whose outcome no name among `price`, `y` or `score` says (issue #32, h39a):
/// a candidate's share of a town's vote last, after the votes it was computed from; a last
/// column of 0 or 1 after a code of the teaching method. The chart draws the outcome, or colours by it, rather
/// than two covariates that go together.
@Suite(.timeLimit(.minutes(6))) struct ChartChoiceCrossOutcomeTests {
  static func csv(_ header: [String], _ rows: [[Any]]) -> Data { ChartChoiceTests.csv(header, rows) }

  static func prepare(_ data: Data) throws -> PreparedChart { try ChartPipeline().prepare(data) }

  static func series(_ name: String, _ ys: [Double]) -> Series {
    Series(name: name, xs: ys.indices.map(Double.init), ys: ys)
  }

  static func rounded(_ value: Double, _ places: Double = 4) -> Double {
    let scale = pow(10, places)
    return (value * scale).rounded() / scale
  }

  // MARK: - A share of a count, last

  /// faraway's newhamp, shaped: 200 towns' voting system, Obama's and Clinton's votes and
  /// the Democratic total (counts that follow the town's size), poverty, income, Dean's and
  /// Kerry's 2004 shares, the white and absentee shares, the population, and `pObama`,
  /// Obama's share, last: what the table was gathered to explain (it goes with Dean's share).
  static func newhamp(shareName: String = "pObama") -> Data {
    let count = 200
    let noise = ChartChoiceTests.noise(count * 12, seed: 29)
    func n(_ column: Int, _ i: Int) -> Double { noise[column * count + i] }
    let rows: [[Any]] = (0..<count).map { (i: Int) -> [Any] in
      let population = 300 + pow(n(0, i), 2) * 30_000
      let dem = Int(population * (0.18 + n(1, i) * 0.08))
      let dean = 0.15 + n(2, i) * 0.25
      let kerry = 0.5 - dean * 0.7 + (n(3, i) - 0.5) * 0.1
      let absentee = 0.03 + n(4, i) * 0.08
      let share = min(0.7, 0.2 + dean * 0.5 + absentee * 1.2 + (n(5, i) - 0.5) * 0.12)
      let obama = Int((Double(dem) * share).rounded())
      let clinton = Int(Double(dem - obama) * (0.85 + n(6, i) * 0.1))
      let pci = Int(18_000 + n(7, i) * 20_000)
      return [
        i + 1, n(8, i) < 0.6 ? "D" : "H", obama, clinton, dem, Self.rounded(0.02 + n(9, i) * 0.1), pci,
        Self.rounded(dean), Self.rounded(kerry), Self.rounded(0.9 + n(10, i) * 0.09), Self.rounded(absentee),
        Int(population), Double(obama) / Double(max(dem, 1)),
      ]
    }
    let header = [
      "", "votesys", "Obama", "Clinton", "dem", "povrate", "pci", "Dean", "Kerry", "white", "absentee",
      "population", shareName,
    ]
    return csv(header, rows)
  }

  @Test func aCandidatesShareLastIsDrawnNotTwoOtherShares() throws {
    let choice = try Self.prepare(Self.newhamp()).columns.choice
    #expect(choice.mark == .points)
    #expect(choice.y == ["pObama"], "\(String(describing: choice.x)) \(choice.y)")
    #expect(choice.x == "Dean")
    #expect(choice.notes.contains { if case .lastAsOutcome(outcome: "pObama", _, _) = $0 { true } else { false } })
  }

  /// The same share named after no count of the table stays an outcome; a share named as a
  /// second wave of a count (`Obama2`) does not share the count's words and one share word.
  @Test func aShareIsTheCountsOnlyByItsNameAndValues() {
    let votes = Self.series("Obama", (0..<40).map { Double(100 + $0 * 7) })
    let share = Self.series("pObama", (0..<40).map { 0.3 + Double($0 % 9) * 0.017 })
    #expect(ChartChoice.isShare(of: votes, share))
    #expect(ChartChoice.isShare(of: Self.series("white", votes.ys), Self.series("pct_white", share.ys)))
    // Not a count: a share beside a share of the same name is a second form of it.
    #expect(!ChartChoice.isShare(of: Self.series("Obama", share.ys.map { $0 * 1.01 }), share))
    // Not a share: a count per thousand people is a rate past 100, or whole.
    #expect(!ChartChoice.isShare(of: votes, Self.series("pObama", votes.ys)))
    // Not the count's name with one share word.
    #expect(!ChartChoice.isShare(of: votes, Self.series("Obama2", share.ys)))
    #expect(!ChartChoice.isShare(of: Self.series("cai.1987", votes.ys), Self.series("cai.1988", share.ys)))
  }

  /// Without the share word the last measure is one more of the candidate's columns, and the
  /// table's other pair is drawn, as before.
  @Test func aLastNamedAfterACountWithNoShareWordStaysUndrawn() throws {
    let choice = try Self.prepare(Self.newhamp(shareName: "Obama08")).columns.choice
    #expect(choice.y != ["Obama08"])
  }

  // MARK: - A class outcome last, after a code of the treatment

  /// statsmodels' spector, shaped: 32 students' grade point average and TUCE score, `PSI`
  /// (0 or 1: taught by the new method) and `GRADE` (0 or 1: the grade improved), last.
  static func spector(last: String = "GRADE", levels: (String, String) = ("0", "1")) -> String {
    var text = "\"\",\"GPA\",\"TUCE\",\"PSI\",\"\(last)\"\n"
    for row in 0..<32 {
      let gpa = 2.0 + Double(row * 7 % 32) * 0.06
      let tuce = 12 + (row * 11) % 17 + Int(gpa * 2)
      let psi = row % 5 < 2 ? 1 : 0
      let grade = (gpa > 3.1 || (psi == 1 && row % 3 == 0)) ? 1 : 0
      text += "\"\(row + 1)\",\(gpa),\(tuce),\(psi),\(grade == 1 ? levels.1 : levels.0)\n"
    }
    return text
  }

  @Test func theGradeLastColoursTheScatterNotTheTeachingMethod() throws {
    let choice = try ChartPipeline().prepare(Data(Self.spector().utf8)).columns.choice
    #expect(choice.mark == .points)
    #expect(choice.series == "GRADE")
    #expect(choice.notes.contains(.colouredByOutcome(outcome: "GRADE", group: "PSI")))
    #expect(
      choice.noteSentences(in: .english).contains(
        "Coloured by GRADE, the table's last column, of two classes: what the rows tell apart, rather than by PSI."))
    #expect(choice.noteSentences(in: .simplifiedChinese).contains { $0.contains("GRADE") && $0.contains("PSI") && $0.contains("两类") })
  }

  /// pandas writes the codes as `0.0` and `1.0`: the same outcome, the same colour.
  @Test func theGradeWrittenByPandasColoursTheScatterToo() throws {
    let text = Self.spector().replacingOccurrences(of: ",0\n", with: ",0.0\n").replacingOccurrences(of: ",1\n", with: ",1.0\n")
      .replacingOccurrences(of: ",0,", with: ",0.0,").replacingOccurrences(of: ",1,", with: ",1.0,")
    #expect(text.contains(",1.0\n") && text.contains(",0.0,"))
    let choice = try ChartPipeline().prepare(Data(text.utf8)).columns.choice
    #expect(choice.series == "GRADE")
    #expect(choice.notes.contains(.colouredByOutcome(outcome: "GRADE", group: "PSI")))
  }

  /// A first code named as the treatment keeps the colour: the table was gathered to compare it.
  @Test func aTreatmentNamedFirstKeepsTheColour() throws {
    let text = Self.spector().replacingOccurrences(of: "\"PSI\"", with: "\"treatment\"")
    let choice = try ChartPipeline().prepare(Data(text.utf8)).columns.choice
    #expect(choice.series == "treatment")
    #expect(!choice.notes.contains { if case .colouredByOutcome = $0 { true } else { false } })
  }

  /// ISLP's Carseats, shaped: `Sales` is named as the outcome, so a last yes or no (`US`) is
  /// one more trait of the stores, and the points keep the colour of the first (`Urban`).
  @Test func aLastYesOrNoBesideANamedOutcomeDoesNotTakeTheColour() throws {
    var text = "Sales,CompPrice,Income,Price,Age,Urban,US\n"
    for row in 0..<80 {
      let price = 60 + (row * 37) % 100
      let sales = 14 - Double(price) * 0.06 + Double((row * 13) % 7) * 0.4
      text += "\(sales),\(100 + (row * 29) % 60),\(20 + (row * 17) % 100),\(price),\(25 + (row * 11) % 55),"
      text += "\(row % 3 == 0 ? "No" : "Yes"),\(row % 4 == 0 ? "No" : "Yes")\n"
    }
    let choice = try ChartPipeline().prepare(Data(text.utf8)).columns.choice
    #expect(choice.y == ["Sales"])
    #expect(choice.series == "Urban")
    #expect(!choice.notes.contains { if case .colouredByOutcome = $0 { true } else { false } })
  }
}
