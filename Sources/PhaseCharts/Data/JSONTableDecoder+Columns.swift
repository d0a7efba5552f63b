import Foundation
import PhaseKit

extension JSONTableDecoder {
  /// Decodes an object of columns, `{"x": [1, 2], "y": [3, 4]}`; `scanner` is at the `{`.
  ///
  /// Pass 1 records where each column's array starts and samples its first values; pass 2 parses
  /// only the chosen columns. Every chosen column must have as many values as x.
  ///
  /// `isProbe` is set where a table is looked for inside a field, the search going on to the next
  /// field when there is none: "no table here" is then thrown without its place, which takes a
  /// read from the document's start to work out (for an object of ten thousand records keyed by
  /// id, each looked into, that read made the search quadratic).
  static func decodeColumns(
    _ scanner: inout JSONScanner, options: DecodeOptions, groupsRows: Bool = false,
    unreadable: UnreadableCellLog = UnreadableCellLog(), isProbe: Bool = false
  ) throws(DataError) -> DecodedTable {
    let open = scanner.position
    scanner.position += 1
    var names: [String] = []
    var starts: [Int] = []
    var columnSamples: [[String?]] = []
    var columnStrings: [[String?]] = []
    var lateValues: [LateValues] = []
    var rowsField: (name: String, start: Int)?
    var otherFields: [String] = []
    // Fields holding objects, where the table may be nested (`{"result": {"series": [...]}}`).
    var objectFields: [Int] = []
    if scanner.peek() == UInt8(ascii: "}") {
      scanner.position += 1
      return DecodedTable(Dataset(series: []))
    }
    repeat {
      let name = try scanner.readFieldName()
      // Fields that are not arrays (such as "status": "ok" beside the data) are not columns.
      guard scanner.peek() == UInt8(ascii: "[") else {
        let start = scanner.position
        let isObject = scanner.peek() == UInt8(ascii: "{")
        _ = try scanner.readScalar(depth: 1)
        // An object of values only holds no table: not looked into (a record of a table keyed
        // by id, which the whole object is read as).
        if isObject && holdsContainer(scanner, from: start + 1, to: scanner.position - 1) {
          objectFields.append(start)
        }
        otherFields.append(name)
        continue
      }
      guard names.count < options.limits.maxColumns else {
        throw scanner.failure(.tooManyColumns(limit: options.limits.maxColumns))
      }
      // A field holding rows rather than values: an API wrapper such as {"data": [...]}.
      var lookahead = scanner
      lookahead.position += 1
      if rowsField == nil, let first = lookahead.peek(),
        first == UInt8(ascii: "{") || first == UInt8(ascii: "[")
      {
        rowsField = (name, scanner.position)
      }
      names.append(name)
      starts.append(scanner.position)
      var sample: [String?] = []
      var strings: [String?] = []
      // A placeholder's first value may be the column's name (``CSVTableDecoder/namesUnderPlaceholders(names:samples:)``).
      var late = LateValues(mayBeNamedBelow: CSVTableDecoder.isPlaceholderName(name))
      try forEachValue(&scanner) { index, scalar, scanner in
        guard index < ColumnPlan.sampleRows else {
          late.add(scalar, index: index, sample: sample, scanner: scanner)
          return
        }
        sample.append(scanner.sampleText(scalar))
        if case .string = scalar { strings.append(sample.last!) } else { strings.append(nil) }
      }
      columnSamples.append(sample)
      columnStrings.append(strings)
      lateValues.append(late)
    } while try scanner.nextElement(close: UInt8(ascii: "}"))
    let end = scanner.position
    if names.isEmpty {
      // The table nested deeper: the first object field that holds one, at any depth (each
      // was read whole, strictly, above).
      for start in objectFields {
        var nested = scanner
        nested.position = start
        do {
          let table = try decodeColumns(
            &nested, options: options, groupsRows: groupsRows, unreadable: unreadable, isProbe: true)
          scanner.position = end
          return table
        } catch {
          // No array in this one: the next. Any other failure is the nested table's own.
          guard case .decodingError(let failure) = error, case .noArrayField = failure.reason else { throw error }
        }
      }
      // pandas' orient="columns" and orient="index": objects of values.
      var whole = scanner
      whole.position = open
      if let table = try decodeObjectOfObjects(whole, options: options, groupsRows: groupsRows, unreadable: unreadable) {
        scanner.position = end
        return table
      }
      // Say what shape was expected rather than "expected at least one column".
      let reason = DataError.DecodingFailure.Reason.noArrayField(fields: Array(otherFields.prefix(12)))
      if isProbe { throw .decodingError(.init(reason)) }
      throw scanner.failure(reason, at: open)
    }
    if let rowsField {
      // pandas' orient="split": the names in "columns", the rows in "data", their labels in "index".
      if rowsField.name == "data", names.contains("columns"),
        let table = try decodeSplit(
          scanner, fields: Array(zip(names, starts)).map { (name: $0.0, start: $0.1) }, options: options,
          groupsRows: groupsRows, unreadable: unreadable)
      {
        scanner.position = end
        return table
      }
      scanner.position = rowsField.start
      let table = try decodeRows(
        &scanner, options: options, groupsRows: groupsRows,
        unreadable: unreadable)
      scanner.position = end
      return table
    }

    let rowCount = columnSamples.map(\.count).max() ?? 0
    var samples = (0..<rowCount).map { row in
      columnSamples.map { row < $0.count ? $0[row] : nil }
    }
    var strings = (0..<rowCount).map { row in
      columnStrings.map { row < $0.count ? $0[row] : nil }
    }
    // A header of placeholders (`level_0`, `Unnamed: 1`) whose arrays start with the columns'
    // names, as a CSV header is read: the names are read from the first values, which are
    // then not data.
    var firstValue = 0
    var skippedNames: SkippedRow?
    if options.hasHeader && options.detectsSpreadsheetRows,
      let below = CSVTableDecoder.namesUnderPlaceholders(names: names, samples: samples)
    {
      // Reported as the first value of every column: `$.*[0]`, under the object's own path.
      let place = scanner.place(of: starts[0])
      let own = JSONScanner.pathComponent(names[0])
      let parent = place.path.hasSuffix(own) ? String(place.path.dropLast(own.count)) : "$"
      skippedNames = SkippedRow(
        line: place.line, reason: .placeholderNames(names.filter(CSVTableDecoder.isPlaceholderName)),
        path: parent + ".*[0]")
      names = below
      samples.removeFirst()
      strings.removeFirst()
      firstValue = 1
    }
    // Columns with no value in the sample: their first numbers further down.
    sampleLateColumns(names: names, samples: &samples, strings: &strings, late: lateValues, options: options)
    // As for rows: dates decided from the whole column, numbers in the form their strings use.
    decideDateOrder(
      names: names, samples: &samples, starts: starts, from: scanner, sampledValues: samples.count + firstValue)
    let numberForms = try JSONTableDecoder.numberForms(names: names, samples: &samples, strings: strings, options: options)
    let forms = numberForms.hasForms ? numberForms.forms : nil
    var plan = try ColumnPlan.make(names: names, samples: samples, options: options)
    if let forms { plan.names = NumberForm.namesWithUnits(plan.names, forms: forms) }
    let isStrict = plan.missingValues == .fail

    func read(_ column: Int, as kind: ColumnPlan.XReader) throws(DataError) -> [Double] {
      var result: [Double] = []
      scanner.position = starts[column]
      try forEachValue(&scanner) { index, scalar, scanner throws(DataError) in
        guard index >= firstValue else { return }
        let value = JSONTableDecoder.x(scalar, as: kind, form: forms?[column], fallback: numberForms.fallback, scanner: scanner)
        if value.isNaN {
          if isStrict {
            throw failure(scalar, as: kind, scanner: scanner)
          }
          note(scalar, column: column, scanner: scanner, in: unreadable)
        }
        result.append(value)
      }
      return result
    }
    let xs = try read(plan.x, as: plan.xReader)
    var ys: [[Double]] = []
    for column in plan.ys {
      let values = try read(column, as: .number)
      guard values.count == xs.count else {
        throw scanner.failure(
          .columnLengthMismatch(column: names[column], count: values.count, otherColumn: names[plan.x], otherCount: xs.count),
          at: starts[column])
      }
      ys.append(values)
    }
    // A named series column: its values recorded (as a candidate's are) and the columns split
    // by them, or (`groupsRows`, the reference) grouped row by row.
    let named = groupsRows ? nil : plan.group
    var rowPlan = plan
    if named != nil { rowPlan.group = nil }
    var recordedGroup: SeriesCandidates?
    if let group = named {
      let recorded = SeriesCandidates(
        columns: [group], maxSeries: options.limits.maxSeries, expectedRows: xs.count)
      scanner.position = starts[group]
      var count = 0
      try forEachValue(&scanner) { index, scalar, scanner in
        guard index >= firstValue else { return }
        recorded.append(CandidateValue(scalar, scanner: scanner), slot: 0, base: scanner.base)
        count += 1
      }
      guard count == xs.count else {
        throw scanner.failure(
          .columnLengthMismatch(column: names[group], count: count, otherColumn: names[plan.x], otherCount: xs.count),
          at: starts[group])
      }
      recordedGroup = recorded
    }
    var keys: [[UInt8]] = []
    if let group = rowPlan.group {
      scanner.position = starts[group]
      try forEachValue(&scanner) { index, scalar, scanner in
        guard index >= firstValue else { return }
        keys.append(key(scalar, scanner: scanner))
      }
      guard keys.count == xs.count else {
        throw scanner.failure(
          .columnLengthMismatch(column: names[group], count: keys.count, otherColumn: names[plan.x], otherCount: xs.count),
          at: starts[group])
      }
    }
    // The values of the columns of words that may name the series, for a long-format split.
    let seriesColumns = plan.seriesCandidates(names: names, samples: samples, options: options)
    var candidates: SeriesCandidates?
    if !seriesColumns.isEmpty {
      let recorded = SeriesCandidates(
        columns: seriesColumns, maxSeries: options.limits.maxSeries, expectedRows: xs.count)
      for (slot, column) in seriesColumns.enumerated() {
        scanner.position = starts[column]
        var count = 0
        try forEachValue(&scanner) { index, scalar, scanner in
          guard index >= firstValue else { return }
          recorded.append(CandidateValue(scalar, scanner: scanner), slot: slot, base: scanner.base)
          count += 1
        }
        // A split by a column of another length fails.
        if count != xs.count { recorded.stop(slot) }
      }
      candidates = recorded
    }
    scanner.position = end

    var builder = DatasetBuilder(plan: rowPlan, maxSeries: options.limits.maxSeries, expectedRows: xs.count)
    let values = UnsafeMutableBufferPointer<Double>.allocate(capacity: max(ys.count, 1))
    defer { values.deallocate() }
    for row in xs.indices {
      for k in ys.indices { values[k] = ys[k][row] }
      if rowPlan.group != nil {
        try keys[row].withUnsafeBufferPointer { key throws(DataError) in
          try builder.append(x: xs[row], values: values, key: key)
        }
      } else {
        builder.append(x: xs[row], values: values)
      }
    }
    var table = try finished(
      builder.build(), splitBy: named != nil ? recordedGroup : nil, isNamed: named != nil, candidates: candidates,
      plan: plan, numbers: numberForms.notation)
    if let skippedNames { table.columns.skippedRows = [skippedNames] }
    return table
  }

  /// Whether the bytes from `start` to `end` (an object's inside, read whole and valid) hold an
  /// array or an object outside their strings.
  static func holdsContainer(_ scanner: JSONScanner, from start: Int, to end: Int) -> Bool {
    var i = start
    var inString = false
    while i < end {
      let byte = scanner.base[i]
      if inString {
        if byte == UInt8(ascii: "\\") {
          i += 1
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
      } else if byte == UInt8(ascii: "\"") {
        inString = true
      } else if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
        return true
      }
      i += 1
    }
    return false
  }

  /// Calls `body` with each value of the array at the scanner's position.
  static func forEachValue(
    _ scanner: inout JSONScanner,
    _ body: (Int, JSONScanner.Scalar, JSONScanner) throws(DataError) -> Void
  ) throws(DataError) {
    scanner.position += 1
    if scanner.peek() == UInt8(ascii: "]") {
      scanner.position += 1
      return
    }
    var index = 0
    repeat {
      let scalar = try scanner.readScalar(depth: 2)
      try body(index, scalar, scanner)
      index += 1
    } while try scanner.nextElement(close: UInt8(ascii: "]"))
  }
}
