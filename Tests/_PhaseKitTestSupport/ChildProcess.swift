import Foundation
import PhaseKit

/// Runs a short-lived tool (a rasterizer, `gzip`, `git`) to its end from an async test, waiting
/// for it without holding a thread.
///
/// `Process.waitUntilExit()` blocks its caller and, on Linux, spins a run loop there at full
/// speed. Called from a test, that caller is one of the few threads of Swift's cooperative pool
/// (two on a 2-core CI machine), shared by every test of the run: while the tool runs, every
/// other test's `await` waits too. Here the termination handler, which Foundation calls from its
/// own queue, resumes the test instead.
///
/// ```swift
/// let status = try await ChildProcess.run("/usr/bin/rsvg-convert", ["-o", png.path, svg.path])
/// ```
public enum ChildProcess {
  /// Runs `executable` with `arguments`, standard input, output and error all `/dev/null`.
  ///
  /// - Parameters:
  ///   - executable: The program's path.
  ///   - arguments: Its arguments.
  /// - Returns: The exit status (or the signal number, when a signal ended it).
  /// - Throws: The error of `Process.run()` when the program cannot be started.
  public static func run(_ executable: String, _ arguments: [String]) async throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    let status = Lock<(status: Int32?, waiter: CheckedContinuation<Int32, Never>?)>((nil, nil))
    process.terminationHandler = { process in
      let code = process.terminationStatus
      let waiter = status.withLock { state in
        state.status = code
        defer { state.waiter = nil }
        return state.waiter
      }
      waiter?.resume(returning: code)
    }
    try process.run()
    return await withCheckedContinuation { continuation in
      let code: Int32? = status.withLock { state in
        if state.status == nil { state.waiter = continuation }
        return state.status
      }
      if let code { continuation.resume(returning: code) }
    }
  }
}
