/// Whether a loader's data is on screen, and what to do when a view appears or disappears or when
/// the data is invalidated: the decisions behind PhaseKitUI's `LoaderView`, made here so that they
/// are tested on every platform.
///
/// Views count: a loader shown by two views is on screen until both are gone.
///
/// | event | on screen | off screen |
/// |---|---|---|
/// | a view appears | ``Action/load`` (a fresh value is kept, a running load joined) | ``Action/load`` |
/// | the last view disappears while loading | — | ``Action/cancel`` (cancellation restores the last state) |
/// | the data is invalidated (``ResourceStore/invalidate(key:)``) | ``Action/refresh`` | ``Action/markForRefresh``: the next appearance refetches |
///
/// ```swift
/// var presence = ScreenPresence()
/// presence.viewAppeared()                   // .load
/// presence.dataInvalidated()                // .refresh: the data on screen is refetched
/// presence.viewDisappeared(isLoading: true) // .cancel
/// ```
public struct ScreenPresence: Sendable, Hashable {
  /// What the loader does.
  public enum Action: Sendable, Hashable {
    /// Nothing.
    case none
    /// Load unless a fresh value is there; join a running load.
    case load
    /// Load again now, keeping the value on screen while the new one loads.
    case refresh
    /// Cancel the running load: nobody is looking at it any more.
    case cancel
    /// Remember that the value is out of date, so the next ``load`` refetches it.
    case markForRefresh
  }

  /// How many views show the loader's data now.
  public private(set) var visibleViewCount = 0

  /// Creates a presence with no view on screen.
  public init() {}

  /// Whether at least one view shows the data.
  public var isOnScreen: Bool { visibleViewCount > 0 }

  /// A view that shows the data appeared.
  ///
  /// - Returns: ``Action/load``.
  public mutating func viewAppeared() -> Action {
    visibleViewCount += 1
    return .load
  }

  /// A view that showed the data disappeared.
  ///
  /// - Parameter isLoading: Whether a load is running.
  /// - Returns: ``Action/cancel`` when that was the last view and a load runs; ``Action/none``
  ///   otherwise.
  public mutating func viewDisappeared(isLoading: Bool) -> Action {
    guard visibleViewCount > 0 else { return .none }  // a view torn down twice
    visibleViewCount -= 1
    return !isOnScreen && isLoading ? .cancel : .none
  }

  /// The data was invalidated (TanStack Query's `invalidateQueries`).
  ///
  /// - Returns: ``Action/refresh`` when on screen, ``Action/markForRefresh`` otherwise.
  public func dataInvalidated() -> Action {
    isOnScreen ? .refresh : .markForRefresh
  }
}
