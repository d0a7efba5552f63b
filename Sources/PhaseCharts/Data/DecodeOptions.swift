import Foundation
import PhaseKit

/// What ``ChartDecoder`` reads from a CSV or JSON document, and how strictly.
///
/// The defaults fit most chart files: the format is detected, x is the first date-like column
/// (else the first numeric one named like time, such as `year`, else the first numeric one), every other column whose values are numbers becomes a series,
/// and a long-format table (x repeats, one column of words) is split by that column.
///
/// ```swift
/// var options = DecodeOptions()
/// options.x = "date"
/// options.y = ["temp_max", "temp_min"]
/// let dataset = try ChartDecoder.decode(data, options: options)
/// ```
public struct DecodeOptions: Sendable, Hashable {
  /// The document format.
  public enum Format: String, Sendable, Hashable, CaseIterable {
    /// Decide from the first non-space byte: `[` or `{` means JSON, anything else CSV.
    case auto
    /// Comma-, semicolon-, tab- or `|`-separated values (RFC 4180).
    case csv
    /// An array of objects, an array of arrays, or an object of columns.
    case json
  }

  /// How the x column is read.
  public enum XFormat: Sendable, Hashable {
    /// Numbers stay numbers; text is tried against every ``DateFormat`` text form. A numeric
    /// column whose name says time (`time`, `date`, `timestamp`, `epoch`, `ts`, …) and whose first
    /// value is a whole number of plausible size is read as Unix seconds (10⁸–10¹⁰) or
    /// milliseconds (10¹¹–10¹³).
    case auto
    /// Plain numbers, never dates.
    case number
    /// Dates in the given form.
    case date(DateFormat)
  }

  /// What happens to a y value (or an x value) that is blank or not a number.
  public enum MissingValuePolicy: String, Sendable, Hashable {
    /// Keep the point with a NaN value; ``SanitizationReport`` later counts it as missing and
    /// drops it. One bad cell does not cost the whole file. The default.
    case markAsMissing
    /// Fail with a `DataError.decodingError(_:)` naming the line and column (or path).
    case fail
  }

  /// Size limits that keep a hostile or broken document from exhausting memory.
  public struct Limits: Sendable, Hashable {
    /// The largest document accepted, in bytes; 1 GiB by default.
    public var maxBytes: Int
    /// The most columns (CSV fields per record, JSON fields per row); 4,096 by default.
    public var maxColumns: Int
    /// The longest single field or string, in bytes; 1 MiB by default.
    public var maxFieldBytes: Int
    /// The most series a long-format split may create; 10,000 by default.
    public var maxSeries: Int
    /// The deepest JSON nesting; 64 by default.
    public var maxDepth: Int

    /// Creates limits; every parameter has the default documented on its property.
    public init(
      maxBytes: Int = 1 << 30, maxColumns: Int = 4096, maxFieldBytes: Int = 1 << 20,
      maxSeries: Int = 10_000, maxDepth: Int = 64
    ) {
      self.maxBytes = maxBytes
      self.maxColumns = maxColumns
      self.maxFieldBytes = maxFieldBytes
      self.maxSeries = maxSeries
      self.maxDepth = maxDepth
    }
  }

  /// The character that separates a number's whole part from its fraction.
  public enum DecimalSeparator: String, Sendable, Hashable, CaseIterable {
    /// `1234.5`, `1,234.5`: English, Chinese, Japanese, most software.
    case point
    /// `1234,5`, `1.234,5`, `1 234,5`: most of Europe, Latin America and Russia.
    case comma
  }

  /// The document format; `.auto` by default.
  public var format: Format
  /// Where the array of records is in a JSON document, as a simple path from its root:
  /// `$.result.series`, `$.data[0].rows`, `$["a b"].rows` (the `$` may be left out); `nil` (the
  /// default) finds it (the document itself, else the first field that holds rows, at any
  /// depth of objects). The value there must be an array of objects or of arrays; decoding
  /// fails naming the path when it is not a path, when nothing is there, or when the value
  /// there is not an array. The rest of the document is still read, strictly. CSV ignores it.
  public var jsonPath: String?
  /// The x column; `nil` (the default) means the first date-like column, else the first
  /// numeric one whose name says time (`year`, `fiscal_year`, `timestamp`), else the first
  /// numeric one (never a column of words, the ``series`` column or a ``y`` column).
  public var x: ColumnSelector?
  /// The y columns, one series each; empty (the default) means every other numeric column.
  public var y: [ColumnSelector]
  /// A column whose values name the series (long format: `date,city,temp` rows become one
  /// series per city); `nil` by default.
  public var series: ColumnSelector?
  /// Whether a table whose x repeats is split into series by its column of words when
  /// ``series`` is not set (`year,source,twh` rows: one series per source); `true` by default.
  /// When several columns of words could each do it, decoding fails naming them; so does a
  /// table of 10 rows or more whose x repeats in a quarter of them and that has no column of
  /// words.
  /// With `false`, such a table is read as it is (sanitization keeps one point per x value).
  public var findsSeries = true
  /// How x is read; `.auto` by default.
  public var xFormat: XFormat
  /// What a blank or non-numeric value does; `.markAsMissing` by default.
  public var missingValues: MissingValuePolicy
  /// The CSV field separator; `nil` (the default) takes the one an Excel `sep=;` first line
  /// names, else detects comma, semicolon, tab or `|` from the header line.
  public var delimiter: UInt8?
  /// The decimal separator of the numbers; `nil` (the default) decides it per column from
  /// all its sampled values (``NumberNotation`` says what was decided). `.point` or `.comma`
  /// overrides detection: `1,234` is then 1234 or 1.234 whatever the other values say.
  /// Thousands separators, currency signs and `%` are taken off either way.
  public var decimalSeparator: DecimalSeparator?
  /// Whether the first CSV record names the columns; `true` by default. Without a header,
  /// columns are named `column1`, `column2`, ….
  public var hasHeader: Bool
  /// Whether a CSV file whose first record holds only numbers and dates, above columns of the
  /// same kinds, is read as having no header (its first record is data, the columns are named
  /// `column1`, `column2`, …); `true` by default. Only with ``hasHeader`` `true`; set it to
  /// `false` to always take the first record as names.
  public var detectsMissingHeader = true
  /// How many CSV lines to skip before the header (a title, notes, a download's preamble); 0
  /// by default, and then such lines are detected (``detectsPreamble``).
  public var skipLines = 0
  /// Whether, with ``skipLines`` 0, `#` comment lines and an unambiguous preamble above a CSV
  /// table are skipped: lines with fewer fields than the header, separated from it by a blank
  /// line (the World Bank's downloads, a statistics office's title); `true` by default. How
  /// many lines were skipped is in ``DecodedTable/Columns/skippedLines``.
  public var detectsPreamble = true
  /// Whether the rows a spreadsheet export adds to a CSV table are skipped: a units row under
  /// the header (`,EUR,kg`: short text over columns of numbers, no value) and totals rows at
  /// the bottom (a first field `Total`, `Summe`, `Gesamt`, `Totaal`, `Totale`, `Sum`, `合计`, …),
  /// and a header of made-up names (`level_0`, `V1`, `Unnamed: 3`, `0,1,2`) above a row of the
  /// real names over the values, which are then the names; `true` by default. Which lines were skipped and why is in
  /// ``DecodedTable/Columns/skippedRows``.
  public var detectsSpreadsheetRows = true
  /// Whether numbers that a table writes for "no value" are read as missing: a code-shaped
  /// number (`-999`, `9999`, `99999`, `77777`, `999.9`, `±214748364`, `1e20`) that repeats and
  /// lies far beyond the bulk of its column's other values; never in a column named as an id,
  /// a code or a price, nor in x when it holds dates. `true` by default; which codes were read
  /// as missing is a note of the choice (``ChartChoice/Note/missingCodes(column:codes:rows:)``).
  public var detectsMissingCodes = true
  /// Size limits.
  public var limits: Limits
  /// Whether a table read over its row number may be grouped by its column of words (one bar
  /// per word); turned off when the words turn out to be too many to group by.
  var allowsRowGroups = true
  /// Whether a table may be read as a design (``DesignPlan``); turned off when its rows do not
  /// bear the design out (a factor with more levels than the sample showed).
  var allowsDesigns = true
  /// Whether the CSV decoder may give the pages of the bytes it has read back to the system
  /// while it decodes (`MADV_DONTNEED`); `false` by default.
  ///
  /// Only for bytes in a private read-only file mapping (``PhaseKit/FileSource/mapsFile``),
  /// which read back from the file if touched again; anonymous memory would read back as zeros.
  /// With it, a large mapped file does not count in full towards the process's memory.
  package var releasesConsumedBytes = false
  /// When a CSV or JSON decode must end, and the deadline to name when it does not: past
  /// `instant` the row loop stops within its next 16,384 rows with
  /// ``PhaseKit/DataError/timedOut(after:)``.
  /// Nil (the default) reads to the end.
  ///
  /// The command-line tool sets it from `--timeout` for a local file: a decode split over every
  /// core holds the threads the load's own alarm would run on, so only the decode can look at
  /// the clock in time.
  package var deadline: (instant: ContinuousClock.Instant, after: Duration)? {
    get { deadlineStorage.map { ($0.instant, $0.after) } }
    set { deadlineStorage = newValue.map { Deadline(instant: $0.instant, after: $0.after) } }
  }
  struct Deadline: Sendable, Hashable {
    var instant: ContinuousClock.Instant
    var after: Duration
  }
  var deadlineStorage: Deadline?

  /// Throws ``PhaseKit/DataError/cancelled`` when the decoding task is cancelled, and
  /// ``PhaseKit/DataError/timedOut(after:)`` past ``deadline``: row loops call it every 16,384
  /// rows.
  func checkDeadline() throws(DataError) {
    if Task.isCancelled { throw .cancelled }
    if let deadline = deadlineStorage, ContinuousClock.now >= deadline.instant {
      throw .timedOut(after: deadline.after)
    }
  }

  /// Creates options; every parameter has the default documented on its property.
  public init(
    format: Format = .auto, x: ColumnSelector? = nil, y: [ColumnSelector] = [],
    series: ColumnSelector? = nil, xFormat: XFormat = .auto,
    missingValues: MissingValuePolicy = .markAsMissing, delimiter: UInt8? = nil,
    hasHeader: Bool = true, limits: Limits = Limits()
  ) {
    self.format = format
    self.x = x
    self.y = y
    self.series = series
    self.xFormat = xFormat
    self.missingValues = missingValues
    self.delimiter = delimiter
    self.hasHeader = hasHeader
    self.limits = limits
  }
}

/// A column chosen by its name (header text or JSON field) or by its 0-based position.
///
/// String and integer literals work: `options.x = "date"`, `options.y = [1, "temp_min"]`.
public enum ColumnSelector: Sendable, Hashable, ExpressibleByStringLiteral,
  ExpressibleByIntegerLiteral, CustomStringConvertible
{
  /// The column with this exact name.
  case name(String)
  /// The column at this 0-based position.
  case index(Int)

  /// Creates a selector by name.
  public init(stringLiteral value: String) { self = .name(value) }
  /// Creates a selector by 0-based position.
  public init(integerLiteral value: Int) { self = .index(value) }

  /// The name in quotes, or `#` and the position.
  public var description: String {
    switch self {
    case .name(let name): return "\"\(name)\""
    case .index(let index): return "#\(index)"
    }
  }

  /// The position of this column among `names`, or `nil`: the column with exactly this name,
  /// else the one column whose name differs from it only in case (`--y Temperature` for a
  /// column `temperature`); nil when several do (``caseInsensitiveMatches(in:)``).
  func resolve(in names: [String]) -> Int? {
    switch self {
    case .name(let name):
      if let exact = names.firstIndex(of: name) { return exact }
      let matches = caseInsensitiveMatches(in: names)
      return matches.count == 1 ? matches[0] : nil
    case .index(let index): return names.indices.contains(index) ? index : nil
    }
  }

  /// The columns whose names equal this name when case is ignored; empty for an index.
  func caseInsensitiveMatches(in names: [String]) -> [Int] {
    guard case .name(let name) = self else { return [] }
    let folded = name.lowercased()
    return names.indices.filter { names[$0].lowercased() == folded }
  }

  /// The column name closest to this one, for a "did you mean" (case ignored, a few letters
  /// apart, or one name inside the other); nil when none is close or for an index.
  func suggestion(in names: [String]) -> String? {
    guard case .name(let name) = self else { return nil }
    let wanted = Array(name.lowercased())
    guard !wanted.isEmpty else { return nil }
    var best: (name: String, distance: Int)?
    for candidate in names where !candidate.isEmpty {
      let folded = Array(candidate.lowercased())
      var distance = Self.editDistance(wanted, folded)
      // "temp" for "temp_max": one inside the other is a near miss whatever the length.
      let shorter = wanted.count < folded.count ? wanted : folded
      let longer = wanted.count < folded.count ? folded : wanted
      if shorter.count >= 3, String(longer).contains(String(shorter)) { distance = min(distance, 1) }
      guard distance <= max(1, min(3, wanted.count / 3)) else { continue }
      if best == nil || distance < best!.distance { best = (candidate, distance) }
    }
    return best?.name
  }

  /// Levenshtein distance, with a cap on the lengths compared (names are short).
  private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    let a = a.prefix(64)
    let b = b.prefix(64)
    var previous = Array(0...b.count)
    for (i, ca) in a.enumerated() {
      var current = [i + 1] + [Int](repeating: 0, count: b.count)
      for (j, cb) in b.enumerated() {
        current[j + 1] = Swift.min(previous[j + 1] + 1, current[j] + 1, previous[j] + (ca == cb ? 0 : 1))
      }
      previous = current
    }
    return previous[b.count]
  }
}
