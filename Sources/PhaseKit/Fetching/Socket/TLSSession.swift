#if canImport(Glibc) && canImport(CZlib)
  import Foundation
  import Glibc

  /// TLS over one connected socket of the ``SocketTransport``: OpenSSL's `SSL` on the socket's
  /// descriptor, used on the transfer's own thread only.
  ///
  /// The socket blocks with `SO_RCVTIMEO` / `SO_SNDTIMEO` as its idle timeout (see
  /// ``SocketConnection``), so OpenSSL's "want read" or "want write" means the timeout passed;
  /// a cancel shuts the socket down, which ends a blocked read at once.
  final class TLSSession {
    private let library: TLSLibrary
    private let ssl: OpaquePointer
    private let control: TransferControl
    private var isOpen = false

    /// Runs the handshake with `host` and verifies the server's certificate for it.
    ///
    /// SNI names `host` unless it is an IP literal; the certificate must chain to a trusted root
    /// and name `host` (a DNS name, or an IP address in its subjectAltName).
    ///
    /// - Throws: -1202 for a certificate not accepted (untrusted, expired, for another name, none),
    ///   -1200 for any other TLS failure, -1005 when the server closes during the handshake,
    ///   -1001 for the idle timeout, `.cancelled`.
    init(fd: Int32, host: String, context: TLSContext, control: TransferControl) throws(TransportFailure) {
      let library = context.library
      self.library = library
      self.control = control
      library.errorClear()
      guard let ssl = library.new(context.context) else {
        throw .url(code: -1200, message: "TLS: \(library.takeError() ?? "cannot create a session")")
      }
      self.ssl = ssl
      Self.blockBrokenPipeSignal()
      guard library.setFD(ssl, fd) == 1, library.setHost(ssl, host) == 1 else {
        throw .url(code: -1200, message: "TLS: cannot verify \(host): \(library.takeError() ?? "?")")
      }
      if IPAddress(host) == nil {
        _ = host.withCString { name in
          library.control(
            ssl, TLSLibrary.controlSetHostName, TLSLibrary.hostNameType, UnsafeMutableRawPointer(mutating: name))
        }
      }
      let protocols: [UInt8] = [8] + Array("http/1.1".utf8)
      _ = library.setALPN(ssl, protocols, UInt32(protocols.count))
      library.errorClear()
      let result = library.connect(ssl)
      if result != 1 {
        let code = library.getError(ssl, result)
        let detail = library.takeError()
        throw handshakeFailure(code: code, detail: detail, host: host)
      }
      guard let certificate = library.peerCertificate(ssl) else {
        throw .url(code: -1202, message: "SSL certificate problem: the server at \(host) sent no certificate")
      }
      library.certificateFree(certificate)
      let verdict = library.verifyResult(ssl)
      guard verdict == 0 else { throw certificateFailure(verdict) }
      isOpen = true
    }

    deinit {
      // close_notify, without waiting for the server's: the connection is closed next.
      if isOpen, !control.isCancelled {
        _ = library.shutdown(ssl)
        library.errorClear()
      }
      library.free(ssl)
    }

    private func handshakeFailure(code: Int32, detail: String?, host: String) -> TransportFailure {
      if control.isCancelled { return .cancelled }
      let verdict = library.verifyResult(ssl)
      if verdict != 0 { return certificateFailure(verdict) }
      switch code {
      case TLSLibrary.errorWantRead, TLSLibrary.errorWantWrite:
        return .timedOut("TLS handshake with \(host): no byte within the idle timeout")
      case TLSLibrary.errorSyscall where detail == nil, TLSLibrary.errorZeroReturn:
        return .lost("the server closed the connection during the TLS handshake")
      default:
        return .url(code: -1200, message: "TLS handshake with \(host) failed: \(detail ?? "error \(code)")")
      }
    }

    private func certificateFailure(_ verdict: Int) -> TransportFailure {
      let reason = library.verifyErrorString(verdict).map { String(cString: $0) } ?? "error \(verdict)"
      // libcurl's words, which the URLSession path's classifier and messages know.
      return .url(code: -1202, message: "SSL certificate problem: \(reason)")
    }

    /// Sends every byte.
    func send(_ bytes: UnsafeRawBufferPointer, idleTimeout: () -> TransportFailure) throws(TransportFailure) {
      var sent = 0
      while sent < bytes.count {
        library.errorClear()
        let chunk = Int32(min(bytes.count - sent, 1 << 30))
        let n = library.write(ssl, bytes.baseAddress! + sent, chunk)
        if n > 0 {
          sent += Int(n)
          continue
        }
        let code = library.getError(ssl, n)
        let detail = library.takeError()
        if control.isCancelled { throw .cancelled }
        if code == TLSLibrary.errorWantWrite || code == TLSLibrary.errorWantRead { throw idleTimeout() }
        throw .lost("sending the request over TLS: \(detail ?? String(cString: strerror(errno)))")
      }
    }

    /// Reads what has arrived, up to `count` bytes.
    ///
    /// - Returns: The number of bytes read; 0 when the server closed the connection (with
    ///   close_notify or not).
    func receive(
      into buffer: UnsafeMutableRawPointer, count: Int, idleTimeout: () -> TransportFailure
    ) throws(TransportFailure) -> Int {
      library.errorClear()
      let n = library.read(ssl, buffer, Int32(min(count, 1 << 30)))
      if n > 0 { return Int(n) }
      let code = library.getError(ssl, n)
      let detail = library.takeError()
      if control.isCancelled { throw .cancelled }
      switch code {
      case TLSLibrary.errorZeroReturn:
        return 0
      case TLSLibrary.errorSyscall where detail == nil && (n == 0 || errno == 0):
        return 0
      case TLSLibrary.errorWantRead, TLSLibrary.errorWantWrite:
        throw idleTimeout()
      default:
        throw .lost("TLS: \(detail ?? String(cString: strerror(errno)))")
      }
    }

    /// OpenSSL writes with `write(2)`, which raises SIGPIPE on a connection the server reset;
    /// blocked on the transfer's own thread, it leaves an `EPIPE` error instead of ending the
    /// process.
    private static func blockBrokenPipeSignal() {
      var set = sigset_t()
      sigemptyset(&set)
      sigaddset(&set, SIGPIPE)
      pthread_sigmask(SIG_BLOCK, &set, nil)
    }
  }
#endif
