import Foundation

/// Something that can produce the bytes of a resource: a URL over HTTP, a file, memory.
///
/// A source performs one attempt per ``fetch(_:)`` call; timeouts, retries and caching are the
/// job of the ``Loader`` and the store above it. Sources are small values, safe to share.
///
/// ```swift
/// let source = HTTPSource(url: URL(string: "https://example.com/weather.csv")!)
/// let response = try await source.fetch(FetchRequest())
/// ```
public protocol DataSource: Sendable {
  /// A stable key for the resource, such as the absolute URL string or the file path.
  ///
  /// Stores use it to coalesce requests and as the cache key.
  var identity: String { get }

  /// Where values from this source come from, for display ("updated from the network").
  ///
  /// Defaults to ``Origin/network``.
  var origin: Origin { get }

  /// Fetches the resource once.
  ///
  /// - Parameter request: Validators for revalidation and a progress callback.
  /// - Returns: The bytes, or `isNotModified` when the validators still match.
  /// - Throws: A classified ``DataError``; `.cancelled` when the task is cancelled.
  func fetch(_ request: FetchRequest) async throws(DataError) -> FetchResponse
}

extension DataSource {
  /// ``Origin/network``, unless a source says otherwise.
  public var origin: Origin { .network }
}

/// The inputs of one fetch attempt.
public struct FetchRequest: Sendable {
  /// Validators from a cached copy, sent as `If-None-Match` / `If-Modified-Since`; `nil` for an
  /// unconditional fetch.
  public var validators: Validators?
  /// Called as bytes arrive, from any thread. Keep it cheap.
  public var progress: @Sendable (LoadProgress) -> Void

  /// Creates a request.
  ///
  /// - Parameters:
  ///   - validators: Validators for a conditional fetch; `nil` (unconditional) by default.
  ///   - progress: A progress callback; none by default.
  public init(
    validators: Validators? = nil, progress: @escaping @Sendable (LoadProgress) -> Void = { _ in }
  ) {
    self.validators = validators
    self.progress = progress
  }
}

/// What identifies a version of a resource: an HTTP entity tag and/or a modification date.
public struct Validators: Sendable, Hashable, Codable {
  /// The `ETag` header value, quotes included, such as `"abc"`.
  public var etag: String?
  /// The `Last-Modified` header value, an HTTP date.
  public var lastModified: String?

  /// Creates validators; both are `nil` by default.
  public init(etag: String? = nil, lastModified: String? = nil) {
    self.etag = etag
    self.lastModified = lastModified
  }

  /// Whether neither validator is known.
  public var isEmpty: Bool { etag == nil && lastModified == nil }
}

/// The result of one successful fetch.
public struct FetchResponse: Sendable {
  /// The body; empty when ``isNotModified``.
  public var data: Data
  /// Whether the source answered "not modified" (HTTP 304): the cached copy is still good.
  public var isNotModified: Bool
  /// Validators of this version, to send on the next revalidation.
  public var validators: Validators
  /// The HTTP status code; `nil` for sources that are not HTTP.
  public var statusCode: Int?
  /// The final URL, after redirects.
  public var url: URL?
  /// The guarded file mapping that holds ``data`` (``FileSource/guardsMapping``), if any.
  var mapping: MappedFile?
  /// Whether ``data`` maps a file (``FileSource/mapsFile``): its pages may be given back while
  /// they are decoded and read again from the file. Bytes that were read (a small file, a
  /// mapping the system refused, any other source) live only in memory: pages given back read
  /// as zeros.
  package var isMapped = false

  /// Creates a response.
  public init(
    data: Data, isNotModified: Bool = false, validators: Validators = Validators(),
    statusCode: Int? = nil, url: URL? = nil
  ) {
    self.data = data
    self.isNotModified = isNotModified
    self.validators = validators
    self.statusCode = statusCode
    self.url = url
  }
}

/// How much of a body has arrived.
public struct LoadProgress: Sendable, Hashable, Codable {
  /// Bytes received so far.
  public var receivedBytes: Int64
  /// The announced size (`Content-Length`, file size), when known.
  public var expectedBytes: Int64?

  /// Creates a progress value.
  public init(receivedBytes: Int64, expectedBytes: Int64? = nil) {
    self.receivedBytes = receivedBytes
    self.expectedBytes = expectedBytes
  }

  /// The fraction received, from 0 to 1, when the size is known and positive.
  public var fractionCompleted: Double? {
    guard let expectedBytes, expectedBytes > 0 else { return nil }
    return min(1, Double(receivedBytes) / Double(expectedBytes))
  }
}
