import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension DataError {
  /// Classifies any error thrown while loading into the case a person and the retry logic need.
  ///
  /// - `DataError` is returned as is; `CancellationError` and `URLError.cancelled` (-999) become
  ///   ``cancelled``.
  /// - `URLError` is classified by code sets that hold on Linux and Apple platforms: Linux never
  ///   reports -1009 when offline but -1004, -1003, -1001, -1005 or -1 (see
  ///   ``classify(urlErrorCode:message:url:)``).
  /// - `DecodingError` becomes ``decodingError(_:)-enum.case`` with the coding path (and the line and
  ///   column when the JSON parser reported them).
  /// - File errors (`CocoaError` file codes, POSIX `ENOENT`, `EACCES`, ...) become
  ///   ``fileUnavailable(_:)``; POSIX network errors are classified like their URL counterparts.
  /// - Anything else becomes ``other(_:)``, which the engine never retries (an unknown error is
  ///   not assumed to be a network problem; a person may still retry it). An error with its own
  ///   text for people (`LocalizedError`, `CustomNSError`, `NSLocalizedDescriptionKey`) keeps
  ///   it: see ``Underlying/init(describing:location:)``.
  ///
  /// - Parameters:
  ///   - error: The error.
  ///   - url: The URL or file involved, recorded in the underlying description.
  /// - Returns: The classified error.
  public static func classify(_ error: any Error, url: URL? = nil) -> DataError {
    if let error = error as? DataError { return error }
    if error is CancellationError { return .cancelled }
    if let error = error as? DecodingError { return .decodingError(DecodingFailure(error)) }
    let location = url.map { $0.isFileURL ? $0.path : $0.absoluteString }
    if let error = error as? URLError {
      return classify(urlErrorCode: error.errorCode, message: nil, url: url ?? error.failingURL)
    }
    let nsError = error as NSError
    switch nsError.domain {
    case NSURLErrorDomain:
      return classify(urlErrorCode: nsError.code, message: nil, url: url)
    case NSCocoaErrorDomain:
      if let cocoa = error as? CocoaError, cocoa.isFileError || cocoa.code == .fileReadTooLarge {
        return .fileUnavailable(
          Underlying(
            domain: nsError.domain, code: nsError.code, message: cocoaMessage(cocoa.code),
            location: location ?? cocoa.filePath))
      }
    case NSPOSIXErrorDomain:
      guard let code = Int32(exactly: nsError.code) else {
        // No errno; Foundation's own description of it would trap too (strerror of Int32(code)).
        return .other(
          Underlying(
            domain: nsError.domain, code: nsError.code, message: "POSIX error \(nsError.code)",
            location: location))
      }
      return classify(posixCode: code, location: location)
    default:
      break
    }
    if let posix = error as? POSIXError {
      return classify(posixCode: posix.code.rawValue, location: location)
    }
    return .other(Underlying(describing: error, location: location))
  }

  /// URL error codes that mean "the server could not be reached at all".
  ///
  /// Apple platforms report -1009 (not connected), -1020, -1018 and -1006; Linux reports none of
  /// those and shows a missing network as -1004 (cannot connect) or -1003 (cannot find host).
  public static let offlineURLErrorCodes: Set<Int> = [-1009, -1020, -1018, -1004, -1003, -1006]

  /// Classifies a URL error code (`NSURLErrorDomain`).
  ///
  /// | codes | case |
  /// |---|---|
  /// | -999 | ``cancelled`` |
  /// | -1009, -1020, -1018, -1004, -1003, -1006 | ``offline(_:)`` |
  /// | -1001 | ``timedOut(after:)`` with an unknown (zero) duration |
  /// | -1000, -1002 | ``invalidURL(_:)`` |
  /// | -1012, -1013 | ``unauthorized(status:)`` 401 |
  /// | -1014 | ``emptyData`` |
  /// | -1015, -1016 | ``networkError(_:)-enum.case``: the server's compressed body cannot be decoded; never retried |
  /// | -1100, -1101, -1102 | ``fileUnavailable(_:)`` |
  /// | -1103 | ``tooLarge(limit:)`` with an unknown (zero) limit |
  /// | -1007 | ``networkError(_:)-enum.case`` saying the server redirects in a loop; never retried |
  /// | anything else (-1005 and -1 on Linux: lost connection, truncated body) | ``networkError(_:)-enum.case`` |
  ///
  /// - Parameters:
  ///   - code: The `NSURLErrorDomain` code.
  ///   - message: A message; a short English description of the code by default.
  ///   - url: The URL involved.
  /// - Returns: The classified error.
  public static func classify(urlErrorCode code: Int, message: String? = nil, url: URL? = nil)
    -> DataError
  {
    let underlying = Underlying(
      domain: NSURLErrorDomain, code: code, message: message ?? urlErrorMessage(code),
      location: url?.absoluteString)
    switch code {
    case -999: return .cancelled
    case _ where offlineURLErrorCodes.contains(code): return .offline(underlying)
    case -1001: return .timedOut(after: .zero)
    case -1000, -1002: return .invalidURL(url?.absoluteString ?? "")
    case -1012, -1013: return .unauthorized(status: 401)
    case -1014: return .emptyData
    // The body's compression (gzip, deflate) is broken: the bytes never reached a decoder, so it
    // is not a problem of the data's format or columns, and asking again gets the same bytes.
    case -1015, -1016: return .networkError(underlying)
    case -1100, -1101, -1102: return .fileUnavailable(underlying)
    case -1103: return .tooLarge(limit: 0)
    case -1007:
      return .networkError(
        Underlying(
          domain: NSURLErrorDomain, code: code, message: message ?? redirectLoopMessage,
          location: url?.absoluteString))
    default: return .networkError(underlying)
    }
  }

  /// What a redirect loop (-1007) says: asking again would loop again, so it is not retried.
  static let redirectLoopMessage =
    "too many redirects: the server redirects in a loop (not retried; the address or the server needs fixing)"

  /// What an answer that is not HTTP says (libcurl: "Received HTTP/0.9 when not allowed", -1002).
  static let notHTTPMessage = "the server's answer is not HTTP (is this the right port?)"

  /// What an IPv6 literal host says where URLSession cannot fetch it (Linux, Windows:
  /// swift-corelibs-foundation #5496, -1000).
  static let ipv6LiteralMessage =
    "URLSession on this platform cannot fetch an IPv6 literal address (swift-corelibs-foundation #5496); use a host name that resolves to it"

  /// Classifies a URL error raised for a request whose URL was valid `http(s)` with a host: a
  /// "bad" or "unsupported URL" then means the server's answer (not HTTP) or the platform's
  /// URLSession (an IPv6 literal host), so it is a load error, not the caller's invalid URL.
  ///
  /// - Parameters:
  ///   - code: The `NSURLErrorDomain` code.
  ///   - url: The request's URL.
  /// - Returns: The classified error.
  package static func classify(transferErrorCode code: Int, url: URL?) -> DataError {
    guard let url, let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
      let host = url.host, !host.isEmpty
    else { return classify(urlErrorCode: code, url: url) }
    switch code {
    case -1002:
      return .networkError(
        Underlying(domain: NSURLErrorDomain, code: code, message: notHTTPMessage, location: url.absoluteString))
    case -1000 where host.contains(":"):
      return .networkError(
        Underlying(
          domain: NSURLErrorDomain, code: code, message: ipv6LiteralMessage, location: url.absoluteString))
    default:
      return classify(urlErrorCode: code, url: url)
    }
  }

  /// Classifies an HTTP status; `nil` for statuses that are not failures (2xx and 304).
  ///
  /// 401 and 403 become ``unauthorized(status:)``, 429 ``rateLimited(retryAfter:)`` and 503
  /// ``serviceUnavailable(retryAfter:)`` (both with the parsed `Retry-After`), anything else
  /// ``httpStatus(_:)``.
  ///
  /// - Parameters:
  ///   - status: The status code.
  ///   - retryAfter: The `Retry-After` header, if any: seconds or an HTTP date.
  ///   - now: The current date, for HTTP-date values; `Date()` by default.
  /// - Returns: The error, or `nil` for success statuses.
  public static func classify(httpStatus status: Int, retryAfter: String? = nil, now: Date = Date())
    -> DataError?
  {
    switch status {
    case 200..<300, 304: return nil
    case 401, 403: return .unauthorized(status: status)
    case 429: return .rateLimited(retryAfter: retryAfter.flatMap { parseRetryAfter($0, now: now) })
    case 503:
      return .serviceUnavailable(retryAfter: retryAfter.flatMap { parseRetryAfter($0, now: now) })
    default: return .httpStatus(status)
    }
  }

  /// Parses a `Retry-After` value: a number of seconds, or an HTTP date (RFC 9110).
  ///
  /// - Parameters:
  ///   - value: The header value, such as `120` or `Wed, 21 Oct 2015 07:28:00 GMT`.
  ///   - now: The current date, to turn a date into a delay.
  /// - Returns: The delay (zero for a date in the past), or `nil` when the value is not valid.
  public static func parseRetryAfter(_ value: String, now: Date = Date()) -> Duration? {
    let trimmed = value.trimmingCharacters(in: .whitespaces)
    if let seconds = Int(trimmed) { return seconds >= 0 ? .seconds(seconds) : nil }
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "GMT")
    for format in [
      "EEE, dd MMM yyyy HH:mm:ss zzz", "EEEE, dd-MMM-yy HH:mm:ss zzz", "EEE MMM d HH:mm:ss yyyy",
    ] {
      formatter.dateFormat = format
      if let date = formatter.date(from: trimmed) {
        let seconds = max(0, date.timeIntervalSince(now))
        return .milliseconds(Int64((seconds * 1000).rounded()))
      }
    }
    return nil
  }

  static func classify(posixCode code: Int32, location: String?) -> DataError {
    let message = String(cString: strerror(code))
    let underlying = Underlying(
      domain: NSPOSIXErrorDomain, code: Int(code), message: message, location: location)
    switch code {
    case ECONNREFUSED, ENETUNREACH, EHOSTUNREACH, ENETDOWN: return .offline(underlying)
    case ETIMEDOUT: return .timedOut(after: .zero)
    case ECONNRESET, EPIPE, ECONNABORTED: return .networkError(underlying)
    case ECANCELED: return .cancelled
    default: return .fileUnavailable(underlying)
    }
  }

  private static func cocoaMessage(_ code: CocoaError.Code) -> String {
    switch code {
    case .fileNoSuchFile, .fileReadNoSuchFile: return "no such file"
    case .fileReadNoPermission, .fileWriteNoPermission: return "permission denied"
    case .fileReadTooLarge: return "file too large"
    case .fileReadCorruptFile: return "file is corrupt"
    default: return "file error \(code.rawValue)"
    }
  }
}
