import Foundation

/// Dates as people write them outside ISO 8601: a year of four digits first with dots (the
/// usual Korean, Chinese and Hungarian form, `2020.7.1`), and a year of two digits last
/// (`01-02-17`, `1/13/24`).
extension DateParser {
  /// `YYYY.M.D` (month and day in one or two digits, an optional dot after the day as Korean
  /// writes it, `2020.7.1.`), then an optional time after a space: `H:mm`, `HH:mm:ss`, as a
  /// spreadsheet writes it (``parseTime(_:_:_:allowsZone:isSpreadsheet:)``), never a zone.
  ///
  /// A year of four digits first is year-month-day in every convention in use, so the form is
  /// never ambiguous; `2020.13.1` is not a date (nil), nor is `2020.7` or `192.168.1.1`.
  static func parseYearFirstDotted(_ p: UnsafePointer<UInt8>, count: Int) -> Double? {
    let dot = UInt8(ascii: ".")
    guard count >= 8, let year = digits(p, 0, 4, count), p[4] == dot,
      let (month, monthLength) = shortNumber(p, 5, count)
    else { return nil }
    var i = 5 + monthLength
    guard i < count, p[i] == dot, let (day, dayLength) = shortNumber(p, i + 1, count) else { return nil }
    i += 1 + dayLength
    if i < count && p[i] == dot { i += 1 }
    guard let date = seconds(year: year, month: month, day: day) else { return nil }
    if i == count { return date }
    guard p[i] == UInt8(ascii: " "), let time = parseTime(p, i + 1, count, allowsZone: false, isSpreadsheet: true)
    else { return nil }
    return date + time
  }

  /// The year at the end of a year-last date (`1/13/2024`, `01-02-17`): four digits, or with
  /// `twoDigits` two digits that end the date, read with the pivot of ``twoDigitYear(_:)``: with
  /// slashes the text ends or a time follows (`1/13/24 8:30`, as Excel writes `m/d/yy h:mm`);
  /// with dashes the text ends, since `14-11-18 15:40:26` is a year first (2014-11-18, a
  /// logger's `%y-%m-%d %H:%M:%S`), not the 14th of November 2018. Returns the year and how many
  /// digits it took.
  @inline(__always)
  static func yearOfYearLast(_ p: UnsafePointer<UInt8>, _ index: Int, _ count: Int, twoDigits: Bool) -> (Int, Int)? {
    if let year = digits(p, index, 4, count) { return (year, 4) }
    guard twoDigits, let short = digits(p, index, 2, count),
      index + 2 == count || (p[index + 2] == UInt8(ascii: " ") && p[index - 1] == UInt8(ascii: "/"))
    else { return nil }
    return (twoDigitYear(short), 2)
  }

  /// A year written in two digits, with the pivot of POSIX `strptime`'s `%y` (which Python's
  /// `datetime.strptime` and glibc follow): 69 to 99 are 1969 to 1999, 00 to 68 are 2000 to 2068.
  @inline(__always)
  static func twoDigitYear(_ short: Int) -> Int {
    short >= 69 ? 1900 + short : 2000 + short
  }
}
