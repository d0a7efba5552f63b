#if canImport(Glibc) && canImport(CZlib)
  import Foundation
  import Glibc

  /// The system's OpenSSL 3 (`libssl.so.3`, `libcrypto.so.3`), loaded at run time with
  /// `dlopen(3)`, for the ``SocketTransport``'s `https://`.
  ///
  /// PhaseKit never links OpenSSL: it builds on a machine without its headers (no `libssl-dev`),
  /// and where the library cannot be loaded (or lacks a function used here) ``shared`` is `nil`
  /// and `https://` goes to URLSession as before.
  ///
  /// `@unchecked Sendable`: every stored property is a `let` holding a C function pointer into a
  /// library that is never unloaded; OpenSSL 3's functions used here are safe to call from any
  /// thread (each connection has its own `SSL`; an `SSL_CTX` is shared read-only once set up).
  final class TLSLibrary: @unchecked Sendable {
    typealias Pointer = OpaquePointer

    let clientMethod: @convention(c) () -> Pointer?
    let contextNew: @convention(c) (Pointer?) -> Pointer?
    let contextFree: @convention(c) (Pointer?) -> Void
    let contextSetDefaultVerifyPaths: @convention(c) (Pointer?) -> Int32
    let contextLoadVerifyLocations: @convention(c) (Pointer?, UnsafePointer<CChar>?, UnsafePointer<CChar>?) -> Int32
    let contextSetVerify: @convention(c) (Pointer?, Int32, UnsafeMutableRawPointer?) -> Void
    let contextControl: @convention(c) (Pointer?, Int32, Int, UnsafeMutableRawPointer?) -> Int
    let contextSetOptions: @convention(c) (Pointer?, UInt64) -> UInt64
    let new: @convention(c) (Pointer?) -> Pointer?
    let free: @convention(c) (Pointer?) -> Void
    let setFD: @convention(c) (Pointer?, Int32) -> Int32
    let control: @convention(c) (Pointer?, Int32, Int, UnsafeMutableRawPointer?) -> Int
    let setHost: @convention(c) (Pointer?, UnsafePointer<CChar>?) -> Int32
    let setALPN: @convention(c) (Pointer?, UnsafePointer<UInt8>?, UInt32) -> Int32
    let connect: @convention(c) (Pointer?) -> Int32
    let getError: @convention(c) (Pointer?, Int32) -> Int32
    let read: @convention(c) (Pointer?, UnsafeMutableRawPointer?, Int32) -> Int32
    let write: @convention(c) (Pointer?, UnsafeRawPointer?, Int32) -> Int32
    let shutdown: @convention(c) (Pointer?) -> Int32
    let verifyResult: @convention(c) (Pointer?) -> Int
    let peerCertificate: @convention(c) (Pointer?) -> Pointer?
    let certificateFree: @convention(c) (Pointer?) -> Void
    let verifyErrorString: @convention(c) (Int) -> UnsafePointer<CChar>?
    let errorGet: @convention(c) () -> UInt
    let errorString: @convention(c) (UInt, UnsafeMutablePointer<CChar>?, Int) -> Void
    let errorClear: @convention(c) () -> Void

    // Constants of OpenSSL 3's headers (ssl.h, tls1.h, x509_vfy.h).
    static let verifyPeer: Int32 = 0x01
    static let controlSetMinimumProtocol: Int32 = 123
    static let controlSetHostName: Int32 = 55
    static let hostNameType = 0
    static let tls12Version = 0x0303
    static let optionIgnoreUnexpectedEOF: UInt64 = 1 << 7
    static let errorNone: Int32 = 0
    static let errorSSL: Int32 = 1
    static let errorWantRead: Int32 = 2
    static let errorWantWrite: Int32 = 3
    static let errorSyscall: Int32 = 5
    static let errorZeroReturn: Int32 = 6

    /// The library, loaded once; `nil` when `libssl.so.3` or one of its functions is missing.
    static let shared: TLSLibrary? = TLSLibrary()

    private init?() {
      guard let ssl = dlopen("libssl.so.3", RTLD_NOW | RTLD_LOCAL),
        let crypto = dlopen("libcrypto.so.3", RTLD_NOW | RTLD_LOCAL)
      else { return nil }
      func symbol<T>(_ handle: UnsafeMutableRawPointer, _ name: String, as type: T.Type) -> T? {
        guard let address = dlsym(handle, name) else { return nil }
        return unsafeBitCast(address, to: type)
      }
      guard let clientMethod = symbol(ssl, "TLS_client_method", as: (@convention(c) () -> Pointer?).self),
        let contextNew = symbol(ssl, "SSL_CTX_new", as: (@convention(c) (Pointer?) -> Pointer?).self),
        let contextFree = symbol(ssl, "SSL_CTX_free", as: (@convention(c) (Pointer?) -> Void).self),
        let contextSetDefaultVerifyPaths = symbol(
          ssl, "SSL_CTX_set_default_verify_paths", as: (@convention(c) (Pointer?) -> Int32).self),
        let contextLoadVerifyLocations = symbol(
          ssl, "SSL_CTX_load_verify_locations",
          as: (@convention(c) (Pointer?, UnsafePointer<CChar>?, UnsafePointer<CChar>?) -> Int32).self),
        let contextSetVerify = symbol(
          ssl, "SSL_CTX_set_verify", as: (@convention(c) (Pointer?, Int32, UnsafeMutableRawPointer?) -> Void).self),
        let contextControl = symbol(
          ssl, "SSL_CTX_ctrl", as: (@convention(c) (Pointer?, Int32, Int, UnsafeMutableRawPointer?) -> Int).self),
        let contextSetOptions = symbol(
          ssl, "SSL_CTX_set_options", as: (@convention(c) (Pointer?, UInt64) -> UInt64).self),
        let new = symbol(ssl, "SSL_new", as: (@convention(c) (Pointer?) -> Pointer?).self),
        let free = symbol(ssl, "SSL_free", as: (@convention(c) (Pointer?) -> Void).self),
        let setFD = symbol(ssl, "SSL_set_fd", as: (@convention(c) (Pointer?, Int32) -> Int32).self),
        let control = symbol(
          ssl, "SSL_ctrl", as: (@convention(c) (Pointer?, Int32, Int, UnsafeMutableRawPointer?) -> Int).self),
        let setHost = symbol(
          ssl, "SSL_set1_host", as: (@convention(c) (Pointer?, UnsafePointer<CChar>?) -> Int32).self),
        let setALPN = symbol(
          ssl, "SSL_set_alpn_protos", as: (@convention(c) (Pointer?, UnsafePointer<UInt8>?, UInt32) -> Int32).self),
        let connect = symbol(ssl, "SSL_connect", as: (@convention(c) (Pointer?) -> Int32).self),
        let getError = symbol(ssl, "SSL_get_error", as: (@convention(c) (Pointer?, Int32) -> Int32).self),
        let read = symbol(
          ssl, "SSL_read", as: (@convention(c) (Pointer?, UnsafeMutableRawPointer?, Int32) -> Int32).self),
        let write = symbol(
          ssl, "SSL_write", as: (@convention(c) (Pointer?, UnsafeRawPointer?, Int32) -> Int32).self),
        let shutdown = symbol(ssl, "SSL_shutdown", as: (@convention(c) (Pointer?) -> Int32).self),
        let verifyResult = symbol(ssl, "SSL_get_verify_result", as: (@convention(c) (Pointer?) -> Int).self),
        let peerCertificate = symbol(
          ssl, "SSL_get1_peer_certificate", as: (@convention(c) (Pointer?) -> Pointer?).self),
        let certificateFree = symbol(crypto, "X509_free", as: (@convention(c) (Pointer?) -> Void).self),
        let verifyErrorString = symbol(
          crypto, "X509_verify_cert_error_string", as: (@convention(c) (Int) -> UnsafePointer<CChar>?).self),
        let errorGet = symbol(crypto, "ERR_get_error", as: (@convention(c) () -> UInt).self),
        let errorString = symbol(
          crypto, "ERR_error_string_n", as: (@convention(c) (UInt, UnsafeMutablePointer<CChar>?, Int) -> Void).self),
        let errorClear = symbol(crypto, "ERR_clear_error", as: (@convention(c) () -> Void).self)
      else { return nil }
      self.clientMethod = clientMethod
      self.contextNew = contextNew
      self.contextFree = contextFree
      self.contextSetDefaultVerifyPaths = contextSetDefaultVerifyPaths
      self.contextLoadVerifyLocations = contextLoadVerifyLocations
      self.contextSetVerify = contextSetVerify
      self.contextControl = contextControl
      self.contextSetOptions = contextSetOptions
      self.new = new
      self.free = free
      self.setFD = setFD
      self.control = control
      self.setHost = setHost
      self.setALPN = setALPN
      self.connect = connect
      self.getError = getError
      self.read = read
      self.write = write
      self.shutdown = shutdown
      self.verifyResult = verifyResult
      self.peerCertificate = peerCertificate
      self.certificateFree = certificateFree
      self.verifyErrorString = verifyErrorString
      self.errorGet = errorGet
      self.errorString = errorString
      self.errorClear = errorClear
    }

    /// The oldest error on this thread's OpenSSL error queue, in OpenSSL's words, and clears
    /// the queue; `nil` when it is empty.
    func takeError() -> String? {
      let code = errorGet()
      defer { errorClear() }
      guard code != 0 else { return nil }
      var text = [CChar](repeating: 0, count: 256)
      errorString(code, &text, text.count)
      return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
  }

  /// A client `SSL_CTX` of the ``TLSLibrary``: peer verification against the system's trust
  /// store (which honours `SSL_CERT_FILE` and `SSL_CERT_DIR` as OpenSSL does) plus an optional
  /// file of further certificates, TLS 1.2 at least.
  ///
  /// `@unchecked Sendable`: the context is fully set up in `init` and only read afterwards
  /// (`SSL_new`), which OpenSSL 3 allows from any thread; it is freed in `deinit` only.
  final class TLSContext: @unchecked Sendable {
    let library: TLSLibrary
    let context: OpaquePointer

    /// Creates the context.
    ///
    /// - Throws: -1200 when OpenSSL cannot make one or `trustedCertificatesFile` cannot be read.
    init(library: TLSLibrary, trustedCertificatesFile: String?) throws(TransportFailure) {
      self.library = library
      library.errorClear()
      guard let context = library.contextNew(library.clientMethod()) else {
        throw .url(code: -1200, message: "TLS: \(library.takeError() ?? "cannot create a context")")
      }
      self.context = context
      // The system's store; OpenSSL reads SSL_CERT_FILE and SSL_CERT_DIR here when set.
      _ = library.contextSetDefaultVerifyPaths(context)
      if let file = trustedCertificatesFile, library.contextLoadVerifyLocations(context, file, nil) != 1 {
        throw .url(
          code: -1200, message: "TLS: cannot read the trusted certificates in \(file): \(library.takeError() ?? "?")")
      }
      library.contextSetVerify(context, TLSLibrary.verifyPeer, nil)
      guard
        library.contextControl(context, TLSLibrary.controlSetMinimumProtocol, TLSLibrary.tls12Version, nil) == 1
      else {
        throw .url(code: -1200, message: "TLS: cannot require TLS 1.2: \(library.takeError() ?? "?")")
      }
      // A server that closes without close_notify ends the stream as a FIN ends plain HTTP: the
      // body's length or chunking, checked by the reader, tells a cut body from a whole one.
      _ = library.contextSetOptions(context, TLSLibrary.optionIgnoreUnexpectedEOF)
      library.errorClear()
    }

    deinit { library.contextFree(context) }
  }
#endif
