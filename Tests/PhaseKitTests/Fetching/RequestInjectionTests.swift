import Foundation
import Testing
import _PhaseKitTestSupport

@testable import PhaseKit

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Request parts from callers go through HTTP's rules before anything is sent: a line break in a
/// header name adds a header, one in the method smuggles a second request line, a space in the
/// method changes the path. Each is refused whole, as a typed error, and the server sees nothing.
@Suite(.timeLimit(.minutes(6))) struct RequestInjectionTests {
  /// Methods and headers an attacker (or a bug) could hand an `HTTPSource`, with the fault each is.
  static let injections: [(method: String, headers: [String: String], fault: DataError.RequestFault)] = [
    ("GET", ["X-A\r\nX-Injected": "1"], .headerName("X-A\r\nX-Injected")),
    ("GET", ["X-A\nX-Injected": "1"], .headerName("X-A\nX-Injected")),
    ("GET", ["X-A: b": "1"], .headerName("X-A: b")),
    ("GET", ["": "1"], .headerName("")),
    ("GET", ["X-A": "v\r\nX-Injected: 1"], .headerValue(name: "X-A")),
    ("GET", ["X-A": "v\u{0}"], .headerValue(name: "X-A")),
    (
      "GET /evil HTTP/1.1\r\nX-Injected: 1\r\n\r\nGET", [:],
      .method("GET /evil HTTP/1.1\r\nX-Injected: 1\r\n\r\nGET")
    ),
    ("GET /other", [:], .method("GET /other")),
    ("", [:], .method("")),
  ]

  @Test(arguments: injections) func anInjectionIsRefusedAndNothingIsSent(
    method: String, headers: [String: String], fault: DataError.RequestFault
  ) async throws {
    let server = try await FixtureServer.shared()
    let path = server.uniquePath("inject")
    let source = HTTPSource(
      url: server.url(path: path, query: ["echo": "1"]), headers: headers, method: method)
    await #expect(throws: DataError.invalidRequest(fault)) { try await source.fetch(FetchRequest()) }
    #expect(try await server.requestCount(path: path) == 0)
    // A direct caller of the client is held to the same rules. (A URLRequest itself already
    // drops a header value with a line break on Linux: such a request goes out without it.)
    var request = URLRequest(url: server.url(path: path, query: ["echo": "1"]))
    request.httpMethod = method
    for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
    if case .headerValue = fault {
      if let (data, _) = try? await HTTPClient.shared.data(for: request) {
        #expect(!String(decoding: data, as: UTF8.self).lowercased().contains("injected"))
      }
    } else {
      // URLRequest may respell a name ("X-A: B"): the kind of fault is what counts.
      await #expect {
        try await HTTPClient.shared.data(for: request)
      } throws: { error in
        guard case .invalidRequest = error as? DataError else { return false }
        return true
      }
      #expect(try await server.requestCount(path: path) == 0)
    }
    // Not retried, and said without the value (it may be a secret), control characters visible.
    let error = DataError.invalidRequest(fault)
    #expect(!error.isRetryable)
    #expect(!error.message(in: .english).contains("\r") && !error.message(in: .english).contains("\n"))
    #expect(!error.message(in: .english).contains("Injected: 1\""), "\(error.message(in: .english))")
    #expect(error.message(in: .simplifiedChinese).hasPrefix("无法发送请求："))
  }

  @Test func whatHTTPAllowsIsSentAsItIs() async throws {
    let server = try await FixtureServer.shared()
    let url = server.url(path: server.uniquePath("allowed"), query: ["echo": "1"])
    let source = HTTPSource(url: url, headers: ["X-Tab": "a\tb", "X-Token.~!": "ü ok"], method: "PUT")
    let echoed =
      try JSONSerialization.jsonObject(with: try await source.fetch(FetchRequest()).data) as? [String: Any]
    #expect(echoed?["method"] as? String == "PUT")
    let headers = echoed?["headers"] as? [String: String]
    #expect(headers?["x-tab"] == "a\tb")
    #expect(headers?["x-token.~!"] != nil)
  }
}

/// A user and password in the URL go out as Basic authorization, as curl sends them, and nowhere
/// else: not in the request line, the identity (the cache key), an error or the response's URL.
@Suite(.timeLimit(.minutes(6))) struct URLCredentialsTests {
  @Test func aUserAndPasswordInTheURLAreSentAsBasicAuthorization() async throws {
    let server = try await FixtureServer.shared()
    let path = server.uniquePath("basic")
    let url = try #require(URL(string: "http://ann:p%40ss%3Aword@127.0.0.1:\(server.port)\(path)?echo=1"))
    let response = try await HTTPSource(url: url).fetch(FetchRequest())
    let echoed = try #require(try JSONSerialization.jsonObject(with: response.data) as? [String: Any])
    let headers = try #require(echoed["headers"] as? [String: String])
    #expect(headers["authorization"] == "Basic " + Data("ann:p@ss:word".utf8).base64EncodedString())
    #expect(response.url?.absoluteString.contains("ann") == false)
    // The caller's own Authorization wins, as with curl's -H.
    let own = HTTPSource(url: url, headers: ["Authorization": "Bearer t"])
    let ownHeaders =
      try JSONSerialization.jsonObject(with: try await own.fetch(FetchRequest()).data) as? [String: Any]
    #expect((ownHeaders?["headers"] as? [String: String])?["authorization"] == "Bearer t")
  }

  @Test func theIdentityHoldsNoCredentialsYetDiffersPerUser() throws {
    let ann = HTTPSource(url: try #require(URL(string: "http://ann:secret@example.com/a.csv")))
    let bob = HTTPSource(url: try #require(URL(string: "http://bob:secret@example.com/a.csv")))
    let nobody = HTTPSource(url: try #require(URL(string: "http://example.com/a.csv")))
    for source in [ann, bob] {
      #expect(
        !source.identity.contains("secret") && !source.identity.contains("ann")
          && !source.identity.contains("bob"))
      #expect(source.identity.hasPrefix("http://example.com/a.csv#credentials="))
    }
    #expect(ann.identity != bob.identity && ann.identity != nobody.identity)
    #expect(nobody.identity == "http://example.com/a.csv")
  }

  @Test func anErrorNamesTheURLWithoutItsCredentials() async throws {
    let source = HTTPSource(url: try #require(URL(string: "http://ann:secret@127.0.0.1:1/a.csv")))
    do {
      _ = try await source.fetch(FetchRequest())
      Issue.record("port 1 answered")
    } catch {
      #expect(!error.details.contains("secret") && !error.details.contains("ann:"), "\(error.details)")
    }
  }
}
