extension DataError {
  /// Everything a view needs to show this error, localized: title, message, suggestion, details,
  /// symbol, whether to offer "Retry", and how prominently to show it.
  ///
  /// Prominence follows the seed's best practice 5 (important errors such as permissions must be
  /// made clear to the user):
  /// - ``ErrorPresentation/Prominence/actionRequired`` for 401, 403 and unreadable files: a person
  ///   must sign in or grant a permission, whatever else is on screen;
  /// - ``ErrorPresentation/Prominence/banner`` when a value is still shown (a failed refresh over
  ///   stale data);
  /// - ``ErrorPresentation/Prominence/fullView`` otherwise, in place of the content.
  ///
  /// ```swift
  /// let presentation = error.presentation(in: .simplifiedChinese)
  /// presentation.title        // "加载失败"
  /// presentation.retryTitle   // "重试"
  /// ```
  ///
  /// - Parameters:
  ///   - language: The language; ``Language/current`` by default.
  ///   - isShowingContent: Whether a (stale) value is still on screen; `false` by default.
  /// - Returns: The presentation.
  public func presentation(in language: Language = .current, isShowingContent: Bool = false)
    -> ErrorPresentation
  {
    let prominence: ErrorPresentation.Prominence =
      requiresAction ? .actionRequired : isShowingContent ? .banner : .fullView
    return ErrorPresentation(
      title: PhaseKitText.failedToLoad.text(in: language),
      message: message(in: language),
      recoverySuggestion: recoverySuggestion(in: language),
      details: details,
      symbolName: symbolName,
      prominence: prominence,
      isRetryable: isRetryable,
      retryTitle: PhaseKitText.retry.text(in: language))
  }

  /// The presentation, with details that name the URL or path that was loaded.
  ///
  /// An HTTP status or a timeout does not say which resource failed; the details then end with
  /// ` — <location>`, so a person (or a bug report) can tell.
  ///
  /// - Parameters:
  ///   - language: The language; ``Language/current`` by default.
  ///   - isShowingContent: Whether a (stale) value is still on screen; `false` by default.
  ///   - location: The URL or path that was loaded.
  /// - Returns: The presentation.
  public func presentation(
    in language: Language = .current, isShowingContent: Bool = false, location: String
  ) -> ErrorPresentation {
    var presentation = presentation(in: language, isShowingContent: isShowingContent)
    if !location.isEmpty, presentation.details?.contains(location) != true {
      presentation.details = (presentation.details ?? "") + " — \(location)"
    }
    return presentation
  }

  /// An SF Symbols name that fits the error.
  public var symbolName: String {
    switch self {
    case .offline: return "wifi.slash"
    case .timedOut: return "clock.badge.exclamationmark"
    case .unauthorized: return "lock"
    case .fileUnavailable: return requiresAction ? "lock.doc" : "doc.questionmark"
    case .rateLimited, .serviceUnavailable: return "hourglass"
    case .emptyData: return "tray"
    case .tooLarge: return "externaldrive.badge.exclamationmark"
    case .cancelled: return "xmark.circle"
    case .invalidURL, .networkError, .httpStatus, .decodingError, .other:
      return "exclamationmark.triangle"
    }
  }
}
