#if canImport(Glibc) && canImport(CZlib)
  import Foundation
  import Glibc

  /// A tunnel through an HTTP proxy (`CONNECT host:port`), for an `https://` request: once it is
  /// open the connection reaches the server itself, and TLS runs end to end over it.
  enum HTTPProxyTunnel {
    /// Asks the proxy on `connection` for a tunnel to `host` and `port`, with the proxy's own
    /// credentials when it has some.
    ///
    /// - Throws: -1004 when the proxy refuses (any answer but 2xx), -1011 when it sends bytes
    ///   after its answer before the tunnel carries anything, the connection's failures.
    static func open(
      _ connection: SocketConnection, to host: String, port: Int, proxy: ProxyRoute.Proxy
    ) throws(TransportFailure) {
      let authority = (host.contains(":") ? "[\(host)]" : host) + ":\(port)"
      var text = "CONNECT \(authority) HTTP/1.1\r\nHost: \(authority)\r\nUser-Agent: PhaseKit\r\n"
      if let authorization = proxy.authorization { text += "Proxy-Authorization: \(authorization)\r\n" }
      text += "\r\n"
      try Array(text.utf8).withBytes { bytes throws(TransportFailure) in try connection.send(bytes) }
      var reader = HeadReader(connection: connection)
      let head = try reader.readHead()
      guard (200..<300).contains(head.status) else {
        throw .url(code: -1004, message: "the proxy refuses the tunnel to \(authority): status \(head.status)")
      }
      // The server speaks first in nothing: bytes here are the proxy's, not the server's.
      guard reader.leftover.isEmpty else { throw .badResponse("the proxy sent bytes after opening the tunnel") }
    }
  }
#endif
