import Foundation
import Testing
import _PhaseKitTestSupport

@testable import PhaseKit

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

#if canImport(Glibc) && canImport(CZlib)
  /// The smaller findings of issue #34 against real servers: stacked content encodings, an
  /// untrusted certificate, a huge Location.
  @Suite(.serialized, .timeLimit(.minutes(6))) struct SmallerHTTPFindingsTests {
    static let socketClient = HTTPClient(transport: SocketTransport(environment: [:]))

    static func fetch(_ url: URL, client: HTTPClient) async -> Result<Data, DataError> {
      await ProxyAndRedirectSecretsTests.fetch(url, client: client)
    }

    /// `Content-Encoding: deflate, gzip` (two codings stacked) and one never asked for (`br`)
    /// are refused naming them, never delivered as received (the bytes then read as "binary
    /// data", exit 65); gzip alone still loads.
    @Test(arguments: ["deflate, gzip", "gzip, gzip", "br"])
    func anEncodingThisClientDoesNotReadIsRefusedNamingIt(encoding: String) async throws {
      let server = try await FixtureServer.shared()
      let answer = "HTTP/1.1 200 OK\r\nContent-Encoding: \(encoding)\r\nContent-Length: 4\r\n\r\nabcd"
      let result = await Self.fetch(server.url(answering: Data(answer.utf8)), client: Self.socketClient)
      guard case .failure(.networkError(let underlying)) = result else {
        Issue.record("\(encoding): \(result)")
        return
      }
      #expect(underlying.code == -1015, "\(underlying)")
      #expect(underlying.message.contains(encoding), "\(underlying)")
      #expect(!DataError.networkError(underlying).isRetryable)
      let gzip = await Self.fetch(
        server.url(path: server.uniquePath("gz"), query: ["gzip": "1", "body": "hello"]), client: Self.socketClient)
      #expect((try? gzip.get()) == Data("hello".utf8))
    }

    /// A server whose certificate is not trusted is said as such ("certificate"), not as a
    /// network to check, and is not retried.
    @Test func anUntrustedCertificateIsSaidAsSuch() async throws {
      let server = try await FixtureServer.startUntrustedTLSServer()
      defer { server.stop() }
      let url = try #require(URL(string: "https://127.0.0.1:\(server.port)/a.csv"))
      let result = await Self.fetch(url, client: .shared)
      guard case .failure(let error) = result else {
        Issue.record("an untrusted certificate loaded: \(result)")
        return
      }
      let suggestion = error.recoverySuggestion(in: .english) ?? ""
      #expect(suggestion.contains("certificate"), "\(error): \(suggestion)")
      #expect(!suggestion.contains("internet connection"), "\(error): \(suggestion)")
      #expect(!error.isRetryable, "\(error)")
      #expect(error.recoverySuggestion(in: .simplifiedChinese)?.contains("证书") == true)
    }

    /// A redirect to a 30,000-character `data:` address is refused with the address cut to a
    /// couple of hundred characters in the message, on both transports.
    @Test(arguments: [false, true]) func aHugeRefusedLocationIsCutInTheMessage(socket: Bool) async throws {
      let server = try await FixtureServer.shared()
      let location = "data:text/plain," + String(repeating: "a", count: 30_000)
      let answer = "HTTP/1.1 302 Found\r\nLocation: \(location)\r\nContent-Length: 0\r\n\r\n"
      let result = await Self.fetch(
        server.url(answering: Data(answer.utf8)), client: socket ? Self.socketClient : .shared)
      guard case .failure(let error) = result else {
        Issue.record("\(result)")
        return
      }
      let said = error.message(in: .english) + " " + error.details
      #expect(said.count < 2_000, "\(said.count) characters")
      #expect(said.contains("data:"), "\(said.prefix(300))")
    }
  }
#endif
