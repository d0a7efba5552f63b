import Foundation

/// Everything a screen shows for a load right now: the value (possibly stale), the error, the
/// progress; and the decision every renderer shares, ``content``.
///
/// A ``Loader`` exposes its state as several properties; this gathers them into one value that a
/// view builder, an SVG card or the command-line tool receives whole. What goes on screen is
/// decided once, by ``content`` (a ``LoadContent``); ``content(in:now:timeZone:)`` is the same
/// decision with its texts in one language, and ``stage`` and ``phase`` are computed from it:
///
/// | state                                   | content                                        |
/// |-----------------------------------------|------------------------------------------------|
/// | nothing loaded, loading or idle         | ``LoadContent/placeholder(progress:)``         |
/// | nothing loaded, failed                  | ``LoadContent/failure(_:)`` (a full error)     |
/// | a value, fresh                          | ``LoadContent/value(_:notice:)``, no notice    |
/// | a value, stale or after a failed refresh| ``LoadContent/value(_:notice:)`` with a notice |
///
/// Cancellation is never shown as a failure: a `.cancelled` error counts as no error.
///
/// ```swift
/// switch display.content(in: .english) {
/// case .placeholder(let progress): showProgress(progress)
/// case .value(let value, let notice): show(value, banner: notice)
/// case .failure(let presentation): showError(presentation)
/// }
/// ```
public struct LoadDisplay<Value> {
  /// What fills the screen, with its texts resolved in one language: ``LoadContent`` rendered by
  /// ``content(in:now:timeZone:)``.
  public enum Content {
    /// Nothing to show yet: a placeholder, with the download's progress when known.
    case placeholder(progress: LoadProgress?)
    /// A value to show. `notice` is set when the value is stale or a refresh failed: show it as a
    /// banner above the value, never in place of it.
    case value(Value, notice: StaleNotice?)
    /// Nothing to show, and the load failed: a full error view in place of the content.
    case failure(ErrorPresentation)
  }

  /// The last good value, when it was obtained and where from; `nil` before the first success.
  public var loaded: Loaded<Value>?
  /// The last failure: beside a stale value, or the failure itself when there is no value.
  public var error: DataError?
  /// Whether the value is older than its freshness allows (or a refresh of it failed).
  public var isStale: Bool
  /// Whether a load is running.
  public var isLoading: Bool
  /// The running download's progress, when known.
  public var progress: LoadProgress?
  /// The 1-based attempt of the running load; 0 before the first.
  public var attempt: Int

  /// Creates a display state.
  ///
  /// - Parameters:
  ///   - loaded: The last good value; `nil` by default.
  ///   - error: The last failure; `nil` by default.
  ///   - isStale: Whether the value is stale; `false` by default.
  ///   - isLoading: Whether a load is running; `false` by default.
  ///   - progress: The download's progress; `nil` by default.
  ///   - attempt: The running attempt; 0 by default.
  public init(
    loaded: Loaded<Value>? = nil, error: DataError? = nil, isStale: Bool = false,
    isLoading: Bool = false, progress: LoadProgress? = nil, attempt: Int = 0
  ) {
    self.loaded = loaded
    self.error = error
    self.isStale = isStale
    self.isLoading = isLoading
    self.progress = progress
    self.attempt = attempt
  }

  /// The last good value, if any.
  public var value: Value? { loaded?.value }

  /// The failure to show: ``error`` unless it is a cancellation, which is never a failure.
  public var visibleError: DataError? {
    guard let error, error != .cancelled else { return nil }
    return error
  }

  /// Whether a load runs while a value is already on screen (show a small activity indicator,
  /// not a placeholder).
  public var isRefreshing: Bool { isLoading && loaded != nil }

  /// What fills the screen: the one decision, from which every other view of this state is
  /// computed.
  ///
  /// A value when there is one (with a ``LoadNotice/refreshFailed(_:loadedAt:)`` notice when
  /// there is an error beside it, ``LoadNotice/stale(loadedAt:)`` when it is only stale); else
  /// the failure, unless a load runs again; else the placeholder with the progress.
  public var content: LoadContent<Value> {
    .deciding(
      loaded: loaded, error: error, isStale: isStale, isLoading: isLoading, progress: { progress })
  }

  /// The state as an `AsyncImage`-style phase, computed from ``content``: the value when there is
  /// one (even stale), the failure, or `.empty` for the placeholder.
  public var phase: AsyncPhase<Value, DataError> { AsyncPhase(content) }

  /// Decides what fills the screen, with its texts in `language`: ``content`` rendered.
  ///
  /// - Parameters:
  ///   - language: The language of the texts; ``Language/current`` by default.
  ///   - now: The current time, for the stale notice's date; `Date()` by default.
  ///   - timeZone: The time zone of the stale notice's date; the user's by default.
  /// - Returns: The placeholder, the value with its notice, or the failure.
  public func content(
    in language: Language = .current, now: Date = Date(), timeZone: TimeZone = .current
  ) -> Content {
    Content(content, in: language, now: now, timeZone: timeZone)
  }
}

extension LoadDisplay.Content {
  /// Renders a ``LoadContent`` in `language`: the failure as a full error presentation, the notice
  /// as the banner's ``StaleNotice`` (a ``LoadNotice/partial`` notice has no banner).
  ///
  /// - Parameters:
  ///   - content: What fills the screen.
  ///   - language: The language of the texts.
  ///   - now: The current time, for the notice's date; `Date()` by default.
  ///   - timeZone: The time zone of the notice's date; the user's by default.
  public init(
    _ content: LoadContent<Value>, in language: Language, now: Date = Date(),
    timeZone: TimeZone = .current
  ) {
    switch content {
    case .placeholder(let progress):
      self = .placeholder(progress: progress)
    case .value(let value, let notice):
      self = .value(value, notice: notice?.staleNotice(in: language, now: now, timeZone: timeZone))
    case .failure(let error):
      self = .failure(error.presentation(in: language))
    }
  }
}

extension LoadDisplay: Sendable where Value: Sendable {}
extension LoadDisplay: Equatable where Value: Equatable {}
extension LoadDisplay.Content: Sendable where Value: Sendable {}
extension LoadDisplay.Content: Equatable where Value: Equatable {}
