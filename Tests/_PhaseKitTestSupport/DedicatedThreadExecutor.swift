import Foundation

/// A task executor with one thread of its own, so that a test that times an `await` times the
/// code under test, not the queue of Swift's shared cooperative pool.
///
/// `swift test` starts every test of the run at once on a pool as wide as the machine has cores
/// (two on CI). A test that computes for seconds without suspending holds a pool thread all that
/// time, so a task resumed behind two of them waits: in full runs a fetch whose transfer thread
/// had finished waited 8.7–11.8 s to resume. Under ``withDedicatedThread(isolation:_:)`` the
/// operation's jobs, and every resumption of its task, run here instead; what the clock shows
/// is the work itself, with the machine's load but without the other tests' queue.
///
/// ```swift
/// let elapsed = try await withDedicatedThread {
///   let started = ContinuousClock.now
///   _ = try await source.fetch(FetchRequest())
///   return ContinuousClock.now - started
/// }
/// ```
///
/// `@unchecked Sendable`: `jobs`, `isStopped` and `thread` are only touched with `condition`
/// locked.
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public final class DedicatedThreadExecutor: TaskExecutor, @unchecked Sendable {
  private let condition = NSCondition()
  private var jobs: [UnownedJob] = []
  private var isStopped = false
  private var thread: pthread_t?

  /// Starts the executor's thread.
  ///
  /// - Parameter name: The thread's name, for debuggers and profilers.
  public init(name: String = "test executor") {
    let thread = Thread { [self] in runJobs() }
    thread.name = name
    thread.start()
  }

  /// Queues a job for the executor's thread.
  public func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    condition.lock()
    jobs.append(job)
    condition.signal()
    condition.unlock()
  }

  /// Whether the caller runs on the executor's thread.
  public var isCurrent: Bool {
    condition.lock()
    defer { condition.unlock() }
    return thread.map { pthread_equal($0, pthread_self()) != 0 } ?? false
  }

  /// Lets the thread end once the jobs queued so far have run.
  public func stop() {
    condition.lock()
    isStopped = true
    condition.signal()
    condition.unlock()
  }

  private func runJobs() {
    condition.lock()
    thread = pthread_self()
    condition.unlock()
    while true {
      condition.lock()
      while jobs.isEmpty && !isStopped { condition.wait() }
      guard !jobs.isEmpty else {
        condition.unlock()
        return
      }
      let job = jobs.removeFirst()
      condition.unlock()
      job.runSynchronously(on: asUnownedTaskExecutor())
    }
  }
}

/// Runs `operation` with its task on a ``DedicatedThreadExecutor`` of its own, stopped afterwards;
/// where task executors are unavailable (before macOS 15, iOS 18), simply runs it.
///
/// - Parameters:
///   - isolation: The caller's actor, if any; an actor-isolated operation still runs on its actor.
///   - operation: The work to run.
/// - Returns: What `operation` returns.
/// - Throws: What `operation` throws.
public func withDedicatedThread<T, Failure: Error>(
  isolation: isolated (any Actor)? = #isolation, _ operation: () async throws(Failure) -> T
) async throws(Failure) -> T {
  guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) else {
    return try await operation()
  }
  let executor = DedicatedThreadExecutor()
  defer { executor.stop() }
  return try await withTaskExecutorPreference(executor, isolation: isolation, operation: operation)
}
