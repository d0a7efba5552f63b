import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A resource fetched over HTTP (GET by default) on a long-lived session.
///
/// Statuses are validated: 2xx succeeds, 304 is ``FetchResponse/isNotModified``, 401 and 403
/// become ``DataError/unauthorized(status:)``, 429 ``DataError/rateLimited(retryAfter:)``, 503
/// ``DataError/serviceUnavailable(retryAfter:)`` (both honouring `Retry-After`) and anything else
/// ``DataError/httpStatus(_:)``. A body shorter than its `Content-Length` is a
/// ``DataError/networkError(_:)-enum.case``, a body over ``maximumBodySize``
/// ``DataError/tooLarge(limit:)``.
///
/// ```swift
/// let source = HTTPSource(url: URL(string: "https://example.com/weather.csv")!)
/// let loader = Loader(source: source) { data throws(DataError) in try decode(data) }
/// ```
///
/// ## Credentials and the cache
///
/// The ``identity`` (the default cache and coalescing key of a ``ResourceStore``) varies on the
/// credentials a request carries: with an `Authorization`, `Proxy-Authorization` or `Cookie`
/// header it ends in `#credentials=<HMAC-SHA256 of those headers>`, so a response fetched with
/// one credential is never served from the cache, nor shared in flight, with a request carrying
/// another (or none). The credential itself is never stored; only its digest is part of the key,
/// keyed by a random per-install key that only the user can read (in the user's caches folder),
/// so that a weak password cannot be found again from the digest by trying candidates.
/// Any other method than GET, or a request body, varies the identity the same way.
///
/// A user and password in the URL (`http://ann:secret@example.com/a.csv`) are sent as `Basic`
/// authorization, as curl sends them, and count as credentials for the identity; the URL in the
/// identity, in errors and in the response has neither.
public struct HTTPSource: DataSource {
  /// The headers whose values vary the ``identity``: a response fetched with one of them must not
  /// be served to a request with another.
  public static let credentialHeaders: Set<String> = ["authorization", "proxy-authorization", "cookie"]

  /// The resource's URL (`http` or `https`; an IPv6 literal host is written in brackets,
  /// `http://[::1]:8080/a.csv`).
  public var url: URL
  /// Extra request headers, such as `Authorization`.
  public var headers: [String: String]
  /// The request method; `GET` by default.
  public var method: String
  /// The request body, for methods such as `POST`; none by default.
  public var body: Data?
  /// The largest body accepted, in bytes; 64 MiB by default.
  public var maximumBodySize: Int
  /// The client that performs the request; ``HTTPClient/shared`` by default.
  public var client: HTTPClient

  /// Creates an HTTP source.
  ///
  /// - Parameters:
  ///   - url: The resource's URL.
  ///   - headers: Extra request headers; none by default. Credential headers vary the
  ///     ``identity`` (see the type's discussion).
  ///   - method: The request method; `GET` by default.
  ///   - body: The request body; none by default.
  ///   - maximumBodySize: The largest body accepted, in bytes; 64 MiB by default.
  ///   - client: The client; ``HTTPClient/shared`` by default. Make an ``HTTPClient`` with your
  ///     own `URLSessionConfiguration` to set proxies, TLS or extra headers for every request.
  public init(
    url: URL, headers: [String: String] = [:], method: String = "GET", body: Data? = nil,
    maximumBodySize: Int = 64 << 20, client: HTTPClient = .shared
  ) {
    self.url = url
    self.headers = headers
    self.method = method
    self.body = body
    self.maximumBodySize = maximumBodySize
    self.client = client
  }

  /// The absolute URL string, without a user name or password; with a `#credentials=`,
  /// `#method=` or `#body=` suffix (HMAC-SHA256 digests under a per-install key, never the
  /// values) when the request carries
  /// credentials (headers, or a user and password in the URL), another method than GET, or a
  /// body.
  public var identity: String {
    let (bare, authorization) = Self.splitCredentials(of: url)
    var identity = bare.absoluteString
    var sent = headers
    if let authorization, !sent.keys.contains(where: { $0.lowercased() == "authorization" }) {
      sent["Authorization"] = authorization
    }
    let credentials =
      sent
      .filter { Self.credentialHeaders.contains($0.key.lowercased()) }
      .map { "\($0.key.lowercased()): \($0.value)" }
      .sorted()
    if !credentials.isEmpty {
      identity += "#credentials=" + IdentityKey.digest(Data(credentials.joined(separator: "\n").utf8))
    }
    if method.uppercased() != "GET" { identity += "#method=" + method.uppercased() }
    if let body { identity += "#body=" + IdentityKey.digest(body) }
    return identity
  }

  /// ``Origin/network``.
  public var origin: Origin { .network }

  /// Sends one request, conditional when the request carries validators.
  ///
  /// - Throws: ``DataError/invalidURL(_:)`` for a URL that is not http(s),
  ///   ``DataError/invalidRequest(_:)`` for a method or header HTTP does not allow (nothing is
  ///   sent); see the type's discussion for statuses.
  public func fetch(_ request: FetchRequest) async throws(DataError) -> FetchResponse {
    guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
      url.host != nil
    else { throw .invalidURL(url.absoluteString) }
    // Checked as the caller gave them: a line break in a name or value would add a header, one
    // in the method a second request line.
    if let fault = HTTPRequestRules.fault(method: method, headers: headers) { throw .invalidRequest(fault) }
    // A user and password in the URL are sent as Basic authorization, as curl does (unless the
    // caller set an Authorization of its own), and never leave in the URL: not on the wire, in
    // an error's location, a log or a cache key.
    let (bare, authorization) = Self.splitCredentials(of: url)
    var urlRequest = URLRequest(url: bare)
    urlRequest.httpMethod = method
    urlRequest.httpBody = body
    if let authorization { urlRequest.setValue(authorization, forHTTPHeaderField: "Authorization") }
    for (name, value) in headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
    if let etag = request.validators?.etag {
      urlRequest.setValue(etag, forHTTPHeaderField: "If-None-Match")
    }
    if let lastModified = request.validators?.lastModified {
      urlRequest.setValue(lastModified, forHTTPHeaderField: "If-Modified-Since")
    }
    let (data, response) = try await client.data(
      for: urlRequest, maximumBodySize: maximumBodySize, progress: request.progress)
    let status = response.statusCode
    if let error = DataError.classify(
      httpStatus: status, retryAfter: response.value(forHTTPHeaderField: "Retry-After"))
    {
      throw error
    }
    var validators = Validators(
      etag: response.value(forHTTPHeaderField: "ETag"),
      lastModified: response.value(forHTTPHeaderField: "Last-Modified"))
    if status == 304 {
      // A 304 may omit validators; the ones we sent still describe the cached copy.
      validators.etag = validators.etag ?? request.validators?.etag
      validators.lastModified = validators.lastModified ?? request.validators?.lastModified
    }
    return FetchResponse(
      data: status == 304 ? Data() : data, isNotModified: status == 304, validators: validators,
      statusCode: status, url: response.url ?? bare)
  }

  /// `url` without its user and password, and the `Basic` authorization they make (`nil` when
  /// the URL has neither).
  package static func splitCredentials(of url: URL) -> (url: URL, authorization: String?) {
    guard var components = URLComponents(url: url, resolvingAgainstBaseURL: true),
      components.user != nil || components.password != nil
    else { return (url, nil) }
    let pair = (components.user ?? "") + ":" + (components.password ?? "")
    components.user = nil
    components.password = nil
    return (components.url ?? url, "Basic " + Data(pair.utf8).base64EncodedString())
  }
}
