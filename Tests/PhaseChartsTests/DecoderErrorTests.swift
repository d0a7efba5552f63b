import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts
@testable import PhaseDrawing

/// The corpus of bad inputs: each must fail with a typed error that says where and what.
@Suite(.timeLimit(.minutes(6))) struct DecoderErrorTests {
  struct BadInput: Sendable, CustomTestStringConvertible {
    var label: String
    var text: String
    var options = DecodeOptions()
    var line: Int?
    var column: Int?
    var path: String?
    var messageContains: String
    var testDescription: String { label }
  }

  static let strict = DecodeOptions(missingValues: .fail)

  static let corpus: [BadInput] = [
    BadInput(
      label: "binary data", text: "x,y\n1,2\n\u{7F}EL\u{0}\u{1}\u{2}", line: 3, column: 4,
      messageContains: "the data is binary, not CSV or JSON text (a NUL byte at byte 12)"),
    BadInput(
      label: "an HTML page instead of the data",
      text: "\n  <!DOCTYPE html>\n<html><body>\n1,2\n</body></html>\n",
      line: 2, column: 3, messageContains: "the data is HTML or XML (it starts with \"<\"), not CSV or JSON"),
    BadInput(
      label: "CSV control characters in a found value are shown, not sent",
      text: "x,y\n\u{1B}[31mred,2\n", options: DecodeOptions(x: "x"), path: "x",
      messageContains: "found \"\\u{1B}[31mred\""),
    BadInput(
      label: "CSV unbalanced quote", text: "x,y\n1,2\n3,\"4\n5,6\n", line: 3, column: 2,
      messageContains: "unbalanced quote"),
    BadInput(
      label: "CSV text after closing quote", text: "x,y\n1,\"2\"x\n", line: 2, column: 2,
      messageContains: "after a closing quote"),
    BadInput(
      label: "CSV too few fields", text: "x,y\n1,2\n3\n", line: 3, column: 2,
      messageContains: "expected 2 fields, found 1"),
    BadInput(
      label: "CSV too many fields", text: "x,y\n1,2,3\n", line: 2, column: 3,
      messageContains: "expected 2 fields, found 3"),
    BadInput(
      label: "CSV mixed types, strict", text: "x,temp\n1,2\n2,abc\n", options: strict, line: 3,
      column: 2, path: "temp", messageContains: "expected a number in \"temp\", found \"abc\""),
    BadInput(
      label: "CSV blank cell, strict", text: "x,temp\n1,2\n2,\n", options: strict, line: 3, column: 2,
      messageContains: "found an empty field"),
    BadInput(
      label: "CSV huge number, strict", text: "x,y\n1,2\n2,1e400\n", options: strict, line: 3, column: 2,
      messageContains: "found \"1e400\""),
    BadInput(
      label: "CSV nan is not a number, strict", text: "x,y\n1,2\n2,nan\n", options: strict, line: 3,
      column: 2, messageContains: "expected a number"),
    BadInput(
      label: "CSV hex is not a number, strict", text: "x,y\n1,2\n2,0x1p3\n", options: strict,
      line: 3, column: 2, messageContains: "expected a number"),
    BadInput(
      label: "CSV x of neither numbers nor dates", text: "weather,y\nrain,1\n",
      options: DecodeOptions(x: "weather"), path: "weather", messageContains: "expected numbers or dates"),
    BadInput(
      // Nothing to draw or count, whatever x is chosen: said so, with no x to choose (issue 32).
      label: "CSV with only words names its columns and asks for no x", text: "city,country\nParis,France\n",
      messageContains:
        "nothing to chart: the columns \"city\", \"country\" name the rows (row numbers, ids, one word per row)"),
    BadInput(
      label: "CSV unknown y column", text: "x,y\n1,2\n", options: DecodeOptions(y: ["temp"]),
      path: "\"temp\"", messageContains: "no y column \"temp\""),
    BadInput(
      label: "CSV too many fields for the limit", text: "a,b,c,d\n1,2,3,4\n",
      options: DecodeOptions(limits: .init(maxColumns: 3)), line: 1, column: 4,
      messageContains: "more than 3 fields"),
    BadInput(
      label: "CSV field too long", text: "x,y\n1,22222\n",
      options: DecodeOptions(limits: .init(maxFieldBytes: 4)), line: 2, column: 2,
      messageContains: "longer than 4 bytes"),
    BadInput(
      label: "JSON truncated", text: "[{\"x\":1,\"y\":2},{\"x\":2,", line: 1, column: 23,
      path: "$[1]", messageContains: "expected a field name, found the end of the input"),
    BadInput(
      label: "JSON missing comma", text: "[{\"x\":1 \"y\":2}]", line: 1, column: 9, path: "$[0]",
      messageContains: "expected \",\" or \"}\""),
    BadInput(
      label: "JSON mixed types, strict", text: "[{\"x\":1,\"temp\":2},{\"x\":2,\"temp\":\"hot\"}]",
      options: strict, path: "$[1].temp", messageContains: "expected a number, found \"hot\""),
    BadInput(
      label: "JSON missing field, strict", text: "[{\"x\":1,\"temp\":2},{\"x\":2}]",
      options: strict, path: "$[1]", messageContains: "missing field \"temp\""),
    BadInput(
      label: "JSON wrapped rows, strict",
      text: #"{"data":[{"x":1,"temp":2},{"x":2,"temp":"hot"}]}"#, options: strict,
      path: "$.data[1].temp", messageContains: "expected a number, found \"hot\""),
    BadInput(
      label: "JSON object without columns", text: #"{"status":"ok"}"#, path: "$",
      messageContains: #"no field holds an array; expected columns such as {"x": [1, 2], "y": [3, 4]}, "#
        + #"an array of rows, or a field holding one; the fields are "status""#),
    BadInput(
      label: "JSON scalar root", text: "42", options: DecodeOptions(format: .json), path: "$",
      messageContains: "expected an array or an object"),
    // Beside dates, words are nothing to plot. (Beside numbers they are the labels of bars:
    // tablesRefusedBeforeAreChartedSayingTheChoice.)
    BadInput(
      label: "CSV with no numeric column besides x", text: "date;y\n2024-01-01;abc\n2024-01-02;def\n", path: "y",
      messageContains: "no column of numbers to plot: \"y\" holds \"abc\"; choose y columns that hold numbers"
    ),
    BadInput(
      label: "JSON rows with only text besides x", text: #"[{"date": "2024-01-01", "city": "Rome"}]"#,
      path: "city", messageContains: "no column of numbers to plot: \"city\" holds \"Rome\""),
    // A decimal comma is read (issue #31); `1,234` alone in a tab-separated file reads both
    // ways, and nothing decides: the column and a value are named.
    BadInput(
      label: "CSV whose numbers read with a point and with a comma",
      text: "x\ty\n1\t1,234\n2\t2,500\n", line: 2, column: 2, path: "y",
      messageContains: "the numbers in column \"y\" such as \"1,234\" read both with a decimal point and with a decimal comma"
    ),
    BadInput(
      label: "JSON object without arrays", text: "{\"data\": {\"t\": \"soon\"}, \"status\": \"ok\"}",
      path: "$", messageContains: "no field holds an array; expected columns such as"),
    BadInput(
      label: "JSON trailing garbage", text: "[[1,2]] x", path: "$", messageContains: "after the end"),
    BadInput(
      label: "JSON row of the wrong kind", text: "[{\"x\":1,\"y\":2}, 3]", path: "$[1]",
      messageContains: "expected an object, found \"3\""),
    BadInput(
      label: "JSON unterminated string", text: "[{\"x\":\"abc", line: 1, column: 7, path: "$[0].x",
      messageContains: "unterminated string"),
    BadInput(
      label: "JSON leading zero", text: "[[1,2],[01,2]]", path: "$[1][0]",
      messageContains: "malformed number"),
    BadInput(
      label: "JSON columns of different lengths", text: "{\"x\":[1,2],\"y\":[1]}", path: "$.y",
      messageContains: "\"y\" has 1 values but \"x\" has 2"),
    BadInput(
      label: "JSON too deep", text: "[{\"x\":1,\"y\":2,\"z\":[[[[1]]]]}]",
      options: DecodeOptions(limits: .init(maxDepth: 3)), line: 1, column: 20, path: "$[0].z[0]",
      messageContains: "nesting deeper than 3"),
  ]

  /// Tables once refused that are charted now, each with the choice it says first:
  /// several columns of words that split a long table (the one with the fewest series, the
  /// first of equals), a number per word (bars), one column of numbers and nothing to order it
  /// (under 12 rows: points over the row number).
  @Test(arguments: [
    (
      "year,source,state,twh\n2001,coal,TX,1\n2001,gas,CA,2\n2002,coal,TX,3\n2002,gas,CA,4\n",
      "x: year · y: twh · series: source · skipped: state (categories)", Dataset.Mark.line
    ),
    ("x;y\n1;abc\n2;def\n", "x: y · y: x · bars", .bars),
    ("v\n1\n2\n", "x: row · y: v · points", .points),
    (#"[{"t": 1, "city": "Rome"}]"#, "x: city · y: t · bars", .bars),
  ])
  func tablesRefusedBeforeAreChartedSayingTheChoice(text: String, summary: String, mark: Dataset.Mark) throws {
    let prepared = try ChartPipeline().prepare(Data(text.utf8))
    #expect(prepared.columns.choice.summary(in: .english) == summary)
    #expect(prepared.dataset.mark == mark)
    #expect(prepared.report.keptCount == prepared.report.inputCount)
  }

  /// A decimal comma in a table of two rows: the words that are numbers in a form that is not
  /// read became the labels of bars of the other column (words are not
  /// numbers, and numbers are not words either).
  @Test func aDecimalCommaInATinyTableIsReadNotDrawnAsBars() throws {
    // Refused as a form not read before issue #31; read now.
    let dataset = try ChartDecoder.decode("x;y\n1;2,5\n2;3,5\n")
    #expect(dataset.series.first { $0.name == "y" }?.ys == [2.5, 3.5])
  }

  @Test(arguments: corpus)
  func rejectsBadInputSayingWhereAndWhat(_ bad: BadInput) {
    let error = #expect(throws: DataError.self) {
      _ = try ChartDecoder.decode(bad.text, options: bad.options)
    }
    guard case .decodingError(let failure) = error else {
      Issue.record("expected a decoding error, got \(String(describing: error))")
      return
    }
    #expect(failure.message.contains(bad.messageContains), "\(failure)")
    if let line = bad.line { #expect(failure.line == line, "\(failure)") }
    if let column = bad.column { #expect(failure.column == column, "\(failure)") }
    if let path = bad.path { #expect(failure.path == path, "\(failure)") }
  }

  @Test(arguments: [[0xFF, 0xFE] as [UInt8], [0xFE, 0xFF]])
  func rejectsUTF16SayingSo(_ byteOrderMark: [UInt8]) {
    let utf16 = Data(byteOrderMark + Array("x,y\n1,2\n".utf16).flatMap { [UInt8($0 & 0xFF), 0] })
    #expect(
      throws: DataError.decodingError(
        .init(
          message: "the text is UTF-16 (it starts with a UTF-16 byte order mark); expected UTF-8",
          line: 1, column: 1))
    ) {
      _ = try ChartDecoder.decode(utf16)
    }
  }

  @Test func rejectsInputLargerThanTheLimit() {
    let options = DecodeOptions(limits: .init(maxBytes: 8))
    #expect(throws: DataError.tooLarge(limit: 8)) {
      _ = try ChartDecoder.decode("x,y\n1,2\n3,4\n", options: options)
    }
  }

  @Test func rejectsTooManySeriesInLongFormat() {
    let options = DecodeOptions(series: "k", limits: .init(maxSeries: 2))
    let error = #expect(throws: DataError.self) {
      _ = try ChartDecoder.decode("x,k,y\n1,a,1\n1,b,1\n1,c,1\n", options: options)
    }
    #expect(error.map { "\($0)" }?.contains("more than 2 distinct values") == true)
  }
}
