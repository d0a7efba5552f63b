import Foundation

extension DataError: LocalizedError {
  /// The message in ``Language/current``; see ``message(in:)``.
  public var errorDescription: String? { message(in: .current) }

  /// Technical details (codes, URL or path, line and column); see ``details``.
  public var failureReason: String? { details }

  /// What the person can do, in ``Language/current``; see ``recoverySuggestion(in:)``.
  public var recoverySuggestion: String? { recoverySuggestion(in: .current) }

  /// What went wrong, in words a person understands, from the one table ``PhaseKitText``.
  ///
  /// The seed's texts are kept in Chinese: "无效的URL", "网络错误: …", "数据解析错误: …",
  /// "没有可用数据".
  ///
  /// ```swift
  /// DataError.emptyData.message(in: .simplifiedChinese)   // "没有可用数据"
  /// DataError.httpStatus(404).message(in: .english)       // "The server returned an error (HTTP 404)."
  /// ```
  ///
  /// - Parameter language: The language; ``Language/current`` by default.
  /// - Returns: The message.
  public func message(in language: Language = .current) -> String {
    switch self {
    case .invalidURL: return PhaseKitText.errorInvalidURL.text(in: language)
    case .networkError(let underlying):
      // The transport's own words are English; the failures it names often are said in the
      // user's language, with those words kept in ``details``.
      if language != .english, underlying.domain == HTTPRedirectRules.domain {
        let scheme = underlying.location.flatMap { URL(string: $0)?.scheme } ?? "?"
        let text: PhaseKitText =
          underlying.code == HTTPRedirectRules.downgrade ? .networkRedirectDowngrade : .networkRedirectScheme
        return PhaseKitText.errorNetwork.format([text.format([scheme], in: language)], in: language)
      }
      if language != .english, let known = Self.networkMessage(for: underlying) {
        return PhaseKitText.errorNetwork.format([known.text(in: language)], in: language)
      }
      return PhaseKitText.errorNetwork.format([underlying.message], in: language)
    case .offline(let underlying):
      if let text = Self.nothingListeningMessage(underlying, in: language) { return text }
      // A name that does not resolve is as often a mistyped address as a missing network.
      if underlying.domain == NSURLErrorDomain, underlying.code == -1003,
        let host = underlying.location.flatMap({ URL(string: $0)?.host }) ?? Self.hostNamed(in: underlying.message)
      {
        return PhaseKitText.errorHostNotFound.format([host], in: language)
      }
      return PhaseKitText.errorOffline.text(in: language)
    case .timedOut(let duration):
      guard duration > .zero else { return PhaseKitText.errorTimedOut.text(in: language) }
      return PhaseKitText.errorTimedOutAfter.format([Self.format(duration, in: language)], in: language)
    case .httpStatus(let status):
      return PhaseKitText.errorHTTPStatus.format([String(status)], in: language)
    case .unauthorized(let status):
      return (status == 403 ? PhaseKitText.errorForbidden : .errorUnauthorized).text(in: language)
    case .rateLimited(let delay):
      guard let delay, delay > .zero else { return PhaseKitText.errorRateLimited.text(in: language) }
      return PhaseKitText.errorRateLimitedRetryAfter.format([Self.format(delay, in: language)], in: language)
    case .serviceUnavailable: return PhaseKitText.errorServiceUnavailable.text(in: language)
    case .tooLarge(let limit):
      return PhaseKitText.errorTooLarge.format([ByteCount.text(limit)], in: language)
    case .decodingError(let failure):
      return PhaseKitText.errorDecoding.format([failure.description(in: language)], in: language)
    case .emptyData: return PhaseKitText.errorEmptyData.text(in: language)
    case .fileUnavailable(let underlying):
      if requiresAction {
        return PhaseKitText.errorFilePermission.format([underlying.location ?? ""], in: language)
      }
      let subject = Self.fileSubject(underlying, in: language)
      return PhaseKitText.errorFileUnavailable.format([subject], in: language)
    case .cancelled: return PhaseKitText.errorCancelled.text(in: language)
    case .other(let underlying):
      // A caller's error with its own text for people is shown in its words.
      if let own = underlying.localizedMessage { return own }
      return PhaseKitText.errorOther.format([underlying.message], in: language)
    case .invalidRequest(let fault):
      return PhaseKitText.errorInvalidRequest.format([fault.message(in: language)], in: language)
    }
  }

  /// What the person can do about the error, or `nil` when there is nothing to do (cancelled).
  ///
  /// - Parameter language: The language; ``Language/current`` by default.
  /// - Returns: The suggestion.
  public func recoverySuggestion(in language: Language = .current) -> String? {
    let key: PhaseKitText?
    switch self {
    case .invalidURL: key = .suggestCheckAddress
    case .networkError(let underlying):
      if underlying.domain == HTTPRedirectRules.domain {
        key = .suggestServerProblem
        break
      }
      switch underlying.domain == NSURLErrorDomain ? underlying.code : 0 {
      // The address leads to a loop or to something that is not an HTTP server.
      case -1007, -1002, -1000: key = .suggestCheckAddress
      // The server sent what it should not: nothing on this side fixes it.
      case -1015, -1016, -1011: key = .suggestServerProblem
      // A certificate the client does not trust, or a TLS handshake that failed: not the
      // network, and retrying or reconnecting does not fix it.
      case -1206 ... -1200: key = .suggestCheckCertificate
      default:
        if let text = Self.localServerSuggestion(underlying, in: language) { return text }
        key = .suggestCheckConnection
      }
    case .offline(let underlying):
      if let text = Self.localServerSuggestion(underlying, in: language) { return text }
      key = .suggestCheckConnection
    case .timedOut: key = .suggestTryAgainLater
    case .httpStatus(let status):
      switch status {
      case 500...599: key = .suggestServerProblem
      // Request Timeout, Too Early: the same request can succeed in a moment.
      case 408, 425: key = .suggestTryAgainLater
      default: key = .suggestCheckAddress
      }
    case .unauthorized(let status): key = status == 403 ? .suggestRequestAccess : .suggestSignIn
    case .rateLimited: key = .suggestWait
    case .serviceUnavailable: key = .suggestServerProblem
    case .tooLarge: key = .suggestSmaller
    case .decodingError(let failure):
      // A limit of this reader is not the provider's to fix.
      // A table with nothing to draw: no option and no provider changes what it holds.
      if case .nothingToChart = failure.kind { return nil }
      if case .tooManyColumns = failure.kind { key = .suggestSmaller } else { key = .suggestContactProvider }
    case .emptyData: key = .suggestOtherRange
    case .fileUnavailable(let underlying):
      // A directory, FIFO, socket or device exists: "check that it exists" would mislead.
      let isNotRegular =
        underlying.domain == NSPOSIXErrorDomain
        && (underlying.code == Int(EISDIR) || underlying.code == Int(EINVAL))
      key = requiresAction ? .suggestFilePermission : isNotRegular ? .suggestRegularFile : .suggestCheckFile
    case .cancelled: key = nil
    case .other(let underlying):
      if let own = underlying.localizedRecoverySuggestion { return own }
      key = .suggestTryAgain
    case .invalidRequest: key = .suggestFixRequest
    }
    return key?.text(in: language)
  }

  /// The host in "cannot find host example.com: …", the message of a -1003 without a URL.
  static func hostNamed(in message: String) -> String? {
    guard let range = message.range(of: "cannot find host ") else { return nil }
    let host = message[range.upperBound...].prefix { $0 != ":" && $0 != " " }
    return host.isEmpty ? nil : String(host)
  }

  /// The text for a transport failure the table knows, by its `NSURLErrorDomain` code.
  static func networkMessage(for underlying: Underlying) -> PhaseKitText? {
    guard underlying.domain == NSURLErrorDomain else { return nil }
    switch underlying.code {
    case -1007: return .networkRedirectLoop
    case -1002: return .networkNotHTTP
    case -1015, -1016: return .networkBodyUndecodable
    case -1005: return .networkConnectionLost
    case -1011: return .networkBadResponse
    default: return nil
    }
  }

  /// Technical details for a "details" disclosure and logs: the code, the underlying domain and
  /// code, the URL or path, the line and column. Not localized.
  public var details: String {
    switch self {
    case .invalidURL(let text): return "invalid URL: \(text)"
    case .networkError(let underlying), .offline(let underlying), .fileUnavailable(let underlying),
      .other(let underlying):
      return "\(code): \(underlying)"
    case .timedOut(let duration): return duration > .zero ? "timed out after \(duration)" : "timed out"
    case .httpStatus(let status), .unauthorized(let status): return "HTTP \(status)"
    case .rateLimited(let delay):
      return "HTTP 429" + (delay.map { ", Retry-After \($0)" } ?? "")
    case .serviceUnavailable(let delay):
      return "HTTP 503" + (delay.map { ", Retry-After \($0)" } ?? "")
    case .tooLarge(let limit): return "body over \(limit) bytes"
    case .decodingError(let failure): return "decoding: \(failure)"
    case .emptyData: return "empty data"
    case .cancelled: return "cancelled"
    case .invalidRequest(let fault): return "invalid request: \(fault)"
    }
  }

  /// `2 s`, `1.5 s`, `3 min` / `2 秒`, `3 分钟`.
  static func format(_ duration: Duration, in language: Language) -> String {
    let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    if seconds >= 60, seconds.truncatingRemainder(dividingBy: 60) < 0.5 {
      return PhaseKitText.unitMinutes.format([String(Int(seconds / 60))], in: language)
    }
    let rounded = (seconds * 10).rounded() / 10
    // A server may send any Retry-After up to Int.max seconds, which is 2^63 as a Double: one past
    // Int, so the whole-number form must not trap.
    let whole = rounded == rounded.rounded() ? Int(exactly: rounded) : nil
    let text =
      whole.map(String.init)
      ?? (rounded == rounded.rounded() ? String(format: "%.0f", rounded) : String(rounded))
    return PhaseKitText.unitSeconds.format([text], in: language)
  }
}
