import Foundation
import Testing

@testable import PhaseCharts

/// Day, month name and year written with dashes (`19-Sep-03`), as matplotlib's `msft` quotes and
/// spreadsheets export them (issue #32, h36c): read as dates, so that prices draw over the date
/// rather than scattered against each other.
@Suite(.timeLimit(.minutes(6))) struct DateParserDashedTests {
  /// 2000-01-01T00:00:00Z in seconds since 1970.
  static let y2k = 946_684_800.0

  /// 2003-09-19, 1,357 days after 2000-01-01.
  static let sep19: Double = y2k + 1_357 * 86_400
  static let dates: [(String, Double)] = [
    ("1-Jan-2000", y2k), ("01-Jan-00", y2k), ("19-Sep-03", sep19), ("19-Sep-2003", sep19),
    ("31-Dec-1999", y2k - 86_400), ("31-Dec-99", y2k - 86_400), ("1-january-2000", y2k),
  ]

  @Test(arguments: dates)
  func aDayMonthYearWithDashesIsADate(text: String, seconds: Double) {
    #expect(DateFormat.monthName.seconds(from: text) == seconds)
  }

  @Test(arguments: ["19-Sep", "19-Sep-3", "19-Sep-2003-", "19 Sep-2003", "19-Sep 2003", "31-Feb-2000", "19-Foo-2003"])
  func otherDashedWordsAreNotDates(text: String) {
    #expect(DateFormat.monthName.seconds(from: text) == nil)
  }

  /// matplotlib's `msft` as R writes it: dates newest first, prices beside them. It was open
  /// against low scattered, the date taken for a label; the prices are drawn over the date.
  @Test func pricesBesideDashedDatesAreDrawnOverTheDate() throws {
    var text = "\"\",\"Date\",\"Open\",\"High\",\"Low\",\"Close\",\"Volume\"\n"
    for row in 0..<30 {
      let day = 30 - row
      let open = 28.0 + Double((row * 7) % 11) * 0.2
      text += "\"\(row + 1)\",\"\(day)-Sep-03\",\(open),\(open + 0.4),\(open - 0.3),\(open + 0.1),\(40_000_000 + row * 1_000_003)\n"
    }
    let prepared = try ChartPipeline().prepare(Data(text.utf8))
    #expect(prepared.columns.x == "Date")
    #expect(prepared.dataset.xKind == .date)
  }
}
