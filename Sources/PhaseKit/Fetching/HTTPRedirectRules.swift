import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Which redirects a client follows: to `http` and `https` only, and never from `https` to `http`.
///
/// A server names where a redirect leads; following it to any scheme would let it make the
/// client open an FTP, `file:` or `gopher:` connection to any host and port, and following
/// https to http would send an encrypted request's follow-up in the clear. Either is the
/// server's fault, reported as a ``DataError/networkError(_:)`` of domain ``domain`` that names
/// the scheme and is never retried (the server answers the same way again).
package enum HTTPRedirectRules {
  /// The domain of a refused redirect's ``DataError/Underlying``.
  package static let domain = "PhaseKit.redirect"
  /// The code for a redirect to a scheme other than http and https.
  package static let otherScheme = 1
  /// The code for a redirect from https to http.
  package static let downgrade = 2

  /// The failure for a redirect from `origin` to `target`, or `nil` when it may be followed.
  package static func refusal(from origin: URL?, to target: URL?) -> DataError? {
    let scheme = target?.scheme?.lowercased() ?? ""
    let location = target.map(withoutCredentials).map(shortened)
    guard scheme == "http" || scheme == "https" else {
      return .networkError(
        .init(
          domain: domain, code: otherScheme,
          message:
            "the server redirects to a \(scheme.isEmpty ? "schemeless" : scheme + ":") address; only http and https are followed",
          location: location))
    }
    if scheme == "http", origin?.scheme?.lowercased() == "https" {
      return .networkError(
        .init(
          domain: domain, code: downgrade,
          message:
            "the server redirects from https to http; an encrypted request is never followed to an unencrypted address",
          location: location))
    }
    return nil
  }

  /// The request headers that carry credentials: never sent on to another origin.
  package static let credentialHeaders = ["Authorization", "Cookie", "Proxy-Authorization"]

  /// Whether `a` and `b` have the same origin (RFC 6454): scheme, host and port, the port
  /// defaulting to 80 for http and 443 for https.
  package static func isSameOrigin(_ a: URL?, _ b: URL?) -> Bool {
    guard let a, let b, let schemeA = a.scheme?.lowercased(), schemeA == b.scheme?.lowercased(),
      let hostA = a.host?.lowercased(), hostA == b.host?.lowercased()
    else { return false }
    func port(_ url: URL) -> Int? { url.port ?? (schemeA == "https" ? 443 : schemeA == "http" ? 80 : nil) }
    return port(a) == port(b)
  }

  /// `next`, the request a redirect from `origin` leads to, without its credentials
  /// (``credentialHeaders`` and the caller's `sensitive` ones) when it leads to another origin:
  /// another scheme, host or port.
  ///
  /// As curl does since CVE-2018-1000007 and CVE-2022-27776, and as Go's `net/http` does: a
  /// server may redirect anywhere, and a token, a password or a cookie meant for it must not
  /// follow.
  package static func withoutCrossOriginCredentials(
    _ next: URLRequest, from origin: URL?, sensitive: Set<String> = []
  ) -> URLRequest {
    guard !isSameOrigin(origin, next.url) else { return next }
    var next = next
    for name in credentialHeaders + sensitive { next.setValue(nil, forHTTPHeaderField: name) }
    return next
  }

  /// `headers` without the credentials (``credentialHeaders`` and `sensitive`), case-insensitively.
  package static func withoutCredentials(_ headers: [String: String], sensitive: Set<String>) -> [String: String] {
    let names = Set((credentialHeaders + sensitive).map { $0.lowercased() })
    return headers.filter { !names.contains($0.key.lowercased()) }
  }

  /// The most characters of a refused Location that a message repeats.
  package static let longestLocation = 200

  /// `location` cut to ``longestLocation`` characters, with what was left out said: a server's
  /// 100 KB `data:` address is its own fault, and repeating it whole floods a terminal or a log.
  package static func shortened(_ location: String) -> String {
    guard location.count > longestLocation else { return location }
    return "\(location.prefix(longestLocation))… (\(location.utf8.count) bytes in all)"
  }

  /// `url` without a user name or password.
  package static func withoutCredentials(_ url: URL) -> String {
    guard url.user != nil || url.password != nil,
      var components = URLComponents(url: url, resolvingAgainstBaseURL: false)
    else { return url.absoluteString }
    components.user = nil
    components.password = nil
    return components.string ?? url.absoluteString
  }
}
