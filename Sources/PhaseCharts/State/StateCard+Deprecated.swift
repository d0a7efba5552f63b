import PhaseKit

// The earlier spellings of the no-data card. "Empty" meant "nothing loaded yet" in `AsyncPhase`
// and "loaded, no data" here; the card now says `noData`, as `SanitizationReport.Outcome` does.

extension StateCard.Kind {
  /// The no-data card's earlier name.
  @available(*, deprecated, renamed: "noData")
  public static var empty: StateCard.Kind { .noData }
}

extension StateCard {
  /// The no-data card's earlier name.
  ///
  /// - Parameters:
  ///   - invalidPointCount: How many points were dropped as invalid; 0 by default.
  ///   - language: The language; `Language.current` by default.
  /// - Returns: ``noData(invalidPointCount:language:)``.
  @available(*, deprecated, renamed: "noData(invalidPointCount:language:)")
  public static func empty(invalidPointCount: Int = 0, language: Language = .current) -> StateCard {
    noData(invalidPointCount: invalidPointCount, language: language)
  }

  /// The no-data card's earlier name.
  ///
  /// - Parameters:
  ///   - report: What sanitization did.
  ///   - unreadable: The cells decoding could not read; none by default.
  ///   - language: The language; `Language.current` by default.
  /// - Returns: ``noData(report:unreadable:language:)``.
  @available(*, deprecated, renamed: "noData(report:unreadable:language:)")
  public static func empty(
    report: SanitizationReport, unreadable: UnreadableCells? = nil, language: Language = .current
  ) -> StateCard {
    noData(report: report, unreadable: unreadable, language: language)
  }
}
