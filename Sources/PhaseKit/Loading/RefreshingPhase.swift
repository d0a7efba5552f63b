import Foundation
import Observation

/// An `AsyncImage`-style phase that stays fresh: the decisions behind PhaseKitUI's
/// `AsyncPhaseView(id:refresh:…)`, made here so that they are tested on every platform.
///
/// It loads a value for an identity (the rules of ``PhaseTracker``: a new identity starts from
/// ``AsyncPhase/empty``, cancellation is never a failure) and then refreshes it as a
/// ``RefreshPolicy`` says, with the same timer as a ``Loader`` (``RefreshPolicy/interval`` with
/// jitter, return to the foreground, reconnect, back-off after failures):
/// - **A refresh is quiet.** ``phase`` keeps the value while it runs (``display``'s
///   ``LoadDisplay/isRefreshing`` is the indicator); the first-load placeholder never comes back.
/// - **A failed refresh keeps the picture.** ``phase`` keeps the value; ``display`` marks it stale,
///   with its age and the error (``RefreshStatus/stale(_:)``), and the next wait backs off.
/// - **Only while shown.** The timer runs while ``show(id:load:)`` runs; when it returns (the view
///   left the screen) no task is left, and a view that returns to data older than the interval
///   gets one catch-up refresh.
/// - **Per key.** Views that load through a ``ResourceStore`` share their key's timer with every
///   other view and ``Loader`` of that key: one request per interval; and they show the store's
///   stale mark, last refresh error and age of the key (kept per key by the store), so a view made
///   after a failure shows it stale, as a new ``Loader`` does. Views that load with a closure share
///   one timer per hashable id (and value type, and clock): views shown at the same instant share
///   one first load (one request), the leader's value is handed to the others, and a view
///   that appears after another loaded the id starts from it.
///
/// ```swift
/// let refreshing = RefreshingPhase<String, Forecast, DataError>(policy: .every(.seconds(30)))
/// // in the view's task, for as long as it is on screen:
/// await refreshing.show(id: city) { () async throws(DataError) -> Forecast in
///   try await api.forecast(for: city)
/// }
/// ```
///
/// With ``RefreshPolicy/manual`` (the view's default) nothing refreshes on its own and
/// ``reload()`` follows ``PhaseTracker/reload()``: exactly an `AsyncImage`-style phase.
@MainActor
public final class RefreshingPhase<ID: Equatable, Success: Sendable, Failure: Error>:
  Observable
{
  /// One load of the value; it runs off the main actor.
  public typealias Load = @Sendable () async throws(Failure) -> Success

  /// The policy; it never changes for the life of the object.
  public let policy: RefreshPolicy
  let configuration: LoaderConfiguration

  typealias Tracker = PhaseTracker<ID, Success, Failure>
  private let registrar = ObservationRegistrar()
  var tracker = Tracker()
  var _loadedAt: Date?
  var _refreshError: DataError?
  private var _isRefreshing = false
  private var presence = ScreenPresence()
  /// The current identity's loads. A struct, not optional closures: an optional typed-throws
  /// function type needs the Swift 6 runtime's metadata (iOS 18), above PhaseKit's floor.
  private var loads: Loads?
  /// The load in flight (a first load, a reload or a refresh) and its number.
  private var current: (task: Task<Void, Never>, generation: UInt64)?
  private var generation: UInt64 = 0
  /// How the last refresh that ran ended, by its generation.
  private var lastRefresh: (generation: UInt64, outcome: RefreshOutcome)?
  private var group: RefreshGroup?
  private var groupKey: String?
  /// For a phase keyed by a hashable id without a store: the id's shared timer and last value.
  var hub: PhaseHub?
  /// This phase's place in its id's shared first load, while it waits for it.
  var firstLoadSeat: (load: SharedFirstLoad, seat: UInt64)?
  /// For a phase that loads through a store: the key it shares, and the store once made.
  var sharing: RefreshSharing?
  var sharedStore: ResourceStore?
  /// Applies a change of what is shown; the SwiftUI view wraps it in its transaction.
  @_spi(PhaseKitUI) public var applyChange: @MainActor (_ change: () -> Void) -> Void = { $0() }

  /// Creates a phase that refreshes by `policy`; it starts nothing until ``show(id:load:)``.
  ///
  /// - Parameters:
  ///   - policy: When to refresh; ``RefreshPolicy/manual`` (never on its own) by default.
  ///   - signals: The foreground and reconnect signals; the process-wide ones, which
  ///     PhaseKitUI feeds from `scenePhase` and `NWPathMonitor`, by default.
  ///   - clock: The clock of the interval; `ContinuousClock()` by default.
  ///   - random: The jitter source; the system generator by default.
  public nonisolated init(
    policy: RefreshPolicy = .manual, signals: RefreshSignals = RefreshSignals(),
    clock: any Clock<Duration> = ContinuousClock(),
    random: @escaping @Sendable () -> any RandomNumberGenerator = { SystemRandomNumberGenerator() }
  ) {
    self.policy = policy
    configuration = LoaderConfiguration(
      clock: clock, random: random, refresh: policy, refreshSignals: signals)
  }

  /// What to show: the value (kept while a refresh runs and after one fails), the failure of a
  /// load with nothing to show, or ``AsyncPhase/empty`` while the first load runs.
  public var phase: AsyncPhase<Success, Failure> {
    registrar.access(self, keyPath: \.phase)
    return tracker.phase
  }

  /// The phase as a ``LoadDisplay``: the value with the date it was loaded, whether a refresh
  /// runs, and the error of the last refresh, which marks the value stale.
  public var display: LoadDisplay<Success> {
    registrar.access(self, keyPath: \.display)
    let loaded = tracker.phase.value.map { Loaded(value: $0, date: _loadedAt ?? Date()) }
    return LoadDisplay(
      loaded: loaded, error: _refreshError, isStale: loaded != nil && _refreshError != nil,
      isLoading: _isRefreshing || tracker.isLoading)
  }

  /// What to show beside the phase: ``RefreshStatus/stale(_:)`` after a failed refresh of a
  /// value shown, ``RefreshStatus/refreshing`` while a refresh runs beside a value,
  /// ``RefreshStatus/idle`` otherwise. Decided by ``LoadDisplay/content``, the one read model.
  public var status: RefreshStatus {
    let display = self.display
    if case .value(_, let notice?) = display.content, notice != .partial { return .stale(notice) }
    return display.isRefreshing ? .refreshing : .idle
  }

  /// Whether a view shows the phase now (a ``show(id:load:)`` runs).
  public var isOnScreen: Bool { presence.isOnScreen }

  /// How many refresh tasks (the timer and the signal listeners) of this phase's key are alive;
  /// for a phase on a store, those of all the store's keys.
  @_spi(Testing) public var liveRefreshTaskCount: Int { group?.counter.value ?? 0 }

  /// Shows the phase of `id` for as long as the calling task runs: loads it (unless the phase
  /// already holds its value), refreshes it as ``policy`` says meanwhile, and cancels a load in
  /// flight when the task is cancelled (the view left the screen).
  ///
  /// A view calls it from `.task(id:)`; a new `id` cancels the previous identity's load and starts
  /// from ``AsyncPhase/empty``.
  ///
  /// - Parameters:
  ///   - id: The identity of what is loaded.
  ///   - load: The load; it also refreshes.
  public func show(id: ID, load: @escaping Load) async {
    await show(id: id, load: load, refreshLoad: load, sharing: nil)
  }

  /// ``show(id:load:)`` with a separate load for refreshes (one that reaches past a fresh cached
  /// copy) and, for a load through a store, the store key whose timer to share.
  @_spi(PhaseKitUI) public func show(
    id: ID, load: @escaping Load, refreshLoad: @escaping Load, sharing: RefreshSharing?
  ) async {
    if tracker.id != id { switchIdentity() }
    loads = Loads(load: load, refresh: refreshLoad)
    self.sharing = sharing
    _ = presence.viewAppeared()
    if current == nil, !adoptSharedValue(id: id, sharing: sharing),
      let ticket = change({ tracker.begin(id: id) })
    {
      if !joinFirstLoad(load, id: id, sharing: sharing, ticket: ticket) { startLoad(load, ticket: ticket) }
    }
    if let sharing { await resolveStore(of: sharing) }
    if policy.refreshesOnItsOwn { await joinGroup(sharing, id: id) }
    group?.membershipChanged(self)
    let (visible, continuation) = AsyncStream<Never>.makeStream()
    // Iterating ends when the calling task is cancelled: the view left the screen.
    for await _ in visible {}
    continuation.finish()
    if presence.viewDisappeared(isLoading: current != nil) == .cancel { cancelCurrent() }
    group?.membershipChanged(self)
  }

  /// Loads the current identity again now: a person tapped "Retry" or pulled to refresh.
  ///
  /// With a policy that refreshes on its own and a value on screen, this is a refresh: the
  /// value stays, and stays (marked stale) if it fails. Otherwise it is ``PhaseTracker/reload()``:
  /// a value stays while the load runs, a failure makes way for ``AsyncPhase/empty``. Returns
  /// when the load ends.
  public func reload() async {
    guard let id = tracker.id, let loads else { return }
    if policy.refreshesOnItsOwn, tracker.phase.value != nil {
      _ = await refresh(with: loads.refresh)
      return
    }
    cancelCurrent()
    change { tracker.reload() }
    guard let ticket = change({ tracker.begin(id: id) }) else { return }
    await startLoad(loads.load, ticket: ticket).value
  }

  // MARK: - Loads

  /// An identity's ordinary load and its refresh.
  private struct Loads {
    let load: Load
    let refresh: Load
  }

  /// A new identity: whatever belonged to the previous one goes.
  private func switchIdentity() {
    cancelCurrent()
    _loadedAt = nil
    if _refreshError != nil || _isRefreshing {
      change {
        _refreshError = nil
        _isRefreshing = false
      }
    }
  }

  /// Cancels the load in flight; a cancelled refresh puts nothing on screen (never a failure).
  private func cancelCurrent() {
    current?.task.cancel()
    current = nil
    leaveFirstLoad()
    if _isRefreshing { change { _isRefreshing = false } }
  }

  /// Starts a load that the tracker's `ticket` stands for (a first load or a reload).
  @discardableResult
  private func startLoad(_ load: @escaping Load, ticket: Tracker.Ticket) -> Task<Void, Never> {
    startLoad(ticket: ticket) { await Tracker.outcome(of: load) }
  }

  /// Starts a load whose outcome `outcome` gives (the load itself, or a share of the id's first
  /// load), as the load in flight.
  @discardableResult
  func startLoad(ticket: Tracker.Ticket, outcome: @escaping @MainActor () async -> Tracker.Outcome)
    -> Task<Void, Never>
  {
    generation &+= 1
    let number = generation
    let task = Task {
      let outcome = await outcome()
      self.finishLoad(number, ticket: ticket, outcome: outcome)
    }
    current = (task, number)
    return task
  }

  private func finishLoad(_ number: UInt64, ticket: Tracker.Ticket, outcome: Tracker.Outcome) {
    if current?.generation == number {
      current = nil
      firstLoadSeat = nil
    }
    change {
      guard tracker.finish(ticket, with: outcome) else { return }
      if case .success(let value) = outcome {
        // Through a store, the key's state: a cached answer keeps the key's stale mark and error.
        let known = keyKnowledge()
        _loadedAt = known?.date ?? Date()
        _refreshError = known?.error
        hub?.latest = (value, _loadedAt ?? Date())
      }
    }
    if case .success = outcome { group?.memberSucceeded() }
  }

  /// Runs a quiet refresh (or joins the load in flight) and says how it ended.
  private func refresh(with load: @escaping Load) async -> RefreshOutcome {
    if let current {
      // A load already on its way answers this refresh too.
      await current.task.value
      if let lastRefresh, lastRefresh.generation == current.generation { return lastRefresh.outcome }
      return tracker.phase.error.map { .failed(.classify($0)) } ?? .succeeded
    }
    guard let id = tracker.id else { return .cancelled }
    guard tracker.phase.value != nil || tracker.phase.error != nil else {
      // Nothing shown yet and nothing running (a first load was cancelled): load it.
      guard let ticket = change({ tracker.begin(id: id) }) else { return .succeeded }
      await startLoad(load, ticket: ticket).value
      return tracker.phase.error.map { .failed(.classify($0)) } ?? .succeeded
    }
    generation &+= 1
    let number = generation
    change { _isRefreshing = true }
    let task = Task {
      let outcome = await Tracker.outcome(of: load)
      self.finishRefresh(number, id: id, outcome: outcome)
    }
    current = (task, number)
    await task.value
    guard let lastRefresh, lastRefresh.generation == number else { return .cancelled }
    return lastRefresh.outcome
  }

  private func finishRefresh(_ number: UInt64, id: ID, outcome: Tracker.Outcome) {
    guard current?.generation == number, tracker.id == id else { return }
    current = nil
    let result: RefreshOutcome
    switch outcome {
    case .success: result = .succeeded
    case .failure(let error): result = .failed(.classify(error))
    case .cancelled: result = .cancelled
    }
    lastRefresh = (number, result)
    change {
      _isRefreshing = false
      switch outcome {
      case .success(let value):
        let known = keyKnowledge()
        _loadedAt = known?.date ?? Date()
        _refreshError = known?.error
        hub?.latest = (value, _loadedAt ?? Date())
        replacePhase(id: id, with: outcome)
      case .failure(let error):
        _refreshError = .classify(error)
        // A value stays on screen, marked stale; a failure shown is replaced by the new one.
        if tracker.phase.value == nil { replacePhase(id: id, with: outcome) }
      case .cancelled:
        break
      }
    }
  }

  /// Puts a refresh's outcome in the tracker in one step, so no placeholder is ever shown.
  func replacePhase(id: ID, with outcome: Tracker.Outcome) {
    tracker.reload()
    if let ticket = tracker.begin(id: id) { tracker.finish(ticket, with: outcome) }
  }

  /// Applies a change of what is shown as one observable mutation.
  @discardableResult
  func change<T>(_ body: () -> T) -> T {
    var result: T?
    applyChange {
      registrar.withMutation(of: self, keyPath: \.phase) {
        registrar.withMutation(of: self, keyPath: \.display) { result = body() }
      }
    }
    // `applyChange` runs its argument once; a wrapper that did not would be a programming error.
    return result!
  }

  // MARK: - The key's timer

  private func joinGroup(_ sharing: RefreshSharing?, id: ID) async {
    let hubKey = sharing == nil ? PhaseHub.Key(phase: Self.self, id: id, clock: configuration.clock) : nil
    if group != nil, groupKey == sharing?.key, hub?.key == hubKey { return }
    group?.memberLeft(self)
    group = nil
    let kept = hubKey != nil && hub?.key == hubKey ? hub : nil
    hub = nil
    groupKey = sharing?.key
    if let sharing {
      let store = await resolveStore(of: sharing)
      guard groupKey == sharing.key else { return }  // another identity took over meanwhile
      group = store.refreshGroups.group(forKey: sharing.key, configuration: configuration, store: store)
    } else if let hubKey {
      // The hub a shared first load already joined, else the id's live one.
      let hub = kept ?? PhaseHub.hub(for: hubKey, configuration: configuration)
      self.hub = hub
      group = hub.group
    } else {
      group = RefreshGroup(configuration: configuration, counter: RefreshTaskCounter())
    }
  }
}

extension RefreshingPhase: RefreshMember {
  var refreshInterval: Duration? { policy.interval }

  func refreshFromOrigin(cause: RefreshCause, interval: Duration?, early: Bool) async -> RefreshOutcome {
    guard let loads else { return .cancelled }
    return await refresh(with: loads.refresh)
  }

  func follow(_ outcome: RefreshOutcome) {
    guard current == nil, tracker.phase.value != nil || tracker.phase.error != nil else { return }
    switch outcome {
    case .succeeded:
      // Views of one id without a store: the leader's value, as it is.
      if takeSharedValue() { return }
      // Another view's refresh put fresh bytes in the store: the ordinary load finds them there.
      if let loads { Task { _ = await refresh(with: loads.load) } }
    case .failed(let error):
      if tracker.phase.value != nil { change { _refreshError = keyKnowledge()?.error ?? error } }
    case .cancelled:
      break
    }
  }
}
