import Testing
import _PhaseKitTestSupport

@Suite(.timeLimit(.minutes(6))) struct ManualClockTests {
  @Test func sleepersWakeInDeadlineOrderWhenTimeReachesThem() async throws {
    let clock = ManualClock()
    let order = Recorder<Int>()
    let late = Task {
      try await clock.sleep(until: .init(offset: .seconds(5)))
      order.append(5)
    }
    let early = Task {
      try await clock.sleep(until: .init(offset: .seconds(2)))
      order.append(2)
    }
    await clock.waitForSleepers(count: 2)
    #expect(clock.sleeperDeadlines == [.init(offset: .seconds(2)), .init(offset: .seconds(5))])
    clock.advance(by: .seconds(1))
    #expect(clock.sleeperCount == 2)
    clock.advance(by: .seconds(1))
    try await early.value
    #expect(order.values == [2])
    #expect(clock.advanceToNextDeadline() == .seconds(3))
    try await late.value
    #expect(order.values == [2, 5])
    #expect(clock.now == .init(offset: .seconds(5)))
  }

  @Test func aCancelledSleeperThrowsAndStopsCounting() async {
    let clock = ManualClock()
    let sleeper = Task { try await clock.sleep(for: .seconds(10)) }
    await clock.waitForSleepers()
    sleeper.cancel()
    await #expect(throws: CancellationError.self) { try await sleeper.value }
    #expect(clock.sleeperCount == 0)
  }

  @Test func aDeadlineInThePastReturnsAtOnce() async throws {
    let clock = ManualClock()
    clock.advance(by: .seconds(3))
    try await clock.sleep(until: .init(offset: .seconds(1)))
    #expect(clock.totalSleepCount == 0)
  }
}
