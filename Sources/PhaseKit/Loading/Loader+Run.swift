import Foundation

extension Loader {
  /// A running load: its generation, its task, and what to restore if it is cancelled.
  struct Run {
    let id: UInt64
    let task: Task<Void, Never>
    let settled: Settled
    let startedAt: LoadTimer
    /// For a loader on a store: the key's origin answers when the load began (see ``fail``).
    var answersBefore: UInt64?
  }

  /// Everything ``cancel()`` puts back.
  struct Settled {
    var loaded: Loaded<Value>?
    var error: DataError?
    var isStale: Bool
    var progress: LoadProgress?
    var attempt: Int
  }

  /// Starts a new load, superseding a running one.
  ///
  /// - Returns: The load's task, or `nil` when the load already ended: ``immediate`` had the
  ///   value at hand, so no task, no deadline alarm and no hop off the main actor was needed.
  ///   Either way the same events and snapshots are recorded in the same order.
  ///
  /// - Parameter origin: Another operation for this load (a refresh that must reach the origin);
  ///   when given, ``immediate`` is skipped.
  @discardableResult
  func start(origin: Operation? = nil) -> Task<Void, Never>? {
    // A superseded load's "before" is the last settled state, not its own in-between state.
    let settled =
      current?.settled
      ?? Settled(
        loaded: loaded, error: error, isStale: isStale, progress: progress, attempt: attempt)
    if let previous = current {
      current = nil
      previous.task.cancel()
      record(.cancelled, loadID: previous.id)
    }
    generation += 1
    let id = generation
    let timer = LoadTimer(configuration.clock)
    isLoading = true
    progress = nil
    attempt = 1
    if loaded == nil { error = nil }
    if origin == nil, let immediate {
      let value = immediate(id) {
        record(.started, loadID: id)
        publishSnapshot()
        record(.attemptStarted(attempt: 1), loadID: id)
      }
      if let value {
        finish(id, with: value, timer: timer)
        return nil
      }
    }
    let task = Task { await self.run(id, timer: timer, operation: origin ?? self.operation) }
    current = Run(
      id: id, task: task, settled: settled, startedAt: timer,
      answersBefore: storeRefresh.map { $0.store.keyState(forKey: $0.key).answers })
    record(.started, loadID: id)
    publishSnapshot()
    return task
  }

  func isCurrent(_ id: UInt64) -> Bool { current?.id == id }

  /// The attempt loop: each attempt races the clock; failures are retried per the policy while the
  /// overall deadline allows; every state change is checked against the generation first.
  private func run(_ id: UInt64, timer: LoadTimer, operation: @escaping Operation) async {
    let limits = (attempt: configuration.attemptTimeout, load: configuration.deadline)
    var random = configuration.random()
    var number = 0
    while true {
      number += 1
      guard isCurrent(id) else { return }
      if number > 1 {
        attempt = number
        progress = nil
        publishSnapshot()
      }
      record(.attemptStarted(attempt: number), loadID: id)

      let remaining = limits.load - timer.elapsed()
      let bindsOverall = remaining <= limits.attempt
      let relay = LoadRelay(loader: self, loadID: id)
      let context = LoadContext(
        attempt: number, loadID: id, label: configuration.label, events: configuration.events,
        relay: relay)
      let result = await race(
        { () async throws(DataError) -> Loaded<Value> in try await operation(context) },
        timer: timer, deadline: timer.elapsed() + min(remaining, limits.attempt),
        timeout: .timedOut(after: bindsOverall ? limits.load : limits.attempt))
      guard isCurrent(id) else { return }  // superseded or cancelled meanwhile: drop the result
      applyPendingInterim(from: relay, loadID: id)
      if let latest = relay.takeLatestProgress() { progress = latest }

      switch result {
      case .success(let value):
        finish(id, with: value, timer: timer)
        return
      case .failure(.cancelled):
        // The operation gave up on its own (nobody cancelled this load): not a failure either.
        cancel()
        return
      case .failure(let failure):
        record(
          .attemptFailed(attempt: number, error: failure),
          loadID: id)
        let elapsed = timer.elapsed()
        if let delay = configuration.retry.delay(afterAttempt: number, error: failure, random: &random),
          elapsed + delay < limits.load
        {
          record(.retryScheduled(attempt: number, delay: delay.secondsValue), loadID: id)
          do {
            try await timer.sleepUntil(elapsed + delay)
          } catch {
            return  // cancelled while waiting; cancel() already restored the state
          }
          continue
        }
        fail(id, with: failure, timer: timer)
        return
      }
    }
  }

  private func finish(_ id: UInt64, with value: Loaded<Value>, timer: LoadTimer) {
    current = nil
    let fromOrigin = show(value)
    isLoading = false
    lastEnded = (id, nil)
    publishSnapshot()
    if fromOrigin { refreshGroup?.memberSucceeded() }
    record(
      .succeeded(
        duration: timer.elapsed().secondsValue, origin: value.origin,
        bytes: progress.map { Int($0.receivedBytes) }), loadID: id)
  }

  private func fail(_ id: UInt64, with failure: DataError, timer: LoadTimer) {
    let answersBefore = current?.answersBefore
    current = nil
    error = failure
    isLoading = false
    lastEnded = (id, failure)
    if let storeRefresh, case .timedOut = failure {
      // The loader's own deadline ended the fetch (its store saw a cancellation): a failure too,
      // unless the origin answered meanwhile (its answer, recorded first, stands).
      storeRefresh.store.recordOriginFailure(failure, forKey: storeRefresh.key, answersBefore: answersBefore)
    }
    showFailure(failure)
    refreshGroup?.memberFailed(failure)
    record(
      .failed(duration: timer.elapsed().secondsValue, error: failure),
      loadID: id)
  }

  /// Shows a load's value and says whether it is the origin's answer.
  ///
  /// Only the origin's answer is a refresh: a loader on a store that is answered from memory or
  /// disk keeps the key's stale mark and last error (``ResourceStore/KeyState``), whichever view
  /// of the key asks. The same bytes again (the key's revision unchanged) move only the date
  /// (``loadedAt``): nothing a view of the value observes changes.
  func show(_ value: Loaded<Value>) -> Bool {
    guard let storeRefresh else {
      loaded = value
      error = nil
      isStale = false
      return true
    }
    let state = storeRefresh.store.keyState(forKey: storeRefresh.key)
    if loaded != nil, shownRevision == state.revision {
      confirmLoaded(date: value.date, origin: value.origin)
    } else {
      loaded = value
      shownRevision = state.revision
    }
    let fromCache = value.origin == .memory || value.origin == .disk
    error = fromCache ? state.error : nil
    isStale = fromCache && state.error != nil
    return !fromCache
  }

  /// Shows a failure: beside the last good value, marked stale, when there is one (the picture
  /// stays); in place of the content otherwise.
  func showFailure(_ failure: DataError) {
    error = failure
    if loaded != nil { isStale = true }
    publishSnapshot()
  }

  func restore(_ settled: Settled) {
    loaded = settled.loaded
    error = settled.error
    isStale = settled.isStale
    progress = settled.progress
    attempt = settled.attempt
    isLoading = false
    publishSnapshot()
  }

  func applyProgress(_ value: LoadProgress, attempt number: Int, loadID: UInt64) {
    guard isCurrent(loadID), attempt == number else { return }
    progress = value
  }

  func applyPendingInterim(from relay: LoadRelay<Value>, loadID: UInt64) {
    guard let run = current, run.id == loadID, let (interim, stale) = relay.takePendingInterim()
    else { return }
    loaded = interim
    isStale = stale
    // A published value is real data: cancelling after this keeps it.
    var settled = run.settled
    settled.loaded = interim
    settled.isStale = stale
    settled.attempt = attempt
    current = Run(
      id: run.id, task: run.task, settled: settled, startedAt: run.startedAt, answersBefore: run.answersBefore)
    publishSnapshot()
  }

  func record(_ kind: LoadEvent.Kind, loadID: UInt64) {
    configuration.events.record(LoadEvent(label: configuration.label, loadID: loadID, kind: kind))
  }
}

extension Duration {
  /// The duration in seconds, as a `Double`.
  var secondsValue: Double {
    Double(components.seconds) + Double(components.attoseconds) / 1e18
  }
}
