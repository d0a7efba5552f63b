import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// The third judgement pass, on real-shaped tables: a year that only groups the rows (survey
/// waves, model years), a time that does not order them (survival times), survey weights,
/// shifted and rescaled copies, places on a map, and rows named by numbers.
@Suite(.timeLimit(.minutes(6))) struct ChartChoiceOrderTests {
  static func csv(_ header: [String], _ rows: [[Any]]) -> Data { ChartChoiceTests.csv(header, rows) }

  static func prepare(_ data: Data) throws -> PreparedChart { try ChartPipeline().prepare(data) }

  static func role(_ choice: ChartChoice, _ name: String) -> ColumnRole? {
    choice.columns.first { $0.name == name }?.role
  }

  // MARK: - Years that group the rows

  /// Cars of model years 70 to 72, thirty rows each (ISLP's Auto): the years were x with the
  /// measures as strips of points above each; they group the rows, and the measures are a
  /// cross-section (the scatter of the pair that goes together most).
  @Test func aFewYearsSharedByManyRowsAreNotX() throws {
    let noise = ChartChoiceTests.noise(90)
    let rows: [[Any]] = (0..<90).map { (i: Int) -> [Any] in
      let weight: Double = 2000 + noise[i] * 3000
      let mpg: Double = 45 - weight / 150 + noise[(i * 7) % 90] * 4
      let acceleration: Double = 10 + noise[(i * 13) % 90] * 10
      return [i + 1, mpg, weight, acceleration, 70 + i / 30, "car \(i)"]
    }
    let choice = try Self.prepare(Self.csv(["", "mpg", "weight", "acceleration", "year", "name"], rows)).columns.choice
    #expect(Self.role(choice, "year") == .waves)
    #expect(choice.x != "year")
    #expect(!choice.y.contains("year"))
    #expect(choice.mark == .points)
    #expect(Set([choice.x ?? ""] + choice.y) == ["mpg", "weight"])
    #expect(choice.summary(in: .english).contains("year (years shared by many rows)"))
  }

  /// A survey asked in seven years, its rows in no order (ISLP's Wage): the years group the
  /// rows as well.
  @Test func surveyWavesInNoOrderAreNotX() throws {
    let noise = ChartChoiceTests.noise(300)
    let rows: [[Any]] = (0..<300).map { (i: Int) -> [Any] in
      let age: Double = (18 + noise[i] * 60).rounded()
      return [i + 1, 2003 + Int(noise[(i * 11) % 300] * 7), age, 60 + age + noise[(i * 3) % 300] * 40]
    }
    let choice = try Self.prepare(Self.csv(["", "year", "age", "wage"], rows)).columns.choice
    #expect(Self.role(choice, "year") == .waves)
    #expect(choice.x == "age")
    #expect(choice.y == ["wage"])
  }

  /// A panel sorted by firm (each firm's years 1987, 1988, 1989): the years are the time.
  @Test func aPanelsYearsStayTheTime() throws {
    let noise = ChartChoiceTests.noise(120)
    let rows: [[Any]] = (0..<120).map { (i: Int) -> [Any] in
      [i + 1, 1987 + i % 3, 410_000 + i / 3, 100 + noise[i] * 50]
    }
    let choice = try Self.prepare(Self.csv(["", "year", "fcode", "employ"], rows)).columns.choice
    #expect(Self.role(choice, "year") == .time)
    #expect(choice.x == "year")
  }

  /// A long table sorted by year, a value per state each year: the years are the time, and
  /// the states split the series.
  @Test func aLongTableSortedByYearKeepsTheYearsAsX() throws {
    let states = (0..<20).map { "State \($0)" }
    let rows: [[Any]] = (0..<100).map { (i: Int) -> [Any] in
      [1990 + i / 20, states[i % 20], Double(i % 20) * 10 + Double(i / 20)]
    }
    let choice = try Self.prepare(Self.csv(["year", "state", "crime"], rows)).columns.choice
    #expect(Self.role(choice, "year") == .time)
    #expect(choice.x == "year")
    #expect(choice.series == "state")
  }

  /// Years beside months (a monthly series written as two columns): the years and months are
  /// read as dates, whatever many rows share a year.
  @Test func yearsBesideMonthsStayTheTime() throws {
    let rows: [[Any]] = (0..<48).map { (i: Int) -> [Any] in [2000 + i / 12, i % 12 + 1, 100 + Double(i) * 1.5] }
    let prepared = try Self.prepare(Self.csv(["year", "month", "sales"], rows))
    #expect(prepared.dataset.xKind == .date)
    #expect(prepared.columns.choice.y == ["sales"])
  }

  // MARK: - A time that does not order the rows

  /// A survival table (lifelines' lung): `time` jumps up and down beside a `status` code, and
  /// the covariates were point panels over it; the times' spread is drawn, and the time
  /// against its strongest covariate is named as the next chart.
  @Test func aSurvivalTimeBesideAnEventIsItsHistogram() throws {
    let noise = ChartChoiceTests.noise(120)
    let rows: [[Any]] = (0..<120).map { (i: Int) -> [Any] in
      let age: Double = (40 + noise[i] * 40).rounded()
      let time: Double = (1000 - age * 9 + noise[(i * 7) % 120] * 200).rounded()
      return [i + 1, time, noise[(i * 5) % 120] < 0.7 ? 1 : 0, age, (50 + noise[(i * 3) % 120] * 50).rounded()]
    }
    let prepared = try Self.prepare(Self.csv(["", "time", "status", "age", "karno"], rows))
    let choice = prepared.columns.choice
    #expect(Self.role(choice, "time") == .measure)
    #expect(choice.mark == .histogram)
    #expect(choice.x == "time")
    #expect(prepared.dataset.series.first?.ys.reduce(0, +) == 120)
    #expect(choice.alternatives.first == ChartChoice.Alternative(x: "age", y: ["time"]))
  }

  /// Films and their year (ggplot2's movies), in no order of the years: the year is a measure
  /// of each film, not an axis for strips of the others.
  @Test func yearsInNoOrderAreAMeasure() throws {
    let noise = ChartChoiceTests.noise(200)
    let rows: [[Any]] = (0..<200).map { (i: Int) -> [Any] in
      let year = 1900 + Int(noise[i] * 100)
      return [i + 1, year, (80 + noise[(i * 7) % 200] * 60).rounded(), 2 + noise[(i * 3) % 200] * 8]
    }
    let choice = try Self.prepare(Self.csv(["", "year", "length", "rating"], rows)).columns.choice
    #expect(Self.role(choice, "year") == .measure)
    #expect(choice.mark == .points)
    #expect(choice.layout != .panels)
  }

  // MARK: - Survey weights

  /// Survey weights are how much a row counts, never drawn: the measure is.
  @Test(arguments: ["finalwgt", "fnlwgt", "perwt", "hhweight", "brr_1", "final_weight", "wt_final"])
  func surveyWeightsAreNeverDrawn(name: String) throws {
    let noise = ChartChoiceTests.noise(60)
    let rows: [[Any]] = (0..<60).map { (i: Int) -> [Any] in
      [i + 1, (1000 + noise[i] * 9000).rounded(), 60 + noise[(i * 7) % 60] * 60]
    }
    let choice = try Self.prepare(Self.csv(["", name, "zinc"], rows)).columns.choice
    #expect(Self.role(choice, name) == .weight)
    #expect(choice.x != name)
    #expect(!choice.y.contains(name))
    #expect(choice.summary(in: .english).contains("\(name) (survey weights)"))
  }

  /// A body's weight, mtcars' `wt` and lung's `wt.loss` are measures.
  @Test(arguments: ["weight", "wt", "body_weight", "birth_weight", "wt.loss"])
  func aPlainWeightIsAMeasure(name: String) throws {
    #expect(!ColumnRole.isWeightName(ColumnPlan.words(of: name)))
  }

  // MARK: - Shifted and rescaled copies

  /// `Lag1` … `Lag3` are `Today` shifted down one to three rows (ISLP's Weekly): drawn once, as
  /// `Today`.
  @Test func laggedCopiesAreSkipped() throws {
    let noise = ChartChoiceTests.noise(80).map { ($0 - 0.5) * 6 }
    let rows: [[Any]] = (3..<80).map { (i: Int) -> [Any] in
      [i - 2, noise[i - 1], noise[i - 2], noise[i - 3], 1 + noise[(i * 7) % 80].magnitude, noise[i]]
    }
    let choice = try Self.prepare(Self.csv(["", "Lag1", "Lag2", "Lag3", "Volume", "Today"], rows)).columns.choice
    for lag in ["Lag1", "Lag2", "Lag3"] { #expect(Self.role(choice, lag) == .copy) }
    #expect(Self.role(choice, "Today") == .measure)
    // Drawn once each, over the rows the copies put in time order (ChartChoice+LaggedCopies).
    #expect(Set(choice.y) == ["Volume", "Today"])
    #expect(choice.x == nil || choice.x == "")
  }

  /// `y1 = mpg / 100` is `mpg` again: skipped as a copy. A width 0.6 times a length is not
  /// (`MarkChoiceTests`' iris).
  @Test func aRescaledCopyIsSkipped() throws {
    let noise = ChartChoiceTests.noise(74)
    let rows: [[Any]] = (0..<74).map { (i: Int) -> [Any] in
      let mpg = (12 + noise[i] * 30).rounded()
      // Written with noise in its last digits, as samplics' auto has it.
      return [i + 1, mpg, mpg / 100 + noise[(i * 3) % 74] * 1e-5, 2000 + noise[(i * 7) % 74] * 3000]
    }
    let choice = try Self.prepare(Self.csv(["", "mpg", "y1", "weight"], rows)).columns.choice
    #expect(Self.role(choice, "y1") == .copy)
    #expect(Set([choice.x ?? ""] + choice.y) == ["mpg", "weight"])
  }

  /// `lwage` is the log of `wage` and `agesq` the square of `age` (linearmodels' wage tables):
  /// the scatter of a measure against its own transform says nothing; they are skipped.
  @Test func transformsThatKeepTheOrderAreCopies() throws {
    let noise = ChartChoiceTests.noise(100)
    let rows: [[Any]] = (0..<100).map { (i: Int) -> [Any] in
      let wage = 300 + noise[i] * 2000
      let age = (20 + noise[(i * 7) % 100] * 40).rounded()
      return [i + 1, wage, log(wage), age, age * age, 8 + noise[(i * 3) % 100] * 10]
    }
    let choice = try Self.prepare(Self.csv(["", "wage", "lwage", "age", "agesq", "educ"], rows)).columns.choice
    #expect(Self.role(choice, "lwage") == .copy)
    #expect(Self.role(choice, "agesq") == .copy)
    #expect(!(choice.y + [choice.x ?? ""]).contains("lwage"))
  }

  /// Sampling units (`ea`, `psu`, `cluster`) and ids run together (`OBJECTID`, `idno`) are never x.
  @Test(arguments: ["ea", "psu", "cluster", "OBJECTID", "idno"])
  func samplingUnitsAndGluedIdsAreNeverX(name: String) throws {
    let noise = ChartChoiceTests.noise(60)
    let rows: [[Any]] = (0..<60).map { (i: Int) -> [Any] in [100 + i / 3 * 7, 2 + noise[i] * 5, 30 + noise[(i * 7) % 60] * 9] }
    let choice = try Self.prepare(Self.csv([name, "rooms", "spend"], rows)).columns.choice
    #expect(choice.x != name)
    #expect(!choice.y.contains(name))
  }

  /// Two trends (values that only rise) are lines of different slopes, not copies.
  @Test func twoTrendsAreNotCopies() throws {
    let rows: [[Any]] = (0..<30).map { (i: Int) -> [Any] in [2000 + i, Double(i) * 2, Double(i) * 3 + 1] }
    let choice = try Self.prepare(Self.csv(["year", "a", "b"], rows)).columns.choice
    #expect(choice.y == ["a", "b"])
  }

  /// A table of 2,000 measures (ISLP's Fund: 50 months of 2,000 managers), which timed out
  /// when every pair was compared: copies are looked for among the first measures only, and
  /// random measures are none.
  @Test func aWideTableOfRandomMeasuresHasNoCopies() throws {
    let noise = ChartChoiceTests.noise(50 * 2000)
    let header = [""] + (1...2000).map { "Manager\($0)" }
    let rows: [[Any]] = (0..<50).map { (i: Int) -> [Any] in [i + 1] + (0..<2000).map { noise[i * 2000 + $0] } }
    let choice = try Self.prepare(Self.csv(header, rows)).columns.choice
    #expect(!choice.columns.contains { $0.role == .copy })
  }

  // MARK: - Places and rows named by numbers

  /// Cities sorted by state, their coordinates running on from row to row, were two lines over
  /// the row number; they are places: longitude along x, latitude up.
  @Test func coordinatesAreAMapNotLines() throws {
    let noise = ChartChoiceTests.noise(200)
    let rows: [[Any]] = (0..<200).map { (i: Int) -> [Any] in
      let lat: Double = 38 + 8 * sin(Double(i) / 12) + noise[i] * 3
      let lon: Double = -95 + 20 * cos(Double(i) / 15) + noise[(i * 7) % 200] * 4
      return [i + 1, lat, lon]
    }
    let choice = try Self.prepare(Self.csv(["", "lat", "lon"], rows)).columns.choice
    #expect(choice.x == "lon")
    #expect(choice.y == ["lat"])
    #expect(choice.mark == .points)
  }

  /// 300 chemicals named by their CAS numbers, a value each: 40 bars of 300 said little; the
  /// histogram of the values is drawn.
  @Test func manyRowsNamedByNumbersAreAHistogram() throws {
    let noise = ChartChoiceTests.noise(300)
    let rows: [[Any]] = (0..<300).map { (i: Int) -> [Any] in ["\(3000 + i * 7)-\(10 + i % 80)-\(i % 10)", noise[i] * 8 - 2] }
    let prepared = try Self.prepare(Self.csv(["CAS", "logP"], rows))
    #expect(prepared.columns.choice.mark == .histogram)
    #expect(prepared.columns.choice.x == "logP")
    #expect(prepared.dataset.series.first?.ys.reduce(0, +) == 300)
  }
}
