import Foundation
import PhaseKit
import _PhaseKitTestSupport

#if canImport(Glibc)
  import Glibc
#endif

/// Runs the built `phasekit` executable as a child process and collects what it did.
struct CommandRunner {
  /// What one run produced.
  struct Result: CustomStringConvertible {
    var status: Int32
    var stdout: String
    var stderr: String
    var seconds: Double
    var killedAfterTimeout: Bool

    var description: String {
      "exit \(status) after \(String(format: "%.2f", seconds)) s\n--- stdout\n\(stdout)\n--- stderr\n\(stderr)"
    }
  }

  /// The `phasekit` binary next to the test bundle in the build folder.
  static var executable: URL {
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    // On Linux the test runner is `<products>/PhaseKitPackageTests.xctest`; on macOS it runs
    // inside `<products>/PhaseKitPackageTests.xctest/Contents/MacOS/`.
    for _ in 0..<4 {
      let candidate = directory.appendingPathComponent("phasekit")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      directory.deleteLastPathComponent()
    }
    return Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("phasekit")
  }

  /// Runs `phasekit` with `arguments`, killing it with SIGKILL after `timeout`.
  ///
  /// - Parameters:
  ///   - arguments: The command line after the program name.
  ///   - environment: Variables added to (or replacing) the test process's environment.
  ///   - directory: The working directory.
  ///   - timeout: How long the child may run; a test that needs it to end sooner asserts on
  ///     ``Result/seconds``.
  ///   - program: Another program to run instead (such as `script`, to give `phasekit` a
  ///     terminal); `phasekit` by default.
  ///   - input: Bytes for the child's standard input, which is then closed; none (an empty
  ///     stream) by default.
  static func run(
    _ arguments: [String], environment: [String: String] = [:], directory: URL? = nil,
    timeout: Duration = .seconds(60), program: URL? = nil, input: Data? = nil
  ) async throws -> Result {
    let process = Process()
    process.executableURL = program ?? executable
    process.arguments = arguments
    var merged = ProcessInfo.processInfo.environment
    merged["LANG"] = "en_US.UTF-8"
    merged.removeValue(forKey: "LC_ALL")
    merged.removeValue(forKey: "LC_MESSAGES")
    merged.removeValue(forKey: "LANGUAGE")
    merged["COLUMNS"] = "100"
    for (key, value) in environment { merged[key] = value }
    process.environment = merged
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
    process.terminationHandler = { process in exited.finish(process.terminationStatus) }
    let start = ContinuousClock.now
    try process.run()
    try? out.fileHandleForWriting.close()
    try? err.fileHandleForWriting.close()
    if let inputPipe, let input {
      // Written from a thread of its own: a child that exits early must not block the test.
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
    let status = await exited.wait()
    watchdog.cancel()
    let elapsed = ContinuousClock.now - start
    let (seconds, attoseconds) = elapsed.components
    return Result(
      status: status, stdout: await stdout.text(), stderr: await stderr.text(),
      seconds: Double(seconds) + Double(attoseconds) / 1e18,
      killedAfterTimeout: killed.withLock { $0 })
  }
}

/// Reads a pipe to its end on a thread of its own, so the child never blocks on a full pipe.
private final class PipeReader: Sendable {
  private let state = Lock<(data: Data, done: Bool, waiters: [CheckedContinuation<String, Never>])>(
    (Data(), false, []))

  init(_ handle: FileHandle) {
    let thread = Thread { [self] in
      while true {
        let chunk = handle.availableData
        if chunk.isEmpty { break }
        state.withLock { $0.data.append(chunk) }
      }
      let (text, waiters) = state.withLock { state in
        state.done = true
        defer { state.waiters.removeAll() }
        return (String(decoding: state.data, as: UTF8.self), state.waiters)
      }
      for waiter in waiters { waiter.resume(returning: text) }
    }
    thread.start()
  }

  func text() async -> String {
    await withCheckedContinuation { continuation in
      let ready: String? = state.withLock { state in
        if state.done { return String(decoding: state.data, as: UTF8.self) }
        state.waiters.append(continuation)
        return nil
      }
      if let ready { continuation.resume(returning: ready) }
    }
  }
}

/// Parks the test until the child's termination handler reports its status.
private final class ExitWaiter: Sendable {
  private let state = Lock<(status: Int32?, waiter: CheckedContinuation<Int32, Never>?)>((nil, nil))

  func finish(_ status: Int32) {
    let waiter = state.withLock { state in
      state.status = status
      defer { state.waiter = nil }
      return state.waiter
    }
    waiter?.resume(returning: status)
  }

  func wait() async -> Int32 {
    await withCheckedContinuation { continuation in
      let status: Int32? = state.withLock { state in
        if let status = state.status { return status }
        state.waiter = continuation
        return nil
      }
      if let status { continuation.resume(returning: status) }
    }
  }
}
