import Foundation

/// A textual date form that the decoders read, detected per column or chosen by the caller.
///
/// Every form is parsed by hand-written code with days-from-civil arithmetic (no
/// `DateFormatter`), and gives seconds since 1970. A date or time without a zone is read as UTC,
/// so a chart of `2012/01/01` rows shows the same calendar day wherever it is drawn.
public enum DateFormat: String, Sendable, Hashable, CaseIterable, Codable {
  /// ISO 8601: `2012-01`, `2012-01-01`, `2012-01-01T08:30`, `2012-01-01T08:30:15.250Z`,
  /// `2012-01-01 08:30:15+01:00` (a space may stand for `T`; zones `Z`, `±HH`, `±HHMM`, `±HH:MM`);
  /// also a quarter, `2012-Q1` (its first day). A year and month alone is its first day.
  case iso8601
  /// Year first with slashes: `2012/01/01` and `2012/01/01 08:30:15` (seconds optional).
  case yearMonthDaySlashed
  /// Year first with dots, as Korea, China, Hungary and Japan's spreadsheets write it:
  /// `2020.7.1`, `2020.07.01`, `2020.7.1.`, and with a time, `2015.1.2 1:32`, `2015.01.02 13:32:05`
  /// (the hour in one or two digits). A year of four digits first is year-month-day in every
  /// convention in use (none writes year-day-month). See `DateParser+YearFirst.swift`.
  case yearMonthDayDotted
  /// A month name: `Jan 1 2000`, `Jan 1, 2000`, `1 Jan 2000`, `January 1, 2000`,
  /// `1 January 2000` (English names, any case; `Sept` is accepted), and a month alone:
  /// `Jan 2000`, `January 2000` (its first day); also year first, as R's tsibble writes months
  /// and quarters: `2000 Jan`, `2000-Jan`, `2000 Q1`; as pandas periods, Stata and statistics
  /// offices write them: `2000Q1`, `2000q1`, `2000M01`, `2000m1`, `2000-M01`; and the quarter
  /// first: `Q1 2000`, `Q1-2000` (each the first day of the month or quarter).
  case monthName
  /// Month first with slashes, as in the United States: `1/13/2024`, `01/13/2024 08:30`, and
  /// as spreadsheets write times, `2/1/2019 0:05`, `1/13/2024 8:30:00 PM`; dashes read alike
  /// (`01-13-2024`); a year of two digits is read with POSIX's pivot (`1/13/24` is 2024,
  /// `01-13-69` is 1969: 69–99 are 19xx, 00–68 are 20xx). Detected when a value's second field
  /// is over 12 and none's first is, or from the steps between the rows: when only this reading
  /// steps regularly (a day to a week, or whole months).
  case monthDayYearSlashed
  /// Day first with slashes, as in Europe: `13/01/2024`, `13/1/2024 08:30`; dashes read alike
  /// (`31-07-2022`, as India and the Netherlands write), and years of two digits as for
  /// ``monthDayYearSlashed`` (`01-02-17`). Detected when a value's first field is over 12 and
  /// none's second is, or from the steps between the rows.
  case dayMonthYearSlashed
  /// Day first with dots, as in Germany: `13.01.2024`, `1.2.2024 08:30`.
  case dayMonthYearDotted
  /// A number of seconds since 1970 (fractions allowed).
  case unixSeconds
  /// A number of milliseconds since 1970 (fractions allowed).
  case unixMilliseconds

  /// The forms tried, in order, when a column's text is not a plain number.
  static let textForms: [DateFormat] = [
    .iso8601, .yearMonthDaySlashed, .yearMonthDayDotted, .monthName, .monthDayYearSlashed, .dayMonthYearSlashed,
    .dayMonthYearDotted,
  ]

  /// Parses `text` in this form into seconds since 1970, or `nil` when it does not match.
  ///
  /// ```swift
  /// DateFormat.yearMonthDaySlashed.seconds(from: "2012/01/02")  // 86_400 * 15_341
  /// ```
  ///
  /// - Parameter text: The date text, without surrounding spaces.
  /// - Returns: Seconds since 1970, or `nil` when `text` is not a valid date in this form.
  public func seconds(from text: String) -> Double? {
    var text = text
    return text.withUTF8 { buffer in
      guard let base = buffer.baseAddress else { return nil }
      return DateParser.parse(base, count: buffer.count, as: self)
    }
  }

  /// Finds the first form in which `text` is a date: a plain number is never taken for a date
  /// here (see ``DecodeOptions/XFormat`` for Unix times).
  ///
  /// - Parameter text: A sample value, such as the first value of a column.
  /// - Returns: The matching textual form, or `nil`.
  public static func detect(_ text: String) -> DateFormat? {
    textForms.first { $0.seconds(from: text) != nil }
  }
}
