import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// The pair a cross-section is drawn as: not two counts that both follow the units' size
/// (applications and acceptances of a college), and not two covariates of a survival table
/// whose follow-up time goes undrawn.
@Suite(.timeLimit(.minutes(6))) struct ChartChoiceCrossPairsTests {
  static func csv(_ header: [String], _ rows: [[Any]]) -> Data { ChartChoiceTests.csv(header, rows) }
  static func prepare(_ data: Data) throws -> PreparedChart { try ChartChoiceOutcomeTests.prepare(data) }
  static func series(_ name: String, _ ys: [Double]) -> Series { ChartChoiceOutcomeTests.series(name, ys) }

  // MARK: - Survival tables whose event is written as words

  /// scikit-survival's `whas500` as pandas writes it: the event `fstat` as `True`/`False`
  /// and the time as `lenfol` (length of follow-up), last, after covariates of which the two
  /// blood pressures go together most. The follow-up times' spread is drawn, not the
  /// pressures.
  @Test func aFollowUpTimeBesideAnEventOfWordsIsItsHistogram() throws {
    let noise = ChartChoiceTests.noise(1200)
    let rows: [[Any]] = (0..<300).map { (i: Int) -> [Any] in
      let age = (30 + noise[i] * 60).rounded()
      let systolic = (100 + noise[300 + i] * 80).rounded()
      let diastolic = (systolic * 0.55 + noise[600 + i] * 15).rounded()
      let days = (2400 - age * 20 + noise[900 + i] * 600).rounded()
      return [
        i, noise[(i * 7) % 1200] < 0.3 ? 1 : 0, age, (20 + noise[(i * 11) % 1200] * 15), diastolic,
        noise[(i * 13) % 1200] < 0.4 ? 1 : 0, (60 + noise[(i * 17) % 1200] * 60).rounded(), systolic,
        noise[(i * 5) % 1200] < 0.4 ? "True" : "False", days,
      ]
    }
    let header = ["", "afb", "age", "bmi", "diasbp", "gender", "hr", "sysbp", "fstat", "lenfol"]
    let choice = try Self.prepare(Self.csv(header, rows)).columns.choice
    #expect(choice.mark == .histogram)
    #expect(choice.x == "lenfol")
    #expect(choice.alternatives.first == ChartChoice.Alternative(x: "age", y: ["lenfol"]))
  }

  /// scikit-survival's `aids`: `censor` as `True`/`False` and `time` last; the Karnofsky score
  /// against the CD4 count was drawn in place of the times.
  @Test func aTimeBesideACensorOfWordsIsItsHistogram() throws {
    let noise = ChartChoiceTests.noise(800)
    let rows: [[Any]] = (0..<200).map { (i: Int) -> [Any] in
      let cd4 = (10 + noise[i] * 300).rounded()
      return [
        i, (20 + noise[200 + i] * 40).rounded(), cd4, [70, 80, 90, 100][i % 4], 1 + i % 2,
        noise[400 + i] < 0.1 ? "True" : "False", (40 + cd4 + noise[600 + i] * 100).rounded(),
      ]
    }
    let header = ["", "age", "cd4", "karnof", "sex", "censor", "time"]
    let choice = try Self.prepare(Self.csv(header, rows)).columns.choice
    #expect(choice.mark == .histogram)
    #expect(choice.x == "time")
  }

  /// A status of words that is no event (a marital status beside hours worked and a wage)
  /// makes no survival table: without a time named as one, the scatter is drawn.
  @Test func aStatusOfWordsWithoutATimeLeavesTheScatter() throws {
    let noise = ChartChoiceTests.noise(400)
    let rows: [[Any]] = (0..<100).map { (i: Int) -> [Any] in
      let hours = (20 + noise[i] * 30).rounded()
      return [i, ["married", "single", "divorced"][i % 3], hours, (hours * 15 + noise[200 + i] * 100).rounded()]
    }
    let choice = try Self.prepare(Self.csv(["", "status", "hours", "earnings"], rows)).columns.choice
    #expect(choice.mark == .points)
    #expect(choice.y == ["earnings"])
  }

  // MARK: - Two counts that follow the units' size

  /// plotnine's `midwest` shape: total, white and black population of 300 counties all grow
  /// with the county (ρ above 0.85, spread over a decade), beside shares in percent (high
  /// school and college graduates). The scatter is the two shares, not two of the counts.
  @Test func countsThatFollowTheUnitsSizeGiveWayToShares() throws {
    let noise = ChartChoiceTests.noise(1500)
    let rows: [[Any]] = (0..<300).map { (i: Int) -> [Any] in
      let total = exp(8 + noise[i] * 4).rounded()
      let white = (total * (0.8 + noise[300 + i] * 0.19)).rounded()
      let black = (total * (0.002 + noise[600 + i] * 0.05)).rounded()
      let highSchool = 60 + noise[900 + i] * 30
      let college = max(1, (highSchool - 55) * 1.2 + noise[1200 + i] * 8)
      return [i, ["IL", "IN", "MI", "OH", "WI"][i % 5], total, white, black, highSchool, college]
    }
    let header = ["", "state", "poptotal", "popwhite", "popblack", "perchsd", "percollege"]
    let choice = try Self.prepare(Self.csv(header, rows)).columns.choice
    #expect(choice.mark == .points)
    #expect(choice.x == "perchsd")
    #expect(choice.y == ["percollege"])
    // The report says which counts were left out, and why.
    let note = choice.notes.first { if case .sizesSkipped = $0 { true } else { false } }
    #expect(note == .sizesSkipped(sizes: ["poptotal", "popwhite", "popblack"]))
    #expect(note?.sentence(in: .english).contains("poptotal, popwhite, popblack") == true)
    #expect(
      note?.sentence(in: .simplifiedChinese)
        == "poptotal、popwhite、popblack 都随每行单位的规模增长，无论其他方面如何都一同变化：未彼此对画。")
  }

  /// Counts beside other counts and whole-number percentages only (applications beside
  /// tuition and the share of top students): no two shares to draw instead, so the strongest
  /// pair is kept.
  @Test func countsWithNoSharesBesideThemAreKept() throws {
    let noise = ChartChoiceTests.noise(1200)
    let rows: [[Any]] = (0..<200).map { (i: Int) -> [Any] in
      let size = exp(5 + noise[i] * 4)
      let apps = (size * (1.5 + noise[200 + i])).rounded()
      let accept = (apps * (0.5 + noise[400 + i] * 0.4)).rounded()
      let top10 = (5 + noise[800 + i] * 60).rounded()
      return [i, apps, accept, top10, (6000 + top10 * 150 + noise[1000 + i] * 4000).rounded()]
    }
    let choice = try Self.prepare(Self.csv(["", "Apps", "Accept", "Top10perc", "Outstate"], rows)).columns.choice
    #expect(Set([choice.x ?? ""] + choice.y) == ["Apps", "Accept"])
    #expect(!choice.notes.contains { if case .sizesSkipped = $0 { true } else { false } })
  }

  /// A table of counts only (votes per department for each candidate): no other pair exists,
  /// so the strongest of the counts is still drawn.
  @Test func countsWithNothingElseAreStillDrawn() throws {
    let noise = ChartChoiceTests.noise(600)
    let rows: [[Any]] = (0..<95).map { (i: Int) -> [Any] in
      let size = exp(9 + noise[i] * 2.5)
      return [
        i, (size * (0.3 + noise[100 + i] * 0.1)).rounded(), (size * (0.2 + noise[200 + i] * 0.1)).rounded(),
        (size * (0.1 + noise[300 + i] * 0.05)).rounded(),
      ]
    }
    let choice = try Self.prepare(Self.csv(["", "A", "B", "C"], rows)).columns.choice
    #expect(choice.mark == .points)
    #expect(choice.y.count == 1)
    #expect(!choice.notes.contains { if case .sizesSkipped = $0 { true } else { false } })
  }

  /// Whole-number scores that go together but do not spread as sizes (reading and writing
  /// scores 30 to 75) are no sizes; nor is a count against a measure that can be negative.
  @Test func scoresAndSignedMeasuresAreNoSizes() {
    let noise = ChartChoiceTests.noise(400)
    let read = (0..<200).map { (30 + noise[$0] * 45).rounded() }
    let write = read.indices.map { (read[$0] * 0.9 + noise[200 + $0] * 8).rounded() }
    #expect(!ChartChoice.areSizeDriven(Self.series("read", read), Self.series("write", write)))
    let counts = (0..<200).map { exp(2 + noise[$0] * 5).rounded() }
    let signed = counts.map { log($0 + 1) - 3 }
    #expect(!ChartChoice.areSizeDriven(Self.series("n", counts), Self.series("z", signed)))
    let other = counts.indices.map { (counts[$0] * (0.4 + noise[200 + $0] * 0.2)).rounded() }
    #expect(ChartChoice.areSizeDriven(Self.series("n", counts), Self.series("m", other)))
  }

  // MARK: - Items over a date say one thing

  /// Lots graded on the same days: the items note says the rows are read as observations;
  /// no second note says that nothing orders them (their date does).
  @Test func itemsOverADateAreNotSaidToHaveNothingOrderingThem() throws {
    let prepared = try ChartChoiceItemsTests.prepare(ChartChoiceItemsTests.coffees(dates: 100, perDate: 3))
    let notes = prepared.columns.choice.notes
    #expect(notes.first == .itemsOverDate(column: "grading_date"))
    #expect(!notes.contains { if case .rowsAreObservations = $0 { true } else { false } })
    #expect(prepared.dataset.mark == .points)
    #expect(!notes.contains { $0.sentence(in: .english).contains("nothing orders") })
  }
}
