import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// Many rows per date (#32, h32h class 4): a row per sale, per flight, per coupon redeemed is
/// drawn as the number of rows per date, not as strips of the measures over the dates.
@Suite(.timeLimit(.minutes(5))) struct ChartChoicePerDateTests {
  static func prepare(_ text: String) throws -> PreparedChart { try ChartPipeline().prepare(Data(text.utf8)) }

  /// great_tables' `pizzaplace`: a row per pizza sold, with its date, time, name and price.
  static func sales(days: Int, perDay: (Int) -> Int) -> String {
    var text = ",id,date,time,name,size,price\n"
    var row = 0
    for day in 0..<days {
      let date = String(format: "2015-%02d-%02d", 1 + day / 28, 1 + day % 28)
      for sale in 0..<perDay(day) {
        text += "\(row),P\(row),\(date),\(String(format: "%02d:%02d:%02d", 11 + sale % 12, row / 60 % 60, row % 60)),"
        text += "pizza_\((row * 7) % 32),\(["S", "M", "L"][row % 3]),\(10 + Double(row % 7) * 1.5)\n"
        row += 1
      }
    }
    return text
  }

  @Test func salesAreCountedPerDate() throws {
    let prepared = try Self.prepare(Self.sales(days: 40) { 5 + $0 % 4 })
    let choice = prepared.columns.choice
    #expect(choice.x == "date")
    #expect(prepared.dataset.mark == .line)
    #expect(prepared.dataset.series.count == 1)
    let counts = try #require(prepared.dataset.series.first)
    #expect(counts.count == 40)
    #expect(Array(counts.ys.prefix(4)) == [5, 6, 7, 8])
    #expect(choice.y.isEmpty)
    #expect(choice.yAxisTitle(in: .english) == "count")
    #expect(choice.notes.contains(.rowsPerDate(rows: 260, dates: 40, perDay: false)))
    #expect(!choice.notes.contains { $0.saysPoints })
    #expect(choice.alternatives == [ChartChoice.Alternative(x: "date", y: ["price"], mark: .points)])
  }

  /// A few observations per date, each measured (a penguin's culmen, in tenths of a mm), keep
  /// their measure: its strips over the dates say more than their count.
  @Test func aFewMeasuredRowsPerDateKeepTheirMeasure() throws {
    var text = "date,culmen\n"
    for row in 0..<300 {
      text += String(format: "2008-%02d-%02d,%.1f\n", 1 + row / 7 / 28, 1 + row / 7 % 28, 35 + Double(row * 37 % 200) / 10)
    }
    let prepared = try Self.prepare(text)
    #expect(!prepared.columns.choice.notes.contains { if case .rowsPerDate = $0 { true } else { false } })
    #expect(prepared.columns.choice.y == ["culmen"])
  }

  /// Rows over fewer than 30 dates (cars of 13 model years) are groups, not events.
  @Test func rowsOverAFewDatesAreNotCounted() throws {
    let prepared = try Self.prepare(Self.sales(days: 13) { _ in 30 })
    #expect(!prepared.columns.choice.notes.contains { if case .rowsPerDate = $0 { true } else { false } })
  }

  /// A reading per date, or a few per date, stays what it was: only events are counted.
  @Test func aFewRowsPerDateAreNotCounted() throws {
    let prepared = try Self.prepare(Self.sales(days: 150) { $0 % 2 == 0 ? 1 : 2 })
    #expect(!prepared.columns.choice.notes.contains { if case .rowsPerDate = $0 { true } else { false } })
    #expect(prepared.columns.choice.y.contains("price"))
  }

  @Test func theNotesSaySoInBothLanguages() {
    for note in [ChartChoice.Note.rowsPerDate(rows: 260, dates: 40, perDay: false), .rowsPerDate(rows: 9, dates: 3, perDay: true)] {
      for language in [Language.english, .simplifiedChinese] {
        let sentence = note.sentence(in: language)
        #expect(!sentence.contains("%") && sentence.contains(note == .rowsPerDate(rows: 9, dates: 3, perDay: true) ? "9" : "260"))
      }
    }
  }
}
