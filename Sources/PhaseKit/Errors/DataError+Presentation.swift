extension DataError {
  /// Everything a view needs to show this error, localized: title, message, suggestion, a
  /// readable detail line (``readableDetails(in:)``, never an internal code),
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
      title: title(in: language),
      message: presentedMessage(in: language),
      recoverySuggestion: recoverySuggestion(in: language),
      details: readableDetails(in: language).map(SecretRedaction.apply(to:)),
      symbolName: symbolName,
      prominence: prominence,
      isRetryable: isRetryable,
      retryTitle: PhaseKitText.retry.text(in: language))
  }

  /// The message under the title: ``message(in:)``, except for a decoding failure, whose
  /// title ("Could not read the data", "Cannot chart these columns") already says what
  /// "Data could not be read: …" would: its description alone, in the run's language
  /// (``DecodingFailure/description(in:)``).
  func presentedMessage(in language: Language) -> String {
    if case .decodingError(let failure) = self { return failure.description(in: language) }
    return message(in: language)
  }

  /// The presentation, with details that name the URL or path that was loaded.
  ///
  /// An HTTP status or a timeout does not say which resource failed; the details then end with
  /// ` — <location>` (or are the location, when there is no other detail), so a person (or a bug
  /// report) can tell. Secret query values and passwords in it are shown as `…`
  /// (``SecretRedaction``), in these details as in the others. When the location is a local
  /// file, a format the decoder could not read is the person's to check ("check that it holds
  /// the data you meant"), not a data provider's.
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
    // A local file's format is the person's own to check: there is no provider to contact.
    if case .decodingError = self, Self.isLocalFile(location),
      presentation.recoverySuggestion == PhaseKitText.suggestContactProvider.text(in: language)
    {
      presentation.recoverySuggestion = Self.localPlaceText("suggestCheckFileFormat", in: language)
    }
    // People see this: an access token in the URL stays out of it (``SecretRedaction``).
    let location = SecretRedaction.apply(to: location)
    if !location.isEmpty, presentation.details?.contains(location) != true {
      presentation.details = presentation.details.map { "\($0) — \(location)" } ?? location
    }
    return presentation
  }

  /// The headline: "Failed to load" when the data did not arrive; "Could not read the data"
  /// when it arrived and could not be decoded; "Cannot chart these columns" when it decoded but
  /// its columns did not fit (a reason about choosing the columns,
  /// ``DataError/DecodingFailure/Reason/isAboutColumns``).
  ///
  /// - Parameter language: The language; ``Language/current`` by default.
  /// - Returns: The title.
  public func title(in language: Language = .current) -> String {
    guard case .decodingError(let failure) = self else {
      return PhaseKitText.failedToLoad.text(in: language)
    }
    let isAboutColumns: Bool
    if case .unclassified = failure.reason {
      // A reason given in words only: one that names a column rather than a line or a JSON
      // path is about the columns.
      isAboutColumns = failure.line == nil && failure.path.map { !$0.hasPrefix("$") } == true
    } else {
      isAboutColumns = failure.reason.isAboutColumns
    }
    return (isAboutColumns ? PhaseKitText.cannotChartColumns : .cannotReadData).text(in: language)
  }

  /// The detail line a person reads on an error card: the HTTP status with its name, the URL or
  /// file, the line and column — never an internal code such as `offline.-1004: NSURLErrorDomain`
  /// (those stay in ``details`` and the events log). `nil` when the message says it all.
  ///
  /// ```swift
  /// DataError.httpStatus(404).readableDetails(in: .english)   // "HTTP 404 Not Found"
  /// ```
  ///
  /// - Parameter language: The language; ``Language/current`` by default.
  /// - Returns: The line, or `nil`.
  public func readableDetails(in language: Language = .current) -> String? {
    switch self {
    case .invalidURL(let text): return text.isEmpty ? nil : text
    case .networkError(let underlying), .offline(let underlying), .fileUnavailable(let underlying),
      .other(let underlying):
      return underlying.location.flatMap { $0.isEmpty ? nil : $0 }
    case .httpStatus(let status), .unauthorized(let status):
      return Self.statusLine(status, in: language)
    case .rateLimited: return Self.statusLine(429, in: language)
    case .serviceUnavailable: return Self.statusLine(503, in: language)
    case .decodingError(let failure):
      switch (failure.line, failure.column) {
      case (let line?, let column?):
        return PhaseKitText.detailLineColumn.format([String(line), String(column)], in: language)
      case (let line?, nil):
        return PhaseKitText.detailLine.format([String(line)], in: language)
      default:
        return failure.path.map { PhaseKitText.detailField.format([$0], in: language) }
      }
    case .timedOut, .tooLarge, .emptyData, .cancelled, .invalidRequest: return nil
    }
  }

  /// `HTTP 404 Not Found` / `HTTP 404（未找到）`; the number alone for a status without a name.
  /// The names are the catalog's (`statusName404`), with their English in ``statusNames``.
  static func statusLine(_ status: Int, in language: Language) -> String {
    guard let english = statusNames[status] else { return "HTTP \(status)" }
    let name = PhaseKitText.text(forKey: "statusName\(status)", default: english, in: language)
    return PhaseKitText.text(forKey: "statusLine", default: "HTTP %1$@ %2$@", in: language)
      .fillingPlaceholders(with: [String(status), name])
  }

  /// The English reason phrases of the statuses a chart load meets, from RFC 9110 and RFC 6585:
  /// the default values of the catalog's `statusName…` texts.
  static let statusNames: [Int: String] = [
    400: "Bad Request", 401: "Unauthorized", 403: "Forbidden", 404: "Not Found",
    405: "Method Not Allowed", 406: "Not Acceptable", 408: "Request Timeout", 409: "Conflict",
    410: "Gone", 413: "Content Too Large", 414: "URI Too Long", 415: "Unsupported Media Type",
    422: "Unprocessable Content", 429: "Too Many Requests", 451: "Unavailable For Legal Reasons",
    500: "Internal Server Error", 501: "Not Implemented", 502: "Bad Gateway",
    503: "Service Unavailable", 504: "Gateway Timeout",
  ]

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
    case .invalidURL, .networkError, .httpStatus, .decodingError, .other, .invalidRequest:
      return "exclamationmark.triangle"
    }
  }
}
