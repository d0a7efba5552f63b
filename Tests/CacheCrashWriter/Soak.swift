import Foundation
import PhaseKit

/// The soak mode (`CacheCrashWriter soak <cache folder> <port> <seed> <loads>`): one of several
/// processes loading through one shared cache folder from a fixture server that injects faults.
///
/// Each load picks one of 40 resources and, 30 % of the time, a fault: a hang, a reset, a body cut
/// short, a 500, an empty 200 (6 % each). It runs through a ``Loader`` (deadline 1 s, two
/// attempts) over a ``ResourceStore`` with ``CachePolicy/networkFirst``, and checks that the load
/// ended exactly once. At the end it prints one line:
/// `RESULT loads=N fresh=N stale=N empty=N failed=N ended_not_once=N moved=N bad_values=N`.
enum Soak {
  static let keys = 40
  static let faults = ["hang", "reset", "truncate", "status500", "empty"]

  /// The only bytes a good answer for `key` holds: "SOAK|<key>|<n>|" and n x's.
  static func body(key: Int) -> String {
    let n = 200 + key * 37
    return "SOAK|k\(key)|\(n)|" + String(repeating: "x", count: n)
  }

  /// Accepts only a complete good body; anything else fails (and is never stored).
  @Sendable static func decode(_ data: Data) throws(DataError) -> String {
    let text = String(decoding: data, as: UTF8.self)
    if text.isEmpty { return "" }  // no data: hasData says so, the store must not keep it
    let parts = text.split(separator: "|", maxSplits: 3, omittingEmptySubsequences: false)
    guard parts.count == 4, parts[0] == "SOAK", let n = Int(parts[2]), parts[3].utf8.count == n,
      parts[3].utf8.allSatisfy({ $0 == UInt8(ascii: "x") })
    else {
      throw .emptyData
    }
    return text
  }

  @MainActor
  static func run(folder: URL, port: Int, seed: UInt64, loads: Int) async -> Int32 {
    let moved = Lock(0)
    let store: ResourceStore
    do {
      store = try ResourceStore(
        directory: folder,
        configuration: .init(onEvent: { event in
          if case .corruptionRecovered = event { moved.withLock { $0 += 1 } }
        }))
    } catch {
      FileHandle.standardError.write(Data("soak: cannot open the cache: \(error)\n".utf8))
      return 1
    }
    var random = SplitMix(seed: seed)
    var counts = (fresh: 0, stale: 0, empty: 0, failed: 0, endedNotOnce: 0, badValues: 0)
    for _ in 0..<loads {
      let key = Int(random.next() % UInt64(keys))
      var query = ["body": body(key: key)]
      if random.next() % 100 < 30 {
        switch faults[Int(random.next() % UInt64(faults.count))] {
        case "hang": query["hang"] = "1"
        case "reset": query["reset"] = "1"
        case "truncate": query["truncate"] = "1"
        case "status500": query["status"] = "500"
        default: query["body"] = ""
        }
      }
      var components = URLComponents()
      components.scheme = "http"
      components.host = "127.0.0.1"
      components.port = port
      components.path = "/soak/k\(key).txt"
      components.queryItems = query.keys.sorted().map { URLQueryItem(name: $0, value: query[$0]) }
      let source = HTTPSource(url: components.url!)
      let events = LoadEventRecorder()
      let loader = Loader(
        configuration: .init(
          attemptTimeout: .seconds(1), deadline: .seconds(1),
          retry: RetryPolicy(maxAttempts: 2, baseDelay: .milliseconds(20)), events: events)
      ) { context throws(DataError) in
        try await store.load(
          source, key: "k\(key)", policy: .networkFirst, decode: Soak.decode, hasData: { !$0.isEmpty },
          progress: context.reportProgress, publish: { context.publish($0, isStale: $1) })
      }
      await loader.load()
      let ends = events.events.filter {
        switch $0.kind {
        case .succeeded, .failed, .cancelled: true
        default: false
        }
      }
      if ends.count != 1 || loader.isLoading { counts.endedNotOnce += 1 }
      if let value = loader.value, value.isEmpty {
        // An empty 200 with nothing cached yet: shown as empty (never stored).
        counts.empty += 1
      } else if let value = loader.value {
        if value != body(key: key) { counts.badValues += 1 }
        if loader.isStale { counts.stale += 1 } else { counts.fresh += 1 }
      } else {
        counts.failed += 1
      }
    }
    store.configuration.diskCache?.close()
    print(
      "RESULT loads=\(loads) fresh=\(counts.fresh) stale=\(counts.stale) empty=\(counts.empty) failed=\(counts.failed)"
        + " ended_not_once=\(counts.endedNotOnce) moved=\(moved.withLock { $0 }) bad_values=\(counts.badValues)")
    return 0
  }
}

/// A small seeded generator, so each soak process draws its own reproducible sequence.
struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
