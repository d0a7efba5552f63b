extension Loader {
  /// Everything a screen shows for this loader right now, in one value: the last good value with
  /// its date and origin, the error, whether it is stale, and the progress.
  ///
  /// Read it in a SwiftUI `body` (PhaseKitUI's `LoaderView` does) and Observation redraws the
  /// view when any of these properties changes; decide what to draw with
  /// ``LoadDisplay/content(in:now:timeZone:)``.
  public var display: LoadDisplay<Value> {
    LoadDisplay(
      loaded: loaded, error: error, isStale: isStale, isLoading: isLoading, progress: progress,
      attempt: attempt)
  }
}
