import Observation

/// The points a chart draws at its width: computed once per dataset and pixel column count, off
/// the main actor when the data is large, with the previous points kept on screen until the new
/// ones arrive.
///
/// A SwiftUI chart reads ``points(for:)`` in its body and calls ``update(for:)`` from
/// `.task(id:)` with the same ``Request``; PhaseKitUI's `SeriesChart` does:
///
/// ```swift
/// @State private var plot = PlotPointsModel()
///
/// var body: some View {
///   let request = PlotPointsModel.Request(dataset: dataset, width: width)
///   Chart(plot.points(for: request) ?? []) { … }
///     .task(id: request) { await plot.update(for: request) }
/// }
/// ```
///
/// What a view can rely on (tested on Linux, `PlotPointsModelTests`):
/// - **The same points** as ``Dataset/plotPoints(forWidth:method:)`` at the request's width.
/// - **One computation per request.** Widths within one pixel column are one request; the last
///   result is kept, so a body evaluated again, or a resize by a fraction of a point, computes
///   nothing.
/// - **Large data is plotted off the main actor.** A dataset of more than
///   ``synchronousPointLimit`` points is downsampled in a detached task; the main actor only
///   starts it and stores its result. Smaller ones are plotted at once (the first frame shows
///   the chart, not a blank).
/// - **No blank frame, no stale result.** While a computation runs, ``points(for:)`` returns
///   the previous result; a new request cancels the running computation, and a result that is no
///   longer the newest is never stored. Cancelling the task of an ``update(for:)`` cancels its
///   computation, which stops at its next check (before downsampling, before flattening) and
///   stores nothing.
@MainActor
@Observable
public final class PlotPointsModel {
  /// A dataset's point count up to which ``points(for:)`` and ``update(for:)`` plot on the
  /// calling (main) actor, so a small chart's first frame is the chart; larger datasets are
  /// plotted in a detached task. ``defaultSynchronousPointLimit`` unless given.
  public let synchronousPointLimit: Int

  /// The default ``synchronousPointLimit``: 20 000 points, a year of hourly readings in two
  /// series. Plotting that many to 320 columns took 0.37 ms (median, 2026-12-02) on the Linux build machine
  /// in a release build, against 1.5 ms for 2 000 000 points
  /// (`Tools/swiftui-typecheck/plot-points-timing.sh`); a phone is slower, and a lower limit only
  /// moves more of the work off the main actor.
  public nonisolated static let defaultSynchronousPointLimit = 20_000

  /// How a request too large for the main actor is plotted (its ``Request/plotPoints()`` unless
  /// a test holds it); runs in a detached task; `nil` when cancelled.
  typealias Computation = @Sendable (Request) async -> [PlotPoint]?

  /// Bumped when ``update(for:)`` stores a result: what observers of ``points`` are told about.
  private var revision = 0
  /// The last result computed, shown until the current request's arrives.
  @ObservationIgnored private var latest: (request: Request, points: [PlotPoint])?
  /// The computation running off the main actor, if any, and the generation it belongs to.
  @ObservationIgnored private var running: (request: Request, generation: Int, task: Task<[PlotPoint]?, Never>)?
  /// Incremented for every computation started and every result stored from the body: a result
  /// whose generation is no longer this one is stale.
  @ObservationIgnored private var generation = 0
  @ObservationIgnored private let computation: Computation
  /// How many computations were started, on or off the main actor (for tests).
  @ObservationIgnored private(set) var computationCount = 0

  /// Creates a model with nothing plotted yet.
  ///
  /// Cheap, and starts nothing: a view may create one on every initialisation
  /// (`@State private var plot = PlotPointsModel()`).
  ///
  /// - Parameter synchronousPointLimit: The point count up to which a dataset is plotted on the
  ///   main actor; ``defaultSynchronousPointLimit`` by default. 0 plots everything but an empty
  ///   dataset off the main actor.
  public nonisolated convenience init(synchronousPointLimit: Int = PlotPointsModel.defaultSynchronousPointLimit) {
    self.init(synchronousPointLimit: synchronousPointLimit) { request in request.plotPoints() }
  }

  /// Creates a model whose off-main-actor computation is `computation` (tests hold it).
  nonisolated init(synchronousPointLimit: Int, computation: @escaping Computation) {
    self.synchronousPointLimit = max(0, synchronousPointLimit)
    self.computation = computation
  }

  /// The last points computed, for any request; `nil` before the first. Observers are told when
  /// ``update(for:)`` stores new ones.
  public var points: [PlotPoint]? {
    _ = revision
    return latest?.points
  }

  /// The points to draw now for `request`, for a view's body: the request's own when they are
  /// known or small enough to plot at once (``synchronousPointLimit``), otherwise the previous
  /// request's (kept on screen until ``update(for:)`` brings the new ones), or `nil` when nothing
  /// was plotted yet.
  ///
  /// Never starts work off the main actor and never notifies observers, so calling it from a
  /// body is safe; it does record the reading, so the body runs again when ``update(for:)``
  /// stores a result.
  ///
  /// - Parameter request: The dataset and width the view shows.
  /// - Returns: The points to draw; an empty array for a dataset with nothing to plot.
  public func points(for request: Request) -> [PlotPoint]? {
    _ = revision
    if latest?.request != request, isSmall(request) {
      store(plotNow(request), for: request)
    }
    return latest?.points
  }

  /// Makes the points of `request` the ones shown: returns at once when they are, plots a small
  /// request at once, and otherwise plots it in a detached task and stores the result when it
  /// is still the newest request, telling observers.
  ///
  /// Call it from `.task(id: request)`: SwiftUI cancels the task when the width or the data
  /// changes (and when the view goes away), and a cancelled update cancels its computation,
  /// which then stores nothing. A call for a request already being computed waits for that
  /// computation instead of starting another.
  ///
  /// - Parameter request: The dataset and width the view shows.
  public func update(for request: Request) async {
    while !Task.isCancelled {
      if latest?.request == request { return }
      if let running, running.request == request {
        // Another update computes it: wait for that computation, then look again (it may have
        // been cancelled, and this call then computes it itself).
        finish(running.generation, request, await running.task.value)
        continue
      }
      if isSmall(request) {
        store(plotNow(request), for: request)
        revision += 1
        return
      }
      await plotOffMainActor(request)
      return
    }
  }

  /// Plots `request` in a detached task, cancelling the one running, and cancels it if the
  /// caller is cancelled.
  private func plotOffMainActor(_ request: Request) async {
    running?.task.cancel()
    generation += 1
    let mine = generation
    computationCount += 1
    let computation = self.computation
    let task = Task.detached(priority: Task.currentPriority) { await computation(request) }
    running = (request, mine, task)
    let points = await withTaskCancellationHandler {
      await task.value
    } onCancel: {
      task.cancel()
    }
    finish(mine, request, points)
  }

  /// Ends the computation of `generation`, once (by its owner or a caller waiting on it,
  /// whichever resumes first): stores its points when it is still the newest and was not
  /// cancelled.
  private func finish(_ generation: Int, _ request: Request, _ points: [PlotPoint]?) {
    guard running?.generation == generation else { return }
    running = nil
    guard self.generation == generation, let points else { return }
    latest = (request, points)
    revision += 1
  }

  /// Plots a small request on the calling actor.
  private func plotNow(_ request: Request) -> [PlotPoint] {
    computationCount += 1
    return request.dataset.plotted(columns: request.columns, method: request.method).plotPoints()
  }

  /// Stores a result plotted on the main actor: newer than anything still running.
  private func store(_ points: [PlotPoint], for request: Request) {
    running?.task.cancel()
    running = nil
    generation += 1
    latest = (request, points)
  }

  private func isSmall(_ request: Request) -> Bool {
    request.dataset.pointCount <= synchronousPointLimit
  }
}
