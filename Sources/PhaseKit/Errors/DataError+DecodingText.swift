import Foundation

extension DataError.DecodingFailure {
  /// The failure as a person reads it in `language`: where, then what.
  ///
  /// English is ``description``, `line 1, column 1234, at $[41].temp: expected a number, found
  /// "hot"`; Simplified Chinese places it and says it in Chinese, `第 1 行第 1234 列，$[41].temp：应为数字，实际为 "hot"`.
  /// The place's words come from PhaseKit's String Catalog (``PhaseKitText/detailLineColumn``,
  /// ``PhaseKitText/detailLine``, ``PhaseKitText/detailPath``); the message is
  /// ``message(in:)``.
  ///
  /// - Parameter language: The language; ``Language/current`` by default.
  /// - Returns: The text.
  public func description(in language: Language = .current) -> String {
    placed(message(in: language), in: language)
  }

  /// What was wrong, in `language`: ``reason`` said from PhaseKit's String Catalog, by the
  /// reason's key, with the names and values from the data filled in by position.
  ///
  /// ```swift
  /// DataError.DecodingFailure(.fieldCount(expected: 3, found: 2)).message(in: .simplifiedChinese)
  /// // "应有 3 个字段，实际为 2 个"
  /// ```
  ///
  /// A failure made from words (``Reason/unclassified(_:)``) is said as it is.
  ///
  /// - Parameter language: The language; ``Language/current`` by default.
  /// - Returns: The message in that language.
  public func message(in language: Language = .current) -> String {
    reason.message(in: language)
  }

  /// `text` after the place (line, column, path) in `language`, or in English from the code when
  /// `language` is nil.
  func placed(_ text: String, in language: Language?) -> String {
    func say(_ key: PhaseKitText, _ arguments: [String]) -> String {
      let template = language.map { key.text(in: $0) } ?? key.defaultValue
      return template.fillingPlaceholders(with: arguments)
    }
    var place: [String] = []
    switch (line, column) {
    case (let line?, let column?): place.append(say(.detailLineColumn, [String(line), String(column)]))
    case (let line?, nil): place.append(say(.detailLine, [String(line)]))
    case (nil, let column?): place.append(say(.detailColumn, [String(column)]))
    case (nil, nil): break
    }
    if let path, !messageQuotesShortenedPath {
      place.append(path.hasPrefix("$") ? say(.detailPath, [path]) : path)
    }
    guard !place.isEmpty else { return text }
    return say(.detailPlaced, [place.joined(separator: say(.detailPlaceSeparator, [])), text])
  }
}
