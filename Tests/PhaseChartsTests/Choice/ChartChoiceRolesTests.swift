import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// The second judgement pass on real-shaped tables: row names by their name whatever their
/// values, copies, units and counters, sentinel columns, and names judged by their start.
@Suite(.timeLimit(.minutes(6))) struct ChartChoiceRolesTests {
  static func csv(_ header: [String], _ rows: [[Any]]) -> Data { ChartChoiceTests.csv(header, rows) }

  static func prepare(_ data: Data) throws -> PreparedChart { try ChartPipeline().prepare(data) }

  static func role(_ choice: ChartChoice, _ name: String) -> ColumnRole? {
    choice.columns.first { $0.name == name }?.role
  }

  // MARK: - Row names by name (#32 point 1)

  /// A subset of an R data set keeps its original row numbers (4, 5, 11, …): they are row
  /// names by their name, not x and not a measure.
  @Test(arguments: ["rownames", "rowname", "", "Unnamed: 0", "...1", "X", "index"])
  func rowNamesWithAnyValuesAreNeverDrawn(name: String) throws {
    let kept = [4, 5, 11, 12, 17, 23, 24, 30, 31, 38, 40, 41, 47, 52, 53, 60, 61, 66, 70, 72]
    let noise = ChartChoiceTests.noise(kept.count)
    let rows: [[Any]] = kept.enumerated().map { (index: Int, row: Int) -> [Any] in
      let mpg: Double = 20 + noise[index] * 10
      let wt: Double = 3 + noise[(index * 7) % kept.count] * 5
      return [row, mpg, wt]
    }
    let choice = try Self.prepare(Self.csv([name, "mpg", "wt"], rows)).columns.choice
    #expect(Self.role(choice, name) == .rowIndex)
    #expect(choice.x != name)
    #expect(!choice.y.contains(name))
    #expect(choice.skipped.contains(.init(name: name, role: .rowIndex)))
  }

  /// Row names that repeat a `Year` column: the years are x, the row names are skipped.
  @Test func rowNamesRepeatingTheYearsLeaveTheYearsAsX() throws {
    let rows: [[Any]] = (0..<30).map { (i: Int) -> [Any] in [1960 + i, 1960 + i, 100 + i * 3] }
    let choice = try Self.prepare(Self.csv(["rownames", "Year", "GNP"], rows)).columns.choice
    #expect(choice.x == "Year")
    #expect(choice.y == ["GNP"])
    #expect(choice.skipped == [.init(name: "rownames", role: .rowIndex)])
  }

  /// A column holding another's values again is skipped as a copy, and the report says so.
  @Test func aCopyOfAnotherColumnIsSkippedAndStated() throws {
    let rows: [[Any]] = (0..<40).map { (i: Int) -> [Any] in
      let income = Double(i * i) / 7
      return [2000 + i, income, income, 50 - i]
    }
    let choice = try Self.prepare(Self.csv(["year", "income", "income_copy", "debt"], rows)).columns.choice
    #expect(choice.x == "year")
    #expect(choice.y == ["income", "debt"])
    #expect(choice.skipped == [.init(name: "income_copy", role: .copy)])
    #expect(choice.summary(in: .english).contains("income_copy (a copy of another column)"))
  }

  // MARK: - Units and counters (#32 point 2)

  /// A subject number repeated once per occasion, and a measure beside it: the subject is a
  /// unit, never x and never a measure.
  @Test(arguments: ["Subject", "sid", "tree", "hospital", "patient_no"])
  func aUnitNamedForWhatItCountsIsNeverAMeasure(name: String) throws {
    let noise = ChartChoiceTests.noise(60)
    let rows: [[Any]] = (0..<60).map { (i: Int) -> [Any] in
      let weight: Double = 100 + noise[i] * 40
      let height: Double = 5 + noise[59 - i]
      return [i / 6 + 1, weight, height]
    }
    let choice = try Self.prepare(Self.csv([name, "weight", "height"], rows)).columns.choice
    #expect(Self.role(choice, name) == .unit)
    #expect(choice.x != name)
    #expect(!choice.y.contains(name))
  }

  /// Whole numbers in blocks (1, 1, 1, 2, 2, 2, …) beside a column that starts again with each
  /// block (the weeks of each unit) are a unit whatever the column's name; a level that steps
  /// up beside a date that does not start again stays a measure.
  @Test func wholeNumbersInBlocksBesideARestartingColumnAreAUnit() throws {
    let noise = ChartChoiceTests.noise(64)
    let rows: [[Any]] = (0..<64).map { (i: Int) -> [Any] in [i / 8 + 1, i % 8 + 1, 10 + noise[i]] }
    let choice = try Self.prepare(Self.csv(["k", "week", "score"], rows)).columns.choice
    #expect(Self.role(choice, "k") == .unit)
    #expect(choice.x != "k")
    #expect(!choice.y.contains("k"))
    let steps: [[Any]] = (0..<64).map { (i: Int) -> [Any] in [2000 + i, i / 8 + 1] }
    let level = try Self.prepare(Self.csv(["year", "level"], steps)).columns.choice
    #expect(Self.role(level, "level") == .measure)
    #expect(level.y == ["level"])
  }

  /// A run number that restarts within each experiment (1…20, 1…20, 1…20: R's `morley`) is a
  /// counter: neither x nor a measure.
  @Test func aCounterThatRestartsIsNeitherXNorAMeasure() throws {
    let noise = ChartChoiceTests.noise(60)
    let rows: [[Any]] = (0..<60).map { (i: Int) -> [Any] in [i + 1, i / 20 + 1, i % 20 + 1, 299_800 + noise[i] * 100] }
    let choice = try Self.prepare(Self.csv(["rownames", "Expt", "Run", "Speed"], rows)).columns.choice
    #expect(Self.role(choice, "Expt") == .unit)
    #expect(Self.role(choice, "Run") == .counter)
    #expect(choice.x != "Run")
    #expect(!choice.y.contains("Run"))
    #expect(choice.skipped.contains(.init(name: "Run", role: .counter)))
  }

  /// A measure that only happens to take whole values is still a measure: counts of visitors
  /// are neither blocks nor a counter.
  @Test func wholeMeasuresStayMeasures() throws {
    let noise = ChartChoiceTests.noise(50)
    let rows: [[Any]] = (0..<50).map { (i: Int) -> [Any] in [Int(noise[i] * 300), Int(noise[49 - i] * 80)] }
    let choice = try Self.prepare(Self.csv(["visitors", "sales"], rows)).columns.choice
    #expect(Self.role(choice, "visitors") == .measure)
    #expect(Self.role(choice, "sales") == .measure)
  }

  // MARK: - Sentinels (#34 point 5)

  /// `t,v,w` where `w` holds only -999 and gaps and `v` only inf, NaN, -9999 and gaps: neither
  /// is x nor y (main drew four points at x = −999), and the report says why.
  @Test func aColumnOfSentinelsIsNeverChosen() throws {
    let text = "t,v,w\n1,inf,-999\n2,NaN,\n3,-9999,-999\n4,,-999\n5,inf,\n6,-9999,-999\n"
    var failure: (any Error)?
    var choice: ChartChoice?
    do {
      choice = try Self.prepare(Data(text.utf8)).columns.choice
    } catch {
      failure = error
    }
    if let choice {
      #expect(choice.x != "w" && choice.x != "v")
      #expect(!choice.y.contains("w") && !choice.y.contains("v"))
      #expect(choice.skipped.contains(.init(name: "w", role: .sentinels)))
      #expect(choice.skipped.contains(.init(name: "v", role: .sentinels)))
      #expect(choice.summary(in: .english).contains("w (only sentinels and gaps)"))
    } else {
      Issue.record("refused: \(String(describing: failure))")
    }
  }

  /// Beside a real measure, the sentinel column is skipped and the measure drawn.
  @Test func aSentinelColumnBesideAMeasureIsSkipped() throws {
    let rows: [[Any]] = (0..<30).map { (i: Int) -> [Any] in [2000 + i, -999, 10.5 + Double(i % 7) * 1.25] }
    let choice = try Self.prepare(Self.csv(["year", "flag", "rain"], rows)).columns.choice
    #expect(choice.x == "year")
    #expect(choice.y == ["rain"])
    #expect(choice.skipped == [.init(name: "flag", role: .sentinels)])
  }

  // MARK: - Names judged by their start (#34 point 4)

  /// A name's words come from its first few hundred characters: a megabyte name ending in
  /// `year` is not judged by its end, and reading it does not walk the megabyte.
  @Test func aNamesWordsComeFromItsStart() {
    let long = String(repeating: "a", count: 1 << 20) + " year"
    let words = ColumnPlan.words(of: long)
    #expect(words.count == 1)
    #expect(words.first?.count == ColumnPlan.maxJudgedNameCharacters)
    #expect(!ColumnPlan.namesTime(long))
    #expect(ColumnPlan.words(of: "fiscal_year") == ["fiscal", "year"])
  }
}
