import Foundation
import PhaseCharts
import PhaseKit
import PhaseKitCLI
import Testing
import _PhaseKitTestSupport

/// The watch loop on a manual clock: loads held and released by the test, every countdown
/// driven by advancing time, no sleeps.
@MainActor
@Suite struct WatchDriverTests {
  typealias Driver = WatchDriver<Int, ManualClock>

  /// Loads that wait until the test completes them.
  @MainActor final class HeldLoads {
    private var pending: [CheckedContinuation<Driver.LoadResult, Never>] = []
    private var pendingWaiters: [CheckedContinuation<Void, Never>] = []
    private(set) var started = 0

    func load(_ progress: @escaping @Sendable (LoadProgress) -> Void) async -> Driver.LoadResult {
      started += 1
      progress(LoadProgress(receivedBytes: 10, expectedBytes: 100))
      return await withCheckedContinuation { continuation in
        pending.append(continuation)
        let waiters = pendingWaiters
        pendingWaiters.removeAll()
        for waiter in waiters { waiter.resume() }
      }
    }

    func waitForPending() async {
      if !pending.isEmpty { return }
      await withCheckedContinuation { pendingWaiters.append($0) }
    }

    func complete(_ result: Driver.LoadResult) {
      pending.removeFirst().resume(returning: result)
    }

    var pendingCount: Int { pending.count }
  }

  /// The updates the driver asked for, with a way to wait for the next load's end.
  @MainActor final class Updates {
    private(set) var all: [Driver.Update] = []
    private var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

    func append(_ update: Driver.Update) {
      all.append(update)
      let ended = loadsEnded
      waiters.removeAll { waiter in
        guard ended >= waiter.count else { return false }
        waiter.continuation.resume()
        return true
      }
    }

    var loadsEnded: Int { all.filter { if case .loadEnded = $0 { true } else { false } }.count }
    var fullRedraws: Int { all.filter { $0 == .redrawAll }.count }

    func waitForLoadsEnded(_ count: Int) async {
      if loadsEnded >= count { return }
      await withCheckedContinuation { waiters.append((count, $0)) }
    }
  }

  func loaded(_ value: Int, changed: Bool) -> Driver.LoadResult {
    .loaded(value, summary: .init(pointCount: value), date: Date(), isChanged: changed)
  }

  /// Moves the clock one second once the driver sleeps again (it has handled the last input)
  /// and so does the refresh schedule's timer, unless it is stopped (`sleepers: 1`).
  func step(_ clock: ManualClock, seconds: Int = 1, sleepers: Int = 2) async {
    for _ in 0..<seconds {
      await clock.waitForSleepers(count: sleepers)
      clock.advance(by: .seconds(1))
    }
  }

  /// Waits until the driver has handled the inputs sent so far.
  func settle(_ driver: Driver, until condition: @MainActor (Driver) -> Bool) async {
    while !condition(driver) { await Task.yield() }
  }

  @Test func refreshesEveryIntervalKeepsTheValueThroughAFailureAndQuits() async {
    let clock = ManualClock()
    let loads = HeldLoads()
    let updates = Updates()
    let driver = Driver(
      configuration: .init(interval: .seconds(3)), clock: clock,
      load: { progress in await loads.load(progress) },
      update: { _, update in updates.append(update) })
    let running = Task { await driver.run() }

    await loads.waitForPending()
    loads.complete(loaded(1, changed: true))
    await updates.waitForLoadsEnded(1)
    #expect(driver.value == 1)
    #expect(driver.model.nextRefresh == clock.now.advanced(by: .seconds(3)))

    // Two seconds: only countdown redraws, no load.
    await step(clock, seconds: 2)
    await clock.waitForSleepers(count: 2)
    #expect(loads.started == 1)
    await step(clock)
    await loads.waitForPending()
    #expect(loads.started == 2)
    let redrawsBefore = updates.fullRedraws
    loads.complete(loaded(1, changed: false))
    await updates.waitForLoadsEnded(2)
    #expect(updates.fullRedraws == redrawsBefore)  // unchanged source: no redraw

    await step(clock, seconds: 3)
    await loads.waitForPending()
    loads.complete(.failed(.httpStatus(500)))
    await updates.waitForLoadsEnded(3)
    #expect(driver.value == 1)
    #expect(driver.model.isStale)
    #expect(updates.fullRedraws == redrawsBefore + 1)

    // The retry comes after the backoff (3 s for the first failure), then recovery.
    await step(clock, seconds: 2)
    await clock.waitForSleepers(count: 2)
    #expect(loads.started == 3)
    await step(clock)
    await loads.waitForPending()
    loads.complete(loaded(2, changed: true))
    await updates.waitForLoadsEnded(4)
    #expect(driver.value == 2)
    #expect(!driver.model.isStale)

    driver.send(.quit)
    await running.value
    #expect(loads.pendingCount == 0)
  }

  @Test func theRefreshKeyLoadsAtOnceAndPauseHoldsRefreshes() async {
    let clock = ManualClock()
    let loads = HeldLoads()
    let updates = Updates()
    let driver = Driver(
      configuration: .init(interval: .seconds(2)), clock: clock,
      load: { progress in await loads.load(progress) },
      update: { _, update in updates.append(update) })
    let running = Task { await driver.run() }
    await loads.waitForPending()
    loads.complete(loaded(5, changed: true))
    await updates.waitForLoadsEnded(1)

    driver.send(.togglePause)
    await settle(driver) { $0.model.isPaused }
    // Paused: the schedule keeps no timer, only the driver's countdown sleeps.
    #expect(clock.sleeperCount == 1)
    await step(clock, seconds: 5, sleepers: 1)
    await clock.waitForSleepers(count: 1)
    #expect(loads.started == 1)
    driver.send(.refresh)
    await loads.waitForPending()
    #expect(loads.started == 2)
    loads.complete(loaded(5, changed: false))
    await updates.waitForLoadsEnded(2)
    await settle(driver) { $0.model.nextRefresh != nil }
    // The refresh key's load restarted the interval: resuming one second later waits one more.
    await step(clock, seconds: 1, sleepers: 1)
    driver.send(.togglePause)
    await settle(driver) { !$0.model.isPaused }
    await step(clock, seconds: 1)
    await loads.waitForPending()
    #expect(loads.started == 3)
    #expect(clock.now == ManualClock.Instant().advanced(by: .seconds(7)))
    loads.complete(loaded(5, changed: false))
    await updates.waitForLoadsEnded(3)
    driver.send(.quit)
    await running.value
  }

  @Test func afterAPauseOneCatchUpRefreshComesAtOnceIfOneFellDue() async {
    let clock = ManualClock()
    let loads = HeldLoads()
    let updates = Updates()
    let driver = Driver(
      configuration: .init(interval: .seconds(2)), clock: clock,
      load: { progress in await loads.load(progress) },
      update: { _, update in updates.append(update) })
    let running = Task { await driver.run() }
    await loads.waitForPending()
    loads.complete(loaded(1, changed: true))
    await updates.waitForLoadsEnded(1)
    driver.send(.togglePause)
    await settle(driver) { $0.model.isPaused }
    await step(clock, seconds: 5, sleepers: 1)
    #expect(loads.started == 1)
    driver.send(.togglePause)
    // Due three seconds ago: one refresh at once, not one per missed interval.
    await loads.waitForPending()
    #expect(loads.started == 2)
    #expect(clock.now == ManualClock.Instant().advanced(by: .seconds(5)))
    loads.complete(.failed(.httpStatus(503)))
    await updates.waitForLoadsEnded(2)
    // Then the back-off of the policy: the first failure waits one interval.
    await step(clock, seconds: 1)
    await clock.waitForSleepers(count: 2)
    #expect(loads.started == 2)
    await step(clock)
    await loads.waitForPending()
    #expect(loads.started == 3)
    loads.complete(loaded(1, changed: false))
    await updates.waitForLoadsEnded(3)
    driver.send(.quit)
    await running.value
  }

  @Test func aQuitBeforeTheFirstResultEndsTheRun() async {
    let clock = ManualClock()
    let loads = HeldLoads()
    let driver = Driver(
      configuration: .init(interval: .seconds(2)), clock: clock,
      load: { progress in await loads.load(progress) }, update: { _, _ in })
    driver.sendResize()
    driver.send(.quit)
    await driver.run()
    #expect(driver.model.loadCount == 1)
    #expect(driver.value == nil)
    await loads.waitForPending()
    loads.complete(.failed(.cancelled))
  }
}
