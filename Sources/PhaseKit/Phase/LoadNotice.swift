import Foundation

/// Why the value a screen shows is not a fresh, whole answer: it is stale, a refresh of it
/// failed, or only part of it has arrived.
///
/// The notice of ``LoadContent/value(_:notice:)``. It is data, not text: a banner's words come
/// from ``staleNotice(in:now:timeZone:)`` (the shared ``StaleNotice``), so the SwiftUI banner,
/// the SVG and terminal stale cards and the command-line tool say the same thing.
///
/// ```swift
/// if case .value(let chart, let notice?) = loader.content, notice.isOffline {
///   showOfflineBadge()
/// }
/// ```
public enum LoadNotice: Sendable, Hashable {
  /// The value is older than its freshness allows (a cached copy shown while a newer one is
  /// fetched, or found with no way to fetch one). `loadedAt` is when it was obtained.
  case stale(loadedAt: Date)
  /// A newer value could not be loaded, so the last good one stays on screen, obtained at
  /// `loadedAt`. The error says why: offline (``isOffline``), timed out, an HTTP status, or
  /// ``DataError/emptyData`` when the newer answer held no data, which never replaces a value
  /// that has data (see ``DataBearing``).
  case refreshFailed(DataError, loadedAt: Date)
  /// Only part of the value has arrived; the rest is on its way (a progressive load's pages).
  case partial

  /// When the value shown was obtained; `nil` for ``partial``.
  public var loadedAt: Date? {
    switch self {
    case .stale(let date), .refreshFailed(_, let date): date
    case .partial: nil
    }
  }

  /// Why a refresh failed, for ``refreshFailed(_:loadedAt:)``; `nil` otherwise.
  public var error: DataError? {
    if case .refreshFailed(let error, _) = self { return error }
    return nil
  }

  /// Whether the refresh failed because the device is offline (``DataError/offline(_:)``).
  public var isOffline: Bool {
    if case .refreshFailed(.offline, _) = self { return true }
    return false
  }

  /// The banner's texts for this notice: "Showing data from 14:05" and, after a failed refresh,
  /// "Couldn't refresh: …". `nil` for ``partial``, which shows no date banner.
  ///
  /// - Parameters:
  ///   - language: The language of the texts; ``Language/current`` by default.
  ///   - now: The current time, which decides how much of the date is written; `Date()` by
  ///     default.
  ///   - timeZone: The time zone the date is written in; the user's by default.
  /// - Returns: The notice's texts, or `nil`.
  public func staleNotice(
    in language: Language = .current, now: Date = Date(), timeZone: TimeZone = .current
  ) -> StaleNotice? {
    guard let loadedAt else { return nil }
    let presentation = error?.presentation(in: language, isShowingContent: true)
    return StaleNotice(
      loadedAt: loadedAt, error: presentation, language: language, now: now, timeZone: timeZone)
  }
}
