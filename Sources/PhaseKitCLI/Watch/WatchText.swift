import PhaseKit

/// The texts of `phasekit watch`'s screen, in English and Simplified Chinese.
///
/// A table of its own beside ``PhaseKit/PhaseKitText``, with the same shape and the same
/// completeness test, so that the watch screen's words live in one place.
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
  /// - Returns: The localized text, possibly with `%@` placeholders.
  public func text(in language: Language = .current) -> String {
    let pair = Self.table[self]!
    return language == .english ? pair.en : pair.zh
  }

  /// The text with each `%@` replaced, in order, by an argument.
  ///
  /// - Parameters:
  ///   - arguments: The values for the placeholders.
  ///   - language: The language; ``PhaseKit/Language/current`` by default.
  /// - Returns: The filled-in text.
  public func format(_ arguments: [String], in language: Language = .current) -> String {
    text(in: language).fillingPlaceholders(with: arguments)
  }

  /// English and Simplified Chinese for every key. A test checks that no key is missing.
  static let table: [WatchText: (en: String, zh: String)] = [
    .updated: ("updated %@, %@ ago", "更新于 %@（%@前）"),
    .nextRefresh: ("next refresh in %@", "%@后刷新"),
    .refreshing: ("refreshing…", "正在刷新…"),
    .paused: ("paused (p resumes)", "已暂停（按 p 继续）"),
    .points: ("%@ points", "%@ 个数据点"),
    .pointsDropped: ("%@ points, %@ invalid dropped", "%@ 个数据点，丢弃 %@ 个无效点"),
    .stale: ("STALE, %@ old — %@", "数据已过时（%@前）— %@"),
    .retryIn: ("retrying in %@", "%@后重试"),
    .cachedCopy: (
      "cached copy from an earlier run, %@ old — checking for new data…",
      "这是之前运行时缓存的副本（%@前）— 正在检查新数据…"
    ),
    .waiting: ("waiting for the server… %@", "正在等待服务器… %@"),
    .keys: ("q quit · r refresh now · p pause", "q 退出 · r 立即刷新 · p 暂停"),
    .keysPaused: ("q quit · r refresh now · p resume", "q 退出 · r 立即刷新 · p 继续"),
    .unchanged: ("unchanged", "未变化"),
    .changed: ("changed", "已更新"),
    .failed: ("refresh failed: %@", "刷新失败：%@"),
    .noDataYet: ("no data yet", "尚无数据"),
    .ageSeconds: ("%@ s", "%@ 秒"),
    .ageMinutes: ("%@ min", "%@ 分钟"),
    .ageHours: ("%@ h", "%@ 小时"),
  ]
}
