/// What a screen shows for a load: a placeholder, a value (with a notice when it is not a fresh,
/// whole answer), or a failure. The one read model every view, card and renderer decides from.
///
/// ``Loader/content`` and ``LoadDisplay/content`` give it; every other type that tells what to
/// show is computed from it: ``AsyncPhase`` (its `init(_:)` from a `LoadContent`),
/// the seed's ``LoadingState`` (``LoadingState/init(_:isLoading:)``), ``LoadDisplay/Stage``,
/// ``LoadDisplay/Content`` (the same decision with its texts in one language), and PhaseCharts'
/// `ChartState` and `StateCard`.
///
/// ```swift
/// switch loader.content {
/// case .placeholder(let progress): LoadProgressView(progress: progress)
/// case .value(let chart, let notice): ChartView(chart, banner: notice)
/// case .failure(let error): ErrorView(error: error)
/// }
/// ```
///
/// ## Glossary
///
/// Each word has one meaning across PhaseKit, PhaseCharts and PhaseKitUI:
///
/// - **content**: what fills the screen for a load, this type: a placeholder, a value or a
///   failure. ``LoadDisplay/content(in:now:timeZone:)`` is the same content with its texts.
/// - **placeholder**: nothing to show yet. A load runs (with its ``LoadProgress`` when known) or
///   has not been asked for.
/// - **value**: data to show. Once there is a value it stays on screen through refreshes and
///   failed refreshes; only a newer value replaces it.
/// - **notice**: why the value shown is not a fresh, whole answer (``LoadNotice``): it is stale,
///   a refresh of it failed (offline is one such failure), or only part of it has arrived.
/// - **stale**: older than its freshness allows, or kept after a refresh of it failed
///   (``Loader/isStale``).
/// - **failure**: nothing to show, and the load failed. Cancellation is never a failure.
/// - **loading** (`isLoading`): a load runs, whatever is on screen (``Loader/isLoading``,
///   ``LoadDisplay/isLoading``, ``PhaseTracker/isLoading``).
/// - **refreshing**: a load runs while a value is on screen (``LoadDisplay/isRefreshing``).
/// - **idle**: no load has been asked for yet (the seed's ``LoadingState/idle``).
/// - **no data** (`hasData`): a load succeeded, and its value holds nothing to draw
///   (`StateCard.Kind.noData`, `SanitizationReport.Outcome.noData`, ``DataBearing/hasData``). An
///   answer with no data never replaces a value that has data.
/// - **empty**: kept only where the seeds or Swift spell it: ``AsyncPhase/empty`` (the seed's and
///   `AsyncImagePhase`'s word for a placeholder), ``DataError/emptyData`` (the seed's error for
///   no data) and collections' `isEmpty`.
public enum LoadContent<Value> {
  /// Nothing to show yet: a load runs, with the download's progress when known, or none was asked
  /// for.
  case placeholder(progress: LoadProgress?)
  /// A value to show, with a notice when it is not a fresh, whole answer. Show the notice beside
  /// the value (a banner above it), never in place of it.
  case value(Value, notice: LoadNotice?)
  /// Nothing to show, and the load failed: an error in place of the content. Never
  /// ``DataError/cancelled``.
  case failure(DataError)

  /// The value shown, if any.
  public var value: Value? {
    if case .value(let value, _) = self { return value }
    return nil
  }

  /// The notice beside the value, if any.
  public var notice: LoadNotice? {
    if case .value(_, let notice) = self { return notice }
    return nil
  }

  /// The failure shown in place of the content, if any; `nil` for a value, even one whose refresh
  /// failed (its error is in the ``notice``).
  public var failure: DataError? {
    if case .failure(let error) = self { return error }
    return nil
  }

  /// Whether a placeholder is shown: nothing to show yet.
  public var isPlaceholder: Bool {
    if case .placeholder = self { return true }
    return false
  }

  /// The same content with the value transformed; the notice, the placeholder's progress and
  /// the failure carry over.
  ///
  /// - Parameter transform: A function applied to the value.
  /// - Returns: The transformed content.
  public func map<NewValue, E: Error>(_ transform: (Value) throws(E) -> NewValue) throws(E)
    -> LoadContent<NewValue>
  {
    switch self {
    case .placeholder(let progress): return .placeholder(progress: progress)
    case .value(let value, let notice): return .value(try transform(value), notice: notice)
    case .failure(let error): return .failure(error)
    }
  }
}

extension LoadContent {
  /// The rule that decides what fills the screen, in one place: a value when there is one (with a
  /// ``LoadNotice/refreshFailed(_:loadedAt:)`` notice when an error is beside it,
  /// ``LoadNotice/stale(loadedAt:)`` when it is only stale); else the failure, unless a load runs
  /// again; else the placeholder. Cancellation is never a failure.
  ///
  /// `progress` is read only for a placeholder, so that a caller that observes its inputs (the
  /// ``Loader``) depends on the progress only when it is shown.
  static func deciding(
    loaded: Loaded<Value>?, error: DataError?, isStale: Bool, isLoading: Bool,
    progress: () -> LoadProgress?
  ) -> LoadContent {
    let visibleError = error == .cancelled ? nil : error
    if let loaded {
      if let visibleError {
        return .value(loaded.value, notice: .refreshFailed(visibleError, loadedAt: loaded.date))
      }
      return .value(loaded.value, notice: isStale ? .stale(loadedAt: loaded.date) : nil)
    }
    if let visibleError, !isLoading { return .failure(visibleError) }
    return .placeholder(progress: progress())
  }
}

extension LoadContent: Sendable where Value: Sendable {}
extension LoadContent: Equatable where Value: Equatable {}
extension LoadContent: Hashable where Value: Hashable {}
