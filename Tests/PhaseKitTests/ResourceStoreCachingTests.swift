import Foundation
import Testing
import _PhaseKitTestSupport

@testable import PhaseKit

@Suite(.timeLimit(.minutes(6))) struct ResourceStoreCachingTests {
  let clock = TestNow()
  let events = LoadEventRecorder()
  let folder = TemporaryFolder()

  func makeStore(disk: Bool = false) throws -> ResourceStore {
    let configuration = ResourceStore.Configuration(
      staleAfter: .seconds(60), now: clock.closure, events: events)
    return disk
      ? try ResourceStore(directory: folder.url, configuration: configuration)
      : ResourceStore(configuration: configuration)
  }

  @Test func failedResponseIsNeverCached() async throws {
    let source = CountingSource(responses: [.failure(.httpStatus(500)), .success(Data("ok".utf8))])
    let store = try makeStore(disk: true)
    await #expect(throws: DataError.httpStatus(500)) {
      try await store.load(source, policy: .networkFirst, decode: decodeText)
    }
    #expect(store.cachedResource(forKey: source.identity) == nil)
    #expect(try await store.load(source, policy: .networkFirst, decode: decodeText).value == "ok")
  }

  @Test func truncatedHTTPBodyIsNeverCached() async throws {
    let server = try await FixtureServer.shared()
    let source = HTTPSource(
      url: server.url(path: server.uniquePath("cut"), query: ["truncate": "1", "size": "5000"]))
    let store = try makeStore(disk: true)
    await #expect(throws: DataError.self) {
      try await store.load(source, policy: .networkFirst, decode: decodeText)
    }
    #expect(store.cachedResource(forKey: source.identity) == nil)
    #expect(store.configuration.diskCache?.count == 0)
  }

  @Test func bytesTheDecoderRejectsAreNeverCached() async throws {
    let source = CountingSource(responses: [.success(Data("bad".utf8))])
    let store = try makeStore(disk: true)
    await #expect(throws: DataError.decodingError(.init(message: "bad text"))) {
      try await store.load(source, decode: decodeText)
    }
    #expect(store.cachedResource(forKey: source.identity) == nil)
  }

  @Test func freshCopyIsServedFromMemoryThenFromDiskAfterRestart() async throws {
    let source = CountingSource(responses: [.success(Data("v1".utf8))])
    do {
      let store = try makeStore(disk: true)
      let first = try await store.load(source, decode: decodeText)
      #expect(first.origin == .network)
      let second = try await store.load(source, decode: decodeText)
      #expect(second.origin == .memory)
      #expect(second.date == first.date)
      #expect(store.cachedValue(forKey: source.identity, as: String.self)?.loaded.value == "v1")
      store.configuration.diskCache?.close()
    }
    let restarted = try makeStore(disk: true)
    let third = try await restarted.load(source, decode: decodeText)
    #expect(third.origin == .disk)
    #expect(third.value == "v1")
    #expect(source.fetchCount == 1)
  }

  @Test func staleWhileRevalidatePublishesStaleCopyThenFreshValue() async throws {
    let source = CountingSource(responses: [.success(Data("old".utf8)), .success(Data("new".utf8))])
    let store = try makeStore()
    _ = try await store.load(source, decode: decodeText)
    clock.advance(by: 61)
    let published = Recorder<String>()
    let fresh = try await store.load(
      source, decode: decodeText,
      publish: { cached, isStale in
        published.append("\(cached.value) stale=\(isStale) \(cached.origin)")
      })
    #expect(published.values == ["old stale=true memory"])
    #expect(fresh.value == "new")
    #expect(fresh.date == clock.now)
  }

  @Test(arguments: [CachePolicy.cacheFirst, .staleWhileRevalidate])
  func cachedPoliciesSkipTheNetworkWhileFresh(policy: CachePolicy) async throws {
    let source = CountingSource()
    let store = try makeStore()
    _ = try await store.load(source, policy: .networkOnly, decode: decodeText)
    _ = try await store.load(source, policy: policy, decode: decodeText)
    #expect(source.fetchCount == 1)
    clock.advance(by: 3600)
    _ = try await store.load(source, policy: policy, decode: decodeText)
    #expect(source.fetchCount == (policy == .cacheFirst ? 1 : 2))
  }

  @Test(arguments: [CachePolicy.networkOnly, .networkFirst])
  func networkPoliciesFetchEvenWhenFresh(policy: CachePolicy) async throws {
    let source = CountingSource()
    let store = try makeStore()
    _ = try await store.load(source, policy: policy, decode: decodeText)
    let second = try await store.load(source, policy: policy, decode: decodeText)
    #expect(source.fetchCount == 2)
    #expect(second.origin == .network)
  }

  @Test func notModifiedReusesCachedBytesAndRefreshesTheirDate() async throws {
    let server = try await FixtureServer.shared()
    let path = server.uniquePath("etag")
    let source = HTTPSource(url: server.url(path: path, query: ["etag": "v7", "body": "payload"]))
    let store = try makeStore(disk: true)
    let first = try await store.load(source, decode: decodeText)
    #expect(store.cachedResource(forKey: source.identity)?.validators.etag == "\"v7\"")
    clock.advance(by: 120)
    let second = try await store.load(source, policy: .networkFirst, decode: decodeText)
    #expect(second.value == "payload")
    #expect(second.date == first.date.addingTimeInterval(120))
    #expect(events.events.contains { $0.kind == .cache("notModified") && $0.label == "store" })
    #expect(try await server.requestCount(path: path) == 2)
    #expect(
      store.configuration.diskCache.flatMap { try? $0.entry(forKey: source.identity) }?.storedAt == clock.now)
  }

  @Test func offlineFallbackShowsLastGoodValueStaleBesideTypedError() async throws {
    let server = try await FixtureServer.start()
    let source = HTTPSource(url: server.url(path: "/today", query: ["body": "42"]))
    let store = try makeStore(disk: true)
    #expect(try await store.load(source, policy: .networkFirst, decode: decodeText).value == "42")
    await server.stop()
    let published = Recorder<Loaded<String>>()
    await #expect {
      try await store.load(
        source, policy: .networkFirst, decode: decodeText,
        publish: { cached, isStale in
          if isStale { published.append(cached) }
        })
    } throws: { error in
      // The first request after the server dies may reuse its dead keep-alive connection (-1,
      // a network error); a fresh connection is refused (-1004, offline). Both are typed.
      switch error as? DataError {
      case .offline?, .networkError?: return true
      default: return false
      }
    }
    #expect(published.values.map(\.value) == ["42"])
    #expect(published.values.first?.origin == .memory)
  }

  @Test func invalidationByKeyAndPrefixReachesMemoryAndDisk() async throws {
    let store = try makeStore(disk: true)
    for key in ["a/1", "a/2", "b/1"] {
      _ = try await store.load(CountingSource(), key: key, decode: decodeText)
    }
    store.invalidate(prefix: "a/")
    #expect(store.cachedResource(forKey: "a/1") == nil)
    #expect(store.cachedResource(forKey: "a/2") == nil)
    #expect(store.cachedResource(forKey: "b/1") != nil)
    store.invalidate(key: "b/1")
    #expect(store.cachedResource(forKey: "b/1") == nil)
  }

  @Test func prefetchedResourceIsServedWithoutAnotherRequest() async throws {
    let source = CountingSource(responses: [.success(Data("pre".utf8))])
    let store = try makeStore()
    await store.prefetch(source).value
    let loaded = try await store.load(source, decode: decodeText)
    #expect(loaded.value == "pre")
    #expect(loaded.origin == .memory)
    #expect(source.fetchCount == 1)
  }

  @Test func damagedDiskCacheIsRebuiltAndReportedAsAStoreEvent() throws {
    try testBytes(5000).write(to: folder.file("resources.sqlite"))
    let store = try makeStore(disk: true)
    #expect(
      events.events.contains { $0.kind == .cache("corruptionRecovered: not a SQLite database: bad header") })
    #expect(store.configuration.diskCache?.count == 0)
  }

  @Test func networkFirstReadsTheCacheOnlyWhenTheFetchFails() async throws {
    let source = CountingSource(responses: [
      .success(Data("a".utf8)), .success(Data("b".utf8)), .failure(.httpStatus(503)),
    ])
    let store = try makeStore()
    _ = try await store.load(source, policy: .networkFirst, decode: decodeText)
    let succeeded = Recorder<String>()
    _ = try await store.load(
      source, policy: .networkFirst, decode: decodeText, record: { succeeded.append($0.description) })
    #expect(succeeded.values == ["fetched 1 bytes", "stored 1 bytes"])
    let failed = Recorder<String>()
    await #expect(throws: DataError.httpStatus(503)) {
      try await store.load(
        source, policy: .networkFirst, decode: decodeText, record: { failed.append($0.description) })
    }
    #expect(failed.values == ["fetchFailed http.503", "hit memory"])
  }
}
