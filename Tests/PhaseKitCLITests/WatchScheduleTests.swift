import Foundation
import PhaseKit
import Testing
import _PhaseKitTestSupport

/// The refresh schedule `watch` runs on is PhaseKit's key timer: its tasks live only while it
/// runs, and an out-of-turn refresh keeps the back-off.
@MainActor
@Suite(.timeLimit(.minutes(6))) struct WatchScheduleTests {
  @Test func itKeepsOneTimerWhileRunningAndNoneOnceStopped() async {
    let clock = ManualClock()
    var refreshes = 0
    let schedule = RefreshSchedule(policy: RefreshPolicy(interval: .seconds(2), jitter: 0), clock: clock) {
      refreshes += 1
      return .failed(.httpStatus(500))
    }
    #expect(schedule.liveTaskCount == 0)
    schedule.isRunning = true
    #expect(schedule.liveTaskCount == 1)
    await clock.waitForSleepers(count: 1)
    clock.advance(by: .seconds(2))
    while schedule.failures < 1 { await Task.yield() }
    #expect(refreshes == 1)
    // Out of turn: the failures in a row are kept (a reconnect would forget them).
    schedule.refreshNow()
    while schedule.failures < 2 { await Task.yield() }
    #expect(refreshes == 2)
    #expect(clock.now == ManualClock.Instant().advanced(by: .seconds(2)))
    // Two failures: the next wait is twice the interval.
    await clock.waitForSleepers(count: 1)
    #expect(clock.sleeperDeadlines == [ManualClock.Instant().advanced(by: .seconds(6))])
    schedule.isRunning = false
    while schedule.liveTaskCount > 0 { await Task.yield() }
    #expect(clock.sleeperCount == 0)
  }
}
