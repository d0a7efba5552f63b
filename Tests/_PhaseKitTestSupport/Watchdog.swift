import Dispatch

/// Runs an action once a timeout passes, unless cancelled first: the limit on how long a test
/// waits for a child process, never a way to wait for something to happen.
///
/// A dispatch timer rather than a sleeping task, so a starved cooperative thread pool cannot
/// delay the rescue it is there to provide.
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
    DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(nanoseconds), execute: item)
  }

  /// Stops the action from running, if it has not run yet.
  public func cancel() { item.cancel() }
}
