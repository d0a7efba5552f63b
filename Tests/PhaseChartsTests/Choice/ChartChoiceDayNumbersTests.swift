import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// Dates written as day numbers (#32, h33d class 3): by the name (a word `date`) and the range
/// only, and said in a note.
@Suite(.timeLimit(.minutes(5))) struct ChartChoiceDayNumbersTests {
  static func prepare(_ text: String) throws -> PreparedChart { try ChartPipeline().prepare(Data(text.utf8)) }

  static func table(name: String, first: Int, rows: Int = 60) -> String {
    var text = ",\(name),gallup,ipsos\n"
    for row in 0..<rows {
      text += "\(row),\(first + row),\(43 + Double(row % 9) / 3),\(46 - Double(row % 7) / 4)\n"
    }
    return text
  }

  /// river's `trump_approval`: `ordinal_date` 736,389 (2017-03-01) on, from Python's
  /// `date.toordinal()`.
  @Test func pythonOrdinalDaysAreDates() throws {
    let prepared = try Self.prepare(Self.table(name: "ordinal_date", first: 736_389))
    #expect(prepared.dataset.xKind == .date)
    let first = try #require(DateParser.seconds(year: 2017, month: 3, day: 1))
    #expect(prepared.dataset.series.first?.xs.first == first)
    #expect(prepared.columns.choice.notes.contains(.dayNumbers(column: "ordinal_date", count: .ordinal)))
  }

  @Test func excelSerialDaysAreDates() throws {
    let prepared = try Self.prepare(Self.table(name: "date", first: 45_000))
    #expect(prepared.dataset.xKind == .date)
    let first = try #require(DateParser.seconds(year: 2023, month: 3, day: 15))
    #expect(prepared.dataset.series.first?.xs.first == first)
    #expect(prepared.columns.choice.notes.contains(.dayNumbers(column: "date", count: .excel)))
  }

  @Test func rDaysSince1970AreDates() throws {
    let prepared = try Self.prepare(Self.table(name: "Date", first: 19_000))
    let first = try #require(DateParser.seconds(year: 2022, month: 1, day: 8))
    #expect(prepared.dataset.series.first?.xs.first == first)
    #expect(prepared.columns.choice.notes.contains(.dayNumbers(column: "Date", count: .unixDays)))
  }

  /// Not named a date, or outside every count's range, or not whole: numbers as they were.
  @Test func otherNumbersStayNumbers() throws {
    for (name, first) in [("day", 736_389), ("date", 1_200), ("date", 100_000)] {
      let prepared = try Self.prepare(Self.table(name: name, first: first))
      #expect(!prepared.columns.choice.notes.contains { if case .dayNumbers = $0 { true } else { false } })
    }
    let halves = Dataset(series: [Series(name: "y", xs: [45_000.5, 45_001.5], ys: [1, 2])])
    #expect(ChartChoice.dayCount(of: "date", halves) == nil)
  }

  /// The notes of the time of day and of day numbers name their column in both languages.
  @Test func theNotesNameTheColumnInBothLanguages() {
    let notes: [ChartChoice.Note] =
      [.timesOfDay(column: "time")] + ChartChoice.DayCount.allCases.map { .dayNumbers(column: "time", count: $0) }
    for note in notes {
      let english = note.sentence(in: .english)
      let chinese = note.sentence(in: .simplifiedChinese)
      #expect(english.contains("time") && chinese.contains("time") && english != chinese)
      #expect(!english.contains("%") && !chinese.contains("%"))
    }
  }
}
