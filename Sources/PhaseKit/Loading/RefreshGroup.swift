/// A loader as one key's refresh timer sees it: whether a view shows it, a refresh from the
/// origin, and a way to take over the outcome of another member's refresh.
@MainActor
protocol RefreshMember: AnyObject {
  var isOnScreen: Bool { get }
  /// The polling interval this member asks for; the key polls at the shortest one shown.
  var refreshInterval: Duration? { get }
  /// Refreshes past any fresh cached copy (joining a load already running) and says how it ended.
  ///
  /// - Parameters:
  ///   - cause: Why; recorded in the member's events with the key's `interval`.
  ///   - early: Whether it goes before a server's `Retry-After` (only a person's request may).
  func refreshFromOrigin(cause: RefreshCause, interval: Duration?, early: Bool) async -> RefreshOutcome
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
/// while a member lives). While active it keeps one timer task and two listeners (the scene's
/// foreground and background, the network's reconnect and disconnect); inactive, it keeps no
/// task at all. Each refresh asks one member (the leader) to refresh from the origin and hands the
/// outcome to the others, so ten loaders make one request; the next wait is measured from the
/// end of the last refresh, so returning after a pause fires at once (one catch-up request) only
/// when the data went stale meanwhile.
///
/// The rules every automatic refresh follows (interval, catch-up, foreground, reconnect):
/// - a server's `Retry-After` is a floor: a signal that comes earlier waits for it;
/// - the key polls at the shortest interval among its members shown;
/// - foreground and reconnect signals are throttled (``RefreshPolicy/signalThrottle``);
/// - polling pauses in the background (unless ``RefreshPolicy/refreshesWhileHidden``) and while
///   offline, and catches up once on return.
///
/// On a ``ResourceStore`` its back-off and `Retry-After` floor start from the key's state in the
/// store, so a timer made again for a failing key (every view had gone) keeps them.
@MainActor
final class RefreshGroup {
  private struct Member {
    weak var loader: (any RefreshMember)?
  }

  let policy: RefreshPolicy
  let signals: RefreshSignals
  let timer: LoadTimer
  private var random: any RandomNumberGenerator
  let counter: RefreshTaskCounter
  private var members: [ObjectIdentifier: Member] = [:]
  private var order: [ObjectIdentifier] = []
  private var tick: Task<Void, Never>?
  var listeners: [Task<Void, Never>] = []
  var isRefreshing = false
  /// When the last refresh (or a member's own load) ended, on ``timer``.
  private var lastEnded: Duration?
  /// When the data was last fetched successfully, on ``timer``.
  var lastSucceeded: Duration?
  /// Refreshes that failed in a row.
  var failures = 0
  /// Not before this moment (on ``timer``) may an automatic refresh go: a server's `Retry-After`.
  var retryFloor: Duration?
  /// When each signal (foreground, reconnect) last started a refresh, on ``timer``: each is
  /// throttled on its own, so a reconnect right after a foreground refresh still refreshes.
  var lastSignalRefresh: [RefreshCause: Duration] = [:]
  /// Whether the app is in the background, or the network known to be down.
  var isInBackground = false
  var isOffline = false
  /// How many signal moments were handled: lets tests wait for a signal that changes nothing.
  var handledMoments = 0
  /// The interval the timer was last armed with.
  private var armedInterval: Duration?

  /// - Parameters:
  ///   - configuration: The first member's: policy, signals, clock, jitter source.
  ///   - counter: Counts the tasks alive.
  ///   - key: The store key, which also spreads the jitter: two keys on one seeded source wait
  ///     differently.
  ///   - store: The store whose ``ResourceStore/KeyState`` seeds the back-off and the floor.
  init(
    configuration: LoaderConfiguration, counter: RefreshTaskCounter, key: String? = nil,
    store: ResourceStore? = nil
  ) {
    policy = configuration.refresh
    signals = configuration.refreshSignals
    timer = LoadTimer(configuration.clock)
    random = KeySaltedRandom(base: configuration.random(), key: key ?? "")
    self.counter = counter
    if let key, let store {
      failures = store.keyState(forKey: key).failures
      if let remaining = store.retryFloorRemaining(forKey: key) {
        retryFloor = timer.elapsed() + remaining
      }
      if failures > 0 { lastEnded = timer.elapsed() }
    }
  }

  /// Whether the group keeps a timer and listens now.
  var isActive: Bool { !listeners.isEmpty || tick != nil }

  /// Whether any member is still alive.
  var hasMembers: Bool {
    prune()
    return !order.isEmpty
  }

  private var liveMembers: [any RefreshMember] {
    prune()
    return order.compactMap { members[$0]?.loader }
  }

  private var wantsActive: Bool {
    let live = liveMembers
    return policy.refreshesWhileHidden ? !live.isEmpty : live.contains { $0.isOnScreen }
  }

  /// The policy in force: the group's, polling at the shortest interval among the members shown
  /// (all members, when polling while hidden).
  var effectivePolicy: RefreshPolicy {
    var effective = policy
    let counted = liveMembers.filter { policy.refreshesWhileHidden || $0.isOnScreen }
    if let shortest = counted.compactMap(\.refreshInterval).min() {
      effective.interval = shortest
    }
    return effective
  }

  /// Whether polling pauses now: offline, or in the background unless polling while hidden.
  var isPaused: Bool { isOffline || (isInBackground && !policy.refreshesWhileHidden) }

  /// How long from now until the `Retry-After` floor; zero when there is none.
  var floorWait: Duration {
    guard let retryFloor else { return .zero }
    return max(.zero, retryFloor - timer.elapsed())
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
    case (true, true):
      // A view with a shorter interval came (or the one that had it left): re-arm.
      if !isRefreshing, !isPaused, effectivePolicy.interval != armedInterval { scheduleNext() }
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

  /// A member's own load got the origin's answer (a first load, a pull to refresh): the interval
  /// restarts and failures are forgotten. A cached answer is not one (the caller checks).
  func memberSucceeded() {
    guard !isRefreshing else { return }
    recordSuccess()
    if tick != nil { scheduleNext() }
  }

  /// A member's own load failed (a pull to refresh, a Retry): the back-off and the `Retry-After`
  /// count it as the key's refresh would.
  func memberFailed(_ error: DataError) {
    guard !isRefreshing else { return }
    recordFailure(error)
    if tick != nil { scheduleNext() }
  }

  private func recordSuccess() {
    failures = 0
    retryFloor = nil
    lastSucceeded = timer.elapsed()
    lastEnded = lastSucceeded
  }

  private func recordFailure(_ error: DataError) {
    failures += 1
    let now = timer.elapsed()
    retryFloor = error.retryAfter.map { now + $0 }
    lastEnded = now
  }

  private func activate() {
    startListening()
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

  /// Refreshes at once, out of turn (a person asked for it), unless a refresh runs or the group
  /// is inactive; it may go before a `Retry-After` (its event says so), and the back-off after
  /// failures stays as it is.
  func refreshNow() {
    guard stillWanted(), !isRefreshing else { return }
    start(after: .zero, cause: .requested)
  }

  /// Stops the timer while paused; the listeners stay to hear the return.
  func pauseTimer() {
    tick?.cancel()
    tick = nil
  }

  /// Arms the timer for the next interval, measured from the last refresh's end and never before
  /// the `Retry-After` floor; a refresh already due fires at once as a catch-up. Without an
  /// interval, or while paused, keeps no timer.
  func scheduleNext() {
    let effective = effectivePolicy
    armedInterval = effective.interval
    guard !isPaused, let delay = effective.nextDelay(afterFailures: failures, random: &random)
    else {
      pauseTimer()
      // Still active through the listeners; with none, there is nothing to keep.
      return
    }
    let now = timer.elapsed()
    let due = max((lastEnded ?? now) + delay, retryFloor ?? .zero)
    start(after: max(.zero, due - now), cause: due <= now && lastEnded != nil ? .catchUp : .interval)
  }

  /// Starts the timer task: after `delay`, one refresh for `cause`, then the next wait.
  func start(after delay: Duration, cause: RefreshCause) {
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
      await self.refreshMembers(cause: cause)
      guard !Task.isCancelled, self.stillWanted() else { return }
      self.scheduleNext()
    }
  }

  /// One refresh: the leader fetches, the others take over its outcome.
  private func refreshMembers(cause: RefreshCause) async {
    let live = liveMembers
    guard
      let leader = live.first(where: \.isOnScreen) ?? (policy.refreshesWhileHidden ? live.first : nil)
    else { return }
    isRefreshing = true
    let outcome = await leader.refreshFromOrigin(
      cause: cause, interval: effectivePolicy.interval, early: floorWait > .zero)
    isRefreshing = false
    switch outcome {
    case .succeeded: recordSuccess()
    case .failed(let error): recordFailure(error)
    case .cancelled: return
    }
    for id in order where id != ObjectIdentifier(leader) { members[id]?.loader?.follow(outcome) }
  }

  /// Whether the group should still run; stops it when not (its last member was released while
  /// it refreshed with no view on screen).
  func stillWanted() -> Bool {
    if wantsActive { return true }
    deactivate()
    return false
  }

  private func prune() {
    order.removeAll { members[$0]?.loader == nil }
    members = members.filter { $0.value.loader != nil }
  }
}

/// A jitter source made distinct per key: the base generator's numbers mixed with a hash of the
/// key (SplitMix64's finalizer), so keys on one seeded source do not all wait alike.
struct KeySaltedRandom: RandomNumberGenerator {
  var base: any RandomNumberGenerator
  let salt: UInt64

  init(base: any RandomNumberGenerator, key: String) {
    self.base = base
    // FNV-1a: stable across runs, unlike `Hasher`.
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in key.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    salt = key.isEmpty ? 0 : hash
  }

  mutating func next() -> UInt64 {
    let value = base.next()
    guard salt != 0 else { return value }
    var mixed = value ^ salt
    mixed = (mixed ^ (mixed >> 30)) &* 0xbf58_476d_1ce4_e5b9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94d0_49bb_1331_11eb
    return mixed ^ (mixed >> 31)
  }
}
