import Foundation
import Testing
import _PhaseKitTestSupport

@testable import PhaseKit

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

#if canImport(Glibc) && canImport(CZlib)
  /// Headers a client adds to every request (a transport's `additionalHeaders`, a configuration's
  /// `httpAdditionalHeaders`) and headers the caller marks sensitive never carry a secret to
  /// another origin on a redirect, on either transport; headers without secrets still go along,
  /// and a redirect within the origin keeps everything (the echo proves what arrives).
  ///
  /// Before, both transports added their extra headers to every hop, wherever it led: the
  /// redirect rule only saw the request's own headers.
  @Suite(.serialized, .timeLimit(.minutes(6))) struct AdditionalHeaderSecretsTests {
    static let extraHeaders = [
      "Authorization": "Bearer S3cret", "Cookie": "session=S3cret", "X-Api-Key": "S3cret", "X-Team": "blue",
    ]
    /// `X-Api-Key` from the extra headers and `X-Session-Token` from the request are marked.
    static let sensitive: Set<String> = ["x-api-key", "X-Session-Token"]
    // Clients live for the whole process (see `HTTPClient`: keep clients).
    static let socketClient = HTTPClient(
      transport: SocketTransport(additionalHeaders: extraHeaders, sensitiveHeaders: sensitive, environment: [:]))
    static let sessionClient: HTTPClient = {
      let configuration = URLSessionConfiguration.default
      configuration.httpAdditionalHeaders = extraHeaders
      return HTTPClient(configuration: configuration, sensitiveHeaders: sensitive, transport: nil)
    }()

    @Test(arguments: [true, false])
    func extraAndMarkedHeadersCarryNoSecretToAnotherOrigin(socket: Bool) async throws {
      let server = try await FixtureServer.shared()
      let other = try await FixtureServer.start()
      defer { other.stop() }
      let client = socket ? Self.socketClient : Self.sessionClient
      let transport = socket ? "socket" : "URLSession"
      for (name, target, keeps) in ProxyAndRedirectSecretsTests.redirectTargets(server: server, other: other) {
        let start = server.url(path: server.uniquePath("from"), query: ["redirect": target])
        let source = HTTPSource(url: start, headers: ["X-Session-Token": "S3cret"], client: client)
        let response = try await source.fetch(FetchRequest())
        let json = try #require(try JSONSerialization.jsonObject(with: response.data) as? [String: Any])
        let headers = json["headers"] as? [String: String] ?? [:]
        for secret in ["authorization", "cookie", "x-api-key", "x-session-token"] {
          let carries = headers[secret]?.contains("S3cret") == true
          #expect(carries == keeps, "\(transport), \(name), \(secret): \(headers)")
        }
        #expect(headers["x-team"] == "blue", "\(transport), \(name): \(headers)")
      }
    }

    /// Without a redirect, every extra header reaches the server, and a request's own value wins.
    @Test(arguments: [true, false]) func extraHeadersReachTheOriginAndARequestsOwnValueWins(socket: Bool) async throws {
      let server = try await FixtureServer.shared()
      let client = socket ? Self.socketClient : Self.sessionClient
      let url = server.url(path: server.uniquePath("echo"), query: ["echo": "1"])
      let response = try await HTTPSource(url: url, headers: ["X-Team": "red"], client: client).fetch(FetchRequest())
      let json = try #require(try JSONSerialization.jsonObject(with: response.data) as? [String: Any])
      let headers = json["headers"] as? [String: String] ?? [:]
      #expect(headers["authorization"] == "Bearer S3cret" && headers["cookie"] == "session=S3cret", "\(headers)")
      #expect(headers["x-api-key"] == "S3cret" && headers["x-team"] == "red", "\(headers)")
    }
  }
#endif
