#if canImport(Glibc) && canImport(CZlib)
  import Foundation
  import Glibc
  import PhaseKit

  #if canImport(FoundationNetworking)
    import FoundationNetworking
  #endif

  /// PhaseKit's own HTTP/1.1 client over POSIX sockets, for plain `http://` URLs on Linux: an
  /// ``PhaseKit/HTTPTransport`` for an ``PhaseKit/HTTPClient``.
  ///
  /// URLSession on Linux (swift-corelibs-foundation over libcurl) delivers a loopback download at
  /// about a fifth of curl's speed and cannot fetch IPv6 literal hosts; this client reads the
  /// body straight into its final buffer. One connection per request (`Connection: close`), one
  /// dedicated thread per connection (blocking I/O never runs on Swift's cooperative pool), at
  /// most `maximumConnectionsPerHost` at once per host and port, the others waiting their turn.
  ///
  /// ```swift
  /// import PhaseKit
  /// import PhaseKitSocket
  ///
  /// let client = HTTPClient(transport: SocketTransport())
  /// let source = HTTPSource(url: url, client: client)
  /// ```
  ///
  /// It sends a request when the URL is `http://` with a host, no proxy variable is set
  /// (`http_proxy`, `HTTP_PROXY`, `all_proxy`, `ALL_PROXY`), and the request has no
  /// `httpBodyStream`; it hands every other request back to the client's URLSession.
  ///
  /// What it keeps from URLSession: the request's method, headers and body, the transport's extra
  /// headers, `gzip` / `deflate` decoding, redirects (the same limit; 303, and 301 / 302 after a
  /// POST, become GET; credentials are dropped when the host changes; a redirect to `https` is
  /// handed back to URLSession), the same `URLError` codes for the same failures, and an idle
  /// timeout between bytes. What it does not do: cookies (neither stored nor sent),
  /// authentication challenges, caching; a client that needs them uses no transport.
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
        var waiters: [Int: (condition: @Sendable (Activity) -> Bool, continuation: CheckedContinuation<Void, Never>)] = [:]
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
    let activity = ActivityCounters()
    private let gate = HostGate()

    /// Creates a transport.
    ///
    /// > Important: Keep transports (and the clients that use them) for the life of the process.
    ///
    /// - Parameters:
    ///   - idleTimeout: The longest wait for the next byte, while connecting, sending or
    ///     receiving, in seconds; 120 by default (URLSession's `timeoutIntervalForRequest` of
    ///     ``PhaseKit/HTTPClient/init(maximumConnectionsPerHost:transport:)``). Zero or less means
    ///     none. Overall deadlines are the ``PhaseKit/Loader``'s.
    ///   - maximumConnectionsPerHost: Concurrent connections to one host and port; 32 by default.
    ///     Further requests wait, without a thread, until a connection ends.
    ///   - additionalHeaders: Headers sent with every request; a request's own value wins. None by
    ///     default.
    public init(
      idleTimeout: TimeInterval = 120, maximumConnectionsPerHost: Int = 32,
      additionalHeaders: [String: String] = [:]
    ) {
      self.idleTimeout = idleTimeout
      self.maximumConnectionsPerHost = max(1, maximumConnectionsPerHost)
      self.additionalHeaders = additionalHeaders
    }

    /// The proxy variables libcurl (and so URLSession on Linux) honours for `http://`: when one is
    /// set, requests go through URLSession, which speaks to the proxy.
    static let proxyVariables = ["http_proxy", "HTTP_PROXY", "all_proxy", "ALL_PROXY"]

    /// Whether this transport sends `request`: plain `http` with a host, no body stream, and no
    /// proxy variable set in the environment.
    ///
    /// - Parameter environment: Reads a variable; the process environment by default.
    static func handles(
      _ request: URLRequest, environment: (String) -> String? = { getenv($0).map { String(cString: $0) } }
    ) -> Bool {
      guard let url = request.url, url.scheme?.lowercased() == "http", let host = url.host, !host.isEmpty,
        request.httpBodyStream == nil
      else { return false }
      return !proxyVariables.contains { environment($0)?.isEmpty == false }
    }

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
      guard Self.handles(request) else { return .handOff(request) }
      // Any caller's request, and the transport's own headers: nothing HTTP forbids reaches the
      // wire (a line break in a name or the method would start a header or request of its own).
      let headers = additionalHeaders.merging(request.allHTTPHeaderFields ?? [:]) { $1 }
      if let fault = HTTPRequestRules.fault(method: request.httpMethod ?? "GET", headers: headers) {
        return .finished(.failure(.invalidRequest(fault)))
      }
      return await data(for: request, maximumBodySize: maximumBodySize, progress: progress)
    }

    /// Sends `request` on a thread of its own and waits for the outcome.
    ///
    /// Cancelling the task settles the transfer at once as ``DataError/cancelled`` and shuts its
    /// socket down, which ends the thread within a moment.
    func data(
      for request: URLRequest, maximumBodySize: Int, progress: @escaping @Sendable (LoadProgress) -> Void
    ) async -> Outcome {
      let control = TransferControl(counters: activity)
      let waiter = Lock<CheckedContinuation<Outcome, Never>?>(nil)
      let settle: @Sendable (Outcome) -> Void = { outcome in
        waiter.withLock { $0.take() }?.resume(returning: outcome)
      }
      return await withTaskCancellationHandler {
        await withCheckedContinuation { continuation in
          waiter.withLock { $0 = continuation }
          if control.isCancelled {
            // The cancellation handler ran before the continuation existed.
            settle(.finished(.failure(.cancelled)))
            return
          }
          activity.update { $0.liveThreads += 1 }
          let thread = Thread { [self] in
            let exchange = HTTPExchange(
              transport: self, control: control, maximumBodySize: maximumBodySize, progress: progress)
            settle(exchange.run(request))
            activity.update { $0.liveThreads -= 1 }
          }
          thread.name = "PhaseKit HTTP"
          thread.start()
        }
      } onCancel: {
        control.cancel()
        settle(.finished(.failure(.cancelled)))
      }
    }

    /// Waits for a free connection slot to `key` (host and port).
    func enterGate(_ key: String, control: TransferControl) throws(TransportFailure) {
      try gate.enter(key, limit: maximumConnectionsPerHost, control: control)
    }

    func leaveGate(_ key: String) { gate.leave(key) }
  }

  /// Counts connections per host and port; a transfer over the limit waits for one to end.
  ///
  /// `@unchecked Sendable`: `counts` is only read and written with `condition` locked.
  private final class HostGate: @unchecked Sendable {
    private let condition = NSCondition()
    private var counts: [String: Int] = [:]

    func enter(_ key: String, limit: Int, control: TransferControl) throws(TransportFailure) {
      condition.lock()
      defer { condition.unlock() }
      while counts[key, default: 0] >= limit {
        // Cancellation is checked between short waits; a slot freeing up signals at once.
        if control.isCancelled { throw .cancelled }
        _ = condition.wait(until: Date(timeIntervalSinceNow: 0.1))
      }
      counts[key, default: 0] += 1
    }

    func leave(_ key: String) {
      condition.lock()
      counts[key, default: 1] -= 1
      if counts[key] == 0 { counts[key] = nil }
      condition.broadcast()
      condition.unlock()
    }
  }
#endif
