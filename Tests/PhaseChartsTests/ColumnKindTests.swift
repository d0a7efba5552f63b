import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// A column's kind comes from its values, not from its first one: a missing-value marker or a
/// bad date on the first row must not drop a column or fail the file (QA, session 6).
@Suite(.timeLimit(.minutes(6))) struct ColumnKindTests {
  @Test(arguments: ["NaN", "nan", "N/A", "NA", "null", "NULL", "-", "", "None", "#N/A", " NA "])
  func aMissingMarkerOnTheFirstRowKeepsTheColumnANumberSeries(_ marker: String) throws {
    // R's write.csv writes NA; the column is the only y.
    let csv = "date,y\n2024-01-01,\(marker)\n2024-01-02,2\n2024-01-03,3\n"
    let dataset = try ChartDecoder.decode(csv)
    #expect(dataset.series.map(\.name) == ["y"])
    #expect(dataset.xKind == .date)
    let ys = try #require(dataset.series.first).ys
    #expect(ys.count == 3)
    #expect(ys[0].isNaN)
    #expect(Array(ys.dropFirst()) == [2, 3])
    // The marker is counted as missing by sanitization, not silently lost.
    let (_, report) = dataset.series[0].sanitized()
    #expect(report.dropped[.missing] == 1)
    #expect(report.keptCount == 2)
  }

  @Test func aMarkerOnTheFirstRowKeepsEveryColumnOfSeveral() throws {
    let csv = "date,price,volume\n2024-01-01,NaN,5\n2024-01-02,2,6\n2024-01-03,3,7\n"
    let dataset = try ChartDecoder.decode(csv)
    #expect(dataset.series.map(\.name) == ["price", "volume"])
  }

  @Test func aMarkerOnTheFirstXRowKeepsTheDateColumnAsX() throws {
    let dataset = try ChartDecoder.decode("date,y\nNA,1\n2024-01-02,2\n2024-01-03,3\n")
    #expect(dataset.xKind == .date)
    #expect(dataset.series.map(\.name) == ["y"])
  }

  @Test func aBadFirstDateDoesNotMakeTheDateColumnUnusable() throws {
    // 2024-02-30 and 2024-13-01 are not dates; the other two are.
    let csv = "date,y\n2024-02-30,1\n2024-02-28,2\n2024-13-01,3\n2024-03-01,4\n"
    let dataset = try ChartDecoder.decode(csv)
    #expect(dataset.xKind == .date)
    let series = try #require(dataset.series.first)
    #expect(series.name == "y")
    #expect(series.xs.filter(\.isNaN).count == 2)
    let (clean, report) = series.sanitized()
    #expect(report.dropped[.missing] == 2)
    #expect(clean.ys == [2, 4])
  }

  @Test func aBadFirstNumberKeepsANumberColumn() throws {
    let dataset = try ChartDecoder.decode("x,y\n1,oops\n2,5\n3,6\n4,7\n")
    #expect(dataset.series.map(\.name) == ["y"])
    #expect(dataset.series[0].ys.dropFirst() == [5, 6, 7])
  }

  @Test func aColumnOfWordsIsStillNotASeries() throws {
    let dataset = try ChartDecoder.decode("x,name,y\n1,NA,2\n2,b,3\n3,c,4\n")
    #expect(dataset.series.map(\.name) == ["y"])
  }

  @Test func aStrictDecodeStillFailsOnTheMarkerWithItsLine() throws {
    var options = DecodeOptions()
    options.missingValues = .fail
    #expect {
      _ = try ChartDecoder.decode("date,y\n2024-01-01,NA\n2024-01-02,2\n", options: options)
    } throws: { error in
      guard case .decodingError(let failure)? = error as? DataError else { return false }
      return failure.line == 2 && failure.column == 2
    }
  }

  @Test(arguments: ["NaN", "N/A", "null"])
  func aMissingMarkerFirstInJSONKeepsTheField(_ marker: String) throws {
    let json = "[{\"t\":1,\"y\":\"\(marker)\"},{\"t\":2,\"y\":2},{\"t\":3,\"y\":3}]"
    let dataset = try ChartDecoder.decode(json)
    #expect(dataset.series.map(\.name) == ["y"])
  }
}
