import Foundation
import PhaseKit

extension JSONTableDecoder {
  /// What a column is used for in the main pass.
  enum Role {
    case unused
    case x
    case y(Int)
    /// x and also y column `k`: a table read over its row number, its first measure both.
    case xAndY(Int)
    /// x (and y column `y`, if any) whose value is also recorded as candidate `slot`: a table
    /// of words only, read over its first factor's column (``DesignPlan``), or the words whose
    /// rows are counted (``ColumnPlan/countsCategories``).
    case xRecorded(y: Int?, slot: Int)
    case group
    /// Candidate series column `s` (``SeriesCandidates``): its value is recorded.
    case candidate(Int)
  }

  static func roles(for plan: ColumnPlan, seriesColumns: [Int] = []) -> [Role] {
    var roles = [Role](repeating: .unused, count: plan.names.count)
    for (slot, column) in seriesColumns.enumerated() { roles[column] = .candidate(slot) }
    if let group = plan.group { roles[group] = .group }
    for (k, column) in plan.ys.enumerated() { roles[column] = .y(k) }
    if case .y(let k) = roles[plan.x] { roles[plan.x] = .xAndY(k) } else { roles[plan.x] = .x }
    // Words read as x are recorded too: a design of words only, and the category whose rows
    // are counted (read as x alone, every row fell in one category: one bar of one row).
    if plan.design != nil || plan.countsCategories, let slot = seriesColumns.firstIndex(of: plan.x) {
      let y: Int? = if case .xAndY(let k) = roles[plan.x] { k } else { nil }
      roles[plan.x] = .xRecorded(y: y, slot: slot)
    }
    return roles
  }

  /// Decodes an array of objects or an array of arrays; `scanner` is at the opening `[`.
  ///
  /// A record with a key that the sampled records do not have, within
  /// ``ColumnPlan/LateColumns/recordLimit`` records below them, sends the decode back to the
  /// start once, to read that key as a late column (``sampleLateKeys(names:samples:strings:from:options:)``).
  static func decodeRows(
    _ scanner: inout JSONScanner, options: DecodeOptions, groupsRows: Bool = false,
    unreadable: UnreadableCellLog = UnreadableCellLog()
  ) throws(DataError)
    -> DecodedTable
  {
    let start = scanner
    if let table = try decodeRows(
      &scanner, options: options, groupsRows: groupsRows, unreadable: unreadable, findsLateKeys: false)
    {
      return table
    }
    scanner = start
    unreadable.reset()
    // With `findsLateKeys`, every record is read: there is a table.
    return try decodeRows(
      &scanner, options: options, groupsRows: groupsRows, unreadable: unreadable, findsLateKeys: true)
      ?? DecodedTable(Dataset(series: []))
  }

  /// ``decodeRows(_:options:groupsRows:unreadable:)`` in one try: nil when a key first seen
  /// below the sample, within the limit, was met and `findsLateKeys` is false, so that the
  /// records below the sample are to be read by name.
  private static func decodeRows(
    _ scanner: inout JSONScanner, options: DecodeOptions, groupsRows: Bool, unreadable: UnreadableCellLog,
    findsLateKeys: Bool
  ) throws(DataError)
    -> DecodedTable?
  {
    scanner.position += 1
    let rowsStart = scanner
    guard let first = scanner.peek(), first != UInt8(ascii: "]") else {
      scanner.position += 1
      return DecodedTable(Dataset(series: []))
    }
    let isObjects = first == UInt8(ascii: "{")
    let firstRecord = scanner.position
    guard isObjects || first == UInt8(ascii: "[") else {
      throw scanner.failure(.unexpected(expected: .objectOrArray, found: scanner.found))
    }
    // Pass 1: names and a sample.
    var names: [String] = []
    var columnOfName: [String: Int] = [:]
    var samples: [[String?]] = []
    // The sampled values that are JSON strings, which alone may be written in a number form.
    var strings: [[String?]] = []
    var row = 0
    var hasMoreRows = true
    while hasMoreRows && row < ColumnPlan.sampleRows {
      var cells = [String?](repeating: nil, count: names.count)
      var stringCells = [String?](repeating: nil, count: names.count)
      try forEachCell(&scanner, isObjects: isObjects, names: nil) {
        (column, name, scalar, scanner) throws(DataError) in
        var column = column
        if let name {
          column = columnOfName[name] ?? names.count
        }
        if column >= names.count {
          if let name { columnOfName[name] = names.count }
          guard names.count < options.limits.maxColumns else {
            throw scanner.failure(.tooManyFields(limit: options.limits.maxColumns))
          }
          names.append(name ?? "column\(column + 1)")
        }
        while cells.count <= column { cells.append(nil) }
        while stringCells.count <= column { stringCells.append(nil) }
        cells[column] = scanner.sampleText(scalar)
        if case .string = scalar { stringCells[column] = cells[column] }
      }
      samples.append(cells)
      strings.append(stringCells)
      row += 1
      hasMoreRows = try scanner.nextElement(close: UInt8(ascii: "]"))
    }
    // An array-of-arrays header: all strings, followed by a row holding a number.
    var skipsHeader = false
    if !isObjects && options.hasHeader, samples.count >= 2,
      samples[0].allSatisfy({ $0 != nil && !ColumnPlan.isNumber($0!) }),
      samples[1].contains(where: { $0.map(ColumnPlan.isNumber) ?? false })
    {
      for (k, name) in samples[0].enumerated() where k < names.count { names[k] = name ?? names[k] }
      samples.removeFirst()
      strings.removeFirst()
      skipsHeader = true
    }
    // A header of placeholders (`level_0`, `Unnamed: 1`) over a first record of words over the
    // values, as a CSV header is read (``CSVTableDecoder/namesUnderPlaceholders(names:samples:)``):
    // the words name the columns, and that record is not data. Fields are still matched by key.
    var namesBelow: [String]? = nil
    if isObjects && options.hasHeader && options.detectsSpreadsheetRows,
      let below = CSVTableDecoder.namesUnderPlaceholders(names: names, samples: samples)
    {
      namesBelow = below
      samples.removeFirst()
      strings.removeFirst()
      skipsHeader = true
    }
    // Slashed dates the sample leaves undecided: the first value further down that decides.
    if hasMoreRows { decideDateOrder(names: names, samples: &samples, from: scanner, isObjects: isObjects) }
    // Columns with no value in the sample: their first numbers further down; keys first seen
    // there too, once the main pass has met one.
    if hasMoreRows && findsLateKeys && isObjects {
      sampleLateKeys(names: &names, samples: &samples, strings: &strings, from: scanner, options: options)
    } else if hasMoreRows {
      sampleLateColumns(
        names: names, samples: &samples, strings: &strings, from: scanner, isObjects: isObjects, options: options)
    }
    // The names the plan reads: the words under placeholders, and any key found later as it is.
    let columnNames = namesBelow.map { $0 + names.dropFirst($0.count) } ?? names
    let numberForms = try JSONTableDecoder.numberForms(
      names: columnNames, samples: &samples, strings: strings, options: options)
    let forms = numberForms.hasForms ? numberForms.forms : nil
    let fallback = numberForms.fallback
    var plan: ColumnPlan
    do throws(DataError) {
      plan = try ColumnPlan.make(names: columnNames, samples: samples, options: options)
    } catch {
      // A column named in the options (`--y AMZN`) may be a key first seen below the sample.
      if isObjects && hasMoreRows && !findsLateKeys && isColumnNotFound(error) { return nil }
      throw error
    }
    if let forms { plan.names = NumberForm.namesWithUnits(plan.names, forms: forms) }

    // Pass 2: every row, parsing only the chosen columns.
    scanner = rowsStart
    // A named series column is recorded like a candidate, and the rows split once read.
    let named = groupsRows ? nil : plan.group
    var rowPlan = plan
    if named != nil { rowPlan.group = nil }
    let seriesColumns =
      named.map { [$0] } ?? plan.seriesCandidates(names: columnNames, samples: samples, options: options)
    // As with `.group`, an x or y role of the same column wins: its value is then not
    // recorded, and reads as missing; but a design's x is recorded too (a table of words only).
    let roles = roles(for: rowPlan, seriesColumns: seriesColumns)
    let isStrict = plan.missingValues == .fail
    var builder = DatasetBuilder(plan: rowPlan, maxSeries: options.limits.maxSeries, expectedRows: 0)
    let candidates =
      seriesColumns.isEmpty
      ? nil : SeriesCandidates(columns: seriesColumns, maxSeries: options.limits.maxSeries)
    // Each candidate's value in the current row; the last one wins when a field repeats, as
    // the series key does.
    var pending = [CandidateValue](repeating: .missing, count: seriesColumns.count)
    let values = UnsafeMutableBufferPointer<Double>.allocate(capacity: max(plan.ys.count, 1))
    defer { values.deallocate() }
    let xReader = plan.xReader
    // A field that matches no column below the sample is a key first seen there: within the
    // limit, the decode starts again to read it (``sampleLateKeys``).
    let watchesLateKeys = isObjects && !findsLateKeys && names.count < options.limits.maxColumns
    let lateKeyRows = ColumnPlan.sampleRows + ColumnPlan.LateColumns.recordLimit
    var metLateKey = false
    try withNameTable(names) { nameTable throws(DataError) in
      row = 0
      repeat {
        // A local file's decode answers to the load's deadline and cancellation, as CSV's does.
        if row & 0x3FFF == 0x3FFF { try options.checkDeadline() }
        if skipsHeader && row == 0 {
          _ = try scanner.readScalar(depth: 1)
          row += 1
          continue
        }
        var x = Double.nan
        var key: [UInt8]? = nil
        values.update(repeating: .nan)
        for slot in pending.indices { pending[slot] = .missing }
        try forEachCell(
          &scanner, isObjects: isObjects, names: nameTable
        ) {
          (column, _, scalar, scanner) throws(DataError) in
          guard column < roles.count else {
            if watchesLateKeys && row < lateKeyRows { metLateKey = true }
            return
          }
          switch roles[column] {
          case .unused: break
          case .x, .xAndY, .xRecorded:
            x = JSONTableDecoder.x(
              scalar, as: xReader, form: forms?[column], fallback: fallback, scanner: scanner)
            switch roles[column] {
            case .xAndY(let k), .xRecorded(y: .some(let k), slot: _): values[k] = x
            default: break
            }
            if case .xRecorded(_, let slot) = roles[column] { pending[slot] = CandidateValue(scalar, scanner: scanner) }
            if x.isNaN {
              if isStrict {
                throw failure(scalar, as: xReader, scanner: scanner)
              }
              note(scalar, column: column, scanner: scanner, in: unreadable)
            }
          case .y(let k):
            values[k] = number(scalar, form: forms?[column], fallback: fallback, scanner: scanner)
            if values[k].isNaN {
              if isStrict {
                throw failure(scalar, as: .number, scanner: scanner)
              }
              note(scalar, column: column, scanner: scanner, in: unreadable)
            }
          case .group:
            key = JSONTableDecoder.key(scalar, scanner: scanner)
          case .candidate(let slot):
            pending[slot] = CandidateValue(scalar, scanner: scanner)
          }
        }
        if metLateKey { return }
        if isStrict {
          var missing: Int?
          if x.isNaN {
            missing = plan.x
          } else if let k = (0..<plan.ys.count).first(where: { values[$0].isNaN }) {
            missing = plan.ys[k]
          } else if let group = plan.group,
            named != nil ? pending[0].isMissing : key == nil
          {
            missing = group
          }
          if let missing {
            // At the row's closing brace, where the field was looked for last.
            throw scanner.failure(.missingField(field: names[missing]), at: scanner.position - 1)
          }
        }
        if rowPlan.group != nil {
          try (key ?? Array("null".utf8)).withUnsafeBufferPointer { bytes throws(DataError) in
            try builder.append(x: x, values: values, key: bytes)
          }
        } else {
          builder.append(x: x, values: values)
          if let candidates {
            candidates.append(pending, base: scanner.base, isStrict: isStrict)
            if let named, !candidates.isTracking(0) {
              throw DatasetBuilder.tooManySeries(options.limits.maxSeries, column: plan.names[named])
            }
          }
        }
        row += 1
      } while try scanner.nextElement(close: UInt8(ascii: "]"))
    }
    if metLateKey { return nil }
    var table = try finished(
      builder.build(), splitBy: candidates, isNamed: named != nil, candidates: candidates, plan: plan,
      numbers: numberForms.notation)
    if namesBelow != nil {
      let place = rowsStart.place(of: firstRecord)
      table.columns.skippedRows = [
        SkippedRow(
          line: place.line, reason: .placeholderNames(names.filter(CSVTableDecoder.isPlaceholderName)),
          path: place.path)
      ]
    }
    return table
  }

  /// Whether `error` says that a column named in the options is not in the table.
  private static func isColumnNotFound(_ error: DataError) -> Bool {
    guard case .decodingError(let failure) = error else { return false }
    switch failure.reason {
    case .columnNotFound, .columnNotFoundSuggesting: return true
    default: return false
    }
  }

  /// Reads one row (an object or an array) and calls `body` with each cell's column, its field
  /// name (pass 1, objects only) and its value. The fields of an object inside a row object are
  /// cells of their own, named by their path (``forEachNestedField(_:prefix:names:column:depth:_:)``). With `names`, object fields are matched to columns
  /// by bytes, trying the column after the previous one first; unknown fields get `names.count`.
  static func forEachCell(
    _ scanner: inout JSONScanner, isObjects: Bool, names: NameTable?,
    _ body: (Int, String?, JSONScanner.Scalar, JSONScanner) throws(DataError) -> Void
  ) throws(DataError) {
    let open = isObjects ? UInt8(ascii: "{") : UInt8(ascii: "[")
    let close = isObjects ? UInt8(ascii: "}") : UInt8(ascii: "]")
    guard scanner.peek() == open else {
      throw scanner.failure(.unexpected(expected: isObjects ? .object : .array, found: scanner.found))
    }
    scanner.position += 1
    if scanner.peek() == close {
      scanner.position += 1
      return
    }
    var column = 0
    repeat {
      if isObjects {
        guard scanner.peek() == UInt8(ascii: "\"") else {
          throw scanner.failure(.unexpected(expected: .fieldName, found: scanner.found))
        }
        let (start, count, hasEscapes) = try scanner.readString()
        try scanner.expect(UInt8(ascii: ":"), .colon)
        let bytes =
          hasEscapes ? try scanner.unescaped(start: start, count: count) : nil
        if scanner.peek() == UInt8(ascii: "{") {
          // An object inside the record: its fields are columns (`price.open`).
          let prefix = (bytes ?? Array(UnsafeBufferPointer(start: scanner.base + start, count: count))) + [UInt8(ascii: ".")]
          try forEachNestedField(&scanner, prefix: prefix, names: names, column: &column, depth: 3, body)
          continue
        }
        let scalar = try scanner.readScalar(depth: 2)
        if let names {
          if let bytes {
            column = bytes.withUnsafeBufferPointer { names.find($0.baseAddress, $0.count) }
          } else if !(column < names.count && names.matches(column, scanner.base + start, count)) {
            // Not the same field order as the previous row: search.
            column = names.find(scanner.base + start, count)
          }
          try body(column, nil, scalar, scanner)
          column += 1
        } else {
          let raw = UnsafeBufferPointer(start: scanner.base + start, count: count)
          let name = bytes.map { String(decoding: $0, as: UTF8.self) } ?? String(decoding: raw, as: UTF8.self)
          try body(-1, name, scalar, scanner)
        }
      } else {
        let scalar = try scanner.readScalar(depth: 2)
        try body(column, nil, scalar, scanner)
        column += 1
      }
    } while try scanner.nextElement(close: close)
  }
}

/// Column names as one flat byte buffer, so matching a field name costs a length compare and a
/// `memcmp`, with no array retained per field.
struct NameTable {
  let bytes: UnsafeBufferPointer<UInt8>
  /// `starts[k]..<starts[k + 1]` are the bytes of name `k`.
  let starts: UnsafeBufferPointer<Int>
  /// Lookup for rows whose fields come in another order than the columns.
  let columnOfName: [String: Int]

  var count: Int { starts.count - 1 }

  @inline(__always)
  func matches(_ column: Int, _ key: UnsafePointer<UInt8>?, _ length: Int) -> Bool {
    let start = starts[column]
    guard starts[column + 1] - start == length else { return false }
    guard length > 0, let base = bytes.baseAddress, let key else { return true }
    return memcmp(base + start, key, length) == 0
  }

  /// The column named by `key`, or `count` when there is none.
  func find(_ key: UnsafePointer<UInt8>?, _ length: Int) -> Int {
    // A short linear scan beats hashing a new String; wide tables hash.
    if count <= 16 { return (0..<count).first { matches($0, key, length) } ?? count }
    guard let key else { return columnOfName[""] ?? count }
    return columnOfName[String(decoding: UnsafeBufferPointer(start: key, count: length), as: UTF8.self)]
      ?? count
  }
}

/// A candidate series column's value in one JSON row, as ``JSONTableDecoder/key(_:scanner:)``
/// reads it: the bytes of a number or of a string without escapes, where they are in the
/// document; otherwise the text made from the value.
enum CandidateValue {
  /// The row has no such field.
  case missing
  case raw(start: Int, count: Int)
  case text([UInt8])

  var isMissing: Bool {
    if case .missing = self { return true }
    return false
  }

  init(_ scalar: JSONScanner.Scalar, scanner: JSONScanner) {
    switch scalar {
    case .number(let start, let count), .string(let start, let count, false):
      self = .raw(start: start, count: count)
    default:
      self = .text(JSONTableDecoder.key(scalar, scanner: scanner))
    }
  }
}

extension SeriesCandidates {
  /// Appends one JSON row's values, `values[s]` for candidate `s`.
  func append(_ values: [CandidateValue], base: UnsafePointer<UInt8>, isStrict: Bool) {
    for slot in values.indices { append(values[slot], slot: slot, base: base, isStrict: isStrict) }
  }

  /// Appends candidate `slot`'s value in the next row. A missing field reads as `null`, as the
  /// series key does; in strict mode it fails a split by that column instead, so the column
  /// is no longer tracked.
  func append(
    _ value: CandidateValue, slot: Int, base: UnsafePointer<UInt8>, isStrict: Bool = false
  ) {
    switch value {
    case .raw(let start, let count): append(slot: slot, base + start, count: count)
    case .text(let bytes): append(slot: slot, bytes: bytes)
    case .missing:
      if isStrict { stop(slot) } else { append(slot: slot, bytes: Array("null".utf8)) }
    }
  }
}
