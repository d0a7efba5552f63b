import Foundation
import Testing
import _PhaseKitTestSupport

@_spi(Testing) @_spi(PhaseKitUI) @testable import PhaseKit

extension WallClockTests {
  /// Issue 33, must-hold point 5 ("per key everywhere") against the real fixture server and the
  /// real clock: phases of one id shown at once share one first load; a loader and a phase of one
  /// store key share one timer at the shorter of their intervals, stated in the events; polling
  /// pauses in the background and offline, and catches up once on return.
  @MainActor
  @Suite(.timeLimit(.minutes(6))) struct RefreshPerKey {
    typealias Phase = RefreshingPhase<String, String, DataError>

    @Test func twentyPhasesOfOneIdShownAtOnceMakeOneRequest() async throws {
      let server = try await FixtureServer.shared()
      let path = server.uniquePath("per-key-first")
      // A slow answer, so that every phase appears while the first request runs.
      let source = HTTPSource(url: server.url(path: path, query: ["body": "live", "delay": "0.3"]))
      let load: Phase.Load = { () async throws(DataError) -> String in
        try decodeText(try await source.fetch(FetchRequest()).data)
      }
      let signals = RefreshSignals(
        foreground: RefreshTrigger(), reconnect: RefreshTrigger(), background: nil, disconnect: nil)
      let phases = (0..<20).map { _ in
        Phase(policy: RefreshPolicy(interval: .seconds(600), jitter: 0), signals: signals)
      }
      let shown = phases.map { phase in Task { await phase.show(id: path, load: load) } }
      await until { phases.allSatisfy { $0.phase.value == "live" } }
      #expect(try await server.requestCount(path: path) == 1)
      for task in shown { task.cancel() }
      for task in shown { await task.value }
    }

    @Test func aLoaderAndAPhaseOfOneKeyShareATimerAtTheShorterIntervalAndPauseInTheBackgroundAndOffline()
      async throws
    {
      let server = try await FixtureServer.shared()
      let path = server.uniquePath("per-key-timer")
      let store = ResourceStore()
      let source = HTTPSource(url: server.url(path: path, query: ["body": "live"]))
      let (foreground, reconnect) = (RefreshTrigger(), RefreshTrigger())
      let (background, disconnect) = (RefreshTrigger(), RefreshTrigger())
      let signals = RefreshSignals(
        foreground: foreground, reconnect: reconnect, background: background, disconnect: disconnect)
      let events = LoadEventRecorder()
      let loader = Loader(
        store: store, source: source,
        configuration: LoaderConfiguration(
          attemptTimeout: .seconds(10), deadline: .seconds(10), retry: .none, events: events,
          refresh: RefreshPolicy(interval: .seconds(30), jitter: 0), refreshSignals: signals),
        decode: decodeText)
      let phase = Phase(policy: RefreshPolicy(interval: .milliseconds(200), jitter: 0), signals: signals)
      let load: Phase.Load = { () async throws(DataError) -> String in
        try await store.load(source, policy: .staleWhileRevalidate, decode: decodeText).value
      }
      let refresh: Phase.Load = { () async throws(DataError) -> String in
        try await store.load(source, policy: .networkFirst, decode: decodeText).value
      }
      let sharing = RefreshSharing(key: source.identity) { store }
      var shown = [Task { await loader.showWhileRunning() }]
      await waitUntil(loader) { $0.value == "live" && !$0.isLoading }
      shown.append(Task { await phase.show(id: "live", load: load, refreshLoad: refresh, sharing: sharing) })
      await until { phase.phase.value == "live" }

      // One timer for the key, at the phase's 200 ms (the loader's is 30 s), stated in the events.
      let started = ContinuousClock.now
      let before = try await server.requestCount(path: path)
      #expect(try await server.waitForRequests(before + 4, path: path))
      let requests = try await server.requestCount(path: path) - before
      let elapsed = ContinuousClock.now - started
      #expect(requests <= Int(elapsed / .milliseconds(200)) + 1, "\(requests) requests in \(elapsed)")
      await until { store.liveRefreshTaskCount == 3 }  // one timer and two listeners, for both views
      let intervals = Set(events.refreshes.compactMap(\.interval))
      #expect(intervals == [0.2], "intervals stated: \(intervals)")

      let group = store.refreshGroups.group(
        forKey: source.identity, configuration: loader.configuration, store: store)
      for (pause, resume) in [(background, foreground), (disconnect, reconnect)] {
        pause.send()
        await until { group.isPaused && !group.isRefreshing }
        let paused = try await server.requestCount(path: path)
        let refreshesBefore = events.refreshes.count
        try await Task.sleep(for: .seconds(1))  // five intervals with nothing due
        #expect(try await server.requestCount(path: path) == paused)
        resume.send()
        #expect(try await server.waitForRequests(paused + 1, path: path))
        await until { events.refreshes.count > refreshesBefore }
        // The first refresh after the return is the one catch-up, then the interval again.
        let first = events.refreshes[refreshesBefore]
        #expect([RefreshCause.foreground, .reconnect, .catchUp].contains(first.cause), "\(first)")
        #expect(try await server.waitForRequests(paused + 3, path: path))
        let after = events.refreshes.dropFirst(refreshesBefore + 1).prefix(2)
        #expect(after.allSatisfy { $0.cause == .interval }, "\(Array(after))")
      }

      for task in shown { task.cancel() }
      for task in shown { await task.value }
      await until { store.liveRefreshTaskCount == 0 }
    }

    /// Yields until `condition` holds, for at most 2 minutes of real time (ends a hang).
    func until(_ condition: () -> Bool) async {
      let deadline = ContinuousClock.now + .seconds(120)
      while !condition(), ContinuousClock.now < deadline { await Task.yield() }
      #expect(condition())
    }
  }
}

extension LoadEventRecorder {
  /// The `refreshing` events recorded, in order: why each began and the interval it states.
  fileprivate var refreshes: [(cause: RefreshCause, interval: Double?)] {
    events.compactMap { event in
      guard case .refreshing(let cause, let interval, _) = event.kind else { return nil }
      return (cause, interval)
    }
  }
}
