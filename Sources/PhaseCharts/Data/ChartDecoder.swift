import Foundation
import PhaseKit

/// Turns CSV or JSON bytes into a ``Dataset``: the first step of the chart pipeline
/// (decode → ``Dataset/sanitized(_:)->_`` → ``Series/downsampled(to:method:)``).
///
/// Both decoders are byte-level scanners that parse only the chosen columns, straight from the
/// bytes: no `String` per field, no `JSONDecoder`, no `DateFormatter`.
///
/// ```swift
/// let data = try Data(contentsOf: URL(filePath: "seattle-weather.csv"))
/// let dataset = try ChartDecoder.decode(data, options: DecodeOptions(x: "date", y: ["temp_max"]))
/// // dataset.xKind == .date, dataset.series[0].name == "temp_max"
/// ```
///
/// > Important: Decoding never invents points. A blank or non-numeric cell becomes a NaN value
/// > (with ``DecodeOptions/MissingValuePolicy/markAsMissing``, the default) that sanitization
/// > counts and drops; a document with no rows gives a dataset whose ``Dataset/isEmpty`` is true.
public enum ChartDecoder {
  /// Decodes a CSV or JSON document.
  ///
  /// - Parameters:
  ///   - data: The document's bytes (UTF-8; a leading byte order mark is skipped). Gzip data
  ///     (a `.csv.gz` file) is read as the text it holds, on Linux; elsewhere it fails, saying
  ///     to decompress it.
  ///   - options: What to read; see ``DecodeOptions`` for the defaults.
  /// - Returns: The dataset, one series per y column (or per series-column value and y column).
  ///   Blank input gives a dataset with no series.
  /// - Throws: `DataError.tooLarge(limit:)` past ``DecodeOptions/Limits/maxBytes``
  ///   (of the data, and of the text a gzip file holds); `DataError.decodingError(_:)`
  ///   for malformed input, naming the line and column (CSV) or the JSON path, and what was
  ///   expected; UTF-16 text, binary data (a NUL byte in the first 8 KB), HTML or XML (starting
  ///   with `<`), damaged or cut-off gzip data, and packed formats (ZIP and Excel workbooks,
  ///   Parquet, bzip2, xz, Zstandard, 7-Zip) are rejected as such, by name.
  public static func decode(_ data: Data, options: DecodeOptions = DecodeOptions())
    throws(DataError) -> Dataset
  {
    guard data.count <= options.limits.maxBytes else {
      throw .tooLarge(limit: options.limits.maxBytes)
    }
    do {
      return try data.withUnsafeBytes { raw in
        try decode(raw.bindMemory(to: UInt8.self), options: options)
      }
    } catch let error as DataError {
      throw error
    } catch {
      // `withUnsafeBytes` is untyped; only `DataError`s are thrown inside it.
      throw .decodingError(.init(.unclassified("\(error)")))
    }
  }

  /// Decodes a CSV or JSON document held in a string.
  ///
  /// - Parameters:
  ///   - text: The document.
  ///   - options: What to read; see ``DecodeOptions`` for the defaults.
  /// - Returns: The dataset.
  /// - Throws: As ``decode(_:options:)-(Data,_)``.
  public static func decode(_ text: String, options: DecodeOptions = DecodeOptions())
    throws(DataError) -> Dataset
  {
    try decode(Data(text.utf8), options: options)
  }

  /// Decodes a document from raw bytes; the other entry points end here.
  ///
  /// - Parameters:
  ///   - bytes: The document's bytes.
  ///   - options: What to read.
  /// - Returns: The dataset.
  /// - Throws: As ``decode(_:options:)-(Data,_)``.
  public static func decode(_ bytes: UnsafeBufferPointer<UInt8>, options: DecodeOptions)
    throws(DataError) -> Dataset
  {
    try decodeTable(bytes, options: options).dataset
  }

  /// Decodes a document and says which columns were used and why: the x column, the y columns,
  /// and the series column, named or found (a long-format table whose x repeats, split by its
  /// one column of words).
  ///
  /// ```swift
  /// let table = try ChartDecoder.decodeTable(Data("year,source,twh\n2001,coal,1900\n2001,gas,640\n".utf8))
  /// table.columns.series          // "source"
  /// table.columns.seriesWasFound  // true: the rows were split without being asked
  /// ```
  ///
  /// The document is read once either way: while decoding, the values of its columns of words
  /// are recorded row by row, and a long-format table is split from them in memory, exactly as
  /// decoding with ``DecodeOptions/series`` naming that column would split it.
  ///
  /// - Parameters:
  ///   - data: The document's bytes.
  ///   - options: What to read; see ``DecodeOptions`` for the defaults.
  /// - Returns: The dataset and the columns it came from.
  /// - Throws: As ``decode(_:options:)-(Data,_)``; also a
  ///   `DataError.decodingError(_:)` when x repeats and several columns of words could
  ///   each name the series (the message names them and ``DecodeOptions/series``' option).
  public static func decodeTable(_ data: Data, options: DecodeOptions = DecodeOptions())
    throws(DataError) -> DecodedTable
  {
    guard data.count <= options.limits.maxBytes else {
      throw .tooLarge(limit: options.limits.maxBytes)
    }
    do {
      return try data.withUnsafeBytes { raw in
        try decodeTable(raw.bindMemory(to: UInt8.self), options: options)
      }
    } catch let error as DataError {
      throw error
    } catch {
      throw .decodingError(.init(.unclassified("\(error)")))
    }
  }

  /// ``decodeTable(_:options:)-(Data,_)`` over raw bytes.
  ///
  /// - Parameters:
  ///   - bytes: The document's bytes.
  ///   - options: What to read.
  /// - Returns: The dataset and the columns it came from.
  /// - Throws: As ``decodeTable(_:options:)-(Data,_)``.
  public static func decodeTable(_ bytes: UnsafeBufferPointer<UInt8>, options: DecodeOptions)
    throws(DataError) -> DecodedTable
  {
    // Missing-value codes found by every pass are noted once, on the table returned (MissingCodes.swift).
    guard MissingCodes.record != nil else {
      let record = MissingCodes.Record()
      let read = MissingCodes.$record.withValue(record) {
        Result { () throws(DataError) in try decodeTable(bytes, options: options) }
      }
      return MissingCodes.noting(try read.get(), record: record)
    }
    // A gzip file is read as the text it holds, within the same size limit.
    if PackedData.isGzip(bytes) {
      let text = try PackedData.gunzip(bytes, limit: options.limits.maxBytes)
      return try text.withUnsafeBufferPointer { text throws(DataError) in
        try decodeTable(text, options: options)
      }
    }
    // Years (or other x values) as the column names, a series per row: read transposed.
    if let wide = try wideTable(bytes, options: options) { return wide }
    if let wide = wideJSONTable(bytes, options: options) { return wide }
    // One pass over the bytes; a long-format table is split from what it recorded.
    let read: DecodedTable
    do {
      read = try decodeOnce(bytes, options: options)
    } catch {
      if let clocked = overNamedClock(bytes, options: options, failure: error) {
        // A named x of times of day (`--x time` on a load profile, as the report named it).
        read = clocked
      } else {
        // A column of words grouped a table read over its row number, and the words were too
        // many: read it again without grouping; any other failure is the table's own, read once.
        guard options.allowsRowGroups, options.series == nil, options.x == nil, options.y.isEmpty,
          case .decodingError(let failure) = error, case .tooManySeries = failure.kind
        else { throw error }
        var ungrouped = options
        ungrouped.allowsRowGroups = false
        guard let again = try? decodeOnce(bytes, options: ungrouped), again.plan?.xIsRowNumber == true
        else { throw error }
        read = again
      }
    }
    // A column of the times of one day orders the rows (ChartDecoder+Clock.swift).
    let first =
      overTimeOfDay(read, options: options) ?? overClockForNamedMeasures(bytes, read: read, options: options)
      ?? periodsOverRows(read, options: options) ?? read
    // Rows that are intervals (start, stop): how long they are (ChartChoice+Intervals.swift).
    if let intervals = ChartChoice.intervalLengths(first, options: options) { return intervals }
    // One interval's two bounds; places of a ranking (ChartChoice+Bounds.swift, +Rankings.swift).
    if let bounds = ChartChoice.intervalBounds(first, options: options) { return bounds }
    if let ranked = ChartChoice.ranking(first, options: options) { return ranked }
    // A value at each pair of two coordinates: a heatmap (ChartChoice+Grid.swift).
    if let grid = ChartChoice.longGrid(first, read: { try? decodeOnce(bytes, options: $0) }) { return grid }
    // Cases and controls with coded exposures: counts per exposure (ChartChoice+CaseControl.swift).
    if let cases = ChartChoice.caseControl(first, options: options, read: { try? decodeOnce(bytes, options: $0) }) {
      return cases
    }
    // A list of events or cases (a row per case): their count per period (ChartChoice+Events.swift).
    if let events = ChartChoice.eventsPerPeriod(first, options: options, read: { try? decodeOnce(bytes, options: $0) }) {
      return events
    }
    if first.plan?.xIsRowNumber == true {
      // Nothing orders the rows: the chart comes from the measures themselves.
      if let chosen = ChartChoice.overRows(first) { return chosen }
      if first.plan?.design != nil {
        // The rows did not bear the design out: read as any other table.
        var plain = options
        plain.allowsDesigns = false
        return try decodeTable(bytes, options: plain)
      }
      var ungrouped = options
      ungrouped.allowsRowGroups = false
      let again = try decodeOnce(bytes, options: ungrouped)
      return ChartChoice.overRows(again) ?? again
    }
    // Years beside quarters or months are read as dates before x's repeats are counted.
    // So are dates beside times of day.
    // So are years beside month names (ChartDecoder+MonthNames.swift).
    let once = combiningTimeOfDay(
      combiningMonthNames(combiningPeriods(first, options: options), options: options), options: options)
    let unreadable = once.columns.unreadable
    var table = try splitLongFormat(once, options: options) {
      column in
      var splitOptions = options
      splitOptions.series = .index(column)
      return try? decodeOnce(bytes, options: splitOptions)
    }
    table.candidates = nil
    table.columns.unreadable = unreadable
    table.columns.skippedLines = once.columns.skippedLines
    table.columns.skippedRows = once.columns.skippedRows
    table.columns.numbers = once.columns.numbers
    let chosen = ChartChoice.overX(table, yWasNamed: !options.y.isEmpty)
    // Events over a date (a row per sale), with nothing named: their count per date.
    guard options.x == nil, options.y.isEmpty else { return chosen }
    // Items of one year, or pooled over a few (athletes by Games): a cross-section; events
    // at places (earthquakes): their map; items that carry a date (coffees by grading day,
    // ChartChoice+Items.swift): a cross-section. A few years, each a season of its own clock
    // (ChartChoice+Seasons.swift): a curve per season.
    // A count beside its rate per head: the rate over time (ChartChoice+RateOfCount.swift).
    // A typical year, each month from another year: drawn on one year (ChartChoice+TypicalYear.swift).
    // One track over time (a flight's samples): its route (ChartChoice+Tracks.swift).
    let final =
      ChartChoice.typicalYear(chosen) ?? ChartChoice.growthPerSeason(chosen)
      ?? ChartChoice.rateOverTime(chosen, read: { try? decodeOnce(bytes, options: $0) }) ?? ChartChoice.pooledOverTime(chosen)
      ?? ChartChoice.routeOverTime(chosen, read: { try? decodeOnce(bytes, options: $0) }) ?? ChartChoice.placesOverTime(chosen)
      ?? ChartChoice.countingRowsPerDate(chosen)
      ?? ChartChoice.itemsOverDate(chosen) ?? ChartChoice.recordsOverTime(chosen) ?? chosen
    // Numbers as column names beside the dates that order the rows (ChartChoice+DateShapes.swift).
    return ChartChoice.notingNumberNames(final)
  }

  /// Counts decoding passes over a document's bytes, for tests and benchmarks that check a
  /// document is read once: bind one with `ChartDecoder.$passCounter.withValue(counter) { … }`
  /// and every pass of the CSV or JSON decoder in that scope adds one.
  package final class PassCounter: Sendable {
    private let count = Lock(0)

    /// Creates a counter at zero.
    package init() {}

    /// The passes counted so far.
    package var passes: Int { count.withLock { $0 } }

    func add() { count.withLock { $0 += 1 } }
  }

  /// The counter the decoders add their passes to; nil (nothing counted) by default.
  @TaskLocal package static var passCounter: PassCounter?

  /// Decodes with exactly these options, no long-format detection. `groupsRows` groups the rows
  /// of a named series column as they are read, the reference (see
  /// ``decodeTableDecodingAgain(_:options:)``).
  static func decodeOnce(
    _ bytes: UnsafeBufferPointer<UInt8>, options: DecodeOptions, groupsRows: Bool = false
  ) throws(DataError) -> DecodedTable {
    guard bytes.count <= options.limits.maxBytes else {
      throw .tooLarge(limit: options.limits.maxBytes)
    }
    if bytes.count >= 2,
      (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF)
    {
      throw .decodingError(.init(.utf16, line: 1, column: 1))
    }
    if let failure = PackedData.packedFailure(bytes) ?? binaryFailure(bytes) ?? markupFailure(bytes) {
      throw .decodingError(failure)
    }
    let table: DecodedTable
    switch detectFormat(bytes, declared: options.format) {
    case nil: return DecodedTable(Dataset(series: []))
    case .json:
      if options.format == .json, let failure = formatMismatch(bytes, declared: .json) {
        throw .decodingError(failure)
      }
      table = try JSONTableDecoder.decode(bytes, options: options, groupsRows: groupsRows)
    case .csv, .auto:
      if options.format == .csv, let failure = formatMismatch(bytes, declared: .csv) {
        throw .decodingError(failure)
      }
      table = try CSVTableDecoder.decode(bytes, options: options, groupsRows: groupsRows)
    }
    // A format that was set and gives columns without a single row most likely is not the
    // data's format (a one-line JSON document read as CSV is a header of 89 "columns"):
    // "0 points in 89 series" said nothing of that.
    if options.format != .auto, !table.dataset.series.isEmpty, table.dataset.isEmpty {
      let columns = table.plan?.names.count ?? table.dataset.series.count
      throw .decodingError(.init(.noRows(format: options.format == .json ? "json" : "csv", columns: columns)))
    }
    return MissingCodes.reading(table, options: options)
  }

  /// A failure for data whose format was set (`declared`) and whose first bytes clearly say
  /// it is the other one: JSON (`[` or `{` followed by what JSON puts there) read as CSV, or
  /// anything but `[` or `{` read as JSON; nil when the bytes fit. Only the first bytes are
  /// looked at, so it costs nothing on the data itself.
  static func formatMismatch(_ bytes: UnsafeBufferPointer<UInt8>, declared: DecodeOptions.Format)
    -> DataError.DecodingFailure?
  {
    let (i, line, lineStart) = firstSignificantByte(bytes)
    guard i < bytes.count else { return nil }
    let first = bytes[i]
    let opensJSON = first == UInt8(ascii: "[") || first == UInt8(ascii: "{")
    let isJSON: Bool
    if opensJSON {
      var j = i + 1
      while j < bytes.count, [32, 9, 10, 13].contains(bytes[j]) { j += 1 }
      // `[ms],value` is a CSV header; `[{"a"`, `{"a"`, `[1,` or `[]` is JSON.
      isJSON =
        j == bytes.count
        || (first == UInt8(ascii: "{")
          ? bytes[j] == UInt8(ascii: "\"") || bytes[j] == UInt8(ascii: "}")
          : Array("\"{[]-0123456789tfn".utf8).contains(bytes[j]))
    } else {
      isJSON = false
    }
    if declared == .json {
      // `42`, `"a"`, `true` are JSON, if not tables: the JSON decoder says so. CSV has a
      // delimiter on its first line, or starts with a name.
      guard !opensJSON else { return nil }
      var j = i
      var inQuotes = false
      var hasDelimiter = false
      while j < bytes.count, j - i < 4096 {
        let byte = bytes[j]
        if byte == UInt8(ascii: "\"") { inQuotes.toggle() }
        if !inQuotes {
          if byte == 10 || byte == 13 { break }
          if byte == 44 || byte == 59 || byte == 9 || byte == 124 { hasDelimiter = true }
        }
        j += 1
      }
      let startsWithName =
        (first | 0x20 >= UInt8(ascii: "a") && first | 0x20 <= UInt8(ascii: "z"))
        && !Array("tfn".utf8).contains(first)
      guard hasDelimiter || startsWithName else { return nil }
    } else {
      guard isJSON else { return nil }
    }
    var end = i
    while end < bytes.count, end - i < 48, bytes[end] != 10, bytes[end] != 13 { end += 1 }
    let start = String(decoding: UnsafeBufferPointer(rebasing: bytes[i..<end]), as: UTF8.self)
    let expected = declared == .csv ? "csv" : "json"
    let found = declared == .csv ? "json" : "csv"
    return .init(
      .formatMismatch(expected: expected, found: found, start: start), line: line, column: i - lineStart + 1)
  }

  /// The x arrays of a dataset's series, each once. Wide-format series share one x array,
  /// found by identity, not by value: the series of a long-format split each have their own,
  /// often with the same values (every group measured in the same years), and each counts.
  static func distinctXArrays(_ dataset: Dataset) -> [[Double]] {
    var seen: Set<UnsafePointer<Double>> = []
    return dataset.series.map(\.xs).filter { xs in
      guard let storage = xs.withUnsafeBufferPointer(\.baseAddress) else { return false }
      return seen.insert(storage).inserted
    }
  }

  /// How many rows repeat an x value already seen in their series (NaN x not counted): 0 for a
  /// series whose x only grows, which is checked first, in one pass.
  static func repeatedXCount(_ dataset: Dataset) -> Int {
    var total = 0
    for xs in distinctXArrays(dataset) {
      // An x that never decreases (a long-format table sorted by x) has its repeats side by
      // side: counted in the same pass, with no sorted copy.
      var nonDecreasing = true
      var adjacentRepeats = 0
      var last = -Double.infinity
      var started = false
      for x in xs where !x.isNaN {
        if started {
          if x < last {
            nonDecreasing = false
            break
          }
          if x == last { adjacentRepeats += 1 }
        }
        started = true
        last = x
      }
      if nonDecreasing {
        total += adjacentRepeats
        continue
      }
      if let repeats = repeatsOfSortedRuns(xs) {
        total += repeats
        continue
      }
      var sorted = xs.filter { !$0.isNaN }
      sorted.sort()
      for index in sorted.indices.dropFirst() where sorted[index] == sorted[index - 1] { total += 1 }
    }
    return total
  }

  /// The repeats among `xs` (NaN skipped) when they form a few runs that never decrease — a
  /// long-format table blocked by series, each series with its x in order — counted by merging
  /// each run into the distinct values of the runs before it, with no sort; nil when the runs
  /// are many, or the merges would cost more than a sort (runs over disjoint ranges of x).
  static func repeatsOfSortedRuns(_ xs: [Double]) -> Int? {
    // The distinct values so far and the next merge, written through pointers (room for every
    // value; only the pages used are touched).
    let distinct = UnsafeMutablePointer<Double>.allocate(capacity: max(xs.count, 1))
    let merged = UnsafeMutablePointer<Double>.allocate(capacity: max(xs.count, 1))
    defer {
      distinct.deallocate()
      merged.deallocate()
    }
    return xs.withUnsafeBufferPointer { xs -> Int? in
      var (current, next) = (distinct, merged)
      var count = 0
      var values = 0
      var work = 0
      var index = 0
      var runs = 0
      while index < xs.count {
        // The next run: from `index` to the first value below its predecessor (NaN skipped).
        let start = index
        var last = -Double.infinity
        var started = false
        while index < xs.count {
          let x = xs[index]
          if !x.isNaN {
            if started && x < last { break }
            started = true
            last = x
          }
          index += 1
        }
        runs += 1
        guard runs <= 64 else { return nil }
        work += count + (index - start)
        guard work <= 4 * xs.count + 64 else { return nil }
        // Merge the run into the distinct values so far, keeping one of each equal value.
        var d = 0
        var m = 0
        for r in start..<index where !xs[r].isNaN {
          let x = xs[r]
          values += 1
          while d < count && current[d] < x {
            next[m] = current[d]
            m += 1
            d += 1
          }
          if m > 0 && next[m - 1] == x { continue }
          if d < count && current[d] == x { continue }
          next[m] = x
          m += 1
        }
        while d < count {
          next[m] = current[d]
          m += 1
          d += 1
        }
        swap(&current, &next)
        count = m
      }
      return values - count
    }
  }

  /// How many leading bytes ``binaryFailure(_:)`` looks at, as `git` and `grep` do.
  static let binarySniffLength = 8192

  /// A failure naming the first NUL byte among the first ``binarySniffLength`` bytes: no CSV or
  /// JSON text holds one, while images, archives and other binary files almost always do. Without
  /// this, such a file failed with its raw bytes quoted as a column name, in a message printed to
  /// a terminal.
  static func binaryFailure(_ bytes: UnsafeBufferPointer<UInt8>) -> DataError.DecodingFailure? {
    let prefix = bytes.prefix(binarySniffLength)
    guard let offset = prefix.firstIndex(of: 0) else { return nil }
    let lineStart = prefix[..<offset].lastIndex(of: 10).map { $0 + 1 } ?? 0
    let line = prefix[..<offset].reduce(1) { $1 == 10 ? $0 + 1 : $0 }
    return .init(.binary(byte: offset + 1), line: line, column: offset - lineStart + 1)
  }

  /// Where the first byte that is not white space (nor the UTF-8 byte-order mark) is: its index
  /// (`bytes.count` if none), its line (from 1) and where that line starts.
  static func firstSignificantByte(_ bytes: UnsafeBufferPointer<UInt8>) -> (
    index: Int, line: Int, lineStart: Int
  ) {
    var i = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    var line = 1
    var lineStart = i
    while i < bytes.count, [32, 9, 10, 13].contains(bytes[i]) {
      if bytes[i] == 10 {
        line += 1
        lineStart = i + 1
      }
      i += 1
    }
    return (i, line, lineStart)
  }

  /// A failure for a document that starts with `<`: an HTML page (a link to a page that shows
  /// the data rather than to the data itself) or XML. As CSV it decoded to one column named
  /// `<!DOCTYPE html>` and charted as "no data".
  static func markupFailure(_ bytes: UnsafeBufferPointer<UInt8>) -> DataError.DecodingFailure? {
    let (i, line, lineStart) = firstSignificantByte(bytes)
    guard i < bytes.count, bytes[i] == UInt8(ascii: "<") else { return nil }
    return .init(.markup, line: line, column: i - lineStart + 1)
  }

  /// The format to use: the declared one, or, for `.auto`, JSON when the first byte that is
  /// neither space nor byte order mark is `[` or `{`. `nil` when the input is blank.
  static func detectFormat(_ bytes: UnsafeBufferPointer<UInt8>, declared: DecodeOptions.Format)
    -> DecodeOptions.Format?
  {
    var i = 0
    if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF { i = 3 }
    while i < bytes.count, [32, 9, 10, 13].contains(bytes[i]) { i += 1 }
    if i == bytes.count { return nil }
    if declared != .auto { return declared }
    return bytes[i] == UInt8(ascii: "[") || bytes[i] == UInt8(ascii: "{") ? .json : .csv
  }
}

/// A decoded table with the columns it came from; see ``ChartDecoder/decodeTable(_:options:)-(Data,_)``.
public struct DecodedTable: Sendable, Hashable {
  /// The columns a dataset was read from.
  public struct Columns: Sendable, Hashable {
    /// The x column's name (repeated names are made distinct: `a`, `a (2)`).
    public var x: String = ""
    /// The y columns' names.
    public var y: [String] = []
    /// The column whose values name the series, if any.
    public var series: String?
    /// Whether ``series`` was found rather than named: x repeated and one column of words told
    /// the rows apart, so the rows were split by it.
    public var seriesWasFound = false
    /// How many rows repeated an x value before the split; 0 when nothing was split.
    public var repeatedX = 0
    /// The cells of the chosen columns that held text that is not a value (`n/a2`, `12..5`),
    /// counted as missing, with where the first one was; nil when there were none (or, for
    /// JSON, not counted).
    public var unreadable: UnreadableCells?
    /// The lines above the header that were skipped: ``DecodeOptions/skipLines``, or the `#`
    /// comment lines and the preamble detection found; 0 when the table starts on line 1.
    public var skippedLines = 0
    /// The lines of a spreadsheet export that were skipped inside and below the table: a units
    /// row under the header, totals rows at the bottom (``DecodeOptions/detectsSpreadsheetRows``);
    /// in the order of the file, empty when there were none.
    public var skippedRows: [SkippedRow] = []
    /// How the numbers are written when not plainly (a decimal comma, thousands separators,
    /// units), as decoding decided it; nil when every column of numbers is written plainly.
    public var numbers: NumberNotation?
    /// Every column's role, which were drawn and how, and why (``ChartChoice``).
    public var choice = ChartChoice()

    /// Creates a description of the columns; every parameter defaults to nothing chosen.
    public init(
      x: String = "", y: [String] = [], series: String? = nil, seriesWasFound: Bool = false,
      repeatedX: Int = 0
    ) {
      self.x = x
      self.y = y
      self.series = series
      self.seriesWasFound = seriesWasFound
      self.repeatedX = repeatedX
    }
  }

  /// The decoded dataset.
  public var dataset: Dataset
  /// The columns it was read from; empty names for a blank document.
  public var columns: Columns
  /// The plan the decoder used; nil for a blank document.
  var plan: ColumnPlan?
  /// The values of the columns that may name the series, row by row, recorded by the decoding
  /// pass for ``ChartDecoder/splitLongFormat(_:options:decodingAgain:)``; nil once it has run.
  var candidates: SeriesCandidates?
  /// Whether the decoder saw x (NaN skipped) strictly grow over every row, so that no row
  /// repeats an x and the long-format check has nothing to count; false when it was not
  /// tracked.
  var xStrictlyGrows = false
  /// How many rows repeat an x with nothing to split them into series by: observations, drawn
  /// as points (``ChartChoice/Note/xRepeats(count:)``); 0 otherwise.
  var unsplitRepeats = 0

  init(_ dataset: Dataset, plan: ColumnPlan? = nil, candidates: SeriesCandidates? = nil) {
    self.dataset = dataset
    self.plan = plan
    self.candidates = candidates
    if let plan {
      columns = Columns(
        x: plan.names[plan.x], y: plan.ys.map { plan.names[$0] },
        series: plan.group.map { plan.names[$0] })
    } else {
      columns = Columns()
    }
  }

  /// Equal when the datasets and the columns are; the decoder's internal plan is not compared.
  public static func == (lhs: DecodedTable, rhs: DecodedTable) -> Bool {
    lhs.dataset == rhs.dataset && lhs.columns == rhs.columns
  }

  /// Hashes the dataset and the columns, as ``==(_:_:)`` compares them.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(dataset)
    hasher.combine(columns)
  }
}
