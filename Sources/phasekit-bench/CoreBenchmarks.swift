import Foundation
import PhaseKit

// What a Loader costs on top of the work it wraps, measured against calling the same source and
// decoder directly, in the same run. Every row times `await loader.refresh()` (or `load()`) on the
// main actor, where a view model lives, until it returns with the phase `.success`.
// - "from store memory": the loader's ResourceStore holds a fresh decoded value in memory, which
//   is what a screen that reappears sees; the load ends on the main actor without a task.
// - "async operation": the loader runs an async operation (a MemorySource and a decoder, no
//   store): its run task, the race against the deadline alarm and the hops to and from the
//   operation's executor are all in the figure.
let coreBenchmarks = BenchmarkSuite(name: "core") {
  await CoreBenchmark.run()
}

@MainActor
enum CoreBenchmark {
  nonisolated static let loads = 2_000
  nonisolated static let payload = Data(repeating: UInt8(ascii: "7"), count: 256)

  static func run() async {
    let source = MemorySource(identity: "bench", data: payload)
    let decode: @Sendable (Data) throws(DataError) -> Int = { data in data.count }

    let direct = await medianSecondsAsync { @Sendable in
      var total = 0
      for _ in 0..<loads {
        do {
          total &+= try decode(try await source.fetch(FetchRequest()).data)
        } catch {
          fatalError("memory source failed: \(error)")
        }
      }
      blackHole(total)
    }

    let store = ResourceStore()
    let remote = RemoteLike(base: source)
    let stored = Loader(store: store, source: remote, configuration: .init(retry: .none), decode: decode)
    await stored.load()
    precondition(stored.loaded?.origin == .network, "the first load should fetch")
    let fromMemory = await medianSecondsAsync { @Sendable in await refresh(stored, times: loads) }
    // `refresh()` reaches the origin (network first) since issue 33: a person's refresh never
    // answers from memory. The memory path is timed by the `load()` row below.
    precondition(stored.phase.value == payload.count && stored.loaded?.origin == .network)
    report(
      "Loader.refresh() through the store, a source at hand", ours: fromMemory / Double(loads),
      baseline: direct / Double(loads), baselineName: "source.fetch + decode", target: "≤ 20 µs")

    // A screen that appears: a new loader on the store, then `load()`.
    let appear = await medianSecondsAsync { @Sendable in await appearLoaders(store, remote, decode, times: loads) }
    report(
      "  new Loader(store:) + load(), in memory", ours: appear / Double(loads),
      baseline: direct / Double(loads), baselineName: "source.fetch + decode")

    let loader = Loader(source: source, configuration: .init(retry: .none), decode: decode)
    let throughLoader = await medianSecondsAsync { @Sendable in await refresh(loader, times: loads) }
    report(
      "Loader.refresh(), async operation (no store)", ours: throughLoader / Double(loads),
      baseline: direct / Double(loads), baselineName: "source.fetch + decode",
      extra: "overhead \(formatTime((throughLoader - direct) / Double(loads))) per load")

    let recorder = LoadEventRecorder()
    let observed = Loader(
      source: source, configuration: .init(retry: .none, events: recorder), decode: decode)
    let withEvents = await medianSecondsAsync { @Sendable in
      await refresh(observed, times: loads)
      recorder.removeAll()
    }
    report(
      "  + event recorder", ours: withEvents / Double(loads), baseline: throughLoader / Double(loads),
      baselineName: "Loader without events")

    // Many screens asking for the same value at once join one load.
    let callers = 1_000
    let shared = Loader(source: source, configuration: .init(retry: .none), decode: decode)
    let joined = await medianSecondsAsync { @Sendable in
      await withTaskGroup(of: Void.self) { group in
        for _ in 0..<callers { group.addTask { await shared.refreshIfIdle() } }
      }
    }
    report(
      "\(callers) concurrent load() callers, per caller", ours: joined / Double(callers),
      baseline: throughLoader / Double(loads), baselineName: "one Loader load",
      extra: "\(callers) callers share one load")
  }
}

extension CoreBenchmark {
  /// Refreshes on the main actor, where a view model lives, so the loop itself does not hop.
  static func refresh(_ loader: Loader<Int>, times: Int) async {
    for _ in 0..<times { await loader.refresh() }
    blackHole(loader.value)
  }

  /// Makes a loader on `store` and loads it, `times` times; each must end showing the value.
  static func appearLoaders(
    _ store: ResourceStore, _ source: RemoteLike,
    _ decode: @escaping @Sendable (Data) throws(DataError) -> Int, times: Int
  ) async {
    for _ in 0..<times {
      let loader = Loader(store: store, source: source, configuration: .init(retry: .none), decode: decode)
      await loader.load()
      guard case .success = loader.phase, loader.loaded?.origin == .memory else {
        fatalError("no value from memory after load()")
      }
      blackHole(loader.value)
    }
  }
}

extension Loader {
  /// Starts a load if none runs (the value may be fresh from the previous round), else joins it.
  fileprivate func refreshIfIdle() async {
    if isLoading { await load() } else { await retry() }
  }
}

/// A memory source that says its values come from the network, so that a value served from the
/// store's memory (origin `.memory`) can be told from a fetched one.
struct RemoteLike: DataSource {
  let base: MemorySource
  var identity: String { "bench://remote" }
  var origin: Origin { .network }
  func fetch(_ request: FetchRequest) async throws(DataError) -> FetchResponse {
    try await base.fetch(request)
  }
}
