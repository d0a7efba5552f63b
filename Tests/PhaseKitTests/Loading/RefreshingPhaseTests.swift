import Foundation
import Testing
import _PhaseKitTestSupport

@_spi(Testing) @_spi(PhaseKitUI) @testable import PhaseKit

/// What `AsyncPhaseView(id:refresh:…)` relies on: an `AsyncImage`-style phase that refreshes by a
/// policy, on a manual clock with injected signals.
@MainActor
@Suite(.timeLimit(.minutes(6))) struct RefreshingPhaseTests {
  typealias Phase = RefreshingPhase<String, String, DataError>

  let clock = ManualClock()
  let foreground = RefreshTrigger()
  let reconnect = RefreshTrigger()
  let store = ResourceStore()

  func phase(_ policy: RefreshPolicy) -> Phase {
    Phase(
      policy: policy, signals: RefreshSignals(foreground: foreground, reconnect: reconnect),
      clock: clock, random: { SeededRandom(seed: 3) })
  }

  func every(_ interval: Duration?) -> RefreshPolicy {
    RefreshPolicy(interval: interval, jitter: 0)
  }

  /// A load of `source` through the test's store that always reaches the source.
  func load(_ source: CountingSource) -> Phase.Load {
    { [store] () async throws(DataError) -> String in
      try await store.load(source, policy: .networkFirst, decode: decodeText).value
    }
  }

  /// A load of `source` through the test's store that a fresh cached copy answers, as
  /// `AsyncPhaseView(url:)`'s ordinary load.
  func cachedLoad(_ source: CountingSource) -> Phase.Load {
    { [store] () async throws(DataError) -> String in
      try await store.load(source, policy: .staleWhileRevalidate, decode: decodeText).value
    }
  }

  func show(_ phase: Phase, _ source: CountingSource, id: String = "a") -> Task<Void, Never> {
    Task { await phase.show(id: id, load: load(source)) }
  }

  /// Shows `phase` and waits for its first value, settled, and the timer armed.
  func showSettled(_ phase: Phase, _ source: CountingSource) async -> Task<Void, Never> {
    let shown = show(phase, source)
    await until("the first value") { phase.phase.value == "v1" && phase.status == .idle }
    return shown
  }

  /// Waits until the refresh timer sleeps, then moves the clock to its deadline; returns how far.
  @discardableResult
  func fireTimer() async -> Duration? {
    await clock.waitForSleepers(count: 1)
    return clock.advanceToNextDeadline()
  }

  func responses(_ bodies: String...) -> [Result<Data, DataError>] {
    bodies.map { .success(Data($0.utf8)) }
  }

  @Test func anIntervalRefreshesQuietlyKeepingTheValueWhileItRuns() async {
    let source = CountingSource(responses: responses("v1", "v2", "v3"))
    let phase = phase(every(.seconds(30)))
    let shown = await showSettled(phase, source)
    source.hold()
    #expect(await fireTimer() == .seconds(30))
    await source.waitForParked(count: 1)
    #expect(phase.phase.value == "v1")  // never the first-load placeholder
    #expect(phase.status == .refreshing)
    source.release()
    await until("the refreshed value") { phase.phase.value == "v2" && phase.status == .idle }
    #expect(await fireTimer() == .seconds(30))
    await until("the next one") { phase.phase.value == "v3" }
    #expect(source.fetchCount == 3)
    shown.cancel()
    await shown.value
  }

  @Test func aFailedRefreshKeepsTheValueMarkedStaleWithItsAgeAndBacksOff() async throws {
    let source = CountingSource(
      responses: [.success(Data("v1".utf8)), .failure(.httpStatus(503)), .failure(.emptyData)])
    let phase = phase(every(.seconds(10)))
    let shown = await showSettled(phase, source)
    let loadedAt = try #require(phase.display.loaded?.date)
    #expect(await fireTimer() == .seconds(10))
    await until("the refresh failed") { phase.display.error == .httpStatus(503) }
    #expect(phase.phase.value == "v1")
    #expect(phase.status == .stale(.refreshFailed(.httpStatus(503), loadedAt: loadedAt)))
    let now = loadedAt.addingTimeInterval(60)
    let texts = try #require(
      LoadNotice.refreshFailed(.httpStatus(503), loadedAt: loadedAt)
        .staleNotice(in: .english, now: now, timeZone: .gmt))
    let time = StaleNotice.dateText(for: loadedAt, relativeTo: now, timeZone: .gmt)
    #expect(texts.title == "Showing data from \(time)")
    // One failure: the interval; two in a row: twice the interval.
    #expect(await fireTimer() == .seconds(10))
    await until("the second failure") { phase.display.error == .emptyData }
    #expect(phase.phase.value == "v1")
    #expect(await fireTimer() == .seconds(20))
    shown.cancel()
    await shown.value
  }

  @Test func aRefreshThatSucceedsAfterAFailedFirstLoadShowsTheValue() async {
    let source = CountingSource(responses: [.failure(.httpStatus(500)), .success(Data("v2".utf8))])
    let phase = phase(every(.seconds(10)))
    let shown = show(phase, source)
    await until("the first load failed") { phase.phase.error == .httpStatus(500) }
    #expect(await fireTimer() == .seconds(10))
    await until("the value") { phase.phase.value == "v2" }
    #expect(phase.status == .idle)
    shown.cancel()
    await shown.value
  }

  @Test func aHiddenPhaseDoesNotPollAndCatchesUpOnceWhenShownStale() async {
    let source = CountingSource(responses: responses("v1", "v2", "v3"))
    let phase = phase(every(.seconds(10)))
    var shown = await showSettled(phase, source)
    await clock.waitForSleepers(count: 1)
    shown.cancel()
    await shown.value
    await until("the timer stopped") { phase.liveRefreshTaskCount == 0 && clock.sleeperCount == 0 }
    #expect(foreground.listenerCount == 0 && reconnect.listenerCount == 0)
    clock.advance(by: .seconds(95))  // nine intervals pass unseen
    #expect(source.fetchCount == 1)

    shown = show(phase, source)
    await until("one catch-up") { phase.phase.value == "v2" && phase.status == .idle }
    #expect(await fireTimer() == .seconds(10))  // the interval restarts from the catch-up
    await until("then the interval") { phase.phase.value == "v3" }
    #expect(source.fetchCount == 3)
    shown.cancel()
    await shown.value
  }

  @Test func returningBeforeTheIntervalEndsNeitherLoadsNorRefreshes() async {
    let source = CountingSource(responses: responses("v1", "v2"))
    let phase = phase(every(.seconds(10)))
    var shown = await showSettled(phase, source)
    await clock.waitForSleepers(count: 1)
    shown.cancel()
    await shown.value
    clock.advance(by: .seconds(4))
    shown = show(phase, source)
    #expect(await fireTimer() == .seconds(6))  // what was left of the interval
    await until("the refresh") { phase.phase.value == "v2" }
    #expect(source.fetchCount == 2)
    shown.cancel()
    await shown.value
  }

  @Test func theForegroundRefreshesOldDataOnlyAndReconnectRefreshesAtOnce() async {
    let source = CountingSource(responses: responses("v1", "v2", "v3"))
    let phase = phase(every(nil))
    let shown = await showSettled(phase, source)
    await until("listening") { foreground.listenerCount == 1 && reconnect.listenerCount == 1 }
    #expect(clock.sleeperCount == 0)  // no interval, no timer
    clock.advance(by: .seconds(2))
    foreground.send()  // 2 s old: throttled
    clock.advance(by: .seconds(4))
    foreground.send()  // 6 s old: refreshed
    await until("the foreground refresh") { phase.phase.value == "v2" && phase.status == .idle }
    reconnect.send()
    await until("the reconnect refresh") { phase.phase.value == "v3" && phase.status == .idle }
    #expect(source.fetchCount == 3)
    shown.cancel()
    await shown.value
  }

  @Test func leavingCancelsARefreshInFlightAndNothingRefreshesAfterTheLastView() async {
    let source = CountingSource(responses: responses("v1", "v2"))
    let phase = phase(every(.seconds(10)))
    let shown = await showSettled(phase, source)
    source.hold()
    await fireTimer()
    await source.waitForParked(count: 1)
    shown.cancel()
    await shown.value
    #expect(phase.phase.value == "v1")  // cancellation is never a failure
    await until("no refresh is shown") { phase.status == .idle }
    await until("no refresh task is left") { phase.liveRefreshTaskCount == 0 }
    #expect(foreground.listenerCount == 0 && reconnect.listenerCount == 0)
    clock.advance(by: .seconds(100))
    foreground.send()
    reconnect.send()
    source.release()
    await Task.yield()
    #expect(source.fetchCount == 2)  // the cancelled refresh, and nothing after it
    #expect(clock.sleeperCount == 0)
  }

  @Test func tenPhasesOnOneStoreKeyMakeOneRequestPerInterval() async {
    let source = CountingSource(responses: responses("v1"))
    let phases = (0..<10).map { _ in phase(every(.seconds(10))) }
    let sharing = RefreshSharing(key: source.identity) { [store] in store }
    let shown = phases.map { phase in
      Task {
        await phase.show(
          id: "a", load: cachedLoad(source), refreshLoad: load(source), sharing: sharing)
      }
    }
    await until("every first value") { phases.allSatisfy { $0.phase.value == "v1" } }
    await until("every view waits") { phases.allSatisfy { $0.status == .idle } }
    let firstLoads = source.fetchCount
    for round in 2...4 {
      source.setResponses(responses("v\(round)"))
      await fireTimer()
      await until("every view shows round \(round)") {
        phases.allSatisfy { $0.phase.value == "v\(round)" && $0.status == .idle }
      }
      #expect(source.fetchCount == firstLoads + round - 1)
    }
    #expect(store.liveRefreshTaskCount == 3)  // one timer and two listeners for the key
    for task in shown { task.cancel() }
    for task in shown { await task.value }
    await until("no refresh task is left") { store.liveRefreshTaskCount == 0 }
  }

  @Test func aNewIdentityStartsFromEmptyAndCancelsThePreviousLoad() async {
    let source = CountingSource(responses: responses("v1"))
    let phase = phase(every(.seconds(10)))
    source.hold()
    let first = show(phase, source, id: "a")
    await source.waitForParked(count: 1)
    let second = show(phase, source, id: "b")
    first.cancel()
    await first.value
    await until("the first load was cancelled") { source.cancelledCount == 1 }
    #expect(phase.phase.value == nil && phase.phase.error == nil)
    source.release()
    await until("b's value") { phase.phase.value == "v1" }
    second.cancel()
    await second.value
  }

  @Test func theManualPolicyRefreshesNothingAndReloadIsThePhaseTrackers() async {
    let source = CountingSource(responses: [.success(Data("v1".utf8)), .failure(.httpStatus(500))])
    let phase = phase(.manual)
    let shown = await showSettled(phase, source)
    #expect(phase.liveRefreshTaskCount == 0 && clock.sleeperCount == 0)
    foreground.send()
    reconnect.send()
    #expect(foreground.listenerCount == 0)
    await phase.reload()  // "Retry" or pull to refresh: the failure is shown, as before
    #expect(phase.phase.error == .httpStatus(500))
    #expect(source.fetchCount == 2)
    shown.cancel()
    await shown.value
  }

  @Test func withAPolicyPullToRefreshKeepsTheValueWhenItFails() async {
    let source = CountingSource(responses: [.success(Data("v1".utf8)), .failure(.httpStatus(500))])
    let phase = phase(every(.seconds(10)))
    let shown = await showSettled(phase, source)
    await phase.reload()
    #expect(phase.phase.value == "v1")
    #expect(phase.display.isStale && phase.display.error == .httpStatus(500))
    shown.cancel()
    await shown.value
  }

  @Test func everyChangeOfWhatIsShownGoesThroughTheViewsTransaction() async {
    let source = CountingSource(responses: responses("v1", "v2"))
    let phase = phase(every(.seconds(10)))
    var wrapped = 0
    phase.applyChange = { change in
      wrapped += 1
      change()
    }
    let shown = await showSettled(phase, source)
    let afterFirstLoad = wrapped
    #expect(afterFirstLoad >= 2)  // the load began, and ended
    await fireTimer()
    await until("the refresh") { phase.phase.value == "v2" && phase.status == .idle }
    #expect(wrapped >= afterFirstLoad + 2)  // the refresh began, and ended
    shown.cancel()
    await shown.value
  }
}
