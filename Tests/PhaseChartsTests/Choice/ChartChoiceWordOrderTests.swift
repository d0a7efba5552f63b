import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// Words with an order of their own (age bands, sizes, incomes, months) are drawn in that
/// order, whatever order the rows came in: a household survey whose first row is 65+ drew its
/// bars 65+, 45-54, 35-44, 25-34, 55-64, 19-24, and its household sizes 1 to 4 and `5+` with
/// the `5+` households in a part labelled "–", as if they had no size.
@Suite(.timeLimit(.minutes(5))) struct ChartChoiceWordOrderTests {
  @Test func numberedWordsAreOrderedByTheirNumber() {
    #expect(ChartChoice.ownOrder(of: ["65+", "45-54", "35-44", "25-34", "55-64", "19-24"]) == [5, 3, 2, 1, 4, 0])
    #expect(ChartChoice.ownOrder(of: ["5+", "1", "10-19", "2"]) == [1, 3, 0, 2])
    // `Under 15K` sits just before the band that starts at 15; thousands are read whole.
    #expect(ChartChoice.ownOrder(of: ["35-49K", "Under 15K", "15-24K", "250K+"]) == [1, 2, 0, 3])
    #expect(ChartChoice.ownOrder(of: ["$1,000-$1,999", "$500-$999", "<$500"]) == [2, 1, 0])
    #expect(ChartChoice.ownOrder(of: ["2.5 mg", "10 mg", "0.5 mg"]) == [2, 0, 1])
    // Ties keep the order they came in.
    #expect(ChartChoice.ownOrder(of: ["2 Adults Kids", "1 Adult No Kids", "2 Adults No Kids", "1 Adult Kids"]) == [1, 3, 0, 2])
  }

  @Test func monthsAndWeekdaysFollowTheCalendar() {
    #expect(ChartChoice.ownOrder(of: ["March", "January", "February", "December"]) == [1, 2, 0, 3])
    #expect(ChartChoice.ownOrder(of: ["Sun", "Mon", "Sat", "Wed"]) == [1, 3, 2, 0])
  }

  @Test func wordsWithoutAnOrderHaveNone() throws {
    #expect(ChartChoice.ownOrder(of: ["red", "blue", "green"]) == nil)
    // One word that is not numbered leaves the rest without an order.
    #expect(ChartChoice.ownOrder(of: ["1-4", "5-9", "unknown"]) == nil)
    #expect(ChartChoice.ownOrder(of: ["Jan", "Feb", "Total"]) == nil)
    #expect(ChartChoice.ownOrder(of: []) == nil)
    // Codes that hold more than two numbers order nothing: chemicals by CAS number, dates.
    #expect(ChartChoice.ownOrder(of: ["7440-29-1", "64-17-5", "50-00-0"]) == nil)
    #expect(ChartChoice.ownOrder(of: ["2024-01-05", "2023-12-31"]) == nil)
    #expect(ChartChoice.ownOrder(of: ["only"]) == [0])
    #expect(ChartChoice.numberedKey("Under") == nil)
    let decimalComma = try #require(ChartChoice.numberedKey("1,5"))
    #expect(decimalComma.0 == 1 && decimalComma.1 == 0)
  }

  /// A household table of words: age bands in no order, sizes and kids counts top-coded
  /// (`5+`, `3+`).
  static func households() -> String {
    let ages = ["65+", "45-54", "35-44", "25-34", "55-64", "19-24"]
    let sizes = ["1", "2", "3", "4", "5+"]
    var csv = "household_id,age,marital_status,household_size,kids_count\n"
    var state: UInt64 = 21
    func draw(_ count: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(count))
    }
    for row in 0..<300 {
      let age = ages[draw(ages.count)]
      let size = sizes[draw(sizes.count)]
      csv += "\(1000 + row),\(age),\(["Married", "Unmarried"][draw(2)]),\(size),\(["0", "1", "3+"][draw(3)])\n"
    }
    return csv
  }

  @Test func countedAgeBandsAreDrawnInAgeOrder() throws {
    let prepared = try ChartPipeline().prepare(Data(Self.households().utf8))
    let choice = prepared.columns.choice
    #expect(choice.x == "age")
    #expect(choice.mark == .bars)
    #expect(prepared.dataset.categories == ["19-24", "25-34", "35-44", "45-54", "55-64", "65+"])
    // Every household is counted once, in its own band.
    let total = prepared.dataset.series.reduce(0) { $0 + $1.ys.reduce(0, +) }
    #expect(total == 300)
  }

  @Test func aTopCodedSizeDoesNotSplitTheBarsIntoANamelessPart() throws {
    let prepared = try ChartPipeline().prepare(Data(Self.households().utf8))
    #expect(!prepared.dataset.series.contains { $0.name.hasSuffix("= –") })
    #expect(prepared.columns.choice.series == nil)
    // A code of numbers only still splits them (the kids count, top-coded `3+`, does not).
    let plain = Self.households().replacingOccurrences(of: ",5+,", with: ",5,")
    let split = try ChartPipeline().prepare(Data(plain.utf8))
    #expect(split.columns.choice.series == "household_size")
    #expect(split.dataset.series.map(\.name) == (1...5).map { "household_size = \($0)" })
    #expect(split.dataset.categories == ["19-24", "25-34", "35-44", "45-54", "55-64", "65+"])
  }

  /// A value per month, the rows out of calendar order: the bars follow the calendar, and the
  /// note says they are in the words' order, not sorted by value.
  @Test func aValuePerMonthIsDrawnInCalendarOrder() throws {
    let csv = "month,sales\nMar,30\nJan,10\nDec,5\nFeb,20\n"
    let prepared = try ChartPipeline().prepare(Data(csv.utf8))
    #expect(prepared.columns.choice.mark == .bars)
    #expect(prepared.dataset.categories == ["Jan", "Feb", "Mar", "Dec"])
    #expect(prepared.dataset.series.first?.ys == [10, 20, 30, 5])
    #expect(prepared.columns.choice.notes.contains(.barsPerLabel(column: "month", sortedByValue: false)))
    // Words with no order of their own are sorted by value, largest first.
    let fruit = try ChartPipeline().prepare(Data("fruit,sales\npear,30\napple,10\nplum,50\n".utf8))
    #expect(fruit.dataset.categories == ["plum", "pear", "apple"])
  }
}
