import Foundation
import Testing
import _PhaseKitTestSupport

@testable import PhaseKit

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

#if canImport(Glibc) && canImport(CZlib)
  /// `https://` on the socket transport, through the system's OpenSSL 3 loaded at run time,
  /// against real TLS servers on 127.0.0.1 (`Fixtures/tls_test_server.py`, with a certificate
  /// authority made at test time; `Fixtures/tls_server.py`, self-signed): answers load, a wrong
  /// name or an untrusted certificate is refused as a certificate error, a head cut short (then
  /// close_notify or a bare FIN) is a typed network error.
  @Suite(.serialized, .timeLimit(.minutes(5))) struct SocketTransportTLSTests {
    /// The TLS server and its authority, started once for the suite.
    struct Servers: Sendable {
      let server: FixtureServer
      let authority: URL
      let wrongPort: Int
    }

    static let servers = Task { () throws -> Servers in
      let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
        "phasekit-tls-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      let server = try await FixtureServer.startTLSTestServer(directory: directory)
      let wrong = try String(contentsOf: directory.appendingPathComponent("wrong-port"), encoding: .utf8)
      return Servers(
        server: server, authority: directory.appendingPathComponent("ca.pem"), wrongPort: Int(wrong) ?? 0)
    }

    static func transport(trusting servers: Servers) -> SocketTransport {
      SocketTransport(idleTimeout: 30, trustedCertificatesFile: servers.authority.path, environment: [:])
    }

    /// What the transport itself settles for `url` (never handed to URLSession).
    static func outcome(_ url: String, on transport: SocketTransport) async throws -> Result<Data, DataError> {
      let request = URLRequest(url: try #require(URL(string: url)))
      switch await transport.send(request, maximumBodySize: 1 << 20, progress: { _ in }) {
      case .finished(let result): return result.map(\.0)
      case .handOff(let request):
        Issue.record("handed to URLSession: \(request.url?.absoluteString ?? "?")")
        return .failure(.cancelled)
      }
    }

    static func code(of result: Result<Data, DataError>) -> Int? {
      guard case .failure(.networkError(let underlying)) = result else { return nil }
      return underlying.code
    }

    @Test func aTrustedServerAnswersOverTLSByIPAndByName() async throws {
      try #require(SocketTransport.speaksTLS, "libssl.so.3 does not load")
      let servers = try await Self.servers.value
      let transport = Self.transport(trusting: servers)
      let port = servers.server.port
      let byIP = try await Self.outcome("https://127.0.0.1:\(port)/body", on: transport)
      #expect(try byIP.get() == Data("x,y\n1,2\n".utf8))
      let byName = try await Self.outcome("https://localhost:\(port)/body?n=300000", on: transport)
      #expect(try byName.get() == Data(repeating: UInt8(ascii: "1"), count: 300_000))
    }

    @Test func aCertificateForAnotherNameIsRefusedAsACertificateErrorNotRetried() async throws {
      try #require(SocketTransport.speaksTLS)
      let servers = try await Self.servers.value
      let result = try await Self.outcome(
        "https://127.0.0.1:\(servers.wrongPort)/body", on: Self.transport(trusting: servers))
      #expect(Self.code(of: result) == -1202, "\(result)")
      if case .failure(let error) = result {
        #expect(!error.isRetryable)
        #expect(String(describing: error).lowercased().contains("certificate"), "\(error)")
      }
    }

    @Test func anUntrustedCertificateIsRefusedAsACertificateError() async throws {
      try #require(SocketTransport.speaksTLS)
      let servers = try await Self.servers.value
      let untrusted = try await FixtureServer.startUntrustedTLSServer(lifetime: .seconds(120))
      defer { untrusted.stop() }
      // Trusting the test authority does not trust a certificate it did not sign.
      let result = try await Self.outcome(
        "https://127.0.0.1:\(untrusted.port)/", on: Self.transport(trusting: servers))
      #expect(Self.code(of: result) == -1202, "\(result)")
      // Nor does the system's store alone.
      let plain = try await Self.outcome(
        "https://127.0.0.1:\(untrusted.port)/", on: SocketTransport(idleTimeout: 30, environment: [:]))
      #expect(Self.code(of: plain) == -1202, "\(plain)")
    }

    @Test(arguments: ["cut-notify", "cut-fin"])
    func aHeadCutShortThenClosedIsANetworkError(path: String) async throws {
      try #require(SocketTransport.speaksTLS)
      let servers = try await Self.servers.value
      let result = try await Self.outcome(
        "https://127.0.0.1:\(servers.server.port)/\(path)", on: Self.transport(trusting: servers))
      #expect(Self.code(of: result) == -1005, "\(result)")
    }

    @Test func aSilentTLSServerEndsInTheIdleTimeout() async throws {
      try #require(SocketTransport.speaksTLS)
      let servers = try await Self.servers.value
      let transport = SocketTransport(idleTimeout: 1, trustedCertificatesFile: servers.authority.path, environment: [:])
      let result = try await Self.outcome("https://127.0.0.1:\(servers.server.port)/stall", on: transport)
      guard case .failure(.timedOut) = result else {
        Issue.record("not a timeout: \(result)")
        return
      }
    }

    @Test func cancellingASilentTLSTransferEndsItAndFreesItsSocketAndThread() async throws {
      try #require(SocketTransport.speaksTLS)
      let servers = try await Self.servers.value
      let transport = SocketTransport(idleTimeout: 60, trustedCertificatesFile: servers.authority.path, environment: [:])
      let url = try #require(URL(string: "https://127.0.0.1:\(servers.server.port)/stall"))
      let reading = Latch()
      let task = Task {
        await transport.send(URLRequest(url: url), maximumBodySize: 1 << 20, progress: { _ in reading.open() })
      }
      // Once body bytes have come over TLS (4 of 10, then silence): the thread is in SSL_read.
      await reading.wait()
      task.cancel()
      guard case .finished(.failure(.cancelled)) = await task.value else {
        Issue.record("not cancelled")
        return
      }
      await transport.activity.wait { $0 == .init() }
      #expect(transport.activity.current == .init())
    }

    @Test(arguments: ["socks5", "socks5h", "http"])
    func httpsGoesEndToEndThroughAProxy(kind: String) async throws {
      try #require(SocketTransport.speaksTLS)
      let servers = try await Self.servers.value
      let proxy = try await FixtureServer.startSOCKSProxy(lifetime: .seconds(120))
      defer { proxy.stop() }
      // An http proxy tunnels https with CONNECT; `https_proxy` names it for https only.
      let variable = kind == "http" ? "https_proxy" : "all_proxy"
      let transport = SocketTransport(
        idleTimeout: 30, trustedCertificatesFile: servers.authority.path,
        environment: [variable: "\(kind)://127.0.0.1:\(proxy.port)"])
      let good = try await Self.outcome("https://localhost:\(servers.server.port)/body", on: transport)
      #expect(try good.get() == Data("x,y\n1,2\n".utf8))
      let cut = try await Self.outcome("https://127.0.0.1:\(servers.server.port)/cut-fin", on: transport)
      #expect(Self.code(of: cut) == -1005, "\(cut)")
      // Verification holds through the tunnel: the proxy cannot swap the server.
      let wrong = try await Self.outcome("https://127.0.0.1:\(servers.wrongPort)/body", on: transport)
      #expect(Self.code(of: wrong) == -1202, "\(wrong)")
      #expect(try await proxy.socksConnects() == 3)
    }

    @Test func aPlainHTTPServerOnAnHTTPSURLIsATLSFailureNotRetried() async throws {
      try #require(SocketTransport.speaksTLS)
      let servers = try await Self.servers.value
      let plain = try await FixtureServer.shared()
      let result = try await Self.outcome("https://127.0.0.1:\(plain.port)/", on: Self.transport(trusting: servers))
      #expect(Self.code(of: result) == -1200, "\(result)")
      if case .failure(let error) = result { #expect(!error.isRetryable) }
    }

    @Test func aRedirectFromHTTPToHTTPSStaysOnTheSocketTransport() async throws {
      try #require(SocketTransport.speaksTLS)
      let servers = try await Self.servers.value
      let plain = try await FixtureServer.shared()
      let target = "https://127.0.0.1:\(servers.server.port)/body"
      let url = plain.url(path: plain.uniquePath("to-tls"), query: ["redirect": target])
      let result = try await Self.outcome(url.absoluteString, on: Self.transport(trusting: servers))
      #expect(try result.get() == Data("x,y\n1,2\n".utf8))
    }
  }
#endif
