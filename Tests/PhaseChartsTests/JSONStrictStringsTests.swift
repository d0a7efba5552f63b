import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// JSON text is UTF-8 (RFC 8259 §8.1) and its escapes are those of §7: a string that breaks
/// either fails the document with the place of the bad bytes, whether the decoder uses the
/// string (a field name, a series name, a date, a value) or skips it (shared/DESIGN.md).
@Suite(.timeLimit(.minutes(6))) struct JSONStrictStringsTests {
  /// Row 3 of a small table whose `where` field holds `inner` (raw bytes, between quotes).
  static func document(field: String = "where", inner: [UInt8]) -> [UInt8] {
    var bytes = Array("[\n".utf8)
    for row in 0..<5 {
      bytes += Array(#"  {"date":"2024-01-0\#(row + 1)","temp":\#(row),"\#(field)":""#.utf8)
      bytes += row == 3 ? inner : Array("ok".utf8)
      bytes += Array("\"}".utf8) + Array((row < 4 ? ",\n" : "\n").utf8)
    }
    return bytes + Array("]".utf8)
  }

  static let invalidUTF8: [(String, [UInt8])] = [
    ("a lone continuation byte", [0x61, 0x80]),
    ("0xFF", [0xFF]),
    ("an overlong slash", [0xC0, 0xAF]),
    ("an overlong 3-byte form", [0xE0, 0x80, 0xAF]),
    ("a UTF-8 surrogate", [0xED, 0xA0, 0x80]),
    ("past U+10FFFF", [0xF4, 0x90, 0x80, 0x80]),
    ("a 3-byte sequence cut short", [0xE6, 0xB8]),
    ("a 4-byte lead with one continuation", [0xF0, 0x9F, 0x61]),
  ]

  @Test(arguments: invalidUTF8)
  func invalidUTF8InASkippedFieldFailsWithItsPlace(label: String, bytes: [UInt8]) throws {
    let failure = try #require(JSONPositionsTests.failure(Self.document(inner: bytes)), "\(label)")
    // Line 5 is row 3; the bad byte comes after `  {"date":"2024-01-04","temp":3,"where":"`
    // and, in the first case, an "a".
    let column = 42 + (bytes[0] == 0x61 ? 1 : 0)
    #expect(
      failure == .init(message: "invalid UTF-8 in a string", line: 5, column: column, path: "$[3].where"),
      "\(label)")
  }

  /// Used strings fail alike: a series name, a date, a value read as a number, a field name.
  @Test func invalidUTF8InAUsedStringFails() throws {
    let series = Array(#"[{"t":1,"city":"Os"#.utf8) + [0xFF] + Array(#"lo","v":3},{"t":1,"city":"Rome","v":4}]"#.utf8)
    let named = try #require(JSONPositionsTests.failure(series, options: DecodeOptions(format: .json, series: "city")))
    #expect(named == .init(message: "invalid UTF-8 in a string", line: 1, column: 19, path: "$[0].city"))
    let found = try #require(JSONPositionsTests.failure(series))
    #expect(found == named)

    let date = Array(#"[{"date":"2024-01-0"#.utf8) + [0xC0, 0x81] + Array(#"","v":1}]"#.utf8)
    #expect(
      JSONPositionsTests.failure(date)
        == .init(message: "invalid UTF-8 in a string", line: 1, column: 20, path: "$[0].date"))

    let key = Array(#"[{"x":1,"te"#.utf8) + [0xFE] + Array(#"mp":2}]"#.utf8)
    #expect(
      JSONPositionsTests.failure(key) == .init(message: "invalid UTF-8 in a string", line: 1, column: 12, path: "$[0]"))

    let columns = Array(#"{"x":[1,2],"y":[1,"2"#.utf8) + [0x80] + Array(#""]}"#.utf8)
    #expect(
      JSONPositionsTests.failure(columns)
        == .init(message: "invalid UTF-8 in a string", line: 1, column: 21, path: "$.y[1]"))
  }

  /// Valid UTF-8 of every length is read as it is.
  @Test func validUTF8OfEveryLengthIsRead() throws {
    let text = #"[{"t":1,"名前":"é温😀\u00e9\ud83d\ude00","v":2},{"t":2,"名前":"x","v":3}]"#
    let dataset = try ChartDecoder.decode(text, options: DecodeOptions(format: .json, x: "t", y: ["v"], series: "名前"))
    #expect(dataset.series.map(\.name).sorted() == ["x", "é温😀é😀"])
  }

  static let invalidEscapes: [(String, String, String)] = [
    (#"\x"#, "invalid escape \\x", "at the backslash"),
    (#"\u12"#, "invalid \\u escape", "four hex digits"),
    (#"\uZZZZ"#, "invalid \\u escape", "hex digits"),
    (#"\uD800"#, "a lone surrogate \\uD800 in a string", "a high surrogate alone"),
    (#"\uD800\u0041"#, "a lone surrogate \\uD800 in a string", "a high surrogate before a letter"),
    (#"\uDC00"#, "a lone surrogate \\uDC00 in a string", "a low surrogate alone"),
    (#"\ud83d\ud83d"#, "a lone surrogate \\uD83D in a string", "two high surrogates"),
  ]

  @Test(arguments: invalidEscapes)
  func invalidEscapesFailEvenInASkippedField(escape: String, message: String, label: String) throws {
    let failure = try #require(JSONPositionsTests.failure(Self.document(inner: Array(escape.utf8))), "\(label)")
    #expect(failure == .init(message: message, line: 5, column: 42, path: "$[3].where"), "\(label)")
  }

  /// The conformance cases of nst/JSONTestSuite about strings, wrapped as the value of a
  /// field the decoder skips: each `y_` accepted, each `n_` rejected.
  @Test func stringCasesOfJSONTestSuiteWrappedInASkippedField() throws {
    let accepted: [[UInt8]] = [
      Array(#"\u0060\u012a\u12AB"#.utf8), Array(#"\uD801\udc37"#.utf8), Array(#"\"\\\/\b\f\n\r\t"#.utf8),
      [0xE2, 0x82, 0xAC, 0xF0, 0x9D, 0x84, 0x9E], Array(#"\u0000"#.utf8), [0x7F], Array(#"\uFFFF"#.utf8),
      [0xF4, 0x8F, 0xBF, 0xBF], [0xEF, 0xBF, 0xBF], Array(#"\uDBFF\uDFFF"#.utf8),
    ]
    let rejected: [[UInt8]] = [
      Array(#"\a"#.utf8), Array(#"\u00A"#.utf8), [0x5C, 0xFF], Array(#"\UA66D"#.utf8), [0x09],
      [0x0A], [0xE9], [0xC0, 0x80], [0xF8, 0x88, 0x80, 0x80, 0x80], [0xED, 0xBF, 0xBF], Array(#"\"#.utf8),
    ]
    for inner in accepted {
      #expect(JSONPositionsTests.failure(Self.document(inner: inner)) == nil, "\(inner)")
    }
    for inner in rejected {
      #expect(JSONPositionsTests.failure(Self.document(inner: inner)) != nil, "\(inner)")
    }
  }

  /// Both readers of a named series column (the one-pass split and rows grouped as they are
  /// read) reject the same input with the same error.
  @Test func theSplitAndTheReferenceRejectAlike() throws {
    var options = DecodeOptions(format: .json)
    options.series = "where"
    let bytes = Self.document(inner: [0xED, 0xA0, 0x80])
    try bytes.withUnsafeBufferPointer { buffer in
      let expected = try #require(JSONPositionsTests.failure(bytes, options: options))
      #expect(throws: DataError.decodingError(expected)) {
        try ChartDecoder.decodeTableDecodingAgain(buffer, options: options)
      }
    }
  }
}
