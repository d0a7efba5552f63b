import Foundation
import Testing

@testable import PhaseCharts
@testable import PhaseDrawing

@Suite(.timeLimit(.minutes(6))) struct DateParserTests {
  /// 2000-01-01T00:00:00Z in seconds since 1970.
  static let y2k = 946_684_800.0

  struct Case: Sendable, CustomTestStringConvertible {
    var text: String
    var format: DateFormat
    var seconds: Double
    var testDescription: String { text }
  }

  static let cases: [Case] = [
    Case(text: "2000-01-01", format: .iso8601, seconds: y2k),
    Case(text: "2000-01-01T10:20", format: .iso8601, seconds: y2k + 37_200),
    Case(text: "2000-01-01T10:20:30", format: .iso8601, seconds: y2k + 37_230),
    Case(text: "2000-01-01 10:20:30", format: .iso8601, seconds: y2k + 37_230),
    Case(text: "2000-01-01T10:20:30Z", format: .iso8601, seconds: y2k + 37_230),
    Case(text: "2000-01-01T10:20:30.5Z", format: .iso8601, seconds: y2k + 37_230.5),
    Case(text: "2000-01-01T10:20:30.250+01:00", format: .iso8601, seconds: y2k + 33_630.25),
    Case(text: "2000-01-01T10:20:30-0530", format: .iso8601, seconds: y2k + 37_230 + 19_800),
    Case(text: "2000-01-01T10:20:30+02", format: .iso8601, seconds: y2k + 30_030),
    Case(text: "2000/01/01", format: .yearMonthDaySlashed, seconds: y2k),
    Case(text: "2000/1/1", format: .yearMonthDaySlashed, seconds: y2k),
    Case(text: "2000/01/01 10:20:30", format: .yearMonthDaySlashed, seconds: y2k + 37_230),
    Case(text: "2000/01/01 10:20", format: .yearMonthDaySlashed, seconds: y2k + 37_200),
    Case(text: "Jan 1 2000", format: .monthName, seconds: y2k),
    Case(text: "Jan 1, 2000", format: .monthName, seconds: y2k),
    Case(text: "1 Jan 2000", format: .monthName, seconds: y2k),
    Case(text: "January 1, 2000", format: .monthName, seconds: y2k),
    Case(text: "01 january 2000", format: .monthName, seconds: y2k),
    Case(text: "Sept 3, 2000", format: .monthName, seconds: y2k + 246 * 86_400),
    Case(text: "Feb 29 2000 12:00", format: .monthName, seconds: y2k + 59 * 86_400 + 43_200),
    // R's tsibble writes months and quarters year first (`yearmonth`, `yearquarter`).
    Case(text: "2000 Jan", format: .monthName, seconds: y2k),
    Case(text: "2000 March", format: .monthName, seconds: y2k + 60 * 86_400),
    Case(text: "2000-Mar", format: .monthName, seconds: y2k + 60 * 86_400),
    Case(text: "2000 Q2", format: .monthName, seconds: y2k + 91 * 86_400),
    Case(text: "2000 May", format: .monthName, seconds: y2k + 121 * 86_400),
    // Pandas periods, Stata and statistics offices: quarters and months by number, unseparated.
    Case(text: "2000Q2", format: .monthName, seconds: y2k + 91 * 86_400),
    Case(text: "2000q4", format: .monthName, seconds: y2k + 274 * 86_400),
    Case(text: "2000M03", format: .monthName, seconds: y2k + 60 * 86_400),
    Case(text: "2000m3", format: .monthName, seconds: y2k + 60 * 86_400),
    Case(text: "2000-M12", format: .monthName, seconds: y2k + 335 * 86_400),
    // R's forecast packages name a quarterly series' rows quarter first.
    Case(text: "Q2 2000", format: .monthName, seconds: y2k + 91 * 86_400),
    Case(text: "q1-2000", format: .monthName, seconds: y2k),
    Case(text: "946684800", format: .unixSeconds, seconds: y2k),
    Case(text: "946684800.5", format: .unixSeconds, seconds: y2k + 0.5),
    Case(text: "946684800000", format: .unixMilliseconds, seconds: y2k),
    Case(text: "1969-12-31", format: .iso8601, seconds: -86_400),
    Case(text: "1600-03-01", format: .iso8601, seconds: -11_670_912_000),
  ]

  @Test(arguments: cases)
  func parsesEveryForm(_ test: Case) {
    #expect(test.format.seconds(from: test.text) == test.seconds)
  }

  @Test(arguments: cases.filter { $0.format != .unixSeconds && $0.format != .unixMilliseconds })
  func detectsTheFormOfText(_ test: Case) {
    #expect(DateFormat.detect(test.text) == test.format)
  }

  @Test(arguments: [
    "2000-13-01", "2000-02-30", "2001-02-29", "2000-01-01T24:00", "2000-01-01T10:60",
    "2000-01-01T10:20:30Q", "2000-01-01T", "2000/01/01T10:20", "2000/01/01 10:20Z", "Foo 1 2000",
    "Jan 32 2000", "Ja 1 2000", "2000", "", "12.5", "2000-01-01x", "2000 Q5", "2000 Q0", "2000 Ja",
    "2000Q5", "2000Q", "2000Q12", "2000M13", "2000M0", "2000M", "2000M001", "Q5 2000", "Q1 200", "Q1 20001",
    "2000Jan", "2000Mar",
    "2000 Jan 5", "2000 Foo", "200 Jan", "2000  Jan",
  ])
  func rejectsInvalidDates(_ text: String) {
    #expect(DateFormat.detect(text) == nil)
  }

  @Test func daysFromCivilMatchesFoundationForEveryDayOfFourCenturies() {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    var day = DateComponents(calendar: calendar, year: 1800, month: 1, day: 1).date!
    for _ in stride(from: 0, to: 146_097, by: 97) {
      let parts = calendar.dateComponents([.year, .month, .day], from: day)
      let days = DateParser.daysFromCivil(year: parts.year!, month: parts.month!, day: parts.day!)
      #expect(Double(days) * 86_400 == day.timeIntervalSince1970)
      day = calendar.date(byAdding: .day, value: 97, to: day)!
    }
  }

  @Test func overridingTheFormatReadsDayFirstNumbersAsMilliseconds() throws {
    let options = DecodeOptions(xFormat: .date(.unixMilliseconds))
    let dataset = try ChartDecoder.decode("n,y\n1000,1\n", options: options)
    #expect(dataset.xKind == .date)
    #expect(dataset.series[0].xs == [1])
  }

  @Test func forcingNumbersKeepsATimestampColumnNumeric() throws {
    let options = DecodeOptions(xFormat: .number)
    let dataset = try ChartDecoder.decode("timestamp,y\n1325376000,1\n", options: options)
    #expect(dataset.xKind == .number)
  }
}
