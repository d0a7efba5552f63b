import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// A header of names a program made up (`level_0`, `V1`, `Unnamed: 3`, `0`, a `# comment`) above
/// the table's real names: a file written after its header was read as data.
@Suite(.timeLimit(.minutes(5))) struct PlaceholderHeaderTests {
  private func decode(_ csv: String) throws -> DecodedTable {
    try ChartDecoder.decodeTable(Data(csv.utf8))
  }

  /// matplotlib's `Stocks.csv` (a `# Data source` line above `Date,IBM,…`) read by pandas with
  /// the comment as the header, reset and written again by R: the names are on line 2.
  @Test func aResetIndexHeaderAboveTheRealNamesIsSkippedAndReported() throws {
    var csv = "\"\",\"level_0\",\"level_1\",\"level_2\",\"# Data source: https://finance.yahoo.com\"\n"
    csv += "\"1\",\"Date\",\"IBM\",\"AAPL\",\"^GSPC\"\n"
    for month in 1...6 {
      let apple = month <= 3 ? "NA" : "\"0.2\(month)\""  // listed later, as AMZN was
      csv += "\"\(month + 1)\",\"1990-0\(month)-01\",\"\(10.5 + Double(month))\",\(apple),\"\(329 + month)\"\n"
    }
    let table = try decode(csv)
    #expect(table.dataset.xKind == .date)
    #expect(table.dataset.xLabel == "Date")
    #expect(table.dataset.series.map(\.name) == ["IBM", "AAPL", "^GSPC"])
    #expect(table.dataset.series[0].ys == [11.5, 12.5, 13.5, 14.5, 15.5, 16.5])
    #expect(
      table.columns.skippedRows == [
        SkippedRow(
          line: 1,
          reason: .placeholderNames(["level_0", "level_1", "level_2", "# Data source: https://finance.yahoo.com"]))
      ])
  }

  @Test(arguments: [
    "V1,V2,V3",  // R's read.csv(header = FALSE)
    "0,1,2",  // pandas' read_csv(header=None)
    "X1,X2,X3",  // R's names for such columns after make.names
    "Unnamed: 0,Unnamed: 1,Unnamed: 2",
    "column1,column2,column3",
  ])
  func namesReadAsTheFirstRowUnderMadeUpNamesAreTheHeader(_ header: String) throws {
    let csv = header + "\nyear,sales,cost\n2020,10,4\n2021,12,5\n2022,15,7\n"
    let table = try decode(csv)
    #expect(table.dataset.xLabel == "year", "\(header)")
    #expect(table.dataset.series.map(\.name) == ["sales", "cost"], "\(header)")
    #expect(table.dataset.series.first?.ys == [10, 12, 15], "\(header)")
    #expect(table.columns.skippedRows.map(\.line) == [1], "\(header)")
  }

  /// Values that fail to read are placed on their own lines, counted as in the file.
  @Test func linesAreStillCountedFromTheFileAfterTheSkippedHeader() throws {
    let csv = "V1,V2\nyear,sales\n2020,10\n2021,ten\n2022,15\n"
    let table = try decode(csv)
    #expect(table.dataset.series.map(\.name) == ["sales"])
    #expect(table.columns.unreadable?.line == 4)
    #expect(table.columns.unreadable?.text == "ten")
  }

  /// Words under placeholders: nothing says the first row is not data, so it stays a row; and
  /// a table whose made-up names head numbers from the first row keeps every row.
  @Test func aFirstRowOfDataUnderMadeUpNamesStaysARow() throws {
    let words = try decode("V1,V2\napple,red\npear,green\nplum,red\n")
    #expect(words.columns.skippedRows.isEmpty)
    let numbers = try decode("X1,X2\n1,2\n3,4\n5,6\n")
    #expect(numbers.columns.skippedRows.isEmpty)
    #expect(numbers.dataset.xLabel == "X1")
    #expect(numbers.dataset.series.first?.ys == [2, 4, 6])
    // Real names that merely look like codes (`x1`, `x2` of a regression table) are not made up
    // when a number stands under each of them.
    let regression = try decode("y,x1,x2\n1.5,2,3\n2.5,3,4\n3.5,4,6\n")
    #expect(regression.columns.skippedRows.isEmpty)
  }

  @Test func madeUpNamesAreRecognisedAndRealOnesAreNot() {
    for name in ["level_0", "V12", "X3", "...1", "Unnamed: 4", "0", "17", "column2", "col3", "field1", "# note"] {
      #expect(CSVTableDecoder.isPlaceholderName(name), "\(name)")
    }
    for name in ["", "Date", "value", "V", "X", "x", "level", "2024", "19900", "Vmax", "col_a", "X1_score"] {
      #expect(!CSVTableDecoder.isPlaceholderName(name), "\(name)")
    }
  }
}
