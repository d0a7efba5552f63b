import Foundation

/// A date's wall-clock fields in a time zone, computed with integer arithmetic: building a
/// `Calendar` and asking it for components costs microseconds per call on Linux, and stale
/// banners and time-axis labels are recomputed on every redraw. Shared (package access) by
/// ``StaleNotice`` and PhaseCharts' time ticks.
package struct LocalTime: Equatable {
  package var year: Int
  package var month: Int
  package var day: Int
  package var hour: Int
  package var minute: Int

  /// The fields of `date` in `timeZone` (its offset at that date, daylight saving included);
  /// `nil` for a date more than about three million years away.
  package init?(_ date: Date, in timeZone: TimeZone) {
    let local = date.timeIntervalSince1970 + Double(timeZone.secondsFromGMT(for: date))
    guard local.isFinite, abs(local) < 1e14 else { return nil }
    let seconds = Int(local.rounded(.down))
    let days = Self.days(since1970: seconds)
    let secondOfDay = seconds - days * 86_400
    (year, month, day) = Self.civilDate(daysSince1970: days)
    hour = secondOfDay / 3_600
    minute = secondOfDay % 3_600 / 60
  }

  /// The whole days from 1970-01-01 to the day holding `seconds` since 1970: rounded down, so a
  /// second before 1970 falls on day −1.
  package static func days(since1970 seconds: Int) -> Int {
    seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
  }

  /// The proleptic Gregorian year, month and day of a day count from 1970-01-01 (Howard
  /// Hinnant's `civil_from_days`).
  package static func civilDate(daysSince1970 days: Int) -> (year: Int, month: Int, day: Int) {
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let shiftedMonth = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
    let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }
}
