import Foundation
import Testing
import _PhaseKitTestSupport

@testable import PhaseKit

@MainActor @Suite(.timeLimit(.minutes(6))) struct LoaderDeadlineTests {
  @Test func anAttemptThatOutlivesItsTimeoutIsCancelledAndTimesOut() async {
    let clock = ManualClock()
    let source = CountingSource()
    source.hold()
    let loader = textLoader(source, clock: clock, attemptTimeout: .seconds(15))
    let load = Task { await loader.load() }
    await source.waitForParked(count: 1)
    await clock.waitForSleepers(count: 1)
    #expect(clock.sleeperDeadlines == [.init(offset: .seconds(15))])
    clock.advance(by: .seconds(15))
    await load.value
    #expect(loader.state == .failure(DataError.timedOut(after: .seconds(15))))
    #expect(source.cancelledCount == 1)
  }

  @Test func theDeadlineHoldsEvenWhenTheOperationIgnoresCancellation() async {
    let clock = ManualClock()
    let stubborn = Latch()
    let loader = Loader<String>(
      configuration: .init(
        attemptTimeout: .seconds(5), deadline: .seconds(8), retry: .init(maxAttempts: 5, baseDelay: .zero),
        clock: clock)
    ) { _ throws(DataError) in
      await stubborn.wait()
      return Loaded(value: "late")
    }
    let load = Task { await loader.load() }
    await clock.waitForSleepers(count: 1)
    clock.advance(by: .seconds(5))  // attempt 1 times out; retry at once
    while stubborn.waiterCount < 2 { await Task.yield() }
    await clock.waitForSleepers(count: 1)
    // The second attempt only gets what is left of the overall deadline.
    #expect(clock.sleeperDeadlines == [.init(offset: .seconds(8))])
    clock.advance(by: .seconds(3))
    await load.value
    #expect(loader.state == .failure(DataError.timedOut(after: .seconds(8))))
    stubborn.open()
  }

  @Test func aSlowDripOverRealHTTPTimesOutWithinItsBound() async throws {
    let server = try await FixtureServer.shared()
    // 1,200 bytes, one every 50 ms: a minute in all, and never idle long enough for URLSession to
    // notice.
    let source = HTTPSource(
      url: server.url(path: server.uniquePath("drip"), query: ["drip": "1200", "drip_interval": "0.05"]))
    let loader = Loader(
      source: source,
      configuration: .init(attemptTimeout: .milliseconds(600), deadline: .seconds(5), retry: .none)
    ) { data throws(DataError) in data.count }
    await loader.load()
    #expect(loader.error == .timedOut(after: .milliseconds(600)))
    // How long it took: WallClockTests.aSlowDripOverRealHTTPTimesOutWithinItsBound.
    #expect(loader.progress == nil || loader.progress!.receivedBytes < 1200)
  }

  @Test func theOverallDeadlineBoundsRetriesAgainstAHangingServer() async throws {
    let server = try await FixtureServer.shared()
    let path = server.uniquePath("hang")
    let source = HTTPSource(url: server.url(path: path, query: ["hang": "1"]))
    let loader = Loader(
      source: source,
      configuration: .init(
        attemptTimeout: .milliseconds(400), deadline: .milliseconds(1000),
        retry: .init(maxAttempts: 100, baseDelay: .milliseconds(10)))
    ) { data throws(DataError) in data.count }
    await loader.load()
    // Three attempts fit (0.4 + 0.4 + the 0.2 s left). When the rest of the parallel run keeps the
    // main actor busy, an attempt's timeout may be handled after the deadline passed; the load
    // then ends with that attempt's timeout, and a retry whose backoff would pass the deadline is
    // not started. Either way the deadline, not the attempt budget, ended the load.
    guard case .timedOut = loader.error else {
      Issue.record("expected a timeout, got \(String(describing: loader.error))")
      return
    }
    // How long it took: WallClockTests.theOverallDeadlineBoundsRetriesAgainstAHangingServer.
    #expect((1...3).contains(loader.attempt))
    #expect((1...3).contains(try await server.requestCount(path: path)))
  }

  @Test func progressFollowsTheBodyAsItArrives() async throws {
    let server = try await FixtureServer.shared()
    let path = server.uniquePath("progress")
    // The server sends 5 of 50 bytes and holds the rest until the test has seen the partial
    // progress: a timed drip was over before this task resumed when a loaded machine held the
    // pool's threads for seconds (twice, at load 8 on 2 cores).
    let source = HTTPSource(url: server.url(path: path, query: ["hold_after": "5", "size": "50"]))
    let loader = Loader(
      source: source, configuration: .init(attemptTimeout: .seconds(120), deadline: .seconds(120), retry: .none)
    ) { data throws(DataError) in
      data.count
    }
    let load = Task { await loader.load() }
    // The condition also ends the wait if the load ended first (it cannot while the body is held
    // unless it failed), so a broken loader fails the checks, never hangs.
    await waitUntil(loader) { ($0.progress?.receivedBytes ?? 0) >= 5 || $0.value != nil || $0.error != nil }
    #expect(loader.isLoading)
    #expect(loader.progress == LoadProgress(receivedBytes: 5, expectedBytes: 50))
    #expect(loader.progress?.fractionCompleted == 0.1)
    try await server.release(path: path)
    await load.value
    #expect(loader.value == 50)
    #expect(loader.progress == LoadProgress(receivedBytes: 50, expectedBytes: 50))
  }

  @Test func cancellingAHungRealRequestLeavesThePreviousState() async throws {
    let server = try await FixtureServer.shared()
    let path = server.uniquePath("cancel")
    let loader = Loader(
      source: HTTPSource(url: server.url(path: path, query: ["hang": "1"])),
      configuration: .init(retry: .none)
    ) { data throws(DataError) in data.count }
    let load = Task { await loader.load() }
    while try await server.requestCount(path: path) == 0 { await Task.yield() }
    loader.cancel()
    await load.value
    #expect(loader.state == .idle)
    #expect(loader.error == nil)
    #expect(!loader.isLoading)
  }

  @Test func retriesAgainstARealFlakyServerEndInSuccess() async throws {
    let server = try await FixtureServer.shared()
    let path = server.uniquePath("flaky")
    let loader = Loader(
      source: HTTPSource(
        url: server.url(path: path, query: ["status": "503", "fail_times": "2", "body": "fine"])),
      // Timeouts far past what three quick answers take, so that a loaded machine delays the
      // attempts, never ends them (the default 30 s deadline cut a run at load 8 to 2 attempts).
      configuration: .init(
        attemptTimeout: .seconds(120), deadline: .seconds(240), retry: .init(maxAttempts: 3, baseDelay: .milliseconds(20)))
    ) { data throws(DataError) in String(decoding: data, as: UTF8.self) }
    await loader.load()
    #expect(loader.state == .success("fine"))
    #expect(try await server.requestCount(path: path) == 3)
    #expect(loader.attempt == 3)
    #expect(loader.progress?.fractionCompleted == 1)
  }

  @Test func aRealServersRetryAfterIsHonouredOnTheInjectedClock() async throws {
    let server = try await FixtureServer.shared()
    let path = server.uniquePath("limited")
    let clock = ManualClock()
    let recorder = LoadEventRecorder()
    let loader = Loader(
      source: HTTPSource(
        url: server.url(path: path, query: ["status": "429", "fail_times": "1", "retry_after": "7"])),
      configuration: .init(
        retry: .init(maxAttempts: 3, baseDelay: .milliseconds(100)), clock: clock, events: recorder)
    ) { data throws(DataError) in String(decoding: data, as: UTF8.self) }
    let load = Task { await loader.load() }
    await recorder.wait(for: "retryScheduled")
    #expect(recorder.events.contains { $0.kind == .retryScheduled(attempt: 1, delay: 7) })
    await clock.waitForSleepers(count: 1)
    #expect(clock.sleeperDeadlines == [.init(offset: .seconds(7))])
    #expect(try await server.requestCount(path: path) == 1)
    clock.advance(by: .seconds(7))
    await load.value
    #expect(loader.state == .success("ok"))
    #expect(try await server.requestCount(path: path) == 2)
  }

  // The largest Retry-After a server can send: it must fail the load at once (past the deadline)
  // and still be describable; its text used to trap converting 2^63 seconds back to Int.
  @Test func anAbsurdRetryAfterFromARealServerFailsAtOnceAndIsDescribed() async throws {
    let server = try await FixtureServer.shared()
    let path = server.uniquePath("forever")
    let loader = Loader(
      source: HTTPSource(
        url: server.url(path: path, query: ["status": "429", "retry_after": "\(Int.max)"])),
      configuration: .init(retry: .init(maxAttempts: 3, baseDelay: .milliseconds(10)))
    ) { data throws(DataError) in data.count }
    await loader.load()
    #expect(loader.error == .rateLimited(retryAfter: .seconds(Int.max)))
    #expect(try await server.requestCount(path: path) == 1)
    let message = loader.errorPresentation(in: .english)?.message ?? ""
    #expect(message.contains("9223372036854775808 s"), "got: \(message)")
  }

  @Test func a404FromARealServerIsNotRetried() async throws {
    let server = try await FixtureServer.shared()
    let path = server.uniquePath("missing")
    let loader = Loader(
      source: HTTPSource(url: server.url(path: path, query: ["status": "404"])),
      configuration: .init(retry: .init(maxAttempts: 5, baseDelay: .milliseconds(10)))
    ) { data throws(DataError) in data.count }
    await loader.load()
    #expect(loader.error == .httpStatus(404))
    #expect(try await server.requestCount(path: path) == 1)
  }

  // `.seconds(.max)` reads as "no deadline"; the system clock cannot schedule a wake-up that far
  // away (its seconds overflow Int64) and used to trap in the alarm.
  @Test func aDeadlineTooFarToScheduleMeansNoDeadlineNotACrash() async {
    let clock = AnnouncingClock()
    let release = Latch()
    let loader = Loader<String>(
      configuration: .init(
        attemptTimeout: .seconds(Int64.max), deadline: .seconds(Int64.max), clock: clock)
    ) { _ throws(DataError) in
      await release.wait()
      return Loaded(value: "v")
    }
    let load = Task { await loader.load() }
    await clock.firstSleep.wait()  // the alarm is scheduling its wake-up now
    release.open()
    await load.value
    #expect(loader.state == .success("v"))
  }
}

/// The system's continuous clock, opening a latch each time something sleeps on it.
private struct AnnouncingClock: Clock {
  let base = ContinuousClock()
  let firstSleep = Latch()
  var now: ContinuousClock.Instant { base.now }
  var minimumResolution: Duration { base.minimumResolution }
  func sleep(until deadline: ContinuousClock.Instant, tolerance: Duration?) async throws {
    firstSleep.open()
    try await base.sleep(until: deadline, tolerance: tolerance)
  }
}
