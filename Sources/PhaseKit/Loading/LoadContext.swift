import Foundation

/// What a ``Loader`` hands its operation on each attempt: the attempt number, a progress reporter,
/// and a way to show a value before the final one.
///
/// ```swift
/// let loader = Loader<Chart> { context throws(DataError) in
///   if let cached = cache.value { context.publish(cached, isStale: true) }  // shown at once
///   let response = try await source.fetch(FetchRequest(progress: context.reportProgress))
///   return Loaded(value: try decode(response.data), origin: .network)
/// }
/// ```
///
/// Calls from a superseded or cancelled load, or arriving after the load ended, are ignored.
public struct LoadContext<Value: Sendable>: Sendable {
  /// The 1-based attempt number.
  public let attempt: Int
  /// The load's id, as in its ``LoadEvent``s.
  public let loadID: UInt64
  /// The loader's label.
  public let label: String
  /// The loader's event sink, for operations (stores) that add their own events to the load.
  public let events: any LoadEventSink
  let relay: LoadRelay<Value>

  /// Reports how much has arrived; the loader's `progress` follows (coalesced on the main actor).
  ///
  /// Callable from any thread; pass it directly as ``FetchRequest/progress``.
  public var reportProgress: @Sendable (LoadProgress) -> Void {
    let relay = self.relay
    let attempt = self.attempt
    return { progress in relay.report(progress, attempt: attempt) }
  }

  /// Shows a value before the load finishes: a cached value while revalidating
  /// (stale-while-revalidate), or the pages loaded so far (progressive loading).
  ///
  /// The value becomes the loader's `state` and `loaded` at once (after a hop to the main actor).
  /// A published value is real data: cancelling the load afterwards keeps it, and a failure keeps
  /// it on screen, marked stale, with the error beside it.
  ///
  /// - Parameters:
  ///   - interim: The value, with its date and origin.
  ///   - isStale: Whether it is known to be out of date (a cached copy being revalidated).
  public func publish(_ interim: Loaded<Value>, isStale: Bool) {
    relay.publish(interim, isStale: isStale)
  }

  /// Records an event for this load on the loader's sink (for example a cache hit).
  ///
  /// - Parameter kind: What happened.
  public func record(_ kind: LoadEvent.Kind) {
    events.record(LoadEvent(label: label, loadID: loadID, kind: kind))
  }

  /// Records something the store did for this load, as a `cache` event that carries the event
  /// itself (``LoadEvent/storeEvent``).
  ///
  /// - Parameter event: What the store did.
  public func record(_ event: ResourceStore.Event) {
    events.record(LoadEvent(event, label: label, loadID: loadID))
  }
}

/// Carries progress and interim values from an operation (any thread) to its loader (main actor).
///
/// Progress is coalesced: only the latest value waits, and at most one hop to the main actor is
/// pending, so a fast download does not flood the main actor. Likewise only the latest interim
/// value waits, so an older one never replaces a newer one.
final class LoadRelay<Value: Sendable>: Sendable {
  private struct State {
    var latestProgress: (progress: LoadProgress, attempt: Int)?
    var isProgressHopPending = false
    var pendingInterim: (loaded: Loaded<Value>, isStale: Bool)?
  }

  private let state = Lock(State())
  private let loader: Loader<Value>
  private let loadID: UInt64

  init(loader: Loader<Value>, loadID: UInt64) {
    self.loader = loader
    self.loadID = loadID
  }

  func report(_ progress: LoadProgress, attempt: Int) {
    let needsHop = state.withLock { state in
      state.latestProgress = (progress, attempt)
      defer { state.isProgressHopPending = true }
      return !state.isProgressHopPending
    }
    guard needsHop else { return }
    Task { @MainActor in
      let latest = state.withLock { state in
        state.isProgressHopPending = false
        return state.latestProgress
      }
      if let latest { loader.applyProgress(latest.progress, attempt: latest.attempt, loadID: loadID) }
    }
  }

  func publish(_ interim: Loaded<Value>, isStale: Bool) {
    let needsHop = state.withLock { state in
      defer { state.pendingInterim = (interim, isStale) }
      return state.pendingInterim == nil
    }
    guard needsHop else { return }
    Task { @MainActor in loader.applyPendingInterim(from: self, loadID: loadID) }
  }

  /// The latest progress not yet applied, if any; the loader takes it when an attempt ends so the
  /// final progress is never lost to a pending hop.
  func takeLatestProgress() -> LoadProgress? {
    state.withLock { state in
      defer { state.latestProgress = nil }
      return state.latestProgress?.progress
    }
  }

  /// The latest published value not yet applied, if any; taking it clears it. The loader also
  /// takes it before handling an attempt's result, so a value published just before a failure
  /// is never lost to the hop's timing.
  func takePendingInterim() -> (loaded: Loaded<Value>, isStale: Bool)? {
    state.withLock { state in
      defer { state.pendingInterim = nil }
      return state.pendingInterim
    }
  }
}
