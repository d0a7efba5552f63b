import Foundation

extension DateParser {
  /// English month names; a prefix of at least three letters is accepted (`Jan`, `Janu`,
  /// `January`), plus the common `Sept`.
  static let monthNames: [[UInt8]] = [
    "january", "february", "march", "april", "may", "june", "july", "august", "september",
    "october", "november", "december",
  ].map { Array($0.utf8) }

  /// `Jan 1 2000`, `Jan 1, 2000`, `January 01, 2000`, `1 Jan 2000`, `1 January, 2000`, each
  /// optionally followed by ` HH:mm[:ss]`; `19-Sep-2003` and `19-Sep-03`
  /// (``parseDayMonthYearDashed(_:count:day:from:)``); and `Jan 2000` / `January 2000`, the first of the
  /// month; and months and quarters by number (``parseYearThenMonth(_:count:)``): `2000 Jan`,
  /// `2000 Q1`, `2000Q1`, `2000M01`, `Q1 2000`.
  static func parseMonthName(_ p: UnsafePointer<UInt8>, count: Int) -> Double? {
    if let date = parseYearThenMonth(p, count: count) { return date }
    var i = 0
    let month: Int
    let day: Int
    if let (value, length) = shortNumber(p, 0, count) {
      // Day first: `1 Jan 2000`.
      day = value
      i = length
      if i < count, p[i] == UInt8(ascii: "-") { return parseDayMonthYearDashed(p, count: count, day: day, from: i + 1) }
      guard i < count, p[i] == UInt8(ascii: " ") else { return nil }
      i += 1
      guard let (found, nameLength) = monthName(p, i, count) else { return nil }
      month = found
      i += nameLength
    } else {
      // Month first: `Jan 1 2000`, `January 1, 2000`.
      guard let (found, nameLength) = monthName(p, 0, count) else { return nil }
      month = found
      i = nameLength
      if i < count && p[i] == UInt8(ascii: ".") { i += 1 }
      // `Jan 2000`: a month without a day.
      if count == i + 5, p[i] == UInt8(ascii: " "), let year = digits(p, i + 1, 4, count) {
        return seconds(year: year, month: month, day: 1)
      }
      guard i < count, p[i] == UInt8(ascii: " "), let (value, length) = shortNumber(p, i + 1, count)
      else { return nil }
      day = value
      i += 1 + length
    }
    if i < count && p[i] == UInt8(ascii: ",") { i += 1 }
    guard i < count, p[i] == UInt8(ascii: " "), let year = digits(p, i + 1, 4, count),
      let date = seconds(year: year, month: month, day: day)
    else { return nil }
    i += 5
    if i == count { return date }
    guard p[i] == UInt8(ascii: " "), let time = parseTime(p, i + 1, count, allowsZone: false) else {
      return nil
    }
    return date + time
  }

  /// The rest of a date written day, month name and year with dashes, as spreadsheets and old
  /// quote exports write them (`19-Sep-2003`, `19-Sep-03`), from `index`, just past the first
  /// dash. A year of two digits is 1969…2068, as POSIX `strptime`'s `%y` reads it.
  static func parseDayMonthYearDashed(_ p: UnsafePointer<UInt8>, count: Int, day: Int, from index: Int) -> Double? {
    guard let (month, nameLength) = monthName(p, index, count) else { return nil }
    let dash = index + nameLength
    guard dash < count, p[dash] == UInt8(ascii: "-") else { return nil }
    if count == dash + 5, let year = digits(p, dash + 1, 4, count) {
      return seconds(year: year, month: month, day: day)
    }
    guard count == dash + 3, let short = digits(p, dash + 1, 2, count) else { return nil }
    return seconds(year: short < 69 ? 2000 + short : 1900 + short, month: month, day: day)
  }

  /// Year first, as R's tsibble writes months and quarters (`yearmonth`, `yearquarter`):
  /// `2000 Jan`, `2000 January`, `2000-Jan`, `2000 Q1`; as pandas periods, Stata and
  /// statistics offices write them: `2000Q1`, `2000q1`, `2000M01`, `2000m1`, `2000-M01`; and
  /// the quarter first, as R's forecast packages name a quarterly series' rows: `Q1 2000`,
  /// `Q1-2000` — the first day of the month or quarter.
  static func parseYearThenMonth(_ p: UnsafePointer<UInt8>, count: Int) -> Double? {
    if count == 7, p[0] | 0x20 == UInt8(ascii: "q"), p[2] == UInt8(ascii: " ") || p[2] == UInt8(ascii: "-"),
      let quarter = digits(p, 1, 1, count), let year = digits(p, 3, 4, count)
    {
      return firstDay(year: year, quarter: quarter)
    }
    guard count >= 6, let year = digits(p, 0, 4, count) else { return nil }
    var i = 4
    let separated = p[4] == UInt8(ascii: " ") || p[4] == UInt8(ascii: "-")
    if separated { i += 1 }
    guard i + 1 < count else { return nil }
    let letter = p[i] | 0x20
    if letter == UInt8(ascii: "q"), count == i + 2 {
      guard let quarter = digits(p, i + 1, 1, count) else { return nil }
      return firstDay(year: year, quarter: quarter)
    }
    // `2000M01`, `2000m1`; `2000 May` is a name.
    if letter == UInt8(ascii: "m"), let (month, length) = shortNumber(p, i + 1, count), i + 1 + length == count {
      return seconds(year: year, month: month, day: 1)
    }
    guard separated, let (month, length) = monthName(p, 5, count), 5 + length == count else { return nil }
    return seconds(year: year, month: month, day: 1)
  }

  /// The first day of quarter `quarter` (1 to 4) of `year`; nil for any other quarter.
  private static func firstDay(year: Int, quarter: Int) -> Double? {
    guard (1...4).contains(quarter) else { return nil }
    return seconds(year: year, month: 3 * quarter - 2, day: 1)
  }

  /// Matches a month name (case-insensitive) at `index`; returns the month (1–12) and length.
  static func monthName(_ p: UnsafePointer<UInt8>, _ index: Int, _ count: Int) -> (Int, Int)? {
    var length = 0
    while index + length < count, (p[index + length] | 0x20) >= UInt8(ascii: "a"),
      (p[index + length] | 0x20) <= UInt8(ascii: "z")
    {
      length += 1
    }
    guard length >= 3 else { return nil }
    for (offset, name) in monthNames.enumerated() {
      let matches =
        (length <= name.count
          && (0..<length).allSatisfy { p[index + $0] | 0x20 == name[$0] })
        || (offset == 8 && length == 4
          && (0..<4).allSatisfy { p[index + $0] | 0x20 == Array("sept".utf8)[$0] })
      if matches { return (offset + 1, length) }
    }
    return nil
  }
}
