#if canImport(Glibc) && canImport(CZlib)
  import Foundation
  import Glibc

  #if canImport(FoundationNetworking)
    import FoundationNetworking
  #endif

  /// One hop of a request of the ``SocketTransport``, run on the transfer's thread: connect,
  /// send, read the head, then the body or where a redirect leads. The transport follows the
  /// redirects, taking a connection slot for each hop.
  struct HTTPExchange: Sendable {
    let transport: SocketTransport
    let control: TransferControl
    let maximumBodySize: Int
    let progress: @Sendable (LoadProgress) -> Void
    /// The first request's URL: the transport's extra headers carry credentials only to its
    /// origin.
    let origin: URL?

    /// What one hop ends in.
    enum Reply: Sendable {
      case response(Data, HTTPURLResponse)
      case redirect(URLRequest)
    }

    /// The host to connect to (an IPv6 literal without brackets), the port, and the key of its
    /// connection slots.
    static func endpoint(of url: URL) -> (host: String, port: Int, key: String) {
      var host = url.host ?? ""
      if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
      let port = url.port ?? (url.scheme?.lowercased() == "https" ? 443 : 80)
      return (host, port, "\(host.lowercased()):\(port)")
    }

    /// Runs one hop to its end.
    func hop(_ request: URLRequest) -> Result<Reply, TransportFailure> {
      Result { () throws(TransportFailure) in try exchange(request) }
    }

    /// The ``DataError`` URLSession's path gives for the same failure (the same classifier).
    func classify(_ failure: TransportFailure, url: URL) -> DataError {
      if control.isCancelled { return .cancelled }
      switch failure {
      case .data(.networkError(var underlying)) where underlying.location == nil:
        underlying.location = url.absoluteString
        return .networkError(underlying)
      case .data(let error): return error
      case .url(let code, _) where code == -1002: return DataError.classify(transferErrorCode: code, url: url)
      case .url(let code, let message):
        return DataError.classify(urlErrorCode: code, message: message, url: url)
      }
    }

    private func exchange(_ request: URLRequest) throws(TransportFailure) -> Reply {
      let url = request.url!
      let (host, port, _) = Self.endpoint(of: url)
      let isSecure = url.scheme?.lowercased() == "https"
      let proxy = transport.route(for: url).proxy(for: url)
      let connection = try SocketConnection.connect(
        host: proxy?.host ?? host, port: proxy?.port ?? port, control: control,
        idleTimeout: transport.idleTimeout)
      if let proxy, proxy.kind != .http {
        try SOCKSHandshake.open(connection, to: host, port: port, proxy: proxy)
      } else if let proxy, isSecure {
        try HTTPProxyTunnel.open(connection, to: host, port: port, proxy: proxy)
      }
      if isSecure { try connection.startTLS(host: host, context: transport.tlsContext()) }
      // Through a SOCKS proxy or a tunnel the connection reaches the server itself: the request
      // as if direct.
      let httpProxy = proxy?.kind == .http && !isSecure ? proxy : nil
      // The transport's own headers are added to every hop, so a redirect cannot drop them:
      // their credentials go to the first request's origin only.
      let additionalHeaders =
        HTTPRedirectRules.isSameOrigin(origin, url)
        ? transport.additionalHeaders
        : HTTPRedirectRules.withoutCredentials(transport.additionalHeaders, sensitive: transport.sensitiveHeaders)
      let message = HTTPRequestHead.bytes(
        for: request, host: host, additionalHeaders: additionalHeaders, proxy: httpProxy)
      try message.withBytes { bytes throws(TransportFailure) in try connection.send(bytes) }

      var reader = HeadReader(connection: connection)
      var head = try reader.readHead()
      while (100..<200).contains(head.status) {
        // Interim answers (100 Continue, 103 Early Hints) precede the real one; 101 would switch
        // protocols, which this client never asked for.
        guard head.status != 101 else { throw .badResponse("an unexpected 101 Switching Protocols") }
        head = try reader.readHead()
      }
      guard
        let response = HTTPURLResponse(
          url: url, statusCode: head.status, httpVersion: head.version, headerFields: head.headerFields)
      else { throw .badResponse("a response Foundation cannot represent") }

      let method = (request.httpMethod ?? "GET").uppercased()
      if let next = HTTPRedirect.request(
        following: head, from: request, method: method, sensitive: transport.sensitiveHeaders)
      {
        return .redirect(next)
      }
      let hasBody = method != "HEAD" && head.status != 204 && head.status != 304
      guard hasBody else { return .response(Data(), response) }
      var bodyReader = try HTTPBodyReader(
        head: head, connection: connection, leftover: reader.leftover, limit: maximumBodySize,
        progress: progress)
      let body = try bodyReader.read()
      return .response(body, response)
    }
  }

  /// Reads response heads from a connection, keeping the bytes that follow a head.
  struct HeadReader {
    let connection: SocketConnection
    /// Bytes received after the last head: the start of the body.
    private(set) var leftover: [UInt8] = []

    init(connection: SocketConnection) {
      self.connection = connection
    }

    mutating func readHead() throws(TransportFailure) -> HTTPResponseHead {
      var bytes = leftover
      leftover = []
      var scanned = 0
      var chunk = [UInt8](repeating: 0, count: 64 << 10)
      while true {
        let end = bytes.withUnsafeBytes { HTTPResponseHead.end(in: $0, searchingFrom: scanned) }
        if let end {
          let head = try bytes.withBytes { raw throws(TransportFailure) in
            try HTTPResponseHead(parsing: UnsafeRawBufferPointer(rebasing: raw[..<end]))
          }
          leftover = Array(bytes[end...])
          return head
        }
        scanned = bytes.count
        guard bytes.count <= HTTPResponseHead.maximumSize else {
          throw .badResponse("response headers longer than \(HTTPResponseHead.maximumSize >> 10) KB")
        }
        let n = try chunk.withMutableBytes { raw throws(TransportFailure) in
          try connection.receive(into: raw.baseAddress!, count: raw.count)
        }
        if n == 0 {
          guard !bytes.isEmpty else { throw .lost("the server closed the connection without answering") }
          guard bytes.withUnsafeBytes(HTTPResponseHead.canBeHTTP) else {
            throw .url(code: -1002, message: nil)
          }
          throw .lost("the server closed the connection in the middle of the response headers")
        }
        bytes += chunk[0..<n]
        guard bytes.withUnsafeBytes(HTTPResponseHead.canBeHTTP) else { throw .url(code: -1002, message: nil) }
      }
    }
  }

  /// Where a redirect leads, following URLSession's rules.
  enum HTTPRedirect {
    /// The request a 301, 302, 303, 307 or 308 with a usable `Location` leads to; `nil` for any
    /// other answer (which is then returned as is, as URLSession does).
    ///
    /// 303 becomes GET (HEAD stays HEAD), and so do 301 and 302 after a POST; 307 and 308 keep the
    /// method and body. A redirect to another origin (scheme, host or port) drops `Authorization`,
    /// `Cookie`, `Proxy-Authorization` and the `sensitive` headers.
    static func request(
      following head: HTTPResponseHead, from request: URLRequest, method: String, sensitive: Set<String> = []
    ) -> URLRequest? {
      guard [301, 302, 303, 307, 308].contains(head.status), let location = head.value(for: "Location"),
        let base = request.url,
        let target = URL(string: location.trimmingCharacters(in: .whitespaces), relativeTo: base)?
          .absoluteURL,
        target.scheme != nil
      else { return nil }
      var next = request
      next.url = target
      let becomesGET =
        (head.status == 303 && method != "HEAD")
        || ((head.status == 301 || head.status == 302) && method == "POST")
      if becomesGET {
        next.httpMethod = "GET"
        next.httpBody = nil
        next.setValue(nil, forHTTPHeaderField: "Content-Type")
        next.setValue(nil, forHTTPHeaderField: "Content-Length")
      }
      return HTTPRedirectRules.withoutCrossOriginCredentials(next, from: base, sensitive: sensitive)
    }
  }

  /// The bytes of a request head and body.
  enum HTTPRequestHead {
    /// Fields the client writes itself; a caller's value for them is ignored.
    private static let reserved: Set<String> = [
      "connection", "content-length", "transfer-encoding", "keep-alive", "te", "upgrade", "proxy-connection",
    ]

    /// The request's bytes; through a proxy, the target in absolute form (`GET http://host/…`)
    /// with the proxy's own credentials.
    static func bytes(
      for request: URLRequest, host: String, additionalHeaders: [String: String],
      proxy: ProxyRoute.Proxy? = nil
    ) -> [UInt8] {
      let url = request.url!
      let method = request.httpMethod ?? "GET"
      var target = url.path(percentEncoded: true)
      if target.isEmpty { target = "/" }
      if let query = url.query(percentEncoded: true) { target += "?" + query }
      var hostField = host.contains(":") ? "[\(host)]" : host
      if let port = url.port { hostField += ":\(port)" }
      if proxy != nil { target = "http://" + hostField + target }

      var fields: [(String, String)] = [
        ("Host", hostField), ("User-Agent", "PhaseKit"), ("Accept", "*/*"),
        ("Accept-Encoding", "gzip, deflate"),
      ]
      func set(_ name: String, _ value: String) {
        let key = name.lowercased()
        guard !reserved.contains(key) else { return }
        // A line break in a value would start a field (or a request) of its own.
        let value = String(value.map { $0 == "\r" || $0 == "\n" ? " " : $0 })
        if let index = fields.firstIndex(where: { $0.0.lowercased() == key }) {
          fields[index] = (name, value)
        } else {
          fields.append((name, value))
        }
      }
      for (name, value) in additionalHeaders.sorted(by: { $0.key < $1.key }) { set(name, value) }
      for (name, value) in (request.allHTTPHeaderFields ?? [:]).sorted(by: { $0.key < $1.key }) {
        set(name, value)
      }
      let body = request.httpBody
      if body != nil || ["POST", "PUT", "PATCH"].contains(method.uppercased()) {
        if body?.isEmpty == false, !fields.contains(where: { $0.0.lowercased() == "content-type" }) {
          fields.append(("Content-Type", "application/x-www-form-urlencoded"))
        }
        fields.append(("Content-Length", String(body?.count ?? 0)))
      }
      if let authorization = proxy?.authorization,
        !fields.contains(where: { $0.0.lowercased() == "proxy-authorization" })
      {
        fields.append(("Proxy-Authorization", authorization))
      }
      fields.append(("Connection", "close"))

      var text = "\(method) \(target) HTTP/1.1\r\n"
      for (name, value) in fields { text += "\(name): \(value)\r\n" }
      text += "\r\n"
      var bytes = Array(text.utf8)
      if let body { bytes += body }
      return bytes
    }
  }
#endif
