import Foundation

extension DataError.DecodingFailure {
  /// Describes a `DecodingError`: what was wrong, the coding path as `$[3].temp`, and the line and
  /// column when the JSON parser reported them.
  ///
  /// - Parameter error: The decoding error.
  public init(_ error: DecodingError) {
    let context: DecodingError.Context
    let message: String
    switch error {
    case .typeMismatch(let type, let ctx):
      context = ctx
      message = "expected \(type): \(ctx.debugDescription)"
    case .valueNotFound(let type, let ctx):
      context = ctx
      message = "missing value of type \(type): \(ctx.debugDescription)"
    case .keyNotFound(let key, let ctx):
      context = ctx
      message = "missing key \"\(key.stringValue)\""
    case .dataCorrupted(let ctx):
      context = ctx
      let underlying = ctx.underlyingError.map {
        ($0 as NSError).userInfo["NSDebugDescription"] as? String ?? "\($0)"
      }
      message = underlying.map { "\(ctx.debugDescription) \($0)" } ?? ctx.debugDescription
    @unknown default:
      self.init(message: String(describing: error))
      return
    }
    var path = "$"
    for key in context.codingPath {
      if let index = key.intValue { path += "[\(index)]" } else { path += "." + key.stringValue }
    }
    let (line, column) = Self.lineAndColumn(in: message)
    self.init(message: message, line: line, column: column, path: path == "$" ? nil : path)
  }

  /// Finds "line N, column M" in a parser message.
  static func lineAndColumn(in message: String) -> (Int?, Int?) {
    func number(after word: String) -> Int? {
      guard let range = message.range(of: word + " ") else { return nil }
      return Int(message[range.upperBound...].prefix { $0.isNumber })
    }
    return (number(after: "line"), number(after: "column"))
  }
}

extension DataError {
  /// A short English description of a URL error code, for details and logs.
  ///
  /// Foundation on Linux describes every URL error as "The operation could not be completed", so
  /// PhaseKit keeps its own table of the codes a loader meets.
  static func urlErrorMessage(_ code: Int) -> String {
    switch code {
    case -1: return "the connection failed or was closed early"
    case -999: return "cancelled"
    case -1000: return "bad URL"
    case -1001: return "the request timed out"
    case -1002: return "unsupported URL"
    case -1003: return "cannot find host"
    case -1004: return "cannot connect to host"
    case -1005: return "the network connection was lost"
    case -1006: return "DNS lookup failed"
    case -1007: return "too many redirects"
    case -1009: return "not connected to the internet"
    case -1011: return "bad server response"
    case -1017: return "cannot parse response"
    case -1018: return "international roaming is off"
    case -1020: return "data not allowed"
    case -1201 ... -1200: return "secure connection failed"
    case -1206 ... -1202: return "server certificate not accepted"
    default: return "URL error \(code)"
    }
  }
}
