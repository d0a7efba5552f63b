#if canImport(Glibc) && canImport(CZlib)
  import Foundation
  import Glibc

  #if canImport(FoundationNetworking)
    import FoundationNetworking
  #endif

  /// PhaseKit's own HTTP/1.1 client over POSIX sockets, for `http://` and `https://` URLs on
  /// Linux: an `HTTPTransport` for an `HTTPClient`.
  ///
  /// URLSession on Linux (swift-corelibs-foundation over libcurl) delivers a loopback download at
  /// about a fifth of curl's speed and cannot fetch IPv6 literal hosts; this client reads the
  /// body straight into its final buffer. One connection per request (`Connection: close`), one
  /// dedicated thread per open connection (blocking I/O never runs on Swift's cooperative pool),
  /// at most `maximumConnectionsPerHost` at once per host and port; the others wait their turn as
  /// continuations, holding no thread.
  ///
  /// On Linux, `HTTPClient.shared` and `HTTPClient(maximumConnectionsPerHost:)` use one (URLSession
  /// there stops the whole process when a server cuts its response head short; see `HTTPClient`).
  /// Make your own to set its headers, limits or idle timeout:
  ///
  /// ```swift
  /// let client = HTTPClient(transport: SocketTransport(idleTimeout: 30))
  /// let source = HTTPSource(url: url, client: client)
  /// ```
  ///
  /// It sends a request when the URL is `http://` with a host, or `https://` when ``speaksTLS``,
  /// and the request has no `httpBodyStream`; it hands every other request back to the
  /// client's URLSession.
  ///
  /// TLS comes from the system's OpenSSL 3, loaded at run time (`dlopen("libssl.so.3")`), so
  /// building PhaseKit needs no OpenSSL headers; where it cannot be loaded, `https://` goes to
  /// URLSession as it always did. The server's certificate must chain to the system's trust
  /// store (OpenSSL's default paths, honouring `SSL_CERT_FILE` and `SSL_CERT_DIR`) or to
  /// `trustedCertificatesFile`, and name the host (a DNS name, or the address of an IP literal);
  /// TLS 1.2 at least, SNI for names, ALPN `http/1.1`. A certificate refused is the -1202
  /// `DataError.networkError(_:)` URLSession gives, not retried; a head cut short and closed,
  /// with `close_notify` or not, is -1005 as over `http://`.
  ///
  /// A proxy named as curl reads it (`http_proxy` in lower case only, for `https://`
  /// `https_proxy` or `HTTPS_PROXY`, else `all_proxy` or `ALL_PROXY`;
  /// `no_proxy` or `NO_PROXY` exempts hosts: `*`, names with their subdomains, IP addresses with
  /// or without brackets, networks such as `10.0.0.0/8`) is spoken to directly, IPv6 literal
  /// targets included, whether it is an HTTP proxy (a `CONNECT` tunnel for `https://`) or a SOCKS one (`socks5://`, `socks5h://`,
  /// `socks4://`, `socks4a://`). A proxy of another kind (`https://`) fails the request with a
  /// `DataError.networkError(_:)` that names its scheme, rather than leave it
  /// to URLSession: on Linux, a response head cut short stops a process inside URLSession (see
  /// `HTTPClient`), and the proxy's traffic is not this client's to vouch for.
  ///
  /// What it keeps from URLSession: the request's method, headers and body, the transport's extra
  /// headers, `gzip` / `deflate` decoding, redirects (the same limit; 303, and 301 / 302 after a
  /// POST, become GET; credentials are dropped when the origin (scheme, host, port) changes; a
  /// redirect to `https` is handed back to URLSession unless ``speaksTLS``), the same `URLError` codes for the same
  /// failures, and an idle timeout between bytes. What it does not do: cookies (neither stored
  /// nor sent), authentication challenges, caching, HTTPS proxies; a client that needs them
  /// uses no transport.
  public final class SocketTransport: HTTPTransport {
    /// What the transport holds at the moment, for tests that prove nothing leaks.
    struct Activity: Sendable, Equatable {
      var openSockets = 0
      var liveThreads = 0
    }

    /// The transport's ``Activity``, which tests can wait on instead of polling it.
    final class ActivityCounters: Sendable {
      private struct State {
        var activity = Activity()
        var nextWaiter = 0
        var waiters: [Int: (condition: @Sendable (Activity) -> Bool, continuation: CheckedContinuation<Void, Never>)] =
          [:]
      }

      private let state = Lock(State())

      /// The activity now.
      var current: Activity { state.withLock { $0.activity } }

      /// Applies `change` and wakes the waiters whose condition now holds.
      func update(_ change: (inout Activity) -> Void) {
        let ready = state.withLock { state in
          change(&state.activity)
          let activity = state.activity
          let ready = state.waiters.filter { $0.value.condition(activity) }
          for id in ready.keys { state.waiters[id] = nil }
          return ready.values.map(\.continuation)
        }
        for continuation in ready { continuation.resume() }
      }

      /// Returns once `condition` holds for the activity, or when the task is cancelled.
      func wait(until condition: @escaping @Sendable (Activity) -> Bool) async {
        let id = state.withLock { state in
          state.nextWaiter += 1
          return state.nextWaiter
        }
        await withTaskCancellationHandler {
          await withCheckedContinuation { continuation in
            let done = state.withLock { state in
              if condition(state.activity) || Task.isCancelled { return true }
              state.waiters[id] = (condition, continuation)
              return false
            }
            if done { continuation.resume() }
          }
        } onCancel: {
          state.withLock { $0.waiters.removeValue(forKey: id) }?.continuation.resume()
        }
      }
    }

    /// The result of one request: a settled transfer, or a redirect URLSession must follow
    /// (`https`, another scheme).
    typealias Outcome = HTTPTransportOutcome

    /// Redirects followed before failing with -1007, as URLSession on Linux does.
    static let maximumRedirects = 20

    let idleTimeout: TimeInterval
    let maximumConnectionsPerHost: Int
    let additionalHeaders: [String: String]
    /// Headers that carry secrets besides `Authorization`, `Cookie` and `Proxy-Authorization`.
    let sensitiveHeaders: Set<String>
    /// The proxy the environment names for `http://`, if any.
    let proxies: ProxyRoute
    /// The proxy the environment names for `https://` (`https_proxy`, `HTTPS_PROXY`, else
    /// `all_proxy`, `ALL_PROXY`), if any.
    let secureProxies: ProxyRoute
    /// A PEM file of certificates trusted besides the system's, for `https://`.
    let trustedCertificatesFile: String?
    /// The TLS context, made at the first `https://` request.
    private let secureContext = Lock<Result<TLSContext, TransportFailure>?>(nil)
    let activity = ActivityCounters()
    private let gate = HostGate()

    /// Creates a transport.
    ///
    /// > Important: Keep transports (and the clients that use them) for the life of the process.
    ///
    /// - Parameters:
    ///   - idleTimeout: The longest wait for the next byte, while connecting, sending or
    ///     receiving, in seconds; 120 by default (URLSession's `timeoutIntervalForRequest` of
    ///     `HTTPClient.init(maximumConnectionsPerHost:transport:)`). Zero or less means
    ///     none. Overall deadlines are the `Loader`'s.
    ///   - maximumConnectionsPerHost: Concurrent connections to one host and port; 32 by default.
    ///     Further requests wait, without a thread, until a connection ends.
    ///   - additionalHeaders: Headers sent with every request; a request's own value wins. None by
    ///     default. Those that carry credentials (`Authorization`, `Cookie`,
    ///     `Proxy-Authorization` and `sensitiveHeaders`) go to the request's own origin only, never
    ///     to another one a redirect leads to.
    ///   - sensitiveHeaders: Names of further headers that carry secrets (an API key), dropped
    ///     like `Authorization` on a redirect to another origin (scheme, host or port), from a
    ///     request's own headers and from `additionalHeaders`; case does not matter. None by default.
    ///   - trustedCertificatesFile: The path of a PEM file of certificates to trust for
    ///     `https://` besides the system's store (a private certificate authority, a test's);
    ///     none by default. It adds to the store, never replaces it; a file that cannot be read
    ///     fails every `https://` request of the transport.
    ///   - environment: The variables that choose a proxy, read once (`http_proxy`,
    ///     `https_proxy`, `all_proxy`, `no_proxy`; upper case too but for `HTTP_PROXY`; see the
    ///     type's discussion); the process's environment by default.
    public init(
      idleTimeout: TimeInterval = 120, maximumConnectionsPerHost: Int = 32,
      additionalHeaders: [String: String] = [:], sensitiveHeaders: Set<String> = [],
      trustedCertificatesFile: String? = nil,
      environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
      self.trustedCertificatesFile = trustedCertificatesFile
      // For https, `https_proxy` (either case: no CGI variable is named so) takes the place
      // of `http_proxy`.
      self.secureProxies = ProxyRoute(environment: { name in
        guard name == "http_proxy" else { return environment[name] }
        return [environment["https_proxy"], environment["HTTPS_PROXY"]].compactMap { $0 }
          .first { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
      })
      self.idleTimeout = idleTimeout
      self.maximumConnectionsPerHost = max(1, maximumConnectionsPerHost)
      self.additionalHeaders = additionalHeaders
      self.sensitiveHeaders = sensitiveHeaders
      self.proxies = ProxyRoute(environment: { environment[$0] })
    }

    /// Whether this transport answers `request`: `http` (or `https` when ``speaksTLS``) with a
    /// host and no body stream,
    /// whatever proxy is set (one it cannot speak fails the request; see the type's discussion).
    func handles(_ request: URLRequest) -> Bool {
      guard let url = request.url, let host = url.host, !host.isEmpty, request.httpBodyStream == nil else {
        return false
      }
      switch url.scheme?.lowercased() {
      case "http": return true
      case "https": return Self.speaksTLS
      default: return false
      }
    }

    /// Whether this process speaks TLS itself, so that `https://` goes over this transport:
    /// the system's OpenSSL 3 (`libssl.so.3` and `libcrypto.so.3`) loads, with every function
    /// used. `false` sends `https://` to URLSession.
    public static var speaksTLS: Bool { TLSLibrary.shared != nil }

    /// The proxies the environment names for `url`'s scheme.
    func route(for url: URL) -> ProxyRoute {
      url.scheme?.lowercased() == "https" ? secureProxies : proxies
    }

    /// The TLS context of the transport, made once.
    func tlsContext() throws(TransportFailure) -> TLSContext {
      let result = secureContext.withLock { slot in
        if let slot { return slot }
        let made: Result<TLSContext, TransportFailure>
        if let library = TLSLibrary.shared {
          made = Result { () throws(TransportFailure) in
            try TLSContext(library: library, trustedCertificatesFile: trustedCertificatesFile)
          }
        } else {
          made = .failure(.url(code: -1200, message: "TLS: libssl.so.3 cannot be loaded"))
        }
        slot = made
        return made
      }
      return try result.get()
    }

    /// The domain of the failure for a proxy of a kind this transport does not speak.
    static let proxyDomain = "PhaseKit.proxy"

    /// Sends `request` when this transport handles it (see the type's discussion), or hands it
    /// back.
    ///
    /// - Parameters:
    ///   - request: The request.
    ///   - maximumBodySize: The largest body accepted, in decoded bytes.
    ///   - progress: Called as bytes arrive (at most every 256 KB, or every 50 ms when slower), and
    ///     once with the final count, on the transfer's thread.
    /// - Returns: The exchange's result, or the request (or a redirect's) for URLSession.
    public func send(
      _ request: URLRequest, maximumBodySize: Int, progress: @escaping @Sendable (LoadProgress) -> Void
    ) async -> HTTPTransportOutcome {
      guard handles(request) else { return .handOff(request) }
      // Any caller's request, and the transport's own headers: nothing HTTP forbids reaches the
      // wire (a line break in a name or the method would start a header or request of its own).
      let headers = additionalHeaders.merging(request.allHTTPHeaderFields ?? [:]) { $1 }
      if let fault = HTTPRequestRules.fault(method: request.httpMethod ?? "GET", headers: headers) {
        return .finished(.failure(.invalidRequest(fault)))
      }
      if let url = request.url, route(for: url).isUnsupported, !route(for: url).isExempt(url.host?.lowercased() ?? "") {
        return .finished(
          .failure(
            .networkError(
              .init(
                domain: Self.proxyDomain, code: 1,
                message:
                  "the proxy is a \(request.url.map { route(for: $0).unsupportedScheme ?? "?" } ?? "?"): one; only http, socks4, socks4a, socks5 and socks5h proxies are spoken",
                location: HTTPRedirectRules.withoutCredentials(url)))))
      }
      return await data(for: request, maximumBodySize: maximumBodySize, progress: progress)
    }

    /// Sends `request`, each hop on a thread of its own once a connection slot to its host is
    /// free, and follows redirects.
    ///
    /// A request waiting for a slot costs no thread: it waits as a continuation, so thousands of
    /// pending requests hold one thread per open connection. Cancelling the task settles the
    /// transfer at once as ``DataError/cancelled`` (a waiting request leaves the queue) and shuts
    /// its socket down, which ends its thread within a moment.
    func data(
      for request: URLRequest, maximumBodySize: Int, progress: @escaping @Sendable (LoadProgress) -> Void
    ) async -> Outcome {
      let control = TransferControl(counters: activity)
      let exchange = HTTPExchange(
        transport: self, control: control, maximumBodySize: maximumBodySize, progress: progress,
        origin: request.url)
      return await withTaskCancellationHandler {
        var request = request
        var redirects = 0
        while true {
          let url = request.url!
          let key = HTTPExchange.endpoint(of: url).key
          guard await gate.enter(key, limit: maximumConnectionsPerHost, control: control),
            let reply = await onThread(
              control, finally: { [gate] in gate.leave(key) },
              { [request] in
                exchange.hop(request)
              })
          else { return .finished(.failure(.cancelled)) }
          switch reply {
          case .failure(let failure):
            return .finished(.failure(exchange.classify(failure, url: url)))
          case .success(.response(let data, let response)):
            return .finished(.success((data, response)))
          case .success(.redirect(let next)):
            redirects += 1
            if redirects > Self.maximumRedirects {
              return .finished(.failure(exchange.classify(.url(code: -1007, message: nil), url: url)))
            }
            if let refusal = HTTPRedirectRules.refusal(from: url, to: next.url) {
              return .finished(.failure(refusal))
            }
            // Another scheme, or https without OpenSSL: URLSession's.
            guard handles(next) else { return .handOff(next) }
            request = next
          }
        }
      } onCancel: {
        control.cancel()
      }
    }

    /// Runs `body` on a new thread and waits for it without blocking the caller's, or until the
    /// transfer is cancelled (`nil`). `finally` runs once the thread is done, or at once when the
    /// thread never starts.
    private func onThread<Value: Sendable>(
      _ control: TransferControl, finally: @escaping @Sendable () -> Void,
      _ body: @escaping @Sendable () -> Value
    ) async -> Value? {
      let slot = Lock<CheckedContinuation<Value?, Never>?>(nil)
      let settle: @Sendable (Value?) -> Void = { value in
        slot.withLock { $0.take() }?.resume(returning: value)
      }
      return await withCheckedContinuation { continuation in
        slot.withLock { $0 = continuation }
        guard control.whenCancelled({ settle(nil) }) else {
          finally()
          settle(nil)
          return
        }
        activity.update { $0.liveThreads += 1 }
        let thread = Thread { [activity] in
          let value = body()
          finally()
          settle(value)
          activity.update { $0.liveThreads -= 1 }
        }
        thread.name = "PhaseKit HTTP"
        thread.start()
      }
    }
  }
#endif
