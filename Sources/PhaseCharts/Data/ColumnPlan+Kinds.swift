import Foundation
import PhaseKit

/// What a column holds, decided from its sampled values rather than from one of them: a
/// missing-value marker (`NA` from R, `NaN` from pandas) or one bad date at the top of a file
/// must not turn a column of numbers or dates into a column of words.
extension ColumnPlan {
  /// Cell texts that mean "no value", compared without case after trimming spaces: R's `NA`,
  /// pandas' `NaN` and `None`, Excel's `#N/A`, SQL's `NULL`, a lone `-`. Decoding already reads
  /// such a cell as a missing value (it is not a number); planning skips them too, so that the
  /// column keeps its kind and the cells are counted as missing.
  static let missingMarkers: Set<String> = [
    "", "nan", "na", "n/a", "#n/a", "null", "none", "nil", "-", "--", "?",
  ]

  /// How many of a column's first non-missing values decide whether it holds numbers.
  static let kindSampleSize = 16

  /// Whether `text` is a missing-value marker (see ``missingMarkers``).
  static func isMissingMarker(_ text: String) -> Bool {
    let trimmed = trimmedText(text)
    return trimmed.utf8.count <= 4 && missingMarkers.contains(trimmed.lowercased())
  }

  /// The non-missing values of one column among the sample rows, trimmed, with the sample row
  /// each came from (for a message that names its line).
  struct ColumnValues {
    var texts: [String] = []
    var rows: [Int] = []

    var first: String? { texts.first }
    var isEmpty: Bool { texts.isEmpty }

    /// The first values, which decide the column's kind.
    var head: ArraySlice<String> { texts.prefix(ColumnPlan.kindSampleSize) }
  }

  /// The non-missing values of `column` in `samples`.
  static func values(of column: Int, in samples: [[String?]]) -> ColumnValues {
    var values = ColumnValues()
    values.texts.reserveCapacity(samples.count)
    values.rows.reserveCapacity(samples.count)
    for (row, sample) in samples.enumerated() {
      guard sample.indices.contains(column), let text = sample[column] else { continue }
      // The CSV decoder's samples are trimmed already; trimming copies, so only when needed.
      let utf8 = text.utf8
      let needsTrim = utf8.first.map { $0 == 32 || $0 == 9 } == true || utf8.last.map { $0 == 32 || $0 == 9 } == true
      let trimmed = needsTrim ? trimmedText(text) : text
      if trimmed.utf8.count <= 4 && missingMarkers.contains(trimmed.lowercased()) { continue }
      values.texts.append(trimmed)
      values.rows.append(row)
    }
    return values
  }

  /// Whether a column holds numbers: at least half of its first values are numbers (the others
  /// are read as missing).
  static func isNumeric(_ values: ColumnValues) -> Bool {
    let head = values.head
    let numbers = head.lazy.filter(isNumber).count
    return numbers > 0 && 2 * numbers >= head.count
  }

  /// The text date form most of a column's first values are written in, and how many of them
  /// it reads; nil when none is a date. Between day-first and month-first slashed dates, every
  /// sampled value votes (`13/01/2024` can only be day-first); when none decides, the result is
  /// ``DateOrder/ambiguous``.
  static func dateForm(_ values: ColumnValues) -> DateForm? {
    let head = values.head
    var best: (DateFormat, Int)?
    for form in DateFormat.textForms {
      let count = head.lazy.filter { form.seconds(from: $0) != nil }.count
      if count > 0, count > (best?.1 ?? 0) { best = (form, count) }
    }
    guard let (form, count) = best else { return nil }
    guard form == .monthDayYearSlashed || form == .dayMonthYearSlashed else {
      return DateForm(format: form, count: count)
    }
    let monthFirst = values.texts.lazy.filter { DateFormat.monthDayYearSlashed.seconds(from: $0) != nil }
      .count
    let dayFirst = values.texts.lazy.filter { DateFormat.dayMonthYearSlashed.seconds(from: $0) != nil }
      .count
    if monthFirst == dayFirst {
      guard let order = dateOrder(byStepsOf: values.texts) ?? dateOrder(byRegularStepsOf: values.texts) else {
        return DateForm(format: .monthDayYearSlashed, count: count, isAmbiguous: true)
      }
      return DateForm(format: order, count: count)
    }
    return DateForm(format: monthFirst > dayFirst ? .monthDayYearSlashed : .dayMonthYearSlashed, count: count)
  }

  /// The order of a logger's timestamps that read both ways (`2/1/2019 0:05` … `2/12/2019
  /// 23:55`, no day over 12), from how far apart the rows fall: nil unless the times of day vary
  /// (rows within a day, so the day changes by one from a row to a later one) and, read one way,
  /// the rows span at most a quarter of the time they span read the other way. Read month first,
  /// five-minute rows step from the 1st of February to the 2nd; read day first, from the 2nd of
  /// January to the 2nd of February. Dates alone (`1/1/2020`, `2/1/2020`, … the first of each
  /// month, or twelve days of January) stay undecided: either reading is a plausible series.
  static func dateOrder(byStepsOf texts: [String]) -> DateFormat? {
    var monthFirstSpan = 0.0
    var dayFirstSpan = 0.0
    var previous: (Double, Double)?
    var timesOfDay = Set<Double>()
    for text in texts {
      guard let monthFirst = DateFormat.monthDayYearSlashed.seconds(from: text),
        let dayFirst = DateFormat.dayMonthYearSlashed.seconds(from: text)
      else { continue }
      if timesOfDay.count < 2 { timesOfDay.insert(monthFirst.truncatingRemainder(dividingBy: 86_400)) }
      if let (lastMonthFirst, lastDayFirst) = previous {
        monthFirstSpan += abs(monthFirst - lastMonthFirst)
        dayFirstSpan += abs(dayFirst - lastDayFirst)
      }
      previous = (monthFirst, dayFirst)
    }
    guard timesOfDay.count >= 2, min(monthFirstSpan, dayFirstSpan) > 0 else { return nil }
    if 4 * monthFirstSpan <= dayFirstSpan { return .monthDayYearSlashed }
    if 4 * dayFirstSpan <= monthFirstSpan { return .dayMonthYearSlashed }
    return nil
  }

  /// A column's date form as ``dateForm(_:)`` found it.
  struct DateForm {
    var format: DateFormat
    /// How many of the first values it reads.
    var count: Int
    /// Whether the values read as month/day/year and as day/month/year alike.
    var isAmbiguous = false
  }

  /// Whether a value has a date's shape, in a form that is read or not (`1.1.24`,
  /// `2024.01.01`, `1985-12-00`): three fields of digits joined by one kind of separator (`/`,
  /// `.` or `-`; a trailing dot as `2020.7.1.` writes it), the first or the last a year of two or
  /// four digits, the others one or two digits of at most 31, optionally followed by a time after
  /// a space or `T` (`1.1.24 08:30`). Digits joined by anything else (`85.29|7.47`, the two
  /// parameters of a distribution), four fields (a version `1.2.3.4`, an IP address,
  /// `12-34-56-78`), two long fields (a phone number `555-123-4567`) or a field over 31 between
  /// a year and nothing (`12.34.56`) are text, never a date in a form that is not read.
  static func looksLikeDate(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    guard bytes.count >= 6, bytes.count <= 40, bytes.first.map({ $0 &- 48 <= 9 }) == true,
      let (fields, _) = dateFields(bytes)
    else { return false }
    return fields.count == 3
  }

  /// The digit fields of a date-shaped value and the separator joining them (see
  /// ``looksLikeDate(_:)``); nil when the value does not have a date's shape.
  static func dateFields(_ bytes: [UInt8]) -> (fields: [ArraySlice<UInt8>], separator: UInt8)? {
    let isDigit = { (byte: UInt8) in byte &- 48 <= 9 }
    // The date ends at a space or a `T` before a time: digits and `:` with at most a zone, a
    // fraction or AM/PM after them.
    var end = bytes.count
    if let cut = bytes.firstIndex(where: { $0 == 32 || $0 == UInt8(ascii: "T") }) {
      let time = bytes[(cut + 1)...]
      let timeBytes: Set<UInt8> = Set(":.,+-Zz APMapm".utf8)
      guard time.first.map(isDigit) == true, time.contains(UInt8(ascii: ":")),
        time.allSatisfy({ isDigit($0) || timeBytes.contains($0) })
      else { return nil }
      end = cut
    }
    var date = bytes[..<end]
    guard let separator = date.first(where: { !isDigit($0) }),
      [UInt8(ascii: "/"), UInt8(ascii: "."), UInt8(ascii: "-")].contains(separator)
    else { return nil }
    if separator == UInt8(ascii: "."), date.last == separator { date = date.dropLast() }
    guard date.allSatisfy({ isDigit($0) || $0 == separator }) else { return nil }
    let fields = date.split(separator: separator, omittingEmptySubsequences: false)
    guard fields.count == 3, fields.allSatisfy({ (1...4).contains($0.count) }) else { return nil }
    // A year of two or four digits at one end; the other fields, a month and a day.
    func isDay(_ field: ArraySlice<UInt8>) -> Bool {
      field.count <= 2 && field.reduce(0, { $0 * 10 + Int($1 &- 48) }) <= 31
    }
    let isDate = [2, 0].contains { year in
      (fields[year].count == 2 || fields[year].count == 4) && fields.indices.allSatisfy { $0 == year || isDay(fields[$0]) }
    }
    guard isDate else { return nil }
    return (Array(fields), separator)
  }

  /// Whether a value is a date in a form that is read but for a day or month written `00`
  /// (`1985-12-00`, `1955-00-00`, MySQL's `0000-00-00`), as databases store a date known only
  /// to the month or year. Trusted readers take such a value as no date (pandas' `to_datetime`
  /// coerces it to `NaT`, readr and lubridate to `NA`); so does the decoder, and it is not a date
  /// in a form that is not read: a column of them never refuses the table.
  static func isPartialDate(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    guard bytes.count >= 6, bytes.count <= 40, let (fields, separator) = dateFields(bytes),
      fields.contains(where: { $0.allSatisfy { $0 == 48 } })
    else { return false }
    // The zero fields made the first day of the first month of year 2000: read so, it is a date.
    let filled = fields.map { field -> [UInt8] in
      guard field.allSatisfy({ $0 == 48 }) else { return Array(field) }
      return field.count == 4 ? Array("2000".utf8) : Array("01".utf8)
    }
    var rebuilt = filled.joined(separator: [separator]).map { $0 }
    if let end = bytes.firstIndex(where: { $0 == 32 || $0 == UInt8(ascii: "T") }) {
      rebuilt += bytes[end...]
    }
    return DateFormat.detect(String(decoding: rebuilt, as: UTF8.self)) != nil
  }

  /// Whether a value is a date in a form that is not read: date-shaped
  /// (``looksLikeDate(_:)``), read by no form, and not a read form with a day or month `00`
  /// (``isPartialDate(_:)``).
  static func isUnreadDateForm(_ text: String) -> Bool {
    looksLikeDate(text) && DateFormat.detect(text) == nil && !isPartialDate(text)
  }

  /// Whether a column holds dates in a form that is not read: every one of its first values is
  /// date-shaped (``looksUnreadDate(_:)``) and most are read by no form
  /// (``isUnreadDateForm(_:)``). A column of dates read but for a few (typos, a day `00`) is
  /// read as dates, those few missing; one of dates known only to the month or year
  /// (`1985-12-00`, `1955-00-00`) is no reason to refuse the table.
  static func holdsUnreadDates(_ values: ColumnValues) -> Bool {
    let head = values.head
    guard head.allSatisfy(looksUnreadDate) else { return false }
    return 2 * head.lazy.filter(isUnreadDateForm).count > head.count
  }

  /// Whether the text looks like a number written another way (`4.824,14`, `1 234,5`,
  /// `1,234.5`): digits with commas, points, spaces or apostrophes.
  static func looksLikeNumber(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    let marks: Set<UInt8> = [44, 46, 32, 39, 43, 45]  // , . space ' + -
    return bytes.contains { $0 &- 48 <= 9 } && bytes.allSatisfy { $0 &- 48 <= 9 || marks.contains($0) }
  }

  /// The error for a column whose values are dates or numbers in a form that is not read, nil
  /// when they look like neither.
  static func unreadable(column: Int, names: [String], columns: [ColumnValues], lines: [Int])
    -> DataError?
  {
    let values = columns[column]
    guard let first = values.first else { return nil }
    if let form = dateForm(values), form.isAmbiguous {
      return ambiguousDates(name: names[column], values: values, column: column, lines: lines)
    }
    // The value named is one in a form that is not read: a date read, or one known only to the
    // month (`1985-12-00`), before it is not what failed.
    if looksLikeDate(first) {
      guard let index = values.texts.firstIndex(where: isUnreadDateForm) else { return nil }
      return unsupportedFormat(
        "date", value: values.texts[index], name: names[column], column: column,
        row: values.rows[index], lines: lines)
    }
    guard looksLikeNumber(first) else { return nil }
    return unsupportedFormat(
      "number", value: first, name: names[column], column: column, row: values.rows.first, lines: lines)
  }

  /// `the date format of "1.1.24" in column "date" is not supported (line 2, column 1); …`.
  static func unsupportedFormat(
    _ kind: String, value: String, name: String, column: Int, row: Int?, lines: [Int]
  ) -> DataError {
    let line = row.flatMap { lines.indices.contains($0) ? lines[$0] : nil }
    let reason: DataError.DecodingFailure.Reason =
      kind == "date"
      ? .unsupportedDateFormat(value: value, column: name) : .unsupportedNumberFormat(value: value, column: name)
    return .decodingError(.init(reason, line: line, column: column + 1, path: name))
  }

  /// The error for slashed dates that read both as month/day/year and as day/month/year.
  static func ambiguousDates(name: String, values: ColumnValues, column: Int, lines: [Int])
    -> DataError
  {
    let row = values.rows.first
    let line = row.flatMap { lines.indices.contains($0) ? lines[$0] : nil }
    return .decodingError(
      .init(
        .ambiguousDateOrder(column: name, sample: values.first ?? ""), line: line, column: column + 1, path: name))
  }

  /// Whether a CSV file's first record is data rather than column names: every cell of it is a
  /// number or a date, and the column below each holds the same kind. A record of years above
  /// columns of other numbers (`2022,2023` over sales figures) stays a header.
  static func isHeaderless(names: [String], samples: [[String?]]) -> Bool {
    guard !names.isEmpty, !samples.isEmpty else { return false }
    var allYears = true
    var columnsAreYears = true
    for (column, name) in names.enumerated() {
      let text = trimmedText(name)
      let below = values(of: column, in: samples)
      if let number = DecimalParser.parse(Array(text.utf8)) {
        guard below.isEmpty || isNumeric(below) else { return false }
        if !(number == number.rounded() && (1800...2200).contains(number)) { allYears = false }
        if below.head.contains(where: { DecimalParser.parse(Array($0.utf8)).map { !(1800...2200).contains($0) } ?? true }) {
          columnsAreYears = false
        }
      } else if DateFormat.detect(text) != nil {
        guard !below.isEmpty, !isNumeric(below), dateForm(below) != nil else { return false }
        allYears = false
      } else {
        return false
      }
    }
    return !(allYears && !columnsAreYears)
  }
}
