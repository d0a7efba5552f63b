import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// Columns with no value in the sample rows but numbers further down: a ticker listed years
/// after the table starts (matplotlib's Stocks: AMZN from 1997, below the 64 sample rows).
@Suite(.timeLimit(.minutes(5))) struct LateColumnsTests {
  private static func prices(listedFrom listing: Int, notes: Bool = false) -> String {
    var csv = "Date,IBM,AMZN" + (notes ? ",note" : "") + "\n"
    for day in 0..<300 {
      let (month, dayOfMonth) = (day / 28 + 1, day % 28 + 1)
      let date = "2000-" + (month < 10 ? "0" : "") + "\(month)-" + (dayOfMonth < 10 ? "0" : "") + "\(dayOfMonth)"
      let amzn = day >= listing ? String(Double(day) / 10) : "NA"
      let note = day == 250 ? ",split" : ""
      csv += "\(date),\(100 + day % 7),\(amzn)" + (notes ? (note.isEmpty ? "," : note) : "") + "\n"
    }
    return csv
  }

  @Test func aColumnWhoseNumbersStartBelowTheSampleIsASeries() throws {
    let table = try ChartDecoder.decodeTable(Data(Self.prices(listedFrom: 120).utf8))
    #expect(table.dataset.series.map(\.name) == ["IBM", "AMZN"])
    let amzn = try #require(table.dataset.series.last)
    #expect(amzn.ys.prefix(120).allSatisfy { $0.isNaN })
    #expect(amzn.ys[120] == 12)
    #expect(amzn.ys[299] == 29.9)
  }

  /// A mostly blank column of words further down (a note on one day) stays out of the chart,
  /// as the sample saw it.
  @Test func wordsFurtherDownInAColumnTheSampleSawEmptyStayOut() throws {
    let table = try ChartDecoder.decodeTable(Data(Self.prices(listedFrom: 120, notes: true).utf8))
    #expect(table.dataset.series.map(\.name) == ["IBM", "AMZN"])
    #expect(table.dataset.xLabel == "Date")
  }

  /// A column with no value anywhere is still skipped, and the file is read once more only as
  /// far as the bound.
  @Test func aColumnEmptyEverywhereStaysEmpty() throws {
    let table = try ChartDecoder.decodeTable(Data(Self.prices(listedFrom: 1_000).utf8))
    #expect(table.dataset.series.map(\.name) == ["IBM"])
  }
}
