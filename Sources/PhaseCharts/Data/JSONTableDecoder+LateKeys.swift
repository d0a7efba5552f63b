import Foundation
import PhaseKit

/// Keys of an array of records first seen below the sample: `[{"a": 1}, …, {"a": 5, "b": 7}]`,
/// where a field is left out (not written `null`) until it has a value, as an API, a log or a
/// document store writes records. Read from the sample alone, `b` was no column at all, and its
/// values were never drawn.
///
/// Such a key becomes a late column (``ColumnPlan/LateColumns``), with the limits and the
/// decision of a column that the sample holds only as `null`: its first numbers within
/// ``ColumnPlan/LateColumns/recordLimit`` records below the sample are added to the sample, a
/// key whose first value is not a number (a note, `true`, an object) stays out, and the records
/// before it read the column as missing. A key first seen past the limit stays out.
///
/// Looking for keys costs nothing on the usual table: the main pass already matches each field
/// to its column, and a field that matches none, within the limit, sends the decode back to its
/// start once, to read the records below the sample by name
/// (``sampleLateKeys(names:samples:strings:from:options:)``).
extension JSONTableDecoder {
  /// Adds to `names` the keys first seen in the records after the sample that hold a number
  /// (``ColumnPlan/LateColumns``), and to `samples` and `strings` the first numbers of those
  /// columns and of the columns that the sample holds no value of, each record's in a row of
  /// its own. `scanner` is just past the last sampled record, at the next one. At most
  /// ``ColumnPlan/LateColumns/recordLimit`` records are read, and no more columns than
  /// ``DecodeOptions/Limits/maxColumns`` are made. A record that does not read ends the
  /// search; the main pass reports it.
  static func sampleLateKeys(
    names: inout [String], samples: inout [[String?]], strings: inout [[String?]], from scanner: JSONScanner,
    options: DecodeOptions
  ) {
    let known = names.count
    let sampled = (names: names, samples: samples, strings: strings)
    guard
      var late = ColumnPlan.LateColumns(
        count: known, samples: samples, opensColumns: true,
        form: { lateForm(names: sampled.names, samples: sampled.samples, strings: sampled.strings, options: options) })
    else { return }
    var columnOfName = Dictionary(names.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
    // The keys first seen here, column `known + k` for key `k`, kept only if a number is.
    var added: [String] = []
    var rows: [(cells: [String?], strings: [String?])] = []
    var scan = scanner
    var records = 0
    do throws(DataError) {
      repeat {
        records += 1
        var row: (cells: [String?], strings: [String?])? = nil
        try forEachCell(&scan, isObjects: true, names: nil) { _, name, scalar, scanner in
          guard let name else { return }
          let column: Int
          if let known = columnOfName[name] {
            column = known
          } else {
            guard known + added.count < options.limits.maxColumns else { return }
            column = late.openColumn()
            columnOfName[name] = column
            added.append(name)
          }
          guard late.isLooking(at: column),
            let taken = take(scalar, column: column, scanner: scanner, into: &late)
          else { return }
          var cells = row ?? ([], [])
          while cells.cells.count <= column {
            cells.cells.append(nil)
            cells.strings.append(nil)
          }
          cells.cells[column] = taken.text
          if taken.isString { cells.strings[column] = taken.text }
          row = cells
        }
        if let row { rows.append(row) }
        if records >= ColumnPlan.LateColumns.recordLimit { break }
      } while try scan.nextElement(close: UInt8(ascii: "]"))
    } catch {
      // The main pass reads the records again and reports what is wrong with them.
    }
    // A key that held no number stays out, as a column of words does that the sample left empty.
    let kept = added.indices.filter { late.hasKept(known + $0) }
    names += kept.map { added[$0] }
    func cut(_ cells: [String?]) -> [String?] {
      Array(cells.prefix(known)) + kept.map { known + $0 < cells.count ? cells[known + $0] : nil }
    }
    for row in rows {
      let cells = cut(row.cells)
      guard cells.contains(where: { $0 != nil }) else { continue }
      samples.append(cells)
      strings.append(cut(row.strings))
    }
  }
}
