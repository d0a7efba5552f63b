import Foundation
import Testing
import _PhaseKitTestSupport

@testable import PhaseKit

/// A loader on a store answers a fresh memory hit on the main actor without a task
/// (`Loader.immediate`); these tests hold it to exactly what the task-based path does.
@MainActor
@Suite(.timeLimit(.minutes(6))) struct StoreLoaderFastPathTests {
  let clock = TestNow()

  func makeStore(events: LoadEventRecorder) -> ResourceStore {
    ResourceStore(configuration: .init(staleAfter: .seconds(60), now: clock.closure, events: events))
  }

  static let patient = LoaderConfiguration(attemptTimeout: .seconds(600), deadline: .seconds(600), retry: .none)

  /// An event without its date and duration, for comparing two runs.
  static func shape(_ event: LoadEvent) -> String {
    switch event.kind {
    case .succeeded(_, let origin, let bytes): "\(event.loadID) succeeded \(origin) \(String(describing: bytes))"
    case .failed(_, let error): "\(event.loadID) failed \(error.code)"
    default: "\(event.loadID) \(event.kind)"
    }
  }

  /// One load of a warmed store, through the fast path or (with `immediate` removed) the task.
  func run(policy: CachePolicy, fast: Bool) async -> (
    loader: [String], store: [String], snapshots: [TextSnapshot], loaded: Loaded<String>?, fetches: Int,
    tookFastPath: Bool
  ) {
    let storeEvents = LoadEventRecorder()
    let store = makeStore(events: storeEvents)
    let source = CountingSource(responses: [.success(.text("v1")), .success(.text("v2"))])
    _ = try? await store.load(source, policy: .networkOnly, decode: decodeText)
    storeEvents.removeAll()
    let events = LoadEventRecorder()
    var configuration = Self.patient
    configuration.events = events
    let loader = Loader(store: store, source: source, policy: policy, configuration: configuration, decode: decodeText)
    if !fast { loader.immediate = nil }
    let transitions = Transitions(loader)
    let task = loader.start()
    await task?.value
    return (
      events.events.map(Self.shape), storeEvents.events.map(Self.shape), transitions.all, loader.loaded,
      source.fetchCount, task == nil
    )
  }

  @Test(arguments: [CachePolicy.staleWhileRevalidate, .cacheFirst, .cacheOnly])
  func aFreshMemoryHitEndsWithoutATaskAndRecordsWhatTheTaskWould(policy: CachePolicy) async {
    let fast = await run(policy: policy, fast: true)
    let slow = await run(policy: policy, fast: false)
    #expect(fast.tookFastPath)
    #expect(!slow.tookFastPath)
    #expect(fast.loader == ["1 started", "1 attemptStarted(attempt: 1)", "1 cache(\"hit memory\")", "1 succeeded memory nil"])
    #expect(fast.loader == slow.loader)
    #expect(fast.store == ["0 cache(\"hit memory\")"])
    #expect(fast.store == slow.store)
    #expect(fast.snapshots == slow.snapshots)
    #expect(
      fast.snapshots == [
        snapshot(.success("v1"), attempt: 0), snapshot(.success("v1"), loading: true),
        snapshot(.success("v1")),
      ])
    #expect(fast.loaded == slow.loaded)
    #expect(fast.loaded?.origin == .memory)
    #expect(fast.fetches == 1 && slow.fetches == 1)
  }

  @Test func aStaleMemoryValueStillRevalidatesUnderStaleWhileRevalidate() async {
    let storeEvents = LoadEventRecorder()
    let store = makeStore(events: storeEvents)
    let source = CountingSource(responses: [.success(.text("old")), .success(.text("new"))])
    _ = try? await store.load(source, policy: .networkOnly, decode: decodeText)
    clock.advance(by: 61)
    let events = LoadEventRecorder()
    var configuration = Self.patient
    configuration.events = events
    let loader = Loader(store: store, source: source, configuration: configuration, decode: decodeText)
    #expect(loader.isStale)
    let task = loader.start()
    #expect(task != nil)
    await task?.value
    #expect(source.fetchCount == 2)
    #expect(loader.value == "new")
    #expect(loader.loaded?.origin == .network)
    #expect(!loader.isStale)
    let cache = events.events.compactMap { if case .cache(let text) = $0.kind { text } else { nil } }
    #expect(cache == ["hit memory stale", "fetched 3 bytes", "stored 3 bytes"])
  }

  @Test(arguments: [CachePolicy.networkFirst, .networkOnly])
  func networkPoliciesNeverAnswerFromMemoryOnTheSpot(policy: CachePolicy) async {
    let store = makeStore(events: LoadEventRecorder())
    let source = CountingSource(responses: [.success(.text("one")), .success(.text("two"))])
    _ = try? await store.load(source, policy: .networkOnly, decode: decodeText)
    let loader = Loader(store: store, source: source, policy: policy, configuration: Self.patient, decode: decodeText)
    let task = loader.start()
    #expect(task != nil)
    await task?.value
    #expect(source.fetchCount == 2)
    #expect(loader.value == "two")
    #expect(loader.loaded?.origin == .network)
  }

  @Test func aValueDecodedAsAnotherTypeGoesThroughTheDecoder() async {
    let store = makeStore(events: LoadEventRecorder())
    let source = CountingSource(responses: [.success(.text("12345"))])
    _ = try? await store.load(source, policy: .networkOnly) { data throws(DataError) in data.count }
    let loader = Loader(store: store, source: source, configuration: Self.patient, decode: decodeText)
    #expect(loader.state == .idle)  // nothing of type String in memory for the first frame
    let task = loader.start()
    #expect(task != nil)
    await task?.value
    #expect(loader.value == "12345")
    #expect(source.fetchCount == 1)  // decoded from the cached bytes, not fetched again
  }

  @Test func aMemoryHitSupersedesARunningLoadWhoseLateResultIsDropped() async {
    let events = LoadEventRecorder()
    let storeEvents = LoadEventRecorder()
    let store = makeStore(events: storeEvents)
    let source = CountingSource(responses: [.success(.text("old")), .success(.text("late"))])
    _ = try? await store.load(source, policy: .networkOnly, decode: decodeText)
    clock.advance(by: 61)
    var configuration = Self.patient
    configuration.events = events
    let loader = Loader(store: store, source: source, configuration: configuration, decode: decodeText)
    source.hold()
    let revalidating = Task { await loader.refresh() }
    await source.waitForParked(count: 1)
    #expect(loader.isLoading)

    // Someone else stored a fresh copy meanwhile; the next load that supersedes this one answers
    // from memory at once. (`refresh()` no longer does: a person's refresh always reaches the
    // origin, issue 33; the superseding load is the loader's own `start()`.)
    store.remember(
      ResourceStore.Stored(data: Data("fresh".utf8), validators: Validators(), decoded: "fresh"),
      forKey: source.identity, date: clock.now)
    store.recordOriginAnswer(forKey: source.identity, changed: true)  // as that fetch did
    #expect(loader.start() == nil)  // ended on the spot, from memory
    await revalidating.value
    #expect(loader.value == "fresh")
    #expect(loader.loaded?.origin == .memory)
    #expect(!loader.isLoading && !loader.isStale)
    let endings = events.events.filter { ["succeeded", "failed", "cancelled"].contains($0.kind.name) }
    #expect(endings.map(\.loadID) == [1, 2])
    #expect(endings.map(\.kind.name) == ["cancelled", "succeeded"])
    // The superseded load was its fetch's only caller: the fetch is cancelled, nothing is stored.
    await storeEvents.wait { $0.contains { $0.kind == .cache("fetchFailed cancelled") } }
    #expect(source.cancelledCount == 1)
    #expect(store.inFlightCount == 0)
    source.release()
    #expect(store.cachedValue(forKey: source.identity, as: String.self)?.loaded.value == "fresh")
    #expect(loader.value == "fresh")
  }
}
