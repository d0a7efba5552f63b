import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// A header of names a program made up (`level_0`, `Unnamed: 1`, a `# comment`) over the real
/// names, in JSON records and columns: the step the CSV decoder takes
/// (``CSVTableDecoder/namesUnderPlaceholders(names:samples:)``), the same decision.
@Suite(.timeLimit(.minutes(5))) struct JSONPlaceholderHeaderTests {
  private static let keys = ["level_0", "level_1", "level_2", "# Data source: https://finance.yahoo.com"]
  private static let names = ["Date", "IBM", "AMZN", "^GSPC"]

  /// matplotlib's Stocks as pandas read it (the comment line as the header) and wrote it again:
  /// the names in the first row, every value a string, AMZN `null` until day `listing` of 200.
  /// (^GSPC is no IBM plus a constant, which would be a copy of it.)
  private static func rows(listedFrom listing: Int) -> [[String?]] {
    [names]
      + (0..<200).map { day in
        let date = "\(1990 + day / 12)-" + (day % 12 < 9 ? "0" : "") + "\(day % 12 + 1)-01"
        return [date, "\(10.5 + Double(day))", day >= listing ? "\(Double(day) / 4)" : nil, "\(329 + day + day % 7 * 3)"]
      }
  }

  private static func quoted(_ value: String?) -> String {
    value.map { "\"\($0)\"" } ?? "null"
  }

  /// `df.to_json(orient="records")`.
  private static func records(listedFrom listing: Int) -> String {
    "["
      + rows(listedFrom: listing).map { row in
        "{" + zip(keys, row).map { "\"\($0)\":\(quoted($1))" }.joined(separator: ",") + "}"
      }.joined(separator: ",") + "]"
  }

  /// `{"column": [values ...]}`.
  private static func columns(listedFrom listing: Int) -> String {
    let rows = rows(listedFrom: listing)
    return "{"
      + keys.indices.map { k in "\"\(keys[k])\":[" + rows.map { quoted($0[k]) }.joined(separator: ",") + "]" }
      .joined(separator: ",") + "}"
  }

  private func table(_ text: String) throws -> DecodedTable {
    try ChartDecoder.decodeTable(Data(text.utf8))
  }

  private func expectStocks(_ table: DecodedTable, listedFrom listing: Int) throws {
    #expect(table.dataset.xKind == .date)
    #expect(table.dataset.xLabel == "Date")
    #expect(table.dataset.series.map(\.name) == ["IBM", "AMZN", "^GSPC"])
    let ibm = try #require(table.dataset.series.first)
    #expect(ibm.ys.count == 200)
    #expect(ibm.ys.first == 10.5)
    let amzn = table.dataset.series[1]
    #expect(amzn.ys.prefix(listing).allSatisfy { $0.isNaN })
    #expect(amzn.ys[listing] == Double(listing) / 4)
  }

  @Test func namesUnderPlaceholderKeysOfRecordsAreTheNames() throws {
    try expectStocks(table(Self.records(listedFrom: 0)), listedFrom: 0)
  }

  @Test func namesAtTheHeadOfPlaceholderColumnsAreTheNames() throws {
    try expectStocks(table(Self.columns(listedFrom: 0)), listedFrom: 0)
  }

  /// AMZN listed after the sample: `null` under its name in every sampled row is still a late
  /// column once the name is read as one.
  @Test func aLateColumnUnderANameReadFromTheFirstRowIsASeries() throws {
    try expectStocks(table(Self.records(listedFrom: 100)), listedFrom: 100)
    try expectStocks(table(Self.columns(listedFrom: 100)), listedFrom: 100)
  }

  /// The record of names is reported as skipped, with its path and line, as a CSV header of
  /// placeholders is; under a wrapper, the path names the wrapper.
  @Test func theRecordOfNamesIsReportedWithItsPath() throws {
    let placeholders = Array(Self.keys)
    let records = try table(Self.records(listedFrom: 0))
    #expect(records.columns.skippedRows == [SkippedRow(line: 1, reason: .placeholderNames(placeholders), path: "$[0]")])
    let columns = try table(Self.columns(listedFrom: 0))
    #expect(columns.columns.skippedRows == [SkippedRow(line: 1, reason: .placeholderNames(placeholders), path: "$.*[0]")])
    let wrapped = try table("{\"status\": \"ok\",\n \"data\":\n" + Self.records(listedFrom: 0) + "}")
    #expect(wrapped.columns.skippedRows.first?.path == "$.data[0]")
    #expect(wrapped.columns.skippedRows.first?.line == 3)
    let nested = try table("{\"result\": " + Self.columns(listedFrom: 0) + "}")
    #expect(nested.columns.skippedRows.first?.path == "$.result.*[0]")
    // Real names: nothing skipped.
    let real = try table(#"[{"year":"2020","sales":"10"},{"year":"2021","sales":"12"}]"#)
    #expect(real.columns.skippedRows.isEmpty)
  }

  /// A bad value is placed by its record as written, the skipped first record counted.
  @Test func aBadValueBelowIsPlacedInTheRecordsAsWritten() throws {
    let text = Self.records(listedFrom: 0).replacingOccurrences(of: #""12.5""#, with: #""n/a2""#)
    let read = try table(text)
    #expect(read.columns.unreadable?.path == "$[3].level_1")
  }

  /// Words under placeholder keys: nothing says the first record is not data, so it stays one;
  /// and real keys over a first record of words keep their names.
  @Test func aFirstRecordOfDataUnderPlaceholdersStaysARecord() throws {
    let words = try table(#"[{"V1":"apple","V2":"red","V3":1},{"V1":"pear","V2":"green","V3":2}]"#)
    #expect(words.plan?.names.contains("V1") == true)
    let real = try table(#"[{"year":"a","sales":"b"},{"year":"2020","sales":"10"},{"year":"2021","sales":"12"}]"#)
    #expect(real.plan?.names == ["year", "sales"])
    let numbers = try table(#"{"X1":[1,3,5],"X2":[2,4,6]}"#)
    #expect(numbers.dataset.xLabel == "X1")
    #expect(numbers.dataset.series.first?.ys == [2, 4, 6])
  }
}
