import Foundation
import PhaseKit

#if canImport(Glibc)
  import Glibc
#endif

extension ChildProcess {
  /// What a captured run produced.
  public struct Captured: Sendable {
    /// The exit status (or the signal number, when a signal ended it).
    public var status: Int32
    /// Everything the child wrote to standard output.
    public var output: Data
    /// Everything the child wrote to standard error.
    public var errors: Data
    /// From the start of the child to the moment its end was reported, measured where the
    /// report arrives: a test resumed late by a busy pool does not lengthen it.
    public var elapsed: Duration
    /// Whether the child ran past its timeout and was killed.
    public var killedAfterTimeout: Bool
  }

  /// Runs `executable` to its end, collecting its output, without holding a thread of Swift's
  /// cooperative pool: both pipes are read to their end on threads of their own, standard input
  /// is written from another, and the termination handler resumes the caller.
  ///
  /// ```swift
  /// let run = try await ChildProcess.capture(URL(fileURLWithPath: "/bin/sh"), ["-c", "gzip -c"], input: text)
  /// ```
  ///
  /// - Parameters:
  ///   - executable: The program.
  ///   - arguments: Its arguments.
  ///   - environment: The child's whole environment; the test process's by default.
  ///   - directory: The working directory; the test process's by default.
  ///   - input: Bytes for the child's standard input, which is then closed; none (`/dev/null`)
  ///     by default.
  ///   - timeout: How long the child may run before it is killed with SIGKILL; 60 s by default.
  /// - Returns: The status, output and duration of the run.
  /// - Throws: The error of `Process.run()` when the program cannot be started.
  public static func capture(
    _ executable: URL, _ arguments: [String], environment: [String: String]? = nil, directory: URL? = nil,
    input: Data? = nil, timeout: Duration = .seconds(60)
  ) async throws -> Captured {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let environment { process.environment = environment }
    if let directory { process.currentDirectoryURL = directory }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    let inputPipe = input.map { _ in Pipe() }
    process.standardInput = inputPipe ?? FileHandle.nullDevice

    let stdout = PipeReader(out.fileHandleForReading)
    let stderr = PipeReader(err.fileHandleForReading)
    let exited = ExitWaiter()
    let start = ContinuousClock.now
    process.terminationHandler = { process in exited.finish(process.terminationStatus, after: ContinuousClock.now - start) }
    do {
      try process.run()
    } catch {
      // The readers end once no one holds the write ends.
      try? out.fileHandleForWriting.close()
      try? err.fileHandleForWriting.close()
      throw error
    }
    try? out.fileHandleForWriting.close()
    try? err.fileHandleForWriting.close()
    if let inputPipe, let input {
      // Written from a thread of its own: a child that exits early must not block the test, and
      // one that writes while it reads must not fill its output pipe against a blocked writer.
      let writer = inputPipe.fileHandleForWriting
      Thread {
        try? writer.write(contentsOf: input)
        try? writer.close()
      }.start()
    }

    let pid = process.processIdentifier
    let killed = Lock<Bool>(false)
    let watchdog = Watchdog(after: timeout) {
      killed.withLock { $0 = true }
      kill(pid, SIGKILL)
    }
    let (status, elapsed) = await exited.wait()
    watchdog.cancel()
    return Captured(
      status: status, output: await stdout.data(), errors: await stderr.data(), elapsed: elapsed,
      killedAfterTimeout: killed.withLock { $0 })
  }
}

/// Reads a pipe to its end on a thread of its own, so the child never blocks on a full pipe.
private final class PipeReader: Sendable {
  private let state = Lock<(data: Data, done: Bool, waiters: [CheckedContinuation<Data, Never>])>((Data(), false, []))

  init(_ handle: FileHandle) {
    let thread = Thread { [self] in
      while true {
        let chunk = handle.availableData
        if chunk.isEmpty { break }
        state.withLock { $0.data.append(chunk) }
      }
      let (data, waiters) = state.withLock { state in
        state.done = true
        defer { state.waiters.removeAll() }
        return (state.data, state.waiters)
      }
      for waiter in waiters { waiter.resume(returning: data) }
    }
    thread.name = "child output reader"
    thread.start()
  }

  func data() async -> Data {
    await withCheckedContinuation { continuation in
      let ready: Data? = state.withLock { state in
        if state.done { return state.data }
        state.waiters.append(continuation)
        return nil
      }
      if let ready { continuation.resume(returning: ready) }
    }
  }
}

/// Parks the caller until the child's termination handler reports its status.
private final class ExitWaiter: Sendable {
  typealias Exit = (status: Int32, elapsed: Duration)
  private let state = Lock<(exit: Exit?, waiter: CheckedContinuation<Exit, Never>?)>((nil, nil))

  func finish(_ status: Int32, after elapsed: Duration) {
    let waiter = state.withLock { state in
      state.exit = (status, elapsed)
      defer { state.waiter = nil }
      return state.waiter
    }
    waiter?.resume(returning: (status, elapsed))
  }

  func wait() async -> Exit {
    await withCheckedContinuation { continuation in
      let exit: Exit? = state.withLock { state in
        if let exit = state.exit { return exit }
        state.waiter = continuation
        return nil
      }
      if let exit { continuation.resume(returning: exit) }
    }
  }
}
