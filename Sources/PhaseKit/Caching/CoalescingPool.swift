import Foundation
import Synchronization

/// One in-flight operation per key, shared by every caller of that key (Nuke's `TaskPool` idea).
///
/// Callers park as continuations on the key's flight. A caller that is cancelled leaves at once
/// with ``DataError/cancelled``; the shared operation is cancelled only when its last caller has
/// left, and its entry is removed when it finishes, so the next caller starts a new one.
///
/// The bookkeeping is a small state machine under one `Mutex`; resuming continuations and
/// starting or cancelling tasks happen after the lock is released.
final class CoalescingPool<Key: Hashable & Sendable, Output: Sendable>: Sendable {
  typealias Continuation = CheckedContinuation<Result<Output, DataError>, Never>

  private struct Flight {
    let generation: UInt64
    var task: Task<Void, Never>?
    var waiters: [UInt64: Continuation] = [:]
  }

  private struct State {
    var flights: [Key: Flight] = [:]
    /// Tests and benchmarks waiting for a number of callers to be parked on a key.
    var observers: [(key: Key, count: Int, continuation: CheckedContinuation<Void, Never>)] = []

    mutating func readyObservers() -> [CheckedContinuation<Void, Never>] {
      guard !observers.isEmpty else { return [] }
      var ready: [CheckedContinuation<Void, Never>] = []
      observers.removeAll { observer in
        guard (flights[observer.key]?.waiters.count ?? 0) >= observer.count else { return false }
        ready.append(observer.continuation)
        return true
      }
      return ready
    }

    enum JoinAction {
      case joined
      case start(generation: UInt64)
      case alreadyCancelled
    }

    mutating func join(_ key: Key, id: UInt64, _ continuation: Continuation) -> JoinAction {
      // Checked under the lock: cancellation sets the flag before running the handler, and the
      // handler takes this lock, so a cancel either is seen here or finds the waiter parked.
      if Task.isCancelled { return .alreadyCancelled }
      if flights[key] != nil {
        flights[key]!.waiters[id] = continuation
        return .joined
      }
      flights[key] = Flight(generation: id, waiters: [id: continuation])
      return .start(generation: id)
    }

    /// Stores the task of a flight; returns false when every caller left before it existed.
    mutating func attach(_ task: Task<Void, Never>, to key: Key, generation: UInt64) -> Bool {
      guard flights[key]?.generation == generation else { return false }
      flights[key]!.task = task
      return true
    }

    mutating func leave(_ key: Key, id: UInt64) -> (Continuation?, Task<Void, Never>?) {
      guard let continuation = flights[key]?.waiters.removeValue(forKey: id) else { return (nil, nil) }
      guard flights[key]!.waiters.isEmpty else { return (continuation, nil) }
      return (continuation, flights.removeValue(forKey: key)?.task)
    }

    mutating func finish(_ key: Key, generation: UInt64) -> [Continuation] {
      guard flights[key]?.generation == generation else { return [] }
      return Array(flights.removeValue(forKey: key)!.waiters.values)
    }
  }

  private let state = Mutex(State())
  private let nextID = Atomic<UInt64>(0)

  /// The number of keys with an operation in flight.
  var inFlightCount: Int { state.withLock { $0.flights.count } }

  /// Returns once at least `count` callers are parked on the flight for `key`.
  func waitForWaiters(_ count: Int, key: Key) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let ready = state.withLock { state in
        if (state.flights[key]?.waiters.count ?? 0) >= count { return true }
        state.observers.append((key, count, continuation))
        return false
      }
      if ready { continuation.resume() }
    }
  }

  /// Runs `operation` for `key`, or joins the one already running, and returns its result.
  ///
  /// - Parameters:
  ///   - key: What identifies the shared work.
  ///   - operation: The work, started only when no flight exists for `key`.
  /// - Throws: The operation's error, or ``DataError/cancelled`` when this caller is cancelled.
  func run(_ key: Key, operation: @escaping @Sendable () async throws(DataError) -> Output)
    async throws(DataError) -> Output
  {
    let id = nextID.add(1, ordering: .relaxed).newValue
    let result = await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: Continuation) in
        let (action, observers) = state.withLock { state in
          (state.join(key, id: id, continuation), state.readyObservers())
        }
        for observer in observers { observer.resume() }
        switch action {
        case .joined:
          break
        case .alreadyCancelled:
          continuation.resume(returning: .failure(.cancelled))
        case .start(let generation):
          let task = Task {
            let result: Result<Output, DataError>
            do throws(DataError) {
              result = .success(try await operation())
            } catch {
              result = .failure(error)
            }
            let waiters = self.state.withLock { $0.finish(key, generation: generation) }
            for waiter in waiters { waiter.resume(returning: result) }
          }
          if !state.withLock({ $0.attach(task, to: key, generation: generation) }) { task.cancel() }
        }
      }
    } onCancel: {
      let (continuation, task) = state.withLock { $0.leave(key, id: id) }
      continuation?.resume(returning: .failure(.cancelled))
      task?.cancel()
    }
    return try result.get()
  }
}
