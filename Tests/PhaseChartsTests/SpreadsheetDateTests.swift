import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// Dates as spreadsheets, loggers and Kaggle exports write them: year last with dashes
/// (`31-07-2022`), an hour of one digit (`2/1/2019 0:05`) and a 12-hour clock (`8:30:00 PM`).
/// All three were refused as an x, or read as words beside another x, on an unseen collection
/// (PV loggers' irradiance, dengue surveillance, mass shootings).
@Suite(.timeLimit(.minutes(5))) struct SpreadsheetDateTests {
  private static func day(_ year: Int, _ month: Int, _ day: Int) -> Double {
    Double(DateParser.daysFromCivil(year: year, month: month, day: day)) * 86_400
  }

  @Test(
    arguments: [
      ("31-07-2022", DateFormat.dayMonthYearSlashed, day(2022, 7, 31)),
      ("1-2-2021", .dayMonthYearSlashed, day(2021, 2, 1)),
      ("07-31-2022", .monthDayYearSlashed, day(2022, 7, 31)),
      ("2/1/2019 0:05", .monthDayYearSlashed, day(2019, 2, 1) + 300),
      ("2/1/2019 9:05:30", .monthDayYearSlashed, day(2019, 2, 1) + 9 * 3600 + 330),
      ("1/13/2024 8:30:00 PM", .monthDayYearSlashed, day(2024, 1, 13) + 20.5 * 3600),
      ("1/13/2024 12:15 AM", .monthDayYearSlashed, day(2024, 1, 13) + 900),
      ("1/13/2024 12:15 pm", .monthDayYearSlashed, day(2024, 1, 13) + 12.25 * 3600),
      ("13/01/2024 7:00AM", .dayMonthYearSlashed, day(2024, 1, 13) + 7 * 3600),
      ("31-07-2022 23:59", .dayMonthYearSlashed, day(2022, 7, 31) + 86_340),
    ] as [(String, DateFormat, Double)])
  func readsTheSpreadsheetForm(_ text: String, _ format: DateFormat, _ seconds: Double) {
    #expect(format.seconds(from: text) == seconds)
  }

  @Test(
    arguments: [
      // The two separators differ; a year of one digit (two are read since session 27:
      // PeopleDatesTests); a month over 12.
      ("31-07/2022", DateFormat.dayMonthYearSlashed), ("31/07-2022", .dayMonthYearSlashed),
      ("31-07-2", .dayMonthYearSlashed), ("07-31-2022", .dayMonthYearSlashed),
      // A 12-hour clock shows no hour 0 or 13; a 24-hour hour of three digits; no minutes.
      ("1/13/2024 0:15 AM", .monthDayYearSlashed), ("1/13/2024 13:15 PM", .monthDayYearSlashed),
      ("1/13/2024 123:15", .monthDayYearSlashed), ("1/13/2024 8", .monthDayYearSlashed),
      ("1/13/2024 8:5", .monthDayYearSlashed), ("1/13/2024 8:30 XM", .monthDayYearSlashed),
      ("1/13/2024 8:30 AMX", .monthDayYearSlashed), ("1/13/2024 24:00", .monthDayYearSlashed),
      // ISO 8601 keeps its two-digit hour and its zones; a 12-hour clock is not ISO.
      ("2019-02-01 0:05", .iso8601), ("2019-02-01 08:05 PM", .iso8601),
    ] as [(String, DateFormat)])
  func rejectsWhatIsNotADateInTheForm(_ text: String, _ format: DateFormat) {
    #expect(format.seconds(from: text) == nil)
  }

  @Test func aLoggersMinuteTimestampsAreTheX() throws {
    // pvanalytics' RMIS irradiance: `2/1/2019 0:05`, hourly here; the 13th of February, on
    // row 289, decides that the month comes first.
    let rows = (0..<400).map { k in "2/\(1 + k / 24)/2019 \(k % 24):05,\(k % 17),\(k % 5)" }
    let dataset = try ChartDecoder.decode("Timestamp,GHI,DNI\n" + rows.joined(separator: "\n"))
    #expect(dataset.xKind == .date)
    #expect(dataset.series.first?.xs.count == 400)
    #expect(dataset.series.first?.xs[13] == Self.day(2019, 2, 1) + 13 * 3600 + 300)
    #expect(dataset.series.first?.xs[300] == Self.day(2019, 2, 13) + 12 * 3600 + 300)
  }

  @Test func aLoggersDaysThatNeverPass12AreOrderedByTheirSteps() throws {
    // pvanalytics' RMIS weather: five-minute rows from `1/1/2022 0:05` over three days, no day
    // over 12. Read month first the rows step five minutes; read day first they would jump a
    // month at each midnight.
    let rows = (1..<(3 * 288)).map { k -> String in
      let minutes = 5 * k
      let day = 1 + minutes / 1440
      let time = minutes % 1440
      return "1/\(day)/2022 \(time / 60):\(String(format: "%02d", time % 60)),\(k % 13)"
    }
    let dataset = try ChartDecoder.decode("measured_on,ghi\n" + rows.joined(separator: "\n"))
    #expect(dataset.xKind == .date)
    let xs = dataset.series.first?.xs ?? []
    #expect(xs.count == rows.count)
    #expect(xs.last == Self.day(2022, 1, 3) + 86_100)
    #expect(zip(xs, xs.dropFirst()).allSatisfy { $1 - $0 == 300 })
  }

  @Test func datesAloneThatReadBothWaysStayUndecided() {
    // The first of each month, as the United States write it, or twelve days of January as
    // Europe does: no time of day says which, and the table asks.
    let months = (1...12).map { "\($0)/1/2020,\($0)" }
    #expect(throws: DataError.self) { try ChartDecoder.decode("date,value\n" + months.joined(separator: "\n")) }
    #expect(ColumnPlan.dateOrder(byStepsOf: (1...12).map { "\($0)/1/2020" }) == nil)
  }

  @Test func timestampsInNoOrderStayUndecided() {
    // Times of day vary, but the rows jump about in either reading.
    let texts = ["3/7/2021 8:00", "11/2/2021 9:30", "5/9/2021 14:00", "1/12/2021 7:15", "8/4/2021 18:45", "2/10/2021 6:00"]
    #expect(ColumnPlan.dateOrder(byStepsOf: texts) == nil)
    #expect(ColumnPlan.dateOrder(byStepsOf: ["2/1/2019 23:55", "2/2/2019 0:00", "2/2/2019 0:05"]) == .monthDayYearSlashed)
    #expect(ColumnPlan.dateOrder(byStepsOf: ["1/2/2019 23:55", "2/2/2019 0:00", "2/2/2019 0:05"]) == .dayMonthYearSlashed)
  }

  @Test func dashedDaysAreDayFirstWhenADayIsOver12() throws {
    // dengue_jakarta's weeks: `01-01-2021`, `08-01-2021`, … — the 15th decides the order.
    let rows = (0..<40).map { week -> String in
      let date = Date(timeIntervalSince1970: Self.day(2021, 1, 1) + Double(week) * 7 * 86_400)
      let parts = Calendar(identifier: .gregorian).dateComponents(in: TimeZone(identifier: "UTC")!, from: date)
      return String(format: "%02d-%02d-%04d,%d", parts.day!, parts.month!, parts.year!, week * 3 % 11)
    }
    let dataset = try ChartDecoder.decode("date,cases\n" + rows.joined(separator: "\n"))
    #expect(dataset.xKind == .date)
    #expect(dataset.series.first?.xs.first == Self.day(2021, 1, 1))
    #expect(dataset.series.first?.xs[2] == Self.day(2021, 1, 15))
  }

  @Test func aTwelveHourClockOrdersTheAfternoonAfterTheMorning() throws {
    let times = ["11:00 AM", "11:30 AM", "12:00 PM", "12:30 PM", "1:00 PM", "1:30 PM"]
    let rows = (0..<24).map { k in "3/14/2024 \(times[k % 6]),\(k)" }
    let dataset = try ChartDecoder.decode("when,value\n" + rows.prefix(6).joined(separator: "\n"))
    #expect(dataset.xKind == .date)
    let xs = dataset.series.first?.xs ?? []
    #expect(xs == (0..<6).map { Self.day(2024, 3, 14) + 11 * 3600 + Double($0) * 1800 })
  }

  @Test func aColumnNamedForItsOrderReadsDashesThatWay() {
    #expect(ColumnPlan.dateOrder(named: "Date (DD-MM-YYYY)") == .dayMonthYearSlashed)
    #expect(ColumnPlan.dateOrder(named: "date_mm-dd-yyyy") == .monthDayYearSlashed)
    // An ISO name spells no order of day and month.
    #expect(ColumnPlan.dateOrder(named: "Date (YYYY-MM-DD)") == nil)
  }
}
