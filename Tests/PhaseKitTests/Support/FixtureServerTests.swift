import Foundation
import PhaseKit
import Testing
import _PhaseKitTestSupport

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite(.timeLimit(.minutes(6))) struct FixtureServerTests {
  @Test func servesTheRequestedBodyAndCountsRequestsPerPath() async throws {
    let server = try await FixtureServer.start()
    defer { server.stop() }
    let (data, response) = try await HTTPClient.shared.data(
      for: URLRequest(url: server.url(path: "/hello", query: ["body": "hi there"])))
    #expect(response.statusCode == 200)
    #expect(String(decoding: data, as: UTF8.self) == "hi there")
    _ = try await HTTPClient.shared.data(for: URLRequest(url: server.url(path: "/hello")))
    #expect(try await server.requestCount(path: "/hello") == 2)
    #expect(try await server.requestCount(path: "/other") == 0)
    try await server.resetCounts()
    #expect(try await server.requestCount(path: "/hello") == 0)
  }

  @Test func failsOnlyTheFirstRequestsWhenAskedTo() async throws {
    let server = try await FixtureServer.start()
    defer { server.stop() }
    let url = server.url(path: "/flaky", query: ["status": "500", "fail_times": "2"])
    var statuses: [Int] = []
    for _ in 0..<3 {
      statuses.append(try await HTTPClient.shared.data(for: URLRequest(url: url)).response.statusCode)
    }
    #expect(statuses == [500, 500, 200])
  }

  @Test func aHeldBodySendsItsFirstBytesAndTheRestOnlyWhenReleased() async throws {
    let server = try await FixtureServer.start()
    defer { server.stop() }
    let path = server.uniquePath("held")
    let (updates, continuation) = AsyncStream.makeStream(of: LoadProgress.self)
    // The stream ends when the request does, so a transport that never reports the first bytes
    // fails the check below once the server gives up holding (120 s), never hangs.
    let request = Task {
      defer { continuation.finish() }
      return try await HTTPClient.shared.data(
        for: URLRequest(url: server.url(path: path, query: ["hold_after": "5", "size": "50"])),
        progress: { continuation.yield($0) })
    }
    var partial: LoadProgress?
    for await update in updates where update.receivedBytes >= 5 {
      partial = update
      break
    }
    #expect(partial == LoadProgress(receivedBytes: 5, expectedBytes: 50))
    #expect(try await server.requestsInFlight(path: path) == 1)
    try await server.release(path: path)
    let (data, response) = try await request.value
    #expect(response.statusCode == 200)
    #expect(String(decoding: data, as: UTF8.self) == String(repeating: "0123456789", count: 5))
  }

  @Test func handlesHundredsOfConcurrentRequests() async throws {
    let server = try await FixtureServer.start()
    defer { server.stop() }
    let url = server.url(path: "/many", query: ["delay": "0.05"])
    let ok = try await withThrowingTaskGroup(of: Int.self) { group in
      for _ in 0..<500 {
        group.addTask { try await HTTPClient.shared.data(for: URLRequest(url: url)).response.statusCode }
      }
      return try await group.reduce(0) { $0 + ($1 == 200 ? 1 : 0) }
    }
    #expect(ok == 500)
    #expect(try await server.requestCount(path: "/many") == 500)
    #expect(try await server.maximumConcurrentRequests(path: "/many") > 1)
  }

  /// Once stopped, the server answers nothing: connecting fails as offline. Other tests start
  /// servers all the while, and one of them may be given the freed port (seen once in a full
  /// run); an answer is then from another process, which its Server header names.
  @Test func aStoppedServerRefusesConnections() async throws {
    let server = try await FixtureServer.start()
    let url = server.url(path: "/gone")
    // Its answers name its process, so that another server's can be told apart.
    let alive = try await HTTPClient.shared.data(for: URLRequest(url: server.url(path: server.uniquePath("alive"))))
    let header = alive.response.value(forHTTPHeaderField: "Server") ?? ""
    #expect(header.contains("(pid \(server.processID))"), "\(header)")
    await server.stop()
    await server.stop()  // idempotent
    for _ in 0..<2 {
      do {
        let answer = try await HTTPClient.shared.data(for: URLRequest(url: url))
        let from = answer.response.value(forHTTPHeaderField: "Server") ?? ""
        #expect(!from.contains("(pid \(server.processID))"), "the stopped server answered: \(from)")
        #expect(from.hasPrefix("PhaseKitFixture/1 (pid "), "an answer from something else: \(from)")
      } catch {
        guard case .offline = error else {
          Issue.record("expected .offline, got \(error)")
          return
        }
      }
    }
  }

  @Test func servesFilesFromADirectory() async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "phasekit-fixture-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try Data("x,y\n1,2\n".utf8).write(to: directory.appendingPathComponent("data.csv"))
    let server = try await FixtureServer.start(directory: directory)
    defer { server.stop() }
    let (data, _) = try await HTTPClient.shared.data(
      for: URLRequest(url: server.url(path: "/f", query: ["file": "data.csv"])))
    #expect(String(decoding: data, as: UTF8.self) == "x,y\n1,2\n")
  }
}
