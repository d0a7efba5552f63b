import Foundation
import PhaseKit

/// Number forms and the date order for JSON string values, decided as the CSV decoder decides
/// them for fields (``NumberForm/detect(names:samples:lines:delimiter:asked:)``,
/// ``CSVTableDecoder/decideDateOrder(names:samples:lines:from:fields:)``).
///
/// Only strings vote and only strings are read through a column's form: a JSON number is
/// always written with a point and never grouped, so `1.000` as a number is one, while
/// `"1.000"` in a column of `"1.234,50"` is a thousand.
extension JSONTableDecoder {
  /// The forms of the sampled columns. `strings` holds the sampled values that were JSON
  /// strings (nil for numbers, nulls and the rest); the decided columns' strings in `samples`
  /// are rewritten as plain numbers, so that planning sees numbers.
  static func numberForms(
    names: [String], samples: inout [[String?]], strings: [[String?]], options: DecodeOptions
  ) throws(DataError) -> NumberForm.Table {
    guard strings.contains(where: { $0.contains { $0 != nil } }) else { return NumberForm.Table() }
    var rewritten = strings
    // JSON has no delimiter to decide with, but its own numbers with a fraction are written
    // with a point: like a `,` file's, they say the table's decimal separator is a point when
    // a column's strings read both ways (`"81,706"`) and the other string columns say nothing.
    let writesPoints = samples.indices.contains { row in
      samples[row].indices.contains { column in
        guard let text = samples[row][column],
          row >= strings.count || column >= strings[row].count
            || strings[row][column] == nil
        else { return false }
        return text.utf8.contains(UInt8(ascii: ".")) && ColumnPlan.isNumber(text)
      }
    }
    let table = try NumberForm.detect(
      names: names, samples: &rewritten, lines: [], delimiter: writesPoints ? UInt8(ascii: ",") : 0,
      asked: options.decimalSeparator)
    guard table.hasForms else { return table }
    for row in samples.indices where row < rewritten.count {
      for column in samples[row].indices where column < rewritten[row].count && table.forms[column] != nil {
        if let text = rewritten[row][column] { samples[row][column] = text }
      }
    }
    return table
  }

  /// The table read: split by the named series column's recorded values when there is one
  /// (`isNamed`), else with the candidates of a series column to find; with what number forms
  /// decided.
  static func finished(
    _ dataset: Dataset, splitBy recorded: SeriesCandidates?, isNamed: Bool, candidates: SeriesCandidates?,
    plan: ColumnPlan, numbers: NumberNotation?
  ) throws(DataError) -> DecodedTable {
    var table =
      isNamed
      ? DecodedTable(try ChartDecoder.split(dataset, byNamed: recorded, plan: plan), plan: plan)
      : DecodedTable(dataset, plan: plan, candidates: candidates)
    table.columns.numbers = numbers
    return table
  }

  /// A number cell: through `form` when it is a string of a column not written plainly,
  /// otherwise as a plain number, and a string that is not one through `fallback`
  /// (``NumberForm/Table/fallback``: `"1,234.50"` past the sample of a plain column).
  @inline(__always)
  static func number(
    _ scalar: JSONScanner.Scalar, form: NumberForm?, fallback: NumberForm, scanner: JSONScanner
  ) -> Double {
    if let form, case .string = scalar { return value(scalar, form: form, scanner: scanner) }
    let value = parse(scalar, as: .number, base: scanner.base)
    guard value.isNaN, case .string = scalar else { return value }
    return self.value(scalar, form: fallback, scanner: scanner)
  }

  /// An x cell: a number as ``number(_:form:fallback:scanner:)`` reads it, a date as
  /// ``parse(_:as:base:)`` does, and a date string with escapes (pandas writes `"10\/3\/2016"`)
  /// unescaped first.
  @inline(__always)
  static func x(
    _ scalar: JSONScanner.Scalar, as kind: ColumnPlan.XReader, form: NumberForm?, fallback: NumberForm,
    scanner: JSONScanner
  ) -> Double {
    switch kind {
    case .number: return number(scalar, form: form, fallback: fallback, scanner: scanner)
    case .date(let format):
      let value = parse(scalar, as: kind, base: scanner.base)
      guard value.isNaN, case .string(let start, let count, true) = scalar else { return value }
      return unescapedDate(start: start, count: count, format: format, scanner: scanner)
    }
  }

  @inline(never)
  private static func unescapedDate(start: Int, count: Int, format: DateFormat, scanner: JSONScanner)
    -> Double
  {
    guard let bytes = try? scanner.unescaped(start: start, count: count) else { return .nan }
    return bytes.withUnsafeBufferPointer { buffer in
      buffer.baseAddress.flatMap { DateParser.parse($0, count: buffer.count, as: format) }
    } ?? .nan
  }

  /// A string read through `form`, unescaped first when it holds escapes (`"\u20ac 12,50"`,
  /// as pandas writes non-ASCII); NaN when the form does not read it.
  @inline(never)
  static func value(_ scalar: JSONScanner.Scalar, form: NumberForm, scanner: JSONScanner) -> Double {
    guard !form.isPlain, case .string(let start, let count, let hasEscapes) = scalar else { return .nan }
    guard hasEscapes else { return form.value(scanner.base + start, count: count) ?? .nan }
    guard let bytes = try? scanner.unescaped(start: start, count: count) else { return .nan }
    return bytes.withUnsafeBufferPointer { buffer in
      buffer.baseAddress.flatMap { form.value($0, count: buffer.count) }
    } ?? .nan
  }

  /// Adds to `samples` the first value further down each column of slashed dates the sample
  /// leaves undecided (``ColumnPlan/undecidedDateColumns(count:in:)``), reading the rows after
  /// the sample from `scanner` (just past a sampled row, at the next one): the JSON side of
  /// ``CSVTableDecoder/decideDateOrder(names:samples:lines:from:fields:)``. Rows are read only
  /// while such a column is left, and a row that does not read ends the search.
  static func decideDateOrder(
    names: [String], samples: inout [[String?]], from scanner: JSONScanner, isObjects: Bool
  ) {
    var undecided = ColumnPlan.undecidedDateColumns(count: names.count, in: samples)
    guard !undecided.isEmpty else { return }
    let columnOfName = Dictionary(names.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
    var scan = scanner
    do throws(DataError) {
      repeat {
        var row: [String?]? = nil
        try forEachCell(&scan, isObjects: isObjects, names: nil) { column, name, scalar, scanner in
          let column = name.flatMap { columnOfName[$0] } ?? column
          guard undecided.contains(column), let text = decidingDate(scalar, scanner: scanner) else { return }
          if row == nil { row = [String?](repeating: nil, count: names.count) }
          row?[column] = text
          undecided.removeAll { $0 == column }
        }
        if let row { samples.append(row) }
        if undecided.isEmpty { break }
      } while try scan.nextElement(close: UInt8(ascii: "]"))
    } catch {
      // The main pass reads the rows again and reports what is wrong with them.
    }
  }

  /// The same for an object of columns: each undecided column's array (at `starts[column]`)
  /// read past its sample up to its first deciding value. `sampledValues` is how many values of
  /// each array the sample took (names read from the first values among them): fewer than
  /// ``ColumnPlan/sampleRows``, the arrays hold no more.
  static func decideDateOrder(
    names: [String], samples: inout [[String?]], starts: [Int], from scanner: JSONScanner, sampledValues: Int
  ) {
    guard sampledValues >= ColumnPlan.sampleRows else { return }
    for column in ColumnPlan.undecidedDateColumns(count: names.count, in: samples) {
      var scan = scanner
      scan.position = starts[column] + 1
      do throws(DataError) {
        guard scan.peek() != UInt8(ascii: "]") else { continue }
        repeat {
          let scalar = try scan.readScalar(depth: 2)
          if let text = decidingDate(scalar, scanner: scan) {
            var row = [String?](repeating: nil, count: names.count)
            row[column] = text
            samples.append(row)
            break
          }
        } while try scan.nextElement(close: UInt8(ascii: "]"))
      } catch {
        // As above: the main pass reports it.
      }
    }
  }

  /// The text of a string that reads in one slashed date order only, nil for anything else.
  private static func decidingDate(_ scalar: JSONScanner.Scalar, scanner: JSONScanner) -> String? {
    guard case .string = scalar, let text = scanner.sampleText(scalar) else { return nil }
    let utf8 = Array(ColumnPlan.trimmedText(text).utf8)
    let decides = utf8.withUnsafeBufferPointer { buffer in
      buffer.baseAddress.map { ColumnPlan.decidesDateOrder($0, count: buffer.count) } ?? false
    }
    return decides ? text : nil
  }
}
