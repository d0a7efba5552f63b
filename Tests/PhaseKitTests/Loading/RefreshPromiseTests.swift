import Foundation
import Testing
import _PhaseKitTestSupport

@_spi(Testing) @testable import PhaseKit

/// Issue 33's findings, one test each, on a manual clock with injected signals: only the origin's
/// answer is a refresh, `Retry-After` is a floor for every automatic trigger, `refresh()` and
/// `retry()` fetch, equal data does not redraw, and the key's timer follows the shortest interval
/// shown and pauses in the background and offline.
@MainActor
@Suite(.timeLimit(.minutes(6))) struct RefreshPromiseTests {
  let clock = ManualClock()
  let foreground = RefreshTrigger()
  let reconnect = RefreshTrigger()
  let background = RefreshTrigger()
  let disconnect = RefreshTrigger()
  let events = LoadEventRecorder()
  let store: ResourceStore

  init() {
    let clock = self.clock
    // The store's dates follow the manual clock, so its `Retry-After` floor does too.
    store = ResourceStore(
      configuration: .init(now: { Date(timeIntervalSince1970: 1_000_000 + clock.now.offset.secondsValue) }))
  }

  func loader(
    _ source: CountingSource, every interval: Duration? = .seconds(10), hidden: Bool = false
  ) -> Loader<String> {
    Loader(
      store: store, source: source,
      configuration: LoaderConfiguration(
        attemptTimeout: .seconds(600), deadline: .seconds(600), retry: .none, clock: clock,
        events: events, random: { SeededRandom(seed: 3) },
        refresh: RefreshPolicy(interval: interval, jitter: 0, refreshesWhileHidden: hidden),
        refreshSignals: RefreshSignals(
          foreground: foreground, reconnect: reconnect, background: background, disconnect: disconnect)),
      decode: decodeText)
  }

  func show(_ loader: Loader<String>) -> Task<Void, Never> {
    Task { await loader.showWhileRunning() }
  }

  func settled(_ loaders: [Loader<String>]) async {
    for loader in loaders { await waitUntil(loader) { !$0.isLoading } }
  }

  /// Waits until the key's timer is the only sleeper and returns how far ahead it is.
  func timerWait(_ loaders: [Loader<String>]) async -> Duration? {
    await settled(loaders)
    await clock.waitForSleepers(count: 1)
    return clock.sleeperDeadlines.first.map { clock.now.duration(to: $0) }
  }

  func stop(_ tasks: [Task<Void, Never>]) async {
    for task in tasks { task.cancel() }
    for task in tasks { await task.value }
  }

  static let busy = DataError.serviceUnavailable(retryAfter: .seconds(5))

  // 1. Showing a screen again clears the failure.
  @Test func showingAScreenAgainKeepsTheFailureTheStaleMarkAndTheRetryAfter() async throws {
    let source = CountingSource(responses: [.success(Data("v1".utf8)), .failure(Self.busy), .success(Data("v2".utf8))])
    let loader = loader(source, every: .seconds(1))
    var shown = show(loader)
    await waitUntil(loader) { $0.state == .success("v1") && !$0.isLoading }
    #expect(await timerWait([loader]) == .seconds(1))
    clock.advance(by: .seconds(1))
    await waitUntil(loader) { $0.error == Self.busy && !$0.isLoading }
    await stop([shown])

    shown = show(loader)  // the screen comes back, in a new task
    await settled([loader])
    #expect(loader.isStale)
    #expect(loader.error == Self.busy)
    #expect(loader.state == .success("v1"))
    // The next request waits for the Retry-After (5 s after the failure), not the interval.
    #expect(await timerWait([loader]) == .seconds(5))
    #expect(source.fetchCount == 2)
    await stop([shown])
  }

  // 2. retry() and refresh() do not reach the server.
  @Test func retryAndRefreshFetchAndKeepTheDataStaleWithTheNewErrorWhenTheyFail() async {
    let source = CountingSource(
      responses: [.success(Data("v1".utf8)), .failure(.httpStatus(500)), .failure(.httpStatus(502))])
    let loader = loader(source, every: nil)
    await loader.load()
    #expect(source.fetchCount == 1)
    await loader.retry()
    #expect(source.fetchCount == 2)
    #expect(loader.isStale && loader.error == .httpStatus(500) && loader.state == .success("v1"))
    await loader.refresh()
    #expect(source.fetchCount == 3)
    #expect(loader.isStale && loader.error == .httpStatus(502) && loader.state == .success("v1"))
  }

  @Test func aRefreshThatSucceedsIsFreshAndSaysItWasRequested() async {
    let source = CountingSource(responses: [.success(Data("v1".utf8)), .success(Data("v2".utf8))])
    let loader = loader(source, every: nil)
    await loader.load()
    await loader.refresh()
    #expect(source.fetchCount == 2)
    #expect(loader.state == .success("v2") && !loader.isStale && loader.error == nil)
    #expect(events.events.map(\.kind).contains(.refreshing(cause: .requested, interval: nil, early: false)))
  }

  // 3. Foreground and reconnect ignore Retry-After.
  @Test(arguments: [RefreshCause.foreground, .reconnect])
  func aSignalBeforeTheRetryAfterWaitsForIt(_ cause: RefreshCause) async {
    let source = CountingSource(responses: [.success(Data("v1".utf8)), .failure(Self.busy), .success(Data("v2".utf8))])
    let loader = loader(source, every: .seconds(60))
    let shown = show(loader)
    await waitUntil(loader) { $0.state == .success("v1") && !$0.isLoading }
    clock.advance(by: .seconds(10))
    await loader.refresh()  // a person's refresh meets the 503 at 10 s: the floor is 15 s
    #expect(loader.error == Self.busy)
    clock.advance(by: .milliseconds(1_500))
    (cause == .foreground ? foreground : reconnect).send()
    await until("the signal moved the timer to the floor") {
      clock.sleeperDeadlines.first.map { clock.now.duration(to: $0) } == .milliseconds(3_500)
    }
    #expect(source.fetchCount == 2)  // nothing at once
    clock.advance(by: .milliseconds(3_500))
    await waitUntil(loader) { $0.state == .success("v2") && !$0.isStale && !$0.isLoading }
    #expect(source.fetchCount == 3)
    #expect(events.events.map(\.kind).contains(.refreshing(cause: cause, interval: 60, early: false)))
    await stop([shown])
  }

  @Test func aPersonsRefreshBeforeTheRetryAfterGoesAndItsEventSaysItIsEarly() async {
    let source = CountingSource(responses: [.success(Data("v1".utf8)), .failure(Self.busy), .success(Data("v2".utf8))])
    let loader = loader(source, every: nil)
    await loader.load()
    await loader.refresh()
    clock.advance(by: .seconds(1))
    await loader.refresh()
    #expect(source.fetchCount == 3)
    #expect(loader.state == .success("v2"))
    #expect(events.events.map(\.kind).contains(.refreshing(cause: .requested, interval: nil, early: true)))
  }

  @Test func aBurstOfReconnectSignalsMakesOneRequest() async throws {
    let source = CountingSource(responses: [.success(Data("v1".utf8)), .success(Data("v2".utf8))])
    let loader = loader(source, every: nil)
    let shown = show(loader)
    await waitUntil(loader) { $0.state == .success("v1") && !$0.isLoading }
    await until("listening") { reconnect.listenerCount == 1 }
    let group = try #require(loader.refreshGroup)
    for sent in 1...5 {
      reconnect.send()
      await until("signal \(sent) handled") { group.handledMoments == sent }
      await settled([loader])
      clock.advance(by: .milliseconds(10))
    }
    #expect(source.fetchCount == 2)
    #expect(loader.state == .success("v2"))
    // Past the throttle, a reconnect refreshes again.
    clock.advance(by: .seconds(5))
    reconnect.send()
    await until("the next reconnect refreshed") { source.fetchCount == 3 }
    await stop([shown])
  }

  // 4. A new view of a failing key is not stale.
  @Test func aNewLoaderOfAFailingKeyShowsTheSameStaleMarkAndError() async {
    let source = CountingSource(responses: [.success(Data("v1".utf8)), .failure(.httpStatus(500))])
    let first = loader(source)
    let shown = show(first)
    await waitUntil(first) { $0.state == .success("v1") && !$0.isLoading }
    _ = await timerWait([first])
    clock.advance(by: .seconds(10))
    await waitUntil(first) { $0.isStale && !$0.isLoading }

    let second = loader(source)
    #expect(second.isStale && second.error == .httpStatus(500) && second.state == .success("v1"))
    await second.load()
    #expect(second.isStale && second.error == .httpStatus(500))
    #expect(source.fetchCount == 2)
    await stop([shown])
  }

  // 5. Equal data redraws.
  @Test func refreshesWithByteIdenticalBodiesRedrawNothingButTheAge() async {
    let source = CountingSource(responses: [.success(Data("same".utf8))])
    let loaders = (0..<20).map { _ in loader(source) }
    let shown = loaders.map(show)
    for loader in loaders { await waitUntil(loader) { $0.state == .success("same") && !$0.isLoading } }
    // What a view of the value draws: the value, the stale mark, the error.
    let drawn = loaders.map { loader in
      ObservationCounter {
        _ = loader.value
        _ = loader.isStale
        _ = loader.error
      }
    }
    let ages = loaders.map { loader in ObservationCounter { _ = loader.loadedAt } }
    for round in 1...3 {
      #expect(await timerWait(loaders) == .seconds(10))
      clock.advance(by: .seconds(10))
      await until("refresh \(round) ended") { source.fetchCount == round + 1 }
      await settled(loaders)
      await until("every age moved") { ages.allSatisfy { $0.count >= round } }
    }
    #expect(drawn.map(\.count) == Array(repeating: 0, count: loaders.count))
    #expect(loaders.allSatisfy { $0.loadedAt == Date(timeIntervalSince1970: 1_000_030) })
    await stop(shown)
  }

  // 6. Smaller: intervals, background, offline, jitter.
  @Test func loadersWithDifferentIntervalsPollAtTheShortestShownAndSayIt() async {
    let source = CountingSource(responses: [.success(Data("v1".utf8)), .success(Data("v2".utf8))])
    let slow = loader(source, every: .seconds(30))
    let fast = loader(source, every: .seconds(4))
    let shownSlow = show(slow)
    await waitUntil(slow) { $0.state == .success("v1") && !$0.isLoading }
    #expect(await timerWait([slow]) == .seconds(30))
    let shownFast = show(fast)
    await until("the fast view re-armed the timer") {
      clock.sleeperDeadlines.first.map { clock.now.duration(to: $0) } == .seconds(4)
    }
    clock.advance(by: .seconds(4))
    await waitUntil(slow) { $0.state == .success("v2") && !$0.isLoading }
    #expect(events.events.map(\.kind).contains(.refreshing(cause: .interval, interval: 4, early: false)))
    await stop([shownFast])
    // The fast view gone, the key goes back to the slow one's interval.
    #expect(await timerWait([slow, fast]) == .seconds(30))
    await stop([shownSlow])
  }

  @Test(arguments: [false, true])
  func pollingPausesInTheBackgroundOrOfflineAndCatchesUpOnceOnReturn(_ offline: Bool) async {
    let source = CountingSource(responses: [.success(Data("v1".utf8)), .success(Data("v2".utf8))])
    let loader = loader(source)
    let shown = show(loader)
    await waitUntil(loader) { $0.state == .success("v1") && !$0.isLoading }
    #expect(await timerWait([loader]) == .seconds(10))
    (offline ? disconnect : background).send()
    await until("the timer stopped") { clock.sleeperCount == 0 }
    clock.advance(by: .seconds(60))
    #expect(source.fetchCount == 1)
    (offline ? reconnect : foreground).send()
    await waitUntil(loader) { $0.state == .success("v2") && !$0.isLoading }
    #expect(source.fetchCount == 2)
    #expect(await timerWait([loader]) == .seconds(10))  // one catch-up, then the interval
    await stop([shown])
  }

  @Test func pollingWhileHiddenKeepsPollingInTheBackground() async {
    let source = CountingSource(responses: [.success(Data("v1".utf8)), .success(Data("v2".utf8))])
    let loader = loader(source, hidden: true)
    let shown = show(loader)
    await waitUntil(loader) { $0.state == .success("v1") && !$0.isLoading }
    _ = await timerWait([loader])
    background.send()
    await until("the background was heard") { loader.refreshGroup?.handledMoments == 1 }
    #expect(clock.sleeperCount == 1)
    clock.advance(by: .seconds(10))
    await waitUntil(loader) { $0.state == .success("v2") && !$0.isLoading }
    await stop([shown])
  }

  @Test func oneSeededSourceGivesEachKeyItsOwnJitter() {
    let policy = RefreshPolicy(interval: .seconds(10), jitter: 0.5)
    func waits(_ key: String) -> [Duration] {
      var random = KeySaltedRandom(base: SeededRandom(seed: 1), key: key)
      return (0..<5).map { _ in policy.nextDelay(afterFailures: 0, random: &random)! }
    }
    #expect(waits("a") == waits("a"))
    #expect(waits("a") != waits("b"))
    #expect(waits("b") != waits("c"))
  }
}
