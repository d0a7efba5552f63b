#if canImport(Glibc) && canImport(CZlib)
  import Foundation
  import Glibc

  /// The opening of a connection through a SOCKS proxy (SOCKS 4 and 4a, SOCKS 5 of RFC 1928 with
  /// the user and password of RFC 1929): after it, the connection reaches the target as if it
  /// were direct, and HTTP is spoken on it as usual.
  ///
  /// Speaking SOCKS here keeps proxied `http://` transfers off URLSession, whose libcurl glue on
  /// Linux stops the process when a response head is cut short (FoundationNetworking's
  /// `NativeProtocol.swift`: "Transfer completed, but there's no response"; see
  /// swift-corelibs-foundation issue 5285): libcurl reports such a transfer as a success, with no
  /// response for URLSession to deliver.
  enum SOCKSHandshake {
    /// Asks the proxy on `connection` to connect to `host` (a name or an IP literal without
    /// brackets) and `port`.
    ///
    /// - Throws: -1004 (cannot connect) when the proxy refuses the target or the credentials,
    ///   -1003 when the client cannot resolve the name (`socks5`, `socks4`), -1011 when the proxy
    ///   does not answer in SOCKS; never the proxy's credentials in a message.
    static func open(
      _ connection: SocketConnection, to host: String, port: Int, proxy: ProxyRoute.Proxy
    ) throws(TransportFailure) {
      switch proxy.kind {
      case .http: return
      case .socks4, .socks4a: try socks4(connection, host: host, port: port, proxy: proxy)
      case .socks5, .socks5h: try socks5(connection, host: host, port: port, proxy: proxy)
      }
    }

    private static func socks5(
      _ connection: SocketConnection, host: String, port: Int, proxy: ProxyRoute.Proxy
    ) throws(TransportFailure) {
      let hasCredentials = proxy.user != nil || proxy.password != nil
      try send(connection, hasCredentials ? [5, 2, 0, 2] : [5, 1, 0])
      let choice = try receive(connection, 2)
      guard choice[0] == 5 else { throw .badResponse("the SOCKS proxy does not answer in SOCKS 5") }
      switch choice[1] {
      case 0: break
      case 2 where hasCredentials:
        let user = Array((proxy.user ?? "").utf8.prefix(255))
        let password = Array((proxy.password ?? "").utf8.prefix(255))
        try send(connection, [1, UInt8(user.count)] + user + [UInt8(password.count)] + password)
        let verdict = try receive(connection, 2)
        guard verdict[1] == 0 else { throw refused("the SOCKS proxy refuses the user and password") }
      default:
        throw refused("the SOCKS proxy accepts no way of signing in that this client offers")
      }
      var request: [UInt8] = [5, 1, 0]
      if let address = IPAddress(host) {
        request += [address.bytes.count == 4 ? 1 : 4] + address.bytes
      } else if proxy.kind == .socks5h {
        let name = Array(host.utf8)
        guard name.count <= 255 else { throw .url(code: -1003, message: "a host name longer than 255 bytes") }
        request += [3, UInt8(name.count)] + name
      } else {
        let address = try resolve(host)
        request += [address.bytes.count == 4 ? 1 : 4] + address.bytes
      }
      request += [UInt8(port >> 8 & 0xFF), UInt8(port & 0xFF)]
      try send(connection, request)
      let reply = try receive(connection, 4)
      guard reply[0] == 5 else { throw .badResponse("the SOCKS proxy does not answer in SOCKS 5") }
      guard reply[1] == 0 else {
        let reasons = [
          1: "general failure", 2: "not allowed by its rules", 3: "network unreachable", 4: "host unreachable",
          5: "connection refused", 6: "time to live expired", 7: "command not supported",
          8: "address type not supported",
        ]
        throw refused("the SOCKS proxy could not connect: \(reasons[Int(reply[1])] ?? "error \(reply[1])")")
      }
      // The address the proxy bound, which the client does not need.
      switch reply[3] {
      case 1: _ = try receive(connection, 4 + 2)
      case 4: _ = try receive(connection, 16 + 2)
      case 3: _ = try receive(connection, Int(try receive(connection, 1)[0]) + 2)
      default: throw .badResponse("the SOCKS proxy answers with an unknown address type")
      }
    }

    private static func socks4(
      _ connection: SocketConnection, host: String, port: Int, proxy: ProxyRoute.Proxy
    ) throws(TransportFailure) {
      var request: [UInt8] = [4, 1, UInt8(port >> 8 & 0xFF), UInt8(port & 0xFF)]
      let user = Array((proxy.user ?? "").utf8.filter { $0 != 0 })
      if let address = IPAddress(host), address.bytes.count == 4 {
        request += address.bytes + user + [0]
      } else if proxy.kind == .socks4a {
        request += [0, 0, 0, 1] + user + [0] + Array(host.utf8.filter { $0 != 0 }) + [0]
      } else {
        let address = try resolve(host, family: AF_INET)
        request += address.bytes + user + [0]
      }
      try send(connection, request)
      let reply = try receive(connection, 8)
      guard reply[0] == 0 else { throw .badResponse("the SOCKS proxy does not answer in SOCKS 4") }
      guard reply[1] == 0x5A else { throw refused("the SOCKS proxy could not connect (code \(reply[1]))") }
    }

    private static func refused(_ message: String) -> TransportFailure { .url(code: -1004, message: message) }

    /// The first address `host` resolves to, for a proxy that takes addresses only.
    private static func resolve(_ host: String, family: Int32 = AF_UNSPEC) throws(TransportFailure) -> IPAddress {
      var hints = addrinfo()
      hints.ai_family = family
      hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
      var list: UnsafeMutablePointer<addrinfo>?
      let status = getaddrinfo(host, nil, &hints, &list)
      guard status == 0, let first = list else {
        throw .url(code: -1003, message: "cannot find host \(host): \(String(cString: gai_strerror(status)))")
      }
      defer { freeaddrinfo(list) }
      var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
      let family = first.pointee.ai_family
      let address: UnsafeRawPointer? =
        family == AF_INET
        ? first.pointee.ai_addr.withMemoryRebound(to: sockaddr_in.self, capacity: 1) {
          UnsafeRawPointer($0) + MemoryLayout<sockaddr_in>.offset(of: \.sin_addr)!
        }
        : first.pointee.ai_addr.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) {
          UnsafeRawPointer($0) + MemoryLayout<sockaddr_in6>.offset(of: \.sin6_addr)!
        }
      guard let address, inet_ntop(family, address, &text, socklen_t(text.count)) != nil,
        let parsed = IPAddress(String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
      else { throw .url(code: -1003, message: "cannot find host \(host)") }
      return parsed
    }

    private static func send(_ connection: SocketConnection, _ bytes: [UInt8]) throws(TransportFailure) {
      try bytes.withBytes { raw throws(TransportFailure) in try connection.send(raw) }
    }

    /// Exactly `count` bytes of the proxy's answer.
    private static func receive(_ connection: SocketConnection, _ count: Int) throws(TransportFailure) -> [UInt8] {
      var bytes = [UInt8](repeating: 0, count: count)
      var filled = 0
      while filled < count {
        let n = try bytes.withMutableBytes { raw throws(TransportFailure) in
          try connection.receive(into: raw.baseAddress! + filled, count: count - filled)
        }
        guard n > 0 else { throw .lost("the SOCKS proxy closed the connection during its handshake") }
        filled += n
      }
      return bytes
    }
  }
#endif
