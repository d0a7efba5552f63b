import Foundation

/// The notice shown above a value that is not fresh: "Showing data from 14:05", and why.
///
/// A failed refresh keeps the last good value on screen, marked stale, with the error beside it
/// (the seed's best practice 2). This is the platform-neutral text for that banner, shared by the
/// SwiftUI stale banner, the SVG and terminal stale cards and the command-line tool, so they all
/// say the same thing in the same words.
///
/// ```swift
/// let notice = StaleNotice(loadedAt: loaded.date, error: error.presentation(in: .english),
///                          language: .english)
/// notice.title   // "Showing data from 14:05"
/// ```
public struct StaleNotice: Sendable, Hashable {
  /// "Showing data from 14:05" / "显示的是 14:05 的数据".
  public var title: String
  /// When the value shown was obtained, as written in ``title``.
  public var dateText: String
  /// Why the value is stale: the failed refresh's error, or `nil` when it is merely old (for
  /// example a cached value shown while a refresh runs).
  public var error: ErrorPresentation?
  /// The second line when a refresh failed: "Couldn't refresh: …" / "刷新失败：…"; `nil` otherwise.
  public var message: String?
  /// An SF Symbols name for the notice: the error's symbol (such as `wifi.slash`) when a refresh
  /// failed, `clock` when the value is merely old.
  public var symbolName: String

  /// Creates the notice for a value obtained at `loadedAt`.
  ///
  /// - Parameters:
  ///   - loadedAt: When the value shown was obtained.
  ///   - error: The presentation of the error that kept it from being refreshed, if any.
  ///   - language: The language of the title; ``Language/current`` by default.
  ///   - now: The current time, to choose how much of the date to write; `Date()` by default.
  ///   - timeZone: The time zone the date is written in; the user's by default.
  public init(
    loadedAt: Date, error: ErrorPresentation? = nil, language: Language = .current,
    now: Date = Date(), timeZone: TimeZone = .current
  ) {
    let dateText = Self.dateText(for: loadedAt, relativeTo: now, timeZone: timeZone)
    self.title = PhaseKitText.showingDataFrom.format([dateText], in: language)
    self.dateText = dateText
    self.error = error
    self.message = error.map { PhaseKitText.refreshFailed.format([$0.message], in: language) }
    self.symbolName = error?.symbolName ?? "clock"
  }

  /// Writes a date as briefly as is unambiguous next to `now`: `14:05` on the same day,
  /// `11-28 14:05` in the same year, `2025-11-28 14:05` otherwise.
  ///
  /// Digits only, so the text reads the same in every language and needs no locale data (which
  /// Linux's Foundation does not follow anyway).
  ///
  /// - Parameters:
  ///   - date: The date to write.
  ///   - now: The current time.
  ///   - timeZone: The time zone to write the date in.
  /// - Returns: The date as text.
  public static func dateText(for date: Date, relativeTo now: Date, timeZone: TimeZone) -> String {
    guard let shown = LocalTime(date, in: timeZone), let today = LocalTime(now, in: timeZone) else {
      return calendarDateText(for: date, relativeTo: now, timeZone: timeZone)
    }
    let time = twoDigits(shown.hour) + ":" + twoDigits(shown.minute)
    if shown.year == today.year && shown.month == today.month && shown.day == today.day {
      return time
    }
    let monthDay = twoDigits(shown.month) + "-" + twoDigits(shown.day) + " " + time
    if shown.year == today.year { return monthDay }
    return String(shown.year) + "-" + monthDay
  }

  /// The same text through `Calendar`, for dates too far out for ``LocalTime``'s arithmetic.
  static func calendarDateText(for date: Date, relativeTo now: Date, timeZone: TimeZone)
    -> String
  {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    let today = calendar.dateComponents([.year, .month, .day], from: now)
    let time = twoDigits(parts.hour ?? 0) + ":" + twoDigits(parts.minute ?? 0)
    if parts.year == today.year && parts.month == today.month && parts.day == today.day {
      return time
    }
    let monthDay = twoDigits(parts.month ?? 0) + "-" + twoDigits(parts.day ?? 0) + " " + time
    if parts.year == today.year { return monthDay }
    return String(parts.year ?? 0) + "-" + monthDay
  }

  private static func twoDigits(_ value: Int) -> String {
    value < 10 ? "0" + String(value) : String(value)
  }
}
