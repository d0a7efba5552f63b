import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// Number forms and the date order for JSON string values (issue #31): read as the CSV
/// decoder reads fields, by the same detection, with the same report and errors. The documents
/// are written as pandas' `to_json` writes them (non-ASCII and `/` escaped).
@Suite(.timeLimit(.minutes(5))) struct JSONNumberFormTests {
  private func table(_ json: String, options: DecodeOptions = DecodeOptions()) throws -> DecodedTable {
    try ChartDecoder.decodeTable(Data(json.utf8), options: options)
  }

  private func ys(_ table: DecodedTable) -> [String: [Double]] {
    Dictionary(uniqueKeysWithValues: table.dataset.series.map { ($0.name, $0.ys) })
  }

  /// A German spreadsheet as `df.to_json(orient="records")` writes it.
  private let germanRecords = #"""
    [{"Datum":"01.01.2024","Umsatz":"1.000,50","Anteil":"12%"},
     {"Datum":"02.01.2024","Umsatz":"1.250,00","Anteil":"12,5 %"},
     {"Datum":"03.01.2024","Umsatz":"\u20ac 980,25","Anteil":"\u22123%"}]
    """#

  @Test func decimalCommaStringsInRecordsAreNumbersWithTheCSVReport() throws {
    let read = try table(germanRecords)
    #expect(read.dataset.xKind == .date)
    let series = ys(read)
    #expect(series["Umsatz (€)"] == [1000.5, 1250, 980.25])
    #expect(series["Anteil (%)"] == [12, 12.5, -3])
    let numbers = try #require(read.columns.numbers)
    #expect(numbers.decimal == .comma)
    #expect(numbers.grouping == ".")
    #expect(numbers.columns == 2)
  }

  @Test func theSameStringsInAnObjectOfColumnsReadTheSame() throws {
    let json = #"""
      {"Datum":["01.01.2024","02.01.2024","03.01.2024"],"Umsatz":["1.000,50","1.250,00","\u20ac 980,25"]}
      """#
    let read = try table(json)
    #expect(ys(read)["Umsatz (€)"] == [1000.5, 1250, 980.25])
    #expect(read.columns.numbers?.decimal == .comma)
  }

  @Test(arguments: [
    (#""1,234.50""#, 1234.5), (#""12%""#, 12), (#""$1,234.50""#, 1234.5), (#""(123)""#, -123),
    (#""\u22125""#, -5), (#""1\u00a0234,5""#, 1234.5), (#""1'234.50""#, 1234.5), (#""USD 12.5""#, 12.5),
  ])
  func aNumberStringInEveryCommonFormIsRead(_ written: String, _ value: Double) throws {
    let json = "[{\"x\":1,\"y\":\(written)},{\"x\":2,\"y\":\(written)},{\"x\":3,\"y\":\(written)}]"
    var options = DecodeOptions()
    options.x = "x"
    options.y = ["y"]
    #expect(try table(json, options: options).dataset.series.first?.ys == [value, value, value])
  }

  @Test func jsonNumbersAreNeverReadThroughAForm() throws {
    // `1.000` as a JSON number is one, even in a table whose strings write a decimal comma.
    let json = #"[{"x":1,"a":"1.000,5","b":1.000},{"x":2,"a":"2,5","b":2.5}]"#
    let series = ys(try table(json))
    #expect(series["a"] == [1000.5, 2.5])
    #expect(series["b"] == [1, 2.5])
  }

  @Test func aCommaAloneWithNothingToDecideIsATypedErrorNamingTheColumn() throws {
    // JSON has no delimiter to decide with; the option does.
    let json = #"[{"x":1,"y":"1,234"},{"x":2,"y":"2,500"}]"#
    let error = #expect(throws: DataError.self) { _ = try table(json) }
    guard case .decodingError(let failure)? = error else {
      Issue.record("expected a decoding error, got \(String(describing: error))")
      return
    }
    #expect(failure.reason == .undecidedDecimalSeparator(column: "y", sample: "1,234"))
    var comma = DecodeOptions()
    comma.decimalSeparator = .comma
    #expect(try table(json, options: comma).dataset.series.first?.ys == [1.234, 2.5])
    var point = DecodeOptions()
    point.decimalSeparator = .point
    #expect(try table(json, options: point).dataset.series.first?.ys == [1234, 2500])
  }

  @Test func jsonNumbersWithAFractionSayTheDecimalSeparatorOfUndecidedStrings() throws {
    // bokeh's unemployment09 as pandas writes it: labour force as "23,288  ", the rate a number.
    let json = #"[{"x":1,"force":"23,288  ","rate":9.7},{"x":2,"force":"81,706  ","rate":9.1}]"#
    let series = ys(try table(json))
    #expect(series["force"] == [23288, 81706])
    #expect(series["rate"] == [9.7, 9.1])
  }

  @Test func aGroupedStringPastTheSampleOfAPlainColumnIsRead() throws {
    let rows = (0..<150).map { "{\"x\":\($0),\"y\":\"\($0 < 120 ? "5.5" : "1,234.5")\"}" }
    let read = try table("[" + rows.joined(separator: ",") + "]")
    #expect(read.dataset.series.first?.ys.last == 1234.5)
    #expect(read.columns.unreadable == nil)
  }

  /// Hourly from the 3rd of October: every day is 12 or under until row 241 (the 13th).
  private func hourly(_ rows: Int) -> [String] {
    (0..<rows).map { hour in
      let day = 3 + hour / 24
      return "10\\/\(day)\\/2016 \(String(format: "%02d", hour % 24)):00"
    }
  }

  @Test func theDateOrderIsDecidedAtRow241InRecords() throws {
    let dates = hourly(300)
    let json = "[" + dates.enumerated().map { "{\"t\":\"\($1)\",\"v\":\($0)}" }.joined(separator: ",") + "]"
    let read = try table(json)
    #expect(read.dataset.xKind == .date)
    let xs = try #require(read.dataset.series.first?.xs)
    #expect(xs.count == 300)
    #expect(xs.allSatisfy { !$0.isNaN })
    // 2016-10-03 00:00 UTC, then an hour apart, row after row.
    #expect(xs.first == 1_475_452_800)
    #expect(zip(xs, xs.dropFirst()).allSatisfy { $1 - $0 == 3600 })
  }

  @Test func theDateOrderIsDecidedAtRow241InAnObjectOfColumns() throws {
    let dates = hourly(300)
    let json =
      "{\"t\":[" + dates.map { "\"\($0)\"" }.joined(separator: ",") + "],\"v\":["
      + (0..<300).map(String.init).joined(separator: ",") + "]}"
    let xs = try #require(try table(json).dataset.series.first?.xs)
    #expect(xs.first == 1_475_452_800)
    #expect(zip(xs, xs.dropFirst()).allSatisfy { $1 - $0 == 3600 })
  }

  @Test func datesNoValueDecidesAreStillRefusedAsUndecided() throws {
    // Days alone, in no order: neither the values nor the steps between rows decide (hourly
    // rows are ordered by their steps: SpreadsheetDateTests).
    let dates = (0..<200).map { "10\\/\(($0 * 7) % 12 + 1)\\/2016" }
    let json = "[" + dates.enumerated().map { "{\"t\":\"\($1)\",\"v\":\($0)}" }.joined(separator: ",") + "]"
    let error = #expect(throws: DataError.self) { _ = try table(json) }
    guard case .decodingError(let failure)? = error else { return }
    #expect(failure.kind == .ambiguousDateOrder(column: "t"))
  }
}
