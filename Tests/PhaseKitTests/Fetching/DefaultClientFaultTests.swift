import Foundation
import Testing
import _PhaseKitTestSupport

@testable import PhaseKit

#if canImport(Glibc) && canImport(CZlib)
  /// The library's default client (`HTTPSource(url:)`, so ``HTTPClient/shared``) against servers
  /// that cut their response head short, reset the connection or answer garbage, directly and
  /// through a real SOCKS 5 proxy on 127.0.0.1 (`Fixtures/socks5_proxy.py`): every case ends with
  /// a typed error, never a signal.
  ///
  /// The fetches run in a child process (`DefaultClientProbe`), so that a crash is an exit
  /// status seen here, not the test runner dying. Before the socket client moved into PhaseKit,
  /// the default client was URLSession alone, and the first cut head stopped the child
  /// ("NativeProtocol.swift:240: Fatal error: Transfer completed, but there's no response").
  @Suite(.serialized, .timeLimit(.minutes(6))) struct DefaultClientFaultTests {
    static var probe: URL? { BuiltExecutable.url(named: "DefaultClientProbe") }

    /// Answers no client may take for a response: heads cut at several points, a body short of
    /// its length, a reset.
    static func brokenAnswers(on server: FixtureServer) -> [URL] {
      [
        "HTTP/1.1 200 OK\r\nContent-", "HTTP/1.1 200 OK\r\n", "HTTP/1.1 200 OK\r\nContent-Length: 9\r\n",
        "HTTP/1.", "HTTP/1.1 200 OK\r\nContent-Length: 9\r\n\r\nabc",
      ].map { server.url(answering: Data($0.utf8)) }
        + [server.url(path: server.uniquePath("reset"), query: ["reset": "1"])]
    }

    /// The child's environment: the test's, without any proxy, plus `proxy` when given.
    static func environment(proxy: String?) -> [String: String] {
      var environment = ProcessInfo.processInfo.environment.filter {
        !["http_proxy", "https_proxy", "all_proxy", "no_proxy"].contains($0.key.lowercased())
      }
      if let proxy { environment["all_proxy"] = proxy }
      return environment
    }

    @Test(arguments: ["direct", "socks5", "socks5h"])
    func theDefaultClientEndsCutHeadsResetsAndGarbageWithATypedError(route: String) async throws {
      let probe = try #require(Self.probe, "DefaultClientProbe not built; run `swift build --build-tests`")
      let server = try await FixtureServer.shared()
      let proxy = route == "direct" ? nil : try await FixtureServer.startSOCKSProxy()
      defer { proxy?.stop() }
      let broken = Self.brokenAnswers(on: server)
      let garbage = FixtureServer.randomAndMutatedAnswers(seed: 3401).map { server.url(answering: Data($0)) }
      let good = server.url(path: server.uniquePath("good"), query: ["body": "hello"])
      let urls = [good] + broken + garbage
      let run = try await ChildProcess.capture(
        probe, urls.map(\.absoluteString),
        environment: Self.environment(proxy: proxy.map { "\(route)://127.0.0.1:\($0.port)" }),
        timeout: .seconds(240))
      let output = String(decoding: run.output, as: UTF8.self)
      let lines = output.split(separator: "\n").map(String.init)
      let errors = String(decoding: run.errors, as: UTF8.self)
      // Survived: every URL answered, then DONE, exit 0 (a signal would end it early).
      #expect(!run.killedAfterTimeout)
      #expect(run.status == 0, "status \(run.status): \(errors.suffix(400))")
      #expect(lines.last == "DONE", "\(output.suffix(400)) \(errors.suffix(400))")
      #expect(lines.count == urls.count + 1, "\(output)")
      #expect(lines.first == "0 ok 5", "\(output)")
      for index in 1...broken.count {
        let line = lines.first { $0.hasPrefix("\(index) ") } ?? "missing"
        #expect(line.hasPrefix("\(index) error ") && !line.contains("cancelled"), "\(broken[index - 1]): \(line)")
      }
      if let proxy {
        // Every request went through the proxy (and the redirects some garbage makes).
        #expect(try await proxy.socksConnects() >= urls.count)
      }
    }
  }
#endif
