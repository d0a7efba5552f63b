import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// Keys of JSON records first seen below the sample (``JSONTableDecoder/sampleLateKeys(names:samples:strings:from:options:)``):
/// a field left out of every record until it has a value, as APIs and document stores write
/// records, is read as a late column, as a field written `null` until then is
/// (``ColumnPlan/LateColumns``).
@Suite(.timeLimit(.minutes(5))) struct LateKeysTests {
  /// `count` days of prices: each day's date, IBM's price and, from day `listing`, AMZN's.
  private static func days(listedFrom listing: Int, days count: Int) -> [(date: String, ibm: Int, amzn: Double?)] {
    (0..<count).map { day in
      let (month, dayOfMonth) = (day / 28 % 12 + 1, day % 28 + 1)
      let date =
        "\(2000 + day / 336)-" + (month < 10 ? "0" : "") + "\(month)-" + (dayOfMonth < 10 ? "0" : "")
        + "\(dayOfMonth)"
      return (date, 100 + day % 7, day >= listing ? Double(day) / 10 + 1000.25 : nil)
    }
  }

  /// Records with no `AMZN` key before day `listing` (or, with `writesNull`, `"AMZN":null`).
  private static func records(
    listedFrom listing: Int, days count: Int = 300, writesNull: Bool = false,
    amzn: (Double) -> String = { "\($0)" }
  ) -> String {
    "["
      + days(listedFrom: listing, days: count).map { day in
        let late = day.amzn.map { #","AMZN":"# + amzn($0) } ?? (writesNull ? #","AMZN":null"# : "")
        return #"{"Date":"\#(day.date)","IBM":\#(day.ibm)\#(late)}"#
      }.joined(separator: ",") + "]"
  }

  /// `{"column": [values ...]}`: `null` before the listing.
  private static func columns(listedFrom listing: Int, days count: Int = 300) -> String {
    let rows = days(listedFrom: listing, days: count)
    return #"{"Date":["# + rows.map { "\"\($0.date)\"" }.joined(separator: ",") + #"],"IBM":["#
      + rows.map { "\($0.ibm)" }.joined(separator: ",") + #"],"AMZN":["#
      + rows.map { $0.amzn.map { "\($0)" } ?? "null" }.joined(separator: ",") + "]}"
  }

  private func table(_ text: String, options: DecodeOptions = DecodeOptions()) throws -> DecodedTable {
    try ChartDecoder.decodeTable(Data(text.utf8), options: options)
  }

  /// Checks that AMZN is drawn from day `listing` to the last of `count` days, over the dates.
  private func expectAMZN(_ table: DecodedTable, listedFrom listing: Int, days count: Int = 300) throws {
    #expect(table.dataset.xKind == .date)
    #expect(table.dataset.series.map(\.name) == ["IBM", "AMZN"])
    let amzn = try #require(table.dataset.series.last)
    #expect(amzn.ys.count == count)
    #expect(amzn.ys.prefix(listing).allSatisfy { $0.isNaN })
    #expect(amzn.ys[listing] == Double(listing) / 10 + 1000.25)
    #expect(amzn.ys.last == Double(count - 1) / 10 + 1000.25)
    #expect(table.dataset.series.first?.ys.count == count)
  }

  @Test func aKeyFirstSeenAtTheHundredthRecordIsASeries() throws {
    try expectAMZN(table(Self.records(listedFrom: 100)), listedFrom: 100)
  }

  @Test func aKeyFirstSeenAtRecordSeventyThousandIsASeries() throws {
    try expectAMZN(table(Self.records(listedFrom: 70_000, days: 70_020)), listedFrom: 70_000, days: 70_020)
  }

  /// Past ``ColumnPlan/LateColumns/recordLimit`` records below the sample nothing is looked
  /// for, as for a key written `null` until then; the rows are all read.
  @Test func aKeyFirstSeenPastTheLimitStaysOut() throws {
    let beyond = ColumnPlan.sampleRows + ColumnPlan.LateColumns.recordLimit + 10
    let read = try table(Self.records(listedFrom: beyond, days: beyond + 20))
    #expect(read.dataset.series.map(\.name) == ["IBM"])
    #expect(read.dataset.series.first?.ys.count == beyond + 20)
  }

  /// The same table, its late field left out, written `null`, or an object of columns, draws
  /// the same series with the same values.
  @Test func aKeyLeftOutReadsAsTheSameKeyWrittenNullAndAsAColumnsArray() throws {
    let absent = try table(Self.records(listedFrom: 100))
    for text in [Self.records(listedFrom: 100, writesNull: true), Self.columns(listedFrom: 100)] {
      let other = try table(text)
      #expect(other.dataset.series.map(\.name) == absent.dataset.series.map(\.name))
      for (a, b) in zip(absent.dataset.series, other.dataset.series) {
        #expect(a.ys.count == b.ys.count)
        #expect(zip(a.ys, b.ys).allSatisfy { $0 == $1 || ($0.isNaN && $1.isNaN) })
      }
    }
  }

  /// A key first seen with a word (a note on one day) stays out, as a column of words the
  /// sample left empty does; every row is still read once.
  @Test func aLateKeyOfWordsStaysOut() throws {
    let read = try table(Self.records(listedFrom: 100, amzn: { $0 == 10 + 1000.25 ? "\"split\"" : "\($0)" }))
    #expect(read.dataset.series.map(\.name) == ["IBM"])
    #expect(read.dataset.series.first?.ys.count == 300)
    #expect(read.plan?.names.contains("AMZN") == false)
  }

  /// A bad value further down a late key is counted and placed by its record and field.
  @Test func aBadValueOfALateKeySaysWhere() throws {
    let bad = { (value: Double) in value == 15 + 1000.25 ? "\"n/a2\"" : "\(value)" }
    let read = try table(Self.records(listedFrom: 100, amzn: bad))
    #expect(read.dataset.series.map(\.name) == ["IBM", "AMZN"])
    #expect(read.columns.unreadable?.count == 1)
    #expect(read.columns.unreadable?.path == "$[150].AMZN")
    #expect(read.columns.unreadable?.column == "AMZN")
    #expect(read.columns.unreadable?.text == "n/a2")
  }

  /// Strict mode fails at the first record without the late key, as at a `null` in it.
  @Test func strictModeNamesTheFirstRecordWithoutTheLateKey() throws {
    var options = DecodeOptions()
    options.missingValues = .fail
    options.y = ["AMZN"]
    let error = #expect(throws: DataError.self) { _ = try table(Self.records(listedFrom: 100), options: options) }
    guard case .decodingError(let failure) = error else {
      Issue.record("expected a decoding error, got \(String(describing: error))")
      return
    }
    #expect(failure.reason == .missingField(field: "AMZN"))
    #expect(failure.path == "$[0]")
  }

  /// A key with a number in a record of the sample is an ordinary column: nothing is read again.
  @Test func keysOfTheSampleAreReadAsBefore() throws {
    let read = try table(Self.records(listedFrom: 10))
    try expectAMZN(read, listedFrom: 10)
  }
}
