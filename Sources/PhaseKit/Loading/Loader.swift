import Foundation
import Observation

/// An observable view model that loads a value with deadlines, retries and clean cancellation,
/// and says what to show at every moment.
///
/// ```swift
/// let loader = Loader(source: HTTPSource(url: url)) { data throws(DataError) in
///   try WeatherCSV.decode(data)
/// }
/// await loader.load()
/// switch loader.content {
/// case .placeholder(let progress): LoadProgressView(progress: progress)
/// case .value(let weather, let notice): WeatherChart(weather, banner: notice)  // also stale
/// case .failure(let error): ErrorView(error: error)
/// }
/// ```
///
/// What a screen can rely on:
/// - ``content`` (a ``LoadContent``, the one read model) goes from a placeholder to a value or a
///   failure. While a value is shown, a refresh keeps it (``isLoading`` tells that a refresh
///   runs); a failed refresh keeps it too, with ``isStale`` set, the error in ``error`` and a
///   ``LoadNotice`` beside it. The seed's ``state`` is computed from it.
/// - Cancellation is never a failure: ``cancel()`` puts everything back as it was before the load
///   (values an operation published with ``LoadContext/publish(_:isStale:)`` stay).
/// - A late result of a superseded load is dropped (each load has a generation number).
/// - Concurrent ``load()`` calls share one load.
/// - Every load ends within its ``LoaderConfiguration/deadline`` (plus scheduling slack), even when
///   the operation ignores cancellation.
///
/// > Important: A load in flight keeps its loader alive until it ends (at most its deadline). Call
/// > ``cancel()`` when the screen goes away.
@MainActor
public final class Loader<Value: Sendable>: Observable {
  /// How loads are timed, retried and reported; see ``LoaderConfiguration``.
  public typealias Configuration = LoaderConfiguration

  /// One load's work: produce a value (with its date and origin) or throw a ``DataError``.
  public typealias Operation = @Sendable (LoadContext<Value>) async throws(DataError) -> Loaded<Value>

  /// Answers a load on the spot when the value is at hand (a fresh copy in a store's memory), or
  /// returns `nil` to let the ``Operation`` run.
  ///
  /// When it has the value it calls `beginAttempt` first (which records the load's `started` and
  /// `attemptStarted` events, as the slow path does), then records its own events for `loadID`,
  /// and returns the value. When it returns `nil` it has called nothing and recorded nothing.
  typealias Immediate = @MainActor (_ loadID: UInt64, _ beginAttempt: () -> Void) -> Loaded<Value>?

  /// What to show, in the seed's spelling: computed from ``content`` and ``isLoading`` (see
  /// ``LoadingState/init(_:isLoading:)``): `.idle` before the first load, `.loading` while a
  /// load runs with nothing to show, `.success` whenever a value is shown (also stale), and
  /// `.failure` when the load failed with nothing to show.
  public var state: LoadingState<Value> { LoadingState(decided(progress: { nil }), isLoading: isLoading) }
  /// The last good value, with when it was obtained and where from.
  public internal(set) var loaded: Loaded<Value>? {
    get { observed(keys.loaded, _loaded) }
    set { mutate(keys.loaded) { mutate(keys.loadedAt) { _loaded = newValue } } }
  }
  /// When the value shown was obtained (``Loaded/date``), observed on its own: a refresh that
  /// brings the same bytes again (a 304, a byte-identical body) moves only this, so a view that
  /// shows the value is not redrawn for it; a view that shows the data's age reads this.
  public var loadedAt: Date? { observed(keys.loadedAt, _loaded?.date) }
  /// The last load's failure: beside a stale value, or the failure itself. `nil` after a success.
  public internal(set) var error: DataError? {
    get { observed(keys.error, _error) }
    set { if newValue != _error { mutate(keys.error) { _error = newValue } } }
  }
  /// Whether the value shown is out of date: a refresh failed, or a cached copy is shown while a
  /// revalidation runs.
  public internal(set) var isStale: Bool {
    get { observed(keys.isStale, _isStale) }
    set { if newValue != _isStale { mutate(keys.isStale) { _isStale = newValue } } }
  }
  /// Whether a load is running.
  public internal(set) var isLoading: Bool {
    get { observed(keys.isLoading, _isLoading) }
    set { if newValue != _isLoading { mutate(keys.isLoading) { _isLoading = newValue } } }
  }
  /// How much of the current attempt's body has arrived, when the operation reports it; `nil`
  /// before the first report of each attempt.
  public internal(set) var progress: LoadProgress? {
    get { observed(keys.progress, _progress) }
    set { if newValue != _progress { mutate(keys.progress) { _progress = newValue } } }
  }
  /// The current or last attempt's number (1-based); 0 before the first load.
  public internal(set) var attempt: Int {
    get { observed(keys.attempt, _attempt) }
    set { if newValue != _attempt { mutate(keys.attempt) { _attempt = newValue } } }
  }

  /// The loader's configuration.
  public let configuration: Configuration
  let operation: Operation
  /// A synchronous first look that can end a load without starting a task: set by
  /// ``init(store:source:key:policy:configuration:hasData:decode:)`` to answer from the store's memory
  /// cache. See ``Immediate``.
  var immediate: Immediate?
  var current: Run?
  var generation: UInt64 = 0
  var observers: [UInt64: @MainActor (Snapshot) -> Void] = [:]
  var nextObserverID: UInt64 = 0
  /// How many views show this loader, and what their comings and goings do.
  var presence = ScreenPresence()
  /// Set when the data was invalidated while no view showed it: the next ``load()`` refetches.
  var needsRefresh = false
  /// The timer that refreshes this loader's key per ``LoaderConfiguration/refresh``; joined when
  /// a view first shows the loader.
  var refreshGroup: RefreshGroup?
  /// For a loader on a ``ResourceStore``: the store, the key, and an operation that refreshes
  /// past a fresh cached copy.
  var storeRefresh: StoreRefresh?
  /// How the last load that ended (not cancelled) ended: its id, and its error if it failed.
  var lastEnded: (id: UInt64, error: DataError?)?
  /// For a loader on a store: the key's ``ResourceStore/KeyState/revision`` of the value shown,
  /// so that the same bytes fetched again redraw nothing.
  var shownRevision: UInt64?

  // Observation is written out instead of using the @Observable macro: on a generic class every
  // key-path literal is instantiated at run time on each use (demangling its generic arguments),
  // which made the macro's accessors the largest cost of a load. These key paths are made once
  // per `Value` type and shared by every loader of that type: making them per loader cost most
  // of a new loader's 30 µs.
  private let registrar = ObservationRegistrar()
  private let keys = ObservedKeys.shared
  private var _loaded: Loaded<Value>?
  private var _error: DataError?
  private var _isStale = false
  private var _isLoading = false
  private var _progress: LoadProgress?
  private var _attempt = 0

  @MainActor private final class ObservedKeys {
    /// The key paths of `Loader<Value>`, made on first use.
    static var shared: ObservedKeys {
      let type = ObjectIdentifier(Loader.self)
      if let keys = loaderKeyPaths.withLock({ $0[type] }) { return unsafeDowncast(keys, to: ObservedKeys.self) }
      let keys = ObservedKeys()
      return loaderKeyPaths.withLock { cache in
        if let existing = cache[type] { return unsafeDowncast(existing, to: ObservedKeys.self) }
        cache[type] = keys
        return keys
      }
    }

    let loaded: KeyPath<Loader, Loaded<Value>?> = \.loaded
    let loadedAt: KeyPath<Loader, Date?> = \.loadedAt
    let error: KeyPath<Loader, DataError?> = \.error
    let isStale: KeyPath<Loader, Bool> = \.isStale
    let isLoading: KeyPath<Loader, Bool> = \.isLoading
    let progress: KeyPath<Loader, LoadProgress?> = \.progress
    let attempt: KeyPath<Loader, Int> = \.attempt
  }

  private func observed<Member>(_ keyPath: KeyPath<Loader, Member>, _ value: Member) -> Member {
    registrar.access(self, keyPath: keyPath)
    return value
  }

  private func mutate<Member>(_ keyPath: KeyPath<Loader, Member>, _ change: () -> Void) {
    registrar.withMutation(of: self, keyPath: keyPath, change)
  }

  /// The value shown was confirmed by its origin, unchanged: only its date and origin move, and
  /// only ``loadedAt`` observers hear of it.
  func confirmLoaded(date: Date, origin: Origin) {
    guard _loaded != nil, _loaded?.date != date || _loaded?.origin != origin else { return }
    mutate(keys.loadedAt) {
      _loaded?.date = date
      _loaded?.origin = origin
    }
  }

  /// Creates a loader from an operation that returns a ``Loaded`` value.
  ///
  /// - Parameters:
  ///   - configuration: Deadlines, retries, clock, events; defaults as in ``LoaderConfiguration``.
  ///   - operation: One attempt's work. It runs off the main actor, is cancelled on timeout or
  ///     ``cancel()``, and may report progress and publish interim values through its context.
  public init(configuration: Configuration = .init(), operation: @escaping Operation) {
    self.configuration = configuration
    self.operation = operation
  }

  /// Creates a loader from a closure that returns a value; the value's origin is
  /// ``Origin/network`` and its date the time it arrived.
  ///
  /// - Parameters:
  ///   - configuration: Deadlines, retries, clock, events.
  ///   - load: One attempt's work.
  public convenience init(
    configuration: Configuration = .init(),
    load: @escaping @Sendable () async throws(DataError) -> Value
  ) {
    self.init(configuration: configuration) { _ throws(DataError) in
      Loaded(value: try await load(), date: Date(), origin: .network)
    }
  }

  /// Creates a loader that fetches from a source and decodes the bytes.
  ///
  /// Progress is reported from the source; the value's origin is the source's. The label defaults
  /// to the source's identity when the configuration's label is the default `"load"`.
  ///
  /// - Parameters:
  ///   - source: Where the bytes come from.
  ///   - configuration: Deadlines, retries, clock, events.
  ///   - decode: Turns the bytes into a value, throwing ``DataError/decodingError(_:)-enum.case`` or
  ///     ``DataError/emptyData``.
  public convenience init(
    source: some DataSource, configuration: Configuration = .init(),
    decode: @escaping @Sendable (Data) throws(DataError) -> Value
  ) {
    var configuration = configuration
    if configuration.label == "load" { configuration.label = source.identity }
    self.init(configuration: configuration) { context throws(DataError) in
      let response = try await source.fetch(FetchRequest(progress: context.reportProgress))
      let checked = try await source.decodeIntact(response, progress: context.reportProgress, decode: decode)
      return Loaded(value: checked.value, date: Date(), origin: source.origin)
    }
  }

  /// The last good value, if any (also while refreshing and when stale).
  public var value: Value? { loaded?.value }

  /// What fills the screen now: the one read model (see ``LoadContent`` and its glossary),
  /// decided from ``loaded``, ``error``, ``isStale``, ``isLoading`` and ``progress`` as
  /// ``LoadDisplay/content`` decides it.
  public var content: LoadContent<Value> { decided(progress: { progress }) }

  /// The state as an AsyncImage-style phase, computed from ``content``: the value whenever one is
  /// shown, the error when there is nothing to show, `.empty` otherwise.
  public var phase: AsyncPhase<Value, DataError> { AsyncPhase(decided(progress: { nil })) }

  /// ``content``; `state` and `phase` leave the progress out, so that a view that reads them is
  /// not redrawn on every progress report.
  private func decided(progress: () -> LoadProgress?) -> LoadContent<Value> {
    .deciding(
      loaded: loaded, error: error, isStale: isStale, isLoading: isLoading, progress: progress)
  }

  /// The current error, ready to show: a banner when a (stale) value is still on screen, a full
  /// view otherwise, "action required" for permissions; the details name the loader's label (the
  /// URL or path). `nil` when there is no error.
  ///
  /// - Parameter language: The language; ``Language/current`` by default.
  /// - Returns: The presentation, or `nil`.
  public func errorPresentation(in language: Language = .current) -> ErrorPresentation? {
    error?.presentation(
      in: language, isShowingContent: loaded != nil, location: configuration.label)
  }

  /// Loads, unless a load is running (then waits for it) or a fresh value is already there (one
  /// that was not invalidated since).
  ///
  /// Returns when the load it started or joined has ended. Never throws: the outcome is in
  /// ``state`` and ``error``.
  public func load() async {
    if let current {
      await current.task.value
      return
    }
    if loaded != nil, !isStale, !needsRefresh { return }
    needsRefresh = false
    if let task = start() { await task.value }
  }

  /// Fetches again from the origin (network first) even when a value is shown, keeping it
  /// visible; a running load is superseded (cancelled, its late result dropped).
  ///
  /// A person's pull to refresh: it never answers from a cached copy, so it never reports data
  /// as fresh that was not fetched. When the fetch fails the value stays, marked stale, with the
  /// new error. It may go before a server's `Retry-After`, which automatic refreshes wait for;
  /// its ``LoadEvent/Kind/refreshing(cause:interval:early:)`` event says so.
  public func refresh() async {
    if let task = startRequested() { await task.value }
  }

  /// Tries again after a failure, from the origin (network first) as ``refresh()`` does, unless a
  /// load is already running (then waits for it).
  public func retry() async {
    if let current {
      await current.task.value
      return
    }
    if let task = startRequested() { await task.value }
  }

  /// Cancels the running load and puts every property back as it was before it started.
  ///
  /// Cancellation is never a failure: `state` does not become `.failure`. Does nothing when no
  /// load runs.
  public func cancel() {
    guard let run = current else { return }
    current = nil
    run.task.cancel()
    restore(run.settled)
    record(.cancelled, loadID: run.id)
  }
}

/// Each `Loader<Value>` type's observed key paths (``Loader`` explains why they are cached).
private let loaderKeyPaths = Lock<[ObjectIdentifier: AnyObject]>([:])
