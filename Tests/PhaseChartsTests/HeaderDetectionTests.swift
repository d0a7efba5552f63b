import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// A CSV file without a header keeps its first row; `|` and Excel's `sep=;` line are read.
@Suite(.timeLimit(.minutes(6))) struct HeaderDetectionTests {
  @Test func aFirstRowOfNumbersAboveNumbersIsData() throws {
    let dataset = try ChartDecoder.decode("0,0\n1,1\n2,4\n3,9\n")
    #expect(dataset.series.map(\.name) == ["column2"])
    #expect(dataset.xLabel == "column1")
    #expect(dataset.series[0].xs == [0, 1, 2, 3])
    #expect(dataset.series[0].ys == [0, 1, 4, 9])
  }

  @Test func aFirstRowOfADateAndANumberIsData() throws {
    let dataset = try ChartDecoder.decode("2024-01-01,2.5\n2024-01-02,5.5\n2024-01-03,3.5\n")
    #expect(dataset.xKind == .date)
    #expect(dataset.series[0].ys == [2.5, 5.5, 3.5])
    #expect(dataset.series[0].xs.first == DateFormat.iso8601.seconds(from: "2024-01-01"))
  }

  @Test func aHeaderWithAWordStaysAHeader() throws {
    let dataset = try ChartDecoder.decode("x,2024\n1,2\n2,3\n")
    #expect(dataset.series.map(\.name) == ["2024"])
    #expect(dataset.series[0].xs == [1, 2])
  }

  @Test func yearsAboveOtherNumbersStayAHeader() throws {
    let dataset = try ChartDecoder.decode("2022,2023\n5,6\n7,8\n")
    #expect(dataset.series.map(\.name) == ["2023"])
    #expect(dataset.series[0].ys == [6, 8])
  }

  @Test func numbersAboveWordsStayAHeader() throws {
    // The first row is numbers, but the column below the second is words: it names columns.
    let dataset = try ChartDecoder.decode("1,2,3\n1,a,5\n2,b,6\n")
    #expect(dataset.series.map(\.name) == ["3"])
  }

  @Test func hasHeaderForcesTheFirstRowToBeNames() throws {
    var options = DecodeOptions()
    options.detectsMissingHeader = false
    let dataset = try ChartDecoder.decode("0,0\n1,1\n2,4\n", options: options)
    // Two columns named "0": the second is made distinct.
    #expect(dataset.series.map(\.name) == ["0 (2)"])
    #expect(dataset.xLabel == "0")
    #expect(dataset.series[0].xs == [1, 2])
  }

  @Test func aHeaderlessFileSplitAcrossWorkersKeepsItsFirstRow() throws {
    let csv = (0..<3000).map { "\($0),\($0 * 2)" }.joined(separator: "\n") + "\n"
    let table = try Array(csv.utf8).withUnsafeBufferPointer { bytes in
      try CSVTableDecoder.decode(
        bytes, options: DecodeOptions(), pieces: 4, minimumParallelBytes: 0, minimumChunkBytes: 64)
    }
    let series = try #require(table.dataset.series.first)
    #expect(series.xs.count == 3000)
    #expect(series.xs.first == 0)
    #expect(series.ys.last == 5998)
  }

  @Test func aPipeDelimiterIsDetected() throws {
    let dataset = try ChartDecoder.decode("date|value\n2024-01-01|1.5\n2024-01-02|2.5\n")
    #expect(dataset.series.map(\.name) == ["value"])
    #expect(dataset.series[0].ys == [1.5, 2.5])
  }

  @Test func anExcelSeparatorLineSetsTheDelimiterAndIsSkipped() throws {
    let dataset = try ChartDecoder.decode("sep=;\r\ndate;value\r\n2024-01-01;1,5\r\n2024-01-02;2\r\n")
    #expect(dataset.series.map(\.name) == ["value"])
    #expect(dataset.xKind == .date)
    #expect(dataset.series[0].ys.last == 2)
  }

  @Test func aLineAfterTheSeparatorLineIsNumberedFromTwo() throws {
    var options = DecodeOptions()
    options.missingValues = .fail
    #expect {
      _ = try ChartDecoder.decode("sep=;\ndate;value\n2024-01-01;1\n2024-01-02;x\n", options: options)
    } throws: { error in
      guard case .decodingError(let failure)? = error as? DataError else { return false }
      return failure.line == 4 && failure.column == 2
    }
  }

  @Test(
    arguments: [
      ("a,b\n", UInt8(ascii: ",")), ("a;b\n", UInt8(ascii: ";")), ("a\tb\n", 9),
      ("a|b|c\n", UInt8(ascii: "|")), ("a|b,c,d\n", UInt8(ascii: ",")), ("\"a|b\",c\n", UInt8(ascii: ",")),
    ] as [(String, UInt8)])
  func detectsTheDelimiterOfTheFirstLine(_ text: String, _ expected: UInt8) {
    let found = Array(text.utf8).withUnsafeBufferPointer {
      CSVReader.detectDelimiter($0.baseAddress!, count: $0.count, start: 0)
    }
    #expect(found == expected)
  }
}
