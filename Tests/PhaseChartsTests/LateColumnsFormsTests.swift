import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// Late columns (``ColumnPlan/LateColumns``) in every form a table is written in: JSON records
/// and columns as pandas' `to_json` writes them (`null` until a ticker is listed), and the `;`
/// file of decimal commas that `to_csv(sep=";", decimal=",")` writes, whose late values are read
/// in the table's form (`1234,5`). The same table must draw the same chart in each.
@Suite(.timeLimit(.minutes(5))) struct LateColumnsFormsTests {
  /// The prices of a ticker listed on day `listing`, of 300 days (or `days`): each day's date,
  /// IBM's price, AMZN's (nil before its listing), and a note on day 250.
  private static func days(listedFrom listing: Int, days: Int = 300) -> [(date: String, ibm: Int, amzn: Double?)] {
    (0..<days).map { day in
      let (month, dayOfMonth) = (day / 28 % 12 + 1, day % 28 + 1)
      let date =
        "\(2000 + day / 336)-" + (month < 10 ? "0" : "") + "\(month)-" + (dayOfMonth < 10 ? "0" : "")
        + "\(dayOfMonth)"
      return (date, 100 + day % 7, day >= listing ? Double(day) / 10 + 1000.25 : nil)
    }
  }

  /// `df.to_json(orient="records")`: a `null` for each day before the listing.
  private static func records(listedFrom listing: Int, days count: Int = 300, amzn: (Double) -> String = { "\($0)" })
    -> String
  {
    "["
      + days(listedFrom: listing, days: count).map { day in
        #"{"Date":"\#(day.date)","IBM":\#(day.ibm),"AMZN":\#(day.amzn.map(amzn) ?? "null")}"#
      }.joined(separator: ",") + "]"
  }

  /// `{"column": [values ...]}`, as `to_dict(orient="list")` and `json.dump` write it.
  private static func columns(listedFrom listing: Int, days count: Int = 300, amzn: (Double) -> String = { "\($0)" })
    -> String
  {
    let rows = days(listedFrom: listing, days: count)
    return #"{"Date":["# + rows.map { "\"\($0.date)\"" }.joined(separator: ",") + #"],"IBM":["#
      + rows.map { "\($0.ibm)" }.joined(separator: ",") + #"],"AMZN":["#
      + rows.map { $0.amzn.map(amzn) ?? "null" }.joined(separator: ",") + "]}"
  }

  /// `df.to_csv(sep=";", decimal=",", index=False)`: blank before the listing, `1012,25` after.
  private static func commaCSV(listedFrom listing: Int, amzn: (Double) -> String = Self.decimalComma) -> String {
    "Date;IBM;AMZN\n"
      + days(listedFrom: listing).map { "\($0.date);\($0.ibm);\($0.amzn.map(amzn) ?? "")\n" }.joined()
  }

  private static func decimalComma(_ value: Double) -> String {
    String(value).replacingOccurrences(of: ".", with: ",")
  }

  private func table(_ text: String) throws -> DecodedTable {
    try ChartDecoder.decodeTable(Data(text.utf8))
  }

  /// Checks that AMZN is drawn from day `listing`, over the dates.
  private func expectAMZN(_ table: DecodedTable, listedFrom listing: Int) throws {
    #expect(table.dataset.xKind == .date)
    #expect(table.dataset.series.map(\.name) == ["IBM", "AMZN"])
    let amzn = try #require(table.dataset.series.last)
    #expect(amzn.ys.prefix(listing).allSatisfy { $0.isNaN })
    #expect(amzn.ys[listing] == Double(listing) / 10 + 1000.25)
    #expect(amzn.ys.last == 29.9 + 1000.25)
  }

  @Test func aRecordsFieldNullForTheFirstHundredRowsIsASeries() throws {
    try expectAMZN(table(Self.records(listedFrom: 100)), listedFrom: 100)
  }

  @Test func aColumnsArrayNullForItsFirstHundredValuesIsASeries() throws {
    try expectAMZN(table(Self.columns(listedFrom: 100)), listedFrom: 100)
  }

  /// An array of arrays under a header row reads its late column by position.
  @Test func anArrayOfArraysWithNullsForTheFirstHundredRowsReadsTheLateColumn() throws {
    let rows = Self.days(listedFrom: 100).map { day in
      #"["\#(day.date)",\#(day.ibm),\#(day.amzn.map { "\($0)" } ?? "null")]"#
    }
    try expectAMZN(table(#"[["Date","IBM","AMZN"],"# + rows.joined(separator: ",") + "]"), listedFrom: 100)
  }

  @Test func aLateColumnOfDecimalCommasInASemicolonFileIsASeries() throws {
    let read = try table(Self.commaCSV(listedFrom: 100))
    try expectAMZN(read, listedFrom: 100)
    #expect(read.columns.numbers?.decimal == .comma)
  }

  /// `1.012,25` with a grouping point, in a file whose sample holds only whole numbers: the
  /// `;` says the table's decimal separator.
  @Test func aLateColumnOfGroupedDecimalCommasIsReadInTheTablesForm() throws {
    let grouped = { (value: Double) in
      let cents = Int((value * 100).rounded())
      return "\(cents / 100_000).\(String(format: "%03d", cents / 100 % 1000)),\(String(format: "%02d", cents % 100))"
    }
    let read = try table(Self.commaCSV(listedFrom: 100, amzn: grouped))
    try expectAMZN(read, listedFrom: 100)
    #expect(read.columns.numbers?.grouping == ".")
  }

  /// JSON strings in the form the sample's strings write (`"1.012,25"` beside `"101,5"`).
  @Test func lateDecimalCommaStringsInRecordsAreReadInTheSamplesForm() throws {
    let json = Self.records(listedFrom: 100, amzn: { "\"\(Self.decimalComma($0))\"" })
      .replacingOccurrences(of: #""IBM":100,"#, with: #""IBM":"100,5","#)
    let read = try table(json)
    let amzn = try #require(read.dataset.series.first { $0.name == "AMZN" })
    #expect(amzn.ys[100] == 1010.25)
    #expect(read.columns.numbers?.decimal == .comma)
  }

  /// A column of words further down (a note on one day, the rest `null`) stays out, in every
  /// form, as the sample saw it.
  @Test func aLateColumnOfWordsStaysWords() throws {
    let note = { (value: Double) in value == 25 + 1000.25 ? "\"split\"" : "null" }
    for json in [Self.records(listedFrom: 0, amzn: note), Self.columns(listedFrom: 0, amzn: note)] {
      let read = try table(json)
      #expect(read.dataset.series.map(\.name) == ["IBM"])
      #expect(read.dataset.xLabel == "Date")
    }
    let csv = try table(Self.commaCSV(listedFrom: 0, amzn: { $0 == 25 + 1000.25 ? "split" : "" }))
    #expect(csv.dataset.series.map(\.name) == ["IBM"])
  }

  /// A garbled `12..5` in a column of `NA`, in a `;` file of decimal commas: not a number in that
  /// form either, so the column stays as the sample saw it, and the cell is named where it is.
  @Test func aGarbledLateValueInTheCommaFormKeepsTheColumnWordsAndSaysWhere() throws {
    var text = "minute;temp;rate\n"
    for minute in 1...80 { text += "\(minute);\(minute == 75 ? "12..5" : "NA");\(minute),5\n" }
    let read = try table(text)
    #expect(read.dataset.series.map(\.name) == ["rate"])
    var options = DecodeOptions()
    options.y = ["temp"]
    let forced = try ChartDecoder.decodeTable(Data(text.utf8), options: options)
    #expect(forced.columns.unreadable == UnreadableCells(count: 1, line: 76, column: "temp", text: "12..5"))
  }

  /// Past ``ColumnPlan/LateColumns/recordLimit`` records below the sample nothing is looked
  /// for: a column listed later is skipped as empty, in every form.
  @Test func aColumnWhoseFirstValueIsPastTheLimitStaysEmpty() throws {
    let beyond = ColumnPlan.sampleRows + ColumnPlan.LateColumns.recordLimit + 10
    let count = beyond + 20
    for json in [Self.records(listedFrom: beyond, days: count), Self.columns(listedFrom: beyond, days: count)] {
      #expect(try table(json).dataset.series.map(\.name) == ["IBM"])
    }
    let within = ColumnPlan.LateColumns.recordLimit - 10
    let read = try table(Self.records(listedFrom: within, days: within + 20))
    #expect(read.dataset.series.map(\.name) == ["IBM", "AMZN"])
  }

  /// A bad value further down a late column is counted and placed as any other: its record's
  /// path in JSON, its line in CSV.
  @Test func aBadValueInALateColumnSaysWhere() throws {
    let bad = { (value: Double) in value == 15 + 1000.25 ? "\"n/a2\"" : "\(value)" }
    let records = try table(Self.records(listedFrom: 100, amzn: bad))
    #expect(records.dataset.series.map(\.name) == ["IBM", "AMZN"])
    #expect(records.columns.unreadable?.path == "$[150].AMZN")
    #expect(records.columns.unreadable?.column == "AMZN")
    let columns = try table(Self.columns(listedFrom: 100, amzn: bad))
    #expect(columns.columns.unreadable?.path == "$.AMZN[150]")
    let csv = try table(
      Self.commaCSV(listedFrom: 100, amzn: { $0 == 15 + 1000.25 ? "n/a2" : Self.decimalComma($0) }))
    #expect(csv.columns.unreadable == UnreadableCells(count: 1, line: 152, column: "AMZN", text: "n/a2"))
  }
}
