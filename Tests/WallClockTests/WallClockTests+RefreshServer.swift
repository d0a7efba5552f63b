import Foundation
import Testing
import _PhaseKitTestSupport

@_spi(Testing) @_spi(PhaseKitUI) @testable import PhaseKit

extension WallClockTests {
  /// Moved whole from PhaseKitTests: the refresh policy against a real HTTP server and the real
  /// clock, kept short. Its bound is on requests per interval of real time: ten loaders of one key
  /// make at most one request per interval that passed (the count is taken before the clock is
  /// read, so a slow machine only loosens it).
  @MainActor
  @Suite(.timeLimit(.minutes(6))) struct RefreshServer {
    @Test func tenLoadersPollingOneKeyMakeOneRequestPerIntervalAndKeepTheDataWhenTheServerFails()
      async throws
    {
      let server = try await FixtureServer.shared()
      let path = server.uniquePath("refresh")
      let store = ResourceStore()
      let interval = Duration.milliseconds(150)
      let policy = RefreshPolicy(interval: interval, jitter: 0, maximumBackoff: .milliseconds(300))
      let configuration = LoaderConfiguration(
        attemptTimeout: .seconds(10), deadline: .seconds(10), retry: .none, refresh: policy,
        refreshSignals: RefreshSignals(foreground: RefreshTrigger(), reconnect: RefreshTrigger()))
      let source = HTTPSource(url: server.url(path: path, query: ["body": "live"]))
      let loaders = (0..<10).map { _ in
        Loader(store: store, source: source, configuration: configuration, decode: decodeText)
      }
      let started = ContinuousClock.now
      let shown = loaders.map { loader in Task { await loader.showWhileRunning() } }

      #expect(try await server.waitForRequests(5, path: path))
      // The count first: requests made while it is asked for are then within the time allowed.
      let requests = try await server.requestCount(path: path)
      let elapsed = ContinuousClock.now - started
      // The first load, then at most one request per interval that passed: ten views polling on
      // their own would make ten times as many.
      #expect(requests <= 1 + Int(elapsed / interval) + 1, "\(requests) requests in \(elapsed)")
      for loader in loaders { await waitUntil(loader) { $0.state == .success("live") } }

      try await server.set(path: path, ["status": "500"])
      #expect(try await server.waitForRequests(requests + 2, path: path))
      for loader in loaders {
        await waitUntil(loader) { $0.isStale && $0.error == .httpStatus(500) }
        #expect(loader.state == .success("live"))  // the picture stays, marked stale
      }

      for task in shown { task.cancel() }
      for task in shown { await task.value }
      await until { store.liveRefreshTaskCount == 0 }
      try await server.set(path: path, [:])
    }

    @Test func tenRefreshingPhasesOnOneURLMakeOneRequestPerIntervalAndKeepTheValueWhenTheServerFails()
      async throws
    {
      let server = try await FixtureServer.shared()
      let path = server.uniquePath("refresh-phase")
      let store = ResourceStore()
      let interval = Duration.milliseconds(150)
      let policy = RefreshPolicy(interval: interval, jitter: 0, maximumBackoff: .milliseconds(300))
      let signals = RefreshSignals(foreground: RefreshTrigger(), reconnect: RefreshTrigger())
      let source = HTTPSource(url: server.url(path: path, query: ["body": "live"]))
      // What `AsyncPhaseView(dataFrom:refresh:)` runs: a cached load, a refresh past the cache, and
      // the URL's store key to share its timer.
      let load: RefreshingPhase<String, String, DataError>.Load = { () async throws(DataError) in
        try await store.load(source, policy: .staleWhileRevalidate, decode: decodeText).value
      }
      let refresh: RefreshingPhase<String, String, DataError>.Load = { () async throws(DataError) in
        try await store.load(source, policy: .networkFirst, decode: decodeText).value
      }
      let sharing = RefreshSharing(key: source.identity) { store }
      let phases = (0..<10).map { _ in
        RefreshingPhase<String, String, DataError>(policy: policy, signals: signals)
      }
      let started = ContinuousClock.now
      let shown = phases.map { phase in
        Task { await phase.show(id: "live", load: load, refreshLoad: refresh, sharing: sharing) }
      }

      #expect(try await server.waitForRequests(5, path: path))
      // The count first: requests made while it is asked for are then within the time allowed.
      let requests = try await server.requestCount(path: path)
      let elapsed = ContinuousClock.now - started
      #expect(requests <= 1 + Int(elapsed / interval) + 1, "\(requests) requests in \(elapsed)")
      await until { phases.allSatisfy { $0.phase.value == "live" } }

      try await server.set(path: path, ["status": "500"])
      #expect(try await server.waitForRequests(requests + 2, path: path))
      await until { phases.allSatisfy { $0.display.error == .httpStatus(500) } }
      for phase in phases {
        #expect(phase.phase.value == "live")  // the picture stays, marked stale
        let loadedAt = try #require(phase.display.loaded?.date)
        #expect(phase.status == .stale(.refreshFailed(.httpStatus(500), loadedAt: loadedAt)))
      }

      for task in shown { task.cancel() }
      for task in shown { await task.value }
      await until { store.liveRefreshTaskCount == 0 }
      try await server.set(path: path, [:])
    }

    /// Yields until `condition` holds, for at most 2 minutes of real time: a bound that ends a
    /// hang, not a measure of speed (in a parallel run a turn can wait long for a thread).
    func until(_ condition: () -> Bool) async {
      let deadline = ContinuousClock.now + .seconds(120)
      while !condition(), ContinuousClock.now < deadline { await Task.yield() }
      #expect(condition())
    }
  }
}
