import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// One date's parts in columns of their own with a shared stem (#32, h33d class 2):
/// `start_year`, `start_month`, `start_day` and `end_…` of an eruption table; `ageyr` and
/// `agemo` of a school survey. The parts are never measures.
@Suite(.timeLimit(.minutes(5))) struct ChartChoiceDatePartsTests {
  static func roles(_ names: [String], _ columns: [[String]]) -> [String: ColumnRole] {
    let roles = ColumnRole.infer(
      names: names, values: columns, numeric: columns.map { $0.allSatisfy { Double($0) != nil } },
      isDate: names.map { _ in false })
    return Dictionary(uniqueKeysWithValues: zip(names, roles))
  }

  /// moderndive's `eruptions`: the explosivity index is the one measure; the start's month and
  /// day and the end's year, month and day are parts of dates (0 for unknown).
  @Test func startAndEndPartsAreDatePartsNotMeasures() throws {
    var text = "\"\",\"volcano_number\",\"vei\",\"start_year\",\"start_month\",\"start_day\","
    text += "\"end_year\",\"end_month\",\"end_day\"\n"
    for row in 0..<60 {
      let year = 1800 + row * 3
      text +=
        "\"\(row + 1)\",\(210_010 + row % 7 * 10),\(row % 8),\(year),\(row % 13),\(row * 7 % 32),\(year + row % 2),\((row + 3) % 13),\(row * 5 % 32)\n"
    }
    let prepared = try ChartPipeline().prepare(Data(text.utf8))
    let choice = prepared.columns.choice
    #expect(choice.x == "start_year")
    #expect(choice.y == ["vei"])
    for part in ["start_month", "start_day", "end_year", "end_month", "end_day"] {
      #expect(choice.columns.first { $0.name == part }?.role == .datePart)
    }
  }

  /// semopy's `holzinger_swineford39`: an age in years (`ageyr`) and months (`agemo`, 0 to 11)
  /// is one age, neither a measure against the other.
  @Test func anAgeInYearsAndMonthsIsNoPairOfMeasures() {
    let ages = (0..<40).map { String(12 + $0 % 4) }
    let months = (0..<40).map { String($0 * 5 % 12) }
    let scores = (0..<40).map { String(format: "%.3f", 3 + Double($0 * 7 % 13) / 4) }
    let roles = Self.roles(["ageyr", "agemo", "x1"], [ages, months, scores])
    #expect(roles["ageyr"] == .datePart)
    #expect(roles["agemo"] == .datePart)
    #expect(roles["x1"] == .measure)
  }

  /// An age in months up to 200 beside the years is a second measure of the age, not its part.
  @Test func monthsOutOfRangeAreLeftMeasures() {
    let years = (0..<40).map { String(2 + $0 % 14) }
    let months = (0..<40).map { String(24 + $0 * 5) }
    let roles = Self.roles(["age_years", "age_months"], [years, months])
    #expect(roles["age_months"] != .datePart)
  }

  /// Stems that differ are no date: `birth_year` beside `visit_month` stays as it was.
  @Test func partsOfDifferentStemsAreNotJoined() {
    let years = (0..<40).map { String(1950 + $0) }
    let months = (0..<40).map { String(1 + $0 % 12) }
    let roles = Self.roles(["birth_year", "visit_month"], [years, months])
    #expect(roles["visit_month"] != .datePart || roles["birth_year"] != .datePart)
    #expect(roles["birth_year"] != .datePart)
  }
}

extension ChartChoiceDatePartsTests {
  /// With the age's parts set aside, a school survey's grade (7 or 8) stays a code and the
  /// test scores are what is drawn, not strips over the grade.
  @Test func anAgeInPartsLeavesTheScoresDrawn() throws {
    var text = ",id,sex,ageyr,agemo,school,grade,x1,x2,x3\n"
    for row in 0..<60 {
      let score = 3 + Double(row * 7 % 13) / 4
      text += "\(row),\(row + 1),\(row % 2 + 1),\(12 + row % 4),\(row * 5 % 12),Pasteur,\(7 + row / 30),"
      text += "\(score),\(score * 1.2 + Double(row % 3) / 2),\(Double(row * 11 % 17) / 4)\n"
    }
    let prepared = try ChartPipeline().prepare(Data(text.utf8))
    let choice = prepared.columns.choice
    #expect(choice.columns.first { $0.name == "grade" }?.role == .code)
    #expect(choice.x != "grade" && choice.x != "ageyr")
    #expect(!choice.y.contains("agemo"))
    #expect(["x1", "x2", "x3"].contains(choice.x ?? ""))
  }
}
