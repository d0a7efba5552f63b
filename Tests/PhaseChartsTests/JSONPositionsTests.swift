import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// JSON failures and unreadable values say where they are as a person finds it: line, column
/// (in characters) and JSON path, also in a one-line document from an API.
@Suite(.timeLimit(.minutes(6))) struct JSONPositionsTests {
  /// The failure `text` gives, as a `DecodingFailure`.
  static func failure(_ bytes: [UInt8], options: DecodeOptions = DecodeOptions(format: .json))
    -> DataError.DecodingFailure?
  {
    do {
      _ = try bytes.withUnsafeBufferPointer { buffer throws(DataError) in
        try ChartDecoder.decodeTable(buffer, options: options)
      }
      return nil
    } catch {
      guard case .decodingError(let failure) = error else { return nil }
      return failure
    }
  }

  static func failure(_ text: String, options: DecodeOptions = DecodeOptions(format: .json))
    -> DataError.DecodingFailure?
  {
    failure(Array(text.utf8), options: options)
  }

  /// 60 rows on one line, as `json.dumps(rows, separators=(",", ":"))` writes them, with row
  /// 41's temperature replaced by `bad`; the column where `bad` starts, in characters.
  static func oneLine(_ bad: String, prefix: String = "") -> (text: String, column: Int) {
    var text = prefix + "["
    var column = 0
    for row in 0..<60 {
      if row > 0 { text += "," }
      // One day after another: a series over time (repeated dates would be observations).
      text += #"{"date":"\#(String(format: "2024-%02d-%02d", row / 28 + 1, row % 28 + 1))","temp":"#
      if row == 41 {
        column = text.unicodeScalars.count + 1
        text += bad
      } else {
        text += "\(Double(row) / 2)"
      }
      text += "}"
    }
    return (text + "]", column)
  }

  @Test func aStrictFailureInOneLineJSONNamesTheCharacterColumnAndThePath() throws {
    let (text, column) = Self.oneLine(#""hot""#)
    let failure = try #require(Self.failure(text, options: DecodeOptions(format: .json, missingValues: .fail)))
    #expect(failure == .init(message: #"expected a number, found "hot""#, line: 1, column: column, path: "$[41].temp"))
    #expect(failure.description == #"line 1, column \#(column), at $[41].temp: expected a number, found "hot""#)
  }

  /// Columns count characters, not bytes: `温度` before the failure is two columns, not six.
  @Test func columnsCountCharactersNotBytes() throws {
    let (text, column) = Self.oneLine("tru", prefix: #"{"说明":"温度 °C","rows":"#)
    let failure = try #require(Self.failure(text))
    #expect(failure.line == 1)
    #expect(failure.column == column)
    #expect(failure.path == "$.rows[41].temp")
    #expect(failure.message == #"expected a value, found "t""#)
  }

  /// Lines are counted by line feeds (CRLF files too) and the column restarts on each; a
  /// byte-order mark is not a column.
  @Test func linesAndColumnsInAnIndentedFileWithCRLFAndAByteOrderMark() throws {
    let text = "\u{FEFF}{\r\n  \"data\": [\r\n    {\"x\": 1, \"y\": 2},\r\n    {\"x\": 2, \"y\": 01}\r\n  ]\r\n}\r\n"
    let failure = try #require(Self.failure(text))
    #expect(failure == .init(message: "malformed number", line: 4, column: 19, path: "$.data[1].y"))
    let first = try #require(Self.failure("\u{FEFF}[[1,2],]"))
    #expect(first == .init(message: #"expected an array, found "]""#, line: 1, column: 8, path: "$[1]"))
  }

  @Test(arguments: [
    // A field name that is not an identifier is quoted, with JSON's escapes.
    (#"{"x":[1,2],"a b":[1,"hot"]}"#, "$[\"a b\"][1]", 21),
    (#"{"x":[1,2],"a\"b":[1,"hot"]}"#, #"$["a\"b"][1]"#, 22),
    (#"{"x":[1,2],"2nd":[1,"hot"]}"#, #"$["2nd"][1]"#, 21),
    (#"{"x":[1,2],"温度":[1,"hot"]}"#, #"$["温度"][1]"#, 20),
    (#"[{"x":1,"y_2":2},{"x":2,"y_2":"hot"}]"#, "$[1].y_2", 31),
    (#"[[1,2],[3,"hot"]]"#, "$[1][1]", 11),
  ])
  func strictFailuresNameTheirPath(text: String, path: String, column: Int) throws {
    let failure = try #require(Self.failure(text, options: DecodeOptions(format: .json, missingValues: .fail)))
    #expect(failure.path == path, "\(failure)")
    #expect(failure.line == 1 && failure.column == column, "\(failure)")
  }

  /// A failure inside a field the decoder skips still names the value it is in, however deep.
  @Test func aFailureInsideASkippedFieldNamesItsPath() throws {
    let failure = try #require(Self.failure(#"[{"x":1,"y":2,"series":{"a b":[true,nul]}}]"#))
    #expect(failure.path == #"$[0].series["a b"][1]"#, "\(failure)")
    #expect(failure.column == 37, "\(failure)")
  }

  /// Failures of the structure: each at the byte where it is, named by the value it is in.
  @Test(arguments: [
    (#"[{"x":1,"y":2},{"x":2,"y":3}"#, "$", 29, "expected \",\" or \"]\", found the end of the input"),
    (#"[{"x":1,"y":2} {"x":2,"y":3}]"#, "$", 16, "expected \",\" or \"]\", found \"{\""),
    (#"[{"x":1,"y":2},{"x":2 "y":3}]"#, "$[1]", 23, "expected \",\" or \"}\", found"),
    (#"[{"x":1,"y":2},{"x":2,"y"3}]"#, "$[1].y", 26, "expected \":\", found \"3\""),
    (#"{"x":[1,2],"y":[1,2]} ]"#, "$", 23, "unexpected \"]\" after the end of the document"),
    (#"{"x":[1,2],"y":[1]}"#, "$.y", 16, "\"y\" has 1 values but \"x\" has 2"),
    (#"[{"x":1,"y":2}, 3]"#, "$[1]", 17, "expected an object, found \"3\""),
  ])
  func structureFailuresArePlaced(text: String, path: String, column: Int, message: String) throws {
    let failure = try #require(Self.failure(text))
    #expect(failure.message.hasPrefix(message), "\(failure)")
    #expect(failure.path == path, "\(failure)")
    #expect(failure.line == 1 && failure.column == column, "\(failure)")
  }

  /// An unreadable value in one-line JSON: its line alone (always 1) would not find it.
  @Test func anUnreadableValueInOneLineJSONHasItsColumnAndPath() throws {
    let (text, column) = Self.oneLine(#""n/a2""#)
    let table = try ChartDecoder.decodeTable(Data(text.utf8))
    let cells = try #require(table.columns.unreadable)
    #expect(
      cells
        == UnreadableCells(
          count: 1, line: 1, column: "temp", text: "n/a2", characterColumn: column, path: "$[41].temp"))
    #expect(cells.description == #"1 cell not read as numbers, first "n/a2" at line 1, column \#(column), at $[41].temp"#)
  }

  /// The first unreadable value is the first in the document, also when the columns are read
  /// in another order (x, on line 2, before y, on line 1).
  @Test func theFirstUnreadableValueOfAnObjectOfColumnsIsTheFirstInTheDocument() throws {
    let text = "{\"y\": [1, 2, \"a\", 4],\n \"x\": [1, \"c\", 3, 4]}"
    let table = try ChartDecoder.decodeTable(Data(text.utf8), options: DecodeOptions(format: .json, x: "x"))
    let cells = try #require(table.columns.unreadable)
    #expect(cells == UnreadableCells(count: 2, line: 1, column: "y", text: "a", characterColumn: 14, path: "$.y[2]"))
  }

  /// A CSV cell keeps its place by line and column name.
  @Test func csvCellsHaveNoCharacterColumnOrPath() throws {
    let cells = try #require(try ChartDecoder.decodeTable(Data("x,y\n1,2\n2,n/a2\n".utf8)).columns.unreadable)
    #expect(cells.characterColumn == nil && cells.path == nil)
    #expect(cells.description == #"1 cell not read as numbers, first "n/a2" at line 3, column "y""#)
  }

  @Test(arguments: [
    ("temp", ".temp"), ("_t2", "._t2"), ("a b", #"["a b"]"#), ("", #"[""]"#), ("1a", #"["1a"]"#),
    ("a\"b\\c", #"["a\"b\\c"]"#), ("tab\there", #"["tab\there"]"#), ("\u{1}", #"["\u0001"]"#),
    ("é", #"["é"]"#),
  ])
  func pathComponentsQuoteWhatIsNotAnIdentifier(key: String, component: String) {
    #expect(JSONScanner.pathComponent(key) == component)
  }
}
