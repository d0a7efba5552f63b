/// When and how soon a failed load is tried again: exponential backoff with full jitter, a cap, and
/// a maximum number of attempts.
///
/// Only errors that can succeed on retry are retried (``DataError/isRetryable``): network faults,
/// timeouts, 408, 429, 5xx. Never other 4xx, decoding errors or cancellation. A server's
/// `Retry-After` (429, 503) is honoured: the retry waits at least that long, even past
/// ``maxDelay``; the ``Loader`` gives up at once if that would pass its overall deadline.
///
/// The delay before retry *n* (after attempt *n* failed) is uniform in
/// `0 ... min(maxDelay, baseDelay × 2^(n-1))` ("full jitter"), so many clients that failed together
/// do not retry together.
///
/// ```swift
/// let policy = RetryPolicy(maxAttempts: 4, baseDelay: .milliseconds(200), maxDelay: .seconds(5))
/// ```
public struct RetryPolicy: Sendable, Hashable {
  /// The most attempts in one load, the first included; 1 means "never retry". Default 3.
  public var maxAttempts: Int
  /// The backoff's upper bound before the first retry; it doubles each retry. Default 500 ms.
  public var baseDelay: Duration
  /// The backoff's cap. Default 10 s.
  public var maxDelay: Duration

  /// Creates a policy.
  ///
  /// - Parameters:
  ///   - maxAttempts: The most attempts, at least 1; 3 by default.
  ///   - baseDelay: The first backoff's upper bound; 500 ms by default.
  ///   - maxDelay: The backoff's cap; 10 s by default.
  public init(
    maxAttempts: Int = 3, baseDelay: Duration = .milliseconds(500), maxDelay: Duration = .seconds(10)
  ) {
    self.maxAttempts = max(1, maxAttempts)
    self.baseDelay = max(.zero, baseDelay)
    self.maxDelay = max(.zero, maxDelay)
  }

  /// Three attempts, 500 ms base delay, 10 s cap.
  public static let `default` = RetryPolicy()

  /// One attempt: never retry.
  public static let none = RetryPolicy(maxAttempts: 1)

  /// The upper bound of the jittered backoff after `attempt` failed: `min(maxDelay, baseDelay ×
  /// 2^(attempt-1))`.
  ///
  /// - Parameter attempt: The 1-based attempt that failed.
  /// - Returns: The bound.
  public func backoffBound(afterAttempt attempt: Int) -> Duration {
    let exponent = min(max(0, attempt - 1), 62)
    let factor = Double(sign: .plus, exponent: exponent, significand: 1)
    // Compared in seconds first: a base over ~37 s times 2^62 is past Duration's range, and
    // forming that product traps.
    guard baseDelay.secondsValue * factor < maxDelay.secondsValue else { return maxDelay }
    return min(maxDelay, baseDelay * factor)
  }

  /// How long to wait before the next attempt, or `nil` to stop retrying.
  ///
  /// - Parameters:
  ///   - attempt: The 1-based attempt that just failed.
  ///   - error: Its error.
  ///   - random: The source of jitter (inject a seeded generator in tests).
  /// - Returns: `nil` when `attempt` reached ``maxAttempts`` or the error is not retryable;
  ///   otherwise a delay in `0 ... backoffBound(afterAttempt:)`, raised to the error's
  ///   `Retry-After` when it has one.
  public func delay(
    afterAttempt attempt: Int, error: DataError, random: inout some RandomNumberGenerator
  ) -> Duration? {
    guard attempt < maxAttempts, error.isRetryable else { return nil }
    let bound = backoffBound(afterAttempt: attempt)
    let jittered = bound * Double.random(in: 0...1, using: &random)
    guard let retryAfter = error.retryAfter else { return jittered }
    return max(retryAfter, jittered)
  }
}

/// A small, fast, seedable random number generator (SplitMix64) for reproducible jitter in tests
/// and benchmarks.
public struct SeededRandom: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Creates a generator; the same seed gives the same sequence on every platform.
  ///
  /// - Parameter seed: The seed.
  public init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
