import Foundation
import Testing
import _PhaseKitTestSupport

@testable import PhaseKit

/// Nothing the store does blocks Swift's cooperative thread pool: a disk write that waits for
/// another process's lock (SQLite's busy timeout, up to 15 s) waits on the cache's own queue.
@Suite(.serialized, .timeLimit(.minutes(6))) struct PoolBlockingTests {
  let folder = TemporaryFolder()

  /// How long a 50 ms sleep takes to come back: its resumption needs a free pool thread.
  static func poolDelay() async throws -> Duration {
    let started = ContinuousClock.now
    try await Task.sleep(for: .milliseconds(50))
    return ContinuousClock.now - started
  }

  /// Counts the store's `fetched` events, to wait until every load has reached its disk write.
  final class FetchedCounter: LoadEventSink {
    private let state = Lock((count: 0, waiter: (wanted: 0, continuation: CheckedContinuation<Void, Never>?.none)))

    func record(_ event: LoadEvent) {
      guard case .cache(let text) = event.kind, text.hasPrefix("fetched") else { return }
      let ready = state.withLock { state -> CheckedContinuation<Void, Never>? in
        state.count += 1
        guard state.count >= state.waiter.wanted, let continuation = state.waiter.continuation else { return nil }
        state.waiter.continuation = nil
        return continuation
      }
      ready?.resume()
    }

    /// Returns once `count` loads have fetched.
    func wait(for count: Int) async {
      await withCheckedContinuation { continuation in
        let isDone = state.withLock { state in
          if state.count >= count { return true }
          state.waiter = (count, continuation)
          return false
        }
        if isDone { continuation.resume() }
      }
    }
  }

  @Test func storeWritesWaitingForAnotherWritersLockHoldNoPoolThread() async throws {
    let fetched = FetchedCounter()
    let store = try ResourceStore(directory: folder.url, configuration: .init(events: fetched))
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
    // Every load has its bytes and goes on to a disk write that must wait.
    await fetched.wait(for: 8)
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
