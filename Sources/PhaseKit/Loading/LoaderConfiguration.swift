/// How a ``Loader`` times, retries and reports its loads. Every parameter has a default.
///
/// Also available as `Loader.Configuration`. The defaults follow the seed's advice (a timeout of
/// 15–30 seconds): 15 s per attempt, 30 s for the whole load, retries per ``RetryPolicy/default``.
///
/// ```swift
/// let configuration = LoaderConfiguration(
///   attemptTimeout: .seconds(10), deadline: .seconds(20), retry: .none, label: "weather")
/// ```
///
/// > Important: The deadlines are enforced by the loader itself with ``clock``, not by
/// > `URLSession`: on Linux the session ignores its resource timeout and measures request timeouts
/// > as idle time in whole seconds, so a slowly dripping body would never time out.
public struct LoaderConfiguration: Sendable {
  /// The longest one attempt may take before it is cancelled and counts as timed out (and may be
  /// retried). Default 15 s.
  public var attemptTimeout: Duration
  /// The longest a whole load may take, retries and backoff included. Default 30 s.
  public var deadline: Duration
  /// When to retry. Default ``RetryPolicy/default``.
  public var retry: RetryPolicy
  /// The clock for deadlines and backoff; inject a manual clock in tests. Default
  /// `ContinuousClock()`.
  public var clock: any Clock<Duration>
  /// Where load events go. Default: nowhere (``DiscardingEventSink``).
  public var events: any LoadEventSink
  /// A name for events and logs, such as the URL. Default `"load"`; the `source:` initializer uses
  /// the source's identity.
  public var label: String
  /// Makes the random number generator for one load's jitter. Default: the system generator;
  /// inject ``SeededRandom`` for reproducible backoff.
  public var random: @Sendable () -> any RandomNumberGenerator
  /// When data already shown is refreshed on its own: on an interval, on return to the
  /// foreground, on reconnect. Default ``RefreshPolicy/default`` (no interval; foreground and
  /// reconnect on, as in TanStack Query and SWR).
  public var refresh: RefreshPolicy
  /// Where the foreground and reconnect moments come from. Default: the process-wide
  /// ``RefreshTrigger/foreground`` and ``RefreshTrigger/reconnect``, which PhaseKitUI feeds.
  public var refreshSignals: RefreshSignals

  /// Creates a configuration.
  ///
  /// - Parameters:
  ///   - attemptTimeout: Per attempt; 15 s by default.
  ///   - deadline: For the whole load; 30 s by default.
  ///   - retry: The retry policy; ``RetryPolicy/default`` by default.
  ///   - clock: The clock; `ContinuousClock()` by default.
  ///   - events: The event sink; none by default.
  ///   - label: The label; `"load"` by default.
  ///   - random: The jitter source; the system generator by default.
  ///   - refresh: The refresh policy; ``RefreshPolicy/default`` by default.
  ///   - refreshSignals: The foreground and reconnect signals; the process-wide ones by default.
  public init(
    attemptTimeout: Duration = .seconds(15), deadline: Duration = .seconds(30),
    retry: RetryPolicy = .default, clock: any Clock<Duration> = ContinuousClock(),
    events: any LoadEventSink = DiscardingEventSink(), label: String = "load",
    random: @escaping @Sendable () -> any RandomNumberGenerator = { SystemRandomNumberGenerator() },
    refresh: RefreshPolicy = .default, refreshSignals: RefreshSignals = RefreshSignals()
  ) {
    self.attemptTimeout = attemptTimeout
    self.deadline = deadline
    self.retry = retry
    self.clock = clock
    self.events = events
    self.label = label
    self.random = random
    self.refresh = refresh
    self.refreshSignals = refreshSignals
  }
}
