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
