import Foundation

/// A sentence of a catalog: its key, its English (the default value, as
/// `String(localized:defaultValue:)` has it) and the parts that fill its positional placeholders,
/// values from the data or phrases of their own.
package struct CatalogPhrase: Sendable {
  /// One part of a phrase.
  package enum Part: Sendable {
    /// A value from the data, said as it is in every language (a long word shortened).
    case value(String)
    /// Words, said in the language asked for.
    case phrase(CatalogPhrase)
  }

  /// The catalog key; empty for text that is said as it is.
  package var key: String
  /// The English text, with `%1$@`, `%2$@` placeholders.
  package var english: String
  /// The parts, in the order of their placeholders' numbers.
  package var parts: [Part]

  package init(_ key: String, _ english: String, _ parts: [Part] = []) {
    self.key = key
    self.english = english
    self.parts = parts
  }

  /// The text in `language` from PhaseKit's catalog, or in English from the code when
  /// `language` is nil (logs, `description`).
  package func rendered(in language: Language?) -> String {
    let template =
      key.isEmpty || language == nil ? english : PhaseKitText.text(forKey: key, default: english, in: language!)
    let arguments = parts.map { part in
      switch part {
      case .value(let text): return DataError.DecodingFailure.shortenedWords(text)
      case .phrase(let phrase): return phrase.rendered(in: language)
      }
    }
    return template.fillingPlaceholders(with: arguments)
  }

  /// This phrase's key and English, then those of its parts' phrases.
  package var allPhrases: [CatalogPhrase] {
    [self]
      + parts.flatMap { part -> [CatalogPhrase] in
        if case .phrase(let phrase) = part { return phrase.allPhrases }
        return []
      }
  }
}

extension DataError.DecodingFailure.Reason: CustomStringConvertible {
  /// The reason in English, as logs, tests and bug reports read it: `expected 3 fields, found 2`.
  /// Rendered from the code, whatever the catalog says.
  public var description: String { phrase.rendered(in: nil) }

  /// The reason in `language`, from PhaseKit's String Catalog by the reason's key; English
  /// for a language the catalog has no column for.
  ///
  /// - Parameter language: The language; ``Language/current`` by default.
  /// - Returns: The text.
  public func message(in language: Language = .current) -> String {
    phrase.rendered(in: language)
  }

  /// The sentence: key, English, parts.
  package var phrase: CatalogPhrase {
    typealias P = CatalogPhrase
    let q = { (text: String) in CatalogPhrase.Part.value(DataError.DecodingFailure.quoted(text)) }
    let named = { (text: String) in CatalogPhrase.Part.value("\"" + text + "\"") }
    let list = { (names: [String]) in CatalogPhrase.Part.value(DataError.DecodingFailure.listed(names)) }
    let number = { (value: Int) in CatalogPhrase.Part.value(String(value)) }
    switch self {
    case .columnNotFound(let role, let selector, let columns):
      return P("decodingColumnNotFound", "no %1$@ %2$@; the columns are %3$@", [.phrase(role.phrase), .value(selector), list(columns)])
    case .columnNotFoundSuggesting(let role, let selector, let suggestion, let columns):
      return P(
        "decodingColumnNotFoundSuggesting", "no %1$@ %2$@; did you mean %3$@? The columns are %4$@",
        [.phrase(role.phrase), .value(selector), named(suggestion), list(columns)])
    case .columnNameAmbiguous(let role, let selector, let matches):
      return P(
        "decodingColumnNameAmbiguous", "no %1$@ %2$@; %3$@ differ from it only in case; name one exactly",
        [.phrase(role.phrase), .value(selector), list(matches)])
    case .noColumns: return P("decodingNoColumns", "expected at least one column")
    case .noNumericColumn(let column, let sample, let columns):
      return P(
        "decodingNoNumericColumn",
        "no column of numbers to plot: %1$@ holds %2$@; choose y columns that hold numbers; the columns are %3$@",
        [named(column), q(sample), list(columns)])
    case .onlyOneColumn(let column):
      return P(
        "decodingOnlyOneColumn", "only one column, %1$@: a chart needs an x column and at least one y column",
        [named(column)])
    case .noXColumn(let column, let sample, let columns):
      return P(
        "decodingNoXColumn",
        "no column holds numbers or dates to use as x (%1$@ holds %2$@); the columns are %3$@; choose the x column",
        [named(column), q(sample), list(columns)])
    case .noXBesideY(let columns):
      return P(
        "decodingNoXBesideY",
        "no column besides the y columns holds numbers or dates to use as x; the columns are %1$@; choose the x column",
        [list(columns)])
    case .nothingToChart(let columns):
      return P(
        "decodingNothingToChart",
        "nothing to chart: the columns %1$@ name the rows (row numbers, ids, one word per row) and hold no measure, date or category to count",
        [list(columns)])
    case .xColumnUnreadable(let column, let sample):
      return P(
        "decodingXColumnUnreadable", "expected numbers or dates in the x column %1$@, found %2$@",
        [named(column), q(sample)])
    case .yearsAsColumns(let first, let last, let label, let sample):
      return P(
        "decodingYearsAsColumns",
        "the years are columns (%1$@ to %2$@) and each row is a series (%3$@ such as %4$@); transpose the table so that each year is a row and each series a column",
        [q(first), q(last), q(label), q(sample)])
    case .unsupportedDateFormat(let value, let column):
      return P(
        "decodingUnsupportedDateFormat",
        "the date format of %1$@ in column %2$@ is not supported; write dates like 2024-01-31, 2024/01/31, 1/31/2024, 31/01/2024, 31.01.2024, Jan 31 2024, 2024-01, Jan 2024 or 2024-Q1",
        [q(value), q(column)])
    case .unsupportedNumberFormat(let value, let column):
      return P(
        "decodingUnsupportedNumberFormat",
        "the numbers in column %2$@, such as %1$@, are not all written one way, or are in a form that is not read; say which character separates their decimals",
        [q(value), q(column)])
    case .undecidedDecimalSeparator(let column, let sample):
      return P(
        "decodingUndecidedDecimalSeparator",
        "the numbers in column %1$@ such as %2$@ read both with a decimal point and with a decimal comma, and no other value, column or the delimiter decides; say which character separates the decimals",
        [q(column), q(sample)])
    case .ambiguousDateOrder(let column, let sample):
      return P(
        "decodingAmbiguousDateOrder",
        "the dates in column %1$@ such as %2$@ read both as month/day/year and as day/month/year, and no value decides; say which order they are in",
        [q(column), q(sample)])
    case .fieldCount(let expected, let found):
      return P("decodingFieldCount", "expected %1$@ fields, found %2$@", [number(expected), number(found)])
    case .fieldCountBelowHeader(let expected, let found, let headerLine, let header):
      return P(
        "decodingFieldCountBelowHeader",
        "expected %1$@ fields, found %2$@; line %3$@ was read as the header (%4$@); if lines above the table come first, skip them",
        [number(expected), number(found), number(headerLine), q(header.joined(separator: ","))])
    case .tableBelowLines(let expected, let found, let headerLine, let header, _, let tableLine):
      return P(
        "decodingTableBelowLines",
        "expected %1$@ fields, found %2$@; line %3$@ was read as the header (%4$@), and the table reads with its header on line %5$@: skip the lines above it",
        [
          number(expected), number(found), number(headerLine), q(header.joined(separator: ",")),
          number(tableLine),
        ])
    case .unbalancedQuote:
      return P("decodingUnbalancedQuote", "unbalanced quote: the quoted field opened here never closes")
    case .fieldTooLong(let limit):
      return P("decodingFieldTooLong", "a field is longer than %1$@ bytes", [number(limit)])
    case .recordTooWide(let limit):
      return P("decodingRecordTooWide", "more than %1$@ fields in one record", [number(limit)])
    case .spaceSeparated(let sample):
      return P(
        "decodingSpaceSeparated",
        "the values are separated by spaces (%1$@), which is not read as columns; separate them with commas, semicolons, tabs or | (for example tr -s ' ' ',' < data.txt > data.csv)",
        [q(sample)])
    case .invalidCell(let expected, let column, let found):
      return P(
        "decodingInvalidCell", "%1$@ in %2$@, %3$@",
        [.phrase(expected.phrase), named(column), .phrase(found.phrase)])
    case .unexpected(let expected, let found):
      return P("decodingUnexpected", "%1$@, %2$@", [.phrase(expected.phrase), .phrase(found.phrase)])
    case .trailingContent(let found):
      return P("decodingTrailingContent", "unexpected %1$@ after the end of the document", [found.noun])
    case .invalidUTF8: return P("decodingInvalidUTF8", "invalid UTF-8 in a string")
    case .loneSurrogate(let escape):
      return P("decodingLoneSurrogate", "a lone surrogate %1$@ in a string", [.value(escape)])
    case .invalidUnicodeEscape: return P("decodingInvalidUnicodeEscape", "invalid \\u escape")
    case .invalidEscape(let escape): return P("decodingInvalidEscape", "invalid escape %1$@", [.value(escape)])
    case .unterminatedEscape: return P("decodingUnterminatedEscape", "unterminated escape in a string")
    case .unterminatedString: return P("decodingUnterminatedString", "unterminated string")
    case .controlCharacterInString:
      return P("decodingControlCharacterInString", "unescaped control character in a string")
    case .stringTooLong(let limit):
      return P("decodingStringTooLong", "a string is longer than %1$@ bytes", [number(limit)])
    case .malformedNumber: return P("decodingMalformedNumber", "malformed number")
    case .nestingTooDeep(let limit):
      return P("decodingNestingTooDeep", "nesting deeper than %1$@ levels", [number(limit)])
    case .missingField(let field): return P("decodingMissingField", "missing field %1$@", [named(field)])
    case .tooManyFields(let limit): return P("decodingTooManyFields", "more than %1$@ fields", [number(limit)])
    case .tooManyColumns(let limit): return P("decodingTooManyColumns", "more than %1$@ columns", [number(limit)])
    case .columnLengthMismatch(let column, let count, let otherColumn, let otherCount):
      return P(
        "decodingColumnLengthMismatch", "%1$@ has %2$@ values but %3$@ has %4$@",
        [named(column), number(count), named(otherColumn), number(otherCount)])
    case .noArrayField(let fields):
      return P(
        "decodingNoArrayField",
        "no field holds an array; expected columns such as {\"x\": [1, 2], \"y\": [3, 4]}, an array of rows, or a field holding one; the fields are %1$@",
        [.value(DataError.DecodingFailure.listed(fields))])
    case .jsonPathInvalid(let path):
      return P(
        "decodingJSONPathInvalid", "%1$@ is not a JSON path; write one such as $.data or $.result.series[0].rows",
        [named(path)])
    case .jsonPathNotFound(let path, let step):
      return P("decodingJSONPathNotFound", "nothing at %1$@: there is no %2$@ there", [named(path), .value(step)])
    case .jsonPathNotArray(let path, let found):
      return P(
        "decodingJSONPathNotArray", "%1$@ holds %2$@, not an array of records", [named(path), named(found)])
    case .utf16:
      return P("decodingUTF16", "the text is UTF-16 (it starts with a UTF-16 byte order mark); expected UTF-8")
    case .binary(let byte):
      return P("decodingBinary", "the data is binary, not CSV or JSON text (a NUL byte at byte %1$@)", [number(byte)])
    case .markup:
      return P(
        "decodingMarkup",
        "the data is HTML or XML (it starts with \"<\"), not CSV or JSON; if this is a web page showing the data, use the link to the raw file"
      )
    case .packed(let format): return format.phrase
    case .gzipCannotStart: return P("decodingGzipCannotStart", "the data is gzip-compressed and zlib could not start")
    case .gzipTruncated(let compressed, let text):
      return P(
        "decodingGzipTruncated",
        "the gzip data ends early, after %1$@ compressed bytes and %2$@ bytes of text: the file was cut off (an unfinished download?)",
        [number(compressed), number(text)])
    case .gzipDamaged(let byte, let detail):
      return P("decodingGzipDamaged", "the gzip data is damaged at compressed byte %1$@: %2$@", [number(byte), .value(detail)])
    case .formatMismatch(let expected, let found, let start):
      return P(
        "decodingFormatMismatch",
        "the data is %1$@ (it starts with %2$@), not %3$@ as the format was set; let the format be detected, or read it as %1$@",
        [.value(found.uppercased()), q(start), .value(expected.uppercased())])
    case .noRows(let format, let columns):
      return P(
        "decodingNoRows",
        "read as %1$@, the data has %2$@ columns and no rows; let the format be detected, or read it as %3$@",
        [.value(format.uppercased()), number(columns), .value(format == "json" ? "CSV" : "JSON")])
    case .tooManySeries(let limit):
      return P("decodingTooManySeries", "more than %1$@ distinct values in the series column", [number(limit)])
    case .unclassified(let text): return P("", "%1$@", [.value(text)])
    }
  }

  /// A sample value for every reason, for tests and for checking a catalog: each case once,
  /// each expectation and thing found once.
  package static var samples: [Self] {
    let columns = ["date", "temp", "city"]
    var all: [Self] = [
      .columnNotFound(role: .y, selector: "\"tmp\"", columns: columns),
      .columnNotFoundSuggesting(role: .x, selector: "\"dat\"", suggestion: "date", columns: columns),
      .columnNameAmbiguous(role: .series, selector: "\"City\"", matches: ["city", "CITY"]),
      .noColumns, .noNumericColumn(column: "city", sample: "Paris", columns: columns),
      .onlyOneColumn(column: "temp"), .noXColumn(column: "city", sample: "Paris", columns: columns),
      .noXBesideY(columns: columns), .nothingToChart(columns: ["id", "name"]), .xColumnUnreadable(column: "date", sample: "soon"),
      .yearsAsColumns(firstYear: "1960", lastYear: "2023", label: "Country Name", sample: "Aruba"),
      .unsupportedDateFormat(value: "1.1.24", column: "date"),
      .unsupportedNumberFormat(value: "2,5", column: "temp"),
      .undecidedDecimalSeparator(column: "sales", sample: "1,234"), .ambiguousDateOrder(column: "date", sample: "01/02/2024"),
      .fieldCount(expected: 3, found: 2),
      .fieldCountBelowHeader(expected: 3, found: 2, headerLine: 1, header: ["Report"]),
      .tableBelowLines(expected: 1, found: 3, headerLine: 1, header: ["Report"], skipLines: 2, tableLine: 3),
      .unbalancedQuote, .fieldTooLong(limit: 1_048_576), .recordTooWide(limit: 100_000),
      .spaceSeparated(sample: "1 2.66 20"), .trailingContent(found: .text("x")), .trailingContent(found: .byte(200)),
      .trailingContent(found: .endOfInput), .trailingContent(found: .emptyField), .trailingContent(found: .null),
      .invalidUTF8, .loneSurrogate(escape: "\\uD800"), .invalidUnicodeEscape, .invalidEscape(escape: "\\q"),
      .unterminatedEscape, .unterminatedString, .controlCharacterInString, .stringTooLong(limit: 1_048_576),
      .malformedNumber, .nestingTooDeep(limit: 64), .missingField(field: "y"), .tooManyFields(limit: 100_000),
      .tooManyColumns(limit: 100_000),
      .columnLengthMismatch(column: "y", count: 1, otherColumn: "x", otherCount: 2),
      .noArrayField(fields: ["status"]), .jsonPathInvalid(path: "$.a["),
      .jsonPathNotFound(path: "$.result.rows", step: ".rows"), .jsonPathNotArray(path: "$.meta", found: "{…}"), .utf16, .binary(byte: 9), .markup,
      .gzipCannotStart,
      .gzipTruncated(compressedBytes: 120, textBytes: 300), .gzipDamaged(byte: 14, detail: "invalid block type"),
      .formatMismatch(expected: "csv", found: "json", start: "[{\"x\":1}]"), .noRows(format: "csv", columns: 89),
      .tooManySeries(limit: 10_000), .unclassified("bad text"),
    ]
    all += PackedFormat.allCases.map { .packed($0) }
    let expectations: [Expectation] = [
      .number, .date(format: "iso8601"), .value, .fieldName, .object, .array, .arrayOrObject, .objectOrArray,
      .colon, .commaOr(close: "]"), .delimiterAfterQuote,
    ]
    let found: [Found] = [.text("hot"), .byte(200), .endOfInput, .emptyField, .null]
    all += expectations.map { .unexpected(expected: $0, found: .text("hot")) }
    all += found.map { .unexpected(expected: .value, found: $0) }
    all += [.invalidCell(expected: .number, column: "temp", found: .emptyField)]
    for role in Role.allCases { all.append(.columnNotFound(role: role, selector: "#9", columns: columns)) }
    return all
  }
}

extension DataError.DecodingFailure.Reason.Role {
  /// `x column`, `series column`.
  var phrase: CatalogPhrase {
    switch self {
    case .x: return CatalogPhrase("decodingRoleX", "x column")
    case .y: return CatalogPhrase("decodingRoleY", "y column")
    case .series: return CatalogPhrase("decodingRoleSeries", "series column")
    }
  }
}

extension DataError.DecodingFailure.Reason.Expectation {
  /// `expected a number`: what was expected, with the verb, so that a language places it.
  var phrase: CatalogPhrase {
    typealias P = CatalogPhrase
    switch self {
    case .number: return P("decodingExpectedNumber", "expected a number")
    case .date(let format): return P("decodingExpectedDate", "expected a date (%1$@)", [.value(format)])
    case .value: return P("decodingExpectedValue", "expected a value")
    case .fieldName: return P("decodingExpectedFieldName", "expected a field name")
    case .object: return P("decodingExpectedObject", "expected an object")
    case .array: return P("decodingExpectedArray", "expected an array")
    case .arrayOrObject: return P("decodingExpectedArrayOrObject", "expected an array or an object")
    case .objectOrArray: return P("decodingExpectedObjectOrArray", "expected an object or an array")
    case .colon: return P("decodingExpectedColon", "expected \":\"")
    case .commaOr(let close): return P("decodingExpectedCommaOr", "expected \",\" or %1$@", [.value("\"" + close + "\"")])
    case .delimiterAfterQuote:
      return P("decodingExpectedDelimiterAfterQuote", "expected a delimiter or a line end after a closing quote")
    }
  }
}

extension DataError.DecodingFailure.Reason.Found {
  /// `found "hot"`: what was found, with the verb.
  var phrase: CatalogPhrase {
    typealias P = CatalogPhrase
    switch self {
    case .text(let text): return P("decodingFoundText", "found %1$@", [.value(DataError.DecodingFailure.quoted(text))])
    case .byte(let byte): return P("decodingFoundByte", "found byte %1$@", [.value(String(byte))])
    case .endOfInput: return P("decodingFoundEnd", "found the end of the input")
    case .emptyField: return P("decodingFoundEmptyField", "found an empty field")
    case .null: return P("decodingFoundNull", "found null")
    }
  }

  /// `"x"`, `byte 200`: what was found, without a verb.
  var noun: CatalogPhrase.Part {
    switch self {
    case .text(let text): return .value(DataError.DecodingFailure.quoted(text))
    case .byte(let byte): return .phrase(CatalogPhrase("decodingByte", "byte %1$@", [.value(String(byte))]))
    case .endOfInput: return .phrase(CatalogPhrase("decodingEndOfInput", "the end of the input"))
    case .emptyField: return .phrase(CatalogPhrase("decodingEmptyField", "an empty field"))
    case .null: return .value("null")
    }
  }
}

extension DataError.DecodingFailure.Reason.PackedFormat {
  /// The sentence for data in this format.
  var phrase: CatalogPhrase {
    switch self {
    case .zip:
      return CatalogPhrase(
        "decodingPackedZip",
        "the data is a ZIP archive (an Excel .xlsx or .ods workbook is one), not CSV or JSON; export the sheet as CSV, or unzip the archive and chart the file inside"
      )
    case .parquet:
      return CatalogPhrase("decodingPackedParquet", "the data is a Parquet file, not CSV or JSON; write it out as CSV")
    case .bzip2: return CatalogPhrase("decodingPackedBzip2", "the data is bzip2-compressed; decompress it first (bunzip2)")
    case .xls:
      return CatalogPhrase(
        "decodingPackedXls", "the data is an old Excel .xls workbook, not CSV or JSON; export the sheet as CSV")
    case .xz: return CatalogPhrase("decodingPackedXz", "the data is xz-compressed; decompress it first (unxz)")
    case .zstandard:
      return CatalogPhrase("decodingPackedZstandard", "the data is Zstandard-compressed; decompress it first (unzstd)")
    case .sevenZip:
      return CatalogPhrase("decodingPackedSevenZip", "the data is a 7-Zip archive; extract the file inside first")
    case .gzip:
      return CatalogPhrase(
        "decodingPackedGzip", "the data is gzip-compressed (a .gz file); decompress it first (gunzip)")
    }
  }
}

extension DataError.DecodingFailure {
  /// How many characters of a value from the data a sentence quotes (``quoted(_:)``).
  package static let quotedCharacters = 40

  /// How many names a sentence lists (``listed(_:)``).
  package static let listedNames = 12

  /// `"text"` for a sentence, shortened to ``quotedCharacters`` characters, with control characters shown as
  /// `\u{1B}`: the text comes from the data and the sentence may reach a terminal, where an
  /// escape sequence would act instead of being read.
  package static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.prefix(quotedCharacters).unicodeScalars {
      if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
        result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result + (text.count > quotedCharacters ? "…\"" : "\"")
  }

  /// The first ``listedNames`` names, each ``quoted(_:)``, then `…` when there are more.
  package static func listed(_ names: [String]) -> String {
    names.prefix(listedNames).map { quoted($0) }.joined(separator: ", ") + (names.count > listedNames ? ", …" : "")
  }
}
