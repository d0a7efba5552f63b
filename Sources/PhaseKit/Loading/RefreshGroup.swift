/// A loader as one key's refresh timer sees it: whether a view shows it, a refresh from the
/// origin, and a way to take over the outcome of another member's refresh.
@MainActor
protocol RefreshMember: AnyObject {
  var isOnScreen: Bool { get }
  /// Refreshes past any fresh cached copy (joining a load already running) and says how it ended.
  func refreshFromOrigin() async -> RefreshOutcome
  /// Shows what another loader's refresh of the same key brought.
  func follow(_ outcome: RefreshOutcome)
}

/// How a refresh ended.
package enum RefreshOutcome: Sendable, Equatable {
  /// The data was refreshed (changed or not): the interval starts again, failures are forgotten.
  case succeeded
  /// The refresh failed: the next one comes after the back-off.
  case failed(DataError)
  /// The refresh was cancelled: no failure, and no new interval.
  case cancelled
}

/// Counts the refresh tasks alive, so tests can prove none outlives its last view.
final class RefreshTaskCounter: Sendable {
  private let count = Lock(0)
  var value: Int { count.withLock { $0 } }
  func started() { count.withLock { $0 += 1 } }
  func ended() { count.withLock { $0 -= 1 } }
}

/// One key's refresh timer, shared by every loader of that key (or one loader's own, without a
/// store): the one place that decides when the data on screen is refreshed.
///
/// It is active while a member is on screen (or, with ``RefreshPolicy/refreshesWhileHidden``,
/// while a member lives). While active it keeps one timer task and listens to the two signals;
/// inactive, it keeps no task at all. Each refresh asks one member (the leader) to refresh from the
/// origin and hands the outcome to the others, so ten loaders make one request; the next wait is
/// measured from the end of the last refresh, so returning after a pause fires at once (one
/// catch-up request) only when the data went stale meanwhile.
@MainActor
final class RefreshGroup {
  private struct Member {
    weak var loader: (any RefreshMember)?
  }

  let policy: RefreshPolicy
  private let signals: RefreshSignals
  private let timer: LoadTimer
  private var random: any RandomNumberGenerator
  let counter: RefreshTaskCounter
  private var members: [ObjectIdentifier: Member] = [:]
  private var order: [ObjectIdentifier] = []
  private var tick: Task<Void, Never>?
  private var listeners: [Task<Void, Never>] = []
  private var isRefreshing = false
  /// When the last refresh (or a member's own load) ended, on ``timer``.
  private var lastEnded: Duration?
  /// When the data was last fetched successfully, on ``timer``.
  private var lastSucceeded: Duration?
  /// Refreshes that failed in a row.
  private(set) var failures = 0
  /// The last failure's `Retry-After`, which the next wait honours.
  private var retryAfter: Duration?

  init(configuration: LoaderConfiguration, counter: RefreshTaskCounter) {
    policy = configuration.refresh
    signals = configuration.refreshSignals
    timer = LoadTimer(configuration.clock)
    random = configuration.random()
    self.counter = counter
  }

  /// Whether the group keeps a timer and listens now.
  var isActive: Bool { !listeners.isEmpty || tick != nil }

  /// Whether any member is still alive.
  var hasMembers: Bool {
    prune()
    return !order.isEmpty
  }

  private var wantsActive: Bool {
    prune()
    let live = order.compactMap { members[$0]?.loader }
    return policy.refreshesWhileHidden ? !live.isEmpty : live.contains { $0.isOnScreen }
  }

  /// A member's view appeared or disappeared: start or stop the timer and the listeners.
  func membershipChanged(_ loader: any RefreshMember) {
    let id = ObjectIdentifier(loader)
    if members[id] == nil {
      members[id] = Member(loader: loader)
      order.append(id)
    }
    switch (wantsActive, isActive) {
    case (true, false): activate()
    case (false, true): deactivate()
    default: break
    }
  }

  /// A member leaves for good (its view now shows another key): stop counting it.
  func memberLeft(_ loader: any RefreshMember) {
    let id = ObjectIdentifier(loader)
    members[id] = nil
    order.removeAll { $0 == id }
    if !wantsActive, isActive { deactivate() }
  }

  /// A member's own load succeeded (a first load, a pull to refresh): the interval restarts.
  func memberSucceeded() {
    guard !isRefreshing else { return }
    lastSucceeded = timer.elapsed()
    lastEnded = lastSucceeded
    failures = 0
    retryAfter = nil
    if tick != nil { scheduleNext() }
  }

  private func activate() {
    let streams = [
      policy.refreshesOnForeground ? (signals.foreground.moments(), true) : nil,
      policy.refreshesOnReconnect ? (signals.reconnect.moments(), false) : nil,
    ].compactMap { $0 }
    // Streams are made here, before any task runs, so a signal sent right after a view appears
    // is not missed.
    listeners = streams.map { stream, isForeground in
      counter.started()
      return Task { [weak self, counter] in
        defer { counter.ended() }
        for await _ in stream {
          guard let self else { return }
          isForeground ? self.foregrounded() : self.reconnected()
        }
      }
    }
    scheduleNext()
  }

  private func deactivate() {
    tick?.cancel()
    tick = nil
    for listener in listeners { listener.cancel() }
    listeners = []
  }

  deinit {
    // Nothing else refers to the group any more: its tasks only hold it weakly.
    tick?.cancel()
    for listener in listeners { listener.cancel() }
  }

  private func foregrounded() {
    guard stillWanted(), !isRefreshing else { return }
    if let lastSucceeded, timer.elapsed() - lastSucceeded < policy.foregroundThreshold { return }
    start(after: .zero)
  }

  private func reconnected() {
    guard stillWanted(), !isRefreshing else { return }
    failures = 0
    retryAfter = nil
    start(after: .zero)
  }

  /// Refreshes at once, out of turn (a person asked for it), unless a refresh runs or the group
  /// is inactive; unlike a reconnect, the back-off after failures stays as it is.
  func refreshNow() {
    guard stillWanted(), !isRefreshing else { return }
    start(after: .zero)
  }

  /// Arms the timer for the next interval, measured from the last refresh's end; without an
  /// interval, keeps no timer.
  private func scheduleNext() {
    guard let delay = policy.nextDelay(afterFailures: failures, retryAfter: retryAfter, random: &random)
    else {
      tick?.cancel()
      tick = nil
      // Still active through the listeners; with none, there is nothing to keep.
      return
    }
    let now = timer.elapsed()
    start(after: max(.zero, (lastEnded ?? now) + delay - now))
  }

  private func start(after delay: Duration) {
    tick?.cancel()
    let due = timer.elapsed() + delay
    let timer = self.timer
    counter.started()
    tick = Task { [weak self, counter] in
      defer { counter.ended() }
      if delay > .zero {
        do { try await timer.sleepUntil(due) } catch { return }
      }
      guard !Task.isCancelled, let self, self.stillWanted() else { return }
      await self.refreshMembers()
      guard !Task.isCancelled, self.stillWanted() else { return }
      self.scheduleNext()
    }
  }

  /// One refresh: the leader fetches, the others take over its outcome.
  private func refreshMembers() async {
    let live = order.compactMap { members[$0]?.loader }
    guard
      let leader = live.first(where: \.isOnScreen) ?? (policy.refreshesWhileHidden ? live.first : nil)
    else { return }
    isRefreshing = true
    let outcome = await leader.refreshFromOrigin()
    isRefreshing = false
    switch outcome {
    case .succeeded:
      failures = 0
      retryAfter = nil
      lastSucceeded = timer.elapsed()
      lastEnded = lastSucceeded
    case .failed(let error):
      failures += 1
      retryAfter = error.retryAfter
      lastEnded = timer.elapsed()
    case .cancelled:
      return
    }
    for id in order where id != ObjectIdentifier(leader) { members[id]?.loader?.follow(outcome) }
  }

  /// Whether the group should still run; stops it when not (its last member was released while
  /// it refreshed with no view on screen).
  private func stillWanted() -> Bool {
    if wantsActive { return true }
    deactivate()
    return false
  }

  private func prune() {
    order.removeAll { members[$0]?.loader == nil }
    members = members.filter { $0.value.loader != nil }
  }
}
