import Foundation
import PhaseKit

/// What a chart area shows instead of (or beside) a chart: loading, no data, error or stale.
///
/// One platform-neutral model with every string already resolved from `PhaseKitText` in one
/// `Language`: PhaseDrawing's `SVGRenderer` and `TerminalRenderer` draw it everywhere, and the
/// SwiftUI layer draws the same model on Apple platforms, so all of them say the same thing. The
/// card holds no chart: each renderer draws the no-data card's placeholder (the seed's rule at 0)
/// itself and takes the stale card's last good chart beside the card.
///
/// A card is computed from what the screen shows (a `LoadContent`) by ``ChartState``;
/// the words follow `LoadContent`'s glossary.
///
/// ```swift
/// let card = StateCard.error(presentation, language: .simplifiedChinese)
/// let svg = SVGRenderer(language: .simplifiedChinese).render(card)  // import PhaseDrawing
/// ```
public struct StateCard: Sendable {
  /// Which state the card shows.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// Loading, with no value yet: a skeleton of a chart.
    case loading
    /// Loaded, with no data to draw: the seed's rule at 0 with "No data available".
    case noData
    /// Failed, with no value to fall back on: warning symbol, title, message, retry.
    case error
    /// A previous value, shown with the date it is from and why refreshing it failed.
    case stale
  }

  /// Which state the card shows.
  public var kind: Kind
  /// The headline: "Loading…", "No data available", "All 12 points were invalid",
  /// "Failed to load", or "Showing data from 2026-11-29 14:05 UTC".
  public var title: String
  /// What went wrong, for error and stale cards.
  public var message: String?
  /// What the person can do about it.
  public var hint: String?
  /// The label of the retry action ("Retry" / "重试"); nil when retrying cannot help.
  public var actionTitle: String?
  /// Technical details for a disclosure.
  public var details: String?
  /// An SF Symbols name for the card's symbol, such as `exclamationmark.triangle`.
  public var symbolName: String?
  /// The language every string is in.
  public var language: Language

  /// Creates a card from resolved parts. Prefer the factory methods, which take the texts
  /// from `PhaseKitText`.
  public init(
    kind: Kind, title: String, message: String? = nil, hint: String? = nil,
    actionTitle: String? = nil, details: String? = nil, symbolName: String? = nil,
    language: Language
  ) {
    self.kind = kind
    self.title = title
    self.message = message
    self.hint = hint
    self.actionTitle = actionTitle
    self.details = details
    self.symbolName = symbolName
    self.language = language
  }
}

extension StateCard {
  /// A loading card: a grey skeleton of a chart and "Loading…" / "加载中…".
  ///
  /// - Parameter language: The language; `Language.current` by default.
  /// - Returns: The card.
  public static func loading(language: Language = .current) -> StateCard {
    StateCard(
      kind: .loading, title: PhaseKitText.loading.text(in: language), symbolName: "chart.xyaxis.line",
      language: language)
  }

  /// A no-data card: the seed's placeholder chart, a rule at 0 annotated "No data available".
  ///
  /// When the data had points but sanitization rejected all of them, say so: the title becomes
  /// "All N points were invalid", which tells a data problem apart from a source with no data.
  ///
  /// - Parameters:
  ///   - invalidPointCount: How many points were dropped as invalid; 0 (nothing was there) by
  ///     default.
  ///   - language: The language; `Language.current` by default.
  /// - Returns: The card.
  public static func noData(invalidPointCount: Int = 0, language: Language = .current) -> StateCard {
    let title =
      invalidPointCount > 0
      ? PhaseKitText.allPointsInvalid.format([String(invalidPointCount)], in: language)
      : PhaseKitText.noDataAvailable.text(in: language)
    return StateCard(
      kind: .noData, title: title, symbolName: "chart.line.flattrend.xyaxis", language: language)
  }

  /// An error card from an error presentation: warning symbol, title, message, the
  /// presentation's suggestion as the hint, and the retry action when a retry can help.
  ///
  /// - Parameters:
  ///   - error: The presentation, already in `language`.
  ///   - language: The language of the presentation; `Language.current` by default.
  /// - Returns: The card.
  public static func error(_ error: ErrorPresentation, language: Language = .current)
    -> StateCard
  {
    StateCard(
      kind: .error, title: error.title, message: error.message, hint: error.recoverySuggestion,
      actionTitle: error.isRetryable ? error.retryTitle : nil, details: error.details,
      symbolName: error.symbolName, language: language)
  }

  /// A stale card: a banner that says when the data on screen is from and, when a refresh
  /// failed, why (the shared `StaleNotice` text). Renderers draw the last good chart
  /// under it.
  ///
  /// - Parameters:
  ///   - notice: The notice: "Showing data from 14:05" and the error, if any.
  ///   - language: The language of the notice; `Language.current` by default.
  /// - Returns: The card.
  public static func stale(notice: StaleNotice, language: Language = .current)
    -> StateCard
  {
    let error = notice.error
    return StateCard(
      kind: .stale, title: notice.title,
      message: notice.message, hint: error?.recoverySuggestion,
      actionTitle: error.flatMap { $0.isRetryable ? $0.retryTitle : nil },
      details: error?.details, symbolName: notice.symbolName, language: language)
  }

  /// A stale card for data that was loaded at `date`.
  ///
  /// - Parameters:
  ///   - date: When its data was loaded.
  ///   - error: Why the refresh failed, if it did.
  ///   - language: The language; `Language.current` by default.
  ///   - now: The current time, which decides how much of the date is written; `Date()` by
  ///     default.
  ///   - timeZone: The time zone the date is written in; the user's by default.
  /// - Returns: The card.
  public static func stale(
    from date: Date, error: ErrorPresentation? = nil,
    language: Language = .current, now: Date = Date(), timeZone: TimeZone = .current
  ) -> StateCard {
    let notice = StaleNotice(
      loadedAt: date, error: error, language: language, now: now, timeZone: timeZone)
    return stale(notice: notice, language: language)
  }
}
