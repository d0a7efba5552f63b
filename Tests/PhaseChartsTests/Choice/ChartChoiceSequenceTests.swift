import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// What is drawn over time (#32, h32s classes 3 and 4): a column with one value and a count of
/// the weeks are no panels beside the measures over a date; a day number beside the hour is
/// one time; time points named `1 week`, `2 week` after `Before` are a wide table's x.
@Suite(.timeLimit(.minutes(5))) struct ChartChoiceSequenceTests {
  static func prepare(_ text: String) throws -> PreparedChart { try ChartPipeline().prepare(Data(text.utf8)) }

  /// moderndive's `alaska_flights`: every flight of one route, its delays over the hour, and
  /// the route's distance, the same in every row.
  @Test func aColumnWithOneValueIsNotAPanel() throws {
    var text = ",time_hour,dep_delay,arr_delay,distance\n"
    for row in 0..<60 {
      text += String(
        format: "%d,2013-01-%02d %02d:00:00,%d,%d,2402\n", row, 1 + row / 3, 6 + (row % 3) * 5, (row * 17) % 40 - 10, (row * 23) % 50 - 20)
    }
    let prepared = try Self.prepare(text)
    let choice = prepared.columns.choice
    #expect(choice.x == "time_hour")
    #expect(choice.y == ["dep_delay", "arr_delay"])
    #expect(!prepared.dataset.series.contains { $0.name == "distance" })
    #expect(choice.notes.contains(.oneValue(column: "distance", value: 2402)))
    #expect(choice.skipped.contains { $0.name == "distance" })
  }

  /// lifelines' `nh4`: a sample per week, with the week's number beside its date.
  @Test func aCountOfTheWeeksBesideTheDateIsNotAPanel() throws {
    var text = "\"\",\"Date.On\",\"Week\",\"NH4.mg.per.L\"\n"
    for row in 0..<30 {
      let day = 6 + row * 7
      text += String(
        format: "\"%d\",\"2009-%02d-%02d\",%d,%.3f\n", row + 1, 1 + day / 28, 1 + day % 28, 2 + row, 0.006 + Double((row * 7) % 11) / 100)
    }
    let prepared = try Self.prepare(text)
    let choice = prepared.columns.choice
    #expect(choice.y == ["NH4.mg.per.L"])
    #expect(choice.columns.first { $0.name == "Week" }?.role == .datePart)
    #expect(prepared.dataset.series.map(\.name) == ["NH4.mg.per.L"])
  }

  /// A single measure with one value stays drawn: there is nothing else to draw.
  @Test func theOnlyMeasureIsKeptWhateverItsValues() throws {
    var text = "year,level\n"
    for year in 1990..<2010 { text += "\(year),5\n" }
    let prepared = try Self.prepare(text)
    #expect(prepared.columns.choice.y == ["level"])
  }

  /// ISLP's `Bikeshare`: an hour a row, written as the day of the year and the hour.
  @Test func aDayBesideItsHourIsOneTime() throws {
    var text = ",season,mnth,day,hr,weekday,temp,bikers\n"
    var row = 0
    for day in 1...5 {
      for hour in 0..<24 {
        text += "\(row),1,Jan,\(day),\(hour),\((day + 5) % 7),\(0.2 + Double(hour) / 100),\(10 + (hour * 7) % 30)\n"
        row += 1
      }
    }
    let prepared = try Self.prepare(text)
    let choice = prepared.columns.choice
    #expect(choice.xColumns == ["day", "hr"])
    #expect(!choice.y.contains("hr"))
    #expect(choice.columns.first { $0.name == "hr" }?.role == .datePart)
    #expect(prepared.dataset.mark == .line)
    let bikers = try #require(prepared.dataset.series.first { $0.name == "bikers" })
    #expect(bikers.count == 120)
    #expect(bikers.xs.first == 1 && abs(bikers.xs[6] - 1.25) < 1e-9)
  }

  /// pingouin's `rm_anova_wide`: a subject a row, scored before and after 1, 2 and 3 weeks.
  @Test func timePointsNamedByWeeksAreTheXOfALinePerSubject() throws {
    var text = "\"\",\"Before\",\"1 week\",\"2 week\",\"3 week\"\n"
    for subject in 1...12 {
      text +=
        "\"\(subject)\",\(4 + Double(subject % 3) / 10),\(5 + Double(subject % 4) / 10),\(4.8 + Double(subject % 5) / 10),\(6 + Double(subject % 2) / 10)\n"
    }
    let prepared = try Self.prepare(text)
    #expect(prepared.dataset.series.count == 12)
    #expect(prepared.dataset.series.first?.xs == [0, 1, 2, 3])
    #expect(prepared.dataset.mark == .line)
    #expect(prepared.columns.choice.notes.contains { if case .readWide = $0 { true } else { false } })
  }

  @Test(arguments: [
    ("1 week", "week", 1.0), ("2 weeks", "week", 2.0), ("6months", "month", 6.0), ("12_hr", "hr", 12.0),
  ])
  func aNumberBeforeAWordOfTimeIsATimePoint(name: String, unit: String, x: Double) throws {
    let point = try #require(WideTable.number(named: name))
    #expect(point.prefix == unit)
    #expect(point.x == x)
  }

  @Test(arguments: ["3a", "2 b", "1 kg", "10 cm"])
  func aNumberBeforeOtherWordsIsNoTimePoint(name: String) {
    #expect(WideTable.number(named: name) == nil)
  }

  @Test func theOneValueNoteSaysSoInBothLanguages() {
    let note = ChartChoice.Note.oneValue(column: "distance", value: 2402)
    for language in [Language.english, .simplifiedChinese] {
      let sentence = note.sentence(in: language)
      #expect(!sentence.contains("%") && sentence.contains("2402") && sentence.contains("distance"))
    }
  }
}

/// A ranking is no sequence (#32, session 24): ggplot's `pigeons`, a race's 400 birds by their
/// finishing `pos`, fastest first. The speeds over the places were a falling curve that draws
/// the sort; the speeds' histogram is drawn. A numbering that is a run's steps stays the x.
extension ChartChoiceSequenceTests {
  /// The race as R writes it: row names, `pos` 1…n with a tie every 14th bird (two birds share
  /// a place, the next is skipped), words about each bird, and `speed`, falling down the rows.
  static func race(rows: Int, numbering: String) -> String {
    var text = #""","\#(numbering)","breeder","color","sex","speed""# + "\n"
    for row in 0..<rows {
      let place = row % 14 == 13 ? row : row + 1
      let speed = 172.2 - Double(row) * 0.09 - Double(row * row % 7) * 0.001
      let color = ["BB", "BC", "BCWF", "SIWF", "RC"][row * 7 % 5]
      text += "\"\(row + 1)\",\(place),\"Loft \(row * 13 % 40)\",\"\(color)\",\"\(row % 3 == 0 ? "C" : "H")\",\(String(format: "%.3f", speed))\n"
    }
    return text
  }

  @Test func aRaceByFinishingPlaceIsTheSpeedsHistogram() throws {
    let prepared = try Self.prepare(Self.race(rows: 400, numbering: "pos"))
    #expect(prepared.dataset.mark == .histogram)
    #expect(prepared.columns.choice.x == "speed")
    #expect(prepared.columns.choice.notes.first == .rowsRanked(place: "pos", measure: "speed"))
    #expect(prepared.dataset.series.first?.ys.reduce(0, +) == 400)
    let sentence = try #require(prepared.columns.choice.noteSentences(in: .english).first)
    #expect(sentence.contains("ranking by pos"))
    #expect(prepared.columns.choice.noteSentences(in: .simplifiedChinese).first?.contains("排名") == true)
  }

  /// Ties share a place (two birds 17th, none 18th): still a ranking.
  @Test func aRaceWithTiesIsStillARanking() throws {
    var text = "pos,sex,speed\n"
    for row in 0..<60 {
      let speed = String(format: "%.3f", 170 - Double(row / 2 * 2) * 0.3)
      text += "\(row == 18 ? 18 : row + 1),\(row % 2 == 0 ? "H" : "C"),\(speed)\n"
    }
    #expect(try Self.prepare(text).columns.choice.notes.first == .rowsRanked(place: "pos", measure: "speed"))
  }

  /// The same falling values numbered by `step` (a cooling curve read every minute) are the
  /// order they were taken in: a line over the steps.
  @Test func aFallingMeasureOverStepsStaysASequence() throws {
    var text = "step,temperature\n"
    for row in 0..<100 { text += "\(row + 1),\(String(format: "%.2f", 90 - Double(row) * 0.5))\n" }
    let prepared = try Self.prepare(text)
    #expect(prepared.dataset.mark == .line)
    #expect(prepared.columns.choice.x == "step")
  }
}
