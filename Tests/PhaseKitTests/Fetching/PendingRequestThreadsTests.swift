import Foundation
import Testing
import _PhaseKitTestSupport

@testable import PhaseKit

/// A pending request costs no OS thread of its own: fetches parked on a silent host, as a library
/// user loading many small things at once would start, hold a few dozen threads.
///
/// 2,000 fetches by default; 20,000 with `PHASEKIT_SOAK=1` (held by 9 threads; URLSession on Linux
/// then takes about 50 s to cancel them all, which is libcurl's cost, not a thread's).
/// PhaseKitSocket's transport has the same test at 20,000 (SocketTransportTests).
@Suite(.serialized, .timeLimit(.minutes(ProcessInfo.processInfo.environment["PHASEKIT_SOAK"] == "1" ? 120 : 6))) struct PendingRequestThreadsTests {
  /// A client of its own, for the whole process (see `HTTPClient`: keep clients), on URLSession
  /// alone (the default client's socket transport has the same test: SocketTransportTests).
  static let client = HTTPClient(transport: nil)

  static func threadCount() throws -> Int {
    try FileManager.default.contentsOfDirectory(atPath: "/proc/self/task").count
  }

  @Test func pendingFetchesHoldAFewDozenThreads() async throws {
    let count = ProcessInfo.processInfo.environment["PHASEKIT_SOAK"] == "1" ? 20_000 : 2_000
    let server = try await FixtureServer.start()
    defer { server.stop() }
    let url = server.url(path: "/silent", query: ["hang": "1"])
    let before = try Self.threadCount()
    let tasks = (0..<count).map { _ in
      Task { try await HTTPSource(url: url, client: Self.client).fetch(FetchRequest()) }
    }
    #expect(try await server.waitForRequests(32, path: "/silent"))
    let during = try Self.threadCount()
    #expect(during - before <= 64, "\(during - before) threads for \(count) pending fetches")
    for task in tasks { task.cancel() }
    for task in tasks {
      await #expect(throws: DataError.cancelled) { try await task.value }
    }
  }
}
