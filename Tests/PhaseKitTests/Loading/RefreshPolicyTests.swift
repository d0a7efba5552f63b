import Foundation
import Testing
import _PhaseKitTestSupport

@_spi(Testing) @testable import PhaseKit

/// The refresh policy's arithmetic: defaults, jitter bounds and back-off.
@Suite(.timeLimit(.minutes(6))) struct RefreshPolicyValueTests {
  @Test func theDefaultsAreTanStackQueryAndSWRs() {
    let policy = RefreshPolicy.default
    #expect(policy.interval == nil)
    #expect(policy.refreshesOnForeground && policy.refreshesOnReconnect)
    #expect(policy.foregroundThreshold == .seconds(5))
    #expect(!policy.refreshesWhileHidden)
    var random = SeededRandom(seed: 1)
    #expect(policy.nextDelay(afterFailures: 0, random: &random) == nil)
  }

  @Test func everyJitteredWaitStaysWithinTheFractionAndUsesItsWidth() throws {
    let policy = RefreshPolicy(interval: .seconds(10), jitter: 0.2)
    var random = SeededRandom(seed: 7)
    let waits = (0..<2_000).map { _ in policy.nextDelay(afterFailures: 0, random: &random)! }
    #expect(waits.allSatisfy { $0 >= .seconds(8) && $0 <= .seconds(12) })
    #expect(try #require(waits.min()) < .milliseconds(8_100))
    #expect(try #require(waits.max()) > .milliseconds(11_900))
  }

  @Test func failuresInARowDoubleTheIntervalUpToTheCapAndHonourRetryAfter() {
    let policy = RefreshPolicy(interval: .seconds(10), jitter: 0, maximumBackoff: .seconds(60))
    var random = SeededRandom(seed: 1)
    let waits = (0...5).map { policy.nextDelay(afterFailures: $0, random: &random) }
    #expect(waits == [.seconds(10), .seconds(10), .seconds(20), .seconds(40), .seconds(60), .seconds(60)])
    #expect(policy.nextDelay(afterFailures: 1, retryAfter: .seconds(90), random: &random) == .seconds(90))
  }

  @Test func outOfRangeSettingsAreClamped() {
    let policy = RefreshPolicy(interval: .zero, jitter: 7, foregroundThreshold: .seconds(-1))
    #expect(policy.interval == .milliseconds(1))
    #expect(policy.jitter == 1)
    #expect(policy.foregroundThreshold == .zero)
  }
}

/// Loaders that refresh on their own, per key, on a manual clock with injected signals.
@MainActor
@Suite(.timeLimit(.minutes(6))) struct LoaderRefreshTests {
  let clock = ManualClock()
  let foreground = RefreshTrigger()
  let reconnect = RefreshTrigger()
  let store = ResourceStore()

  func configuration(_ policy: RefreshPolicy) -> LoaderConfiguration {
    LoaderConfiguration(
      attemptTimeout: .seconds(600), deadline: .seconds(600), retry: .none, clock: clock,
      random: { SeededRandom(seed: 3) }, refresh: policy,
      refreshSignals: RefreshSignals(foreground: foreground, reconnect: reconnect))
  }

  func loader(
    _ source: CountingSource, every interval: Duration? = .seconds(10), hidden: Bool = false
  ) -> Loader<String> {
    Loader(
      store: store, source: source,
      configuration: configuration(
        RefreshPolicy(interval: interval, jitter: 0, refreshesWhileHidden: hidden)),
      decode: decodeText)
  }

  /// Waits until the refresh timer is the only sleeper (every load's alarm is gone), then moves
  /// the clock to its deadline and returns how far that was.
  @discardableResult
  func fireTimer(_ loaders: [Loader<String>]) async -> Duration? {
    // A load's alarm leaves the clock before the load ends, so once none loads, the next
    // sleeper is the timer.
    for loader in loaders { await waitUntil(loader) { !$0.isLoading } }
    await clock.waitForSleepers(count: 1)
    #expect(clock.sleeperCount == 1)
    return clock.advanceToNextDeadline()
  }

  func show(_ loader: Loader<String>) -> Task<Void, Never> {
    Task { await loader.showWhileRunning() }
  }

  /// Shows `loader` in a task of its own and waits for its first value, settled.
  func showSettled(_ loader: Loader<String>, on: String = "v1") async -> Task<Void, Never> {
    let shown = show(loader)
    await waitUntil(loader) { $0.state == .success(on) && !$0.isLoading }
    return shown
  }

  func responses(_ bodies: String...) -> [Result<Data, DataError>] {
    bodies.map { .success(Data($0.utf8)) }
  }

  @Test func anIntervalRefreshesWhatIsShownOncePerInterval() async {
    let source = CountingSource(responses: responses("v1", "v2", "v3"))
    let loader = loader(source)
    let shown = await showSettled(loader)
    #expect(await fireTimer([loader]) == .seconds(10))
    await waitUntil(loader) { $0.state == .success("v2") && !$0.isLoading }
    #expect(await fireTimer([loader]) == .seconds(10))
    await waitUntil(loader) { $0.state == .success("v3") && !$0.isLoading }
    #expect(source.fetchCount == 3)
    shown.cancel()
    await shown.value
  }

  @Test func tenLoadersOnOneKeyMakeOneRequestPerInterval() async {
    let source = CountingSource(responses: responses("v1", "v2", "v3", "v4"))
    let first = loader(source)
    await first.load()
    let loaders = [first] + (1..<10).map { _ in loader(source) }
    let shown = loaders.map(show)
    await until("every view is shown") { loaders.allSatisfy(\.isOnScreen) }
    for round in 2...4 {
      await fireTimer(loaders)
      for loader in loaders {
        await waitUntil(loader) { $0.state == .success("v\(round)") && !$0.isStale }
      }
    }
    #expect(source.fetchCount == 4)
    #expect(store.liveRefreshTaskCount == 3)  // one timer and two listeners for the key
    for task in shown { task.cancel() }
    for task in shown { await task.value }
    await until("no refresh task is left") { store.liveRefreshTaskCount == 0 }
  }

  @Test func aFailedOrEmptyRefreshKeepsThePictureMarksItStaleAndBacksOff() async throws {
    let source = CountingSource(
      responses: [.success(Data("v1".utf8)), .failure(.httpStatus(503)), .success(Data())])
    let loader = loader(source)
    let follower = self.loader(source)
    let shown = [show(loader), show(follower)]
    await waitUntil(loader) { $0.state == .success("v1") && !$0.isLoading }
    await waitUntil(follower) { $0.state == .success("v1") }
    #expect(await fireTimer([loader, follower]) == .seconds(10))
    await waitUntil(loader) { $0.isStale && !$0.isLoading }
    #expect(loader.state == .success("v1"))
    #expect(loader.error == .httpStatus(503))
    await waitUntil(follower) { $0.isStale && $0.error == .httpStatus(503) }
    #expect(follower.state == .success("v1"))
    // After one failure the interval; the empty body that follows is a failure as well, and
    // two in a row double it.
    #expect(await fireTimer([loader, follower]) == .seconds(10))
    await waitUntil(loader) { $0.error == .emptyData && !$0.isLoading }
    #expect(loader.state == .success("v1"))
    #expect(loader.isStale)
    #expect(await fireTimer([loader, follower]) == .seconds(20))
    #expect(source.fetchCount >= 3)
    for task in shown { task.cancel() }
    for task in shown { await task.value }
  }

  @Test func aHiddenKeyDoesNotPollAndCatchesUpOnceWhenShownStale() async {
    let source = CountingSource(responses: responses("v1", "v2", "v3"))
    let loader = loader(source)
    var shown = await showSettled(loader)
    await clock.waitForSleepers(count: 1)
    shown.cancel()
    await shown.value
    await until("the timer stopped") { loader.liveRefreshTaskCount == 0 && clock.sleeperCount == 0 }
    clock.advance(by: .seconds(95))  // nine intervals pass unseen
    #expect(source.fetchCount == 1)

    shown = show(loader)
    await waitUntil(loader) { $0.state == .success("v2") && !$0.isLoading }
    #expect(await fireTimer([loader]) == .seconds(10))  // the interval restarts from the catch-up
    await waitUntil(loader) { $0.state == .success("v3") && !$0.isLoading }
    #expect(source.fetchCount == 3)
    shown.cancel()
    await shown.value
  }

  @Test func returningBeforeTheIntervalEndsResumesTheTimerWithoutARequest() async {
    let source = CountingSource(responses: responses("v1", "v2"))
    let loader = loader(source)
    var shown = await showSettled(loader)
    await clock.waitForSleepers(count: 1)
    shown.cancel()
    await shown.value
    clock.advance(by: .seconds(4))
    shown = show(loader)
    #expect(await fireTimer([loader]) == .seconds(6))  // what was left of the interval
    await waitUntil(loader) { $0.state == .success("v2") && !$0.isLoading }
    #expect(source.fetchCount == 2)
    shown.cancel()
    await shown.value
  }

  @Test func withRefreshesWhileHiddenAKeyKeepsPollingWithNoView() async {
    let source = CountingSource(responses: responses("v1", "v2"))
    let loader = loader(source, hidden: true)
    let shown = await showSettled(loader)
    shown.cancel()
    await shown.value
    await fireTimer([loader])
    await waitUntil(loader) { $0.state == .success("v2") && !$0.isLoading }
    #expect(!loader.isOnScreen)
  }

  @Test func aKeyPollingWhileHiddenStopsWhenItsLastLoaderIsReleased() async {
    let source = CountingSource(responses: responses("v1"))
    var loader: Loader<String>? = loader(source, hidden: true)
    let shown = await showSettled(loader!)
    shown.cancel()
    await shown.value
    await clock.waitForSleepers(count: 1)
    #expect(store.liveRefreshTaskCount == 3)
    loader = nil
    clock.advance(by: .seconds(10))
    await until("the released key's tasks ended") { store.liveRefreshTaskCount == 0 }
    #expect(source.fetchCount == 1)
    #expect(foreground.listenerCount == 0)
  }

  @Test func theLastViewLeavingCancelsARefreshInFlightAndLeavesNoTask() async {
    let source = CountingSource(responses: responses("v1", "v2"))
    let loader = loader(source)
    let shown = [show(loader), show(loader)]
    await waitUntil(loader) { $0.state == .success("v1") && !$0.isLoading }
    source.hold()
    await fireTimer([loader])
    await source.waitForParked(count: 1)
    #expect(loader.isLoading && loader.state == .success("v1"))  // a quiet refresh, no skeleton
    for task in shown { task.cancel() }
    for task in shown { await task.value }
    #expect(!loader.isLoading)
    #expect(loader.state == .success("v1") && loader.error == nil && !loader.isStale)
    await until("no refresh task is left") { loader.liveRefreshTaskCount == 0 }
    #expect(foreground.listenerCount == 0 && reconnect.listenerCount == 0)
    clock.advance(by: .seconds(100))
    foreground.send()
    reconnect.send()
    source.release()
    #expect(source.fetchCount == 2)  // the cancelled refresh, and nothing after it
  }

  @Test func theForegroundRefreshesDataOlderThanTheThresholdOnly() async {
    let source = CountingSource(responses: responses("v1", "v2"))
    let loader = loader(source, every: nil)
    let shown = await showSettled(loader)
    #expect(clock.sleeperCount == 0)  // no interval, no timer
    clock.advance(by: .seconds(2))
    foreground.send()  // 2 s old: throttled
    clock.advance(by: .seconds(4))
    foreground.send()  // 6 s old: refreshed
    await waitUntil(loader) { $0.state == .success("v2") && !$0.isLoading }
    #expect(source.fetchCount == 2)
    shown.cancel()
    await shown.value
  }

  @Test func reconnectingRefreshesAtOnceAndResetsTheBackoff() async {
    let source = CountingSource(
      responses: [
        .success(Data("v1".utf8)), .failure(.httpStatus(503)), .failure(.httpStatus(502)),
        .success(Data("v2".utf8)),
      ])
    let loader = loader(source)
    let shown = await showSettled(loader)
    await fireTimer([loader])
    await waitUntil(loader) { $0.error == .httpStatus(503) && !$0.isLoading }
    await fireTimer([loader])
    await waitUntil(loader) { $0.error == .httpStatus(502) && !$0.isLoading }
    await clock.waitForSleepers(count: 1)
    #expect(clock.sleeperDeadlines.first.map { clock.now.duration(to: $0) } == .seconds(20))
    reconnect.send()
    await waitUntil(loader) { $0.state == .success("v2") && !$0.isStale && !$0.isLoading }
    #expect(await fireTimer([loader]) == .seconds(10))
    shown.cancel()
    await shown.value
  }
}
