import Dispatch
import Foundation
import Testing
import _PhaseKitTestSupport

@_spi(Testing) @testable import PhaseKit

/// Issue 33, the `ReadmeFirstLookTests` flake: a network-first load reported `isStale` once in a
/// loaded full run. Its cause: the origin's answer landed in memory just as the loader's deadline
/// cut the load short, and the store's fallback then showed that fresh copy as a stale one (and
/// the loader recorded the timeout over the origin's answer). The interleaving is forced here: a
/// store hook holds the fetch right after it stored the bytes, and a manual clock passes the
/// deadline meanwhile.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct DeadlineAnswerRaceTests {
  @Test func anOriginAnswerStoredAsTheDeadlinePassesIsShownFreshNotAsAStaleFallback() async {
    let clock = ManualClock()
    let stored = Latch()
    let resume = DispatchSemaphore(value: 0)
    let store = ResourceStore(
      configuration: .init(onEvent: { event in
        guard case .stored = event else { return }
        stored.open()
        // Holds the fetch between storing its bytes and handing them over; bounded, so that a
        // failure of this test can never hang the run.
        _ = resume.wait(timeout: .now() + 60)
      }))
    let source = CountingSource(responses: [.success(Data("fresh".utf8))])
    let loader = Loader(
      store: store, source: source, policy: .networkFirst,
      configuration: LoaderConfiguration(
        attemptTimeout: .seconds(10), deadline: .seconds(10), retry: .none, clock: clock),
      decode: decodeText)

    let loading = Task { await loader.load() }
    await stored.wait()
    await clock.waitForSleepers(count: 1)  // the attempt's deadline alarm
    clock.advance(by: .seconds(10))
    await waitUntil(loader) { !$0.isLoading }
    resume.signal()
    await loading.value

    #expect(loader.value == "fresh")
    #expect(loader.loaded?.origin == .network)
    #expect(!loader.isStale)
    #expect(loader.error == nil)
    // The origin's answer stands for every view of the key: no timeout recorded over it.
    #expect(store.keyState(forKey: source.identity).error == nil)
    #expect(source.fetchCount == 1)
  }

  @Test func aDeadlineWithNoAnswerStillFallsBackToTheCachedCopyMarkedStale() async {
    let clock = ManualClock()
    let store = ResourceStore()
    let source = CountingSource(responses: [.success(Data("old".utf8))])
    let configuration = LoaderConfiguration(
      attemptTimeout: .seconds(10), deadline: .seconds(10), retry: .none, clock: clock)
    let first = Loader(store: store, source: source, policy: .networkFirst, configuration: configuration, decode: decodeText)
    await first.load()
    source.hold()
    let loader = Loader(store: store, source: source, policy: .networkFirst, configuration: configuration, decode: decodeText)
    let loading = Task { await loader.load() }
    await source.waitForParked(count: 1)
    await clock.waitForSleepers(count: 1)
    clock.advance(by: .seconds(10))
    await waitUntil(loader) { !$0.isLoading }
    source.release()
    await loading.value
    #expect(loader.value == "old")
    #expect(loader.isStale)
    #expect(loader.error == .timedOut(after: .seconds(10)))
  }
}
