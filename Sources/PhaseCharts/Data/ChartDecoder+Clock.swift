import Foundation
import PhaseKit

/// Tables whose rows are the times of one day, with no date (`time,Januar_SA,Januar_FT,…` with
/// `00:00-00:15`, `00:15-00:30`, …, as standard load profiles are written; `Zeit` as
/// `00:00:00`, `00:01:00`, …): the time of day is their x.
extension ChartDecoder {
  /// The fewest distinct times of day that make a clock column x: a quarter-hour profile has
  /// 96, an hourly one 24, half a day's hours 12; a handful of event times (`13:35`, `14:40`)
  /// are labels, not a day.
  static let minTimesOfDay = 12

  /// `table`, read over its row number, read instead over its column of times of day as hours
  /// after midnight (`00:15` → 0.25, `00:00-00:15` → 0, the interval's start); nil for any
  /// other table.
  ///
  /// Read over the row number, the times were labels, and the day types of a load profile
  /// (`Januar_SA` against `November_SA`) were scattered against each other.
  ///
  /// It applies when no x and no series were named (measures may be: `--y Januar_SA` draws that
  /// day type over the day) and nothing else orders the rows, and a column of words
  /// holds nothing but times of day (`H:MM`, `HH:MM`, `HH:MM:SS`, hours 0 to 24) or intervals
  /// of them (`00:00-00:15`), at least ``minTimesOfDay`` of them, growing from row to row (one
  /// day), and its name says time (``namesClock(_:)``).
  static func overTimeOfDay(_ table: DecodedTable, options: DecodeOptions) -> DecodedTable? {
    guard options.x == nil, options.series == nil, var plan = table.plan,
      plan.xIsRowNumber, plan.design == nil, !plan.countsCategories, plan.group == nil,
      !plan.ys.isEmpty, let candidates = table.candidates,
      let rows = table.dataset.series.first?.count, rows >= minTimesOfDay
    else { return nil }
    for column in plan.textColumns {
      guard let keys = candidates.keys(of: column), keys.isTracking, keys.ids.count == rows,
        keys.names.count >= minTimesOfDay
      else { continue }
      let read = keys.names.map(clockHours)
      guard read.allSatisfy({ $0 != nil }) else { continue }
      guard namesClock(plan.names[column]) else { continue }
      let hours = withExtendedLifetime(candidates) { keys.ids.map { read[Int($0)]?.hours ?? .nan } }
      // One day: every row later than the one before.
      guard zip(hours, hours.dropFirst()).allSatisfy({ $0 < $1 }) else { continue }
      plan.x = column
      plan.xIsRowNumber = false
      plan.xReadsTimeOfDay = true
      plan.textColumns.removeAll { $0 == column }
      var clocked = table
      clocked.dataset = Dataset(
        xKind: .number, xLabel: plan.xLabel, yLabel: table.dataset.yLabel,
        series: table.dataset.series.map { Series(name: $0.name, xs: hours, ys: $0.ys, breaks: $0.breaks) })
      clocked.plan = plan
      clocked.columns.x = plan.xLabel
      clocked.xStrictlyGrows = true
      return clocked
    }
    return nil
  }

  /// `bytes` decoded over the times of day of the x column `options` names, when that column is
  /// one ``overTimeOfDay(_:options:)`` reads and no series is named: the report names such a
  /// column as x, and naming it back (`--x time`, with or without `--y Januar_SA`) must draw the
  /// same chart, not fail on its first `00:00-00:15`. Nil otherwise (the named x's own `failure`
  /// stands).
  static func overNamedClock(_ bytes: UnsafeBufferPointer<UInt8>, options: DecodeOptions, failure: DataError)
    -> DecodedTable?
  {
    // Only a named x whose cell reads as a time of day is read again: any other failure (a
    // field count, a quote) is the table's own, read once.
    guard let named = options.x, options.series == nil, case .decodingError(let decoding) = failure
    else { return nil }
    let sample: String
    switch decoding.reason {
    case .xColumnUnreadable(_, let text), .unsupportedDateFormat(let text, _): sample = text
    case .invalidCell(_, _, .text(let text)): sample = text
    default: return nil
    }
    guard clockHours(ColumnPlan.trimmedText(sample)) != nil,
      let clocked = overClockAsFound(bytes, keeping: options), let plan = clocked.plan,
      named.resolve(in: plan.names) == plan.x
    else { return nil }
    return clocked
  }

  /// `bytes` decoded over its column of times of day when only measures are named (`--y
  /// Januar_SA` on a load profile): read as `read` was, the first number not named became x and
  /// one day type was scattered against another. Nil when `read` has no column of words named
  /// as a clock (``namesClock(_:)``), an x or series was named, or the clock does not read.
  static func overClockForNamedMeasures(_ bytes: UnsafeBufferPointer<UInt8>, read: DecodedTable, options: DecodeOptions)
    -> DecodedTable?
  {
    // A table with dates is read over them, clock or not: it is not read twice.
    guard options.x == nil, options.series == nil, !options.y.isEmpty, read.dataset.xKind == .number,
      let plan = read.plan, plan.textColumns.contains(where: { namesClock(plan.names[$0]) })
    else { return nil }
    return overClockAsFound(bytes, keeping: options)
  }

  /// `bytes` read as found (nothing named) over its times of day (``overTimeOfDay(_:options:)``),
  /// then narrowed to the measures `options` names, in the order named; nil when the table
  /// does not read over a clock or a named measure is not one of its measures.
  private static func overClockAsFound(_ bytes: UnsafeBufferPointer<UInt8>, keeping options: DecodeOptions)
    -> DecodedTable?
  {
    var found = options
    found.x = nil
    found.y = []
    guard let read = try? decodeOnce(bytes, options: found), let clocked = overTimeOfDay(read, options: found)
    else { return nil }
    return options.y.isEmpty ? clocked : keeping(options.y, of: clocked)
  }

  /// `table` (read over the times of day, one series per measure) with only the measures `ys`
  /// names; nil when one of them is not a measure of it.
  static func keeping(_ ys: [ColumnSelector], of table: DecodedTable) -> DecodedTable? {
    guard var plan = table.plan, plan.ys.count == table.dataset.series.count else { return nil }
    var kept: [Int] = []
    for selector in ys {
      guard let column = selector.resolve(in: plan.names), let position = plan.ys.firstIndex(of: column) else { return nil }
      kept.append(position)
    }
    var narrowed = table
    plan.ys = kept.map { plan.ys[$0] }
    narrowed.plan = plan
    narrowed.columns.y = plan.ys.map { plan.names[$0] }
    narrowed.dataset.series = kept.map { table.dataset.series[$0] }
    return narrowed
  }

  /// Whether the decoder records the values of a table's columns of words from its first row,
  /// rather than once x stops growing: a table read over its row number with a column named
  /// as a clock, whose values ``overTimeOfDay(_:options:)`` reads.
  static func mayReadTimeOfDay(_ plan: ColumnPlan) -> Bool {
    plan.xIsRowNumber && plan.group == nil && plan.textColumns.contains { namesClock(plan.names[$0]) }
  }

  /// The columns of words of `plan` named as a clock (``namesClock(_:)``), the first
  /// ``SeriesCandidates/limit``: the candidates recorded for ``overTimeOfDay(_:options:)``.
  static func clockColumns(_ plan: ColumnPlan) -> [Int] {
    Array(plan.textColumns.filter { namesClock(plan.names[$0]) }.prefix(SeriesCandidates.limit))
  }

  /// Whether a column's name says it holds times of day: a word `time`, `hour`, `clock`,
  /// `zeit`, `uhrzeit` or `hhmm`.
  static func namesClock(_ name: String) -> Bool {
    let clockWords: Set<String> = ["time", "hour", "clock", "zeit", "uhrzeit", "hhmm"]
    return ColumnPlan.words(of: name).contains(where: clockWords.contains)
  }

  /// A time of day (``secondsOfDay(_:)``) or an interval of two (`00:00-00:15`, `23:45 - 24:00`)
  /// as hours after midnight, the interval's start; nil for anything else.
  static func clockHours(_ text: String) -> (hours: Double, isInterval: Bool)? {
    if let seconds = secondsOfDay(text) { return (seconds / 3600, false) }
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 2, let start = secondsOfDay(String(parts[0])), let end = secondsOfDay(String(parts[1])),
      end > start || end == 0
    else { return nil }
    return (start / 3600, true)
  }
}
