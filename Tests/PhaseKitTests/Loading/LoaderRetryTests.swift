import Foundation
import Testing
import _PhaseKitTestSupport

@testable import PhaseKit

@MainActor @Suite(.timeLimit(.minutes(6))) struct LoaderRetryTests {
  static let policy = RetryPolicy(maxAttempts: 4, baseDelay: .seconds(1), maxDelay: .seconds(3))

  @Test(arguments: [UInt64(1), 2, 3, 4, 5])
  func retriesFollowThePolicyWithBackoffWithinItsBounds(seed: UInt64) async {
    let clock = ManualClock()
    let recorder = LoadEventRecorder()
    let source = CountingSource(responses: [
      .failure(.httpStatus(503)), .failure(.httpStatus(500)),
      .failure(.networkError(.init(domain: "x", code: -1005, message: "lost"))),
      .success(.text("ok")),
    ])
    let loader = Loader(
      source: source,
      configuration: .init(
        retry: Self.policy, clock: clock, events: recorder, random: { SeededRandom(seed: seed) })
    ) { data throws(DataError) in String(decoding: data, as: UTF8.self) }
    let transitions = Transitions(loader)
    let load = Task { await loader.load() }
    for retry in 1...3 {
      await recorder.wait(for: "retryScheduled", count: retry)
      await clock.waitForSleepers(count: 1)
      let bound = Self.policy.backoffBound(afterAttempt: retry)
      let waited = clock.sleeperDeadlines[0].offset - clock.now.offset
      #expect(waited >= .zero && waited <= bound, "retry \(retry) waited \(waited), bound \(bound)")
      #expect(source.fetchCount == retry)
      clock.advance(by: waited)
    }
    await load.value
    #expect(source.fetchCount == 4)
    #expect(loader.state == .success("ok"))
    #expect(transitions.all.map(\.attempt) == [0, 1, 2, 3, 4, 4])
    #expect(
      recorder.events.map(\.kind.name) == [
        "started", "attemptStarted", "attemptFailed", "retryScheduled", "attemptStarted",
        "attemptFailed", "retryScheduled", "attemptStarted", "attemptFailed", "retryScheduled",
        "attemptStarted", "succeeded",
      ])
  }

  // baseDelay × 2^62 passes Duration's range once the base is over ~37 s; the cap must apply
  // before the product is formed, or a long retry budget traps instead of waiting.
  @Test(arguments: [(Duration.seconds(60), 63), (.seconds(3600), 40), (.seconds(Int64.max), 63)])
  func backoffBoundIsCappedInsteadOfOverflowing(base: Duration, attempt: Int) {
    let policy = RetryPolicy(maxAttempts: .max, baseDelay: base, maxDelay: .seconds(5))
    #expect(policy.backoffBound(afterAttempt: attempt) == .seconds(5))
    var random = SeededRandom(seed: 1)
    let delay = policy.delay(afterAttempt: attempt, error: .httpStatus(503), random: &random)
    #expect(delay.map { $0 >= .zero && $0 <= .seconds(5) } == true)
  }

  @Test func backoffBoundsDoubleUpToTheCap() {
    #expect(Self.policy.backoffBound(afterAttempt: 1) == .seconds(1))
    #expect(Self.policy.backoffBound(afterAttempt: 2) == .seconds(2))
    #expect(Self.policy.backoffBound(afterAttempt: 3) == .seconds(3))
    #expect(Self.policy.backoffBound(afterAttempt: 60) == .seconds(3))
    var random = SeededRandom(seed: 7)
    var delays: [Duration] = []
    for _ in 0..<2000 {
      let delay = Self.policy.delay(afterAttempt: 2, error: .httpStatus(500), random: &random)!
      #expect(delay >= .zero && delay <= .seconds(2))
      delays.append(delay)
    }
    // Full jitter spreads over the whole range, not just near the bound.
    #expect(delays.min()! < .milliseconds(100))
    #expect(delays.max()! > .milliseconds(1900))
  }

  @Test(arguments: [
    DataError.httpStatus(400), .httpStatus(404), .unauthorized(status: 401), .unauthorized(status: 403),
    .decodingError(.init(message: "bad")), .emptyData, .invalidURL("x"), .tooLarge(limit: 1),
  ])
  func errorsThatCannotSucceedOnRetryAreNotRetried(error: DataError) async {
    let recorder = LoadEventRecorder()
    let source = CountingSource(responses: [.failure(error), .success(.text("never"))])
    let loader = textLoader(source, retry: Self.policy, events: recorder)
    await loader.load()
    #expect(source.fetchCount == 1)
    #expect(loader.state == .failure(error))
    #expect(!recorder.events.contains { $0.kind.name == "retryScheduled" })
  }

  @Test func retriesStopAtMaxAttempts() async {
    let clock = ManualClock()
    let recorder = LoadEventRecorder()
    let source = CountingSource(responses: [.failure(.httpStatus(500))])
    let loader = textLoader(
      source, clock: clock, retry: RetryPolicy(maxAttempts: 3, baseDelay: .seconds(1)),
      events: recorder)
    let load = Task { await loader.load() }
    for retry in 1...2 {
      await recorder.wait(for: "retryScheduled", count: retry)
      await clock.waitForSleepers(count: 1)
      clock.advanceToNextDeadline()
    }
    await load.value
    #expect(source.fetchCount == 3)
    #expect(loader.state == .failure(DataError.httpStatus(500)))
    #expect(recorder.events.last?.kind.name == "failed")
  }

  @Test func retryAfterIsHonoured() async {
    let clock = ManualClock()
    let recorder = LoadEventRecorder()
    let source = CountingSource(responses: [
      .failure(.rateLimited(retryAfter: .seconds(5))), .success(.text("ok")),
    ])
    let loader = textLoader(source, clock: clock, retry: Self.policy, events: recorder)
    let load = Task { await loader.load() }
    await recorder.wait(for: "retryScheduled")
    await clock.waitForSleepers(count: 1)
    #expect(clock.sleeperDeadlines == [.init(offset: .seconds(5))])
    #expect(recorder.events.contains { $0.kind == .retryScheduled(attempt: 1, delay: 5) })
    clock.advance(by: .seconds(5))
    await load.value
    #expect(loader.state == .success("ok"))
  }

  @Test func aRetryAfterBeyondTheDeadlineFailsAtOnce() async {
    let source = CountingSource(responses: [.failure(.serviceUnavailable(retryAfter: .seconds(60)))])
    let loader = textLoader(source, retry: Self.policy, deadline: .seconds(30))
    await loader.load()
    #expect(source.fetchCount == 1)
    #expect(loader.error == .serviceUnavailable(retryAfter: .seconds(60)))
  }

  @Test func cancellingDuringBackoffRestoresTheStateAndStopsRetrying() async {
    let clock = ManualClock()
    let recorder = LoadEventRecorder()
    let source = CountingSource(responses: [.failure(.httpStatus(500))])
    let loader = textLoader(source, clock: clock, retry: Self.policy, events: recorder)
    let load = Task { await loader.load() }
    await recorder.wait(for: "retryScheduled")
    await clock.waitForSleepers(count: 1)
    loader.cancel()
    await load.value
    #expect(loader.state == .idle)
    #expect(loader.error == nil)
    #expect(clock.sleeperCount == 0)
    #expect(source.fetchCount == 1)
    #expect(recorder.events.last?.kind == .cancelled)
  }
}
