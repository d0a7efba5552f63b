import Foundation
import Observation
import PhaseKit

// A dashboard that refreshes itself: 1,000 loaders shown on 10 keys, polling on an interval.
// Ours: `RefreshPolicy` (one timer per key, one request per key per interval, the other 99
// loaders take the result over from memory). The baseline: the same screens written the usual way,
// one `Task` loop per view that sleeps the interval and refreshes its loader from the origin.
// Both run on the real clock for the same number of intervals; CPU is the process's, on every
// thread, divided by the intervals (the screens are idle between refreshes).
let refreshBenchmarks = BenchmarkSuite(name: "refresh") {
  let interval = Duration.milliseconds(40)
  let intervals = 25
  let ours = await pollDashboard(interval: interval, intervals: intervals, perView: false)
  let baseline = await pollDashboard(interval: interval, intervals: intervals, perView: true)
  report(
    "1,000 loaders, 10 keys: CPU per interval", ours: ours.cpuPerInterval,
    baseline: baseline.cpuPerInterval, baselineName: "a Task loop per view",
    extra: "requests \(ours.requests) vs \(baseline.requests) (keys × intervals = \(10 * intervals))")
  // Every body is byte-identical: what a view of the value draws (value, stale mark, error) must
  // not change; only `loadedAt` (the age) does.
  print(
    "  equal bodies: observation changes per interval, 1,000 views of the value: ours "
      + "\(String(format: "%.1f", ours.redrawsPerInterval)), a Task loop per view "
      + "\(String(format: "%.1f", baseline.redrawsPerInterval)); of the age: ours "
      + "\(String(format: "%.1f", ours.agesPerInterval))")
}

/// What one run of the dashboard cost.
private struct DashboardCost {
  var requests: Int
  var cpuPerInterval: Double
  /// Observation changes of what views of the value read (value, isStale, error), per interval.
  var redrawsPerInterval: Double
  /// Observation changes of `loadedAt`, per interval.
  var agesPerInterval: Double
}

/// Counts Observation changes of what `read` reads, re-arming after each, as a view would redraw.
@MainActor
private final class RedrawTally {
  var count = 0

  func watch(_ read: @escaping @MainActor () -> Void) {
    withObservationTracking(read) { [weak self] in
      MainActor.assumeIsolated { self?.count += 1 }
      Task { @MainActor [weak self] in self?.watch(read) }
    }
  }
}

/// Shows 1,000 loaders on 10 keys for `intervals` intervals and counts requests and CPU.
@MainActor
private func pollDashboard(interval: Duration, intervals: Int, perView: Bool) async -> DashboardCost {
  let store = ResourceStore()
  let quiet = RefreshSignals(foreground: RefreshTrigger(), reconnect: RefreshTrigger())
  let policy =
    perView
    ? RefreshPolicy.manual
    : RefreshPolicy(interval: interval, jitter: 0, refreshesOnForeground: false, refreshesOnReconnect: false)
  let configuration = LoaderConfiguration(retry: .none, refresh: policy, refreshSignals: quiet)
  let sources = (0..<10).map { TallySource(identity: "bench://refresh/\($0)") }
  let loaders = (0..<1_000).map { index in
    Loader(
      store: store, source: sources[index % 10], policy: perView ? .networkOnly : .staleWhileRevalidate,
      configuration: configuration
    ) { data throws(DataError) in data.count }
  }
  for loader in loaders { await loader.load() }  // the first screenful, not measured
  let views: [Task<Void, Never>] = loaders.map { loader in
    perView
      ? Task {
        while !Task.isCancelled {
          do { try await Task.sleep(for: interval) } catch { return }
          await loader.refresh()
        }
      }
      : Task { await loader.showWhileRunning() }
  }
  for source in sources { source.reset() }
  let redraws = RedrawTally()
  let ages = RedrawTally()
  for loader in loaders {
    redraws.watch {
      _ = loader.value
      _ = loader.isStale
      _ = loader.error
    }
    ages.watch { _ = loader.loadedAt }
  }
  let cpu = processCPUSeconds()
  try? await Task.sleep(for: interval * intervals + interval / 2)
  let cost = DashboardCost(
    requests: sources.reduce(0) { $0 + $1.count },
    cpuPerInterval: (processCPUSeconds() - cpu) / Double(intervals),
    redrawsPerInterval: Double(redraws.count) / Double(intervals),
    agesPerInterval: Double(ages.count) / Double(intervals))
  for view in views { view.cancel() }
  for view in views { await view.value }
  return cost
}

/// A source that answers at once and counts its fetches.
private final class TallySource: DataSource {
  let identity: String
  var origin: Origin { .network }
  private let fetches = Lock(0)

  init(identity: String) { self.identity = identity }

  var count: Int { fetches.withLock { $0 } }
  func reset() { fetches.withLock { $0 = 0 } }

  func fetch(_ request: FetchRequest) async throws(DataError) -> FetchResponse {
    fetches.withLock { $0 += 1 }
    return FetchResponse(data: Data(repeating: 7, count: 1_024))
  }
}
