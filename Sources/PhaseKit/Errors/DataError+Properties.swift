import Foundation

extension DataError {
  /// Whether trying again can succeed: network faults, timeouts, 408, 425, 429, 5xx (but not
  /// 501 or 505) and 503. Never other 4xx, decoding errors, a too-large body, bad URLs, file
  /// errors, unclassified errors or cancellation.
  public var isRetryable: Bool {
    switch self {
    case .networkError(let underlying) where underlying.domain == HTTPRedirectRules.domain:
      return false  // a redirect the client does not follow: the server answers the same again
    case .networkError(let underlying):
      // TLS failures (-1200...-1206), "cannot load from network" (-2000), a redirect loop
      // (-1007), an answer that is not HTTP (-1002), a URL the platform cannot fetch (-1000)
      // and a compressed body that cannot be decoded (-1015, -1016) stay failures: asking
      // again gets the same answer.
      return !(-1206 ... -1200).contains(underlying.code)
        && ![-2000, -1007, -1002, -1000, -1015, -1016].contains(underlying.code)
    case .offline, .timedOut, .rateLimited, .serviceUnavailable: return true
    case .httpStatus(let status):
      return status == 408 || status == 425
        || (500...599).contains(status) && status != 501
          && status != 505
    case .invalidURL, .unauthorized, .tooLarge, .decodingError, .emptyData, .fileUnavailable,
      .cancelled, .other, .invalidRequest:
      return false
    }
  }

  /// The delay the server asked for (`Retry-After` on 429 or 503), if any.
  public var retryAfter: Duration? {
    switch self {
    case .rateLimited(let delay), .serviceUnavailable(let delay): return delay
    default: return nil
    }
  }

  /// Whether a person must change a setting or permission: 401, 403, or a file the process may
  /// not read.
  public var requiresAction: Bool {
    switch self {
    case .unauthorized: return true
    case .fileUnavailable(let underlying):
      switch (underlying.domain, underlying.code) {
      case (NSPOSIXErrorDomain, Int(EACCES)), (NSPOSIXErrorDomain, Int(EPERM)),
        (NSCocoaErrorDomain, CocoaError.Code.fileReadNoPermission.rawValue),
        (NSCocoaErrorDomain, CocoaError.Code.fileWriteNoPermission.rawValue),
        (NSURLErrorDomain, -1102):
        return true
      default: return false
      }
    default: return false
    }
  }

  /// A short, stable code for logs and events, such as `offline.-1004`, `http.503` or `timedOut`.
  public var code: String {
    switch self {
    case .invalidURL: return "invalidURL"
    case .networkError(let underlying): return "networkError.\(underlying.code)"
    case .offline(let underlying): return "offline.\(underlying.code)"
    case .timedOut: return "timedOut"
    case .httpStatus(let status): return "http.\(status)"
    case .unauthorized(let status): return "unauthorized.\(status)"
    case .rateLimited: return "rateLimited"
    case .serviceUnavailable: return "serviceUnavailable"
    case .tooLarge: return "tooLarge"
    case .decodingError: return "decodingError"
    case .emptyData: return "emptyData"
    case .fileUnavailable(let underlying): return "fileUnavailable.\(underlying.code)"
    case .cancelled: return "cancelled"
    case .other(let underlying): return "other.\(underlying.domain).\(underlying.code)"
    case .invalidRequest: return "invalidRequest"
    }
  }

  /// Whether this is ``cancelled``.
  public var isCancellation: Bool { self == .cancelled }
}
