import PhaseCharts
import PhaseKit

/// Tick values and labels for a time axis, in UTC, formatted by hand.
///
/// The step is the smallest of 1 s … 12 h, 1 day, 2 days, 1 week, 1, 2, 3 or 6 months, or a
/// nice number of years that gives at most about `count` ticks. Each label shows the coarsest
/// boundary its tick sits on, as d3's multi-scale format does: `2026` on a new year,
/// `2026-03` on a new month, `03-14` on a new day, `09:30` within a day, `09:30:15` within a
/// minute; when no tick shows the year, the first tick shows the full date. The formats are
/// numeric (ISO 8601 order), so they read the same in every language.
enum TimeTicks {
  /// Fixed steps, in seconds, tried in order before months and years.
  static let fixedSteps: [Double] = [
    1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 900, 1800,
    3600, 7200, 10800, 21600, 43200, 86400, 172_800, 604_800,
  ]
  static let monthSteps = [1, 2, 3, 6]
  /// Dates beyond ±300,000 years are not placed on a time axis.
  static let limit = 1e13

  static func ticks(in domain: ClosedRange<Double>, count: Int) -> [Tick] {
    let lower = domain.lowerBound
    let upper = domain.upperBound
    guard lower.isFinite, upper.isFinite, abs(lower) < limit, abs(upper) < limit else {
      return []
    }
    let span = upper - lower
    let target = Double(max(count, 1))
    var values: [Double] = []
    if let step = fixedSteps.first(where: { span / $0 <= target }) {
      // Weeks start on Monday: day 4 after the epoch (a Thursday) is Monday 1970-01-05.
      let offset = step == 604_800 ? 4 * 86400.0 : 0
      var tick = ((lower - offset) / step).rounded(.up) * step + offset
      while tick <= upper {
        values.append(tick)
        tick += step
      }
    } else if let months = monthSteps.first(where: { span / (Double($0) * 2_629_746) <= target }) {
      var (year, month, _) = civil(days: Int((lower / 86400).rounded(.down)))
      month += (months - (month - 1) % months) % months
      while true {
        while month > 12 {
          month -= 12
          year += 1
        }
        let tick = Double(days(year: year, month: month, day: 1)) * 86400
        if tick > upper { break }
        if tick >= lower { values.append(tick) }
        month += months
      }
    } else {
      let years = max(1, LinearTicks.step(span: span / 31_556_952, count: count))
      let step = Int(years.rounded(.up))
      let first = civil(days: Int((lower / 86400).rounded(.down))).year
      var year = Int((Double(first) / Double(step)).rounded(.up)) * step
      while true {
        let tick = Double(days(year: year, month: 1, day: 1)) * 86400
        if tick > upper { break }
        if tick >= lower { values.append(tick) }
        year += step
      }
    }
    var ticks = values.map { Tick(value: $0, label: label($0)) }
    // When no tick falls on a new year or month, nothing says which year it is: the first tick
    // then carries the full date.
    // Year labels are `yyyy` and `yyyy-MM`; day labels `MM-dd` and times `HH:mm` never are.
    let showsYear = ticks.contains { $0.label.count == 4 || $0.label.count == 7 }
    if let first = ticks.first, !showsYear {
      ticks[0].label = isoLabel(first.value)
    }
    return ticks
  }

  /// The label of a tick: its coarsest boundary (year, month, day, minute, second).
  static func label(_ seconds: Double) -> String {
    let whole = Int(seconds.rounded(.down))
    let day = whole.floorDivided(by: 86400)
    let second = whole - day * 86400
    let (year, month, dayOfMonth) = civil(days: day)
    var out = DigitWriter()
    if second == 0 && dayOfMonth == 1 && month == 1 {
      out.number(year, width: 4)
    } else if second == 0 && dayOfMonth == 1 {
      out.number(year, width: 4)
      out.char("-")
      out.number(month, width: 2)
    } else if second == 0 {
      out.number(month, width: 2)
      out.char("-")
      out.number(dayOfMonth, width: 2)
    } else {
      out.number(second / 3600, width: 2)
      out.char(":")
      out.number(second / 60 % 60, width: 2)
      if second % 60 != 0 {
        out.char(":")
        out.number(second % 60, width: 2)
      }
    }
    return out.string
  }

  /// `2026-11-29`, or `2026-11-29 14:05` when the time is not midnight (UTC).
  static func isoLabel(_ seconds: Double) -> String {
    guard seconds.isFinite, abs(seconds) < limit else { return ChartNumberFormat.plain(seconds) }
    let whole = Int(seconds.rounded(.down))
    let day = whole.floorDivided(by: 86400)
    let second = whole - day * 86400
    let (year, month, dayOfMonth) = civil(days: day)
    var out = DigitWriter()
    out.number(year, width: 4)
    out.char("-")
    out.number(month, width: 2)
    out.char("-")
    out.number(dayOfMonth, width: 2)
    if second != 0 {
      out.char(" ")
      out.number(second / 3600, width: 2)
      out.char(":")
      out.number(second / 60 % 60, width: 2)
    }
    return out.string
  }

  /// The proleptic Gregorian date of a day number (days since 1970-01-01); see
  /// `LocalTime.civilDate(daysSince1970:)` in PhaseKit, which the stale notices share.
  static func civil(days: Int) -> (year: Int, month: Int, day: Int) {
    LocalTime.civilDate(daysSince1970: days)
  }

  /// The day number (days since 1970-01-01) of a proleptic Gregorian date; the date parser's
  /// routine, shared.
  static func days(year: Int, month: Int, day: Int) -> Int {
    DateParser.daysFromCivil(year: year, month: month, day: day)
  }
}

extension Int {
  /// Division rounding toward negative infinity, so dates before 1970 land on the right day.
  func floorDivided(by divisor: Int) -> Int {
    let quotient = self / divisor
    return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
  }
}

/// Builds short ASCII strings of zero-padded numbers without `String(format:)`.
struct DigitWriter {
  private(set) var bytes: [UInt8] = []

  mutating func char(_ character: Unicode.Scalar) { bytes.append(UInt8(character.value)) }

  mutating func number(_ value: Int, width: Int) {
    if value < 0 { bytes.append(UInt8(ascii: "-")) }
    var digits: [UInt8] = []
    var rest = value.magnitude
    repeat {
      digits.append(UInt8(ascii: "0") + UInt8(rest % 10))
      rest /= 10
    } while rest > 0
    for _ in digits.count..<max(width, digits.count) { bytes.append(UInt8(ascii: "0")) }
    bytes.append(contentsOf: digits.reversed())
  }

  var string: String { String(decoding: bytes, as: UTF8.self) }
}
