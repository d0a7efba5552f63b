import Foundation
import Testing
import _PhaseKitTestSupport

@testable import PhaseKit

/// Nothing the store does blocks Swift's cooperative thread pool: a disk write that waits for
/// another process's lock (SQLite's busy timeout, up to 15 s) waits on the cache's own queue.
@Suite(.serialized, .timeLimit(.minutes(2))) struct PoolBlockingTests {
  let folder = TemporaryFolder()

  /// How long a 50 ms sleep takes to come back: its resumption needs a free pool thread.
  static func poolDelay() async throws -> Duration {
    let started = ContinuousClock.now
    try await Task.sleep(for: .milliseconds(50))
    return ContinuousClock.now - started
  }

  @Test func storeWritesWaitingForAnotherWritersLockHoldNoPoolThread() async throws {
    let store = try ResourceStore(directory: folder.url)
    // Another writer (as another process would) holds the database's write lock.
    let other = try SQLiteConnection(path: folder.url.appendingPathComponent("resources.sqlite").path)
    try other.execute("BEGIN IMMEDIATE")
    // More loads than the pool has threads, each ending in a disk write that must wait.
    let loads = (0..<8).map { index in
      Task {
        try await store.load(
          MemorySource(identity: "key-\(index)", data: Data("v\(index)".utf8)), policy: .networkOnly,
          decode: decodeText)
      }
    }
    try await Task.sleep(for: .milliseconds(300))
    // With the writes blocking pool threads, this waited for the busy timeout (15 s).
    let delay = try await Self.poolDelay()
    // (A bound for a loaded machine running the whole suite; blocked, it is the 15 s timeout.)
    #expect(delay < .seconds(10), "a 50 ms sleep took \(delay)")
    try other.execute("COMMIT")
    for load in loads { _ = try await load.value }
    // The writes went through once the lock was free.
    let disk = try #require(store.configuration.diskCache)
    #expect(disk.count == 8)
  }
}
