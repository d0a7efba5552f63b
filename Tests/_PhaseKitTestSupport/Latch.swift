import PhaseKit

/// A one-shot gate that ignores cancellation: waiters stay parked until ``open()``.
///
/// Use it to build operations that do not cooperate with cancellation, to prove that deadlines
/// and generation checks hold even then.
public final class Latch: Sendable {
  private struct State {
    var isOpen = false
    var waiters: [CheckedContinuation<Void, Never>] = []
  }

  private let state = Lock(State())

  /// Creates a closed latch.
  public init() {}

  /// How many tasks wait right now.
  public var waiterCount: Int { state.withLock { $0.waiters.count } }

  /// Suspends until the latch opens (immediately if it is open), whatever cancellation says.
  public func wait() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let isOpen = state.withLock { state in
        if !state.isOpen { state.waiters.append(continuation) }
        return state.isOpen
      }
      if isOpen { continuation.resume() }
    }
  }

  /// Opens the latch for good and wakes every waiter.
  public func open() {
    let waiters = state.withLock { state in
      state.isOpen = true
      defer { state.waiters = [] }
      return state.waiters
    }
    for waiter in waiters { waiter.resume() }
  }
}
