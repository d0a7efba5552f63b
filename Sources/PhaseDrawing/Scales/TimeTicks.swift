import Foundation
import PhaseCharts
import PhaseKit

/// Tick values and labels for a time axis, in a time zone, formatted by hand.
///
/// The step is the smallest of 1 s … 12 h, 1 day, 2 days, 1 week, 1, 2, 3 or 6 months, or a
/// nice number of years that gives at most about `count` ticks, counted in the zone's wall
/// clock (a daily tick is at local midnight). Each label shows the coarsest boundary its tick
/// sits on, as Swift Charts and Vega-Lite do: `2026` on a new year, `Mar` on a new month,
/// `Mar 14` on a new day, `09:30` within a day, `09:30:15` within a minute (in Simplified
/// Chinese `2026年`, `3月`, `3月14日`). When no tick shows the year, the first tick also
/// carries it (`Mar 2026`, `Mar 14, 2026`).
enum TimeTicks {
  /// Fixed steps, in seconds, tried in order before months and years.
  static let fixedSteps: [Double] = [
    1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 900, 1800,
    3600, 7200, 10800, 21600, 43200, 86400, 172_800, 604_800,
  ]
  static let monthSteps = [1, 2, 3, 6]
  /// Dates beyond ±300,000 years are not placed on a time axis.
  static let limit = 1e13
  static let englishMonths = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
  ]

  /// The boundary a tick sits on, coarsest first.
  enum Level: Int, Comparable {
    case year, month, day, minute, second
    static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
  }

  /// Ticks for about `count` labels over `domain` (seconds since 1970), on the wall clock of
  /// `zone` (UTC by default), labelled in `language` (English by default).
  static func ticks(
    in domain: ClosedRange<Double>, count: Int, zone: TimeZone = .gmt, language: Language = .english
  ) -> [Tick] {
    guard domain.lowerBound.isFinite, domain.upperBound.isFinite, abs(domain.lowerBound) < limit,
      abs(domain.upperBound) < limit
    else {
      return []
    }
    let offsets = ZoneOffsets(zone)
    let lower = offsets.local(domain.lowerBound)
    let upper = offsets.local(domain.upperBound)
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
    let levels = values.map(level)
    var ticks = zip(values, levels).map { value, level in
      Tick(value: offsets.instant(value), label: label(value, level: level, language: language))
    }
    // When no tick falls on a new year, nothing says which year it is: the first tick says it.
    if let first = values.first, !levels.contains(.year) {
      ticks[0].label = label(first, level: levels[0], language: language, withYear: true)
    }
    return ticks
  }

  /// The coarsest boundary a wall-clock time (seconds since 1970 in local time) sits on.
  static func level(_ local: Double) -> Level {
    let whole = Int(local.rounded(.down))
    let day = whole.floorDivided(by: 86400)
    let second = whole - day * 86400
    if second != 0 { return second % 60 == 0 ? .minute : .second }
    let (_, month, dayOfMonth) = civil(days: day)
    return dayOfMonth != 1 ? .day : month != 1 ? .month : .year
  }

  /// The label of a wall-clock time at `level`: `2026`, `Mar`, `Mar 14`, `09:30`, `09:30:15`;
  /// `withYear` adds the year to a month or day (`Mar 2026`, `Mar 14, 2026`) and the date to a
  /// time (`Mar 14, 2026 09:30`).
  static func label(_ local: Double, level: Level, language: Language, withYear: Bool = false)
    -> String
  {
    let whole = Int(local.rounded(.down))
    let day = whole.floorDivided(by: 86400)
    let second = whole - day * 86400
    let (year, month, dayOfMonth) = civil(days: day)
    let chinese = language == .simplifiedChinese
    func yearText() -> String { chinese ? "\(year)年" : String(year) }
    func monthText() -> String { chinese ? "\(month)月" : englishMonths[month - 1] }
    func dayText() -> String {
      chinese ? "\(month)月\(dayOfMonth)日" : "\(englishMonths[month - 1]) \(dayOfMonth)"
    }
    func dated(_ text: String) -> String {
      // `Mar 14, 2026`, `2026年3月14日`; `Mar 2026`, `2026年3月`.
      guard withYear else { return text }
      if chinese { return yearText() + text }
      return level == .month ? text + " \(year)" : text + ", \(year)"
    }
    switch level {
    case .year: return yearText()
    case .month: return dated(monthText())
    case .day: return dated(dayText())
    case .minute, .second:
      var out = DigitWriter()
      out.number(second / 3600, width: 2)
      out.char(":")
      out.number(second / 60 % 60, width: 2)
      if level == .second {
        out.char(":")
        out.number(second % 60, width: 2)
      }
      guard withYear else { return out.string }
      let date = chinese ? yearText() + dayText() : dayText() + ", \(year)"
      return date + " " + out.string
    }
  }

  /// A short name for the zone ticks are shown in: `UTC`, `UTC+01:00`, `UTC−05:30`, or a named
  /// zone's identifier (`Europe/Berlin`), whose offset changes with daylight saving time.
  static func zoneName(_ zone: TimeZone) -> String {
    let identifier = zone.identifier
    let isFixed =
      identifier == "UTC" || identifier == "GMT" || identifier.hasPrefix("GMT+")
      || identifier.hasPrefix("GMT-") || identifier == "Etc/UTC" || identifier == "Etc/GMT"
    guard isFixed else { return identifier }
    let offset = zone.secondsFromGMT()
    if offset == 0 { return "UTC" }
    var out = DigitWriter()
    out.number(abs(offset) / 3600, width: 2)
    out.char(":")
    out.number(abs(offset) / 60 % 60, width: 2)
    return "UTC" + (offset < 0 ? "−" : "+") + out.string
  }

  /// `2026-11-29`, or `2026-11-29 14:05` when the time is not midnight (UTC); for the
  /// accessible description, which names its zone.
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

/// A time zone's offset from UTC, as a function of time, for moving between instants and the
/// wall clock; a zone with a fixed offset skips the calendar lookups.
struct ZoneOffsets {
  let zone: TimeZone
  let fixed: Int?

  init(_ zone: TimeZone) {
    self.zone = zone
    let now = Date()
    let name = zone.identifier
    let isFixed =
      name == "UTC" || name == "GMT" || name.hasPrefix("GMT+") || name.hasPrefix("GMT-")
      || zone.nextDaylightSavingTimeTransition(after: Date(timeIntervalSince1970: -1e10)) == nil
    fixed = isFixed ? zone.secondsFromGMT(for: now) : nil
  }

  /// The offset in seconds at instant `t`.
  func offset(at t: Double) -> Double {
    if let fixed { return Double(fixed) }
    return Double(zone.secondsFromGMT(for: Date(timeIntervalSince1970: t)))
  }

  /// The wall-clock time (seconds since 1970, local) of instant `t`.
  func local(_ t: Double) -> Double { t + offset(at: t) }

  /// The instant whose wall-clock time is `local` (the later one in a repeated hour).
  func instant(_ local: Double) -> Double {
    let guess = local - offset(at: local)
    return local - offset(at: guess)
  }
}
