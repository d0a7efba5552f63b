import Foundation
import Testing
import _PhaseKitTestSupport

@testable import PhaseKit

#if canImport(Glibc) && canImport(CZlib)
  /// The library's default client (``HTTPClient/shared``) against an `https://` server that cuts
  /// its response head short and closes, with close_notify or a bare FIN, in a child process
  /// (`DefaultClientProbe`) so that a crash is an exit status here: the socket transport's TLS
  /// ends both with a typed error. (URLSession alone stops the process on the same cut head over
  /// `http://`, see ``DefaultClientFaultTests``; over `https://` it cannot be shown here, as
  /// URLSession on Linux trusts no test authority: libcurl reads neither `SSL_CERT_FILE` nor,
  /// off Android, `URLSessionCertificateAuthorityInfoFile`.)
  ///
  /// The child trusts the test's certificate authority through `SSL_CERT_FILE`, which OpenSSL,
  /// and so the socket transport, reads.
  @Suite(.serialized, .timeLimit(.minutes(5))) struct DefaultClientTLSFaultTests {
    static func run(proxy: String?) async throws -> (status: Int32, lines: [String], errors: String) {
      let probe = try #require(BuiltExecutable.url(named: "DefaultClientProbe"), "run `swift build --build-tests`")
      let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
        "phasekit-tls-probe-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      let server = try await FixtureServer.startTLSTestServer(directory: directory, lifetime: .seconds(200))
      defer { server.stop() }
      let authority = directory.appendingPathComponent("ca.pem").path
      let socks = proxy == nil ? nil : try await FixtureServer.startSOCKSProxy(lifetime: .seconds(200))
      defer { socks?.stop() }
      var environment = DefaultClientFaultTests.environment(proxy: socks.map { "\(proxy ?? "")://127.0.0.1:\($0.port)" })
      environment["SSL_CERT_FILE"] = authority
      let base = "https://127.0.0.1:\(server.port)"
      let urls = ["\(base)/body", "\(base)/cut-notify", "\(base)/cut-fin"]
      let run = try await ChildProcess.capture(
        probe, urls, environment: environment, timeout: .seconds(120))
      #expect(!run.killedAfterTimeout)
      // Through a proxy, every request went through it.
      if let socks { #expect(try await socks.socksConnects() >= urls.count) }
      let lines = String(decoding: run.output, as: UTF8.self).split(separator: "\n").map(String.init)
      return (run.status, lines, String(decoding: run.errors, as: UTF8.self))
    }

    /// Direct, and through a real SOCKS 5 proxy (the route of the original crash).
    @Test(arguments: ["direct", "socks5", "socks5h"])
    func theDefaultClientEndsAnHTTPSHeadCutShortWithATypedError(route: String) async throws {
      try #require(SocketTransport.speaksTLS, "libssl.so.3 does not load")
      let (status, lines, errors) = try await Self.run(proxy: route == "direct" ? nil : route)
      #expect(status == 0, "status \(status): \(errors.suffix(400))")
      #expect(lines.count == 4 && lines.last == "DONE", "\(lines)")
      #expect(lines.first == "0 ok 8", "\(lines)")
      for index in 1...2 {
        let line = lines.first { $0.hasPrefix("\(index) ") } ?? "missing"
        #expect(line.hasPrefix("\(index) error ") && line.contains("-1005"), "\(line)")
      }
    }
  }
#endif
