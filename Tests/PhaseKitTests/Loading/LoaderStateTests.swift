import Foundation
import Observation
import Testing
import _PhaseKitTestSupport

@testable import PhaseKit

@MainActor @Suite(.timeLimit(.minutes(6))) struct LoaderStateTests {
  @Test func aSuccessfulLoadGoesIdleLoadingSuccess() async {
    let loader = textLoader(CountingSource(responses: [.success(.text("v1"))]))
    let transitions = Transitions(loader)
    await loader.load()
    #expect(
      transitions.all == [
        snapshot(.idle, attempt: 0), snapshot(.loading, loading: true), snapshot(.success("v1")),
      ])
    #expect(loader.loaded?.origin == .network)
    #expect(loader.phase == .success("v1"))
  }

  @Test func aFailedLoadGoesIdleLoadingFailure() async {
    let loader = textLoader(CountingSource(responses: [.failure(.httpStatus(404))]))
    let transitions = Transitions(loader)
    await loader.load()
    #expect(
      transitions.all == [
        snapshot(.idle, attempt: 0), snapshot(.loading, loading: true),
        snapshot(.failure(DataError.httpStatus(404)), error: .httpStatus(404)),
      ])
    #expect(loader.phase == .failure(.httpStatus(404)))
  }

  @Test func aSuccessfulRefreshKeepsTheValueVisibleThenReplacesIt() async {
    let source = CountingSource(responses: [.success(.text("v1")), .success(.text("v2"))])
    let loader = textLoader(source)
    await loader.load()
    let transitions = Transitions(loader)
    await loader.refresh()
    #expect(
      transitions.all == [
        snapshot(.success("v1")), snapshot(.success("v1"), loading: true), snapshot(.success("v2")),
      ])
  }

  @Test func aFailedRefreshKeepsTheValueMarkedStaleWithTheErrorBesideIt() async {
    let source = CountingSource(responses: [.success(.text("v1")), .failure(.httpStatus(500))])
    let loader = textLoader(source)
    await loader.load()
    let transitions = Transitions(loader)
    await loader.refresh()
    #expect(
      transitions.all == [
        snapshot(.success("v1")), snapshot(.success("v1"), loading: true),
        snapshot(.success("v1"), error: .httpStatus(500), stale: true),
      ])
    #expect(loader.phase == .success("v1"))
    #expect(loader.error?.presentation(in: .english, isShowingContent: true).prominence == .banner)
  }

  @Test func cancellingTheFirstLoadGoesBackToIdleNotFailure() async {
    let source = CountingSource()
    source.hold()
    let loader = textLoader(source)
    let transitions = Transitions(loader)
    let load = Task { await loader.load() }
    await source.waitForParked(count: 1)
    loader.cancel()
    await load.value
    #expect(
      transitions.all == [
        snapshot(.idle, attempt: 0), snapshot(.loading, loading: true), snapshot(.idle, attempt: 0),
      ])
    #expect(source.cancelledCount == 1)
  }

  @Test func cancellingARefreshRestoresTheValueAndItsStaleness() async {
    let source = CountingSource(responses: [.success(.text("v1")), .failure(.httpStatus(500))])
    let loader = textLoader(source)
    await loader.load()
    await loader.refresh()  // fails: v1 stale, error 500
    let transitions = Transitions(loader)
    source.hold()
    let refresh = Task { await loader.refresh() }
    await source.waitForParked(count: 1)
    loader.cancel()
    await refresh.value
    let stale = snapshot(.success("v1"), error: .httpStatus(500), stale: true)
    #expect(
      transitions.all == [
        stale, snapshot(.success("v1"), error: .httpStatus(500), stale: true, loading: true), stale,
      ])
  }

  @Test func concurrentLoadsShareOneFetch() async {
    let source = CountingSource()
    source.hold()
    let loader = textLoader(source)
    let loads = (0..<5).map { _ in Task { await loader.load() } }
    await source.waitForParked(count: 1)
    source.release()
    for load in loads { await load.value }
    #expect(source.fetchCount == 1)
    #expect(loader.value == "ok")
    await loader.load()  // a fresh value is there: no new fetch
    #expect(source.fetchCount == 1)
  }

  @Test func aLateResultOfASupersededLoadIsDropped() async {
    let slow = Latch()
    let calls = Recorder<Int>()
    let loader = Loader<String>(configuration: .init(retry: .none, clock: ManualClock())) {
      _ throws(DataError) in
      calls.append(1)
      if calls.values.count == 1 {
        await slow.wait()  // ignores cancellation: its result arrives late
        return Loaded(value: "old")
      }
      return Loaded(value: "new")
    }
    let first = Task { await loader.load() }
    while slow.waiterCount == 0 { await Task.yield() }
    await loader.refresh()
    #expect(loader.value == "new")
    slow.open()
    await first.value
    #expect(loader.value == "new")
    #expect(loader.state == .success("new"))
  }

  @Test func anInterimValueIsShownAndSurvivesCancellation() async {
    let latch = Latch()
    let loader = Loader<String>(configuration: .init(retry: .none, clock: ManualClock())) {
      context throws(DataError) in
      context.publish(Loaded(value: "cached", origin: .disk), isStale: true)
      await latch.wait()
      return Loaded(value: "fresh")
    }
    let log = SnapshotLog(loader)
    let load = Task { await loader.load() }
    let seen = await log.next(3)
    #expect(
      seen == [
        snapshot(.idle, attempt: 0), snapshot(.loading, loading: true),
        snapshot(.success("cached"), stale: true, loading: true),
      ])
    #expect(loader.loaded?.origin == .disk)
    loader.cancel()
    await load.value
    #expect(loader.snapshot == snapshot(.success("cached"), stale: true))
    latch.open()
  }

  @Test func anInterimValueStaysStaleBesideTheErrorWhenTheLoadFails() async {
    let loader = Loader<String>(configuration: .init(retry: .none, clock: ManualClock())) {
      context throws(DataError) in
      context.publish(Loaded(value: "cached", origin: .disk), isStale: true)
      throw .offline(.init(domain: "NSURLErrorDomain", code: -1004, message: "down"))
    }
    await loader.load()
    let offline = DataError.offline(.init(domain: "NSURLErrorDomain", code: -1004, message: "down"))
    #expect(loader.snapshot == snapshot(.success("cached"), error: offline, stale: true))
    #expect(loader.loaded?.origin == .disk)
  }

  @Test func observationReportsStateChanges() async {
    let loader = textLoader(CountingSource())
    let changed = Recorder<Bool>()
    withObservationTracking {
      _ = loader.state
    } onChange: {
      changed.append(true)
    }
    await loader.load()
    #expect(changed.values == [true])
  }

  @Test func retryAfterAFailureLoadsAgain() async {
    let source = CountingSource(responses: [.failure(.httpStatus(500)), .success(.text("ok"))])
    let loader = textLoader(source)
    await loader.load()
    #expect(loader.state == .failure(DataError.httpStatus(500)))
    await loader.retry()
    #expect(loader.state == .success("ok"))
    #expect(loader.error == nil)
  }
}

@MainActor @Suite(.timeLimit(.minutes(6))) struct LoaderLifetimeTests {
  @Test func aLoaderIsReleasedOnceItsLoadsEnd() async {
    weak var released: Loader<String>?
    do {
      let source = CountingSource(responses: [.success(.text("a")), .failure(.httpStatus(500))])
      let loader = textLoader(source)
      await loader.load()
      await loader.refresh()
      let held = Task { await loader.refresh() }
      loader.cancel()
      await held.value
      released = loader
    }
    // Hops already scheduled to the main actor may hold it for one more turn.
    for _ in 0..<100 where released != nil { await Task.yield() }
    #expect(released == nil)
  }
}
