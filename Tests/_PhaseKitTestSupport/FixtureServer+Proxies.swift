import Foundation
import PhaseKit

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension FixtureServer {
  /// Starts `Fixtures/socks5_proxy.py`: a SOCKS 5 proxy on 127.0.0.1 (no authentication,
  /// CONNECT only) that relays both ways, a reset passed on as a reset. Stop it like a server.
  ///
  /// ```swift
  /// let proxy = try await FixtureServer.startSOCKSProxy()
  /// let environment = ["all_proxy": "socks5://127.0.0.1:\(proxy.port)"]
  /// ```
  ///
  /// - Parameter lifetime: How long the proxy lives at most; 300 s by default.
  /// - Returns: The running proxy; its ``port`` is the one to name.
  public static func startSOCKSProxy(lifetime: Duration = .seconds(300)) async throws -> FixtureServer {
    try await start(script: "socks5_proxy.py", directory: nil, lifetime: lifetime)
  }

  /// How many connections a SOCKS proxy from ``startSOCKSProxy(lifetime:)`` has opened for its
  /// clients so far.
  public func socksConnects() async throws -> Int {
    let (data, _) = try await HTTPClient.shared.data(
      for: URLRequest(url: URL(string: "http://127.0.0.1:\(port)/__stats")!))
    let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    return object?["connects"] as? Int ?? -1
  }
}

extension FixtureServer {
  /// Starts `Fixtures/tls_server.py`: an HTTPS server on 127.0.0.1 whose self-signed
  /// certificate no client trusts. Its ``port`` takes `https://127.0.0.1:<port>/`.
  ///
  /// - Parameter lifetime: How long the server lives at most; 300 s by default.
  /// - Returns: The running server.
  public static func startUntrustedTLSServer(lifetime: Duration = .seconds(300)) async throws -> FixtureServer {
    try await start(script: "tls_server.py", directory: nil, lifetime: lifetime)
  }
}

extension FixtureServer {
  /// Starts `Fixtures/tls_test_server.py` in `directory`: HTTPS on 127.0.0.1 with a certificate
  /// authority made at start (`directory/ca.pem`, for a client to trust). Its ``port`` has a
  /// certificate for `127.0.0.1` and `localhost`; the port in `directory/wrong-port` one of the
  /// same authority for `wrong.example` only. Paths: `/body?n=N`, `/cut-notify` and `/cut-fin`
  /// (a head cut short, then close_notify or a bare FIN), `/stall` (silent after 4 body bytes).
  ///
  /// - Parameters:
  ///   - directory: An empty folder for the certificates.
  ///   - lifetime: How long the server lives at most; 300 s by default.
  /// - Returns: The running server.
  public static func startTLSTestServer(directory: URL, lifetime: Duration = .seconds(300)) async throws
    -> FixtureServer
  {
    try await start(script: "tls_test_server.py", directory: directory, lifetime: lifetime)
  }
}
