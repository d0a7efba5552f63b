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

  /// Whether the values look like a date in a form that is not read (`1.1.2024`, `2024.01.01`):
  /// digits joined by `/`, `.` or `-`, with at least two separators.
  static func looksLikeDate(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    guard bytes.count >= 6, bytes.count <= 40, bytes.first.map({ $0 &- 48 <= 9 }) == true else {
      return false
    }
    let separators = bytes.filter { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "-") }
    let digits = bytes.filter { $0 &- 48 <= 9 }
    return separators.count >= 2 && digits.count + separators.count >= bytes.count - 9
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
    let kind: String
    if looksLikeDate(first) {
      kind = "date"
    } else if looksLikeNumber(first) {
      kind = "number"
    } else {
      return nil
    }
    return unsupportedFormat(
      kind, value: first, name: names[column], column: column, row: values.rows.first, lines: lines)
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
