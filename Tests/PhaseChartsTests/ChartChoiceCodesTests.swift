import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// Codes and ids on real-shaped tables (issue 32, classes 1 and 2): a column of a few whole
/// values in a cross-section is a code, counted, not a measure scattered against another as a
/// grid of dots; an identifier is never a measure or x; a table of ids and row names only is
/// refused without naming an x to choose.
@Suite(.timeLimit(.minutes(6))) struct ChartChoiceCodesTests {
  static func csv(_ header: [String], _ rows: [[Any]]) -> Data { ChartChoiceTests.csv(header, rows) }

  static func prepare(_ data: Data) throws -> PreparedChart { try ChartPipeline().prepare(data) }

  static func role(_ choice: ChartChoice, _ name: String) -> ColumnRole? {
    choice.columns.first { $0.name == name }?.role
  }

  // MARK: - Codes

  /// Holzinger & Swineford's pupils: sex 1/2, age in years, grade 7 or 8, and test scores.
  /// The grade (named as an outcome) was y against age, a grid of dots; it is a code, and the
  /// scatter is of two test scores.
  @Test func aGradeOfTwoValuesIsACodeAndTheScoresAreDrawn() throws {
    let noise = ChartChoiceTests.noise(300)
    let rows: [[Any]] = (0..<100).map { (i: Int) -> [Any] in
      let ability = noise[i] * 4
      return [
        i + 1, i + 1, 1 + i % 2, 12 + Int(noise[i + 100] * 4), 7 + (i / 50), ability + noise[i + 200],
        ability * 1.5 + noise[(i * 7) % 300], noise[(i * 11) % 300] * 3,
      ]
    }
    let choice = try Self.prepare(Self.csv(["", "id", "sex", "ageyr", "grade", "x1", "x2", "x3"], rows)).columns
      .choice
    #expect(Self.role(choice, "grade") == .code)
    #expect(Self.role(choice, "sex") == .code)
    #expect(choice.mark == .points)
    // Neither code is drawn; the scatter is of the scores (or a score against age: x1…x3 are
    // a numbered run, which the pair rules do not put against each other first).
    let drawn = Set([choice.x ?? ""] + choice.y)
    #expect(drawn.isDisjoint(with: ["grade", "sex", "id", ""]))
    #expect(drawn.isSubset(of: ["ageyr", "x1", "x2", "x3"]) && !drawn.isDisjoint(with: ["x1", "x2", "x3"]))
  }

  /// A short questionnaire's answers, 0 or 1, twelve people (pingouin's cronbach data): the
  /// answers were two questions scattered as four dots; they are codes, counted per answer.
  @Test func answersOfZeroOrOneAreCountedNotScattered() throws {
    let noise = ChartChoiceTests.noise(60)
    let rows: [[Any]] = (0..<12).map { (i: Int) -> [Any] in
      [i] + (0..<5).map { (question: Int) -> Any in noise[i * 5 + question] > 0.3 ? 1 : 0 }
    }
    let prepared = try Self.prepare(Self.csv(["", "Q1", "Q2", "Q3", "Q4", "Q5"], rows))
    let choice = prepared.columns.choice
    #expect(Self.role(choice, "Q1") == .code)
    #expect(choice.mark == .bars)
    #expect(choice.notes.contains { if case .countsPerCategory = $0 { true } else { false } })
  }

  /// Website features coded 0, 0.5, 1 and −1, 0, 1 beside a 0/1 label (river's phishing): the
  /// features were scattered as nine dots; they are codes.
  @Test func featuresOnAGridOfHalvesAreCodes() throws {
    let noise = ChartChoiceTests.noise(300)
    let rows: [[Any]] = (0..<100).map { (i: Int) -> [Any] in
      [i, (noise[i] * 3).rounded(.down) / 2, (noise[i + 100] * 3).rounded(.down) / 2, (noise[i + 200] * 3).rounded(.down) - 1, i % 2]
    }
    let choice = try Self.prepare(Self.csv(["", "form_handler", "https", "anchor", "is_phishing"], rows)).columns.choice
    for name in ["form_handler", "https", "anchor", "is_phishing"] { #expect(Self.role(choice, name) == .code, "\(name)") }
    #expect(choice.mark == .bars)
  }

  /// Cell scores 1 to 10 of a cancer screening beside the class in words (orange3's breast
  /// cancer data): two scores scattered made a 10 × 10 grid; three or more on one scale are
  /// codes, and the rows are counted. Two alone (a mediation's X and Y) stay measures.
  @Test func scoresOneToTenBesideAClassAreCounted() throws {
    let noise = ChartChoiceTests.noise(300)
    let rows: [[Any]] = (0..<100).map { (i: Int) -> [Any] in
      [
        i + 1, 1 + Int(noise[i] * 10), 1 + Int(noise[i + 100] * 10), 1 + Int(noise[i + 200] * 10),
        i % 3 == 0 ? "malignant" : "benign",
      ]
    }
    let choice = try Self.prepare(Self.csv(["", "Unif_Cell_Size", "Unif_Cell_Shape", "Mitoses", "class"], rows)).columns
      .choice
    let pair = try Self.prepare(Self.csv(["", "X", "Y"], rows.map { [$0[0], $0[1], $0[2]] })).columns.choice
    #expect(Self.role(pair, "X") == .measure)
    #expect(Self.role(choice, "Unif_Cell_Size") == .code)
    #expect(Self.role(choice, "Unif_Cell_Shape") == .code)
    #expect(choice.mark == .bars)
    #expect(choice.x == "class")
  }

  /// Accidents per day, 0 to 9, over a date: a count that moves over time stays a measure,
  /// drawn as a line, not a code.
  @Test func aFewWholeValuesOverADateStayAMeasure() throws {
    let noise = ChartChoiceTests.noise(60)
    let rows: [[Any]] = (0..<60).map { (i: Int) -> [Any] in
      [String(format: "2024-01-%02d", 1 + i % 28) + "", Int(noise[i] * 10)]
    }
    let choice = try Self.prepare(Self.csv(["date", "accidents"], rows)).columns.choice
    #expect(Self.role(choice, "accidents") == .measure)
    #expect(choice.y == ["accidents"])
  }

  /// A virus' DNA as astsa keeps it: the nucleotide code 1 to 4 at each position. Over the
  /// position it was four bands of dots; the rows are counted per code.
  @Test func aCodeThatJumpsFromRowToRowIsCountedPerValue() throws {
    let noise = ChartChoiceTests.noise(400)
    let rows: [[Any]] = (0..<400).map { (i: Int) -> [Any] in [i + 1, i + 1, 1 + Int(noise[i] * 4)] }
    let prepared = try Self.prepare(Self.csv(["", "time", "value"], rows))
    let choice = prepared.columns.choice
    #expect(choice.mark == .bars)
    #expect(choice.x == "value")
    #expect(prepared.dataset.categories == ["1", "2", "3", "4"])
    #expect(prepared.dataset.series.first?.ys.reduce(0, +) == 400)
  }

  /// A recession flag over months holds for runs of months: its points over the date show
  /// when it changes, and are kept.
  @Test func aCodeHeldForRunsOfRowsStaysPointsOverX() throws {
    let rows: [[Any]] = (0..<240).map { (i: Int) -> [Any] in
      [String(format: "%04d-%02d-01", 1990 + i / 12, 1 + i % 12), (i / 30) % 3 == 0 ? 1 : 0]
    }
    let choice = try Self.prepare(Self.csv(["date", "recession"], rows)).columns.choice
    #expect(choice.x == "date")
    #expect(choice.notes.contains(.codesAsPoints))
  }

  /// Lake Huron's level with the decade of each year (plotnine's huron): the decade was a
  /// staircase panel beside the level; it is the year again, coarser.
  @Test func aDecadeBesideTheYearIsNotDrawn() throws {
    let noise = ChartChoiceTests.noise(98)
    let rows: [[Any]] = (0..<98).map { (i: Int) -> [Any] in [i + 1, 1875 + i, 580 + noise[i] * 2, (1875 + i) / 10 * 10] }
    let choice = try Self.prepare(Self.csv(["", "year", "level", "decade"], rows)).columns.choice
    #expect(Self.role(choice, "decade") == .copy)
    #expect(choice.y == ["level"])
    #expect(!ColumnRole.isCoarsened((0..<40).map { Double($0 / 4 * 3) }, of: (0..<40).map(Double.init)))
  }

  /// Global warming potentials (chemicals' GWP tables): `20yr GWP` is `20yr AGWP` divided by
  /// CO₂'s, rounded; their scatter was a straight line. Drawn once.
  @Test func aPotentialAndItsAbsoluteFormAreOneQuantity() throws {
    let noise = ChartChoiceTests.noise(120)
    let rows: [[Any]] = (0..<60).map { (i: Int) -> [Any] in
      let absolute = (noise[i] * 5000 + 1) * 2.49e-14
      return [i + 1, noise[i + 60] * 100, (absolute / 2.49e-14).rounded(), absolute]
    }
    let choice = try Self.prepare(Self.csv(["", "Lifetime, years", "20yr GWP", "20yr AGWP"], rows)).columns.choice
    #expect(Self.role(choice, "20yr AGWP") == .copy)
    #expect(ColumnRole.namesAVariant("20yr AGWP", of: "20yr GWP"))
    #expect(!ColumnRole.namesAVariant("Sepal.Width", of: "Sepal.Length"))
  }

  // MARK: - Ids

  /// Census tracts as libpysal writes them: county and tract numbers with leading zeros
  /// (`35001`, `000107`), a `STFID` and a `TRACTID`: all ids; nothing in the table is a
  /// measure, and it is refused without naming an x.
  @Test func tractNumbersWithLeadingZerosAreIDsAndATableOfThemIsRefused() throws {
    let rows: [[Any]] = (0..<30).map { (i: Int) -> [Any] in
      let tract = String(format: "%06d", 107 + i)
      return [i + 1, i + 1, "35001", tract, "35001" + tract]
    }
    let data = Self.csv(["", "GIST_ID", "FIPSSTCO", "TRT2000", "STFID"], rows)
    #expect(ColumnRole.writesLeadingZeros(["000107"]))
    #expect(!ColumnRole.writesLeadingZeros(["0.5", "0", "12"]))
    #expect(ColumnRole.isIDLikeName("STFID"))
    #expect(!ColumnRole.isIDLikeName("PAID amount"))
    let error = #expect(throws: DataError.self) { _ = try Self.prepare(data) }
    guard case .decodingError(let failure)? = error else { return }
    #expect(failure.kind == .nothingToChart)
    #expect(failure.path == nil)
    for language in [Language.english, .simplifiedChinese] {
      let text = failure.description(in: language)
      #expect(!text.contains("x"), "\(language): \(text)")
    }
    #expect(DataError.decodingError(failure).recoverySuggestion(in: .english) == nil)
  }

  /// A table of names and descriptions only: refused as nothing to chart, not asked for an x.
  @Test func aTableOfWordsOnePerRowIsRefusedWithoutAskingForX() throws {
    let rows: [[Any]] = (0..<10).map { (i: Int) -> [Any] in ["item \(i)", "a description of item \(i)"] }
    let error = #expect(throws: DataError.self) { _ = try Self.prepare(Self.csv(["name", "description"], rows)) }
    guard case .decodingError(let failure)? = error else { return }
    #expect(failure.kind == .nothingToChart)
    #expect(!failure.message.contains("choose"))
  }

  /// Eight schools' polygon ids (libpysal's schools): drawn as points over the row number; an
  /// id is never a measure, and the table is refused.
  @Test func polygonIDsAloneAreRefused() throws {
    let rows: [[Any]] = (0..<8).map { [$0, $0 + 1] }
    let error = #expect(throws: DataError.self) { _ = try Self.prepare(Self.csv(["", "POLYID"], rows)) }
    guard case .decodingError(let failure)? = error else { return }
    #expect(failure.kind == .nothingToChart)
  }

  /// Campaigns and the households they reached (completejourney's campaigns): two ids drawn
  /// as line panels over the row number; the rows are counted per campaign.
  @Test func repeatedCampaignIDsAreCounted() throws {
    let noise = ChartChoiceTests.noise(400)
    let rows: [[Any]] = (0..<400).map { (i: Int) -> [Any] in [i, 1 + i / 25, 100 + Int(noise[i] * 2000)] }
    let choice = try Self.prepare(Self.csv(["", "campaign_id", "household_id"], rows)).columns.choice
    #expect(choice.mark == .bars)
    #expect(choice.x == "campaign_id")
    #expect(!choice.y.contains("household_id"))
  }

  /// Coupons redeemed per day (completejourney): the coupon's UPC and a flight's number are
  /// ids, never drawn as measures over the date.
  @Test func productCodesAndFlightNumbersAreNotMeasures() throws {
    let noise = ChartChoiceTests.noise(200)
    let rows: [[Any]] = (0..<100).map { (i: Int) -> [Any] in
      [String(format: "2017-01-%02d", 1 + i % 28), 51_380_041_013 + Int(noise[i] * 1e6), Int(noise[i + 100] * 6000), noise[i] * 30]
    }
    let choice = try Self.prepare(Self.csv(["redemption_date", "coupon_upc", "flight", "delay"], rows)).columns.choice
    #expect(Self.role(choice, "coupon_upc") == .id)
    #expect(Self.role(choice, "flight") == .id)
    #expect(choice.y == ["delay"])
  }

  /// A firm panel (jtrain): the firm's code repeats once per year, in runs: a unit, never a
  /// measure.
  @Test func aFirmCodeRepeatedInRunsIsAUnit() throws {
    let noise = ChartChoiceTests.noise(90)
    let rows: [[Any]] = (0..<90).map { (i: Int) -> [Any] in
      [i + 1, 1987 + i % 3, 410_032 + (i / 3) * 17, 100 + noise[i] * 50]
    }
    let choice = try Self.prepare(Self.csv(["", "year", "fcode", "employ"], rows)).columns.choice
    #expect(Self.role(choice, "fcode") == .unit)
    #expect(!choice.y.contains("fcode"))
    #expect(choice.x != "fcode")
  }
}
