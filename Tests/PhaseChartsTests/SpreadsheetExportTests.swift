import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// Tables as spreadsheets export them (issue #31): title rows padded with delimiters, lines to
/// skip named by their count, and slashed dates whose order only a later row decides.
@Suite(.timeLimit(.minutes(5))) struct SpreadsheetExportTests {
  @Test func aTitleRowPaddedWithDelimitersIsSkipped() throws {
    let csv = "Quarterly Sales Report 2024,,\n,,\nMonth,Revenue,Units\n2024-01,100,5\n2024-02,120,6\n2024-03,90,4\n"
    let table = try ChartDecoder.decodeTable(Data(csv.utf8))
    #expect(table.columns.skippedLines == 2)
    #expect(table.dataset.series.first { $0.name == "Revenue" }?.ys == [100, 120, 90])
  }

  @Test func aTitleAboveTheHeaderWithoutABlankRowIsSkipped() throws {
    let csv = "Quarterly Sales Report 2024;;\nMonth;Revenue;Units\n2024-01;100;5\n2024-02;120;6\n"
    let table = try ChartDecoder.decodeTable(Data(csv.utf8))
    #expect(table.columns.skippedLines == 1)
    #expect(table.dataset.series.first { $0.name == "Units" }?.ys == [5, 6])
  }

  @Test func aHeaderNotFoundNamesTheLinesToSkip() throws {
    let csv = "Sales, by month\nsource: ledger, 2024\nMonth,Revenue,Units\n2024-01,100,5\n2024-02,120,6\n"
    let error = #expect(throws: DataError.self) { _ = try ChartDecoder.decode(csv) }
    guard case .decodingError(let failure)? = error else {
      Issue.record("not a decoding error: \(String(describing: error))")
      return
    }
    #expect(failure.kind == .tableBelowLines(skipLines: 2))
    #expect(failure.message.contains("the table reads with its header on line 3"), "\(failure)")
    var options = DecodeOptions()
    options.skipLines = 2
    #expect(try ChartDecoder.decode(csv, options: options).series.count == 2)
  }

  @Test func anOrdinaryTableWithARowOfDelimitersSkipsNothing() throws {
    let table = try ChartDecoder.decodeTable(Data("a,b,c\n,,\n1,2,3\n4,5,6\n".utf8))
    #expect(table.columns.skippedLines == 0)
  }

  /// Hourly data from 10/3/2016: every day up to the 12th reads both ways; the 13th, on row
  /// 241, decides (the sample is the first 64 rows).
  @Test func theDateOrderIsDecidedByTheFirstValueThatDecidesWhereverItIs() throws {
    var csv = "time,load\n"
    for day in 3...20 {
      for hour in 0..<24 { csv += "10/\(day)/2016 \(hour < 10 ? "0" : "")\(hour):00,\(day * 24 + hour)\n" }
    }
    let dataset = try ChartDecoder.decode(csv)
    #expect(dataset.xKind == .date)
    let xs = try #require(dataset.series.first).xs
    #expect(xs.count == 18 * 24)
    // 2016-10-03 00:00 UTC.
    #expect(xs.first == 1_475_452_800)
    #expect(zip(xs, xs.dropFirst()).allSatisfy { $1 - $0 == 3600 })
  }

  @Test func whenNoValueDecidesTheWholeColumnWasRead() throws {
    // Days alone, 24 rows each: the whole column is read, and no value and no step decides.
    var csv = "day,load\n"
    for day in 1...12 {
      for hour in 0..<24 { csv += "1/\(day)/2016,\(hour)\n" }
    }
    let error = #expect(throws: DataError.self) { _ = try ChartDecoder.decode(csv) }
    guard case .decodingError(let failure)? = error else { return }
    #expect(failure.kind == .ambiguousDateOrder(column: "day"))
  }

  @Test func hourlyRowsNoValueDecidesAreOrderedByTheirSteps() throws {
    // The same twelve days hourly: read month first the rows step an hour; read day first they
    // would jump a month at each midnight (ColumnPlan.dateOrder(byStepsOf:)).
    var csv = "time,load\n"
    for day in 1...12 {
      for hour in 0..<24 { csv += "1/\(day)/2016 \(hour < 10 ? "0" : "")\(hour):00,\(hour)\n" }
    }
    let xs = try #require(try ChartDecoder.decode(csv).series.first).xs
    #expect(xs.count == 12 * 24)
    // 2016-01-01 00:00 UTC.
    #expect(xs.first == 1_451_606_400)
    #expect(zip(xs, xs.dropFirst()).allSatisfy { $1 - $0 == 3600 })
  }
}
