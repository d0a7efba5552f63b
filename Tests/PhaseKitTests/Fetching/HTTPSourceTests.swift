import Foundation
import PhaseKit
import Testing
import _PhaseKitTestSupport

@Suite(.timeLimit(.minutes(6))) struct HTTPSourceTests {
  @Test(arguments: [
    (["status": "404"], DataError.httpStatus(404)),
    (["status": "500"], .httpStatus(500)),
    (["status": "401"], .unauthorized(status: 401)),
    (["status": "403"], .unauthorized(status: 403)),
    (["status": "429", "retry_after": "2"], .rateLimited(retryAfter: .seconds(2))),
    (["status": "429"], .rateLimited(retryAfter: nil)),
    (["status": "503", "retry_after": "7"], .serviceUnavailable(retryAfter: .seconds(7))),
  ])
  func mapsFailingStatusesToTypedErrors(query: [String: String], expected: DataError) async throws {
    let server = try await FixtureServer.shared()
    let source = HTTPSource(url: server.url(path: "/status", query: query))
    await #expect(throws: expected) { try await source.fetch(FetchRequest()) }
  }

  @Test func returnsTheBodyWithValidatorsAndReportsProgress() async throws {
    let server = try await FixtureServer.shared()
    let source = HTTPSource(url: server.url(path: "/data", query: ["size": "5000", "etag": "v1"]))
    let progress = Recorder<LoadProgress>()
    let response = try await source.fetch(FetchRequest(progress: { progress.append($0) }))
    #expect(response.data.count == 5000)
    #expect(response.statusCode == 200)
    #expect(response.validators.etag == "\"v1\"")
    #expect(!response.isNotModified)
    #expect(progress.values.last == LoadProgress(receivedBytes: 5000, expectedBytes: 5000))
    #expect(progress.values.last?.fractionCompleted == 1)
  }

  @Test func revalidationWithAMatchingETagAnswersNotModified() async throws {
    let server = try await FixtureServer.shared()
    let source = HTTPSource(url: server.url(path: "/data", query: ["etag": "v1"]))
    let first = try await source.fetch(FetchRequest())
    let second = try await source.fetch(FetchRequest(validators: first.validators))
    #expect(second.isNotModified)
    #expect(second.data.isEmpty)
    #expect(second.validators.etag == "\"v1\"")
  }

  @Test func sendsItsHeaders() async throws {
    let server = try await FixtureServer.shared()
    let source = HTTPSource(
      url: server.url(path: "/echo", query: ["echo": "1"]), headers: ["Authorization": "Bearer t"])
    let body = try await source.fetch(FetchRequest()).data
    let json = try JSONSerialization.jsonObject(with: body) as? [String: Any]
    let headers = json?["headers"] as? [String: String]
    #expect(headers?["authorization"] == "Bearer t")
  }

  @Test(arguments: [["size": "5000"], ["size": "5000", "no_length": "1"]])
  func rejectsABodyOverTheLimit(query: [String: String]) async throws {
    let server = try await FixtureServer.shared()
    let source = HTTPSource(url: server.url(path: "/big", query: query), maximumBodySize: 1000)
    await #expect(throws: DataError.tooLarge(limit: 1000)) { try await source.fetch(FetchRequest()) }
  }

  // Linux's URLSession asks for and decompresses gzip on its own, while Content-Length counts the
  // compressed bytes: a tiny body grows when compressed, a large one shrinks. Neither is truncated.
  @Test(arguments: [["body": "[]"], ["body": "ok"], ["size": "5000"]])
  func aGzipEncodedBodyIsDecodedWholeNotReportedTruncated(query: [String: String]) async throws {
    let server = try await FixtureServer.shared()
    let source = HTTPSource(url: server.url(path: "/gzip", query: query.merging(["gzip": "1"]) { $1 }))
    let response = try await source.fetch(FetchRequest())
    let expected = query["body"].map { Data($0.utf8) } ?? Data(repeating: 0, count: 5000)
    #expect(response.data.count == expected.count)
    if query["body"] != nil { #expect(response.data == expected) }
  }

  /// A gzip body of several members (RFC 1952) is never half read: URLSession (libcurl on Linux)
  /// reads every member, or fails; it never returns the first member's bytes as the whole body.
  /// (PhaseKitSocket's transport reads every member: SocketTransportTests.)
  @Test(arguments: [2, 3]) func aMultiMemberGzipBodyIsReadWholeOrFails(members: Int) async throws {
    let server = try await FixtureServer.shared()
    let source = HTTPSource(
      url: server.url(
        path: server.uniquePath("members"),
        query: ["size": "100000", "gzip": "1", "gzip_members": "\(members)"]))
    do {
      let response = try await source.fetch(FetchRequest())
      #expect(response.data.count == 100_000)
    } catch {
      // What libcurl does today (as curl(1) does): a failure, which a loader shows or retries.
      guard case .networkError = error else {
        Issue.record("classified as \(error)")
        return
      }
    }
  }

  /// Redirects are followed to http and https only, and never from https to http; the refusal
  /// names the scheme and drops credentials from the address it records.
  @Test func theRedirectRulesFollowHTTPAndHTTPSOnly() throws {
    let http = try #require(URL(string: "http://a.example/x"))
    let https = try #require(URL(string: "https://a.example/x"))
    #expect(HTTPRedirectRules.refusal(from: http, to: https) == nil)
    #expect(HTTPRedirectRules.refusal(from: http, to: URL(string: "http://b.example/y")) == nil)
    #expect(HTTPRedirectRules.refusal(from: https, to: URL(string: "https://b.example/y")) == nil)
    guard
      case .networkError(let down)? = HTTPRedirectRules.refusal(
        from: https, to: URL(string: "http://u:pw@b.example/y"))
    else { Issue.record("https → http followed"); return }
    #expect(down.code == HTTPRedirectRules.downgrade && down.location == "http://b.example/y")
    guard
      case .networkError(let ftp)? = HTTPRedirectRules.refusal(
        from: http, to: URL(string: "ftp://b.example:21/"))
    else { Issue.record("ftp followed"); return }
    #expect(ftp.message.contains("ftp:") && !DataError.networkError(ftp).isRetryable)
  }

  /// Through the core client (URLSession): a server's redirect to ftp:// fails, naming it.
  @Test func aRedirectToFTPIsRefusedByTheCoreClient() async throws {
    let server = try await FixtureServer.shared()
    let url = server.url(path: server.uniquePath("ftp"), query: ["redirect": "ftp://127.0.0.1:1/x"])
    await #expect {
      try await HTTPSource(url: url).fetch(FetchRequest())
    } throws: { error in
      guard case .networkError(let underlying) = error as? DataError else { return false }
      return underlying.domain == HTTPRedirectRules.domain && underlying.message.contains("ftp:")
    }
  }

  // The redirect's own body (many servers send a short HTML page with a 302) must not be
  // prepended to the final one.
  @Test func aRedirectIsFollowedAndOnlyTheFinalBodyIsReturned() async throws {
    let server = try await FixtureServer.shared()
    let target = server.url(path: "/final", query: ["body": "final"])
    let source = HTTPSource(
      url: server.url(path: "/moved", query: ["redirect": target.absoluteString, "body": "moved"]))
    let response = try await source.fetch(FetchRequest())
    #expect(String(decoding: response.data, as: UTF8.self) == "final")
    #expect(response.statusCode == 200)
  }

  @Test(arguments: [
    ["truncate": "1", "size": "2000"], ["truncate": "1", "size": "20000", "gzip": "1"], ["reset": "1"],
  ])
  func aTruncatedBodyOrAResetIsARetryableNetworkError(query: [String: String]) async throws {
    let server = try await FixtureServer.shared()
    let source = HTTPSource(url: server.url(path: "/broken", query: query))
    do {
      let response = try await source.fetch(FetchRequest())
      Issue.record("expected a failure, got \(response.data.count) bytes")
    } catch {
      guard case .networkError = error else {
        Issue.record("expected .networkError, got \(error)")
        return
      }
      #expect(error.isRetryable)
    }
  }

  @Test func cancellingAHungRequestEndsItAsCancelled() async throws {
    let server = try await FixtureServer.shared()
    let path = server.uniquePath("hang")
    let source = HTTPSource(url: server.url(path: path, query: ["hang": "1"]))
    let task = Task { () throws(DataError) -> FetchResponse in try await source.fetch(FetchRequest()) }
    while try await server.requestCount(path: path) == 0 { await Task.yield() }
    task.cancel()
    let result = await task.result
    #expect(throws: DataError.cancelled) { try result.get() }
  }

  @Test(arguments: ["ftp://example.com/x", "file:///tmp/x", "relative/path"])
  func rejectsURLsThatAreNotHTTP(text: String) async {
    let url = URL(string: text)!
    await #expect(throws: DataError.invalidURL(url.absoluteString)) {
      try await HTTPSource(url: url).fetch(FetchRequest())
    }
  }
}
