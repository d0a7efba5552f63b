/// One refresh timer that follows a ``RefreshPolicy`` for a client that is not a ``Loader``:
/// the command line's `phasekit watch`, which shows one source in a terminal.
///
/// It is the key timer every ``Loader`` on a ``ResourceStore`` shares, with one member: the same
/// interval measured from the end of the last refresh, the same pause and one catch-up request
/// on resume, the same back-off after failures and the same respect for `Retry-After`, on the
/// injected clock. So an app's loaders and the terminal poll through one implementation.
///
/// ```swift
/// let schedule = RefreshSchedule(policy: RefreshPolicy(interval: .seconds(10)), clock: clock) {
///   await refreshOnce()          // returns .succeeded, .failed(error) or .cancelled
/// }
/// schedule.isRunning = true      // polls; false pauses
/// schedule.refreshNow()          // a person pressed "refresh"
/// ```
@MainActor
package final class RefreshSchedule {
  /// How a refresh the schedule asked for ended: the refresh group's own outcome.
  package typealias Outcome = RefreshOutcome

  private let group: RefreshGroup
  private let member: Member

  /// Creates a schedule that is not running yet.
  ///
  /// - Parameters:
  ///   - policy: The interval, jitter and back-off. The foreground and reconnect signals are
  ///     not listened to: a terminal has neither.
  ///   - clock: The clock the waits follow; a manual clock in tests.
  ///   - random: The jitter source; the system generator by default.
  ///   - refresh: One refresh, run on the main actor, never twice at once; its outcome decides
  ///     the next wait.
  package init(
    policy: RefreshPolicy, clock: any Clock<Duration>,
    random: @escaping @Sendable () -> any RandomNumberGenerator = { SystemRandomNumberGenerator() },
    refresh: @escaping @MainActor () async -> Outcome
  ) {
    var policy = policy
    policy.refreshesOnForeground = false
    policy.refreshesOnReconnect = false
    // A policy that refreshes on its own is what the group keeps alive while the member shows.
    policy.refreshesWhileHidden = false
    let configuration = LoaderConfiguration(
      clock: clock, random: random, refresh: policy,
      refreshSignals: RefreshSignals(
        foreground: RefreshTrigger(), reconnect: RefreshTrigger(), background: nil, disconnect: nil))
    group = RefreshGroup(configuration: configuration, counter: RefreshTaskCounter())
    member = Member(interval: policy.interval, refresh: refresh)
  }

  /// Whether the schedule polls: `false` (the start, or a pause) keeps no timer; `true` again
  /// refreshes at once when a refresh fell due meanwhile, else at the next interval.
  package var isRunning: Bool {
    get { member.isOnScreen }
    set {
      guard newValue != member.isOnScreen else { return }
      member.isOnScreen = newValue
      group.membershipChanged(member)
    }
  }

  /// Refreshes at once, out of turn, while running and not refreshing; the back-off after
  /// failures stays, and the interval starts again from the end of this refresh.
  package func refreshNow() {
    group.refreshNow()
  }

  /// How many refreshes failed in a row.
  package var failures: Int { group.failures }

  /// How many tasks the schedule keeps alive (its timer); none once stopped.
  package var liveTaskCount: Int { group.counter.value }
}

/// The schedule's one member of its group: shown while the schedule runs.
@MainActor
private final class Member: RefreshMember {
  var isOnScreen = false
  let refreshInterval: Duration?
  let refresh: @MainActor () async -> RefreshSchedule.Outcome

  init(interval: Duration?, refresh: @escaping @MainActor () async -> RefreshSchedule.Outcome) {
    refreshInterval = interval
    self.refresh = refresh
  }

  func refreshFromOrigin(cause: RefreshCause, interval: Duration?, early: Bool) async -> RefreshOutcome {
    await refresh()
  }

  func follow(_ outcome: RefreshOutcome) {}  // the only member
}
