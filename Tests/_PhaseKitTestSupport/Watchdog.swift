import Dispatch

/// Runs an action once a timeout passes, unless cancelled first: the limit on how long a test
/// waits for a child process, never a way to wait for something to happen.
///
/// A timer on a serial dispatch queue of its own rather than a sleeping task or
/// `DispatchQueue.global()`, so that a starved cooperative thread pool cannot delay the rescue it
/// is there to provide: on Linux the global concurrent queues run on the very threads of Swift's
/// pool (with both of a 2-core machine's pool threads busy, a global-queue timer due after 0.3 s
/// ran after 3.0 s, a serial queue's after 0.31 s).
///
/// ```swift
/// let watchdog = Watchdog(after: .seconds(60)) { kill(pid, SIGKILL) }
/// let status = await exited.wait()
/// watchdog.cancel()
/// ```
public struct Watchdog {
  private let item: DispatchWorkItem

  /// Schedules `action` to run after `timeout`.
  ///
  /// - Parameters:
  ///   - timeout: How long to wait.
  ///   - action: What to do when the time is up.
  public init(after timeout: Duration, action: @escaping @Sendable () -> Void) {
    item = DispatchWorkItem(block: action)
    let (seconds, attoseconds) = timeout.components
    let nanoseconds = Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
    Self.queue.asyncAfter(deadline: .now() + .nanoseconds(nanoseconds), execute: item)
  }

  /// Serial, so it runs on a thread outside the cooperative pool; the actions only send signals.
  private static let queue = DispatchQueue(label: "PhaseKit test watchdog")

  /// Stops the action from running, if it has not run yet.
  public func cancel() { item.cancel() }
}
