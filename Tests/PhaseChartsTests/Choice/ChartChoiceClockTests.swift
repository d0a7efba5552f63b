import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// A column of the times of one day with no date (#32, h33d class 1): a standard load profile
/// writes a row per quarter hour (`00:00-00:15`) and a column per day type; its x is the time
/// of day, not the row number, and the day types are not scattered against each other.
@Suite(.timeLimit(.minutes(5))) struct ChartChoiceClockTests {
  static func prepare(_ text: String) throws -> PreparedChart { try ChartPipeline().prepare(Data(text.utf8)) }

  /// demandlib's `g25` as pandas writes it: the row index, `time` as quarter-hour intervals,
  /// then a load per month and day type.
  static func loadProfile(rIndex: Bool = false) -> String {
    var text = rIndex ? "\"\",\"time\",\"Januar_SA\",\"Januar_FT\",\"Januar_WT\",\"Juli_SA\"\n" : ",time,Januar_SA,Januar_FT,Januar_WT,Juli_SA\n"
    for quarter in 0..<96 {
      let start = String(format: "%02d:%02d", quarter / 4, quarter % 4 * 15)
      let end = String(format: "%02d:%02d", (quarter + 1) / 4 % 24, (quarter + 1) % 4 * 15)
      let hour = Double(quarter) / 4
      let load = 15 + 10 * sin((hour - 6) / 24 * 2 * .pi)
      text += "\(rIndex ? quarter + 1 : quarter),\(start)-\(end),\(load),\(load * 0.9),\(load * 1.1),\(load * 0.8)\n"
    }
    return text
  }

  @Test func aLoadProfileIsDrawnAsLinesOverTheTimeOfDay() throws {
    for rIndex in [false, true] {
      let prepared = try Self.prepare(Self.loadProfile(rIndex: rIndex))
      let choice = prepared.columns.choice
      #expect(choice.x == "time")
      #expect(prepared.dataset.xKind == .number)
      #expect(prepared.dataset.mark == .line)
      #expect(choice.y.contains("Januar_SA") && choice.y.contains("Juli_SA"))
      #expect(choice.notes.contains(.timesOfDay(column: "time")))
      let series = try #require(prepared.dataset.series.first)
      #expect(series.count == 96)
      #expect(series.xs.first == 0)
      #expect(series.xs.last == 23.75)
    }
  }

  /// The report says `x: time`; naming it back (`--x time`, or its position) draws the same
  /// lines over the day, not an error on `00:00-00:15`. Another words column named as x still
  /// fails with the decoder's placed error.
  @Test func theClockNamedAsXDrawsTheChartTheReportNamed() throws {
    let text = Self.loadProfile()
    let found = try Self.prepare(text)
    for selector: ColumnSelector in ["time", 1] {
      let named = try ChartPipeline(decoding: DecodeOptions(x: selector)).prepare(Data(text.utf8))
      #expect(named.columns.choice.x == "time")
      #expect(named.dataset.series.map(\.name) == found.dataset.series.map(\.name))
      #expect(named.dataset.series.map(\.xs) == found.dataset.series.map(\.xs))
      #expect(named.dataset.series.first?.xs.last == 23.75)
    }
    var words = ",time,station,load\n"
    for row in 0..<20 { words += "\(row),\(String(format: "%02d:00", row)),s\(row % 3),\(row * 2)\n" }
    #expect(throws: DataError.self) {
      try ChartPipeline(decoding: DecodeOptions(x: "station")).prepare(Data(words.utf8))
    }
  }

  /// Naming day types as well (`--x time --y Januar_SA`) draws those day types, in the order
  /// named, over the times of day: the clock named as x is read whether or not measures are.
  @Test func aNamedDayTypeIsDrawnOverTheClock() throws {
    let text = Self.loadProfile()
    let bothNamed = DecodeOptions(x: "time", y: ["Januar_SA", "Juli_SA"])
    let byPosition = DecodeOptions(x: 1, y: [5, 2])
    for (options, names) in [(bothNamed, ["Januar_SA", "Juli_SA"]), (byPosition, ["Juli_SA", "Januar_SA"])] {
      let prepared = try ChartPipeline(decoding: options).prepare(Data(text.utf8))
      #expect(prepared.columns.choice.x == "time")
      #expect(prepared.dataset.series.map(\.name) == names)
      let series = try #require(prepared.dataset.series.first)
      #expect(series.xs.first == 0)
      #expect(series.xs.last == 23.75)
    }
    // A measure that is not there is still the named column's error, not a clock reading.
    #expect(throws: DataError.self) {
      try ChartPipeline(decoding: DecodeOptions(x: "time", y: ["Mai_SA"])).prepare(Data(text.utf8))
    }
  }

  /// `--y Januar_SA` alone: the named day type over the clock, not against the first day type
  /// left unnamed (`Januar_FT` was x, the two scattered).
  @Test func aDayTypeNamedAloneIsDrawnOverTheClock() throws {
    let text = Self.loadProfile()
    let named: [([ColumnSelector], [String])] = [
      (["Juli_SA"], ["Juli_SA"]), (["Juli_SA", "Januar_SA"], ["Juli_SA", "Januar_SA"]),
    ]
    for (ys, names) in named {
      let prepared = try ChartPipeline(decoding: DecodeOptions(y: ys)).prepare(Data(text.utf8))
      #expect(prepared.columns.choice.x == "time")
      #expect(prepared.dataset.series.map(\.name) == names)
      #expect(prepared.dataset.series.first?.xs.last == 23.75)
    }
    // A measure that is not there is still an error, not a clock reading of something else.
    #expect(throws: DataError.self) {
      try ChartPipeline(decoding: DecodeOptions(y: ["Mai_SA"])).prepare(Data(text.utf8))
    }
  }

  /// `Zeit` as `00:00:00`, `00:15:00`, …: a clock named as one, read as hours.
  @Test func aClockColumnNamedTimeIsX() throws {
    var text = ",Zeit,F_el,F_Heiz\n"
    for quarter in 0..<96 {
      let hour = Double(quarter) / 4
      text += String(
        format: "%d,%02d:%02d:00,%.5f,%.5f\n", quarter, quarter / 4, quarter % 4 * 15, 0.01 + sin(hour / 4) / 1000,
        0.02 - hour / 2000)
    }
    let prepared = try Self.prepare(text)
    #expect(prepared.columns.choice.x == "Zeit")
    #expect(prepared.dataset.series.first?.xs == (0..<96).map { Double($0) / 4 })
    #expect(prepared.columns.choice.notes.contains(.timesOfDay(column: "Zeit")))
  }

  /// A few event times (great_tables' `exibble`: 8 rows) are labels, not a day.
  @Test func aFewEventTimesAreNotReadAsADay() throws {
    var text = "num,time,currency\n"
    for row in 0..<8 { text += String(format: "%.3f,%02d:%02d,%.2f\n", Double(row * row) * 1.1, 13 + row, row * 5, 49.95 - Double(row) * 3) }
    let prepared = try Self.prepare(text)
    #expect(!prepared.columns.choice.notes.contains(.timesOfDay(column: "time")))
  }

  /// Race times behind the winner (`to_win` as `0:05:21`) are durations: their name says no
  /// time of day, so they are not read as one.
  @Test func durationsNotNamedAsAClockAreNotReadAsADay() throws {
    var text = "pos,speed,to_win\n"
    for row in 0..<30 { text += String(format: "%d,%.3f,0:%02d:%02d\n", row + 1, 172 - Double(row) * 0.7, row / 2, row * 7 % 60) }
    let prepared = try Self.prepare(text)
    #expect(!prepared.columns.choice.notes.contains(.timesOfDay(column: "to_win")))
  }

  /// Times that do not grow row by row (a clock per unit, repeated) are left to the other rules.
  @Test func timesThatRepeatAreNotReadAsOneDay() throws {
    var text = "time,load\n"
    for row in 0..<48 { text += String(format: "%02d:00,%d\n", row % 24, 10 + row % 5) }
    let prepared = try Self.prepare(text)
    #expect(!prepared.columns.choice.notes.contains(.timesOfDay(column: "time")))
  }

  @Test func clockHoursReadTimesAndIntervals() {
    #expect(ChartDecoder.clockHours("00:15")?.hours == 0.25)
    #expect(ChartDecoder.clockHours("00:15")?.isInterval == false)
    #expect(ChartDecoder.clockHours("23:45-00:00")?.hours == 23.75)
    #expect(ChartDecoder.clockHours("23:45-00:00")?.isInterval == true)
    #expect(ChartDecoder.clockHours("06:00 - 06:30")?.hours == 6)
    #expect(ChartDecoder.clockHours("06:30-06:00") == nil)
    #expect(ChartDecoder.clockHours("2024-01-01") == nil)
    #expect(ChartDecoder.clockHours("1-2") == nil)
  }
}
