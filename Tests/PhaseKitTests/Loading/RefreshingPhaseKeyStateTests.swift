import Foundation
import Testing
import _PhaseKitTestSupport

@_spi(Testing) @_spi(PhaseKitUI) @testable import PhaseKit

/// Issue 33, must-hold points 1 and 5, for `RefreshingPhase` (what `AsyncPhaseView` runs): a
/// phase that loads through a store reads the store's stale mark and last error of its key, as a
/// `Loader` does, so every view of the key (new ones too) shows the same; and phases of one id
/// shown at the same instant share one first load.
@MainActor
@Suite(.timeLimit(.minutes(6))) struct RefreshingPhaseKeyStateTests {
  typealias Phase = RefreshingPhase<String, String, DataError>

  let clock = ManualClock()
  let signals = RefreshSignals(
    foreground: RefreshTrigger(), reconnect: RefreshTrigger(), background: nil, disconnect: nil)
  let store = ResourceStore()
  static let busy = DataError.serviceUnavailable(retryAfter: .seconds(5))

  func phase() -> Phase {
    Phase(policy: RefreshPolicy(interval: .seconds(10), jitter: 0), signals: signals, clock: clock)
  }

  /// Shows `phase` as `AsyncPhaseView(url:refresh:)` does: a cached load, a refresh past the
  /// cache, and the store key whose timer it shares.
  func show(_ phase: Phase, _ source: CountingSource) -> Task<Void, Never> {
    let store = self.store
    let load: Phase.Load = { () async throws(DataError) -> String in
      try await store.load(source, policy: .staleWhileRevalidate, decode: decodeText).value
    }
    let refresh: Phase.Load = { () async throws(DataError) -> String in
      try await store.load(source, policy: .networkFirst, decode: decodeText).value
    }
    let sharing = RefreshSharing(key: source.identity) { store }
    return Task { await phase.show(id: "a", load: load, refreshLoad: refresh, sharing: sharing) }
  }

  func loader(_ source: CountingSource) -> Loader<String> {
    Loader(
      store: store, source: source,
      configuration: LoaderConfiguration(
        attemptTimeout: .seconds(600), deadline: .seconds(600), retry: .none, clock: clock,
        refresh: RefreshPolicy(interval: .seconds(10), jitter: 0), refreshSignals: signals),
      decode: decodeText)
  }

  @Test func aLoaderAPhaseAndViewsMadeAfterA503ShowTheSameStaleMarkErrorAndAge() async throws {
    let source = CountingSource(responses: [.success(Data("v1".utf8)), .failure(Self.busy)])
    let loader = loader(source)
    let phase = phase()
    var shown = [Task { await loader.showWhileRunning() }]
    await waitUntil(loader) { $0.value == "v1" && !$0.isLoading }
    shown.append(show(phase, source))
    await until("the phase shows the value") { phase.phase.value == "v1" && phase.status == .idle }
    await clock.waitForSleepers(count: 1)  // one timer for the key
    clock.advanceToNextDeadline()
    await waitUntil(loader) { $0.error == Self.busy && !$0.isLoading }
    await until("the phase is stale") { phase.display.error == Self.busy }
    let loadedAt = try #require(loader.loadedAt)
    #expect(loader.isStale)
    #expect(phase.status == .stale(.refreshFailed(Self.busy, loadedAt: loadedAt)))

    // Views made after the failure: a phase and a loader.
    let late = self.phase()
    shown.append(show(late, source))
    await until("the late phase shows the value") { late.phase.value == "v1" && !late.display.isLoading }
    #expect(late.display.isStale)
    #expect(late.status == .stale(.refreshFailed(Self.busy, loadedAt: loadedAt)))
    let lateLoader = self.loader(source)
    shown.append(Task { await lateLoader.showWhileRunning() })
    await waitUntil(lateLoader) { $0.value == "v1" && !$0.isLoading }
    #expect(lateLoader.isStale && lateLoader.error == Self.busy && lateLoader.loadedAt == loadedAt)
    #expect(source.fetchCount == 2)  // the late views asked nobody: the cached copy, still stale

    for task in shown { task.cancel() }
    for task in shown { await task.value }
  }

  @Test func twentyPhasesOfOneIdShownAtOnceShareOneFirstLoad() async {
    let source = CountingSource(responses: [.success(Data("v1".utf8))])
    source.hold()
    let load: Phase.Load = { () async throws(DataError) -> String in
      try decodeText(try await source.fetch(FetchRequest()).data)
    }
    let phases = (0..<20).map { _ in phase() }
    let shown = phases.map { phase in Task { await phase.show(id: "x", load: load) } }
    await source.waitForParked(count: 1)
    await until("every phase waits") { phases.allSatisfy { $0.display.isLoading } }
    source.release()
    await until("every phase shows the value") { phases.allSatisfy { $0.phase.value == "v1" } }
    #expect(source.fetchCount == 1)
    for task in shown { task.cancel() }
    for task in shown { await task.value }
  }

  @Test func aPhaseThatLeavesTheSharedFirstLoadLeavesItRunningForTheOthers() async {
    let source = CountingSource(responses: [.success(Data("v1".utf8))])
    source.hold()
    let load: Phase.Load = { () async throws(DataError) -> String in
      try decodeText(try await source.fetch(FetchRequest()).data)
    }
    let phases = (0..<3).map { _ in phase() }
    let shown = phases.map { phase in Task { await phase.show(id: "y", load: load) } }
    await source.waitForParked(count: 1)
    await until("every phase waits") { phases.allSatisfy { $0.display.isLoading } }
    shown[0].cancel()
    await shown[0].value
    #expect(phases[0].phase.value == nil && phases[0].phase.error == nil)  // cancelled: empty again
    #expect(source.cancelledCount == 0)
    source.release()
    await until("the others show the value") { phases.dropFirst().allSatisfy { $0.phase.value == "v1" } }
    #expect(source.fetchCount == 1)
    for task in shown.dropFirst() { task.cancel() }
    for task in shown.dropFirst() { await task.value }
    // The last view leaving a first load in flight cancels it.
    source.hold()
    let lone = phase()
    let alone = Task { await lone.show(id: "z", load: load) }
    await source.waitForParked(count: 1)
    alone.cancel()
    await alone.value
    await until("the lone load was cancelled") { source.cancelledCount == 1 }
    source.release()
  }
}
