#if canImport(Glibc) && canImport(CZlib)
  import Foundation
  import Glibc

  /// Why one exchange of the socket transport failed, before it is classified as a ``DataError``.
  ///
  /// Socket and protocol failures carry the `URLError` code URLSession would report for them, so
  /// one classifier (``DataError/classify(urlErrorCode:message:url:)``) serves both transports.
  enum TransportFailure: Error {
    /// A failure URLSession reports with this `NSURLErrorDomain` code.
    case url(code: Int, message: String?)
    /// A failure already classified (the size limit, a truncated body, cancellation).
    case data(DataError)

    static let cancelled = TransportFailure.data(.cancelled)
    static func timedOut(_ message: String) -> TransportFailure { .url(code: -1001, message: message) }
    static func lost(_ message: String) -> TransportFailure { .url(code: -1005, message: message) }
    static func badResponse(_ message: String) -> TransportFailure { .url(code: -1011, message: message) }
  }

  /// One TCP connection of the socket transport: a non-blocking socket read and written with an
  /// idle timeout, which the exchange's cancellation interrupts (see ``TransferControl``).
  ///
  /// Blocking calls happen on the transfer's own thread, never on Swift's cooperative pool.
  /// Connecting is non-blocking, a `poll(2)` of at most 250 ms at a time between checks of the
  /// cancellation flag; once connected the socket blocks, with `SO_RCVTIMEO` / `SO_SNDTIMEO` as
  /// the idle timeout. Cancelling shuts the socket down, which wakes a blocked call at once.
  final class SocketConnection {
    let fd: Int32
    private let control: TransferControl
    private let idleTimeout: TimeInterval
    /// TLS over the socket, once ``startTLS(host:context:)`` has run (`https://`).
    private var tls: TLSSession?

    private init(fd: Int32, control: TransferControl, idleTimeout: TimeInterval) {
      self.fd = fd
      self.control = control
      // Zero, negative or absurd values mean "no idle timeout" in practice: about 115 days.
      self.idleTimeout = idleTimeout > 0 && idleTimeout < 1e7 ? idleTimeout : 1e7
    }

    deinit {
      // close_notify goes out before the socket closes.
      tls = nil
      control.closeSocket(fd)
    }

    /// Runs the TLS handshake with `host` over the connected socket (after any proxy's tunnel);
    /// from then on ``send(_:)`` and ``receive(into:count:)`` speak TLS.
    ///
    /// - Throws: See ``TLSSession/init(fd:host:context:control:)``.
    func startTLS(host: String, context: TLSContext) throws(TransportFailure) {
      tls = try TLSSession(fd: fd, host: host, context: context, control: control)
    }

    /// Connects to `host` (a name or an IP literal without brackets), trying each address
    /// `getaddrinfo` returns in turn, like URLSession.
    ///
    /// - Throws: -1003 when the name does not resolve, -1004 when no address accepts, -1001 when
    ///   connecting takes longer than the idle timeout, `.cancelled`.
    static func connect(
      host: String, port: Int, control: TransferControl, idleTimeout: TimeInterval
    ) throws(TransportFailure) -> SocketConnection {
      var hints = addrinfo()
      hints.ai_family = AF_UNSPEC
      hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
      // No AI_ADDRCONFIG: it hides ::1 on a machine whose only IPv6 address is loopback. An
      // address family the machine lacks fails to connect and the next address is tried.
      hints.ai_flags = AI_NUMERICSERV
      var list: UnsafeMutablePointer<addrinfo>?
      let status = getaddrinfo(host, String(port), &hints, &list)
      guard status == 0, let first = list else {
        throw .url(code: -1003, message: "cannot find host \(host): \(String(cString: gai_strerror(status)))")
      }
      defer { freeaddrinfo(list) }
      if control.isCancelled { throw .cancelled }
      var lastError: TransportFailure = .url(code: -1004, message: "cannot connect to \(host)")
      var entry: UnsafeMutablePointer<addrinfo>? = first
      while let address = entry {
        entry = address.pointee.ai_next
        do {
          return try connect(to: address.pointee, control: control, idleTimeout: idleTimeout)
        } catch .data(let error) {
          throw .data(error)
        } catch {
          lastError = error
        }
      }
      throw lastError
    }

    private static func connect(
      to address: addrinfo, control: TransferControl, idleTimeout: TimeInterval
    ) throws(TransportFailure) -> SocketConnection {
      let fd = socket(
        address.ai_family,
        Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue),
        address.ai_protocol)
      guard fd >= 0 else { throw .url(code: -1004, message: "socket: \(String(cString: strerror(errno)))") }
      // From here on the connection owns the descriptor: its deinit closes it on every path.
      guard control.openSocket(fd) else {
        close(fd)
        throw .cancelled
      }
      let connection = SocketConnection(fd: fd, control: control, idleTimeout: idleTimeout)
      var yes: Int32 = 1
      setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &yes, socklen_t(MemoryLayout<Int32>.size))
      if Glibc.connect(fd, address.ai_addr, address.ai_addrlen) != 0 {
        guard errno == EINPROGRESS else { throw connectFailure(errno) }
        try connection.wait(for: Int16(POLLOUT), what: "connecting")
        var error: Int32 = 0
        var length = socklen_t(MemoryLayout<Int32>.size)
        getsockopt(fd, SOL_SOCKET, SO_ERROR, &error, &length)
        if error != 0 { throw connectFailure(error) }
      }
      connection.makeBlocking()
      return connection
    }

    private static func connectFailure(_ code: Int32) -> TransportFailure {
      let message = String(cString: strerror(code))
      return code == ETIMEDOUT ? .timedOut("connecting: \(message)") : .url(code: -1004, message: message)
    }

    /// Sends every byte, waiting (up to the idle timeout) while the socket's buffer is full.
    func send(_ bytes: UnsafeRawBufferPointer) throws(TransportFailure) {
      if let tls {
        return try tls.send(bytes) { idleTimeoutFailure("sending the request") }
      }
      var sent = 0
      while sent < bytes.count {
        let n = Glibc.send(fd, bytes.baseAddress! + sent, bytes.count - sent, Int32(MSG_NOSIGNAL))
        if n > 0 {
          sent += n
          continue
        }
        let code = errno
        if code == EINTR { continue }
        if control.isCancelled { throw .cancelled }
        if code == EAGAIN || code == EWOULDBLOCK { throw idleTimeoutFailure("sending the request") }
        throw .lost("sending the request: \(String(cString: strerror(code)))")
      }
    }

    /// Reads what has arrived, up to `count` bytes, into `buffer`; waits (up to the idle timeout)
    /// when nothing has.
    ///
    /// - Returns: The number of bytes read; 0 when the server closed the connection.
    func receive(into buffer: UnsafeMutableRawPointer, count: Int) throws(TransportFailure) -> Int {
      if let tls {
        return try tls.receive(into: buffer, count: count) { idleTimeoutFailure("waiting for the server") }
      }
      while true {
        let n = recv(fd, buffer, count, 0)
        if n > 0 { return n }
        if n == 0 {
          if control.isCancelled { throw .cancelled }
          return 0
        }
        let code = errno
        if code == EINTR { continue }
        if control.isCancelled { throw .cancelled }
        if code == EAGAIN || code == EWOULDBLOCK { throw idleTimeoutFailure("waiting for the server") }
        throw .lost(String(cString: strerror(code)))
      }
    }

    private func idleTimeoutFailure(_ what: String) -> TransportFailure {
      .timedOut("\(what): no byte for \(Self.seconds(idleTimeout)) (the idle timeout)")
    }

    /// Switches a connected socket to blocking I/O bounded by the idle timeout: a blocked read
    /// costs no polling, and the kernel wakes it for data, for the timeout, or for the
    /// `shutdown(2)` of a cancel.
    private func makeBlocking() {
      let flags = fcntl(fd, F_GETFL)
      _ = fcntl(fd, F_SETFL, flags & ~O_NONBLOCK)
      var limit = timeval(
        tv_sec: Int(idleTimeout.rounded(.down)),
        tv_usec: Int((idleTimeout - idleTimeout.rounded(.down)) * 1e6))
      setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
      setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
    }

    /// Waits until the socket is ready for `events`, the idle timeout passes, or the transfer is
    /// cancelled.
    private func wait(for events: Int16, what: String) throws(TransportFailure) {
      let deadline = ContinuousClock.now + .milliseconds(Int64(idleTimeout * 1000))
      var entry = pollfd(fd: fd, events: events, revents: 0)
      while true {
        if control.isCancelled { throw .cancelled }
        let left = ContinuousClock.now.duration(to: deadline)
        if left <= .zero {
          throw .timedOut("\(what): no byte for \(Self.seconds(idleTimeout)) (the idle timeout)")
        }
        let milliseconds = min(
          250,
          max(1, Int32(left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000)))
        let ready = poll(&entry, 1, milliseconds)
        if ready > 0 { return }
        if ready < 0, errno != EINTR { throw .lost("poll: \(String(cString: strerror(errno)))") }
      }
    }

    private static func seconds(_ interval: TimeInterval) -> String {
      interval == interval.rounded() ? "\(Int(interval)) s" : "\(interval) s"
    }
  }

  /// The cancellation state of one transfer, shared by its thread and the task's cancel handler.
  ///
  /// The socket is shut down and closed under the same lock, so a cancel never touches a
  /// descriptor number that was closed and reused by someone else.
  final class TransferControl: Sendable {
    private struct State {
      var isCancelled = false
      var openSockets: Set<Int32> = []
      /// What a cancel does to the transfer's current wait (a slot, a thread), if it waits.
      var cancelAction: (@Sendable () -> Void)?
    }
    private let state = Lock(State())
    private let counters: SocketTransport.ActivityCounters

    init(counters: SocketTransport.ActivityCounters) {
      self.counters = counters
    }

    var isCancelled: Bool { state.withLock { $0.isCancelled } }

    /// Marks the transfer cancelled, wakes its thread from any wait, and ends the wait of the
    /// task (see ``whenCancelled(_:)``).
    func cancel() {
      let action = state.withLock { state in
        state.isCancelled = true
        for fd in state.openSockets { shutdown(fd, Int32(SHUT_RDWR)) }
        return state.cancelAction.take()
      }
      action?()
    }

    /// Sets what a cancel does to the wait that starts now, replacing the previous one.
    ///
    /// - Returns: `false`, setting nothing, when the transfer is already cancelled: the caller
    ///   ends its wait itself.
    func whenCancelled(_ action: @escaping @Sendable () -> Void) -> Bool {
      state.withLock { state in
        guard !state.isCancelled else { return false }
        state.cancelAction = action
        return true
      }
    }

    /// Records a new socket; `false` (the caller closes it) when the transfer is cancelled.
    func openSocket(_ fd: Int32) -> Bool {
      let isOpen = state.withLock { state in
        guard !state.isCancelled else { return false }
        state.openSockets.insert(fd)
        return true
      }
      if isOpen { counters.update { $0.openSockets += 1 } }
      return isOpen
    }

    func closeSocket(_ fd: Int32) {
      state.withLock { state in
        state.openSockets.remove(fd)
        close(fd)
      }
      counters.update { $0.openSockets -= 1 }
    }
  }
#endif
