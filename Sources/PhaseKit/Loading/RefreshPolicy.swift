/// When a ``Loader`` refreshes data it already shows: on an interval, when the app returns to the
/// foreground, when the network comes back, and whether it does so while no view shows the data.
///
/// The defaults are what users of TanStack Query and SWR expect:
///
/// | setting | default | TanStack Query / SWR |
/// |---|---|---|
/// | ``interval`` | `nil`: no polling | `refetchInterval: false` / `refreshInterval: 0` |
/// | ``jitter`` | 0.1 (±10 % of the interval) | none; spreads many clients' polls apart |
/// | ``refreshesOnForeground`` | `true` | `refetchOnWindowFocus` / `revalidateOnFocus` |
/// | ``foregroundThreshold`` | 5 s | SWR's `focusThrottleInterval` |
/// | ``refreshesOnReconnect`` | `true` | `refetchOnReconnect` / `revalidateOnReconnect` |
/// | ``signalThrottle`` | 5 s | SWR's `focusThrottleInterval`, for reconnects too |
/// | ``refreshesWhileHidden`` | `false` | `refetchIntervalInBackground` / `refreshWhenHidden` |
/// | ``maximumBackoff`` | 5 min | the cap of the wait after failures (see below) |
///
/// ```swift
/// var configuration = LoaderConfiguration()
/// configuration.refresh = RefreshPolicy(interval: .seconds(30))   // a live dashboard
/// let loader = Loader(store: store, source: HTTPSource(url: url), configuration: configuration,
///                     decode: decodeReadings)
/// ```
///
/// The policy works per key, not per view: every loader made with a ``ResourceStore`` and one key
/// shares one timer and one request per interval, at the shortest interval among the loaders
/// shown (each refresh's ``LoadEvent/Kind/refreshing(cause:interval:early:)`` event states it;
/// the first loader on a key sets the other settings). Polling pauses in the background (unless
/// ``refreshesWhileHidden``) and while the network is down (``RefreshSignals``), and catches up
/// once on return. A
/// refresh keeps the value on screen (``Loader/isLoading`` is the quiet indicator); a failed or
/// empty refresh keeps it too, marked stale with the error beside it, and the waits back off:
/// after *n* failures in a row the next refresh comes after the interval doubled *n − 1* times
/// (``RetryPolicy/backoffBound(afterAttempt:)`` with the interval as base), at most
/// ``maximumBackoff``, and never before a server's `Retry-After`: no automatic refresh (interval,
/// catch-up, foreground, reconnect) goes before it; only a person's ``Loader/refresh()`` or
/// ``Loader/retry()`` may, and its event says so. `phasekit watch` polls by the same
/// rule. The signals come from ``LoaderConfiguration/refreshSignals``.
public struct RefreshPolicy: Sendable, Hashable {
  /// How often to refresh while a view shows the data; `nil` (the default) never polls.
  public var interval: Duration?
  /// How far each wait may stray from ``interval``, as a fraction of it: each wait is uniform in
  /// `interval × (1 − jitter) … interval × (1 + jitter)`. Clamped to `0 … 1`. Default 0.1.
  public var jitter: Double
  /// Whether returning to the foreground refreshes data older than ``foregroundThreshold``.
  /// Default `true`.
  public var refreshesOnForeground: Bool
  /// How old data must be before returning to the foreground refreshes it; also throttles a
  /// burst of foreground signals. Default 5 s.
  public var foregroundThreshold: Duration
  /// Whether the network coming back refreshes the data. Default `true`.
  public var refreshesOnReconnect: Bool
  /// The least time between two refreshes that one kind of signal (foreground, or reconnect)
  /// starts, per key: a burst of signals (a flapping network) makes one request. Default 5 s.
  public var signalThrottle: Duration
  /// Whether to keep refreshing while no view shows the data and while the app is in the
  /// background (TanStack Query's `refetchIntervalInBackground`). Default `false`: a hidden
  /// screen does not poll, and catches up with one request when it shows again if its data went
  /// stale.
  public var refreshesWhileHidden: Bool
  /// The longest wait after refreshes failed in a row (the interval doubles per failure up to
  /// it), unless a server's `Retry-After` asks for longer. Default 5 min (or the interval, if
  /// longer).
  public var maximumBackoff: Duration

  /// Creates a policy; every parameter defaults as the type's table says.
  ///
  /// - Parameters:
  ///   - interval: The polling interval; `nil` (no polling) by default.
  ///   - jitter: The fraction the interval varies by; 0.1 by default.
  ///   - refreshesOnForeground: Refresh on return to the foreground; `true` by default.
  ///   - foregroundThreshold: The age that makes a foreground refresh worth it; 5 s by default.
  ///   - refreshesOnReconnect: Refresh when the network comes back; `true` by default.
  ///   - refreshesWhileHidden: Keep polling with no view on screen; `false` by default.
  ///   - maximumBackoff: The cap of the wait after failures; 5 minutes by default.
  ///   - signalThrottle: The least time between signal refreshes; 5 s by default.
  public init(
    interval: Duration? = nil, jitter: Double = 0.1, refreshesOnForeground: Bool = true,
    foregroundThreshold: Duration = .seconds(5), refreshesOnReconnect: Bool = true,
    refreshesWhileHidden: Bool = false, maximumBackoff: Duration = .seconds(300),
    signalThrottle: Duration = .seconds(5)
  ) {
    self.signalThrottle = max(.zero, signalThrottle)
    self.interval = interval.map { max($0, .milliseconds(1)) }
    self.jitter = min(max(jitter.isNaN ? 0 : jitter, 0), 1)
    self.refreshesOnForeground = refreshesOnForeground
    self.foregroundThreshold = max(.zero, foregroundThreshold)
    self.refreshesOnReconnect = refreshesOnReconnect
    self.refreshesWhileHidden = refreshesWhileHidden
    self.maximumBackoff = maximumBackoff
  }

  /// The defaults: no polling; refresh on foreground (data older than 5 s) and on reconnect.
  public static let `default` = RefreshPolicy()

  /// Never refreshes on its own: no interval, no foreground or reconnect refresh.
  public static let manual = RefreshPolicy(refreshesOnForeground: false, refreshesOnReconnect: false)

  /// Refreshes every `interval` while shown, and on return to the foreground and on reconnect,
  /// with the other settings at their defaults: a self-refreshing dashboard.
  ///
  /// ```swift
  /// AsyncPhaseView(id: city, refresh: .every(.seconds(30))) { … } content: { phase in … }
  /// ```
  ///
  /// - Parameter interval: How often to refresh.
  /// - Returns: The policy.
  public static func every(_ interval: Duration) -> RefreshPolicy {
    RefreshPolicy(interval: interval)
  }

  /// Whether the policy asks for any refresh at all (an interval, the foreground or reconnect).
  @_spi(PhaseKitUI) public var refreshesOnItsOwn: Bool {
    interval != nil || refreshesOnForeground || refreshesOnReconnect
  }

  /// How long to wait before the next interval refresh, or `nil` when there is no interval.
  ///
  /// - Parameters:
  ///   - failures: How many refreshes failed in a row (0 after a success).
  ///   - retryAfter: The last failure's `Retry-After`, if the server sent one; the wait is at
  ///     least that long. `nil` by default.
  ///   - random: The jitter source.
  /// - Returns: The interval, or after failures the interval doubled per failure after the first
  ///   (at most ``maximumBackoff``), spread by ``jitter``, and at least `retryAfter`.
  public func nextDelay(
    afterFailures failures: Int, retryAfter: Duration? = nil, random: inout some RandomNumberGenerator
  ) -> Duration? {
    guard let interval else { return nil }
    let backoff = RetryPolicy(
      maxAttempts: .max, baseDelay: interval, maxDelay: max(maximumBackoff, interval))
    let wait = backoff.backoffBound(afterAttempt: max(failures, 1))
    let spread = jitter > 0 ? Double.random(in: (1 - jitter)...(1 + jitter), using: &random) : 1
    return max(wait * spread, retryAfter ?? .zero)
  }
}
