/// The one table of texts PhaseKit shows to people, in English and Simplified Chinese.
///
/// Renderers, error presentations and the command-line tool take their words from here, never
/// from ad-hoc strings, so both languages stay complete. Texts with a `%@` placeholder are filled
/// with ``PhaseKitText/format(_:_:)``.
///
/// ```swift
/// PhaseKitText.noDataAvailable.text(in: .simplifiedChinese)  // "无可用数据"
/// ```
public enum PhaseKitText: String, Sendable, Hashable, CaseIterable {
  case failedToLoad
  case retry
  case loading
  case noDataAvailable
  case allPointsInvalid
  case showingDataFrom
  case details
  case average

  /// The text in the given language.
  ///
  /// - Parameter language: The language; ``Language/current`` by default.
  /// - Returns: The localized text, possibly with `%@` placeholders.
  public func text(in language: Language = .current) -> String {
    let pair = Self.table[self]!
    return language == .english ? pair.en : pair.zh
  }

  /// The text with each `%@` replaced, in order, by an argument.
  ///
  /// - Parameters:
  ///   - arguments: The values for the placeholders.
  ///   - language: The language; ``Language/current`` by default.
  /// - Returns: The filled-in text.
  public func format(_ arguments: [String], in language: Language = .current) -> String {
    var result = ""
    var remaining = arguments[...]
    var rest = Substring(text(in: language))
    while let range = rest.range(of: "%@") {
      result += rest[..<range.lowerBound]
      result += remaining.popFirst() ?? ""
      rest = rest[range.upperBound...]
    }
    return result + rest
  }

  /// English and Simplified Chinese for every key. A test checks that no key is missing.
  static let table: [PhaseKitText: (en: String, zh: String)] = [
    .failedToLoad: ("Failed to load", "加载失败"),
    .retry: ("Retry", "重试"),
    .loading: ("Loading…", "加载中…"),
    .noDataAvailable: ("No data available", "无可用数据"),
    .allPointsInvalid: ("All %@ points were invalid", "全部 %@ 个数据点无效"),
    .showingDataFrom: ("Showing data from %@", "显示的是 %@ 的数据"),
    .details: ("Details", "详情"),
    .average: ("Average", "平均值"),
  ]
}
