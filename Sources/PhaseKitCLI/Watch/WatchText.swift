import PhaseKit

/// The words of `phasekit watch`'s screen, by key: the `watch.` entries of the command line's
/// String Catalog (`Resources/PhaseKitCLIText.xcstrings`, en and zh-Hans).
///
/// ```swift
/// WatchText.refreshing.text(in: .simplifiedChinese)  // "正在刷新…"
/// ```
public enum WatchText: String, Sendable, Hashable, CaseIterable {
  /// "updated %@, %@ ago": the time of the last successful load and its age.
  case updated
  /// "next refresh in %@".
  case nextRefresh
  /// "refreshing…".
  case refreshing
  /// "paused (p resumes)".
  case paused
  /// "%@ points": the point count when sanitization dropped nothing.
  case points
  /// "%@ points, %@ invalid dropped".
  case pointsDropped
  /// "STALE %@ old — %@": the stale mark with the data's age and the error.
  case stale
  /// "retrying in %@".
  case retryIn
  /// "cached copy from an earlier run, %@ old — checking for new data…".
  case cachedCopy
  /// "waiting for the server… %@".
  case waiting
  /// "q quit · r refresh now · p resume" — the keys while paused.
  case keysPaused
  /// "q quit · r refresh now · p pause".
  case keys
  /// "unchanged": a refresh that found the same data (HTTP 304 or an unchanged file).
  case unchanged
  /// "changed": a refresh that brought new data.
  case changed
  /// "refresh failed: %@".
  case failed
  /// "no data yet".
  case noDataYet
  /// "%@ s".
  case ageSeconds
  /// "%@ min".
  case ageMinutes
  /// "%@ h".
  case ageHours

  /// The text in the given language.
  ///
  /// - Parameter language: The language; ``PhaseKit/Language/current`` by default.
  /// - Returns: The localized text, possibly with `%1$@` placeholders.
  public func text(in language: Language = .current) -> String {
    CLICatalog.text("watch.\(rawValue)", in: language)
  }

  /// The text with each placeholder replaced by an argument.
  ///
  /// - Parameters:
  ///   - arguments: The values for the placeholders.
  ///   - language: The language; ``PhaseKit/Language/current`` by default.
  /// - Returns: The filled-in text.
  public func format(_ arguments: [String], in language: Language = .current) -> String {
    text(in: language).fillingPlaceholders(with: arguments)
  }
}
