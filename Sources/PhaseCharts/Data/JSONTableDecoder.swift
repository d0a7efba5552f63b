import Foundation
import PhaseKit

/// Decodes JSON into a ``Dataset``. These shapes are read:
///
/// - an array of objects, `[{"date": "2012-01-01", "temp": 12.8}, …]`: fields by name, and
///   the fields of an object inside a row by their path (`"price": {"open": 1}` is `price.open`);
/// - an array of arrays, `[["date", "temp"], ["2012-01-01", 12.8], …]`: a first row of strings
///   followed by a row with a number is a header, otherwise columns are `column1`, `column2`, …;
/// - an object of columns, `{"date": ["2012-01-01", …], "temp": [12.8, …]}`;
/// - an object wrapping rows, `{"data": [{…}, …]}` (the first field that holds an array of
///   objects or arrays; errors then name `$.data[3]`), at any depth of objects when no field
///   above holds an array (`{"result": {"series": [{…}, …]}}`: the first object field, in
///   order, that holds a table), or where ``DecodeOptions/jsonPath`` says;
/// - pandas' `orient="split"`, `"columns"` and `"index"`, read as an object of columns with the
///   row labels as a column named `index` (``decodeObjectOfObjects(_:options:groupsRows:unreadable:)``).
///
/// String values are read in the number forms and date orders the CSV decoder reads
/// (``numberForms(names:samples:strings:options:)``, ``decideDateOrder(names:samples:from:isObjects:)``),
/// and a column with no value in the sampled rows from its first numbers further down, as CSV
/// reads one (``ColumnPlan/LateColumns``), a key of records first seen there too
/// (``sampleLateKeys(names:samples:strings:from:options:)``). Keys made up by a program
/// (`level_0`, `Unnamed: 1`) over a first record of the real names take those names, as a CSV
/// header does (``CSVTableDecoder/namesUnderPlaceholders(names:samples:)``).
///
/// Like the CSV decoder it samples the first rows to plan the columns, then parses only the
/// chosen values in place. `null` is a missing value; so is any value that is not a number (or a
/// date, for x), unless ``DecodeOptions/MissingValuePolicy/fail`` is set.
enum JSONTableDecoder {
  /// Decodes `bytes`. A named series column is recorded per row, as the candidates of a found
  /// one are, and the rows are split by it once read (``ChartDecoder/split(_:byNamed:plan:)``);
  /// `groupsRows: true` groups them as they are read instead (``DatasetBuilder``), the
  /// reference that tests compare the split with.
  ///
  /// A table not found (no array of rows, nothing at ``DecodeOptions/jsonPath``) fails with
  /// the paths where one is as its kind (``namingPaths(in:bytes:options:)``).
  static func decode(
    _ bytes: UnsafeBufferPointer<UInt8>, options: DecodeOptions, groupsRows: Bool = false
  ) throws(DataError) -> DecodedTable {
    do throws(DataError) {
      return try decodeDocument(bytes, options: options, groupsRows: groupsRows)
    } catch {
      throw namingPaths(in: error, bytes: bytes, options: options)
    }
  }

  /// ``decode(_:options:groupsRows:)`` without the paths named.
  static func decodeDocument(
    _ bytes: UnsafeBufferPointer<UInt8>, options: DecodeOptions, groupsRows: Bool = false
  ) throws(DataError) -> DecodedTable {
    guard let base = bytes.baseAddress else { return DecodedTable(Dataset(series: [])) }
    ChartDecoder.passCounter?.add()
    var scanner = JSONScanner(base: base, count: bytes.count, limits: options.limits)
    var dataset: DecodedTable
    let unreadable = UnreadableCellLog()
    if let text = options.jsonPath {
      guard let path = JSONPath(text) else {
        throw DataError.decodingError(.init(.jsonPathInvalid(path: text), line: nil, column: nil, path: nil))
      }
      guard scanner.peek() != nil else {
        throw scanner.failure(.unexpected(expected: .arrayOrObject, found: scanner.found))
      }
      let target = try locate(path, in: &scanner)
      let end = scanner.position
      scanner.position = target
      dataset = try decodeRows(&scanner, options: options, groupsRows: groupsRows, unreadable: unreadable)
      scanner.position = end
    } else {
      switch scanner.peek() {
      case UInt8(ascii: "["):
        dataset = try decodeRows(&scanner, options: options, groupsRows: groupsRows, unreadable: unreadable)
      case UInt8(ascii: "{"):
        dataset = try decodeColumns(&scanner, options: options, groupsRows: groupsRows, unreadable: unreadable)
      default:
        throw scanner.failure(.unexpected(expected: .arrayOrObject, found: scanner.found))
      }
    }
    if scanner.peek() != nil {
      throw scanner.failure(.trailingContent(found: scanner.found))
    }
    // A table read from a copy (pandas' orients) has its cells counted there already.
    if let names = dataset.plan?.names, let cells = unreadable.result(in: scanner, names: names) {
      dataset.columns.unreadable = cells
    }
    return dataset
  }

  /// The text of a value that did not read as a number or date and is not a blank, `null` or a
  /// missing-value marker (`"n/a2"`, `true`, an object); nil for those. For
  /// ``UnreadableCells``: only values that read as NaN come here.
  @inline(never)
  static func unreadableText(_ scalar: JSONScanner.Scalar, base: UnsafePointer<UInt8>) -> String? {
    switch scalar {
    case .null: return nil
    case .bool(let value): return value ? "true" : "false"
    case .nested: return "[…]"
    case .number(let start, let count), .string(let start, let count, _):
      let text = ColumnPlan.trimmedText(
        String(decoding: UnsafeBufferPointer(start: base + start, count: count), as: UTF8.self))
      return text.isEmpty || ColumnPlan.isMissingMarker(text) ? nil : text
    }
  }

  /// Counts `scalar` in `log` when it is a value that is not one (``unreadableText(_:base:)``),
  /// at its first byte (`scanner` is just past it).
  @inline(never)
  static func note(
    _ scalar: JSONScanner.Scalar, column: Int, scanner: JSONScanner, in log: UnreadableCellLog
  ) {
    guard let text = unreadableText(scalar, base: scanner.base) else { return }
    log.add(count: 1, offset: scanner.start(of: scalar), column: column, text: text)
  }

  /// Converts one scalar to a number or a date; NaN when it is null, missing or not valid.
  @inline(__always)
  static func parse(
    _ scalar: JSONScanner.Scalar, as kind: ColumnPlan.XReader, base: UnsafePointer<UInt8>
  ) -> Double {
    switch (scalar, kind) {
    case (.number(let start, let count), .number),
      (.string(let start, let count, false), .number):
      return DecimalParser.parse(base + start, count: count) ?? .nan
    case (.number(let start, let count), .date(let format)),
      (.string(let start, let count, false), .date(let format)):
      return DateParser.parse(base + start, count: count, as: format) ?? .nan
    default:
      return .nan
    }
  }

  /// The strict-mode error for a value that is null or not valid, placed at the value's first
  /// byte (`scanner` is just past it).
  @inline(never)
  static func failure(
    _ scalar: JSONScanner.Scalar, as kind: ColumnPlan.XReader, scanner: JSONScanner
  ) -> DataError {
    let expected: DataError.DecodingFailure.Reason.Expectation
    switch kind {
    case .number: expected = .number
    case .date(let format): expected = .date(format: format.rawValue)
    }
    let found = scanner.sampleText(scalar).map { .text($0) } ?? DataError.DecodingFailure.Reason.Found.null
    return scanner.failure(.unexpected(expected: expected, found: found), at: scanner.start(of: scalar))
  }

  /// The bytes of a string or number scalar used as a series name.
  static func key(_ scalar: JSONScanner.Scalar, scanner: JSONScanner) -> [UInt8] {
    // A plain string or number keeps its bytes, as a recorded candidate does
    // (``CandidateValue``): both become a name through `CSVReader.text(of:)`, so that a row
    // grouped as it is read and a split of the recorded values name a series alike, even when
    // its bytes are not UTF-8 (decoding them here first turned them into U+FFFD).
    switch scalar {
    case .number(let start, let count), .string(let start, let count, false):
      return Array(UnsafeBufferPointer(start: scanner.base + start, count: count))
    default:
      return Array((scanner.sampleText(scalar) ?? "null").utf8)
    }
  }
}
