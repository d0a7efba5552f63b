import Foundation

/// The first load of one id, shared by every ``RefreshingPhase`` of the id shown while it runs:
/// one request however many views appear at once, as a ``ResourceStore`` coalesces by key.
///
/// Each phase takes a seat and waits for the answer; a phase that leaves (its view went away, or
/// its identity changed) gets `nil` (cancelled) at once, and the load itself is cancelled only
/// when the last seat is left.
@MainActor
final class SharedFirstLoad {
  /// The load's result, its type erased: a `Result<Success, Failure>`, or `nil` when cancelled.
  typealias Answer = (any Sendable)?

  private enum State {
    case running
    case ended(Answer)
  }

  private var state = State.running
  private var task: Task<Void, Never>?
  private var seats: Set<UInt64> = []
  private var waiting: [UInt64: CheckedContinuation<Answer, Never>] = [:]
  private var lastSeat: UInt64 = 0
  /// Called once when the load ends or is given up: its hub stops offering it to new phases.
  private let ended: @MainActor (SharedFirstLoad) -> Void

  /// Starts `run` off the main actor.
  init(run: @escaping @Sendable () async -> Answer, ended: @escaping @MainActor (SharedFirstLoad) -> Void) {
    self.ended = ended
    task = Task { [run] in
      let answer = await run()
      self.end(answer)
    }
  }

  /// Whether new phases may still join it.
  var isRunning: Bool {
    if case .running = state { return true }
    return false
  }

  /// Takes a seat; ``answer(for:)`` with it returns the load's answer.
  func takeSeat() -> UInt64 {
    lastSeat &+= 1
    seats.insert(lastSeat)
    return lastSeat
  }

  /// Waits for the load's answer; `nil` when it was cancelled or the seat was left.
  func answer(for seat: UInt64) async -> Answer {
    guard seats.contains(seat) else { return nil }
    if case .ended(let answer) = state {
      seats.remove(seat)
      return answer
    }
    return await withCheckedContinuation { waiting[seat] = $0 }
  }

  /// Leaves a seat: its waiter gets `nil` now; the last seat left cancels the load.
  func leave(_ seat: UInt64) {
    guard seats.remove(seat) != nil else { return }
    waiting.removeValue(forKey: seat)?.resume(returning: nil)
    guard seats.isEmpty, isRunning else { return }
    task?.cancel()
    end(nil)
  }

  private func end(_ answer: Answer) {
    guard isRunning else { return }
    state = .ended(answer)
    task = nil
    ended(self)
    let waiters = waiting
    waiting = [:]
    for (seat, continuation) in waiters {
      seats.remove(seat)
      continuation.resume(returning: answer)
    }
  }
}

extension PhaseHub {
  /// Joins the id's first load while it runs, else starts it with `run`.
  ///
  /// - Returns: The load and this phase's seat in it.
  func joinFirstLoad(_ run: @escaping @Sendable () async -> SharedFirstLoad.Answer) -> (SharedFirstLoad, UInt64) {
    if let firstLoad, firstLoad.isRunning { return (firstLoad, firstLoad.takeSeat()) }
    let load = SharedFirstLoad(run: run) { [weak self] ended in
      if self?.firstLoad === ended { self?.firstLoad = nil }
    }
    firstLoad = load
    return (load, load.takeSeat())
  }
}

extension RefreshingPhase {
  /// For a phase keyed by a hashable id without a store, with a policy (its views share the id's
  /// timer): starts the first load as a share of the id's, so that phases of one id shown at the
  /// same instant make one request.
  ///
  /// - Returns: Whether it did; `false` leaves the load to the caller.
  func joinFirstLoad(_ load: @escaping Load, id: ID, sharing: RefreshSharing?, ticket: Tracker.Ticket) -> Bool {
    guard sharing == nil, policy.refreshesOnItsOwn,
      let key = PhaseHub.Key(phase: Self.self, id: id, clock: configuration.clock)
    else { return false }
    let hub = PhaseHub.hub(for: key, configuration: configuration)
    self.hub = hub
    // Free functions, not static methods: a closure that names `Self` captures the generic
    // metatype, which Swift 6.2 warns about in a `Sendable` closure.
    let (shared, seat) = hub.joinFirstLoad { await sharedAnswer(of: load) }
    firstLoadSeat = (shared, seat)
    startLoad(ticket: ticket) { trackerOutcome(of: await shared.answer(for: seat)) }
    return true
  }

  /// Leaves the id's shared first load, if this phase waits for it (the load goes on for the
  /// others, and is cancelled when no phase waits any more).
  func leaveFirstLoad() {
    guard let (shared, seat) = firstLoadSeat else { return }
    firstLoadSeat = nil
    shared.leave(seat)
  }
}

/// Runs a shared first load by ``PhaseTracker/outcome(of:)``'s rules: its result, or `nil` when it
/// was cancelled.
private func sharedAnswer<Success: Sendable, Failure: Error>(
  of load: @Sendable () async throws(Failure) -> Success
) async -> SharedFirstLoad.Answer {
  switch await PhaseTracker<Int, Success, Failure>.outcome(of: load) {
  case .success(let value): Result<Success, Failure>.success(value)
  case .failure(let error): Result<Success, Failure>.failure(error)
  case .cancelled: nil
  }
}

/// A shared first load's answer as one phase's outcome.
private func trackerOutcome<ID: Equatable, Success, Failure: Error>(of answer: SharedFirstLoad.Answer)
  -> PhaseTracker<ID, Success, Failure>.Outcome
{
  switch answer as? Result<Success, Failure> {
  case .success(let value): .success(value)
  case .failure(let error): .failure(error)
  case nil: .cancelled
  }
}
