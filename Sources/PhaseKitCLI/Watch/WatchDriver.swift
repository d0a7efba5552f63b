import Foundation
import PhaseCharts
import PhaseKit

/// Runs a ``WatchModel`` against a real or manual clock: one inbox for key presses, resizes,
/// clock ticks, progress and load results, handled one at a time on the main actor, with the
/// model's actions performed after each.
///
/// ```swift
/// let driver = WatchDriver<PreparedChart, ContinuousClock>(
///   configuration: .init(interval: .seconds(10)), clock: ContinuousClock(),
///   load: { progress in await loadOnce(progress) },
///   update: { driver, update in draw(driver, update) })
/// keyReader.onKey = { driver.send(.quit) }   // from any thread
/// await driver.run()                          // returns after .quit
/// ```
///
/// It keeps the last good value next to the model; a load that fails keeps it. When to refresh
/// is decided by PhaseKit's refresh schedule (`RefreshSchedule`: the timer, pause and catch-up,
/// back-off and `Retry-After` that apps' loaders use), run on the same clock with the model's
/// policy; the first load and the refresh key go through it too, so it always knows the last
/// outcome. It sleeps on the clock only until the model's next wake (at most one second), so a
/// test with a manual clock drives every countdown, and an idle watch costs one wake-up a second.
@MainActor
public final class WatchDriver<Value: Sendable, C: Clock>: Sendable where C.Duration == Duration {
  /// One load's outcome.
  public enum LoadResult: Sendable {
    /// The load brought `value`, loaded at `date`; `isChanged` is false for a 304, an unchanged
    /// file, or a value equal to the one shown.
    case loaded(Value, summary: WatchModel<C.Instant>.Summary, date: Date, isChanged: Bool)
    /// The load failed.
    case failed(DataError)
  }

  /// One load: reports progress through its argument and returns its outcome.
  public typealias Load = @MainActor (_ progress: @escaping @Sendable (LoadProgress) -> Void) async -> LoadResult

  /// What the screen must do.
  public enum Update: Sendable, Hashable {
    /// Draw everything again.
    case redrawAll
    /// Draw the status lines again.
    case redrawStatus
    /// A load ended (for a log line per refresh); `isChanged` when it brought new data.
    case loadEnded(isChanged: Bool, failed: Bool)
  }

  private enum Input: Sendable {
    case key(WatchModel<C.Instant>.Key)
    case resize
    case tick(UInt64)
    case progress(UInt64)
    case result(UInt64, LoadResult)
  }

  /// The model, as of the last input handled.
  public private(set) var model: WatchModel<C.Instant>
  /// The last good value.
  public private(set) var value: Value?
  /// The clock.
  public let clock: C

  private let load: Load
  private let update: @MainActor (WatchDriver, Update) -> Void
  private let inbox: AsyncStream<Input>
  private let continuation: AsyncStream<Input>.Continuation
  private let latestProgress = Lock<(id: UInt64, progress: LoadProgress, isPending: Bool)?>(nil)
  private var loadID: UInt64 = 0
  private var loadTask: Task<LoadResult, Never>?
  private var schedule: RefreshSchedule?
  private var isFinished = false
  private var wakeTask: Task<Void, Never>?
  private var armedWake: C.Instant?
  private var wakeGeneration: UInt64 = 0

  /// Creates a driver.
  ///
  /// - Parameters:
  ///   - configuration: Interval and backoff.
  ///   - clock: The clock countdowns and refreshes follow; a `ManualClock` in tests.
  ///   - load: One load; called on the main actor, never twice at once.
  ///   - update: Called after each input with what the screen must do.
  public init(
    configuration: WatchModel<C.Instant>.Configuration, clock: C, load: @escaping Load,
    update: @escaping @MainActor (WatchDriver, Update) -> Void
  ) {
    self.model = WatchModel(configuration: configuration)
    self.clock = clock
    self.load = load
    self.update = update
    (inbox, continuation) = AsyncStream<Input>.makeStream(bufferingPolicy: .unbounded)
  }

  /// Presses a key; callable from any thread (a key reader, a signal handler).
  public nonisolated func send(_ key: WatchModel<C.Instant>.Key) {
    continuation.yield(.key(key))
  }

  /// Says the terminal changed size; callable from any thread.
  public nonisolated func sendResize() {
    continuation.yield(.resize)
  }

  /// Shows a cached copy from an earlier run, marked stale, until the first load ends.
  public func showCachedCopy(_ value: Value, summary: WatchModel<C.Instant>.Summary, date: Date) {
    guard model.content == nil else { return }
    self.value = value
    perform(model.showCachedCopy(summary, date: date))
  }

  /// Starts the first load and handles inputs until a quit; then cancels the running load.
  public func run() async {
    schedule = RefreshSchedule(policy: model.configuration.refresh, clock: clock) { [weak self] in
      await self?.scheduledRefresh() ?? .cancelled
    }
    schedule?.isRunning = true
    if perform(model.start(at: clock.now)) { return finish() }
    armWake()
    for await input in inbox {
      let actions: [WatchModel<C.Instant>.Action]
      switch input {
      case .key(let key):
        actions = model.pressed(key, at: clock.now)
      case .resize:
        actions = model.resized()
      case .tick(let generation):
        guard generation == wakeGeneration else { continue }
        armedWake = nil
        actions = model.tick(at: clock.now)
      case .progress(let id):
        let latest = latestProgress.withLock { latest -> LoadProgress? in
          latest?.isPending = false
          return latest?.id == id ? latest?.progress : nil
        }
        guard id == loadID, let latest else { continue }
        actions = model.progressed(latest)
      case .result(let id, let result):
        guard id == loadID else { continue }
        loadTask = nil
        actions = handle(result)
      }
      if perform(actions) { return finish() }
      // A pause stops the schedule's timer (after a load the refresh key started); resuming
      // catches up at once if a refresh fell due meanwhile.
      schedule?.isRunning = !model.isPaused || model.isLoading
      armWake()
    }
    finish()
  }

  /// A refresh the schedule started (the interval or the back-off passed), or the one a load
  /// started here asked it for: runs or joins the load, and tells the schedule how it ended.
  private func scheduledRefresh() async -> RefreshSchedule.Outcome {
    guard !isFinished else { return .cancelled }  // a refresh that fired as the run ended
    if loadTask == nil {
      let actions = model.refreshDue(at: clock.now)
      guard !actions.isEmpty else { return .cancelled }
      startLoadTask()
      perform(actions)
      armWake()  // the countdown gives way to the refreshing indicator
    }
    guard let loadTask else { return .cancelled }
    switch await loadTask.value {
    case .loaded: return .succeeded
    case .failed(.cancelled): return .cancelled
    case .failed(let error): return .failed(error)
    }
  }

  private func handle(_ result: LoadResult) -> [WatchModel<C.Instant>.Action] {
    switch result {
    case .loaded(let value, let summary, let date, let isChanged):
      self.value = value
      let actions = model.loaded(summary, at: clock.now, date: date, isChanged: isChanged)
      update(self, .loadEnded(isChanged: isChanged, failed: false))
      return actions
    case .failed(let error):
      let actions = model.failed(error, at: clock.now)
      if error != .cancelled { update(self, .loadEnded(isChanged: false, failed: true)) }
      return actions
    }
  }

  /// Performs actions in order; true when one of them is a quit.
  @discardableResult
  private func perform(_ actions: [WatchModel<C.Instant>.Action]) -> Bool {
    for action in actions {
      switch action {
      case .quit: return true
      case .startLoad:
        startLoadTask()
        // The schedule joins this load (even while paused), so that its next wait follows from
        // how it ends.
        schedule?.isRunning = true
        schedule?.refreshNow()
      case .redrawAll: update(self, .redrawAll)
      case .redrawStatus: update(self, .redrawStatus)
      }
    }
    return false
  }

  private func startLoadTask() {
    loadID &+= 1
    let id = loadID
    let continuation = self.continuation
    let latestProgress = self.latestProgress
    // Only the latest progress waits, and at most one progress input is queued: a fast download
    // does not flood the inbox.
    let progress: @Sendable (LoadProgress) -> Void = { progress in
      let needsInput = latestProgress.withLock { latest -> Bool in
        let wasPending = latest?.id == id && latest?.isPending == true
        latest = (id, progress, true)
        return !wasPending
      }
      if needsInput { continuation.yield(.progress(id)) }
    }
    let load = self.load
    loadTask = Task { @MainActor in
      let result = await load(progress)
      continuation.yield(.result(id, result))
      return result
    }
  }

  /// Sleeps until the model's next wake, unless a sleep for that instant is already armed.
  private func armWake() {
    let wake = model.nextWake(after: clock.now)
    if let armedWake, armedWake == wake { return }
    wakeTask?.cancel()
    wakeGeneration &+= 1
    let generation = wakeGeneration
    armedWake = wake
    let clock = self.clock
    let continuation = self.continuation
    wakeTask = Task {
      do {
        try await clock.sleep(until: wake, tolerance: nil)
      } catch {
        return
      }
      continuation.yield(.tick(generation))
    }
  }

  private func finish() {
    isFinished = true
    schedule?.isRunning = false
    schedule = nil
    wakeTask?.cancel()
    wakeTask = nil
    loadTask?.cancel()
    loadTask = nil
    continuation.finish()
  }
}
