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
  /// A value or a name as written: `count` bytes of the document from `start` (a string with
  /// its quotes). The copy is made from these places at the end, so reading an object of
  /// 200,000 records allocates nothing per value.
  fileprivate struct Written {
    var start: Int
    var count: Int
    /// A cell its object leaves out, written `null` in the copy.
    static let missing = Written(start: 0, count: -1)
  }

  /// One column of the object of columns made: its name as written and where its values are.
  private struct CopiedColumn {
    var name: [UInt8]
    var values: [Written]
  }

  /// The name of the row labels' column, with its quotes.
  private static let indexName = Array("\"index\"".utf8)

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
    for (written, scalar) in header {
      guard case .string = scalar else { return nil }
      names.append(scanner.bytes(written))
    }
    var columns = names.map { CopiedColumn(name: $0, values: []) }
    scan.position = dataStart + 1
    if scan.peek() != UInt8(ascii: "]") {
      repeat {
        guard scan.peek() == UInt8(ascii: "["), let row = try? rawValues(&scan), row.count == columns.count else {
          return nil
        }
        for (k, value) in row.enumerated() { columns[k].values.append(value.written) }
      } while try scan.nextElement(close: UInt8(ascii: "]"))
    }
    if let indexStart = fields.first(where: { $0.name == "index" })?.start {
      scan.position = indexStart
      if let index = try? rawValues(&scan), index.count == columns.first?.values.count ?? 0,
        !names.contains(indexName)
      {
        columns.insert(CopiedColumn(name: indexName, values: index.map(\.written)), at: 0)
      }
    }
    return try decodeCopy(columns, from: scanner, options: options, groupsRows: groupsRows, unreadable: unreadable)
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
    guard scan.peek() != UInt8(ascii: "}") else { return nil }
    // The objects' keys; every field's inner key (a number for each distinct key, in order of
    // first appearance) and value, one object after another; where each object's fields end.
    var outerKeys: [Written] = []
    var fieldKeys: [Int] = []
    var fieldValues: [Written] = []
    var objectEnds: [Int] = []
    var innerKeys = InnerKeys()
    repeat {
      guard scan.peek() == UInt8(ascii: "\""), let key = try? rawKey(&scan), scan.peek() == UInt8(ascii: "{")
      else { return nil }
      scan.position += 1
      if scan.peek() != UInt8(ascii: "}") {
        var ordinal = 0
        repeat {
          guard scan.peek() == UInt8(ascii: "\""), let inner = try? rawKey(&scan),
            let value = try? rawValue(&scan)
          else { return nil }
          if case .nested = value.scalar { return nil }
          fieldKeys.append(innerKeys.number(of: inner, in: scan, ordinal: ordinal))
          fieldValues.append(value.written)
          ordinal += 1
        } while try scan.nextElement(close: UInt8(ascii: "}"))
      } else {
        scan.position += 1
      }
      outerKeys.append(key)
      objectEnds.append(fieldKeys.count)
    } while try scan.nextElement(close: UInt8(ascii: "}"))
    let keyCount = innerKeys.names.count
    guard keyCount > 0 else { return nil }
    var fieldCounts: [Int] = []
    fieldCounts.reserveCapacity(objectEnds.count)
    var objectStart = 0
    for end in objectEnds {
      fieldCounts.append(end - objectStart)
      objectStart = end
    }
    let outerLabels = areRowLabels(outerKeys.map { scanner.bytes($0) })
    let innerLabels = areRowLabels(innerKeys.names)
    let byRows: Bool
    if fieldCounts.allSatisfy({ $0 == keyCount }) {
      // pandas writes every key in every object (a missing value as null).
      byRows = outerLabels != innerLabels ? outerLabels : outerKeys.count > keyCount
    } else if isRecordsByKey(fieldCounts, keys: keyCount) {
      // Records keyed by a name or an id, each with the fields it has (an API's users by id):
      // a row per key, a missing field blank; unless only the inner keys label rows (a
      // column per field, its dates or row numbers written where it has a value).
      byRows = !(innerLabels && !outerLabels)
    } else {
      // Other objects of objects (`{"meta": {"a": 1}, "stats": {"b": 2}}`) are not tables.
      return nil
    }
    // cells[key * objects + object]: the value an object holds for a key; the first of a key
    // written twice, as a field read twice keeps it (the fields are walked from the last).
    let objects = outerKeys.count
    var cells = [Written](repeating: .missing, count: keyCount * objects)
    objectStart = 0
    for (object, end) in objectEnds.enumerated() {
      for field in stride(from: end - 1, through: objectStart, by: -1) {
        cells[fieldKeys[field] * objects + object] = fieldValues[field]
      }
      objectStart = end
    }
    var columns: [CopiedColumn]
    if byRows {
      // orient="index": each field a row, labelled by its key.
      columns = [CopiedColumn(name: indexName, values: outerKeys)]
      for (k, key) in innerKeys.names.enumerated() where key != indexName {
        columns.append(CopiedColumn(name: key, values: Array(cells[k * objects..<(k + 1) * objects])))
      }
    } else {
      // orient="columns": each field a column, its keys the row labels.
      columns = [CopiedColumn(name: indexName, values: innerKeys.firstWritten)]
      for (object, key) in outerKeys.enumerated() {
        let name = scanner.bytes(key)
        guard name != indexName else { continue }
        columns.append(CopiedColumn(name: name, values: (0..<keyCount).map { cells[$0 * objects + object] }))
      }
    }
    return try decodeCopy(columns, from: scanner, options: options, groupsRows: groupsRows, unreadable: unreadable)
  }

  /// The distinct inner keys of an object of objects, numbered in order of first appearance.
  ///
  /// Objects of records write their keys in the same order, so a key is first compared with
  /// the key the previous object had at the same place, in place; only a key that differs is
  /// copied out to be looked up.
  private struct InnerKeys {
    /// Each key as written, with its quotes.
    var names: [[UInt8]] = []
    /// Where each key was first written.
    var firstWritten: [Written] = []
    private var numbers: [[UInt8]: Int] = [:]
    /// The key number read at each place of the previous object.
    private var previous: [Int] = []

    mutating func number(of key: Written, in scanner: JSONScanner, ordinal: Int) -> Int {
      if ordinal < previous.count {
        let guess = previous[ordinal]
        let name = names[guess]
        if name.count == key.count,
          name.withUnsafeBufferPointer({ memcmp($0.baseAddress!, scanner.base + key.start, key.count) == 0 })
        {
          return guess
        }
      }
      let bytes = scanner.bytes(key)
      let number: Int
      if let known = numbers[bytes] {
        number = known
      } else {
        number = names.count
        numbers[bytes] = number
        names.append(bytes)
        firstWritten.append(key)
      }
      if ordinal < previous.count { previous[ordinal] = number } else { previous.append(number) }
      return number
    }
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

  /// Reads the object of columns `columns` make of the values `source` holds, with a failure's
  /// place dropped (see above).
  private static func decodeCopy(
    _ columns: [CopiedColumn], from source: JSONScanner, options: DecodeOptions, groupsRows: Bool,
    unreadable: UnreadableCellLog
  ) throws(DataError) -> DecodedTable {
    let null = Array("null".utf8)
    var size = 2
    for column in columns {
      size += column.name.count + 3
      for value in column.values { size += (value.count < 0 ? null.count : value.count) + 1 }
    }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(size)
    bytes.append(UInt8(ascii: "{"))
    for (k, column) in columns.enumerated() {
      if k > 0 { bytes.append(UInt8(ascii: ",")) }
      bytes += column.name
      bytes += [UInt8(ascii: ":"), UInt8(ascii: "[")]
      for (row, value) in column.values.enumerated() {
        if row > 0 { bytes.append(UInt8(ascii: ",")) }
        if value.count < 0 {
          bytes += null
        } else {
          bytes.append(contentsOf: UnsafeBufferPointer(start: source.base + value.start, count: value.count))
        }
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

  /// Where a field name is written, with its quotes; the scanner past its colon.
  private static func rawKey(_ scanner: inout JSONScanner) throws(DataError) -> Written {
    let start = scanner.position
    _ = try scanner.readString()
    let key = Written(start: start, count: scanner.position - start)
    try scanner.expect(UInt8(ascii: ":"), .colon)
    return key
  }

  /// Where one value is written (a string with its quotes), and the value.
  private static func rawValue(_ scanner: inout JSONScanner) throws(DataError) -> (
    written: Written, scalar: JSONScanner.Scalar
  ) {
    _ = scanner.peek()
    let start = scanner.position
    let scalar = try scanner.readScalar(depth: 3)
    return (Written(start: start, count: scanner.position - start), scalar)
  }

  /// The values of the array at the scanner (at its `[`), each as ``rawValue(_:)`` reads it.
  private static func rawValues(_ scanner: inout JSONScanner) throws(DataError) -> [(
    written: Written, scalar: JSONScanner.Scalar
  )] {
    guard scanner.peek() == UInt8(ascii: "[") else { return [] }
    scanner.position += 1
    var values: [(written: Written, scalar: JSONScanner.Scalar)] = []
    if scanner.peek() == UInt8(ascii: "]") {
      scanner.position += 1
      return values
    }
    repeat {
      values.append(try rawValue(&scanner))
    } while try scanner.nextElement(close: UInt8(ascii: "]"))
    return values
  }
}

extension JSONScanner {
  /// The bytes of a value or name as written.
  fileprivate func bytes(_ written: JSONTableDecoder.Written) -> [UInt8] {
    Array(UnsafeBufferPointer(start: base + written.start, count: written.count))
  }
}
