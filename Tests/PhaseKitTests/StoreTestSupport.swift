import Foundation
import PhaseKit

@testable import PhaseKit

/// A fresh temporary folder for one test, removed when the value is released.
final class TemporaryFolder: Sendable {
  let url: URL

  init() {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("phasekit-store-\(UUID().uuidString)", isDirectory: true)
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: url) }

  /// A file path inside the folder.
  func file(_ name: String) -> URL { url.appendingPathComponent(name) }
}

/// A wall clock that only moves when a test moves it.
final class TestNow: Sendable {
  private let date = Lock(Date(timeIntervalSince1970: 1_800_000_000))

  var now: Date { date.withLock { $0 } }

  func advance(by seconds: TimeInterval) { date.withLock { $0 += seconds } }

  /// A closure for `Configuration.now`.
  var closure: @Sendable () -> Date { { self.now } }
}

/// Collects disk cache events in order.
final class DiskEventLog: Sendable {
  private let storage = Lock<[DiskCache.Event]>([])

  var events: [DiskCache.Event] { storage.withLock { $0 } }

  var handler: @Sendable (DiskCache.Event) -> Void { { event in self.storage.withLock { $0.append(event) } } }

  /// The reasons of every corruption recovery so far.
  var recoveries: [String] {
    events.compactMap {
      if case .corruptionRecovered(let reason, _) = $0 { return reason }
      return nil
    }
  }

  var evictedKeys: [String] {
    events.compactMap {
      if case .evicted(let key, _) = $0 { return key }
      return nil
    }
  }
}

/// Deterministic bytes of a given size, different per seed.
func testBytes(_ count: Int, seed: Int = 0) -> Data {
  // Byte i is 31·i + seed (mod 256), which repeats every 256 bytes: one period is computed and
  // copied, because a per-byte `map` in a debug build held a concurrency-pool thread for seconds.
  let period = (0..<256).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ seed) }
  var data = Data(capacity: count)
  while data.count < count { data.append(contentsOf: period.prefix(count - data.count)) }
  return data
}

/// The size of a file in bytes, 0 when missing.
func fileSize(_ url: URL) -> Int {
  ((try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int) ?? 0
}

/// Wraps a source so that its fetch starts only once `callers` callers wait on the store's shared
/// request for its key: then every caller has provably joined the one request.
struct JoinedSource<Base: DataSource>: DataSource {
  let base: Base
  let store: ResourceStore
  let callers: Int

  var identity: String { base.identity }
  var origin: Origin { base.origin }

  func fetch(_ request: FetchRequest) async throws(DataError) -> FetchResponse {
    await store.pool.waitForWaiters(callers, key: identity)
    return try await base.fetch(request)
  }
}
