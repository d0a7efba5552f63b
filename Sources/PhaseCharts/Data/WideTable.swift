import Foundation
import PhaseKit

/// A table read wide: its rows are series and its columns are named by the x values (years
/// `1929`…`2009` with a state per row, `day_3`…`day_9` with a lab test per row, wind speeds
/// `3.5`, `4.0`, … with a turbine per row), as statistics offices, the World Bank and many
/// reports publish them.
///
/// Read the usual way, such a table charted one year against another; transposed, it is a line
/// per row over the column names, drawn as numbers on a real axis (past
/// ``ChartChoice/maxDrawnSeries`` rows, the median and the 10–90% band, as for the units of a
/// panel).
enum WideTable {
  /// The most rows a wide table is read with; a longer table is read the usual way (a
  /// wide table names its rows, and thousands of named rows are not one).
  static let maxRows = 5_000
  /// The fewest columns named by numbers that make a table wide.
  static let minimumColumns = 3
  /// Prefixes that may stand before the numbers of the column names (`day_3`, `wave2`):
  /// words of time, never the letters of a variable list (`V1`, `x1`, `d2`).
  static let periodPrefixes: Set<String> = [
    "day", "days", "week", "wk", "month", "year", "yr", "hour", "hr", "time", "t", "age", "wave", "visit",
    "period", "round", "session", "dose",
  ]
  /// Prefixes that may stand before a year only: `X1990` (R's `read.csv` of a column named
  /// `1990`), `pop2000`; `x1`…`x9` are a variable list.
  static let yearPrefixes: Set<String> = ["x", "pop", "gdp"]

  /// The prefix of columns named by months (`JAN`…`DEC`).
  static let monthPrefix = "month"

  /// The columns named by x values, found in a header.
  struct Header: Equatable {
    /// The columns, in the header's order.
    var columns: [Int]
    /// Their x values, in the same order.
    var xs: [Double]
    /// The words before the numbers (`day`), empty when the names are the numbers themselves.
    var prefix: String
    /// Whether every name is a year (`1929`, `X1929`).
    var isYears: Bool
    /// Whether the columns are a numbered run of one kind (`V1`…`V36`, `x1`…`x9`) rather than
    /// points of time: drawn as a profile over their numbers (``WideTable/runHeader(_:)``).
    var isRun = false
  }

  /// The columns of `names` named by numbers (`1929`, `3.5`, `day_3`, `X1990`) when they make
  /// the table wide: at least ``minimumColumns`` of them, all with the same prefix, no two
  /// the same, and at least as many as the other columns; else a numbered run of one stem
  /// (``runHeader(_:)``); nil otherwise.
  static func header(_ names: [String]) -> Header? {
    var groups: [String: [(column: Int, x: Double, isYear: Bool)]] = [:]
    for (column, name) in names.enumerated() {
      guard let (prefix, x, isYear) = number(named: name) else { continue }
      groups[prefix, default: []].append((column, x, isYear))
    }
    guard let largest = groups.max(by: { $0.value.count < $1.value.count }) else { return runHeader(names) }
    let prefix = largest.key
    var found = largest.value
    // The time points of a repeated-measures table start with a baseline (`Before`, `pre`):
    // time 0, when the points named by numbers all come after it.
    if suffixUnits.contains(prefix), found.allSatisfy({ $0.x > 0 }),
      let baseline = names.indices.first(where: { baselineNames.contains(ColumnPlan.trimmedText(names[$0]).lowercased()) })
    {
      found.insert((baseline, 0, false), at: 0)
    }
    guard found.count >= minimumColumns, 2 * found.count >= names.count,
      Set(found.map(\.x)).count == found.count
    else { return runHeader(names) }
    return Header(
      columns: found.map(\.column), xs: found.map(\.x), prefix: prefix, isYears: found.allSatisfy(\.isYear))
  }

  /// The prefix and the number of a column name (`day_3` → `day`, 3; `1969  ` → ``, 1969),
  /// and whether the number is written as a year; nil when the name is no number or its
  /// prefix is not a word of time (``periodPrefixes``).
  static func number(named name: String) -> (prefix: String, x: Double, isYear: Bool)? {
    let bytes = Array(name.utf8.prefix(40)).filter { $0 != 32 && $0 != 9 }
    guard !bytes.isEmpty, name.utf8.count <= 40 else { return nil }
    // A month's name (`JAN`, `February`) is its number, prefixed `month`.
    if let month = bytes.withUnsafeBufferPointer({ buffer in
      DateParser.monthName(buffer.baseAddress!, 0, buffer.count).flatMap { $0.1 == buffer.count ? $0.0 : nil }
    }) {
      return (monthPrefix, Double(month), false)
    }
    // A number before a word of time (`1 week`, `3months`, `12h` aside): a time point of a
    // repeated-measures table, prefixed by its unit.
    if let point = timePoint(bytes) { return point }
    // The number is the tail of digits, with at most one point and a leading minus sign.
    var start = bytes.count
    while start > 0, (48...57).contains(bytes[start - 1]) || bytes[start - 1] == 46 { start -= 1 }
    if start > 0, bytes[start - 1] == 45, start == 1 { start -= 1 }
    let digits = bytes[start...]
    guard digits.contains(where: { (48...57).contains($0) }), digits.filter({ $0 == 46 }).count <= 1,
      digits.first != 46, digits.last != 46, let x = DecimalParser.parse(Array(digits))
    else { return nil }
    var prefixBytes = bytes[..<start]
    while let last = prefixBytes.last, [95, 46, 45].contains(last) { prefixBytes = prefixBytes.dropLast() }
    let prefix = String(decoding: prefixBytes, as: UTF8.self).lowercased()
    let isYear = digits.count == 4 && !digits.contains(46) && (1000...2999).contains(x)
    guard prefix.isEmpty || periodPrefixes.contains(prefix) || (isYear && yearPrefixes.contains(prefix)) else {
      return nil
    }
    return (prefix, x, isYear)
  }

  /// Words of time that may follow the number of a column name (`1 week`, `2 weeks`,
  /// `6 months`): the time points of a repeated-measures table. Letters alone (`3a`, `2b`) are
  /// not.
  static let suffixUnits: Set<String> = [
    "day", "days", "week", "weeks", "wk", "wks", "month", "months", "mo", "year", "years", "yr", "yrs", "hour",
    "hours", "hr", "hrs", "min", "mins", "minute", "minutes",
  ]
  /// Names of the time point before the others (`Before` a treatment): time 0 beside points
  /// named `1 week`, `2 week`, ….
  static let baselineNames: Set<String> = ["before", "baseline", "pre", "base", "start", "t0"]

  /// The unit and the number of a name written number first (`1 week`, `2_weeks`, `6months`),
  /// the unit in the singular when ``suffixUnits`` has it with an `s`; nil for any other name.
  static func timePoint(_ bytes: [UInt8]) -> (prefix: String, x: Double, isYear: Bool)? {
    var end = 0
    while end < bytes.count, (48...57).contains(bytes[end]) || bytes[end] == 46 { end += 1 }
    guard end > 0, end < bytes.count, bytes[0] != 46, bytes[end - 1] != 46,
      bytes[..<end].filter({ $0 == 46 }).count <= 1, let x = DecimalParser.parse(Array(bytes[..<end]))
    else { return nil }
    var unitBytes = bytes[end...]
    while let first = unitBytes.first, [95, 46, 45].contains(first) { unitBytes = unitBytes.dropFirst() }
    var unit = String(decoding: unitBytes, as: UTF8.self).lowercased()
    guard suffixUnits.contains(unit) else { return nil }
    if unit.hasSuffix("s"), suffixUnits.contains(String(unit.dropLast())) { unit.removeLast() }
    return (unit, x, false)
  }

  /// The rows of a wide table as read: the cells of the other columns as text, and the
  /// numbers of the x columns.
  struct Rows {
    var texts: [[String?]] = []
    var values: [[Double]] = []
  }

  /// `rows` as a chart: a series per row with a value, named by the first column of words
  /// that tells the rows apart (else by row number), over the x columns' values in order.
  static func table(names rawNames: [String], header: Header, rows: Rows) -> DecodedTable? {
    // A run of codes or flags, or of measures on scales apart, is read the usual way.
    if header.isRun, !runIsOneMeasure(rows.values) || header.columns.count > maxRunColumnsPerRow * rows.values.count {
      return nil
    }
    let names = ColumnPlan.distinctNames(rawNames)
    let others = names.indices.filter { !header.columns.contains($0) }
    let otherValues = others.map { column in rows.texts.map { column < $0.count ? $0[column] : nil } }
    // Judged on the rows with values: notes and sources below the table hold words anywhere.
    let withValues = rows.values.indices.filter { rows.values[$0].contains { !$0.isNaN } }
    let numeric = otherValues.map { values in
      let cells = withValues.compactMap { values[$0] }.filter { !ColumnPlan.isMissingMarker($0) }
      return 5 * cells.filter(ColumnPlan.isNumber).count >= 4 * cells.count
    }
    // A column of numbers named for time orders the rows: the numbered columns are then
    // replicates or measures of each time (`time,1,2,3`), not the x of a series per row;
    // beside months, it is the year of each row's months (`YEAR,JAN,…,DEC`): one series.
    if header.isRun, others.contains(where: { isClockName(names[$0]) }) { return nil }
    // A column of dates that orders the rows (`ts` beside `00`, `10`, `11`, …): the numbered
    // columns are series over it, read the usual way (WideTable+Dates.swift).
    if header.prefix != monthPrefix,
      others.indices.contains(where: { index in !numeric[index] && datesOrderRows(withValues.map { otherValues[index][$0] }) })
    {
      return nil
    }
    if let time = others.indices.first(where: { numeric[$0] && ColumnPlan.namesTime(names[others[$0]]) }) {
      guard header.prefix == monthPrefix else { return nil }
      return monthsOverYears(names: names, header: header, rows: rows, year: others[time], all: others)
    }
    // The label: the first column of words that names most rows apart.
    let label = others.indices.first { index in
      let values = withValues.compactMap { otherValues[index][$0] }
      return !numeric[index] && !values.isEmpty && 5 * Set(values).count >= 4 * values.count
    }
    let order = header.xs.indices.sorted { header.xs[$0] < header.xs[$1] }
    let xs = order.map { header.xs[$0] }
    var seriesNames: [String] = []
    var series: [Series] = []
    for (row, values) in rows.values.enumerated() where values.contains(where: { !$0.isNaN }) {
      let name = label.flatMap { otherValues[$0][row] } ?? String(row + 1)
      seriesNames.append(name)
      series.append(Series(name: name, xs: xs, ys: order.map { values[$0] }))
    }
    guard !series.isEmpty else { return nil }
    for (index, name) in ColumnPlan.distinctNames(seriesNames).enumerated() { series[index].name = name }
    let first = names[header.columns[order[0]]]
    let last = names[header.columns[order[order.count - 1]]]
    let title = header.isYears || header.isRun || header.prefix.isEmpty ? "\(first)–\(last)" : header.prefix
    let dataset = Dataset(xKind: .number, xLabel: title, yLabel: "", series: series)
    var table = DecodedTable(dataset)
    // Rows on scales 100-fold apart are different measures (lab tests in their own units),
    // never one median: past the rows drawn one by one, the first get a panel each.
    let areMeasures = !header.isRun && series.count > ChartChoice.maxDrawnSeries && scalesDiffer(series)
    let roles = ColumnRole.infer(
      names: others.map { names[$0] }, values: otherValues.map { $0.map { $0 ?? "" } }, numeric: numeric,
      isDate: others.map { _ in false })
    // The rows of a run without words are units all the same, told apart by their row numbers or ids.
    let unit = label ?? (header.isRun ? others.indices.first { [.rowIndex, .id].contains(roles[$0]) } : nil)
    let labelName = areMeasures ? nil : unit.map { names[others[$0]] }
    table.columns.x = title
    table.columns.series = labelName
    var choice = ChartChoice()
    choice.columns = names.indices.map { ChartChoice.Column(name: names[$0], role: .measure) }
    for (index, column) in others.enumerated() {
      choice.columns[column].role = index == unit ? (areMeasures ? .label : .unit) : roles[index]
    }
    choice.x = title
    choice.series = labelName
    choice.xColumns = header.columns.map { names[$0] }
    choice.decidedMark = .line
    choice.notes.append(
      header.isRun
        ? .runAsProfile(first: first, last: last, columns: header.columns.count)
        : .readWide(first: first, last: last, columns: header.columns.count, label: label.map { names[others[$0]] }))
    // A run whose neighbours do not follow on is a battery, not a profile (ChartChoice+Battery.swift).
    if header.isRun {
      let run = withValues.map { row in order.map { rows.values[row][$0] } }
      _ = ChartChoice.runAsBattery(
        &table, choice: &choice, names: order.map { names[header.columns[$0]] }, numbers: xs, rows: run)
    }
    table.columns.choice = choice
    return table
  }

  /// Whether the rows' typical sizes (the median of each row's magnitudes) are 100-fold apart.
  static func scalesDiffer(_ series: [Series]) -> Bool {
    let sizes = series.compactMap { series -> Double? in
      let magnitudes = series.ys.filter { $0.isFinite && $0 != 0 }.map(abs).sorted()
      return magnitudes.isEmpty ? nil : magnitudes[magnitudes.count / 2]
    }
    guard let smallest = sizes.min(), let largest = sizes.max() else { return false }
    return largest > 100 * smallest
  }
}

extension ChartDecoder {
  /// `bytes` read as a wide table (``WideTable``) when nothing was named and its header says
  /// so; nil for any other document, which is then read the usual way.
  ///
  /// Only the header is read unless it is wide: every other table costs one line.
  static func wideTable(_ bytes: UnsafeBufferPointer<UInt8>, options: DecodeOptions) throws(DataError)
    -> DecodedTable?
  {
    guard options.x == nil, options.y.isEmpty, options.series == nil, options.hasHeader, options.findsSeries,
      options.allowsRowGroups, detectFormat(bytes, declared: options.format) == .csv,
      let base = bytes.baseAddress
    else { return nil }
    // The same start and delimiter the table decoder finds (byte-order mark, `sep=`, preamble).
    let place = CSVTableDecoder.tableStart(base, count: bytes.count, options: options)
    let (start, delimiter) = (place.start, place.delimiter)
    let limits = options.limits
    let fields = UnsafeMutablePointer<CSVReader.Field>.allocate(capacity: max(limits.maxColumns, 1))
    defer { fields.deallocate() }
    var reader = CSVReader(base: base, count: bytes.count, start: start, delimiter: delimiter, limits: limits)
    // A header that cannot be read is the usual decoder's to report.
    guard let width = try? reader.next(into: fields) else { return nil }
    let names = (0..<width).map { reader.name(of: fields[$0]) }
    guard let header = WideTable.header(names) else {
      // `2019_Cases`, `2019_Deaths`, …: measures over the years (WideTable+YearMeasures.swift).
      guard let measures = WideTable.yearMeasures(names) else { return nil }
      return yearMeasuresTable(
        reader: &reader, fields: fields, width: width, names: names, header: measures, options: options)
    }
    let xColumns = Set(header.columns)
    var rows = WideTable.Rows()
    var numbers = 0
    var cells = 0
    while let count = try? reader.next(into: fields) {
      guard rows.values.count < WideTable.maxRows else { return nil }
      var texts = [String?](repeating: nil, count: width)
      var values = [Double](repeating: .nan, count: header.columns.count)
      for column in 0..<min(count, width) where !xColumns.contains(column) {
        let (s, n) = reader.trimmedRange(of: fields[column])
        if n > 0 {
          texts[column] = reader.text(of: CSVReader.Field(start: s, end: s + n, hasEscapedQuote: fields[column].hasEscapedQuote, isQuoted: false))
        }
      }
      for (index, column) in header.columns.enumerated() where column < count {
        let (s, n) = reader.trimmedRange(of: fields[column])
        guard n > 0 else { continue }
        if let value = WideTable.value(base + s, count: n, delimiter: delimiter) {
          values[index] = value
          numbers += 1
          cells += 1
        } else if n > 4 || !ColumnPlan.isMissingMarker(String(decoding: UnsafeBufferPointer(start: base + s, count: n), as: UTF8.self)) {
          cells += 1
        }
      }
      rows.texts.append(texts)
      rows.values.append(values)
    }
    // The numbered columns hold numbers (missing-value words aside), or the table is not wide.
    guard cells > 0, 5 * numbers >= 4 * cells else { return nil }
    return WideTable.table(names: names, header: header, rows: rows)
  }
}

extension WideTable {
  /// A table of a row per year and a column per month (`YEAR,JAN,…,DEC`, as climate indices
  /// such as El Niño's are published) as one series over the months of every year, in order.
  static func monthsOverYears(names: [String], header: Header, rows: Rows, year: Int, all others: [Int])
    -> DecodedTable?
  {
    var points: [(x: Double, y: Double)] = []
    for (row, values) in rows.values.enumerated() {
      guard let text = rows.texts[row][year], let value = Double(ColumnPlan.trimmedText(text)),
        value == value.rounded(), (1000...2999).contains(value)
      else { continue }
      for (index, month) in header.xs.enumerated() where !values[index].isNaN {
        guard let date = DateParser.seconds(year: Int(value), month: Int(month), day: 1) else { continue }
        points.append((date, values[index]))
      }
    }
    guard points.count >= 2 else { return nil }
    points.sort { $0.x < $1.x }
    let yearName = names[year]
    let dataset = Dataset(
      xKind: .date, xLabel: yearName, yLabel: "",
      series: [Series(name: "", xs: points.map(\.x), ys: points.map(\.y))])
    var table = DecodedTable(dataset)
    table.columns.x = yearName
    var choice = ChartChoice()
    choice.columns = names.map { ChartChoice.Column(name: $0, role: .measure) }
    let roles = ColumnRole.infer(
      names: others.map { names[$0] }, values: others.map { column in rows.texts.map { $0[column] ?? "" } },
      numeric: others.map { column in rows.texts.allSatisfy { $0[column].map(ColumnPlan.isNumber) ?? true } },
      isDate: others.map { _ in false })
    for (index, column) in others.enumerated() { choice.columns[column].role = roles[index] }
    choice.columns[year].role = .time
    choice.x = yearName
    choice.xColumns = header.columns.map { names[$0] }
    choice.decidedMark = .line
    let first = names[header.columns[0]]
    let last = names[header.columns[header.columns.count - 1]]
    choice.notes.append(.monthsAsColumns(first: first, last: last, year: yearName))
    table.columns.choice = choice
    return table
  }
}
