import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Performs HTTP requests with progress, a body-size limit, truncation checks and cooperative
/// cancellation, on one long-lived `URLSession` (and, when the client has one, an
/// ``HTTPTransport`` first).
///
/// One session serves the whole process: creating and tearing down many sessions crashes in the
/// libcurl glue on Linux. Requests are not cached here (stores above do that), and the session's
/// own timeouts are generous on purpose: on Linux they are idle-time timeouts rounded to whole
/// seconds, so the ``Loader`` enforces real deadlines itself.
///
/// ```swift
/// let (data, response) = try await HTTPClient.shared.data(for: URLRequest(url: url))
/// ```
///
/// ## Which code sends a request
///
/// A client offers each request to its ``transport`` first, which either answers it or hands it
/// back to URLSession (see ``HTTPTransport``). On Linux, ``shared`` and every client made with
/// ``init(maximumConnectionsPerHost:)`` send plain `http://` over ``SocketTransport``, PhaseKit's
/// own HTTP/1.1 client, directly or through the HTTP or SOCKS proxy the environment names, and
/// `https://` too when the system's OpenSSL 3 (`libssl.so.3`, loaded at run time) is there; without
/// it `https://` goes to URLSession. On Apple platforms they have no transport: URLSession sends everything.
/// A client made with a configuration, or with `transport: nil`, sends everything on URLSession.
///
/// ## A server that cuts its response head short (Linux)
///
/// On Linux, URLSession stops the whole process when a server (or a proxy in front of it)
/// closes the connection after the status line but before the end of the headers: libcurl
/// reports such a transfer as a success, and FoundationNetworking, finding no response to
/// deliver, calls `fatalError("Transfer completed, but there's no response")`
/// (`NativeProtocol.swift`; swift-corelibs-foundation issue 5285). No delegate callback comes
/// before it, so no URLSession client can guard it. That is why the default client sends
/// `http://` over ``SocketTransport``, which reports a cut head as a
/// ``DataError/networkError(_:)-enum.case``, and `https://` over it too wherever OpenSSL 3 loads
/// (a TLS server's cut head closed with `close_notify` or a bare FIN stops URLSession the same
/// way). A client made with a configuration or with `transport: nil` still sends both to
/// URLSession and is open to the crash.
///
/// ## Redirects
///
/// Redirects are followed to `http` and `https` only, never from `https` to `http`, and a
/// redirect to another origin (scheme, host or port) never carries the request's
/// `Authorization`, `Cookie` or `Proxy-Authorization` (FoundationNetworking copies every header
/// to the next request).
public final class HTTPClient: Sendable {
  /// The client every ``HTTPSource`` uses unless given another: on Linux, `http://` over
  /// ``SocketTransport`` (and `https://` where OpenSSL 3 loads) and everything else on URLSession;
  /// URLSession only elsewhere.
  public static let shared = HTTPClient()

  /// Made on the first request that reaches URLSession, not before: on Linux a session's
  /// configuration makes the shared cookie store's and URL cache's folders in the user's home,
  /// which a client whose transport sends every request (the CLI over http) never needs.
  private let lazySession: Lock<LazySession>
  private let delegate: SessionDelegate

  private enum LazySession {
    case pending(() -> URLSession)
    case made(URLSession)
  }

  private var session: URLSession {
    lazySession.withLock { state in
      switch state {
      case .made(let session): return session
      case .pending(let make):
        let session = make()
        state = .made(session)
        return session
      }
    }
  }

  /// The transport offered every request before URLSession; `nil` when URLSession sends all.
  public let transport: (any HTTPTransport)?

  /// The configuration's `httpAdditionalHeaders`, added to each request here rather than by
  /// URLSession: URLSession adds them to every hop of a redirect, credentials included, wherever
  /// it leads; added to the request, they go through the redirect rules like its own headers.
  private let additionalHeaders: [String: String]

  /// Creates a client with its own session and the platform's transport: on Linux a
  /// ``SocketTransport`` for `http://`, and `https://` where OpenSSL 3 loads (see "Which code
  /// sends a request"), none elsewhere.
  ///
  /// > Important: Keep clients for the life of the process; do not create one per request.
  ///
  /// - Parameter maximumConnectionsPerHost: Concurrent connections to one host, on URLSession and
  ///   on the transport each; 32 by default. Further requests wait until a connection ends.
  public convenience init(maximumConnectionsPerHost: Int = 32) {
    self.init(
      maximumConnectionsPerHost: maximumConnectionsPerHost,
      transport: Self.platformTransport(maximumConnectionsPerHost: maximumConnectionsPerHost))
  }

  /// The transport a client made without one uses: ``SocketTransport`` on Linux, none elsewhere.
  static func platformTransport(maximumConnectionsPerHost: Int) -> (any HTTPTransport)? {
    #if canImport(Glibc) && canImport(CZlib)
      return SocketTransport(maximumConnectionsPerHost: maximumConnectionsPerHost)
    #else
      return nil
    #endif
  }

  /// Creates a client with its own session and the given transport.
  ///
  /// > Important: Keep clients for the life of the process; do not create one per request.
  ///
  /// - Parameters:
  ///   - maximumConnectionsPerHost: Concurrent URLSession connections to one host; 32 by default.
  ///     Further requests wait until a connection ends. (A transport has its own limit.)
  ///   - transport: Code offered every request before URLSession; `nil` sends everything on
  ///     URLSession (on Linux, open to the crash described under "A server that cuts its
  ///     response head short").
  public convenience init(maximumConnectionsPerHost: Int = 32, transport: (any HTTPTransport)?) {
    self.init(transport: transport) {
      let configuration = URLSessionConfiguration.default
      configuration.httpMaximumConnectionsPerHost = maximumConnectionsPerHost
      configuration.timeoutIntervalForRequest = 120
      configuration.timeoutIntervalForResource = 600
      return configuration
    }
  }

  /// Creates a client whose session uses `configuration`: proxies, TLS settings, headers sent
  /// with every request (`httpAdditionalHeaders`), cookie storage, connection limits.
  ///
  /// The client owns the session's delegate (it streams bodies through it, with the size limit),
  /// so it takes a configuration rather than a session. Its URL cache is turned off: stores above
  /// cache, under keys that vary on credentials (see ``HTTPSource``).
  ///
  /// The configuration's `httpAdditionalHeaders` are sent with every request (a request's own
  /// value wins), but those that carry credentials (`Authorization`, `Cookie`,
  /// `Proxy-Authorization` and `sensitiveHeaders`) never follow a redirect to another origin.
  ///
  /// > Important: Keep clients for the life of the process; do not create one per request.
  ///
  /// - Parameters:
  ///   - configuration: The session configuration; copied, so later changes to it have no effect.
  ///   - sensitiveHeaders: Names of further headers that carry secrets (an API key), dropped like
  ///     `Authorization` on a redirect to another origin (scheme, host or port), from a request's
  ///     own headers and from `httpAdditionalHeaders`; case does not matter. None by default.
  ///   - transport: Code offered every request before URLSession; none by default, so all of the
  ///     configuration holds for every request.
  public convenience init(
    configuration: URLSessionConfiguration, sensitiveHeaders: Set<String> = [],
    transport: (any HTTPTransport)? = nil
  ) {
    // Copied now, so that later changes to the caller's configuration have no effect.
    let copy = configuration.copy() as! URLSessionConfiguration
    var headers: [String: String] = [:]
    for (name, value) in copy.httpAdditionalHeaders ?? [:] {
      headers["\(name)"] = value as? String ?? "\(value)"
    }
    copy.httpAdditionalHeaders = nil
    self.init(transport: transport, additionalHeaders: headers, sensitiveHeaders: sensitiveHeaders) { copy }
  }

  private init(
    transport: (any HTTPTransport)?, additionalHeaders: [String: String] = [:], sensitiveHeaders: Set<String> = [],
    configuration: @escaping () -> URLSessionConfiguration
  ) {
    let delegate = SessionDelegate(sensitiveHeaders: sensitiveHeaders)
    self.delegate = delegate
    self.transport = transport
    self.additionalHeaders = additionalHeaders
    // The lock holds the closure until the first request, so the configuration (not Sendable)
    // is only touched under it.
    self.lazySession = Lock(
      .pending {
        let configuration = configuration()
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        return URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
      })
  }

  /// Sends a request and collects the whole body.
  ///
  /// Any HTTP status is returned as is; mapping statuses to errors is the caller's choice (see
  /// ``HTTPSource``).
  ///
  /// - Parameters:
  ///   - request: The request.
  ///   - maximumBodySize: The largest body accepted, in bytes; unlimited by default. A larger
  ///     announced `Content-Length` fails at once, a longer body as soon as it passes the limit.
  ///   - progress: Called as bytes arrive (and once with the final count), from the session's
  ///     delegate queue or the transport's thread.
  /// - Returns: The body and the response.
  /// - Throws: ``DataError/invalidRequest(_:)`` for a method or header HTTP does not allow (nothing
  ///   is sent), ``DataError/tooLarge(limit:)``, ``DataError/cancelled`` when the task is cancelled,
  ///   ``DataError/networkError(_:)-enum.case`` for a body shorter than announced, or the classified
  ///   `URLError`.
  public func data(
    for request: URLRequest, maximumBodySize: Int = .max,
    progress: @escaping @Sendable (LoadProgress) -> Void = { _ in }
  ) async throws(DataError) -> (data: Data, response: HTTPURLResponse) {
    if let fault = HTTPRequestRules.fault(in: request) { throw .invalidRequest(fault) }
    var request = request
    if let transport {
      switch await transport.send(request, maximumBodySize: maximumBodySize, progress: progress) {
      case .finished(let result): return try result.get()
      case .handOff(let next): request = next
      }
    }
    return try await sessionData(for: request, maximumBodySize: maximumBodySize, progress: progress)
  }

  /// ``data(for:maximumBodySize:progress:)`` on URLSession.
  private func sessionData(
    for request: URLRequest, maximumBodySize: Int, progress: @escaping @Sendable (LoadProgress) -> Void
  ) async throws(DataError) -> (data: Data, response: HTTPURLResponse) {
    var request = request
    for (name, value) in additionalHeaders where request.value(forHTTPHeaderField: name) == nil {
      request.setValue(value, forHTTPHeaderField: name)
    }
    let task = session.dataTask(with: request)
    let id = task.taskIdentifier
    let result = await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        delegate.register(
          id,
          Transfer(
            continuation: continuation, url: request.url, method: request.httpMethod ?? "GET",
            maximumBodySize: maximumBodySize, progress: progress))
        if Task.isCancelled {
          // The cancellation handler may have run before the transfer existed; settle it here.
          delegate.finish(id, with: .failure(.cancelled))
          task.cancel()
        } else {
          task.resume()
        }
      }
    } onCancel: {
      delegate.finish(id, with: .failure(.cancelled))
      task.cancel()
    }
    return try result.get()
  }
}

/// One request in flight: where its bytes go and who waits for them.
struct Transfer {
  var continuation: CheckedContinuation<Result<(data: Data, response: HTTPURLResponse), DataError>, Never>
  var url: URL?
  var method: String
  var maximumBodySize: Int
  var progress: @Sendable (LoadProgress) -> Void
  var data = Data()
  var response: HTTPURLResponse?
  /// ``announcedLength``, read once when the response arrives.
  var expectedBytes: Int64?

  /// What one received chunk leads to.
  enum Step {
    case progress(@Sendable (LoadProgress) -> Void, LoadProgress)
    case tooLarge(Int)
  }

  /// Appends a chunk in place, or refuses it when the body would pass the size limit.
  ///
  /// The count is of delivered bytes, which are already decoded when the body is compressed: a
  /// gzip bomb fails as soon as its decoded size passes the limit, whatever its compressed size.
  mutating func receive(_ chunk: Data) -> Step {
    if data.count + chunk.count > maximumBodySize { return .tooLarge(maximumBodySize) }
    if data.isEmpty, let expectedBytes, expectedBytes > chunk.count {
      data.reserveCapacity(Int(min(expectedBytes, Int64(maximumBodySize))))
    }
    data.append(chunk)
    return .progress(progress, LoadProgress(receivedBytes: Int64(data.count), expectedBytes: expectedBytes))
  }

  /// The body's length in delivered bytes, when the response announces it.
  ///
  /// `nil` for an encoded body (`Content-Encoding: gzip`, ...): URLSession decompresses it, while
  /// `Content-Length` counts the compressed bytes, so the two cannot be compared (a tiny body grows
  /// when compressed). libcurl still fails a body cut short of its `Content-Length`, and the size
  /// limit still holds for the bytes delivered.
  var announcedLength: Int64? {
    guard let response, response.expectedContentLength >= 0 else { return nil }
    if let encoding = response.value(forHTTPHeaderField: "Content-Encoding")?
      .trimmingCharacters(in: .whitespaces).lowercased(), !encoding.isEmpty, encoding != "identity"
    {
      return nil
    }
    return response.expectedContentLength
  }

  init(
    continuation: CheckedContinuation<Result<(data: Data, response: HTTPURLResponse), DataError>, Never>,
    url: URL?, method: String, maximumBodySize: Int,
    progress: @escaping @Sendable (LoadProgress) -> Void
  ) {
    self.continuation = continuation
    self.url = url
    self.method = method
    self.maximumBodySize = maximumBodySize
    self.progress = progress
  }
}
