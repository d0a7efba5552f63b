import Foundation
import Testing
import _PhaseKitTestSupport

@testable import PhaseKit

extension WallClockTests {
  /// Moved whole from PhaseKitTests: nothing the store does blocks Swift's cooperative thread
  /// pool; a disk write that waits for another process's lock (SQLite's busy timeout) waits on
  /// the cache's own queue.
  ///
  /// Unlike the other timed tests this one runs on the shared pool: how soon the pool answers
  /// is what it measures.
  @Suite(.timeLimit(.minutes(6))) struct PoolBlocking {
    /// How long a 50 ms sleep takes to come back: its resumption needs a free pool thread.
    static func poolDelay() async throws -> Duration {
      let started = ContinuousClock.now
      try await Task.sleep(for: .milliseconds(50))
      return ContinuousClock.now - started
    }

    /// The bytes as UTF-8 text.
    @Sendable static func text(_ data: Data) throws(DataError) -> String { String(decoding: data, as: UTF8.self) }

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
      // At high priority, as are the loads it starts (a task inherits it): their turns on the pool
      // come before the default-priority jobs a parallel run queues there, so the probe waits for
      // a free thread, not for the queue. Writes that blocked the pool would leave none at any
      // priority. (A 50 ms sleep behind 200 busy default-priority tasks came back after
      // 0.7-1.0 s at default priority, 0.05 s at high; 2026-12-05, 2 cores.)
      try await Task(priority: .high) { try await Self.eightWritesWaitForALockHeldElsewhere() }.value
    }

    static func eightWritesWaitForALockHeldElsewhere() async throws {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent("phasekit-pool-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: folder) }
      let fetched = FetchedCounter()
      let store = try ResourceStore(directory: folder, configuration: .init(events: fetched))
      let disk = try #require(store.configuration.diskCache)
      // The first write waits from the moment it is queued until the lock is freed below: a
      // minute, not the default 15 s, for a loaded machine. Writes that blocked the pool show as
      // a 50 ms sleep that takes this long, and as writes that give up; each pair of them stalls
      // the whole run for the timeout, so it stays short of the test's time limit.
      try disk.setBusyTimeout(milliseconds: 60_000)
      // More loads than the pool has threads, each ending in a disk write that must wait. Each
      // load first reads the disk for a copy to revalidate, on the cache's queue, behind any
      // write queued there: so every fetch is held until all eight have read, and only then is
      // the lock taken. (Taken first, a load that read late waited behind a blocked write, never
      // fetched, and the test waited for it until the busy timeout ended that write.)
      let sources = (0..<8).map { CountingSource(identity: "key-\($0)", responses: [.success(Data("v\($0)".utf8))]) }
      for source in sources { source.hold() }
      let loads = sources.map { source in
        Task { try await store.load(source, policy: .networkOnly, decode: Self.text) }
      }
      for source in sources { await source.waitForParked(count: 1) }
      // Another writer (as another process would) holds the database's write lock.
      let other = try SQLiteConnection(path: folder.appendingPathComponent("resources.sqlite").path)
      try other.execute("BEGIN IMMEDIATE")
      for source in sources { source.release() }
      // Every load has its bytes and goes on to a disk write that must wait.
      await fetched.wait(for: 8)
      // With the writes blocking pool threads, this waited for the busy timeout.
      let delay = try await Self.poolDelay()
      // (A bound for a loaded machine running the whole suite; blocked, it is the busy timeout.)
      #expect(delay < .seconds(10), "a 50 ms sleep took \(delay)")
      try other.execute("COMMIT")
      for load in loads { _ = try await load.value }
      // The writes went through once the lock was free.
      #expect(disk.count == 8)
    }
  }
}
