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
///
/// Not generic: it has one user, the ``ResourceStore``, and every stored property of a generic
/// class is reached through its type metadata, looked up at run time on each of a caller's
/// steps.
@usableFromInline
final class CoalescingPool: Sendable {
  typealias Key = String
  typealias Output = ResourceStore.Fetched
  /// Unsafe (unchecked) continuations: a caller's continuation lives in exactly one place, its
  /// flight's `waiters`, and is taken out under the lock by exactly one of `leave` (cancelled) or
  /// `finish` (done) before it is resumed; when the caller is already cancelled it is resumed at
  /// once and never stored. So each is resumed exactly once, and the checks of a checked
  /// continuation would only add cost on a path that runs once per caller.
  typealias Continuation = UnsafeContinuation<Outcome, Never>
  @usableFromInline typealias ProgressHandler = @Sendable (LoadProgress) -> Void
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

  /// The number of callers parked on the flight for `key`.
  func waiterCount(key: Key) -> Int { state.withLock { $0.waiterCount(key) } }

  /// The number of keys with an operation in flight.
  var inFlightCount: Int { state.withLock { $0.flights.count } }

  /// How a flight ended, for one caller or all of them.
  ///
  /// A class: every caller of a flight is resumed with the same reference, so fanning out to 40k
  /// callers copies a pointer each rather than the output (and its references) into each
  /// caller's frame. The output's parts are stored apart and read one by one: copying the whole
  /// of it in each caller retained each of its references, shared by every caller, from every
  /// core at once.
  @usableFromInline
  final class Outcome: Sendable {
    /// Whether the work succeeded; read before anything else (a flag, not a test of the
    /// optional error, whose tag is found by a call into the runtime).
    @usableFromInline let succeeded: Bool
    /// Why the work failed, or why this caller left.
    let failure: DataError?
    let data: Data
    @usableFromInline let date: Date
    /// The value the work decoded, for the callers whose decoder makes the same type.
    let decoded: (any Sendable)?
    /// The same value as a ``SharedValue`` of its own type, when the work made one.
    @usableFromInline let shared: (AnyObject & Sendable)?

    init(_ result: Result<Output, DataError>) {
      switch result {
      case .success(let fetched):
        succeeded = true
        failure = nil
        data = fetched.data
        date = fetched.date
        decoded = fetched.decoded
        shared = fetched.shared
      case .failure(let error):
        succeeded = false
        failure = error
        data = Data()
        date = .distantPast
        decoded = nil
        shared = nil
      }
    }
  }

  /// Runs the work of `call` (its ``LoadCall/key``), or joins the one already running for that
  /// key, and returns its outcome.
  ///
  /// The outcome is the operation's result, or ``DataError/cancelled`` when this caller was
  /// cancelled. The work is made by ``LoadCall/makeOperation()``, called only when no flight
  /// exists for the key (so a caller that joins allocates nothing for it); it reports progress
  /// through the function it is given, which forwards to every waiting caller's
  /// ``LoadCall/progress``.
  @usableFromInline
  func run(_ call: LoadCall) async -> Outcome {
    // Only a pointer is kept across the suspension: the work around it is in `park` and
    // `leave`, which are not inlined, so their temporaries live on the thread's stack instead of
    // in the async frames every parked caller keeps (a task's first 984 bytes of frames come with
    // its first allocation; each further kilobyte is another malloc).
    await withTaskCancellationHandler {
      await withUnsafeContinuation { (continuation: Continuation) in
        park(continuation, call: call)
      }
    } onCancel: {
      leave(call)
    }
  }

  /// Parks `call` on the flight for its key, starting the flight when there is none.
  @inline(never)
  private func park(_ continuation: Continuation, call: LoadCall) {
    let key = call.key
    let progress = call.progress
    let (action, observers) = state.withLock { state in
      let (action, flight) = state.join(key, call: call, continuation: continuation)
      return (action, flight.map { state.readyObservers(key: key, flight: $0) } ?? [])
    }
    for observer in observers { observer.resume() }
    switch action {
    case .joined(let latest):
      if let latest, let progress { progress(latest) }
    case .alreadyCancelled:
      continuation.resume(returning: Outcome(.failure(.cancelled)))
    case .start(let generation):
      start(key, generation: generation, operation: call.makeOperation())
    }
  }

  /// `call` was cancelled: it leaves its flight at once, and the flight is cancelled when it was
  /// the last caller. Before `call` is parked (the task was cancelled before it asked) this only
  /// marks it, and parking then resumes it at once.
  @inline(never)
  private func leave(_ call: LoadCall) {
    let (continuation, task) = state.withLock { $0.leave(call) }
    continuation?.resume(returning: Outcome(.failure(.cancelled)))
    task?.cancel()
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
      // In id order, skipping callers that left (their continuation was resumed by `leave`).
      for waiter in waiters { waiter.continuation?.resume(returning: outcome) }
    }
    if !state.withLock({ $0.attach(task, to: key, generation: generation) }) { task.cancel() }
  }
}

extension CoalescingPool {
  /// A parked caller: its id (ascending within a flight), its continuation (`nil` once it left)
  /// and its progress handler.
  struct Waiter {
    let id: UInt64
    var continuation: Continuation?
    let progress: ProgressHandler?
  }

  /// A class, so that parking a caller mutates its waiters in place: a struct inside the
  /// dictionary would be copied with every waiter on each join (quadratic at 40k callers).
  /// Only ever touched under the pool's lock.
  final class Flight {
    let key: Key
    let generation: UInt64
    var task: Task<Void, Never>?
    /// Parked callers in ascending id order. A caller that leaves is cleared in place (found by
    /// binary search) rather than removed, so joining is an append and leaving is O(log n),
    /// with no hashing on either path.
    var waiters: [Waiter]
    /// The waiters that have not left.
    var waiting: Int
    /// Whether any waiter passed a progress handler (most callers of a store pass none).
    var hasProgressHandlers: Bool
    var latestProgress: LoadProgress?

    init(key: Key, generation: UInt64, first: Waiter) {
      self.key = key
      self.generation = generation
      waiters = [first]
      waiting = 1
      hasProgressHandlers = first.progress != nil
    }

    /// Parks `waiter`, whose id is above every parked one (ids are handed out under the lock).
    func park(_ waiter: Waiter) {
      waiters.append(waiter)
      waiting += 1
      if waiter.progress != nil { hasProgressHandlers = true }
    }

    /// Takes the continuation of the waiter with `id`, if it is still parked.
    func unpark(_ id: UInt64) -> Continuation? {
      var low = 0
      var high = waiters.count
      while low < high {
        let middle = (low + high) / 2
        if waiters[middle].id < id { low = middle + 1 } else { high = middle }
      }
      guard low < waiters.count, waiters[low].id == id,
        let continuation = waiters[low].continuation
      else { return nil }
      waiters[low].continuation = nil
      waiting -= 1
      return continuation
    }
  }

  /// The pool's bookkeeping. Every method runs under the lock and returns what to do after it.
  struct State {
    var flights: [Key: Flight] = [:]
    /// The flight found or made last: most callers of a moment ask for the key the caller before
    /// them asked for, and comparing two keys is cheaper than hashing one (the lock is held
    /// meanwhile, and every caller takes it).
    var recent: Flight?
    /// The last id handed to a caller; ids start at 1 (0 means "not parked yet").
    var lastID: UInt64 = 0
    /// Tests and benchmarks waiting for a number of callers to be parked on a key.
    var observers: [(key: Key, count: Int, continuation: CheckedContinuation<Void, Never>)] = [] {
      didSet { fewestObserved = observers.lazy.map(\.count).min() ?? .max }
    }
    /// The smallest count an observer waits for: a flight with fewer waiters satisfies none.
    var fewestObserved = Int.max

    enum JoinAction {
      case joined(latestProgress: LoadProgress?)
      case start(generation: UInt64)
      case alreadyCancelled
    }

    func waiterCount(_ key: Key) -> Int { flights[key]?.waiting ?? 0 }

    /// The observers satisfied now that `flight`, the flight of `key`, has one more waiter.
    mutating func readyObservers(key: Key, flight: Flight) -> [CheckedContinuation<Void, Never>] {
      guard flight.waiting >= fewestObserved else { return [] }
      var ready: [CheckedContinuation<Void, Never>] = []
      observers.removeAll { observer in
        guard observer.key == key, flight.waiting >= observer.count else { return false }
        ready.append(observer.continuation)
        return true
      }
      return ready
    }

    /// Parks `call` (with `continuation`) on the flight of `key`, or makes that flight; returns
    /// the flight too, for ``readyObservers(key:flight:)``.
    mutating func join(_ key: Key, call: LoadCall, continuation: Continuation) -> (JoinAction, Flight?) {
      // A task cancelled before it asked ran its cancellation handler first, which marked the
      // call under this lock; one cancelled later finds the caller parked.
      if call.leftBeforeParking { return (.alreadyCancelled, nil) }
      lastID &+= 1
      call.poolID = lastID
      let waiter = Waiter(id: lastID, continuation: continuation, progress: call.progress)
      if let flight = flight(key) {
        flight.park(waiter)
        return (.joined(latestProgress: flight.latestProgress), flight)
      }
      let flight = Flight(key: key, generation: waiter.id, first: waiter)
      flights[key] = flight
      recent = flight
      return (.start(generation: waiter.id), flight)
    }

    /// The flight of `key`, if one is running.
    mutating func flight(_ key: Key) -> Flight? {
      if let recent, recent.key == key { return recent }
      guard let found = flights[key] else { return nil }
      recent = found
      return found
    }

    /// Removes the flight of `key`.
    mutating func remove(_ key: Key) -> Flight? {
      let removed = flights.removeValue(forKey: key)
      if let removed, removed === recent { recent = nil }
      return removed
    }

    /// Stores the task of a flight; returns false when every caller left before it existed.
    mutating func attach(_ task: Task<Void, Never>, to key: Key, generation: UInt64) -> Bool {
      guard let flight = flight(key), flight.generation == generation else { return false }
      flight.task = task
      return true
    }

    mutating func recordProgress(_ progress: LoadProgress, key: Key, generation: UInt64)
      -> [ProgressHandler]
    {
      guard let flight = flight(key), flight.generation == generation else { return [] }
      flight.latestProgress = progress
      guard flight.hasProgressHandlers else { return [] }
      return flight.waiters.compactMap { $0.continuation == nil ? nil : $0.progress }
    }

    /// `call` leaves: its continuation, and the flight's task when it was the last caller.
    mutating func leave(_ call: LoadCall) -> (Continuation?, Task<Void, Never>?) {
      guard call.poolID != 0 else {
        call.leftBeforeParking = true
        return (nil, nil)
      }
      // Not found when the flight has finished (its callers were resumed), or when another
      // flight of the key runs now (ids are never reused, so none of its waiters has this one).
      guard let flight = flight(call.key), let continuation = flight.unpark(call.poolID) else {
        return (nil, nil)
      }
      guard flight.waiting == 0 else { return (continuation, nil) }
      return (continuation, remove(call.key)?.task)
    }

    mutating func finish(_ key: Key, generation: UInt64) -> [Waiter] {
      guard flight(key)?.generation == generation else { return [] }
      return remove(key)!.waiters
    }
  }
}
