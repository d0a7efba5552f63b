import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A resource fetched with HTTP GET on the shared long-lived session.
///
/// Statuses are validated: 2xx succeeds, 304 is ``FetchResponse/isNotModified``, 401 and 403
/// become ``DataError/unauthorized(status:)``, 429 ``DataError/rateLimited(retryAfter:)``, 503
/// ``DataError/serviceUnavailable(retryAfter:)`` (both honouring `Retry-After`) and anything else
/// ``DataError/httpStatus(_:)``. A body shorter than its `Content-Length` is a
/// ``DataError/networkError(_:)``, a body over ``maximumBodySize`` ``DataError/tooLarge(limit:)``.
///
/// ```swift
/// let source = HTTPSource(url: URL(string: "https://example.com/weather.csv")!)
/// let loader = Loader(source: source) { data throws(DataError) in try decode(data) }
/// ```
public struct HTTPSource: DataSource {
  /// The resource's URL (`http` or `https`).
  public var url: URL
  /// Extra request headers, such as `Authorization`.
  public var headers: [String: String]
  /// The largest body accepted, in bytes; 64 MiB by default.
  public var maximumBodySize: Int
  /// The client that performs the request; ``HTTPClient/shared`` by default.
  public var client: HTTPClient

  /// Creates an HTTP source.
  ///
  /// - Parameters:
  ///   - url: The resource's URL.
  ///   - headers: Extra request headers; none by default.
  ///   - maximumBodySize: The largest body accepted, in bytes; 64 MiB by default.
  ///   - client: The client; ``HTTPClient/shared`` by default.
  public init(
    url: URL, headers: [String: String] = [:], maximumBodySize: Int = 64 << 20,
    client: HTTPClient = .shared
  ) {
    self.url = url
    self.headers = headers
    self.maximumBodySize = maximumBodySize
    self.client = client
  }

  /// The absolute URL string.
  public var identity: String { url.absoluteString }

  /// ``Origin/network``.
  public var origin: Origin { .network }

  /// Sends one GET, conditional when the request carries validators.
  ///
  /// - Throws: ``DataError/invalidURL(_:)`` for a URL that is not http(s); see the type's
  ///   discussion for statuses.
  public func fetch(_ request: FetchRequest) async throws(DataError) -> FetchResponse {
    guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
      url.host != nil
    else { throw .invalidURL(url.absoluteString) }
    var urlRequest = URLRequest(url: url)
    urlRequest.httpMethod = "GET"
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
      statusCode: status, url: response.url ?? url)
  }
}
