import Foundation
import Testing

@testable import PhaseKit

/// A decoding failure carries its reason as data; English and Chinese are renderings of it,
/// from the code and from the catalog, and no sentence is read back.
@Suite(.timeLimit(.minutes(6))) struct DecodingReasonTests {
  /// Whether `text` still holds a placeholder, `%@` or `%1$@`.
  static func hasPlaceholder(_ text: String) -> Bool {
    text.range(of: #"%(\d+\$)?@"#, options: .regularExpression) != nil
  }

  @Test(arguments: DataError.DecodingFailure.Reason.samples)
  func everyReasonIsSaidInEnglishAndChineseWithEveryPartFilledIn(reason: DataError.DecodingFailure.Reason) {
    let english = reason.description
    let chinese = reason.message(in: .simplifiedChinese)
    #expect(!english.isEmpty && !Self.hasPlaceholder(english), "\(english)")
    #expect(!chinese.isEmpty && !Self.hasPlaceholder(chinese), "\(chinese)")
    #expect(reason.message(in: .english) == english)
    if case .unclassified = reason {
      #expect(chinese == english, "a caller's own words are said as they are")
    } else {
      #expect(chinese != english, "\(reason) has no Chinese")
    }
    // Every value of the payload reaches both texts (a number, a quoted name).
    for value in Self.values(of: reason) {
      #expect(english.contains(value), "\(value) missing from \(english)")
      #expect(chinese.contains(value), "\(value) missing from \(chinese)")
    }
  }

  /// The case's name: a switch without `default`, so that a new reason does not compile here
  /// until it is named, and then fails ``theSamplesHoldEveryReason()`` until it has a sample.
  static func caseName(_ reason: DataError.DecodingFailure.Reason) -> String {
    switch reason {
    case .columnNotFound: "columnNotFound"
    case .columnNotFoundSuggesting: "columnNotFoundSuggesting"
    case .columnNameAmbiguous: "columnNameAmbiguous"
    case .noColumns: "noColumns"
    case .noNumericColumn: "noNumericColumn"
    case .onlyOneColumn: "onlyOneColumn"
    case .noXColumn: "noXColumn"
    case .noXBesideY: "noXBesideY"
    case .nothingToChart: "nothingToChart"
    case .xColumnUnreadable: "xColumnUnreadable"
    case .yearsAsColumns: "yearsAsColumns"
    case .unsupportedDateFormat: "unsupportedDateFormat"
    case .unsupportedNumberFormat: "unsupportedNumberFormat"
    case .undecidedDecimalSeparator: "undecidedDecimalSeparator"
    case .ambiguousDateOrder: "ambiguousDateOrder"
    case .fieldCount: "fieldCount"
    case .fieldCountBelowHeader: "fieldCountBelowHeader"
    case .tableBelowLines: "tableBelowLines"
    case .unbalancedQuote: "unbalancedQuote"
    case .fieldTooLong: "fieldTooLong"
    case .recordTooWide: "recordTooWide"
    case .spaceSeparated: "spaceSeparated"
    case .invalidCell: "invalidCell"
    case .unexpected: "unexpected"
    case .trailingContent: "trailingContent"
    case .invalidUTF8: "invalidUTF8"
    case .loneSurrogate: "loneSurrogate"
    case .invalidUnicodeEscape: "invalidUnicodeEscape"
    case .invalidEscape: "invalidEscape"
    case .unterminatedEscape: "unterminatedEscape"
    case .unterminatedString: "unterminatedString"
    case .controlCharacterInString: "controlCharacterInString"
    case .stringTooLong: "stringTooLong"
    case .malformedNumber: "malformedNumber"
    case .nestingTooDeep: "nestingTooDeep"
    case .missingField: "missingField"
    case .tooManyFields: "tooManyFields"
    case .tooManyColumns: "tooManyColumns"
    case .columnLengthMismatch: "columnLengthMismatch"
    case .noArrayField: "noArrayField"
    case .jsonPathInvalid: "jsonPathInvalid"
    case .jsonPathNotFound: "jsonPathNotFound"
    case .jsonPathNotArray: "jsonPathNotArray"
    case .utf16: "utf16"
    case .binary: "binary"
    case .markup: "markup"
    case .packed: "packed"
    case .gzipCannotStart: "gzipCannotStart"
    case .gzipTruncated: "gzipTruncated"
    case .gzipDamaged: "gzipDamaged"
    case .formatMismatch: "formatMismatch"
    case .noRows: "noRows"
    case .tooManySeries: "tooManySeries"
    case .unclassified: "unclassified"
    }
  }

  @Test func theSamplesHoldEveryReason() {
    // 50 cases in `caseName(_:)`.
    #expect(Set(DataError.DecodingFailure.Reason.samples.map(Self.caseName)).count == 54)
  }

  /// The values a sample reason's texts must show, as they show them.
  static func values(of reason: DataError.DecodingFailure.Reason) -> [String] {
    switch reason {
    case .fieldCount(let expected, let found): return [String(expected), String(found)]
    case .fieldCountBelowHeader(let expected, let found, let line, let header):
      return [String(expected), String(found), String(line), "\"" + header.joined(separator: ",") + "\""]
    case .noXColumn(let column, let sample, _): return ["\"\(column)\"", "\"\(sample)\""]
    case .yearsAsColumns(let first, let last, let label, let sample):
      return [first, last, label, sample].map { "\"\($0)\"" }
    case .columnLengthMismatch(let column, let count, let other, let otherCount):
      return ["\"\(column)\"", String(count), "\"\(other)\"", String(otherCount)]
    case .gzipTruncated(let compressed, let text): return [String(compressed), String(text)]
    case .binary(let byte): return [String(byte)]
    case .formatMismatch(let expected, let found, _): return [expected.uppercased(), found.uppercased()]
    case .invalidCell(_, let column, _): return ["\"\(column)\""]
    case .jsonPathInvalid(let path): return ["\"\(path)\""]
    case .jsonPathNotFound(let path, let step): return ["\"\(path)\"", step]
    case .jsonPathNotArray(let path, let found): return ["\"\(path)\"", "\"\(found)\""]
    default: return []
    }
  }

  @Test func theEnglishIsTheSentenceTheDecodersAlwaysWrote() {
    typealias R = DataError.DecodingFailure.Reason
    let cases: [(R, String)] = [
      (.fieldCount(expected: 3, found: 2), "expected 3 fields, found 2"),
      (
        .fieldCountBelowHeader(expected: 3, found: 1, headerLine: 1, header: ["Report", "2024"]),
        "expected 3 fields, found 1; line 1 was read as the header (\"Report,2024\"); if lines above the table come first, skip them"
      ),
      (.unexpected(expected: .number, found: .text("hot")), "expected a number, found \"hot\""),
      (.unexpected(expected: .commaOr(close: "]"), found: .byte(7)), "expected \",\" or \"]\", found byte 7"),
      (.invalidCell(expected: .date(format: "iso8601"), column: "d", found: .emptyField), "expected a date (iso8601) in \"d\", found an empty field"),
      (.trailingContent(found: .text("x")), "unexpected \"x\" after the end of the document"),
      (
        .columnNotFoundSuggesting(role: .y, selector: "\"Temperatur\"", suggestion: "temperature", columns: ["date", "temperature"]),
        "no y column \"Temperatur\"; did you mean \"temperature\"? The columns are \"date\", \"temperature\""
      ),
      (.columnNotFound(role: .series, selector: "#9", columns: ["a"]), "no series column #9; the columns are \"a\""),
      (
        .formatMismatch(expected: "csv", found: "json", start: "[{"),
        "the data is JSON (it starts with \"[{\"), not CSV as the format was set; let the format be detected, or read it as JSON"
      ),
      (
        .noRows(format: "json", columns: 89),
        "read as JSON, the data has 89 columns and no rows; let the format be detected, or read it as CSV"
      ),
      (.unclassified("100% of %@ rows"), "100% of %@ rows"),
    ]
    for (reason, english) in cases {
      #expect(reason.description == english)
      #expect(DataError.DecodingFailure(reason).message == english)
    }
  }

  @Test func chineseFillsThePartsByPosition() {
    #expect(
      DataError.DecodingFailure.Reason.invalidCell(expected: .number, column: "temp", found: .text("abc"))
        .message(in: .simplifiedChinese) == "\"temp\" 中应为数字，实际为 \"abc\"")
    #expect(
      DataError.DecodingFailure.Reason.formatMismatch(expected: "csv", found: "json", start: "[")
        .message(in: .simplifiedChinese) == "数据是 JSON（开头为 \"[\"），而不是所设定的 CSV；请让格式自动识别，或按 JSON 读取")
  }

  @Test func theKindIsDerivedFromTheReason() {
    typealias F = DataError.DecodingFailure
    #expect(F(.recordTooWide(limit: 9)).kind == .tooManyColumns(limit: 9))
    #expect(F(.noXBesideY(columns: ["a"])).kind == .noXColumn)
    #expect(F(.fieldCountBelowHeader(expected: 2, found: 1, headerLine: 3, header: ["t"])).kind == .headerNotFound(line: 3))
    #expect(F(.ambiguousDateOrder(column: "d", sample: "1/2/2024")).kind == .ambiguousDateOrder(column: "d"))
    #expect(F(.fieldCount(expected: 2, found: 1)).kind == nil)
    // A failure made from words keeps the kind it was given.
    #expect(F(message: "too wide", kind: .tooManyColumns(limit: 3)).kind == .tooManyColumns(limit: 3))
  }

  @Test func aFailureWrittenInWordsEqualsTheTypedOneThatSaysTheSame() {
    let typed = DataError.DecodingFailure(.invalidUTF8, line: 5, column: 3, path: "$[3].where")
    let words = DataError.DecodingFailure(message: "invalid UTF-8 in a string", line: 5, column: 3, path: "$[3].where")
    #expect(typed == words)
    #expect(typed.hashValue == words.hashValue)
    #expect(typed != DataError.DecodingFailure(.invalidUTF8, line: 6, column: 3, path: "$[3].where"))
  }

  @Test func aBoundedReasonSaysTheSame() {
    let long = String(repeating: "é", count: 300)
    let reasons =
      DataError.DecodingFailure.Reason.samples + [
        .columnNotFound(role: .x, selector: "\"" + long + "\"", columns: Array(repeating: long, count: 20)),
        .yearsAsColumns(firstYear: "1960", lastYear: "2023", label: long, sample: long),
        .invalidCell(expected: .number, column: long, found: .text(long)),
        .fieldCountBelowHeader(expected: 3, found: 1, headerLine: 1, header: [long, long]),
        .noArrayField(fields: (1...20).map { "field \($0)" }),
      ]
    for reason in reasons {
      #expect(reason.bounded.description == reason.description)
      #expect(reason.bounded.message(in: .simplifiedChinese) == reason.message(in: .simplifiedChinese))
    }
  }

  /// The field names of a JSON object come from the data: they are listed as column names are,
  /// quoted with control characters shown, at most twelve and then "…".
  @Test func theFieldsOfAnObjectWithoutAnArrayAreListedAsColumnsAre() {
    let fields = ["a\u{1B}[31m"] + (2...14).map { "f\($0)" }
    let text = DataError.DecodingFailure.Reason.noArrayField(fields: fields).description
    #expect(text.hasSuffix(#"the fields are "a\u{1B}[31m", "f2", "f3", "f4", "f5", "f6", "f7", "f8", "f9", "f10", "f11", "f12", …"#))
    #expect(!text.contains("\u{1B}[31m\""))
    #expect(!text.contains("f13"))
  }

  /// The headline follows the reason: data that was read and whose columns do not fit is
  /// "Cannot chart these columns", wherever the failure was found; data that could not be read
  /// is "Could not read the data". A reason in words only falls back to where it was found.
  @Test func theTitleFollowsTheReason() {
    let columns = DataError.decodingError(
      .init(.noNumericColumn(column: "name", sample: "Ann", columns: ["name"]), line: 3, column: 1))
    #expect(columns.title(in: .english) == PhaseKitText.cannotChartColumns.text(in: .english))
    // A value in a form that is not read: the data could not be read, whichever column.
    let dateForm = DataError.decodingError(
      .init(.unsupportedDateFormat(value: "5 Jan", column: "day"), path: "\"day\""))
    #expect(dateForm.title(in: .english) == PhaseKitText.cannotReadData.text(in: .english))
    let notFound = DataError.decodingError(
      .init(.columnNotFound(role: .x, selector: "\"t\"", columns: ["a"]), path: "\"t\""))
    #expect(notFound.title(in: .simplifiedChinese) == PhaseKitText.cannotChartColumns.text(in: .simplifiedChinese))
    let unreadable = DataError.decodingError(.init(.fieldCount(expected: 3, found: 2), line: 4, column: 9))
    #expect(unreadable.title(in: .english) == PhaseKitText.cannotReadData.text(in: .english))
    let json = DataError.decodingError(.init(.noArrayField(fields: ["a"]), path: "$"))
    #expect(json.title(in: .english) == PhaseKitText.cannotReadData.text(in: .english))
    let inWords = DataError.decodingError(.init(.unclassified("column \"q\" is odd"), path: "\"q\""))
    #expect(inWords.title(in: .english) == PhaseKitText.cannotChartColumns.text(in: .english))
    let inWordsAtALine = DataError.decodingError(.init(.unclassified("odd"), line: 2, column: 1))
    #expect(inWordsAtALine.title(in: .english) == PhaseKitText.cannotReadData.text(in: .english))
    #expect(DataError.httpStatus(500).title(in: .english) == PhaseKitText.failedToLoad.text(in: .english))
  }

  @Test func theReasonCodeIsStable() {
    #expect(DataError.DecodingFailure.Reason.fieldCount(expected: 1, found: 2).code == "fieldCount")
    #expect(DataError.DecodingFailure.Reason.packed(.zip).code == "packedZip")
    #expect(DataError.DecodingFailure.Reason.unclassified("x").code == "unclassified")
    let codes = DataError.DecodingFailure.Reason.samples.map(\.code)
    #expect(codes.allSatisfy { !$0.isEmpty && $0.first!.isLowercase })
  }

  @Test func aDecodingErrorSurvivesJSON() throws {
    let error = DataError.decodingError(
      .init(.columnNotFound(role: .x, selector: "\"t\"", columns: ["a", "b"]), path: "\"t\""))
    let data = try JSONEncoder().encode(error)
    #expect(try JSONDecoder().decode(DataError.self, from: data) == error)
  }
}
