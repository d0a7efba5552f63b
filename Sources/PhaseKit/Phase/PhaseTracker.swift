/// The bookkeeping behind an `AsyncImage`-style view: which identity the phase belongs to, what to
/// show while a load runs, and what to do when a load finishes, fails, is superseded or cancelled.
///
/// `PhaseTracker` is a plain value with no UI imports, so every rule an `AsyncPhaseView` follows is
/// decided (and tested) here, on every platform; the view only stores it in `@State`, calls
/// ``begin(id:)`` when its task starts and ``finish(_:with:)`` when the load ends.
///
/// The rules:
/// - A load for a new identity starts from ``AsyncPhase/empty``: a value that belongs to another
///   identity is never shown for this one.
/// - A phase that already holds the value for an identity is kept: a view that scrolls off screen
///   and back does not load again.
/// - Cancellation is never a failure. A cancelled load puts the phase back to what it was for that
///   identity before the load started (the seeds turned a scrolled-off row into an error).
/// - Only the latest load counts: a result that arrives after a newer ``begin(id:)`` is dropped.
///
/// ```swift
/// var tracker = PhaseTracker<URL, Data, DataError>()
/// if let ticket = tracker.begin(id: url) {
///   let outcome = await PhaseTracker<URL, Data, DataError>.outcome(of: load)
///   tracker.finish(ticket, with: outcome)
/// }
/// ```
public struct PhaseTracker<ID: Equatable, Success, Failure: Error> {
  /// Identifies one started load, so that a superseded load cannot change the phase.
  public struct Ticket: Sendable, Hashable {
    fileprivate let generation: UInt64
  }

  /// How a load ended.
  public enum Outcome {
    /// The load produced a value.
    case success(Success)
    /// The load failed for a reason other than cancellation.
    case failure(Failure)
    /// The load was cancelled, or failed because it was cancelled.
    case cancelled
  }

  /// What to show now.
  public private(set) var phase: AsyncPhase<Success, Failure> = .empty
  /// The identity the current phase belongs to; `nil` before the first load.
  public private(set) var id: ID?
  /// The load in flight: its generation and the phase to restore if it is cancelled.
  private var pending: (generation: UInt64, previous: AsyncPhase<Success, Failure>)?
  private var generation: UInt64 = 0
  /// How many times ``reload()`` was called.
  public private(set) var reloadCount: UInt64 = 0
  private var isReloadRequested = false

  /// Creates a tracker whose phase is ``AsyncPhase/empty``.
  public init() {}

  /// Whether a load started by ``begin(id:)`` has not finished yet.
  public var isLoading: Bool { pending != nil }

  /// Starts a load for an identity, unless the phase already holds its value.
  ///
  /// Sets the phase to ``AsyncPhase/empty`` (a placeholder shows while the load runs) and
  /// supersedes any load still in flight.
  ///
  /// - Parameter id: The identity to load, such as a URL.
  /// - Returns: A ticket to hand to ``finish(_:with:)``, or `nil` when the phase already holds
  ///   the value for `id` and no load is needed.
  public mutating func begin(id: ID) -> Ticket? {
    let isSameIdentity = self.id == id
    let isReload = isReloadRequested && isSameIdentity
    isReloadRequested = false
    if isSameIdentity, !isReload, case .success = phase, pending == nil { return nil }
    generation &+= 1
    // Restoring on cancellation must never bring back another identity's value.
    let previous: AsyncPhase<Success, Failure> =
      isSameIdentity ? (pending?.previous ?? phase) : .empty
    pending = (generation, previous)
    self.id = id
    // A reload keeps a value on screen until the new outcome arrives; anything else starts empty.
    if !(isReload && phase.value != nil) { phase = .empty }
    return Ticket(generation: generation)
  }

  /// Asks for the current identity to be loaded again: a person tapped "Retry" on the failure
  /// phase, or pulled to refresh.
  ///
  /// The next ``begin(id:)`` for the same identity starts a load even when the phase holds its
  /// value; a value stays on screen while it runs (no flash of the placeholder), a failure makes
  /// way for ``AsyncPhase/empty``.
  public mutating func reload() {
    reloadCount &+= 1
    isReloadRequested = true
  }

  /// Records how a load ended.
  ///
  /// - Parameters:
  ///   - ticket: The ticket ``begin(id:)`` returned for this load.
  ///   - outcome: How the load ended; ``Outcome/cancelled`` restores the phase it replaced.
  /// - Returns: `true` when the phase changed; `false` when the load had been superseded and its
  ///   outcome was dropped.
  @discardableResult
  public mutating func finish(_ ticket: Ticket, with outcome: Outcome) -> Bool {
    guard let pending, pending.generation == ticket.generation else { return false }
    self.pending = nil
    switch outcome {
    case .success(let value): phase = .success(value)
    case .failure(let error): phase = .failure(error)
    case .cancelled: phase = pending.previous
    }
    return true
  }

  /// Runs a load and reports how it ended, telling cancellation apart from failure.
  ///
  /// A value is kept even when the task was cancelled meanwhile (it is valid data). An error is
  /// ``Outcome/cancelled`` when the task was cancelled or the error itself means cancellation
  /// (`CancellationError`, ``DataError/cancelled``, `URLError.cancelled`).
  ///
  /// - Parameter load: The load to run, throwing `Failure` with typed throws.
  /// - Returns: How the load ended.
  public static func outcome(
    of load: @Sendable () async throws(Failure) -> Success
  ) async -> Outcome {
    do throws(Failure) {
      return .success(try await load())
    } catch {
      // Classification maps CancellationError and URLError.cancelled to .cancelled too.
      let isCancellation = Task.isCancelled || DataError.classify(error) == .cancelled
      return isCancellation ? .cancelled : .failure(error)
    }
  }
}

extension PhaseTracker: Sendable where ID: Sendable, Success: Sendable {}
extension PhaseTracker.Outcome: Sendable where Success: Sendable {}
extension PhaseTracker.Outcome: Equatable where Success: Equatable, Failure: Equatable {}
