import Foundation
import PhaseKit

// What a Loader costs on top of the work it wraps: each load creates its run task, races the
// operation against a deadline alarm (two more tasks), hops to the main actor and records state.
// Measured against calling the same source and decoder directly, in the same run.
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

    let loader = Loader(source: source, configuration: .init(retry: .none), decode: decode)
    let throughLoader = await medianSecondsAsync { @Sendable in await refresh(loader, times: loads) }
    report(
      "Loader.refresh() per load (MemorySource)", ours: throughLoader / Double(loads),
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
}

extension Loader {
  /// Starts a load if none runs (the value may be fresh from the previous round), else joins it.
  fileprivate func refreshIfIdle() async {
    if isLoading { await load() } else { await retry() }
  }
}
