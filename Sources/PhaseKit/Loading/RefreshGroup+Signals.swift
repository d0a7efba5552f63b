extension RefreshGroup {
  /// A moment one of the signals reported.
  enum Moment: Sendable {
    case foreground, background, reconnect, disconnect
  }

  /// Starts the two listeners: the scene's (foreground, background) and the network's
  /// (reconnect, disconnect), each only when the policy or the signals give it something to do.
  ///
  /// Streams are made here, before any task runs, so a signal sent right after a view appears is
  /// not missed.
  func startListening() {
    let scene = [
      policy.refreshesOnForeground || signals.background != nil
        ? signals.foreground.moments().tagged(.foreground) : nil,
      signals.background.map { $0.moments().tagged(.background) },
    ].compactMap { $0 }
    let network = [
      policy.refreshesOnReconnect || signals.disconnect != nil
        ? signals.reconnect.moments().tagged(.reconnect) : nil,
      signals.disconnect.map { $0.moments().tagged(.disconnect) },
    ].compactMap { $0 }
    listeners = [scene, network].filter { !$0.isEmpty }.map { streams in
      counter.started()
      return Task { [weak self, counter] in
        defer { counter.ended() }
        await withDiscardingTaskGroup { group in
          for stream in streams {
            group.addTask { [weak self] in
              for await _ in stream.stream {
                guard let self else { return }
                await self.handle(stream.moment)
              }
            }
          }
        }
      }
    }
  }

  /// What a signal does.
  ///
  /// - background / disconnect: pause the timer (polling while hidden ignores the background).
  /// - foreground / reconnect: end that pause; then, when the policy refreshes on it and the
  ///   signal is not throttled (and, for the foreground, the data is older than
  ///   ``RefreshPolicy/foregroundThreshold``), refresh, but not before the `Retry-After` floor
  ///   (each kind of signal is throttled on its own);
  ///   otherwise, when a pause ended, resume the timer (one catch-up request if one fell due).
  ///   A reconnect also forgets the back-off (not the `Retry-After`).
  func handle(_ moment: Moment) {
    handledMoments += 1
    guard stillWanted() else { return }
    let wasPaused = isPaused
    let cause: RefreshCause?
    switch moment {
    case .background:
      isInBackground = true
      if isPaused { pauseTimer() }
      return
    case .disconnect:
      isOffline = true
      pauseTimer()
      return
    case .foreground:
      isInBackground = false
      cause = policy.refreshesOnForeground && isDataOlderThanThreshold ? .foreground : nil
    case .reconnect:
      isOffline = false
      if policy.refreshesOnReconnect { failures = 0 }
      cause = policy.refreshesOnReconnect ? .reconnect : nil
    }
    guard !isPaused, !isRefreshing else { return }
    let now = timer.elapsed()
    if let cause, lastSignalRefresh[cause].map({ now - $0 >= policy.signalThrottle }) ?? true {
      lastSignalRefresh[cause] = now
      start(after: floorWait, cause: cause)
    } else if wasPaused {
      scheduleNext()
    }
  }

  private var isDataOlderThanThreshold: Bool {
    guard let lastSucceeded else { return true }
    return timer.elapsed() - lastSucceeded >= policy.foregroundThreshold
  }
}

/// A signal's stream with the moment it stands for.
struct TaggedMoments: Sendable {
  let stream: AsyncStream<Void>
  let moment: RefreshGroup.Moment
}

extension AsyncStream<Void> {
  fileprivate func tagged(_ moment: RefreshGroup.Moment) -> TaggedMoments {
    TaggedMoments(stream: self, moment: moment)
  }
}
