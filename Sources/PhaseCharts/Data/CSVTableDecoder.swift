import Foundation
import PhaseKit

/// Decodes CSV bytes into a ``Dataset``: header, sample-based column plan, then one pass that
/// parses only the chosen columns straight from the bytes.
package enum CSVTableDecoder {
  /// Decodes `bytes`. `allowsFastRows: false` reads every row with the general record reader
  /// into growable arrays, the reference that tests compare the fast path with. `pieces` forces
  /// how many workers decode a wide table (one per core by default), `minimumParallelBytes`
  /// the size from which it is split and `minimumChunkBytes` the smallest run of lines a worker
  /// claims, so that tests can split small inputs into many runs; `startsFromBack` has every
  /// worker claim from the back (every run is then moved), so that tests reach that path
  /// whatever the timing.
  ///
  /// A named series column (``DecodeOptions/series``) is read like a candidate of a found one:
  /// the table is decoded as a wide one (the one-pass row reader, and both cores for a large
  /// file) while that column's value is recorded per row, then split in memory
  /// (``ChartDecoder/split(_:byNamed:plan:)``). `groupsRows: true` groups the rows by a `String` as
  /// they are read instead (``DatasetBuilder``, the general record reader, one core): the way it
  /// was done before, kept as the reference that tests compare the split with.
  static func decode(
    _ bytes: UnsafeBufferPointer<UInt8>, options: DecodeOptions, allowsFastRows: Bool = true,
    pieces: Int? = nil, minimumParallelBytes: Int = parallelThreshold,
    minimumChunkBytes: Int = CSVTableDecoder.minimumChunkBytes, startsFromBack: Bool = false,
    groupsRows: Bool = false
  ) throws(DataError) -> DecodedTable {
    guard let base = bytes.baseAddress else { return DecodedTable(Dataset(series: [])) }
    ChartDecoder.passCounter?.add()
    var count = bytes.count
    let place = tableStart(base, count: count, options: options)
    let (separatorLine, linesStart, skippedLines, delimiter) =
      (place.separatorLine, place.linesStart, place.skippedLines, place.delimiter)
    let start = place.start
    // A spreadsheet's totals rows at the bottom are not data: the table ends above them.
    var skippedRows: [SkippedRow] = []
    if options.detectsSpreadsheetRows {
      let trimmed = trimTotals(base, count: count, start: start, delimiter: delimiter)
      count = trimmed.end
      skippedRows = trimmed.skipped
    }
    let limits = options.limits
    let fields = UnsafeMutablePointer<CSVReader.Field>.allocate(capacity: max(limits.maxColumns, 1))
    defer { fields.deallocate() }
    var reader = CSVReader(base: base, count: count, start: start, delimiter: delimiter, limits: limits)
    reader.line = (separatorLine != nil ? 2 : 1) + skippedLines

    // Header.
    var names: [String] = []
    var headerLine = 1
    let headerStart = reader
    if options.hasHeader {
      guard let headerCount = try reader.next(into: fields) else {
        return DecodedTable(Dataset(series: []))
      }
      headerLine = reader.recordLine
      names = (0..<headerCount).map { reader.name(of: fields[$0]) }
    }
    // Sample rows for detection, read ahead and then read again by the main loop.
    var dataStart = reader
    var samples: [[String?]] = []
    var sampleLines: [Int] = []
    while samples.count < ColumnPlan.sampleRows, let fieldCount = try reader.next(into: fields) {
      if names.isEmpty { names = (0..<fieldCount).map { "column\($0 + 1)" } }
      sampleLines.append(reader.recordLine)
      samples.append(
        (0..<fieldCount).map { k in
          let (s, n) = reader.trimmedRange(of: fields[k])
          let trimmed = CSVReader.Field(
            start: s, end: s + n, hasEscapedQuote: fields[k].hasEscapedQuote, isQuoted: false)
          return n == 0 ? nil : reader.text(of: trimmed)
        })
    }
    // A header of placeholders (`level_0`, `V1`, `Unnamed: 3`) above a row of words over the
    // values: the words are the names, and the placeholder line is skipped.
    if options.hasHeader && options.detectsSpreadsheetRows,
      let row = Self.namesUnderPlaceholders(names: names, samples: samples)
    {
      skippedRows.insert(
        SkippedRow(line: headerLine, reason: .placeholderNames(names.filter(Self.isPlaceholderName))), at: 0)
      names = row
      headerLine = sampleLines[0]
      samples.removeFirst()
      sampleLines.removeFirst()
      _ = try dataStart.next(into: fields)
    }
    // A units row under the header (`,EUR,kg`) is not data; its units go to the names.
    var unitsRow: [String?] = []
    if options.hasHeader && options.detectsSpreadsheetRows, isUnitsRow(samples, width: names.count) {
      unitsRow = samples[0]
      skippedRows.insert(SkippedRow(line: sampleLines[0], reason: .units(samples[0].compactMap { $0 })), at: 0)
      samples.removeFirst()
      sampleLines.removeFirst()
      _ = try dataStart.next(into: fields)
    }
    // A first record of numbers and dates above columns of the same kinds is data, not names.
    if options.hasHeader && options.detectsMissingHeader,
      ColumnPlan.isHeaderless(names: names, samples: samples)
    {
      samples.insert(names.map { $0.isEmpty ? nil : $0 }, at: 0)
      sampleLines.insert(headerLine, at: 0)
      if samples.count > ColumnPlan.sampleRows {
        samples.removeLast()
        sampleLines.removeLast()
      }
      names = names.indices.map { "column\($0 + 1)" }
      dataStart = headerStart
    }
    if names.isEmpty { return DecodedTable(Dataset(series: [])) }
    if options.delimiter == nil, separatorLine == nil, names.count == 1,
      let failure = Self.spaceSeparated(samples: samples, lines: sampleLines)
    {
      throw .decodingError(failure)
    }
    // Slashed dates the sample leaves undecided: the first value further down that decides.
    decideDateOrder(names: names, samples: &samples, lines: &sampleLines, from: reader, fields: fields)
    // Columns with no value in the sample: their first numbers further down.
    sampleLateColumns(
      names: names, samples: &samples, lines: &sampleLines, from: reader, fields: fields, delimiter: delimiter,
      asked: options.decimalSeparator)
    // Each column's number form, from all its sampled values; planning then sees plain numbers.
    let numberForms = try NumberForm.detect(
      names: names, samples: &samples, lines: sampleLines, delimiter: delimiter,
      asked: options.decimalSeparator)
    // A row not as wide as the header fails near the top when the header is not the table's:
    // the failure says which line was read as the header, so that lines above it can be skipped.
    let lastSampleLine = sampleLines.last ?? headerLine
    do throws(DataError) {
      var plan = try ColumnPlan.make(names: names, samples: samples, lines: sampleLines, options: options)
      if numberForms.hasForms { plan.names = NumberForm.namesWithUnits(plan.names, forms: numberForms.forms) }
      if !unitsRow.isEmpty { plan.names = Self.namesWithUnits(plan.names, units: unitsRow) }
      let averageRow = max(1, (reader.position - dataStart.position) / max(1, samples.count))
      reader = dataStart
      let expectedRows = (count - reader.position) / averageRow
      // A named series column is recorded, as a found one's candidates are, and the rows are
      // decoded as a wide table (`rowPlan`) and split afterwards.
      let named = groupsRows ? nil : plan.group
      var rowPlan = plan
      if named != nil { rowPlan.group = nil }
      // The columns of words that may name the series if x turns out to repeat: their rows are
      // recorded in this pass, so that a long-format table is split without a second one.
      let seriesColumns =
        named.map { [$0] } ?? plan.seriesCandidates(names: names, samples: samples, options: options)
      let rows = Rows(
        base: base, delimiter: delimiter, limits: limits, plan: rowPlan, names: names,
        allowsFastRows: allowsFastRows, releasesConsumedBytes: options.releasesConsumedBytes,
        deadline: options.deadlineStorage, seriesColumns: seriesColumns, seriesColumnIsNamed: named != nil,
        numberForms: numberForms.hasForms ? numberForms.forms : nil, fallbackForm: numberForms.fallback)
      func finished(_ dataset: Dataset, _ candidates: SeriesCandidates?, xStrictlyGrows: Bool)
        throws(DataError) -> DecodedTable
      {
        var table: DecodedTable
        if named != nil {
          table = DecodedTable(try ChartDecoder.split(dataset, byNamed: candidates, plan: plan), plan: plan)
        } else {
          table = DecodedTable(dataset, plan: plan, candidates: candidates)
          table.xStrictlyGrows = xStrictlyGrows
        }
        table.columns.unreadable = rows.unreadable.result(base: base, names: plan.names)
        table.columns.skippedLines = skippedLines
        table.columns.skippedRows = skippedRows
        table.columns.numbers = numberForms.notation
        return table
      }
      if allowsFastRows, rowPlan.group == nil,
        let (dataset, candidates, grows) = try decodeWide(
          rows, count: count, from: reader, averageRow: averageRow, pieces: pieces,
          minimumParallelBytes: minimumParallelBytes, minimumChunkBytes: minimumChunkBytes,
          startsFromBack: startsFromBack)
      {
        return try finished(dataset, candidates, xStrictlyGrows: grows)
      }
      // A split decode that failed may have counted some cells: they are counted again here.
      rows.unreadable.reset()
      var builder = DatasetBuilder(plan: rowPlan, maxSeries: limits.maxSeries, expectedRows: expectedRows)
      let candidates = rows.newCandidates(expectedRows: expectedRows)
      try rows.read(&reader, into: &builder, candidates: candidates)
      // Still put off at the end: x only grew, nothing can be split.
      let grows = candidates?.isDeferring == true
      return try finished(builder.build(), grows ? nil : candidates, xStrictlyGrows: grows)
    } catch {
      let hinted = headerHint(
        error, headerLine: headerLine, names: names, lastSampleLine: lastSampleLine,
        canSkip: options.skipLines == 0 && options.hasHeader)
      throw naming(
        linesAboveTable: bytes, from: linesStart, delimiter: delimiter, firstLine: separatorLine != nil ? 2 : 1,
        options: options, in: hinted)
    }
  }

  /// `error` with the header named when it is a field count that failed on the first rows (a
  /// line above the table taken for the header): the message says which line was read as the
  /// header, and its ``PhaseKit/DataError/DecodingFailure/Kind/headerNotFound(line:)`` lets a
  /// tool suggest skipping lines. Any other error is returned as it is.
  @inline(never)
  static func headerHint(
    _ error: DataError, headerLine: Int, names: [String], lastSampleLine: Int, canSkip: Bool
  ) -> DataError {
    guard canSkip, case .decodingError(var failure) = error,
      case .fieldCount(let expected, let found) = failure.reason, let line = failure.line, line <= lastSampleLine,
      // Lines above a table are narrower than it and few: a short row further down (a cut
      // last line) is a bad row, not a sign of them.
      found > expected, line - headerLine <= 4
    else { return error }
    failure.reason = .fieldCountBelowHeader(expected: expected, found: found, headerLine: headerLine, header: names)
    return .decodingError(failure)
  }

  /// Everything the row loop needs that does not change while it runs.
  struct Rows: @unchecked Sendable {
    let base: UnsafePointer<UInt8>
    let delimiter: UInt8
    let limits: DecodeOptions.Limits
    let plan: ColumnPlan
    let names: [String]
    let allowsFastRows: Bool
    /// Whether the bytes behind the reader may be given back to the system once read (a
    /// memory-mapped file; see ``DecodeOptions/releasesConsumedBytes``).
    let releasesConsumedBytes: Bool
    /// When the rows must be read by (``DecodeOptions/deadline``).
    let deadline: DecodeOptions.Deadline?
    /// The columns of words whose values are recorded per row (``SeriesCandidates``): the
    /// candidates of a series column to find, or the one named; empty when the table cannot
    /// be split by one (a wide table with no words, rows grouped as they are read).
    let seriesColumns: [Int]
    /// Whether ``seriesColumns`` is the named series column, whose split must succeed: a row
    /// that brings its value past ``DecodeOptions/Limits/maxSeries`` fails the decode there.
    var seriesColumnIsNamed = false
    /// Where the rows' unreadable cells are counted (``UnreadableCells``).
    var unreadable = UnreadableCellLog()
    /// Each column's number form when any column is not written plainly (``NumberForm``);
    /// nil for a table of plain numbers, whose rows take no look at it.
    var numberForms: [NumberForm?]? = nil
    /// How a cell of a plainly written column that is not a plain number is read
    /// (``NumberForm/Table/fallback``): on the general path only, which such a cell takes.
    var fallbackForm = NumberForm.plain

    /// Where the values of ``seriesColumns`` go, nil when there is none. With `defers` (the
    /// default), the candidates of a series column to find are recorded only once x stops
    /// growing (see ``read(_:into:candidates:)``); a named column is always recorded.
    func newCandidates(expectedRows: Int, defers: Bool = true) -> SeriesCandidates? {
      seriesColumns.isEmpty
        ? nil
        : SeriesCandidates(
          columns: seriesColumns, maxSeries: limits.maxSeries, expectedRows: expectedRows,
          defersRecording: defers && !seriesColumnIsNamed && plan.design == nil && !plan.xIsRowNumber
            && !ChartDecoder.mayReadTimeOfDay(plan))
    }

    /// Records in `candidates` the rows from where its recording was put off to byte `end`
    /// (a row start): the rows the row loop read and counted while x grew, read again for
    /// their candidate columns only (a field scan, the general record reader for a row with a
    /// quote), giving the values the row loop would have recorded.
    func catchUp(_ candidates: SeriesCandidates, to end: Int, like reader: CSVReader) throws(DataError) {
      let start = candidates.deferredStart
      candidates.deferredStart = -1
      guard start >= 0, end > start else { return }
      var scan = reader
      scan.position = start
      scan.count = end
      let columnCount = names.count
      let fields = UnsafeMutablePointer<CSVReader.Field>.allocate(capacity: max(limits.maxColumns, 1))
      defer { fields.deallocate() }
      let bounds = UnsafeMutablePointer<Int>.allocate(capacity: max(2 * seriesColumns.count, 1))
      defer { bounds.deallocate() }
      var slots = [Int](repeating: -1, count: columnCount)
      for (slot, column) in seriesColumns.enumerated() where column < columnCount { slots[column] = slot }
      try slots.withUnsafeBufferPointer { slots throws(DataError) in
        while scan.position < end {
          if let next = CSVTableDecoder.candidateRow(
            base, at: scan.position, end: end, slots: slots, delimiter: delimiter, reader: scan,
            bounds: bounds)
          {
            candidates.append(bounds: bounds, base: base)
            scan.position = next
            continue
          }
          guard try scan.next(into: fields) != nil else { break }
          candidates.append(fields: fields, reader: scan)
        }
      }
    }

    /// The error of a named series column with too many distinct values.
    @inline(never)
    func tooManySeries() -> DataError {
      DatasetBuilder.tooManySeries(limits.maxSeries, column: plan.names[seriesColumns[0]])
    }

    /// Reads every row from `reader` to its end into `builder`, or until `builder` is full: the
    /// one-pass row reader first, the general record reader for any row it declines. The values
    /// of the candidate series columns of each row read go to `candidates`.
    func read<Sink: RowSink>(
      _ reader: inout CSVReader, into builder: inout Sink, candidates: SeriesCandidates?
    ) throws(DataError) {
      let count = reader.count
      // Mapped pages already read are dropped from this process every few MiB, so that a large
      // file never counts in full towards its memory; they stay in the page cache.
      var released = reader.position
      let releaseStep = releasesConsumedBytes ? 4 << 20 : Int.max
      let fields = UnsafeMutablePointer<CSVReader.Field>.allocate(capacity: max(limits.maxColumns, 1))
      defer { fields.deallocate() }
      let values = UnsafeMutableBufferPointer<Double>.allocate(capacity: max(plan.ys.count, 1))
      defer { values.deallocate() }
      let columnCount = names.count
      let isStrict = plan.missingValues == .fail
      // Unreadable cells of this run, handed to the shared log once, at its end: only rows the
      // one-pass reader declines can hold one, so a clean file never counts a thing.
      var unreadableCount = 0
      var firstUnreadable = (offset: Int.max, column: 0, text: "")
      defer {
        unreadable.add(
          count: unreadableCount, offset: firstUnreadable.offset, column: firstUnreadable.column,
          text: firstUnreadable.text)
      }
      // Hoisted out of the loop so that no array is retained per row.
      let xColumn = plan.x
      let xReader = plan.xReader
      let yColumnArray = plan.ys
      // What the one-pass row reader does with each column: read x as a date or number, read y
      // column k, or step over the field. Nil when it cannot be used (a series column, or a
      // column that is both x and y), and every row takes the general path.
      let roles =
        allowsFastRows
        ? fastRowRoles(plan: plan, columnCount: columnCount, seriesColumns: seriesColumns) : nil
      defer { roles?.deallocate() }
      // Each column's number form for the one-pass reader, `.plain` for the plain ones; nil
      // (the plain path, unchanged) when every column is plain.
      let fastForms = numberForms.map { forms in
        let pointer = UnsafeMutablePointer<NumberForm>.allocate(capacity: max(columnCount, 1))
        pointer.initialize(repeating: .plain, count: max(columnCount, 1))
        for (column, form) in forms.enumerated() where column < columnCount { pointer[column] = form ?? .plain }
        return pointer
      }
      defer { fastForms?.deallocate() }
      let xForm = fastForms.map { plan.x < columnCount ? $0[plan.x] : .plain }
      // Where the one-pass reader leaves the bounds of each candidate series column's field.
      let bounds = UnsafeMutablePointer<Int>.allocate(capacity: max(2 * seriesColumns.count, 1))
      defer { bounds.deallocate() }
      var days = DayCache()
      var xDateFormat: DateFormat?
      if case .date(let format) = xReader { xDateFormat = format }
      let base = self.base
      let delimiter = self.delimiter
      let names = self.names
      let seriesColumnIsNamed = self.seriesColumnIsNamed
      // A series column to find is recorded only once x stops strictly growing: a table whose
      // x only grows has no repeat and is never split. Until then rows are counted past (a
      // compare per row instead of recording each row's words); the first row whose x is not
      // above the last (NaN skipped) has the rows before it recorded by `catchUp`, and so do
      // the rows of a run of a split decode that were put off when another run's x did not grow.
      let hasCandidates = candidates != nil
      var deferring = candidates?.isDeferring ?? false
      var lastX = candidates?.lastX ?? -.infinity
      if let candidates, deferring, candidates.deferredStart < 0 {
        candidates.deferredStart = reader.position
      }
      defer {
        if let candidates {
          candidates.isDeferring = deferring
          candidates.lastX = lastX
        }
      }
      // A load's deadline cancels the task decoding a local file, and the decode may have its
      // own (``DecodeOptions/deadline``): every 16,384 rows the loop looks at both (a worker
      // thread of a split decode has no task; the clock stops every worker, and a stop by
      // either stops the split, see `decodeWide`).
      var rowsToCheck = 0
      let deadline = self.deadline
      try yColumnArray.withUnsafeBufferPointer { yColumns throws(DataError) in
        while reader.position < count {
          if builder.isFull { return }
          rowsToCheck &+= 1
          if rowsToCheck & 0x3FFF == 0 {
            if Task.isCancelled { throw .cancelled }
            if let deadline, ContinuousClock.now >= deadline.instant { throw .timedOut(after: deadline.after) }
          }
          if reader.position - released >= releaseStep {
            ConsumedBytes.release(base + released, count: reader.position - released)
            released = reader.position
          }
          if let roles {
            var x = 0.0
            if let next = fastRow(
              base, count: count, at: reader.position, roles: roles, columnCount: columnCount,
              delimiter: delimiter, maxFieldBytes: limits.maxFieldBytes, dateFormat: xDateFormat,
              reader: reader, days: &days, x: &x, values: values, bounds: bounds, forms: fastForms)
            {
              builder.append(x: x, values: values)
              // Optional chaining, not `if let`: a bound reference cost a retain and a
              // release per row.
              if hasCandidates {
                if deferring {
                  if x > lastX {
                    lastX = x
                  } else if !x.isNaN {
                    if let candidates { try catchUp(candidates, to: reader.position, like: reader) }
                    deferring = false
                    candidates?.append(bounds: bounds, base: base)
                  }
                } else {
                  candidates?.append(bounds: bounds, base: base)
                  if seriesColumnIsNamed && candidates?.isTracking(0) == false { throw tooManySeries() }
                }
              }
              reader.position = next
              reader.line += 1
              continue
            }
          }
          let rowStart = reader.position
          guard let fieldCount = try reader.next(into: fields) else { break }
          guard fieldCount == columnCount else {
            throw .decodingError(
              .init(
                .fieldCount(expected: columnCount, found: fieldCount),
                line: reader.recordLine, column: min(fieldCount, columnCount) + 1))
          }
          let xField = fields[xColumn]
          let x = parse(base, xField, as: xReader, form: xForm, fallback: fallbackForm)
          if x.isNaN {
            if isStrict {
              throw failure(xField, column: xColumn, kind: xReader, reader: reader, names: names)
            }
            if reader.isUnreadable(xField) {
              if unreadableCount == 0 {
                firstUnreadable = (rowStart, xColumn, ColumnPlan.trimmedText(reader.text(of: xField)))
              }
              unreadableCount += 1
            }
          }
          for k in 0..<yColumns.count {
            let field = fields[yColumns[k]]
            values[k] = parse(base, field, as: .number, form: fastForms?[yColumns[k]], fallback: fallbackForm)
            if values[k].isNaN {
              if isStrict {
                throw failure(field, column: yColumns[k], kind: .number, reader: reader, names: names)
              }
              if reader.isUnreadable(field) {
                if unreadableCount == 0 {
                  firstUnreadable = (rowStart, yColumns[k], ColumnPlan.trimmedText(reader.text(of: field)))
                }
                unreadableCount += 1
              }
            }
          }
          if let group = plan.group {
            let field = fields[group]
            if field.hasEscapedQuote {
              let text = reader.text(of: field)
              try Array(text.utf8).withUnsafeBufferPointer { key throws(DataError) in
                try builder.append(x: x, values: values, key: key)
              }
            } else {
              let key = UnsafeBufferPointer(start: base + field.start, count: field.end - field.start)
              try builder.append(x: x, values: values, key: key)
            }
          } else {
            builder.append(x: x, values: values)
            if hasCandidates {
              if deferring {
                if x > lastX {
                  lastX = x
                } else if !x.isNaN {
                  if let candidates { try catchUp(candidates, to: rowStart, like: reader) }
                  deferring = false
                  candidates?.append(fields: fields, reader: reader)
                }
              } else {
                candidates?.append(fields: fields, reader: reader)
                if seriesColumnIsNamed && candidates?.isTracking(0) == false { throw tooManySeries() }
              }
            }
          }
        }
      }
      // The last few MiB too: a split decode reads many short runs, each of which would
      // otherwise keep up to `releaseStep` bytes (80 MB more peak memory for a 10M-row file).
      if releasesConsumedBytes && reader.position > released {
        ConsumedBytes.release(base + released, count: reader.position - released)
      }
    }
  }

  /// The day of the last `YYYY-MM-DD` date prefix read: consecutive rows of a time series
  /// mostly share it, so only the time of day is parsed again. The sum `day + time` is the same
  /// operation ``DateParser`` performs, so the result is bit for bit the same.
  struct DayCache {
    var prefix: UInt64 = 0
    var suffix: UInt16 = 0
    var seconds = Double.nan

    @inline(__always)
    mutating func parse(_ p: UnsafePointer<UInt8>, count: Int, as format: DateFormat) -> Double? {
      let separator: UInt8
      switch format {
      case .iso8601: separator = UInt8(ascii: "-")
      case .yearMonthDaySlashed: separator = UInt8(ascii: "/")
      default: return DateParser.parse(p, count: count, as: format)
      }
      guard count >= 10, p[4] == separator, p[7] == separator else {
        return DateParser.parse(p, count: count, as: format)
      }
      let raw = UnsafeRawPointer(p)
      let head = raw.loadUnaligned(as: UInt64.self)
      let tail = raw.loadUnaligned(fromByteOffset: 8, as: UInt16.self)
      if head != prefix || tail != suffix || seconds.isNaN {
        guard let day = DateParser.parse(p, count: 10, as: format) else { return nil }
        prefix = head
        suffix = tail
        seconds = day
      }
      if count == 10 { return seconds }
      guard p[10] == UInt8(ascii: " ") || (separator == UInt8(ascii: "-") && p[10] == UInt8(ascii: "T")),
        let time = DateParser.parseTime(p, 11, count, allowsZone: separator == UInt8(ascii: "-"))
      else { return nil }
      return seconds + time
    }
  }

  /// The fast row reader's role per column: `-1` x as a date, `-2` x as a number, `-3` not
  /// read, `k ≥ 0` y column k, `-4 - s` candidate series column `s` (its bounds are kept).
  private static func fastRowRoles(
    plan: ColumnPlan, columnCount: Int, seriesColumns: [Int]
  ) -> UnsafeMutablePointer<Int>? {
    // A recorded column that is also x or a y column (a series column named as x too) has
    // its bounds kept by the general path only.
    guard plan.group == nil, !plan.ys.contains(plan.x), plan.x < columnCount,
      plan.ys.allSatisfy({ $0 < columnCount }), Set(plan.ys).count == plan.ys.count,
      seriesColumns.allSatisfy({ $0 < columnCount && $0 != plan.x && !plan.ys.contains($0) })
    else { return nil }
    let roles = UnsafeMutablePointer<Int>.allocate(capacity: columnCount)
    roles.initialize(repeating: -3, count: columnCount)
    for (slot, column) in seriesColumns.enumerated() { roles[column] = -4 - slot }
    if case .date = plan.xReader { roles[plan.x] = -1 } else { roles[plan.x] = -2 }
    for (k, column) in plan.ys.enumerated() { roles[column] = k }
    return roles
  }

  /// Reads one plain row in a single pass (the number parser finds each number field's end),
  /// and returns the position after its line end; `nil` when anything is unusual: a quote at the
  /// start of a field that is read (a skipped one is stepped over when it is one line with no
  /// doubled quote), a value that is blank or not valid, spaces around it, a blank line, a field
  /// count other than `columnCount`, a field over `maxFieldBytes`. The general path then reads
  /// that row, so results and errors are exactly the general path's.
  @inline(__always)
  private static func fastRow(
    _ base: UnsafePointer<UInt8>, count: Int, at start: Int, roles: UnsafeMutablePointer<Int>,
    columnCount: Int, delimiter: UInt8, maxFieldBytes: Int, dateFormat: DateFormat?,
    reader: CSVReader, days: inout DayCache, x: inout Double,
    values: UnsafeMutableBufferPointer<Double>, bounds: UnsafeMutablePointer<Int>,
    forms: UnsafeMutablePointer<NumberForm>?
  ) -> Int? {
    var i = start
    let last = columnCount - 1
    for column in 0...last {
      let role = roles[column]
      let end: Int
      if role >= 0 || role == -2 {
        let value: Double?
        let length: Int
        if let forms, !forms[column].isPlain {
          let form = forms[column]
          if form.unit == .none {
            // A decimal comma (or point) without grouping reads in one pass, as a plain number
            // does; a grouped value or anything else is the general path's, through the form.
            (value, length) = DecimalParser.parsePrefix(
              base + i, limit: min(count - i, maxFieldBytes), decimal: form.decimal)
          } else {
            // The field's end first, then the form reads it all.
            guard i < count, base[i] != UInt8(ascii: "\"") else { return nil }
            length = reader.endOfUnquotedField(from: i) - i
            guard length <= maxFieldBytes else { return nil }
            value = form.value(base + i, count: length)
          }
        } else {
          (value, length) = DecimalParser.parsePrefix(base + i, limit: min(count - i, maxFieldBytes))
        }
        guard let value else { return nil }
        if role >= 0 { values[role] = value } else { x = value }
        end = i + length
      } else if role == -3, i < count, base[i] == UInt8(ascii: "\"") {
        // A quoted field no role reads (R's `write.csv` quotes every row name): stepped over
        // when it is simple, one line and no doubled quote; anything else is the general path's.
        guard let closed = quotedFieldEnd(base, from: i, count: count), closed - i <= maxFieldBytes
        else { return nil }
        end = closed
      } else {
        guard i < count, base[i] != UInt8(ascii: "\"") else { return nil }
        end = reader.endOfUnquotedField(from: i)
        guard end - i <= maxFieldBytes else { return nil }
        if role == -1 {
          // Spaces around a date are the general path's to trim.
          guard let format = dateFormat, end > i, base[i] != 32, base[i] != 9,
            base[end - 1] != 32, base[end - 1] != 9,
            let seconds = days.parse(base + i, count: end - i, as: format)
          else { return nil }
          x = seconds
        } else if role <= -4 {
          bounds[-8 - 2 * role] = i
          bounds[-7 - 2 * role] = end
        }
      }
      if column < last {
        guard end < count && base[end] == delimiter else { return nil }
        i = end + 1
      } else {
        if end == count { return count }
        let terminator = base[end]
        if terminator == 10 { return end + 1 }
        if terminator == 13 { return end + 1 < count && base[end + 1] == 10 ? end + 2 : end + 1 }
        return nil
      }
    }
    return nil
  }

  /// The position after the closing quote of the quoted field that starts at `start`; nil when
  /// the field holds a line break or a doubled quote, or is not closed: the general record
  /// reader then reads the row, counting its lines and unescaping its quotes.
  @inline(__always)
  static func quotedFieldEnd(_ base: UnsafePointer<UInt8>, from start: Int, count: Int) -> Int? {
    var i = start + 1
    while i < count {
      let byte = base[i]
      if byte == UInt8(ascii: "\"") {
        return i + 1 < count && base[i + 1] == UInt8(ascii: "\"") ? nil : i + 1
      }
      if byte == 10 || byte == 13 { return nil }
      i += 1
    }
    return nil
  }

  /// Finds the bounds of the candidate series columns (`slots[column]` ≥ 0) of one plain row
  /// that ends by `end`, and returns the position after its line end; nil for a row with a
  /// field that starts with a quote, or that does not hold `slots.count` fields (a blank
  /// line): the general record reader then reads it. An unquoted field ends where the general
  /// reader ends it (``CSVReader/endOfUnquotedField(from:)``), so the bounds are its bounds.
  @inline(__always)
  static func candidateRow(
    _ base: UnsafePointer<UInt8>, at start: Int, end: Int, slots: UnsafeBufferPointer<Int>,
    delimiter: UInt8, reader: CSVReader, bounds: UnsafeMutablePointer<Int>
  ) -> Int? {
    var i = start
    let last = slots.count - 1
    // One column: an empty line is a blank line, which the general reader skips.
    guard last >= 1 else { return nil }
    for column in 0...last {
      if i < end && base[i] == UInt8(ascii: "\"") { return nil }
      let fieldEnd = reader.endOfUnquotedField(from: i)
      let slot = slots[column]
      if slot >= 0 {
        bounds[2 * slot] = i
        bounds[2 * slot + 1] = fieldEnd
      }
      if column < last {
        guard fieldEnd < end && base[fieldEnd] == delimiter else { return nil }
        i = fieldEnd + 1
      } else {
        if fieldEnd == end { return end }
        let terminator = base[fieldEnd]
        if terminator == 10 { return fieldEnd + 1 }
        if terminator == 13 {
          return fieldEnd + 1 < end && base[fieldEnd + 1] == 10 ? fieldEnd + 2 : fieldEnd + 1
        }
        return nil
      }
    }
    return nil
  }

  /// Parses one cell as a number or date; NaN when it is blank or not valid.
  @inline(__always)
  private static func parse(
    _ base: UnsafePointer<UInt8>, _ field: CSVReader.Field, as kind: ColumnPlan.XReader,
    form: NumberForm? = nil, fallback: NumberForm = .plain
  ) -> Double {
    var start = field.start
    var end = field.end
    // Spaces around a value are common in hand-written files; a doubled quote never belongs to a
    // number or a date.
    if start < end && (base[start] == 32 || base[start] == 9 || base[end - 1] == 32 || base[end - 1] == 9) {
      while start < end && (base[start] == 32 || base[start] == 9) { start += 1 }
      while end > start && (base[end - 1] == 32 || base[end - 1] == 9) { end -= 1 }
    }
    if field.hasEscapedQuote { return .nan }
    let parsed: Double?
    switch kind {
    case .number:
      if let form, !form.isPlain {
        parsed = form.value(base + start, count: end - start)
      } else {
        parsed =
          DecimalParser.parse(base + start, count: end - start)
          ?? (fallback.isPlain ? nil : fallback.value(base + start, count: end - start))
      }
    case .date(let format): parsed = DateParser.parse(base + start, count: end - start, as: format)
    }
    return parsed ?? .nan
  }

  /// The strict-mode error for a cell that is blank or not valid.
  @inline(never)
  private static func failure(
    _ field: CSVReader.Field, column: Int, kind: ColumnPlan.XReader, reader: CSVReader,
    names: [String]
  ) -> DataError {
    let expected: DataError.DecodingFailure.Reason.Expectation
    switch kind {
    case .number: expected = .number
    case .date(let format): expected = .date(format: format.rawValue)
    }
    let (_, count) = reader.trimmedRange(of: field)
    let found: DataError.DecodingFailure.Reason.Found = count == 0 ? .emptyField : .text(reader.text(of: field))
    return .decodingError(
      .init(
        .invalidCell(expected: expected, column: names[column], found: found),
        line: reader.recordLine, column: column + 1, path: names[column]))
  }

  /// A failure for a table whose values are separated by spaces (R's `write.table`, many `.dat`
  /// files: `1 2.66 20 0 0`), read as one column since no comma, semicolon, tab or `|` occurs:
  /// the first sample rows each hold the same number (two or more) of words separated by
  /// spaces, and most of those words are numbers. Nil for any other table. Without it, the
  /// failure said the number format of `"1 2.66 20 0 0"` was not supported.
  static func spaceSeparated(samples: [[String?]], lines: [Int]) -> DataError.DecodingFailure? {
    let rows = samples.prefix(8).compactMap { $0.first ?? nil }
    guard let first = rows.first else { return nil }
    func words(_ text: String) -> [Substring] { text.split(whereSeparator: { $0 == " " || $0 == "\t" }) }
    let width = words(first).count
    guard width >= 2 else { return nil }
    var numbers = 0
    var total = 0
    for row in rows {
      let rowWords = words(row)
      guard rowWords.count == width else { return nil }
      numbers += rowWords.filter { ColumnPlan.isNumber(String($0)) }.count
      total += rowWords.count
    }
    guard numbers * 2 > total else { return nil }
    return .init(.spaceSeparated(sample: first), line: lines.first, column: 1)
  }
}

extension CSVTableDecoder {
  /// Where a CSV document's table starts and how its fields are delimited: after a byte-order
  /// mark, Excel's `sep=;` line, and the lines above the table (as many as asked, or comments and
  /// an unambiguous preamble); the delimiter asked for, named by `sep=`, `;` for one column of
  /// decimal commas (whose commas are not one), else detected.
  static func tableStart(_ base: UnsafePointer<UInt8>, count: Int, options: DecodeOptions) -> (
    start: Int, linesStart: Int, skippedLines: Int, separatorLine: (delimiter: UInt8, next: Int)?, delimiter: UInt8
  ) {
    var start = 0
    if count >= 3 && base[0] == 0xEF && base[1] == 0xBB && base[2] == 0xBF { start = 3 }
    let separatorLine = CSVReader.separatorLine(base, count: count, start: start)
    if let separatorLine { start = separatorLine.next }
    let linesStart = start
    let knownDelimiter =
      options.delimiter ?? separatorLine?.delimiter
      ?? (NumberForm.isOneColumnOfDecimalCommas(base, count: count, start: start) ? UInt8(ascii: ";") : nil)
    var skippedLines = 0
    if options.skipLines > 0 {
      (start, skippedLines) = CSVPreamble.skip(lines: options.skipLines, base, count: count, start: start)
    } else if options.detectsPreamble,
      let found = CSVPreamble.detect(base, count: count, start: start, delimiter: knownDelimiter)
    {
      (start, skippedLines) = found
    }
    let delimiter = knownDelimiter ?? CSVReader.detectDelimiter(base, count: count, start: start)
    return (start, linesStart, skippedLines, separatorLine.map { ($0.delimiter, $0.next) }, delimiter)
  }
}
