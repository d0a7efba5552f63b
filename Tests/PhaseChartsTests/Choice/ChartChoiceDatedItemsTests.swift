import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// Items over a date (#32, h36b): rows that carry a date of their own (a person's birth date,
/// an element's year of discovery, a patient's month of diagnosis) and rows counted into noise
/// per date (babies per birthday) are a cross-section; series over a date stay over it.
@Suite(.timeLimit(.minutes(5))) struct ChartChoiceDatedItemsTests {
  static func prepare(_ text: String) throws -> PreparedChart { try ChartPipeline().prepare(Data(text.utf8)) }
  static func noise(_ index: Int, _ salt: Int) -> Double { ChartChoiceItemsTests.noise(index, salt) }
  static func date(_ day: Int) -> String { ChartChoiceItemsTests.date(day) }

  /// great_tables' `peeps`: 100 people sorted by name, each with a birth date (none shared),
  /// gender, height and weight.
  static func people(count: Int = 100) -> String {
    var text = "\"\",name_given,name_family,gender,dob,height_cm,weight_kg\n"
    for person in 0..<count {
      let male = noise(person, 1) < 0.5
      let height = (male ? 175 : 162) + 12 * noise(person, 2)
      let weight = height - 100 + 15 * noise(person, 3)
      let born = Int(noise(person, 4) * 9_000)
      text += "\(person + 1),Name\(person),Family\(person),\(male ? "male" : "female"),\(date(born)),"
      text += "\(height.rounded()),\((weight * 10).rounded() / 10)\n"
    }
    return text
  }

  @Test func peopleSortedByNameAreACrossSectionNotPointsOverTheirBirthDate() throws {
    let prepared = try Self.prepare(Self.people())
    let choice = prepared.columns.choice
    #expect(choice.x != "dob")
    #expect(choice.x != nil)
    #expect(choice.skipped.contains { $0.name == "dob" && $0.role == .time })
    #expect(choice.notes.first == .itemsOverDate(column: "dob"))
    #expect(prepared.dataset.mark == .points)
    #expect(Set([choice.x ?? ""] + choice.y) == ["height_cm", "weight_kg"])
  }

  /// bokeh's `elements`: sorted by atomic number, with the year each was discovered (some
  /// `Ancient`, several found in one year) and properties that are no series over that year.
  @Test func elementsByAtomicNumberAreACrossSectionNotPanelsOverTheYearFound() throws {
    var text = "\"\",atomic number,symbol,atomic mass,melting point,density,year discovered\n"
    for element in 0..<110 {
      let mass = 2.0 * Double(element + 1) + 4 * Self.noise(element, 5)
      let year = element % 13 == 0 ? "Ancient" : String(1_700 + Int(Self.noise(element, 6) * 280))
      text += "\(element + 1),\(element + 1),E\(element),\(mass),\(300 + 3_000 * Self.noise(element, 7)),"
      text += "\(0.5 + 20 * Self.noise(element, 8)),\(year)\n"
    }
    let prepared = try Self.prepare(text)
    let choice = prepared.columns.choice
    #expect(choice.x != "year discovered")
    #expect(choice.notes.first == .itemsOverDate(column: "year discovered"))
  }

  /// lifelines' `lupus`: patients in the order of their month of diagnosis (months shared),
  /// with the month of their last observation, no name, and measures of each patient.
  @Test func patientsWithTwoDatesOfTheirOwnAreACrossSection() throws {
    var text = "\"\",dead,is_male,age_at_diagnosis,months_to_diagnosis,year_month_of_diagnosis,"
    text += "year_month_of_last_observation,years_observed\n"
    for patient in 0..<99 {
      let month = patient * 2 / 3
      let observed = 0.1 + 12 * Self.noise(patient, 9)
      let last = month + Int(observed * 12)
      text += "\(patient + 1),\(patient % 4 == 0 ? "TRUE" : "FALSE"),FALSE,\(15 + Int(50 * Self.noise(patient, 10))),"
      text += "\(1 + Int(200 * Self.noise(patient, 11))),"
      text += String(format: "%04d-%02d,%04d-%02d,", 1949 + month / 12, 1 + month % 12, 1949 + last / 12, 1 + last % 12)
      text += "\(observed)\n"
    }
    let prepared = try Self.prepare(text)
    let choice = prepared.columns.choice
    #expect(choice.x != "year_month_of_diagnosis")
    #expect(choice.notes.first == .itemsOverDate(column: "year_month_of_diagnosis"))
  }

  /// Daily readings of a station saved newest first: in time order, kept over the date.
  @Test func aSeriesSavedNewestFirstKeepsItsDate() throws {
    var text = "station,date,temperature,humidity\n"
    for day in (0..<200).reversed() {
      let season = sin(Double(day) / 20)
      text += "S\(day),\(Self.date(day)),\(15 + 10 * season + Self.noise(day, 12)),\(60 - 20 * season + Self.noise(day, 13))\n"
    }
    let prepared = try Self.prepare(text)
    #expect(prepared.columns.choice.x == "date")
    #expect(!prepared.columns.choice.notes.contains(.itemsOverDate(column: "date")))
  }

  /// Daily readings whose rows were sorted by temperature: out of date order, but the
  /// measures follow on over the dates, so the date stays x.
  @Test func aSeriesSortedByAMeasureKeepsItsDate() throws {
    var rows: [(Double, String)] = []
    for day in 0..<200 {
      let season = sin(Double(day) / 20)
      let temperature = 15 + 10 * season + Self.noise(day, 12)
      rows.append((temperature, "R\(day),\(Self.date(day)),\(temperature),\(60 - 20 * season + Self.noise(day, 13))\n"))
    }
    let text = "reading,date,temperature,humidity\n" + rows.sorted { $0.0 < $1.0 }.map(\.1).joined()
    let prepared = try Self.prepare(text)
    #expect(prepared.columns.choice.x == "date")
    #expect(!prepared.columns.choice.notes.contains(.itemsOverDate(column: "date")))
  }

  /// moderndive's `babies`: 1,200 births over a year, 0 to 12 a day, each with its id,
  /// gestation and weight.
  @Test func birthsCountedPerBirthdayAreACrossSectionOfTheBabies() throws {
    var text = "\"\",id,gestation,wt,age,birthday\n"
    for baby in 0..<1_200 {
      let day = Int(Self.noise(baby, 14) * 360)
      let gestation = 250 + Int(45 * Self.noise(baby, 15))
      text += "\(baby + 1),\(15 + baby * 3),\(gestation),\(Double(gestation) * 0.42 + 15 * Self.noise(baby, 16)),"
      text += "\(18 + Int(20 * Self.noise(baby, 17))),\(Self.date(day))\n"
    }
    let prepared = try Self.prepare(text)
    let choice = prepared.columns.choice
    #expect(choice.x != "birthday")
    guard case .itemsCountedPerDate(let column, let rows, let dates) = choice.notes.first else {
      Issue.record("no counted-items note: \(choice.notes)")
      return
    }
    #expect(column == "birthday" && rows == 1_200)
    #expect((300...360).contains(dates))
    #expect(!choice.notes.contains { if case .rowsPerDate = $0 { true } else { false } })
  }

  /// Orders of a shop, a number each, more at the weekend and growing: counted per day.
  @Test func ordersThatRiseAndFallWithTheWeekStayCountedPerDate() throws {
    var text = "order_id,date,price\n"
    var order = 0
    for day in 0..<120 {
      let perDay = 3 + (day % 7 >= 5 ? 6 : 0) + day / 30
      for _ in 0..<perDay {
        text += "\(90_000 + order),\(Self.date(day)),\([4.5, 6.0, 7.5][order % 3])\n"
        order += 1
      }
    }
    let prepared = try Self.prepare(text)
    #expect(prepared.columns.choice.notes.contains { if case .rowsPerDate = $0 { true } else { false } })
  }

  @Test func theCountedItemsNoteIsSaidInEnglishAndChinese() {
    let note = ChartChoice.Note.itemsCountedPerDate(column: "birthday", rows: 1_236, dates: 358)
    #expect(
      note.sentence(in: .english)
        == "1236 rows are items that carry a date (birthday): their count per date jumps with no trend over 358 dates, so their measures are drawn, not the count."
    )
    #expect(note.sentence(in: .simplifiedChinese) == "1236 行是带有日期（birthday）的条目：其每个日期的行数在 358 个日期间跳动而无趋势，因此绘制其度量值，而非行数。")
  }
}
