import Foundation

extension DataError.DecodingFailure {
  /// Why decoding or choosing the columns failed, as data: what was expected, what was found,
  /// the column, the count, the sample value.
  ///
  /// The English sentence (``description``) and every other language (``message(in:)``) are
  /// renderings of the reason, the latter from PhaseKit's String Catalog by the reason's key with
  /// positional placeholders; no sentence is ever read back. A tool switches on the reason (or on
  /// the coarser ``DataError/DecodingFailure/Kind``) to add its own hints.
  ///
  /// ```swift
  /// let reason = DataError.DecodingFailure.Reason.fieldCount(expected: 3, found: 2)
  /// reason.description                          // "expected 3 fields, found 2"
  /// reason.message(in: .simplifiedChinese)      // "应有 3 个字段，实际为 2 个"
  /// ```
  ///
  /// Names and values from the data are kept whole in the payloads; the texts quote them as
  /// sentences do (at most 40 characters of a sample value, control characters made visible,
  /// a word of over 200 characters shortened around `…`).
  public enum Reason: Sendable, Hashable, Codable {
    // Choosing the columns.
    /// No column is named as the `role` column asked for: `selector` is what was asked for
    /// (`"temp"` in quotes, or `#3`), `columns` the table's columns.
    case columnNotFound(role: Role, selector: String, columns: [String])
    /// As ``columnNotFound(role:selector:columns:)``, and `suggestion` is the column whose name
    /// is nearest to the one asked for.
    case columnNotFoundSuggesting(role: Role, selector: String, suggestion: String, columns: [String])
    /// Several columns, `matches`, differ from the name asked for only in case.
    case columnNameAmbiguous(role: Role, selector: String, matches: [String])
    /// The table has no column at all.
    case noColumns
    /// No column holds numbers to plot: `column` holds words, such as `sample`.
    case noNumericColumn(column: String, sample: String, columns: [String])
    /// The table has a single column, `column`: nothing to plot it against.
    case onlyOneColumn(column: String)
    /// No column holds numbers or dates to use as x: `column` holds words, such as `sample`.
    case noXColumn(column: String, sample: String, columns: [String])
    /// Every column that holds numbers is a y column: none is left to be x.
    case noXBesideY(columns: [String])
    /// No column holds anything to draw or count: every one names the rows (row numbers, ids,
    /// words one per row) or holds categories too many to count. No choice of x or y helps.
    case nothingToChart(columns: [String])
    /// The x column named, `column`, holds neither numbers nor dates, such as `sample`.
    case xColumnUnreadable(column: String, sample: String)
    /// The columns are years (`firstYear` to `lastYear`) and each row is a series named by the
    /// words of `label`, such as `sample` (a World Bank download): transpose it to chart it.
    case yearsAsColumns(firstYear: String, lastYear: String, label: String, sample: String)
    /// `value` in `column` looks like a date written in a form that is not read.
    case unsupportedDateFormat(value: String, column: String)
    /// `value` in `column` looks like a number written in a form that is not read (`2,5`).
    case unsupportedNumberFormat(value: String, column: String)
    /// The numbers of `column`, such as `sample` (`1,234`), read both with a decimal point and
    /// with a decimal comma, and neither the other columns nor the delimiter decide.
    case undecidedDecimalSeparator(column: String, sample: String)
    /// The slashed dates of `column`, such as `sample`, read both as month/day/year and as
    /// day/month/year, and no value decides.
    case ambiguousDateOrder(column: String, sample: String)

    // Reading CSV.
    /// A record has `found` fields where the header has `expected`.
    case fieldCount(expected: Int, found: Int)
    /// As ``fieldCount(expected:found:)`` within the first rows, where line `headerLine`, read as
    /// the header, holds `header`: lines above the table (a title, notes) were taken for it.
    case fieldCountBelowHeader(expected: Int, found: Int, headerLine: Int, header: [String])
    /// As ``fieldCountBelowHeader(expected:found:headerLine:header:)``, where the table reads
    /// once the first `skipLines` lines are skipped: its header is line `tableLine`.
    case tableBelowLines(expected: Int, found: Int, headerLine: Int, header: [String], skipLines: Int, tableLine: Int)
    /// A quoted field opens and never closes.
    case unbalancedQuote
    /// A field is longer than the reader's limit, `limit` bytes.
    case fieldTooLong(limit: Int)
    /// A record has more than the reader's limit, `limit` fields.
    case recordTooWide(limit: Int)
    /// The values are separated by spaces, which are not read as columns; `sample` is a row.
    case spaceSeparated(sample: String)
    /// In strict mode (missing values fail), a cell of `column` is not what was `expected`.
    case invalidCell(expected: Expectation, column: String, found: Found)

    // Reading JSON.
    /// Something other than what was `expected` was `found`.
    case unexpected(expected: Expectation, found: Found)
    /// Something, `found`, follows the end of the JSON document.
    case trailingContent(found: Found)
    /// A string holds bytes that are not UTF-8.
    case invalidUTF8
    /// A string holds a lone surrogate escape, `escape` (such as `\uD800`).
    case loneSurrogate(escape: String)
    /// A `\u` escape is not followed by four hexadecimal digits.
    case invalidUnicodeEscape
    /// A string holds an escape JSON does not have, `escape` (such as `\q`).
    case invalidEscape(escape: String)
    /// A string ends inside an escape.
    case unterminatedEscape
    /// A string has no closing quote.
    case unterminatedString
    /// A string holds a control character that is not escaped.
    case controlCharacterInString
    /// A string is longer than the reader's limit, `limit` bytes.
    case stringTooLong(limit: Int)
    /// A number is not written as JSON writes numbers.
    case malformedNumber
    /// Arrays and objects nest deeper than the reader's limit, `limit` levels.
    case nestingTooDeep(limit: Int)
    /// A row lacks the field `field`, which the first rows have.
    case missingField(field: String)
    /// A row has more fields than the reader's limit, `limit`.
    case tooManyFields(limit: Int)
    /// The document has more columns than the reader's limit, `limit`.
    case tooManyColumns(limit: Int)
    /// Column `column` holds `count` values, where `otherColumn` holds `otherCount`.
    case columnLengthMismatch(column: String, count: Int, otherColumn: String, otherCount: Int)
    /// An object with no field that holds an array: `fields` are the fields it has.
    case noArrayField(fields: [String])
    /// The path naming the array of records, `path`, is not a path such as `$.data`.
    case jsonPathInvalid(path: String)
    /// Nothing is at `path`: the object or array it leads to has no `step` (`.series`, `[2]`).
    case jsonPathNotFound(path: String, step: String)
    /// The value at `path` is `found`, not an array of records.
    case jsonPathNotArray(path: String, found: String)

    // Recognizing the data.
    /// The text is UTF-16, not UTF-8.
    case utf16
    /// The data is binary: a NUL byte at byte `byte` (counted from 1).
    case binary(byte: Int)
    /// The data is HTML or XML, not CSV or JSON.
    case markup
    /// The data is an archive or compressed file of this format, not CSV or JSON text.
    case packed(PackedFormat)
    /// The data is gzip-compressed and zlib could not start.
    case gzipCannotStart
    /// The gzip data ends early, after `compressedBytes` compressed bytes and `textBytes` bytes
    /// of text.
    case gzipTruncated(compressedBytes: Int, textBytes: Int)
    /// The gzip data is damaged at compressed byte `byte`; `detail` is zlib's own word for it.
    case gzipDamaged(byte: Int, detail: String)
    /// The format was set to `expected` (`"csv"` or `"json"`), but the data is `found`; `start`
    /// is how the data begins.
    case formatMismatch(expected: String, found: String, start: String)
    /// Read in the format it was set to, `format` (`"csv"` or `"json"`), the data gives
    /// `columns` columns and not one row.
    case noRows(format: String, columns: Int)
    /// The series column has more than the reader's limit, `limit` distinct values.
    case tooManySeries(limit: Int)

    /// A failure PhaseKit has no reason for, in its own words (a caller's decoder, a `Decodable`
    /// type's error): shown as it is, in every language.
    case unclassified(String)

    /// The column a failure to choose columns is about.
    public enum Role: String, Sendable, Hashable, Codable, CaseIterable {
      /// The x column.
      case x
      /// A y column.
      case y
      /// The column that names the series.
      case series
    }

    /// What a reader expected where it failed.
    public enum Expectation: Sendable, Hashable, Codable {
      /// A number.
      case number
      /// A date in the named format (such as `iso8601`).
      case date(format: String)
      /// A JSON value.
      case value
      /// A field name (a JSON string).
      case fieldName
      /// A JSON object.
      case object
      /// A JSON array.
      case array
      /// A JSON array or object (at the top of a document).
      case arrayOrObject
      /// A JSON object or array (a row).
      case objectOrArray
      /// The `:` after a field name.
      case colon
      /// A `,` or the closing bracket, `close` (`]` or `}`).
      case commaOr(close: String)
      /// A delimiter or a line end after a CSV field's closing quote.
      case delimiterAfterQuote
    }

    /// What a reader found where it failed.
    public enum Found: Sendable, Hashable, Codable {
      /// Text, quoted as it is (at most 40 characters): a value, or a character of the input.
      case text(String)
      /// A byte that is not printable ASCII, by its value.
      case byte(UInt8)
      /// The end of the input.
      case endOfInput
      /// A CSV field with nothing in it.
      case emptyField
      /// A JSON `null`.
      case null
    }

    /// The archive and compression formats a chart is never read from.
    public enum PackedFormat: String, Sendable, Hashable, Codable, CaseIterable {
      /// A ZIP archive (an Excel `.xlsx` or `.ods` workbook is one).
      case zip
      /// An Apache Parquet file.
      case parquet
      /// bzip2-compressed data.
      case bzip2
      /// An old Excel `.xls` workbook.
      case xls
      /// xz-compressed data.
      case xz
      /// Zstandard-compressed data.
      case zstandard
      /// A 7-Zip archive.
      case sevenZip
      /// gzip-compressed data, where this build cannot decompress it.
      case gzip
    }
  }
}

extension DataError.DecodingFailure.Reason {
  /// What a program can act on, for the reasons that a different reading option fixes; nil for
  /// the others. The command-line tool's hints switch on it.
  public var kind: DataError.DecodingFailure.Kind? {
    switch self {
    case .formatMismatch(let expected, let found, let start):
      return .formatMismatch(expected: expected, found: found, start: start)
    case .noRows(let format, let columns): return .noPoints(format: format, columns: columns)
    case .fieldCountBelowHeader(_, _, let headerLine, _): return .headerNotFound(line: headerLine)
    case .tableBelowLines(_, _, _, _, let skipLines, _): return .tableBelowLines(skipLines: skipLines)
    case .yearsAsColumns(_, _, let label, _): return .yearsAsColumns(label: label)
    case .recordTooWide(let limit): return .tooManyColumns(limit: limit)
    case .tooManySeries(let limit): return .tooManySeries(limit: limit)
    case .noXColumn, .noXBesideY: return .noXColumn
    case .nothingToChart: return .nothingToChart
    case .ambiguousDateOrder(let column, _): return .ambiguousDateOrder(column: column)
    case .undecidedDecimalSeparator(let column, _): return .undecidedDecimalSeparator(column: column)
    case .unsupportedNumberFormat(_, let column): return .unreadNumberForm(column: column)
    default: return nil
    }
  }

  /// Whether the data was read and its columns could not be charted as asked (a column not
  /// found, no column of numbers, years as columns), rather than the data, or its values, could
  /// not be read (a field count, a number or date form not read, an undecided date order).
  public var isAboutColumns: Bool {
    switch self {
    case .columnNotFound, .columnNotFoundSuggesting, .columnNameAmbiguous, .noColumns, .noNumericColumn,
      .onlyOneColumn, .noXColumn, .noXBesideY, .nothingToChart, .xColumnUnreadable, .yearsAsColumns:
      return true
    default:
      return false
    }
  }

  /// A stable name for the reason, for logs and event streams (`fieldCount`, `noXColumn`,
  /// `unclassified`); it does not change with the language or the payload.
  public var code: String { phrase.key.isEmpty ? "unclassified" : Self.code(ofKey: phrase.key) }

  /// `decodingFieldCount` → `fieldCount`.
  static func code(ofKey key: String) -> String {
    let name = key.dropFirst("decoding".count)
    return name.prefix(1).lowercased() + name.dropFirst()
  }
}

extension DataError.DecodingFailure.Reason {
  /// The reason with its payload bounded as its texts bound it: each name and value's long words
  /// shortened around `…` (``DataError/DecodingFailure/shortenedWords(_:)``) and each list of
  /// columns cut to one more than its texts show (so that they still say "…"): a log line
  /// written from it never echoes a megabyte of header. Its English is the same.
  package var bounded: Self {
    typealias Failure = DataError.DecodingFailure
    let s = Failure.shortenedWords
    // One more than the texts show, so that they still know to say "…".
    let list = { (names: [String]) in names.prefix(Failure.listedNames + 1).map(s) }
    let cut = { (text: String) in String(text.prefix(Failure.quotedCharacters + 1)) }
    switch self {
    case .columnNotFound(let role, let selector, let columns):
      return .columnNotFound(role: role, selector: s(selector), columns: list(columns))
    case .columnNotFoundSuggesting(let role, let selector, let suggestion, let columns):
      return .columnNotFoundSuggesting(role: role, selector: s(selector), suggestion: s(suggestion), columns: list(columns))
    case .columnNameAmbiguous(let role, let selector, let matches):
      return .columnNameAmbiguous(role: role, selector: s(selector), matches: list(matches))
    case .noNumericColumn(let column, let sample, let columns):
      return .noNumericColumn(column: s(column), sample: cut(sample), columns: list(columns))
    case .onlyOneColumn(let column): return .onlyOneColumn(column: s(column))
    case .noXColumn(let column, let sample, let columns):
      return .noXColumn(column: s(column), sample: cut(sample), columns: list(columns))
    case .noXBesideY(let columns): return .noXBesideY(columns: list(columns))
    case .nothingToChart(let columns): return .nothingToChart(columns: list(columns))
    case .xColumnUnreadable(let column, let sample):
      return .xColumnUnreadable(column: s(column), sample: cut(sample))
    case .yearsAsColumns(let first, let last, let label, let sample):
      return .yearsAsColumns(
        firstYear: first, lastYear: last, label: s(label), sample: cut(sample))
    case .unsupportedDateFormat(let value, let column):
      return .unsupportedDateFormat(value: cut(value), column: cut(column))
    case .unsupportedNumberFormat(let value, let column):
      return .unsupportedNumberFormat(value: cut(value), column: cut(column))
    case .undecidedDecimalSeparator(let column, let sample):
      return .undecidedDecimalSeparator(column: s(column), sample: cut(sample))
    case .ambiguousDateOrder(let column, let sample):
      return .ambiguousDateOrder(column: s(column), sample: cut(sample))
    case .fieldCountBelowHeader(let expected, let found, let line, let header):
      return .fieldCountBelowHeader(
        expected: expected, found: found, headerLine: line, header: [cut(header.joined(separator: ","))])
    case .tableBelowLines(let expected, let found, let line, let header, let skipLines, let tableLine):
      return .tableBelowLines(
        expected: expected, found: found, headerLine: line, header: [cut(header.joined(separator: ","))],
        skipLines: skipLines, tableLine: tableLine)
    case .spaceSeparated(let sample): return .spaceSeparated(sample: cut(sample))
    case .invalidCell(let expected, let column, .text(let text)):
      return .invalidCell(expected: expected, column: s(column), found: .text(cut(text)))
    case .invalidCell(let expected, let column, let found): return .invalidCell(expected: expected, column: s(column), found: found)
    case .unexpected(let expected, .text(let text)): return .unexpected(expected: expected, found: .text(cut(text)))
    case .missingField(let field): return .missingField(field: s(field))
    case .columnLengthMismatch(let column, let count, let other, let otherCount):
      return .columnLengthMismatch(column: s(column), count: count, otherColumn: s(other), otherCount: otherCount)
    case .noArrayField(let fields): return .noArrayField(fields: list(fields))
    case .jsonPathInvalid(let path): return .jsonPathInvalid(path: cut(path))
    case .jsonPathNotFound(let path, let step): return .jsonPathNotFound(path: cut(path), step: cut(step))
    case .jsonPathNotArray(let path, let found): return .jsonPathNotArray(path: cut(path), found: cut(found))
    case .formatMismatch(let expected, let found, let start):
      return .formatMismatch(expected: expected, found: found, start: cut(start))
    case .unclassified(let text): return .unclassified(s(text))
    default: return self
    }
  }
}
