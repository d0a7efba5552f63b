import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// Date parts and typical years (#32, session 27, h43c): a half-hourly NSRDB year whose
/// `Minute` is joined with its `Year..Hour`, and typical meteorological years (each month from
/// another source year) drawn on one year. Each fixture is the head of the unseen table it
/// stands for (ochre's Fort Collins NSRDB year, pvdeg's PSM4 Miami, pvlib's TMY3 files), grown
/// to the rows the rule needs.
@Suite(.timeLimit(.minutes(5))) struct ChartChoiceTypicalYearTests {
  static func seconds(_ year: Int, _ month: Int, _ day: Int) -> Double {
    Double(DateParser.daysFromCivil(year: year, month: month, day: day)) * 86_400
  }

  static func isTypicalYearNote(_ note: ChartChoice.Note) -> Bool {
    if case .typicalYear = note { true } else { false }
  }

  /// The source year of each month of pvdeg's `psm4_miami`.
  static let miamiYears = [2019, 2003, 2000, 2019, 2006, 2008, 2000, 2021, 2020, 2012, 2005, 2024]

  /// pvdeg's `psm4_miami` (pandas export): a timestamp index stamped `-05:00` and the same
  /// date again in `Year..Minute` columns, one row an hour at half past, each month's rows
  /// stamped with the year the month came from.
  static func psm4(years: [Int] = miamiYears) -> String {
    var text = ",Year,Month,Day,Hour,Minute,temp_air,dew_point,ghi,wind_speed\n"
    for month in 1...12 {
      let year = years[month - 1]
      for day in 1...DateParser.daysInMonth(year: 2019, month: month) {
        for hour in 0...23 {
          let stamp = String(format: "%04d-%02d-%02d %02d:30:00-05:00", year, month, day, hour)
          let sun = max(0, 12 - abs(hour - 12)) * (60 + month)
          text += "\(stamp),\(year),\(month),\(day),\(hour),30,\(20 + month % 7 + hour % 5),\(15 + day % 6),\(sun),\(Double(day % 9) / 2)\n"
        }
      }
    }
    return text
  }

  /// pvlib's `tmy3_723170TYA`: `Date (MM/DD/YYYY)`, `Time (HH:MM)` from `01:00` to `24:00`.
  static func tmy3(years: [Int]) -> String {
    var text = "\"\",\"Date (MM/DD/YYYY)\",\"Time (HH:MM)\",\"GHI (W/m^2)\",\"Dry-bulb (C)\"\n"
    var row = 1
    for month in 1...12 {
      let year = years[month - 1]
      for day in 1...DateParser.daysInMonth(year: 2001, month: month) {
        for hour in 1...24 {
          let date = String(format: "%02d/%02d/%04d", month, day, year)
          text +=
            "\"\(row)\",\"\(date)\",\"\(String(format: "%02d", hour)):00\",\(max(0, 12 - abs(hour - 12)) * 70),\(Double(month % 7) + Double(hour % 6) / 2)\n"
          row += 1
        }
      }
    }
    return text
  }

  // MARK: Typical years

  /// The 8 760 hours of a PSM4 typical year are drawn on one year, in calendar order, with a
  /// note that says where the months came from: not twelve slivers spread over 2000–2024.
  @Test func psm4TypicalYearIsDrawnOnOneYear() throws {
    let prepared = try ChartPipeline().prepare(Data(Self.psm4().utf8))
    #expect(prepared.columns.choice.notes.contains(.typicalYear(first: 2000, last: 2024)))
    let xs = try #require(prepared.dataset.series.first?.xs)
    #expect(xs.count == 8_760)
    #expect(Set(xs).count == 8_760)
    let span = (xs.max() ?? 0) - (xs.min() ?? 0)
    #expect(span < 366 * 86_400)
    #expect(span > 364 * 86_400)
    // Drawn on 2019, January's own year and no leap year.
    #expect(xs.min() == Self.seconds(2019, 1, 1) + 5.5 * 3_600)
    // English and Chinese.
    let note = ChartChoice.Note.typicalYear(first: 2000, last: 2024)
    #expect(note.sentence(in: .english) == "A typical year: each month comes from another year (2000 to 2024), drawn on one year.")
    #expect(note.sentence(in: .simplifiedChinese).contains("2000"))
    #expect(note.sentence(in: .simplifiedChinese) != note.sentence(in: .english))
  }

  /// TMY3's `24:00` of 31 December is 1 January of the next year: drawn after the year's last
  /// hour, not before its first. A January from a leap year is not the year drawn on (it has no
  /// 29 February to fill).
  @Test func tmy3TypicalYearKeepsItsLastHourAtTheEnd() throws {
    let years = [1996, 1990, 1995, 2001, 1988, 1992, 1999, 1997, 1986, 1996, 2003, 1980]
    let prepared = try ChartPipeline().prepare(Data(Self.tmy3(years: years).utf8))
    #expect(prepared.columns.choice.notes.contains(.typicalYear(first: 1980, last: 2003)))
    let xs = try #require(prepared.dataset.series.first?.xs)
    #expect(Set(xs).count == 8_760)
    #expect(xs.min() == Self.seconds(1990, 1, 1) + 3_600)
    #expect(xs.max() == Self.seconds(1991, 1, 1))
    // February from 1996, a leap year: its `02/28/1996 24:00` is 29 February 00:00, drawn
    // as 1 March 00:00 of the year drawn on, with no day's gap after it.
    let leapFebruary = [1988, 1996, 1990, 1980, 1986, 1989, 1981, 2001, 2003, 1980, 1994, 1980]
    let again = try ChartPipeline().prepare(Data(Self.tmy3(years: leapFebruary).utf8))
    #expect(again.columns.choice.notes.contains(.typicalYear(first: 1980, last: 2003)))
    let hours = try #require(again.dataset.series.first?.xs).sorted()
    #expect(Set(hours).count == 8_760)
    #expect(zip(hours, hours.dropFirst()).allSatisfy { $1 - $0 == 3_600 })
  }

  /// One true year, a run of years, stations one after another and a table sorted by month
  /// and then by year are no typical year.
  @Test func otherDatesAreNoTypicalYear() {
    func hourly(_ years: [Int], months: ClosedRange<Int> = 1...12) -> [Double] {
      years.flatMap { year in
        months.flatMap { month in
          (1...DateParser.daysInMonth(year: year, month: month)).flatMap { day in
            (0..<24).map { Self.seconds(year, month, day) + Double($0) * 3_600 }
          }
        }
      }
    }
    // One year; two years running; two stations, each its own year (2005, then 2001).
    #expect(ChartChoice.typicalYear(hourly([2019])) == nil)
    #expect(ChartChoice.typicalYear(hourly([2018, 2019])) == nil)
    #expect(ChartChoice.typicalYear(hourly([2005]) + hourly([2001])) == nil)
    // Daily rows sorted by month, then year: the days go back with each year.
    var byMonth: [Double] = []
    for month in 1...12 {
      for year in [2002, 2000, 2001] {
        for day in 1...DateParser.daysInMonth(year: year, month: month) { byMonth.append(Self.seconds(year, month, day)) }
      }
    }
    #expect(ChartChoice.typicalYear(byMonth) == nil)
    // Monthly rows sorted by month, then year (a block per row): too few rows, and too many blocks.
    let monthly = (1...12).flatMap { month in (1990...2020).map { Self.seconds($0, month, 1) } }
    #expect(ChartChoice.typicalYear(monthly) == nil)
    // The months from years that only grow, with a year's hole between them: no year falls.
    let growing = (1...12).flatMap { month in hourly([1990 + month], months: month...month) }
    #expect(ChartChoice.typicalYear(growing) == nil)
    // The source years of a typical year, read alone: it is one.
    let typical = (1...12).flatMap { month in hourly([Self.miamiYears[month - 1]], months: month...month) }
    #expect(ChartChoice.typicalYear(typical) != nil)
  }

  /// An hourly weather year of one true year (pvdeg's `psm3`) keeps its dates and gets no note.
  @Test func oneTrueYearIsDrawnOnItsDates() throws {
    let prepared = try ChartPipeline().prepare(Data(Self.psm4(years: Array(repeating: 2019, count: 12)).utf8))
    #expect(!prepared.columns.choice.notes.contains(where: Self.isTypicalYearNote))
  }

  // MARK: Minutes joined with the hours

  /// ochre's `Weather_FortCollins_NSRDB`: `Year,Month,Day,Hour,Minute` of a half-hourly year,
  /// `Minute` 0 and 30. The minutes are read with the hours: two distinct times an hour, not
  /// two rows stacked on each.
  @Test func minutesBesideHoursAreJoined() throws {
    var text = "\"\",\"Year\",\"Month\",\"Day\",\"Hour\",\"Minute\",\"DHI\",\"GHI\",\"Temperature\"\n"
    var row = 1
    for day in 1...4 {
      for hour in 0...23 {
        for minute in [0, 30] {
          text +=
            "\"\(row)\",2018,1,\(day),\(hour),\(minute),\(max(0, 6 - abs(hour - 12)) * 40),\(max(0, 6 - abs(hour - 12)) * 90 + minute),\(-10 + Double(hour) / 2)\n"
          row += 1
        }
      }
    }
    let table = try ChartDecoder.decodeTable(Data(text.utf8))
    #expect(table.dataset.xKind == .date)
    #expect(table.dataset.xLabel == "Year, Month, Day, Hour, Minute")
    #expect(!table.columns.y.contains("Minute") && !table.columns.y.contains("Hour"))
    let xs = table.dataset.series[0].xs
    #expect(Set(xs).count == 192)
    #expect(xs[1] == Self.seconds(2018, 1, 1) + 1_800)
    #expect(xs[51] == Self.seconds(2018, 1, 2) + 3_600 + 1_800)
  }

  /// A `min_temp` or `minutes` beside the hours is a measure, not the minute: it stays drawn.
  @Test func minuteWordsInOtherNamesAreNotJoined() throws {
    var text = "year,month,day,hour,min_temp,minutes\n"
    for row in 0..<72 { text += "2010,1,\(1 + row / 24),\(row % 24),\(-5 + row % 7),\(row * 7 % 90)\n" }
    let table = try ChartDecoder.decodeTable(Data(text.utf8))
    #expect(table.dataset.xLabel == "year, month, day, hour")
    #expect(table.plan?.minuteColumn == nil)
    #expect(table.columns.y.contains("min_temp"))
    #expect(ColumnPlan.isMinuteName("Minute"))
    #expect(ColumnPlan.isMinuteName("min"))
    #expect(!ColumnPlan.isMinuteName("minutes"))
    #expect(!ColumnPlan.isMinuteName("min_temp"))
    #expect(!ColumnPlan.isMinuteName("mm"))
  }
}
