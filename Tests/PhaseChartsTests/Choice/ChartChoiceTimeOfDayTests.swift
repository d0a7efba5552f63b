import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// Dates beside times of day (#32, h32h class 2): a TMY3 weather file writes each hour as a
/// date and a time; it is one series over date and time, not 24 series of one hour each.
@Suite(.timeLimit(.minutes(5))) struct ChartChoiceTimeOfDayTests {
  static func prepare(_ text: String) throws -> PreparedChart { try ChartPipeline().prepare(Data(text.utf8)) }

  /// pvlib's `tmy3_*` as pandas writes it: `Date (MM/DD/YYYY)`, `Time (HH:MM)` from `01:00`
  /// to `24:00`, then the measures.
  @Test func aDateAndATimeOfDayAreOneX() throws {
    var text = ",Date (MM/DD/YYYY),Time (HH:MM),GHI (W/m^2),Dry-bulb (C)\n"
    var row = 0
    for day in 1...5 {
      for hour in 1...24 {
        let ghi = hour > 6 && hour < 19 ? Double(100 * (hour - 6)) : 0
        text += "\(row),01/\(String(format: "%02d", day))/1997,\(String(format: "%02d", hour)):00,\(ghi),\(Double(hour) / 2)\n"
        row += 1
      }
    }
    let prepared = try Self.prepare(text)
    let choice = prepared.columns.choice
    #expect(choice.series == nil)
    #expect(prepared.dataset.xKind == .date)
    #expect(prepared.dataset.mark == .line)
    let series = try #require(prepared.dataset.series.first)
    #expect(series.count == 120)
    let first = try #require(DateParser.seconds(year: 1997, month: 1, day: 1))
    #expect(series.xs.first == first + 3600)
    #expect(series.xs.last == first + 5 * 86_400)
    #expect(choice.xColumns == ["Date (MM/DD/YYYY)", "Time (HH:MM)"])
    #expect(choice.columns.first { $0.name == "Time (HH:MM)" }?.role == .datePart)
  }

  /// Times of single events (a sale at 11:38:36, each on one date) are no grid of readings:
  /// the date stays x and the rows are counted per date.
  @Test func timesOfEventsAreNotCombined() throws {
    var text = "date,time,price\n"
    for row in 0..<400 {
      text += String(
        format: "2015-%02d-%02d,%02d:%02d:%02d,%.2f\n", 1 + row / 10 / 28, 1 + row / 10 % 28, 11 + row % 10, row / 10 % 60, row * 7 % 60,
        10 + Double(row % 5))
    }
    let prepared = try Self.prepare(text)
    #expect(prepared.columns.choice.x == "date")
    #expect(prepared.columns.choice.notes.contains(.rowsPerDate(rows: 400, dates: 40, perDay: false)))
  }

  @Test func timesOfDay() {
    #expect(ChartDecoder.secondsOfDay("01:00") == 3600)
    #expect(ChartDecoder.secondsOfDay("7:30") == 27_000)
    #expect(ChartDecoder.secondsOfDay("23:59:59") == 86_399)
    #expect(ChartDecoder.secondsOfDay("24:00") == 86_400)
    #expect(ChartDecoder.secondsOfDay("24:30") == nil)
    #expect(ChartDecoder.secondsOfDay("00:00-00:15") == nil)
    #expect(ChartDecoder.secondsOfDay("morning") == nil)
    #expect(ChartDecoder.secondsOfDay("1:5") == nil)
  }
}
