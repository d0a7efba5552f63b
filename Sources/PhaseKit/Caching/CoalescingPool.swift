import Foundation

/// One in-flight operation per key, shared by every caller of that key (Nuke's `TaskPool` idea).
///
/// Callers park as continuations on the key's flight. A caller that is cancelled leaves at once
/// with ``DataError/cancelled``; the shared operation is cancelled only when its last caller has
/// left, and its entry is removed when it finishes, so the next caller starts a new one. Progress
/// of the shared operation reaches every caller still waiting (a late joiner first gets the
/// latest report).
///
/// The bookkeeping is a small state machine (``CoalescingPool/State``) under one lock;
/// resuming continuations, reporting progress and starting or cancelling tasks happen after the
/// lock is released.
final class CoalescingPool<Key: Hashable & Sendable, Output: Sendable>: Sendable {
  /// Unsafe (unchecked) continuations: a caller's continuation lives in exactly one place, its
  /// flight's `waiters`, and is taken out under the lock by exactly one of `leave` (cancelled) or
  /// `finish` (done) before it is resumed; when the caller is already cancelled it is resumed at
  /// once and never stored. So each is resumed exactly once, and the checks of a checked
  /// continuation would only add cost on a path that runs once per caller.
  typealias Continuation = UnsafeContinuation<Outcome, Never>
  typealias ProgressHandler = @Sendable (LoadProgress) -> Void
  /// The shared work: reports progress through the function it is given.
  typealias Operation = @Sendable (_ report: @escaping ProgressHandler) async throws(DataError) -> Output

  /// Returns once at least `count` callers are parked on the flight for `key`.
  func waitForWaiters(_ count: Int, key: Key) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let ready = state.withLock { state in
        if state.waiterCount(key) >= count { return true }
        state.observers.append((key, count, continuation))
        return false
      }
      if ready { continuation.resume() }
    }
  }

  private let state = Lock(State())
  private let nextID = Lock<UInt64>(0)

  /// The number of callers parked on the flight for `key`.
  func waiterCount(key: Key) -> Int { state.withLock { $0.waiterCount(key) } }

  /// The number of keys with an operation in flight.
  var inFlightCount: Int { state.withLock { $0.flights.count } }

  /// How a flight ended, for one caller or all of them.
  ///
  /// A class: every caller of a flight is resumed with the same reference, so fanning out to 40k
  /// callers copies a pointer each rather than the output (and its references) into each
  /// caller's frame.
  final class Outcome: Sendable {
    let result: Result<Output, DataError>
    init(_ result: Result<Output, DataError>) { self.result = result }
  }

  /// Runs `operation` for `key`, or joins the one already running, and returns its outcome.
  ///
  /// The outcome is the operation's result, or ``DataError/cancelled`` when this caller was
  /// cancelled.
  ///
  /// - Parameters:
  ///   - key: What identifies the shared work.
  ///   - progress: Called with the shared operation's progress while this caller waits.
  ///   - operation: Makes the work, called only when no flight exists for `key` (so a caller that
  ///     joins allocates nothing for it); the work reports progress through the function it is
  ///     given, which forwards to every waiting caller.
  func run(
    _ key: Key, progress: ProgressHandler? = nil,
    operation: () -> Operation
  ) async -> Outcome {
    let id = nextID.withLock { $0 &+= 1; return $0 }
    return await withTaskCancellationHandler {
      await withUnsafeContinuation { (continuation: Continuation) in
        let (action, observers) = state.withLock { state in
          (
            state.join(key, id: id, Waiter(continuation: continuation, progress: progress)),
            state.readyObservers()
          )
        }
        for observer in observers { observer.resume() }
        switch action {
        case .joined(let latest):
          if let latest, let progress { progress(latest) }
        case .alreadyCancelled:
          continuation.resume(returning: Outcome(.failure(.cancelled)))
        case .start(let generation):
          start(key, generation: generation, operation: operation())
        }
      }
    } onCancel: {
      let (continuation, task) = state.withLock { $0.leave(key, id: id) }
      continuation?.resume(returning: Outcome(.failure(.cancelled)))
      task?.cancel()
    }
  }

  private func start(_ key: Key, generation: UInt64, operation: @escaping Operation) {
    let report: ProgressHandler = { [weak self] value in
      let handlers = self?.state.withLock { $0.recordProgress(value, key: key, generation: generation) }
      for handler in handlers ?? [] { handler(value) }
    }
    let task = Task {
      let result: Result<Output, DataError>
      do throws(DataError) {
        result = .success(try await operation(report))
      } catch {
        result = .failure(error)
      }
      let waiters = self.state.withLock { $0.finish(key, generation: generation) }
      let outcome = Outcome(result)
      for waiter in waiters { waiter.resume(returning: outcome) }
    }
    if !state.withLock({ $0.attach(task, to: key, generation: generation) }) { task.cancel() }
  }
}

extension CoalescingPool {
  struct Waiter {
    var continuation: Continuation
    var progress: ProgressHandler?
  }

  /// A class, so that parking a caller mutates its waiters in place: a struct inside the
  /// dictionary would be copied with every waiter on each join (quadratic at 40k callers).
  /// Only ever touched under the pool's lock.
  final class Flight {
    let generation: UInt64
    var task: Task<Void, Never>?
    var waiters: [UInt64: Waiter]
    var latestProgress: LoadProgress?

    init(generation: UInt64, waiters: [UInt64: Waiter]) {
      self.generation = generation
      self.waiters = waiters
    }
  }

  /// The pool's bookkeeping. Every method runs under the lock and returns what to do after it.
  struct State {
    var flights: [Key: Flight] = [:]
    /// Tests and benchmarks waiting for a number of callers to be parked on a key.
    var observers: [(key: Key, count: Int, continuation: CheckedContinuation<Void, Never>)] = []

    enum JoinAction {
      case joined(latestProgress: LoadProgress?)
      case start(generation: UInt64)
      case alreadyCancelled
    }

    func waiterCount(_ key: Key) -> Int { flights[key]?.waiters.count ?? 0 }

    mutating func readyObservers() -> [CheckedContinuation<Void, Never>] {
      guard !observers.isEmpty else { return [] }
      var ready: [CheckedContinuation<Void, Never>] = []
      let flights = flights  // a reference copy, so the closure does not overlap `observers`
      observers.removeAll { observer in
        guard (flights[observer.key]?.waiters.count ?? 0) >= observer.count else { return false }
        ready.append(observer.continuation)
        return true
      }
      return ready
    }

    mutating func join(_ key: Key, id: UInt64, _ waiter: Waiter) -> JoinAction {
      // Checked under the lock: cancellation sets the flag before running the handler, and the
      // handler takes this lock, so a cancel either is seen here or finds the waiter parked.
      if Task.isCancelled { return .alreadyCancelled }
      if let flight = flights[key] {
        flight.waiters[id] = waiter
        return .joined(latestProgress: flight.latestProgress)
      }
      flights[key] = Flight(generation: id, waiters: [id: waiter])
      return .start(generation: id)
    }

    /// Stores the task of a flight; returns false when every caller left before it existed.
    mutating func attach(_ task: Task<Void, Never>, to key: Key, generation: UInt64) -> Bool {
      guard let flight = flights[key], flight.generation == generation else { return false }
      flight.task = task
      return true
    }

    mutating func recordProgress(_ progress: LoadProgress, key: Key, generation: UInt64)
      -> [ProgressHandler]
    {
      guard let flight = flights[key], flight.generation == generation else { return [] }
      flight.latestProgress = progress
      return flight.waiters.values.compactMap(\.progress)
    }

    mutating func leave(_ key: Key, id: UInt64) -> (Continuation?, Task<Void, Never>?) {
      guard let flight = flights[key], let waiter = flight.waiters.removeValue(forKey: id) else {
        return (nil, nil)
      }
      guard flight.waiters.isEmpty else { return (waiter.continuation, nil) }
      return (waiter.continuation, flights.removeValue(forKey: key)?.task)
    }

    mutating func finish(_ key: Key, generation: UInt64) -> [Continuation] {
      guard flights[key]?.generation == generation else { return [] }
      // In no particular order: resumed tasks run on a thread pool anyway, and sorting 40k
      // waiters by id cost more than resuming them.
      return flights.removeValue(forKey: key)!.waiters.values.map(\.continuation)
    }
  }
}
