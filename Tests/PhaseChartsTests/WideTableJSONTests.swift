import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// A wide table (rows are series, columns named by x values) written as JSON is read wide as
/// its CSV is: the six-forms run found `unemployment1948`, `illness`, El Niño's months and
/// windpowerlib's curves charted one year (or speed) against another in the JSON records and
/// columns forms only.
@Suite(.timeLimit(.minutes(5))) struct WideTableJSONTests {
  static let csv = """
    category,1940,1945,1950,1955,1960
    Food and Tobacco,22.2,44.5,59.6,73.2,86.8
    Household Operation,10.5,15.5,29.0,36.5,46.2
    Medical and Health,3.53,5.76,9.71,14.0,21.1

    """

  /// `df.to_json(orient="records")`.
  static let records = """
    [{"category":"Food and Tobacco","1940":22.2,"1945":44.5,"1950":59.6,"1955":73.2,"1960":86.8},
     {"category":"Household Operation","1940":10.5,"1945":15.5,"1950":29.0,"1955":36.5,"1960":46.2},
     {"category":"Medical and Health","1940":3.53,"1945":5.76,"1950":9.71,"1955":14.0,"1960":21.1}]
    """

  /// `df.to_dict(orient="list")` as JSON.
  static let lists = """
    {"category": ["Food and Tobacco", "Household Operation", "Medical and Health"],
     "1940": [22.2, 10.5, 3.53], "1945": [44.5, 15.5, 5.76], "1950": [59.6, 29.0, 9.71],
     "1955": [73.2, 36.5, 14.0], "1960": [86.8, 46.2, 21.1]}
    """

  /// `df.to_json()` (pandas' `orient="columns"`): each column keyed by row label.
  static let keyed = """
    {"category":{"0":"Food and Tobacco","1":"Household Operation","2":"Medical and Health"},
     "1940":{"0":22.2,"1":10.5,"2":3.53},"1945":{"0":44.5,"1":15.5,"2":5.76},
     "1950":{"0":59.6,"1":29.0,"2":9.71},"1955":{"0":73.2,"1":36.5,"2":14.0},
     "1960":{"0":86.8,"1":46.2,"2":21.1}}
    """

  static func prepare(_ text: String) throws -> PreparedChart { try ChartPipeline().prepare(Data(text.utf8)) }

  @Test(arguments: [records, lists, keyed])
  func aWideTableInJSONIsReadAsItsCSVIs(_ json: String) throws {
    let plain = try Self.prepare(Self.csv)
    let read = try Self.prepare(json)
    #expect(read.dataset.series.map(\.name) == ["Food and Tobacco", "Household Operation", "Medical and Health"])
    #expect(read.dataset.series.map(\.name) == plain.dataset.series.map(\.name))
    #expect(read.dataset.series.map(\.xs) == plain.dataset.series.map(\.xs))
    #expect(read.dataset.series.map(\.ys) == plain.dataset.series.map(\.ys))
    #expect(read.dataset.series[2].ys == [3.53, 5.76, 9.71, 14.0, 21.1])
    #expect(read.columns.choice.summary(in: .english) == plain.columns.choice.summary(in: .english))
  }

  @Test func numbersWrittenAsStringsAndNullsAreReadAsTheCSVsCells() throws {
    let json = """
      [{"state":"Alabama","1929  ":"5.1","1930  ":null,"1931  ":" 6.0 "},
       {"state":"Alaska","1929  ":"n/a","1930  ":7.5,"1931  ":8}]
      """
    let read = try Self.prepare(json)
    #expect(read.dataset.series.map(\.name) == ["Alabama", "Alaska"])
    #expect(read.dataset.series[0].xs == [1929, 1931])
    #expect(read.dataset.series[0].ys == [5.1, 6.0])
    #expect(read.dataset.series[1].ys == [7.5, 8])
    // Names padded as a spreadsheet export pads them read as the CSV's trimmed header does.
    #expect(read.columns.x == "1929–1931")
  }

  @Test func recordsThatAreNotWideAreReadTheUsualWay() throws {
    // Years as a column, not as names: a series over the year.
    let json = """
      [{"year":1990,"gdp":1.5},{"year":1991,"gdp":1.7},{"year":1992,"gdp":1.6},{"year":1993,"gdp":2.1}]
      """
    let read = try Self.prepare(json)
    #expect(read.columns.x == "year")
    #expect(read.dataset.series.map(\.ys) == [[1.5, 1.7, 1.6, 2.1]])
    // A variable list (`x1`, `x2`, `x3`) is no set of x values.
    let bytes = Array(#"[{"x1":1,"x2":2,"x3":3},{"x1":2,"x2":3,"x3":5}]"#.utf8)
    let wide = bytes.withUnsafeBufferPointer { ChartDecoder.wideJSONTable($0, options: DecodeOptions()) }
    #expect(wide == nil)
  }

  @Test func columnsNamedByYearsHoldingWordsAreNotWide() {
    let bytes = Array(
      #"[{"name":"a","2001":"yes","2002":"no","2003":"no"},{"name":"b","2001":"no","2002":"no","2003":"yes"}]"#.utf8)
    let wide = bytes.withUnsafeBufferPointer { ChartDecoder.wideJSONTable($0, options: DecodeOptions()) }
    #expect(wide == nil)
  }

  @Test func aNamedColumnOrAJSONPathReadsTheUsualWay() throws {
    let bytes = Array(Self.records.utf8)
    var named = DecodeOptions()
    named.y = ["1950"]
    #expect(bytes.withUnsafeBufferPointer { ChartDecoder.wideJSONTable($0, options: named) } == nil)
    var path = DecodeOptions()
    path.jsonPath = "$"
    #expect(bytes.withUnsafeBufferPointer { ChartDecoder.wideJSONTable($0, options: path) } == nil)
  }

  @Test func brokenJSONIsLeftToTheDecoderToReportWithItsPlace() {
    // Wide names, then a record cut off: the usual decoder's error, with line and column.
    let json = #"[{"category":"Food","1940":22.2,"1945":44.5,"1950":59.6},{"category":"Rent","1940":"#
    #expect(throws: DataError.self) { try Self.prepare(json) }
    do {
      _ = try Self.prepare(json)
    } catch {
      guard case .decodingError(let failure) = error as? DataError else {
        Issue.record("expected a decoding error, got \(error)")
        return
      }
      #expect(failure.line == 1)
      #expect(failure.column != nil)
    }
  }

  @Test func moreRowsThanAWideTableHasAreReadTheUsualWay() {
    var text = "["
    for row in 0...WideTable.maxRows {
      text += (row == 0 ? "" : ",") + #"{"id":"r\#(row)","2001":1,"2002":2,"2003":3}"#
    }
    text += "]"
    let bytes = Array(text.utf8)
    let wide = bytes.withUnsafeBufferPointer { ChartDecoder.wideJSONTable($0, options: DecodeOptions()) }
    #expect(wide == nil)
  }
}
