import PhaseKit

/// A clock that only moves when a test moves it, so timeouts, backoff and expiry are tested
/// without sleeping.
///
/// Code under test sleeps on it as on any `Clock<Duration>`; the test waits until the expected
/// number of sleepers are parked, then advances time:
///
/// ```swift
/// let clock = ManualClock()
/// let loader = Loader(configuration: .init(clock: clock)) { ... }
/// async let done: Void = loader.load()
/// await clock.waitForSleepers(count: 1)      // the attempt's timeout is armed
/// clock.advance(by: .seconds(15))            // and now it fires
/// await done
/// ```
///
/// Sleepers whose deadline is reached are resumed in deadline order. A cancelled sleeper throws
/// `CancellationError` at once and stops counting as a sleeper.
public final class ManualClock: Clock, Sendable {
  /// A point on a manual clock: the time advanced since the clock was created.
  public struct Instant: InstantProtocol, Sendable, Hashable, CustomStringConvertible {
    /// The time since the clock's start.
    public var offset: Duration

    /// Creates an instant at `offset` after the clock's start.
    public init(offset: Duration = .zero) { self.offset = offset }

    /// The instant `duration` later.
    public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    /// The duration from this instant to `other`.
    public func duration(to other: Instant) -> Duration { other.offset - offset }
    /// Whether `lhs` is earlier than `rhs`.
    public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    /// `+1.5 seconds`.
    public var description: String { "+\(offset)" }
  }

  private struct Sleeper {
    var deadline: Instant
    var continuation: CheckedContinuation<Void, any Error>
  }

  private struct State {
    var now = Instant()
    var nextID = 0
    var sleepers: [Int: Sleeper] = [:]
    /// Sleepers cancelled before they were parked.
    var cancelledEarly: Set<Int> = []
    var countWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
    /// How many sleeps have ever been parked, for tests that count timers.
    var totalSleeps = 0

    mutating func takeSatisfiedCountWaiters() -> [CheckedContinuation<Void, Never>] {
      var satisfied: [CheckedContinuation<Void, Never>] = []
      countWaiters.removeAll { waiter in
        guard waiter.count <= sleepers.count else { return false }
        satisfied.append(waiter.continuation)
        return true
      }
      return satisfied
    }
  }

  private let state = Lock(State())

  /// Creates a clock at offset zero.
  public init() {}

  /// The current instant; it changes only through ``advance(by:)`` and ``advance(to:)``.
  public var now: Instant { state.withLock { $0.now } }

  /// Zero: a manual clock is exact.
  public var minimumResolution: Duration { .zero }

  /// How many tasks are sleeping on this clock right now.
  public var sleeperCount: Int { state.withLock { $0.sleepers.count } }

  /// How many sleeps have been parked on this clock since it was created.
  public var totalSleepCount: Int { state.withLock { $0.totalSleeps } }

  /// The deadlines of the current sleepers, earliest first.
  public var sleeperDeadlines: [Instant] {
    state.withLock { $0.sleepers.values.map(\.deadline).sorted() }
  }

  /// Suspends until the clock is advanced to `deadline` or the task is cancelled.
  ///
  /// - Throws: `CancellationError` when the task is cancelled first.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    let id = state.withLock { state in
      defer { state.nextID += 1 }
      return state.nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        enum Outcome { case parked([CheckedContinuation<Void, Never>]), done, cancelled }
        let outcome: Outcome = state.withLock { state in
          if state.cancelledEarly.remove(id) != nil { return .cancelled }
          if deadline <= state.now { return .done }
          state.sleepers[id] = Sleeper(deadline: deadline, continuation: continuation)
          state.totalSleeps += 1
          return .parked(state.takeSatisfiedCountWaiters())
        }
        switch outcome {
        case .parked(let waiters): for waiter in waiters { waiter.resume() }
        case .done: continuation.resume()
        case .cancelled: continuation.resume(throwing: CancellationError())
        }
      }
    } onCancel: {
      let sleeper = state.withLock { state in
        guard let sleeper = state.sleepers.removeValue(forKey: id) else {
          state.cancelledEarly.insert(id)
          return Sleeper?.none
        }
        return sleeper
      }
      sleeper?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Moves time forward and wakes every sleeper whose deadline has come, earliest first.
  ///
  /// - Parameter duration: How far to move; must not be negative.
  public func advance(by duration: Duration) {
    precondition(duration >= .zero, "a clock cannot go back")
    advance(to: now.advanced(by: duration))
  }

  /// Moves time forward to `instant` (no-op if it is in the past) and wakes due sleepers.
  ///
  /// - Parameter instant: The new current time.
  public func advance(to instant: Instant) {
    let due: [Sleeper] = state.withLock { state in
      if state.now < instant { state.now = instant }
      let dueIDs = state.sleepers.filter { $0.value.deadline <= state.now }
        .sorted { $0.value.deadline < $1.value.deadline }.map(\.key)
      return dueIDs.compactMap { state.sleepers.removeValue(forKey: $0) }
    }
    for sleeper in due { sleeper.continuation.resume() }
  }

  /// Advances to the earliest sleeper's deadline, waking it. Does nothing when nobody sleeps.
  ///
  /// - Returns: How far the clock moved, or `nil` when nobody was sleeping.
  @discardableResult
  public func advanceToNextDeadline() -> Duration? {
    guard let next = sleeperDeadlines.first else { return nil }
    let before = now
    advance(to: next)
    return before.duration(to: max(next, before))
  }

  /// Suspends until at least `count` tasks are sleeping on this clock.
  ///
  /// - Parameter count: The number of sleepers to wait for; 1 by default.
  public func waitForSleepers(count: Int = 1) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let ready = state.withLock { state in
        if state.sleepers.count >= count { return true }
        state.countWaiters.append((count, continuation))
        return false
      }
      if ready { continuation.resume() }
    }
  }
}
