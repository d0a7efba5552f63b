/// An injected clock seen from the start of one load: how much time has passed, and a way to
/// sleep until a point measured from the start.
///
/// It hides the clock's `Instant` type so the ``Loader`` can work with `any Clock<Duration>`.
struct LoadTimer: Sendable {
  let elapsed: @Sendable () -> Duration
  let sleepUntil: @Sendable (Duration) async throws -> Void

  init<C: Clock>(_ clock: C) where C.Duration == Duration {
    let origin = clock.now
    elapsed = { origin.duration(to: clock.now) }
    sleepUntil = { offset in
      let offset = min(offset, Self.farthestWakeUp)
      try await clock.sleep(until: origin.advanced(by: offset), tolerance: nil)
    }
  }

  /// About 35,000 years: the latest wake-up scheduled. A deadline of `.seconds(.max)` ("none") or
  /// a server's absurd `Retry-After` would overflow the system clock's seconds and trap.
  static let farthestWakeUp = Duration.seconds(Int64(1) << 40)
}

/// Runs `operation` against an alarm at `deadline` (measured from the timer's start) and returns
/// whichever ends first; the loser is cancelled and not awaited.
///
/// The operation runs in a task of its own rather than a task group, so an operation that ignores
/// cancellation (a closure that never checks it, a socket stuck in libcurl) cannot hold the load
/// past its deadline: the result is delivered when the alarm fires, and the straggler's late result
/// is discarded. When the alarm fires the operation is cancelled first and may end within
/// ``LoadDeadline/grace`` (its failure then reads as `timeout`), so a store can fall back to a cached
/// copy. Cancelling the calling task resolves the race with ``DataError/cancelled`` at once.
///
/// - Returns: The operation's result, `timeout` when the alarm fired first, or `.cancelled`.
func race<T: Sendable>(
  _ operation: @escaping @Sendable () async throws(DataError) -> T,
  timer: LoadTimer, deadline: Duration, timeout: DataError
) async -> Result<T, DataError> {
  let gate = RaceGate<T>()
  let deadlineToken = LoadDeadline()
  return await withTaskCancellationHandler {
    await withCheckedContinuation { continuation in
      gate.install(continuation)
      // The operation sees the token: a store that finds its fetch cancelled because the deadline
      // passed (not because its caller cancelled) still shows its cached fallback.
      let work = LoadDeadline.$current.withValue(deadlineToken) {
        Task {
          do throws(DataError) {
            gate.resolve(.success(try await operation()))
          } catch {
            // Once the deadline passed, whatever the cancelled operation throws is the timeout.
            gate.resolve(.failure(deadlineToken.isExpired ? timeout : error))
          }
        }
      }
      let alarm = Task {
        do {
          try await timer.sleepUntil(deadline)
          // When the process was starved (all threads busy), the operation's finished result may
          // be queued right behind this job; yielding lets it land first, so a load that
          // finished in time is not reported as timed out.
          await Task.yield()
          // Cancel the operation and let it wind down (publishing a cached fallback, say), for
          // at most `LoadDeadline.grace` of real time: one that ignores cancellation cannot hold
          // the load longer.
          deadlineToken.expire()
          work.cancel()
          try await Task.sleep(for: LoadDeadline.grace)
          gate.resolve(.failure(timeout))
        } catch {
          // Cancelled because the operation finished first: nothing to report.
        }
      }
      gate.adopt([work, alarm])
    }
  } onCancel: {
    gate.resolve(.failure(.cancelled))
  }
}

/// Tells an operation run by a ``Loader`` that its deadline (not its caller) cancelled it.
///
/// Bound as a task-local value around each attempt; ``ResourceStore`` reads it to show a cached
/// fallback when a fetch is cut short by the deadline, while a caller's own cancellation skips
/// the fallback.
final class LoadDeadline: Sendable {
  /// How long a cancelled operation may take to wind down after the deadline: 2 s of real time.
  static let grace = Duration.seconds(2)

  /// The token of the attempt running on this task, if a ``Loader`` runs it.
  @TaskLocal static var current: LoadDeadline?

  private let expired = Lock(false)

  /// Whether the deadline passed.
  var isExpired: Bool { expired.withLock { $0 } }

  func expire() { expired.withLock { $0 = true } }
}

/// The meeting point of a race: the first result wins, resumes the waiter exactly once, and
/// cancels every task taking part.
final class RaceGate<T: Sendable>: Sendable {
  private struct State {
    var continuation: CheckedContinuation<Result<T, DataError>, Never>?
    var result: Result<T, DataError>?
    var isResumed = false
    var tasks: [Task<Void, Never>] = []
  }

  private let state = Lock(State())

  func install(_ continuation: CheckedContinuation<Result<T, DataError>, Never>) {
    let ready: Result<T, DataError>? = state.withLock { state in
      guard let result = state.result else {
        state.continuation = continuation
        return nil
      }
      state.isResumed = true
      return result
    }
    if let ready { continuation.resume(returning: ready) }
  }

  func adopt(_ tasks: [Task<Void, Never>]) {
    let alreadyDone = state.withLock { state in
      if state.result != nil { return true }
      state.tasks = tasks
      return false
    }
    if alreadyDone { for task in tasks { task.cancel() } }
  }

  func resolve(_ result: Result<T, DataError>) {
    let (continuation, tasks) = state.withLock {
      state -> (CheckedContinuation<Result<T, DataError>, Never>?, [Task<Void, Never>]) in
      guard state.result == nil else { return (nil, []) }
      state.result = result
      defer {
        state.continuation = nil
        state.tasks = []
      }
      if state.continuation != nil { state.isResumed = true }
      return (state.continuation, state.tasks)
    }
    continuation?.resume(returning: result)
    for task in tasks { task.cancel() }
  }
}
