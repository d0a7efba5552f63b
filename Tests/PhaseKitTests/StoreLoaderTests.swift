import Foundation
import Testing
import _PhaseKitTestSupport

@testable import PhaseKit

@MainActor
@Suite(.timeLimit(.minutes(6))) struct StoreLoaderTests {
  let clock = TestNow()
  let folder = TemporaryFolder()

  func makeStore(disk: Bool = false) throws -> ResourceStore {
    let configuration = ResourceStore.Configuration(staleAfter: .seconds(60), now: clock.closure)
    return disk
      ? try ResourceStore(directory: folder.url, configuration: configuration)
      : ResourceStore(configuration: configuration)
  }

  /// Retries at once, so a test needs no clock for the backoff.
  /// Deadlines far beyond any test: with the whole suite running on two busy cores, a main-actor
  /// hop can wait seconds, and a timed-out attempt would turn into a retry these tests don't expect.
  static let patient = LoaderConfiguration(attemptTimeout: .seconds(600), deadline: .seconds(600))

  /// Retries at once, so a test needs no clock for the backoff; patient otherwise.
  static let immediateRetry = LoaderConfiguration(
    attemptTimeout: .seconds(600), deadline: .seconds(600),
    retry: RetryPolicy(maxAttempts: 3, baseDelay: .zero, maxDelay: .zero))

  @Test func cachedValueIsShownOnTheFirstFrameWithoutAnotherFetch() async throws {
    let source = CountingSource(responses: [.success(Data("v1".utf8))])
    let store = try makeStore()
    let first = Loader(store: store, source: source, configuration: Self.patient, decode: decodeText)
    await first.load()
    #expect(first.loaded?.origin == .network)

    let second = Loader(store: store, source: source, configuration: Self.patient, decode: decodeText)
    #expect(second.state == .success("v1"))  // before any load: no placeholder flash
    #expect(second.loaded?.origin == .memory)
    #expect(second.loaded?.date == first.loaded?.date)
    await second.load()
    #expect(source.fetchCount == 1)
  }

  /// A store's events reach the loader's sink typed (`LoadEvent.storeEvent`) beside their text,
  /// so a program acts on what the cache did without reading the text back; an event written
  /// to JSON Lines and read again keeps the text only.
  @Test func storeEventsReachTheSinkTyped() async throws {
    let source = CountingSource(responses: [.success(Data("v1".utf8))])
    let store = try makeStore()
    let recorder = LoadEventRecorder()
    var configuration = Self.patient
    configuration.events = recorder
    await Loader(store: store, source: source, configuration: configuration, decode: decodeText).load()
    let cacheEvents = recorder.events.filter { if case .cache = $0.kind { true } else { false } }
    #expect(!cacheEvents.isEmpty)
    for event in cacheEvents {
      let typed = try #require(event.storeEvent)
      #expect(event.kind == .cache(typed.description))
    }
    #expect(cacheEvents.contains { if case .miss? = $0.storeEvent { true } else { false } })
    #expect(cacheEvents.contains { if case .stored(_, 2)? = $0.storeEvent { true } else { false } })
    #expect(cacheEvents.contains { if case .fetched(_, 2)? = $0.storeEvent { true } else { false } })
    let line = try JSONEncoder().encode(cacheEvents[0])
    let read = try JSONDecoder().decode(LoadEvent.self, from: line)
    #expect(read.kind == cacheEvents[0].kind)
    #expect(read.storeEvent == nil)
  }

  @Test func staleCachedValueIsShownThenReplacedByTheRevalidatedOne() async throws {
    let source = CountingSource(responses: [.success(Data("old".utf8)), .success(Data("new".utf8))])
    let store = try makeStore()
    await Loader(store: store, source: source, configuration: Self.patient, decode: decodeText).load()
    clock.advance(by: 61)
    let loader = Loader(store: store, source: source, configuration: Self.patient, decode: decodeText)
    #expect(loader.state == .success("old"))
    #expect(loader.isStale)
    await loader.load()
    #expect(loader.state == .success("new"))
    #expect(!loader.isStale)
    #expect(loader.loaded?.origin == .network)
    #expect(loader.loaded?.date == clock.now)
  }

  @Test func networkOnlyShowsNothingCachedBeforeItsLoad() async throws {
    let source = CountingSource()
    let store = try makeStore()
    await Loader(store: store, source: source, configuration: Self.patient, decode: decodeText).load()
    let loader = Loader(
      store: store, source: source, policy: .networkOnly, configuration: Self.patient,
      decode: decodeText)
    #expect(loader.state == .idle)
    await loader.load()
    #expect(source.fetchCount == 2)
  }

  @Test func offlineFallbackEndToEndShowsStaleValueBesideTypedOfflineError() async throws {
    let server = try await FixtureServer.start()
    let source = HTTPSource(url: server.url(path: "/forecast", query: ["body": "sunny"]))
    let store = try makeStore(disk: true)
    let loader = Loader(
      store: store, source: source, policy: .networkFirst, configuration: Self.immediateRetry,
      decode: decodeText)
    await loader.load()
    #expect(loader.state == .success("sunny"))
    #expect(loader.loaded?.origin == .network)
    let fetchedAt = clock.now

    await server.stop()
    clock.advance(by: 30)
    await loader.refresh()
    #expect(loader.state == .success("sunny"))
    #expect(loader.isStale)
    #expect(loader.loaded?.origin == .memory)
    #expect(loader.loaded?.date == fetchedAt)
    guard case .offline? = loader.error else {
      Issue.record("expected an offline error, got \(String(describing: loader.error))")
      return
    }

    // The app restarts offline: the value comes back from disk.
    store.configuration.diskCache?.close()
    let restarted = try makeStore(disk: true)
    let events = LoadEventRecorder()
    var configuration = Self.immediateRetry
    configuration.events = events
    let coldLoader = Loader(
      store: restarted, source: source, policy: .networkFirst, configuration: configuration,
      decode: decodeText)
    await coldLoader.load()
    #expect(coldLoader.state == .success("sunny"))
    #expect(coldLoader.isStale)
    // Attempt 1 reads it from disk; the retries find the copy it left in memory, which is still
    // the disk's copy: every fallback says so (the value shown came from the disk cache).
    let hits = events.events.filter { if case .cache(let text) = $0.kind { text.hasPrefix("hit") } else { false } }
    #expect(hits.count == Self.immediateRetry.retry.maxAttempts, "\(events.events)")
    #expect(hits.allSatisfy { $0.kind == .cache("hit disk") }, "\(hits)")
    #expect(coldLoader.loaded?.origin == .disk)
    #expect(coldLoader.loaded?.date == fetchedAt)
    #expect(coldLoader.error.map { if case .offline = $0 { true } else { false } } == true)
  }

  @Test func storeEventsAreRecordedOnTheLoadersSinkWithItsLoadID() async throws {
    let events = LoadEventRecorder()
    let source = CountingSource(responses: [.success(Data("abc".utf8))])
    var configuration = Self.patient
    configuration.events = events
    let loader = Loader(
      store: try makeStore(), source: source, configuration: configuration, decode: decodeText)
    await loader.load()
    let loadIDs = Set(events.events.map(\.loadID))
    let cacheEvents = events.events.compactMap { if case .cache(let text) = $0.kind { text } else { nil } }
    #expect(cacheEvents == ["miss", "fetched 3 bytes", "stored 3 bytes"])
    #expect(loadIDs.count == 1)
    #expect(events.events.allSatisfy { $0.label == source.identity })
  }

  @Test(arguments: [true, false])
  func switchingKeysKeepsThePreviousValueOnlyWhenAsked(keepsPrevious: Bool) async throws {
    let oslo = CountingSource(identity: "oslo", responses: [.success(Data("Oslo 3°".utf8))])
    let bergen = CountingSource(identity: "bergen", responses: [.success(Data("Bergen 7°".utf8))])
    let weather = ResourceLoader(
      store: try makeStore(), keepsPreviousValue: keepsPrevious, configuration: Self.patient,
      decode: decodeText)
    await weather.load(oslo)
    #expect(weather.value == "Oslo 3°")

    bergen.hold()
    let switching = Task { await weather.load(bergen) }
    await bergen.waitForParked(count: 1)
    #expect(weather.key == "bergen")
    #expect(weather.isShowingPreviousValue == keepsPrevious)
    #expect(weather.value == (keepsPrevious ? "Oslo 3°" : nil))
    #expect(weather.isStale == keepsPrevious)
    let osloDate = try #require(weather.previous?.date)
    let shown: LoadContent<String> =
      keepsPrevious ? .value("Oslo 3°", notice: .stale(loadedAt: osloDate)) : .placeholder(progress: nil)
    #expect(weather.content == shown)
    #expect(weather.state == (keepsPrevious ? .success("Oslo 3°") : .loading))
    bergen.release()
    await switching.value
    #expect(weather.value == "Bergen 7°")
    #expect(!weather.isShowingPreviousValue)
    #expect(weather.loaded?.origin == .network)
    #expect(weather.content == .value("Bergen 7°", notice: nil))
  }
}
