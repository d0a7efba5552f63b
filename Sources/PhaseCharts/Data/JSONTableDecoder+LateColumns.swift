import Foundation
import PhaseKit

/// Columns with no value in the sample rows, read from their first numbers further down, as the
/// CSV decoder reads them (``ColumnPlan/LateColumns``, one decision for both): an array of
/// records where a field is `null` for the first hundred rows, an object of columns where one
/// array starts with `null`s. pandas' `to_json` writes a ticker listed later so.
///
/// A JSON number is a number as written; a string is one when it is a plain number or one in
/// the form the sample's strings give the table (`"1.234,50"` beside `"12,5"`), and it is
/// added to the sample as a string, so that it votes on its column's form as sampled strings
/// do. A `true` or an object ends the search in its column.
extension JSONTableDecoder {
  /// The table's form for strings not written plainly, from the sample
  /// (``numberForms(names:samples:strings:options:)`` on a copy); the plain fallback when the
  /// sample does not decide.
  static func lateForm(
    names: [String], samples: [[String?]], strings: [[String?]], options: DecodeOptions
  ) -> NumberForm {
    var copy = samples
    let table = try? numberForms(names: names, samples: &copy, strings: strings, options: options)
    return table?.fallback ?? NumberForm.Table().fallback
  }

  /// The decision on the sample's late columns (``ColumnPlan/LateColumns``), its form read from
  /// the sample as it is now, only when one is asked for; nil when no column is late.
  private static func lateDecision(
    names: [String], samples: [[String?]], strings: [[String?]], options: DecodeOptions
  ) -> ColumnPlan.LateColumns? {
    ColumnPlan.LateColumns(
      count: names.count, samples: samples,
      form: { lateForm(names: names, samples: samples, strings: strings, options: options) })
  }

  /// Offers one value of `column` to `late`: its text when kept, with whether it was a string.
  static func take(
    _ scalar: JSONScanner.Scalar, column: Int, scanner: JSONScanner, into late: inout ColumnPlan.LateColumns
  ) -> (text: String, isString: Bool)? {
    switch scalar {
    case .null: return nil
    case .bool, .nested:
      late.close(column)
      return nil
    case .number, .string:
      guard let text = scanner.sampleText(scalar), late.take(text, column: column) else { return nil }
      if case .string = scalar { return (text, true) }
      return (text, false)
    }
  }

  /// Adds to `samples` (and to `strings`, the sampled strings) the first numbers of the columns
  /// that hold none in them, reading the rows after the sample from `scanner` (just past a
  /// sampled row, at the next one) as the main pass does: at most
  /// ``ColumnPlan/LateColumns/recordLimit`` rows, each row's values in a row of their own. A
  /// row that does not read ends the search; the main pass reports it.
  static func sampleLateColumns(
    names: [String], samples: inout [[String?]], strings: inout [[String?]], from scanner: JSONScanner,
    isObjects: Bool, options: DecodeOptions
  ) {
    guard var late = lateDecision(names: names, samples: samples, strings: strings, options: options) else { return }
    var scan = scanner
    var records = 0
    do throws(DataError) {
      try withNameTable(names) { nameTable throws(DataError) in
        repeat {
          records += 1
          var row: [String?]? = nil
          var stringRow: [String?]? = nil
          try forEachCell(&scan, isObjects: isObjects, names: isObjects ? nameTable : nil) {
            column, _, scalar, scanner in
            guard late.isLooking(at: column),
              let taken = take(scalar, column: column, scanner: scanner, into: &late)
            else { return }
            if row == nil {
              row = [String?](repeating: nil, count: names.count)
              stringRow = row
            }
            row?[column] = taken.text
            if taken.isString { stringRow?[column] = taken.text }
          }
          if let row, let stringRow {
            samples.append(row)
            strings.append(stringRow)
          }
          if !late.isLooking || records >= ColumnPlan.LateColumns.recordLimit { break }
        } while try scan.nextElement(close: UInt8(ascii: "]"))
      }
    } catch {
      // The main pass reads the rows again and reports what is wrong with them.
    }
  }

  /// Calls `body` with the names as a ``NameTable``, which matches a field to its column by
  /// its bytes.
  static func withNameTable<Result>(
    _ names: [String], _ body: (NameTable) throws(DataError) -> Result
  ) throws(DataError) -> Result {
    let flatNames = names.flatMap { Array($0.utf8) }
    let nameStarts = names.reduce(into: [0]) { $0.append($0.last! + $1.utf8.count) }
    return try flatNames.withUnsafeBufferPointer { flatBytes throws(DataError) in
      try nameStarts.withUnsafeBufferPointer { starts throws(DataError) in
        try body(
          NameTable(
            bytes: flatBytes, starts: starts,
            columnOfName: Dictionary(names.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })))
      }
    }
  }

  /// The first values past the sample of one column of an object of columns, gathered while
  /// its array is read whole in the first pass: only for a column whose sampled values are all
  /// missing, at most ``ColumnPlan/LateColumns/valueLimit`` of them, within
  /// ``ColumnPlan/LateColumns/recordLimit`` values. Which of them are kept is decided once every
  /// column is sampled (``sampleLateColumns(names:samples:strings:late:options:)``).
  struct LateValues {
    /// Whether the column's first value may be its name, under a placeholder (`level_5` over
    /// `AMZN`): the sample is then also empty when that value alone is not missing.
    let mayBeNamedBelow: Bool
    /// Whether the column's sample holds no value; decided at the first value past it.
    private var sampleIsEmpty: Bool?
    /// Whether a value that is not a number at all (`true`, an object) was gathered: nothing
    /// after it is needed.
    private var hasEnded = false
    /// Each value's index in its array, its text, and whether it was a string or a `true` or an
    /// object (`nil`: not a number, whatever the form).
    private(set) var values: [(index: Int, text: String, isString: Bool?)] = []

    /// Values past the sample of a column, whose first value may be its name
    /// (`mayBeNamedBelow`).
    init(mayBeNamedBelow: Bool = false) { self.mayBeNamedBelow = mayBeNamedBelow }

    /// Gathers the value at `index`, past the sample, of a column whose sample is `sample`.
    mutating func add(
      _ scalar: JSONScanner.Scalar, index: Int, sample: [String?], scanner: JSONScanner
    ) {
      if sampleIsEmpty == nil {
        sampleIsEmpty = sample.dropFirst(mayBeNamedBelow ? 1 : 0).allSatisfy { $0.map(ColumnPlan.isMissingMarker) ?? true }
      }
      guard sampleIsEmpty == true, !hasEnded, values.count < ColumnPlan.LateColumns.valueLimit,
        index < ColumnPlan.sampleRows + ColumnPlan.LateColumns.recordLimit
      else { return }
      switch scalar {
      case .null: return
      case .bool, .nested:
        values.append((index, scanner.sampleText(scalar) ?? "", nil))
        hasEnded = true
      case .number, .string:
        guard let text = scanner.sampleText(scalar), !ColumnPlan.isMissingMarker(text) else { return }
        if case .string = scalar { values.append((index, text, true)) } else { values.append((index, text, false)) }
      }
    }
  }

  /// Adds to `samples` and `strings` (rows of an object of columns) the values of `late` that
  /// ``ColumnPlan/LateColumns`` keeps, those at one index in a row of their own.
  static func sampleLateColumns(
    names: [String], samples: inout [[String?]], strings: inout [[String?]], late: [LateValues],
    options: DecodeOptions
  ) {
    guard late.contains(where: { !$0.values.isEmpty }) else { return }
    guard var decision = lateDecision(names: names, samples: samples, strings: strings, options: options) else {
      return
    }
    var rows: [Int: (cells: [String?], strings: [String?])] = [:]
    for (column, gathered) in late.enumerated() {
      for value in gathered.values where decision.isLooking(at: column) {
        guard let isString = value.isString else {
          decision.close(column)
          break
        }
        guard decision.take(value.text, column: column) else { continue }
        var row = rows[value.index] ?? ([String?](repeating: nil, count: names.count), [String?](repeating: nil, count: names.count))
        row.cells[column] = value.text
        if isString { row.strings[column] = value.text }
        rows[value.index] = row
      }
    }
    for index in rows.keys.sorted() {
      samples.append(rows[index]!.cells)
      strings.append(rows[index]!.strings)
    }
  }
}
