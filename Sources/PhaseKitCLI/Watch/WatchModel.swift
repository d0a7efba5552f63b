import Foundation
import PhaseCharts
import PhaseKit

/// Every decision of a live, self-refreshing chart (`phasekit watch`) as a pure state machine:
/// it takes load results, key presses, clock ticks and the refreshes its schedule starts, and
/// returns what to do — start a load, redraw everything, redraw only the status line, quit — and
/// when to wake up next.
///
/// When a refresh is due is not its decision: the driver runs PhaseKit's refresh schedule (the
/// timer apps' loaders share, with the same ``Configuration/refresh`` policy), which calls
/// ``refreshDue(at:)``. The model keeps ``nextRefresh`` by the same rule, for the countdown.
///
/// ```swift
/// var model = WatchModel<ContinuousClock.Instant>(configuration: .init(interval: .seconds(5)))
/// perform(model.start(at: clock.now))                    // [.startLoad, .redrawAll]
/// perform(model.loaded(summary, at: clock.now, date: Date(), isChanged: true))
/// try await clock.sleep(until: model.nextWake(after: clock.now))
/// perform(model.tick(at: clock.now))                     // [.redrawStatus]: the countdown moves
/// perform(model.refreshDue(at: clock.now))               // the schedule started a refresh
/// ```
///
/// What it guarantees:
/// - A refresh never blanks the chart: while content is shown, a load only changes the status.
/// - A refresh that finds the same data (`isChanged == false`: HTTP 304, an unchanged file, equal
///   values) costs no full redraw; only the status line moves.
/// - A failed refresh keeps the content, marks it stale with the error, and schedules a retry
///   after a backoff that doubles per consecutive failure from the interval (capped at
///   ``Configuration/maximumBackoff``) and is never shorter than the server's `Retry-After`.
///   A success clears the stale mark and the backoff.
/// - One load at a time: a key or tick that would start a second one while one runs is ignored.
/// - Cancellation is never a failure.
///
/// It holds no value and no clock: the driver (``WatchDriver`` or a test) passes instants in.
public struct WatchModel<Instant: InstantProtocol>: Sendable where Instant.Duration == Duration {
  /// How often to refresh and how far to back off: a ``PhaseKit/RefreshPolicy``, the one polling
  /// rule that apps' loaders follow too.
  public struct Configuration: Sendable, Hashable {
    /// The shortest interval `--every` accepts: 1 s.
    public static var minimumInterval: Duration { .seconds(1) }

    /// The interval and the back-off, without jitter (a terminal shows its countdown exactly).
    public private(set) var refresh: RefreshPolicy

    /// The time between the end of a successful load and the next refresh. Default 10 s.
    public var interval: Duration {
      get { refresh.interval ?? .seconds(10) }
      set { self = Configuration(interval: newValue, maximumBackoff: maximumBackoff) }
    }
    /// The longest wait before a retry after failures, unless `Retry-After` asks for longer.
    /// Default 5 min (or the interval, if longer).
    public var maximumBackoff: Duration {
      get { refresh.maximumBackoff }
      set { self = Configuration(interval: interval, maximumBackoff: newValue) }
    }

    /// Creates a configuration.
    ///
    /// - Parameters:
    ///   - interval: The refresh interval; 10 s by default. Not clamped here: the command line
    ///     enforces ``minimumInterval``, so that tests may run faster.
    ///   - maximumBackoff: The backoff's cap; 5 minutes by default.
    public init(interval: Duration = .seconds(10), maximumBackoff: Duration = .seconds(300)) {
      let interval = max(interval, .milliseconds(1))
      refresh = RefreshPolicy(
        interval: interval, jitter: 0, maximumBackoff: max(maximumBackoff, interval))
    }
  }

  /// What a loaded value looks like on the status line.
  public struct Summary: Sendable, Hashable {
    /// The points drawn, over every series.
    public var pointCount: Int
    /// The points sanitization dropped.
    public var droppedCount: Int
    /// Which columns the chart draws and why; nil when not known.
    public var choice: ChartChoice?
    /// How the numbers were read when not written plainly; nil when they were.
    public var numbers: NumberNotation?

    /// Creates a summary.
    public init(
      pointCount: Int, droppedCount: Int = 0, choice: ChartChoice? = nil, numbers: NumberNotation? = nil
    ) {
      self.pointCount = pointCount
      self.droppedCount = droppedCount
      self.choice = choice
      self.numbers = numbers
    }

    /// The summary of a prepared chart: its points, what sanitization dropped, and which
    /// columns it draws.
    public init(_ prepared: PreparedChart) {
      self.init(
        pointCount: prepared.dataset.series.reduce(0) { $0 + $1.count },
        droppedCount: prepared.report.droppedCount,
        choice: prepared.columns.choice.columns.isEmpty ? nil : prepared.columns.choice,
        numbers: prepared.columns.numbers)
    }
  }

  /// What is on screen: the last good data's summary and date.
  public struct Content: Sendable, Hashable {
    /// The data's summary.
    public var summary: Summary
    /// When it was loaded (wall clock).
    public var date: Date
    /// Whether it is a cached copy from an earlier run, not yet confirmed by a load.
    public var isCachedCopy: Bool
  }

  /// A key the person pressed.
  public enum Key: Sendable, Hashable {
    /// `q` or Ctrl-C.
    case quit
    /// `r`: refresh now.
    case refresh
    /// `p`: pause or resume automatic refreshes.
    case togglePause
  }

  /// Something the driver must do.
  public enum Action: Sendable, Hashable {
    /// Start one load.
    case startLoad
    /// Redraw the whole screen: the content or its state changed.
    case redrawAll
    /// Redraw only the status lines (ages, countdowns, the refreshing indicator).
    case redrawStatus
    /// Restore the terminal and exit.
    case quit
  }

  /// The configuration.
  public let configuration: Configuration
  /// The content on screen, if any.
  public private(set) var content: Content?
  /// Whether a load runs.
  public private(set) var isLoading = false
  /// The running load's progress, when it reported any.
  public private(set) var progress: LoadProgress?
  /// When the running load started.
  public private(set) var loadStartedAt: Instant?
  /// The last load's error; `nil` after a success. Beside content it means "stale".
  public private(set) var error: DataError?
  /// How many loads in a row failed.
  public private(set) var consecutiveFailures = 0
  /// When the next automatic refresh (or retry) is due; `nil` while loading.
  public private(set) var nextRefresh: Instant?
  /// Whether automatic refreshes are paused.
  public private(set) var isPaused = false
  /// How many loads were started.
  public private(set) var loadCount = 0
  /// How many full redraws were asked for (for tests and the soak).
  public private(set) var fullRedrawCount = 0

  /// Creates a model that has not started.
  ///
  /// - Parameter configuration: Interval and backoff; defaults as in ``Configuration``.
  public init(configuration: Configuration = .init()) {
    self.configuration = configuration
  }

  /// Whether the content on screen is out of date: a refresh failed, or it is a cached copy
  /// from an earlier run that no load has confirmed yet.
  public var isStale: Bool {
    guard let content else { return false }
    return error != nil || content.isCachedCopy
  }

  // MARK: - Events

  /// Starts: the first load.
  public mutating func start(at now: Instant) -> [Action] {
    beginLoad(at: now) + [redrawAll()]
  }

  /// Shows a cached copy from an earlier run at once, marked stale, while the first load runs.
  /// Ignored once a load has brought content.
  public mutating func showCachedCopy(_ summary: Summary, date: Date) -> [Action] {
    guard content == nil else { return [] }
    content = Content(summary: summary, date: date, isCachedCopy: true)
    return [redrawAll()]
  }

  /// The running load reported progress.
  public mutating func progressed(_ progress: LoadProgress) -> [Action] {
    guard isLoading else { return [] }
    self.progress = progress
    // The skeleton's progress bar is the screen; over content or an error card only the
    // indicator moves.
    return content == nil && error == nil ? [redrawAll()] : [.redrawStatus]
  }

  /// The running load succeeded.
  ///
  /// - Parameters:
  ///   - summary: The loaded data's summary.
  ///   - now: The current instant.
  ///   - date: When the data was loaded (wall clock), for "updated 14:05:12".
  ///   - isChanged: Whether the data differs from what is on screen; `false` for a 304, an
  ///     unchanged file, or equal values.
  public mutating func loaded(_ summary: Summary, at now: Instant, date: Date, isChanged: Bool)
    -> [Action]
  {
    guard isLoading else { return [] }
    let wasStale = isStale
    let hadContent = content != nil
    finishLoad()
    error = nil
    consecutiveFailures = 0
    content = Content(summary: summary, date: date, isCachedCopy: false)
    nextRefresh = now.advanced(by: configuration.interval)
    if isChanged || !hadContent || wasStale { return [redrawAll()] }
    return [.redrawStatus]
  }

  /// The running load failed.
  ///
  /// - Parameters:
  ///   - error: Its error. ``PhaseKit/DataError/cancelled`` puts the model back as before the
  ///     load, with the next refresh one interval away.
  ///   - now: The current instant.
  public mutating func failed(_ error: DataError, at now: Instant) -> [Action] {
    guard isLoading else { return [] }
    finishLoad()
    if error == .cancelled {
      nextRefresh = now.advanced(by: configuration.interval)
      return [.redrawStatus]
    }
    // The same error again (a server down for a while) changes only the countdown.
    let changesScreen = self.error != error
    self.error = error
    consecutiveFailures += 1
    nextRefresh = now.advanced(by: retryDelay(for: error))
    return changesScreen ? [redrawAll()] : [.redrawStatus]
  }

  /// The clock moved: a status redraw, so that ages and countdowns stay current. (Refreshes
  /// are started by the schedule, ``refreshDue(at:)``.)
  public mutating func tick(at now: Instant) -> [Action] {
    [.redrawStatus]
  }

  /// The refresh schedule started a refresh (the interval or the back-off passed): the driver
  /// runs the load itself, so no ``Action/startLoad`` is returned. Ignored while a load runs.
  public mutating func refreshDue(at now: Instant) -> [Action] {
    guard !beginLoad(at: now).isEmpty else { return [] }
    // A refresh keeps what is on screen (chart, or error card); only the indicator shows.
    return [.redrawStatus]
  }

  /// A key was pressed.
  public mutating func pressed(_ key: Key, at now: Instant) -> [Action] {
    switch key {
    case .quit:
      return [.quit]
    case .refresh:
      guard !isLoading else { return [] }
      return beginLoad(at: now) + [.redrawStatus]
    case .togglePause:
      isPaused.toggle()
      return [.redrawStatus]
    }
  }

  /// The terminal changed size: everything is drawn again at the new size.
  public mutating func resized() -> [Action] {
    [redrawAll()]
  }

  // MARK: - Timing

  /// When the driver should call ``tick(at:)`` next: the due refresh, or one second from now
  /// (whichever is first) so that ages and countdowns move once a second; one second while a
  /// load runs, while paused, or once the refresh is due (the schedule starts it).
  public func nextWake(after now: Instant) -> Instant {
    let second = now.advanced(by: .seconds(1))
    guard !isLoading, !isPaused, let due = nextRefresh, due > now else { return second }
    return min(due, second)
  }

  /// How long to wait before retrying after `error`: the interval doubled per consecutive
  /// failure, capped at ``Configuration/maximumBackoff``, and at least the error's `Retry-After`
  /// (``PhaseKit/RefreshPolicy/nextDelay(afterFailures:retryAfter:random:)``).
  ///
  /// - Parameter error: The error that just ended a load (already counted in
  ///   ``consecutiveFailures``).
  /// - Returns: The delay.
  public func retryDelay(for error: DataError) -> Duration {
    var noJitter = SeededRandom(seed: 0)  // the policy has none; the generator is never drawn
    return configuration.refresh.nextDelay(
      afterFailures: max(consecutiveFailures, 1), retryAfter: error.retryAfter, random: &noJitter)
      ?? configuration.interval
  }

  // MARK: - Helpers

  private mutating func beginLoad(at now: Instant) -> [Action] {
    guard !isLoading else { return [] }
    isLoading = true
    progress = nil
    loadStartedAt = now
    nextRefresh = nil
    loadCount += 1
    return [.startLoad]
  }

  private mutating func finishLoad() {
    isLoading = false
    progress = nil
    loadStartedAt = nil
  }

  private mutating func redrawAll() -> Action {
    fullRedrawCount += 1
    return .redrawAll
  }
}
