import Foundation
import PhaseKit

/// The shapes pandas' `DataFrame.to_json` writes besides records and values: `orient="split"`
/// (`{"columns": [...], "index": [...], "data": [[...], ...]}`), `orient="columns"`, its
/// default (`{"v": {"0": 1.5, "1": 2.0}}`), and `orient="index"` (`{"0": {"v": 1.5}}`).
///
/// Each is turned into an object of columns (`{"index": [...], "v": [...]}`) and read by
/// ``decodeColumns(_:options:groupsRows:unreadable:)``: the row labels become a column named
/// `index`, as in pandas' `orient="table"`, which planning skips when they only count rows and
/// takes as x when they are dates. Values are copied as they are written, so every value reads
/// as it would in records; only the place of a failure is that of the copy, so a failure keeps
/// its path (`$.v[3]`: the 4th value of `v`) and drops its line and column.
extension JSONTableDecoder {
  /// One column of the object of columns made: its name's and its values' bytes as written.
  private struct CopiedColumn {
    var name: [UInt8]
    var values: [[UInt8]]
  }

  /// An `orient="split"` table as an object of columns; nil when the fields are not `columns`
  /// (names), `data` (arrays of values) and optionally `index`. `fields` are the document's
  /// array fields and where each starts.
  static func decodeSplit(
    _ scanner: JSONScanner, fields: [(name: String, start: Int)], options: DecodeOptions, groupsRows: Bool,
    unreadable: UnreadableCellLog
  ) throws(DataError) -> DecodedTable? {
    guard let columnsStart = fields.first(where: { $0.name == "columns" })?.start,
      let dataStart = fields.first(where: { $0.name == "data" })?.start
    else { return nil }
    var scan = scanner
    scan.position = columnsStart
    var names: [[UInt8]] = []
    guard let header = try? rawValues(&scan) else { return nil }
    for (bytes, scalar) in header {
      guard case .string = scalar else { return nil }
      names.append(bytes)
    }
    var columns = names.map { CopiedColumn(name: $0, values: []) }
    scan.position = dataStart + 1
    if scan.peek() != UInt8(ascii: "]") {
      repeat {
        guard scan.peek() == UInt8(ascii: "["), let row = try? rawValues(&scan), row.count == columns.count else {
          return nil
        }
        for (k, value) in row.enumerated() { columns[k].values.append(value.bytes) }
      } while try scan.nextElement(close: UInt8(ascii: "]"))
    }
    if let indexStart = fields.first(where: { $0.name == "index" })?.start {
      scan.position = indexStart
      if let index = try? rawValues(&scan), index.count == columns.first?.values.count ?? 0,
        !names.contains(Array("\"index\"".utf8))
      {
        columns.insert(CopiedColumn(name: Array("\"index\"".utf8), values: index.map(\.bytes)), at: 0)
      }
    }
    return try decodeCopy(columns, options: options, groupsRows: groupsRows, unreadable: unreadable)
  }

  /// An object whose every field holds an object of plain values, `orient="columns"` or
  /// `orient="index"`, as an object of columns; nil for any other object. `scanner` is at the
  /// `{`. Which one: the side whose keys are row labels (whole numbers or dates) labels rows;
  /// when both or neither are, the side with more keys (pandas' default is `columns`).
  ///
  /// Objects that leave out some keys are records keyed by a name or an id
  /// (`{"ada": {"age": 36, "height": 1.65}, "bo": {"age": 41}, …}`, ``isRecordsByKey(_:keys:)``):
  /// a row per object, its key as `index`, a field it leaves out blank; or, when only the
  /// inner keys are row labels, a column per object (`{"rain": {"2024-01-01": 3}, …}`).
  static func decodeObjectOfObjects(
    _ scanner: JSONScanner, options: DecodeOptions, groupsRows: Bool, unreadable: UnreadableCellLog
  ) throws(DataError) -> DecodedTable? {
    var scan = scanner
    scan.position += 1
    var outer: [(key: [UInt8], fields: [(key: [UInt8], value: [UInt8])])] = []
    guard scan.peek() != UInt8(ascii: "}") else { return nil }
    repeat {
      guard scan.peek() == UInt8(ascii: "\""), let key = try? rawKey(&scan), scan.peek() == UInt8(ascii: "{")
      else { return nil }
      scan.position += 1
      var fields: [(key: [UInt8], value: [UInt8])] = []
      if scan.peek() != UInt8(ascii: "}") {
        repeat {
          guard scan.peek() == UInt8(ascii: "\""), let inner = try? rawKey(&scan),
            let value = try? rawValue(&scan)
          else { return nil }
          if case .nested = value.1 { return nil }
          fields.append((inner, value.0))
        } while try scan.nextElement(close: UInt8(ascii: "}"))
      } else {
        scan.position += 1
      }
      outer.append((key, fields))
    } while try scan.nextElement(close: UInt8(ascii: "}"))
    // Inner keys in order of first appearance.
    var innerKeys: [[UInt8]] = []
    var seen = Set<[UInt8]>()
    for (_, fields) in outer { for (key, _) in fields where seen.insert(key).inserted { innerKeys.append(key) } }
    guard !innerKeys.isEmpty else { return nil }
    let outerLabels = areRowLabels(outer.map(\.key))
    let innerLabels = areRowLabels(innerKeys)
    let byRows: Bool
    if outer.allSatisfy({ $0.fields.count == innerKeys.count }) {
      // pandas writes every key in every object (a missing value as null).
      byRows = outerLabels != innerLabels ? outerLabels : outer.count > innerKeys.count
    } else if isRecordsByKey(outer.map(\.fields.count), keys: innerKeys.count) {
      // Records keyed by a name or an id, each with the fields it has (an API's users by id):
      // a row per key, a missing field blank; unless only the inner keys label rows (a
      // column per field, its dates or row numbers written where it has a value).
      byRows = !(innerLabels && !outerLabels)
    } else {
      // Other objects of objects (`{"meta": {"a": 1}, "stats": {"b": 2}}`) are not tables.
      return nil
    }
    let index = Array("\"index\"".utf8)
    let null = Array("null".utf8)
    var columns: [CopiedColumn]
    if byRows {
      // orient="index": each field a row, labelled by its key.
      columns = [CopiedColumn(name: index, values: outer.map(\.key))]
      let place = Dictionary(innerKeys.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
      var cells = [[[UInt8]]](repeating: [[UInt8]](repeating: null, count: outer.count), count: innerKeys.count)
      for (row, object) in outer.enumerated() {
        // The first of a key written twice, as the columns branch keeps it.
        for field in object.fields.reversed() { cells[place[field.key]!][row] = field.value }
      }
      for (k, key) in innerKeys.enumerated() where key != index {
        columns.append(CopiedColumn(name: key, values: cells[k]))
      }
    } else {
      // orient="columns": each field a column, its keys the row labels.
      columns = [CopiedColumn(name: index, values: innerKeys)]
      for (key, fields) in outer where key != index {
        let values = Dictionary(fields.map { ($0.key, $0.value) }, uniquingKeysWith: { a, _ in a })
        columns.append(CopiedColumn(name: key, values: innerKeys.map { values[$0] ?? null }))
      }
    }
    return try decodeCopy(columns, options: options, groupsRows: groupsRows, unreadable: unreadable)
  }

  /// Whether objects with `fieldCounts` fields each, of `keys` keys in all, some missing from
  /// some objects, are records keyed by a name or an id rather than unrelated objects: at
  /// least three of them, and at least half of the `objects × keys` cells written.
  ///
  /// Unrelated objects share few keys (`{"meta": {"a": 1}, "stats": {"b": 2}}` fills half its
  /// cells with two objects, and a third with a key of its own fills a third); records leave
  /// out a field here and there.
  static func isRecordsByKey(_ fieldCounts: [Int], keys: Int) -> Bool {
    guard fieldCounts.count >= 3, keys > 0 else { return false }
    let written = fieldCounts.reduce(0, +)
    return 2 * written >= fieldCounts.count * keys
  }

  /// Whether keys (each with its quotes) label rows: all whole numbers, or all dates.
  private static func areRowLabels(_ keys: [[UInt8]]) -> Bool {
    let texts = keys.map { String(decoding: $0.dropFirst().dropLast(), as: UTF8.self) }
    if texts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && Int($0) != nil }) { return true }
    let values = ColumnPlan.values(of: 0, in: texts.map { [$0] })
    guard let form = ColumnPlan.dateForm(values) else { return false }
    return form.count == values.head.count
  }

  /// Reads the object of columns `columns` make, with a failure's place dropped (see above).
  private static func decodeCopy(
    _ columns: [CopiedColumn], options: DecodeOptions, groupsRows: Bool, unreadable: UnreadableCellLog
  ) throws(DataError) -> DecodedTable {
    var bytes: [UInt8] = [UInt8(ascii: "{")]
    for (k, column) in columns.enumerated() {
      if k > 0 { bytes.append(UInt8(ascii: ",")) }
      bytes += column.name
      bytes += [UInt8(ascii: ":"), UInt8(ascii: "[")]
      for (row, value) in column.values.enumerated() {
        if row > 0 { bytes.append(UInt8(ascii: ",")) }
        bytes += value
      }
      bytes.append(UInt8(ascii: "]"))
    }
    bytes.append(UInt8(ascii: "}"))
    return try bytes.withUnsafeBufferPointer { buffer throws(DataError) in
      var copy = JSONScanner(base: buffer.baseAddress!, count: buffer.count, limits: options.limits)
      let cells = UnreadableCellLog()
      do throws(DataError) {
        var table = try decodeColumns(&copy, options: options, groupsRows: groupsRows, unreadable: cells)
        if let names = table.plan?.names, var found = cells.result(in: copy, names: names) {
          found.characterColumn = nil
          table.columns.unreadable = found
        }
        return table
      } catch {
        guard case .decodingError(var failure) = error else { throw error }
        failure.line = nil
        failure.column = nil
        throw .decodingError(failure)
      }
    }
  }

  /// A field name with its quotes, as written, and the scanner past its colon.
  private static func rawKey(_ scanner: inout JSONScanner) throws(DataError) -> [UInt8] {
    let start = scanner.position
    _ = try scanner.readString()
    let key = Array(UnsafeBufferPointer(start: scanner.base + start, count: scanner.position - start))
    try scanner.expect(UInt8(ascii: ":"), .colon)
    return key
  }

  /// One value's bytes as written (a string with its quotes), and the value.
  private static func rawValue(_ scanner: inout JSONScanner) throws(DataError) -> ([UInt8], JSONScanner.Scalar) {
    _ = scanner.peek()
    let start = scanner.position
    let scalar = try scanner.readScalar(depth: 3)
    return (Array(UnsafeBufferPointer(start: scanner.base + start, count: scanner.position - start)), scalar)
  }

  /// The values of the array at the scanner (at its `[`), each as ``rawValue(_:)`` reads it.
  private static func rawValues(_ scanner: inout JSONScanner) throws(DataError) -> [(bytes: [UInt8], scalar: JSONScanner.Scalar)] {
    guard scanner.peek() == UInt8(ascii: "[") else { return [] }
    scanner.position += 1
    var values: [(bytes: [UInt8], scalar: JSONScanner.Scalar)] = []
    if scanner.peek() == UInt8(ascii: "]") {
      scanner.position += 1
      return values
    }
    repeat {
      let (bytes, scalar) = try rawValue(&scanner)
      values.append((bytes, scalar))
    } while try scanner.nextElement(close: UInt8(ascii: "]"))
    return values
  }
}
