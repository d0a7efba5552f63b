import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// A library user (not only the command-line tool) reads a decoding failure in their language:
/// `DataError`'s message and presentation, and the card a chart shows for it, say the place
/// and the message in Chinese in zh-Hans.
@Suite(.timeLimit(.minutes(6))) struct DecodingFailureLanguageTests {
  /// The error decoding `bytes` throws.
  static func error(_ bytes: [UInt8], options: DecodeOptions = DecodeOptions()) throws -> DataError {
    let failure = try #require(JSONPositionsTests.failure(bytes, options: options))
    return .decodingError(failure)
  }

  @Test func invalidUTF8InOneLineJSONReadsInBothLanguages() throws {
    // Row 41's temperature is `"h?ot"` with a byte that is not UTF-8 for the `?`.
    let (text, column) = JSONPositionsTests.oneLine(#""h?ot""#)
    let bad = Array(text.utf8).map { $0 == UInt8(ascii: "?") ? 0xFF : $0 }
    let error = try Self.error(bad)
    let place = (column: column + 2, path: "$[41].temp")
    let presentation = (
      en: error.presentation(in: .english), zh: error.presentation(in: .simplifiedChinese)
    )
    #expect(
      presentation.en.message == "line 1, column \(place.column), at \(place.path): invalid UTF-8 in a string")
    #expect(presentation.zh.message == "第 1 行第 \(place.column) 列，\(place.path)：字符串中有无效的 UTF-8 字节")
    #expect(error.message(in: .simplifiedChinese) == "数据解析错误: " + presentation.zh.message)
    #expect(error.message(in: .english) == "Data could not be read: " + presentation.en.message)
    #expect(presentation.zh.title == "无法读取数据")
    #expect(presentation.zh.details == "第 1 行第 \(place.column) 列")

    // The card a chart area shows for the failure, made by the library.
    for language in [Language.english, .simplifiedChinese] {
      let card = StateCard.error(error.presentation(in: language), language: language)
      #expect(card.message == error.presentation(in: language).message)
      let state = LoadDisplay<Dataset>(error: error).chartState(in: language)
      guard case .card(let shown, _) = state else {
        Issue.record("expected a card, got \(state)")
        continue
      }
      #expect(shown.message == card.message)
    }
  }

  /// Each input fails with a message the JSON decoder really writes; in Chinese, nothing
  /// English is left but the values it quotes, the path and "UTF-8".
  @Test(arguments: [
    Array(#"[{"x":1,"y":2},{"x":2,"#.utf8),
    Array(#"[{"x":1 "y":2}]"#.utf8),
    Array(#"[{"x":1,"y":2},{"x":2,"y"3}]"#.utf8),
    Array(#"[{"x":"abc"#.utf8),
    Array(#"[[1,2],[01,2]]"#.utf8),
    Array(#"{"x":[1,2],"y":[1]}"#.utf8),
    Array(#"{"status":"ok"}"#.utf8),
    Array("[[1,2]] x".utf8),
    Array(#"[{"x":1,"y":2}, 3]"#.utf8),
    Array(#"[[1,2],3]"#.utf8),
    Array(#"[1,2]"#.utf8),
    Array(#"[{"x":1,"y":tru}]"#.utf8),
    Array(#"[{"x":1,"y":"a\qb"}]"#.utf8),
    Array(#"[{"x":1,"y":"\u12"}]"#.utf8),
    Array(#"[{"x":1,"y":"\uD800"}]"#.utf8),
    Array(#"[{"x":1,"y":"#.utf8) + [0x22, 0x01, 0x22] + Array("}]".utf8),
    Array(#"[{"x":1,"y":"#.utf8) + [0x22, 0xC0, 0xAF, 0x22] + Array("}]".utf8),
    Array(#"[{"x":1,"y":2,"z":"#.utf8) + Array(repeating: UInt8(ascii: "["), count: 70),
    Array(#"[{"x":1,"y":2},{"x":2,"y":"hot"}]"#.utf8),
    Array(#"[{"x":1,"y":2},{"x":2}]"#.utf8),
    Array(#"[{"date":"2024-01-01","y":2},{"date":"soon","y":3}]"#.utf8),
  ])
  func everyJSONMessageIsTranslated(bytes: [UInt8]) throws {
    let error = try Self.error(bytes, options: DecodeOptions(format: .json, missingValues: .fail))
    guard case .decodingError(let failure) = error else { return }
    #expect(failure.line != nil && failure.column != nil && failure.path != nil, "\(failure)")
    let chinese = error.presentation(in: .simplifiedChinese).message
    #expect(chinese != failure.description)
    let unquoted = chinese.replacingOccurrences(of: failure.path ?? "\u{0}", with: "")
      .replacingOccurrences(of: #""[^"]*""#, with: "", options: .regularExpression)
      .replacingOccurrences(of: "UTF-8", with: "")
      // Values the message quotes unquoted: an escape (`\uD800`) and a date format's name.
      .replacingOccurrences(of: #"\\u[0-9A-Fa-f]{4}"#, with: "", options: .regularExpression)
      .replacingOccurrences(of: #"（[a-z0-9-]+）"#, with: "", options: .regularExpression)
    let words = unquoted.split { !$0.isLetter || !$0.isASCII }.filter { $0.count > 1 }
    #expect(words.isEmpty, "English left in: \(chinese)")
  }

  /// The sentence about unreadable values names a JSON value's column and path, in both
  /// languages.
  @Test func unreadableJSONValuesReadInBothLanguages() throws {
    let (text, column) = JSONPositionsTests.oneLine(#""n/a2""#)
    let cells = try #require(try ChartDecoder.decodeTable(Data(text.utf8)).columns.unreadable)
    #expect(
      StateCard.unreadableText(cells, language: .english)
        == "1 cell was not a value and was counted as missing: \"n/a2\", at line 1, column \(column) ($[41].temp).")
    #expect(
      StateCard.unreadableText(cells, language: .simplifiedChinese)
        == "1 个单元格不是有效值，已计为缺失：\"n/a2\"，位于第 1 行第 \(column) 列（$[41].temp）。")
    var two = cells
    two.count = 2
    #expect(
      StateCard.unreadableText(two, language: .simplifiedChinese)
        == "2 个单元格不是有效值，已计为缺失；第一个是 \"n/a2\"，位于第 1 行第 \(column) 列（$[41].temp）。")
  }

  /// The parts that are words rather than values are translated too.
  @Test func whatWasFoundIsTranslated() {
    let end = DataError.DecodingFailure(.unexpected(expected: .value, found: .endOfInput), line: 1, column: 9, path: "$[1]")
    #expect(end.description == "line 1, column 9, at $[1]: expected a value, found the end of the input")
    #expect(end.description(in: .simplifiedChinese) == "第 1 行第 9 列，$[1]：应为一个值，实际为输入结尾")
    let byte = DataError.DecodingFailure(.unexpected(expected: .value, found: .byte(200)), line: 2, column: 1, path: "$")
    #expect(byte.description == "line 2, column 1, at $: expected a value, found byte 200")
    #expect(byte.description(in: .simplifiedChinese) == "第 2 行第 1 列，$：应为一个值，实际为字节 200")
    // A column's name as the path stays as it is, in English as in Chinese.
    let column = DataError.DecodingFailure(.fieldCount(expected: 3, found: 2), line: 4, column: 2, path: "temp")
    #expect(column.description == "line 4, column 2, temp: expected 3 fields, found 2")
    #expect(column.description(in: .simplifiedChinese) == "第 4 行第 2 列，temp：应有 3 个字段，实际为 2 个")
    #expect(column.description(in: .english) == column.description)
  }

  /// Each input fails with a message the CSV decoder and the column choice really write; its
  /// Chinese has no English left but the column names and values it quotes.
  @Test(arguments: [
    "city,country\nParis,France\n",
    // `1,234` alone in a tab-separated file: the decimal separator is not decided.
    "x\ty\n1\t1,234\n2\t2,500\n",
    "a,b\n1,2\n3\n",
    "date;y\n2024-01-01;abc\n2024-01-02;def\n",
    "date,value\n2024-01-01,\"1\n",
  ])
  func realDecoderMessagesAreTranslated(csv: String) throws {
    let error = #expect(throws: DataError.self) { try ChartDecoder.decode(csv) }
    guard case .decodingError(let failure) = error else {
      Issue.record("expected a decoding error, got \(String(describing: error))")
      return
    }
    let chinese = failure.description(in: .simplifiedChinese)
    #expect(chinese != failure.description)
    // Drop what is quoted and the column named as the place (names and values from the file):
    // no Latin words may remain.
    let unquoted = chinese.replacingOccurrences(of: failure.path ?? "\u{0}", with: "")
      .replacingOccurrences(of: #""[^"]*""#, with: "", options: .regularExpression)
    let words = unquoted.split { !$0.isLetter || !$0.isASCII }.filter { $0.count > 1 }
    #expect(words.isEmpty, "English left in: \(chinese)")
  }
}
