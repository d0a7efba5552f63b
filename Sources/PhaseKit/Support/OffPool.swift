import Dispatch

/// Runs blocking work (a file read, a SQLite write that may wait for another process's lock) on
/// a dispatch queue, never on Swift's cooperative thread pool: with two cores the pool has two
/// threads, and two blocked calls would stall every task of the process.
package enum OffPool {
  /// The queue for work with no order of its own (file reads).
  package static let shared = DispatchQueue(label: "PhaseKit.blocking", attributes: .concurrent)

  /// Runs `body` on `queue` and returns what it returns or throws; the caller's task suspends
  /// meanwhile, holding no thread.
  ///
  /// - Parameters:
  ///   - queue: The queue; ``shared`` by default. A serial queue keeps waiting calls as queued
  ///     blocks, not as threads.
  ///   - body: The blocking work.
  package static func run<Value: Sendable, Failure: Error>(
    on queue: DispatchQueue = shared, _ body: @escaping @Sendable () throws(Failure) -> Value
  ) async throws(Failure) -> Value {
    let result = await withCheckedContinuation {
      (continuation: CheckedContinuation<Result<Value, Failure>, Never>) in
      queue.async { continuation.resume(returning: Result { () throws(Failure) in try body() }) }
    }
    return try result.get()
  }
}
