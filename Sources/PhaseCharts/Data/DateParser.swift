import Foundation

/// Byte-level date parsers behind ``DateFormat``: fixed-width fields read as digits, validated
/// against the calendar, and turned into seconds with days-from-civil arithmetic.
package enum DateParser {
  /// Parses `count` bytes at `start` in `format`; `nil` when they are not a valid date.
  @inline(__always)
  static func parse(_ start: UnsafePointer<UInt8>, count: Int, as format: DateFormat) -> Double? {
    switch format {
    case .iso8601: return parseYearFirst(start, count: count, separator: UInt8(ascii: "-"))
    case .yearMonthDaySlashed: return parseYearFirst(start, count: count, separator: UInt8(ascii: "/"))
    case .yearMonthDayDotted: return parseYearFirstDotted(start, count: count)
    case .monthName: return parseMonthName(start, count: count)
    case .monthDayYearSlashed: return parseYearLast(start, count: count, separator: slashOrDash(start, count), dayFirst: false)
    case .dayMonthYearSlashed: return parseYearLast(start, count: count, separator: slashOrDash(start, count), dayFirst: true)
    case .dayMonthYearDotted: return parseYearLast(start, count: count, separator: UInt8(ascii: "."), dayFirst: true)
    case .unixSeconds: return DecimalParser.parse(start, count: count)
    case .unixMilliseconds: return DecimalParser.parse(start, count: count).map { $0 / 1000 }
    }
  }

  /// Days from 1970-01-01 to the given proleptic Gregorian date (Howard Hinnant's
  /// `days_from_civil`).
  @inline(__always)
  package static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let monthIndex = month > 2 ? month - 3 : month + 9
    let dayOfYear = (153 * monthIndex + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  static func daysInMonth(year: Int, month: Int) -> Int {
    switch month {
    case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  /// Reads exactly `width` digits at `index`, or returns `nil`.
  @inline(__always)
  static func digits(_ p: UnsafePointer<UInt8>, _ index: Int, _ width: Int, _ count: Int) -> Int? {
    if index + width > count { return nil }
    var value = 0
    for k in index..<index + width {
      let digit = p[k] &- 48
      if digit > 9 { return nil }
      value = value * 10 + Int(digit)
    }
    return value
  }

  /// Reads one or two digits (a day or month written `1` or `01`); returns the value and length.
  @inline(__always)
  static func shortNumber(_ p: UnsafePointer<UInt8>, _ index: Int, _ count: Int) -> (Int, Int)? {
    guard index < count, p[index] &- 48 <= 9 else { return nil }
    if index + 1 < count, p[index + 1] &- 48 <= 9 {
      return (Int(p[index] &- 48) * 10 + Int(p[index + 1] &- 48), 2)
    }
    return (Int(p[index] &- 48), 1)
  }

  static func seconds(year: Int, month: Int, day: Int) -> Double? {
    guard (1...12).contains(month), day >= 1, day <= daysInMonth(year: year, month: month) else {
      return nil
    }
    return Double(daysFromCivil(year: year, month: month, day: day)) * 86_400
  }

  /// `YYYY-MM-DD` / `YYYY/MM/DD`, then an optional time and (ISO only) zone; with dashes also
  /// `YYYY-MM` and `YYYY-Qn`, the first day of that month or quarter.
  static func parseYearFirst(_ p: UnsafePointer<UInt8>, count: Int, separator: UInt8) -> Double? {
    if count == 7 && separator == UInt8(ascii: "-") { return parseYearMonth(p) }
    guard count >= 8, let year = digits(p, 0, 4, count), p[4] == separator,
      let (month, monthLength) = shortNumber(p, 5, count)
    else { return nil }
    var i = 5 + monthLength
    guard i < count, p[i] == separator, let (day, dayLength) = shortNumber(p, i + 1, count) else {
      return nil
    }
    i += 1 + dayLength
    guard let date = seconds(year: year, month: month, day: day) else { return nil }
    if i == count { return date }
    guard p[i] == UInt8(ascii: " ") || (separator == UInt8(ascii: "-") && p[i] == UInt8(ascii: "T"))
    else { return nil }
    guard let time = parseTime(p, i + 1, count, allowsZone: separator == UInt8(ascii: "-")) else {
      return nil
    }
    return date + time
  }

  /// `YYYY-MM` or `YYYY-Qn` (7 bytes): the first day of the month or quarter.
  static func parseYearMonth(_ p: UnsafePointer<UInt8>) -> Double? {
    guard let year = digits(p, 0, 4, 7), p[4] == UInt8(ascii: "-") else { return nil }
    if p[5] | 0x20 == UInt8(ascii: "q") {
      guard let quarter = digits(p, 6, 1, 7), (1...4).contains(quarter) else { return nil }
      return seconds(year: year, month: 3 * quarter - 2, day: 1)
    }
    guard let month = digits(p, 5, 2, 7) else { return nil }
    return seconds(year: year, month: month, day: 1)
  }

  /// The separator of a year-last date: the byte after its first one or two digits, a `-`
  /// where it is one (`31-07-2022`, as Indian, Dutch and Kaggle exports write), else `/`.
  @inline(__always)
  static func slashOrDash(_ p: UnsafePointer<UInt8>, _ count: Int) -> UInt8 {
    let dash = UInt8(ascii: "-")
    if count > 1 && p[1] == dash { return dash }
    if count > 2 && p[2] == dash { return dash }
    return UInt8(ascii: "/")
  }

  /// `M/D/YYYY` (or `D/M/YYYY` when `dayFirst`; one or two digits each; both separators the
  /// same), then an optional time as spreadsheets write it: ` H:mm[:ss]`, the hour in one or two
  /// digits, and ` AM`/` PM` after it (`2/1/2019 0:05`, `1/13/2024 8:30:00 PM`).
  static func parseYearLast(_ p: UnsafePointer<UInt8>, count: Int, separator: UInt8, dayFirst: Bool)
    -> Double?
  {
    guard let (first, firstLength) = shortNumber(p, 0, count), firstLength < count,
      p[firstLength] == separator
    else { return nil }
    var i = firstLength + 1
    guard let (second, secondLength) = shortNumber(p, i, count) else { return nil }
    i += secondLength
    guard i < count, p[i] == separator,
      let (year, yearLength) = yearOfYearLast(p, i + 1, count, twoDigits: separator != UInt8(ascii: "."))
    else { return nil }
    i += 1 + yearLength
    guard
      let date = dayFirst
        ? seconds(year: year, month: second, day: first) : seconds(year: year, month: first, day: second)
    else { return nil }
    if i == count { return date }
    guard p[i] == UInt8(ascii: " "), let time = parseTime(p, i + 1, count, allowsZone: false, isSpreadsheet: true)
    else {
      return nil
    }
    return date + time
  }

  /// `HH:mm`, `HH:mm:ss`, `HH:mm:ss.fff` and, when allowed, a zone; returns seconds into the day
  /// in UTC (a zone's offset already subtracted). A spreadsheet's time (`isSpreadsheet`, never
  /// with a zone) may write its hour in one digit (`0:05`) and end in ` AM` or ` PM` (any case,
  /// the space optional), its hour then 1 to 12: `12:30 AM` is half past midnight.
  static func parseTime(
    _ p: UnsafePointer<UInt8>, _ start: Int, _ count: Int, allowsZone: Bool, isSpreadsheet: Bool = false
  ) -> Double? {
    let hour: Int
    let hourLength: Int
    if isSpreadsheet {
      guard let (value, length) = shortNumber(p, start, count) else { return nil }
      (hour, hourLength) = (value, length)
    } else {
      guard let value = digits(p, start, 2, count) else { return nil }
      (hour, hourLength) = (value, 2)
    }
    let colon = start + hourLength
    guard colon < count, p[colon] == UInt8(ascii: ":"), let minute = digits(p, colon + 1, 2, count), hour < 24,
      minute < 60
    else { return nil }
    var i = colon + 3
    var seconds = Double(hour * 3600 + minute * 60)
    if i < count && p[i] == UInt8(ascii: ":") {
      guard let second = digits(p, i + 1, 2, count), second <= 60 else { return nil }
      seconds += Double(second)
      i += 3
      if i < count && (p[i] == UInt8(ascii: ".") || p[i] == UInt8(ascii: ",")) {
        var fraction = 0.0
        var scale = 0.1
        var k = i + 1
        while k < count, p[k] &- 48 <= 9 {
          fraction += Double(p[k] &- 48) * scale
          scale *= 0.1
          k += 1
        }
        if k == i + 1 { return nil }
        seconds += fraction
        i = k
      }
    }
    if i == count { return seconds }
    if isSpreadsheet { return meridiem(p, i, count).flatMap { halfDay($0, hour: hour, seconds: seconds) } }
    guard allowsZone else { return nil }
    if p[i] == UInt8(ascii: "Z") || p[i] == UInt8(ascii: "z") {
      return i + 1 == count ? seconds : nil
    }
    guard p[i] == UInt8(ascii: "+") || p[i] == UInt8(ascii: "-"),
      let zoneHours = digits(p, i + 1, 2, count), zoneHours <= 23
    else { return nil }
    var k = i + 3
    var zoneMinutes = 0
    if k < count && p[k] == UInt8(ascii: ":") { k += 1 }
    if k < count {
      guard let minutes = digits(p, k, 2, count), minutes < 60 else { return nil }
      zoneMinutes = minutes
      k += 2
    }
    guard k == count else { return nil }
    let offset = Double(zoneHours * 3600 + zoneMinutes * 60)
    return p[i] == UInt8(ascii: "+") ? seconds - offset : seconds + offset
  }

  /// Whether the text from `i` to the end is ` AM` or ` PM` (any case, the space optional):
  /// true for PM, false for AM, nil for anything else.
  static func meridiem(_ p: UnsafePointer<UInt8>, _ i: Int, _ count: Int) -> Bool? {
    var k = i
    if k < count && p[k] == UInt8(ascii: " ") { k += 1 }
    guard k + 2 == count, p[k + 1] | 0x20 == UInt8(ascii: "m") else { return nil }
    switch p[k] | 0x20 {
    case UInt8(ascii: "a"): return false
    case UInt8(ascii: "p"): return true
    default: return nil
    }
  }

  /// Seconds into the day of a 12-hour clock's `seconds` (read with `hour` 1 to 12) in the
  /// afternoon (`isPM`) or morning; nil for an hour a 12-hour clock does not show.
  static func halfDay(_ isPM: Bool, hour: Int, seconds: Double) -> Double? {
    guard (1...12).contains(hour) else { return nil }
    let shift = (isPM ? 12 : 0) - (hour == 12 ? 12 : 0)
    return seconds + Double(shift * 3600)
  }

  /// The UTC offset, in seconds east of UTC, written at the end of an ISO 8601 date-time:
  /// `Z` → 0, `+01:00` / `+0100` / `+01` → 3600, `-05:30` → -19800; nil when the text has no
  /// time or no zone. Only the zone's form is checked here; ``parse(_:count:as:)`` validates
  /// the date.
  package static func utcOffset(_ text: String) -> Int? {
    let bytes = Array(text.utf8)
    guard let timeStart = bytes.firstIndex(where: { $0 == UInt8(ascii: "T") || $0 == UInt8(ascii: " ") }),
      timeStart >= 8
    else { return nil }
    let time = bytes[(timeStart + 1)...]
    if time.last == UInt8(ascii: "Z") || time.last == UInt8(ascii: "z") { return 0 }
    guard let sign = time.lastIndex(where: { $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") })
    else { return nil }
    let digits = bytes[(sign + 1)...].filter { $0 != UInt8(ascii: ":") }
    guard digits.count == 2 || digits.count == 4, digits.allSatisfy({ $0 &- 48 <= 9 }) else {
      return nil
    }
    let value = digits.reduce(0) { $0 * 10 + Int($1 - 48) }
    let seconds = digits.count == 2 ? value * 3600 : value / 100 * 3600 + value % 100 * 60
    return bytes[sign] == UInt8(ascii: "-") ? -seconds : seconds
  }
}
