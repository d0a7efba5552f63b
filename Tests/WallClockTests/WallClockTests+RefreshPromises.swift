import Foundation
import Testing
import _PhaseKitTestSupport

@_spi(Testing) @testable import PhaseKit

extension WallClockTests {
  /// Issue 33's findings against the real fixture server and the real clock, one test per
  /// finding, each of which failed before the fix. Their bounds are on real time (a
  /// `Retry-After` of 2 s must hold), so they live here.
  @MainActor
  @Suite(.timeLimit(.minutes(6))) struct RefreshPromises {
    static let retryAfter = 2.0

    func signals() -> (RefreshSignals, foreground: RefreshTrigger, reconnect: RefreshTrigger) {
      let foreground = RefreshTrigger()
      let reconnect = RefreshTrigger()
      return (
        RefreshSignals(foreground: foreground, reconnect: reconnect, background: nil, disconnect: nil),
        foreground, reconnect
      )
    }

    func loader(
      _ store: ResourceStore, _ url: URL, interval: Duration?, signals: RefreshSignals
    ) -> Loader<String> {
      Loader(
        store: store, source: HTTPSource(url: url),
        configuration: LoaderConfiguration(
          attemptTimeout: .seconds(10), deadline: .seconds(10), retry: .none,
          refresh: RefreshPolicy(interval: interval, jitter: 0), refreshSignals: signals),
        decode: decodeText)
    }

    /// Makes `path` answer 503 with `Retry-After: 2` from now on.
    func startFailing(_ server: FixtureServer, _ path: String) async throws {
      try await server.set(path: path, ["status": "503", "retry_after": "2"])
    }

    static let busy = DataError.serviceUnavailable(retryAfter: .seconds(2))

    /// Yields until `condition` holds, for at most 2 minutes of real time (ends a hang).
    func until(_ condition: () -> Bool) async {
      let deadline = ContinuousClock.now + .seconds(120)
      while !condition(), ContinuousClock.now < deadline { await Task.yield() }
      #expect(condition())
    }

    // 1
    @Test func aScreenShownAgainAfterA503KeepsItStaleAndWaitsForTheRetryAfter() async throws {
      let server = try await FixtureServer.shared()
      let path = server.uniquePath("promise-reshow")
      let url = server.url(path: path, query: ["body": "live"])
      let loader = loader(ResourceStore(), url, interval: .milliseconds(300), signals: signals().0)
      var shown = Task { await loader.showWhileRunning() }
      await waitUntil(loader) { $0.state == .success("live") && !$0.isLoading }
      try await startFailing(server, path)
      await waitUntil(loader) { $0.error == Self.busy && !$0.isLoading }
      let failedAt = ContinuousClock.now
      let failedCount = try await server.requestCount(path: path)
      shown.cancel()
      await shown.value

      shown = Task { await loader.showWhileRunning() }
      await waitUntil(loader) { !$0.isLoading }
      #expect(loader.isStale && loader.error == Self.busy && loader.state == .success("live"))
      #expect(try await server.waitForRequests(failedCount + 1, path: path))
      let gap = ContinuousClock.now - failedAt
      #expect(gap >= .milliseconds(1_900), "the next request came \(gap) after the 503")
      shown.cancel()
      await shown.value
      try await server.set(path: path, [:])
    }

    // 2
    @Test func retryAndRefreshReachTheServerAndKeepTheDataStale() async throws {
      let server = try await FixtureServer.shared()
      let path = server.uniquePath("promise-retry")
      let url = server.url(path: path, query: ["body": "live"])
      let loader = loader(ResourceStore(), url, interval: nil, signals: signals().0)
      await loader.load()
      try await server.set(path: path, ["status": "500"])
      await loader.retry()
      #expect(try await server.requestCount(path: path) == 2)
      #expect(loader.isStale && loader.error == .httpStatus(500) && loader.state == .success("live"))
      await loader.refresh()
      #expect(try await server.requestCount(path: path) == 3)
      #expect(loader.isStale && loader.error == .httpStatus(500))
      try await server.set(path: path, [:])
    }

    // 3
    @Test func foregroundAndReconnectWaitForTheRetryAfterAndABurstMakesOneRequest() async throws {
      let server = try await FixtureServer.shared()
      let path = server.uniquePath("promise-signals")
      let url = server.url(path: path, query: ["body": "live"])
      let (signals, foreground, reconnect) = signals()
      let loader = loader(ResourceStore(), url, interval: nil, signals: signals)
      let shown = Task { await loader.showWhileRunning() }
      await waitUntil(loader) { $0.state == .success("live") && !$0.isLoading }
      try await startFailing(server, path)
      await loader.refresh()
      #expect(loader.error == Self.busy)
      let failedAt = ContinuousClock.now
      try await server.set(path: path, [:])
      foreground.send()
      for _ in 0..<5 {
        reconnect.send()
        try await Task.sleep(for: .milliseconds(10))  // spacing the signals, not waiting for them
      }
      #expect(try await server.waitForRequests(3, path: path))
      let gap = ContinuousClock.now - failedAt
      #expect(gap >= .milliseconds(1_900), "a signal went \(gap) after the 503")
      await waitUntil(loader) { $0.state == .success("live") && !$0.isStale && !$0.isLoading }
      // Every signal was throttled into that one request.
      #expect(try await server.requestCount(path: path) == 3)
      shown.cancel()
      await shown.value
    }

    // 4
    @Test func aSecondLoaderOfAFailingKeyIsStaleWithTheSameError() async throws {
      let server = try await FixtureServer.shared()
      let path = server.uniquePath("promise-second")
      let url = server.url(path: path, query: ["body": "live"])
      let store = ResourceStore()
      let first = loader(store, url, interval: .milliseconds(200), signals: signals().0)
      let shown = Task { await first.showWhileRunning() }
      await waitUntil(first) { $0.state == .success("live") && !$0.isLoading }
      try await server.set(path: path, ["status": "500"])
      await waitUntil(first) { $0.isStale && $0.error == .httpStatus(500) }
      let second = loader(store, url, interval: .milliseconds(200), signals: signals().0)
      #expect(second.isStale && second.error == .httpStatus(500) && second.state == .success("live"))
      shown.cancel()
      await shown.value
      try await server.set(path: path, [:])
    }

    // 5
    @Test(arguments: [false, true])
    func equalBodiesAnd304sRedrawNothingButTheAge(_ with304: Bool) async throws {
      let server = try await FixtureServer.shared()
      let path = server.uniquePath("promise-equal")
      let query = with304 ? ["body": "live", "etag": "v1"] : ["body": "live"]
      let url = server.url(path: path, query: query)
      let store = ResourceStore()
      let loaders = (0..<10).map { _ in
        loader(store, url, interval: .milliseconds(100), signals: signals().0)
      }
      let shown = loaders.map { loader in Task { await loader.showWhileRunning() } }
      for loader in loaders { await waitUntil(loader) { $0.state == .success("live") && !$0.isLoading } }
      let drawn = loaders.map { loader in
        ObservationCounter {
          _ = loader.value
          _ = loader.isStale
          _ = loader.error
        }
      }
      let ages = ObservationCounter { _ = loaders[1].loadedAt }
      let before = try await server.requestCount(path: path)
      #expect(try await server.waitForRequests(before + 5, path: path))
      await until { ages.count >= 4 }
      for loader in loaders { await waitUntil(loader) { !$0.isLoading } }
      #expect(drawn.map(\.count).reduce(0, +) == 0)
      for task in shown { task.cancel() }
      for task in shown { await task.value }
    }
  }
}
