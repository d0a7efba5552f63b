import Foundation
import PhaseKit

/// Runs the built `phasekit` executable as a child process and collects what it did.
///
/// Here, not in the CLI's test target, so that the end-to-end tests and the wall-clock suite
/// (which times some of the same runs) share one runner.
public enum CommandRunner {
  /// What one run produced.
  public struct Result: CustomStringConvertible, Sendable {
    /// The exit status.
    public var status: Int32
    /// Standard output, as UTF-8.
    public var stdout: String
    /// Standard error, as UTF-8.
    public var stderr: String
    /// From the start of the child to its end (see ``ChildProcess/Captured/elapsed``).
    public var seconds: Double
    /// Whether the child ran past its timeout and was killed.
    public var killedAfterTimeout: Bool

    /// The status, the duration and both outputs, for a failing expectation's message.
    public var description: String {
      "exit \(status) after \(String(format: "%.2f", seconds)) s\n--- stdout\n\(stdout)\n--- stderr\n\(stderr)"
    }
  }

  /// The `phasekit` binary next to the test bundle in the build folder.
  public static var executable: URL {
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

  /// The environment a run sees: the test process's, in English (`LANG=en_US.UTF-8`, no
  /// `LC_ALL`, `LC_MESSAGES` or `LANGUAGE`), 100 columns wide, then `environment` on top.
  ///
  /// - Parameter environment: Variables added or replaced.
  /// - Returns: The whole environment.
  public static func environment(adding environment: [String: String]) -> [String: String] {
    var merged = ProcessInfo.processInfo.environment
    merged["LANG"] = "en_US.UTF-8"
    merged.removeValue(forKey: "LC_ALL")
    merged.removeValue(forKey: "LC_MESSAGES")
    merged.removeValue(forKey: "LANGUAGE")
    merged["COLUMNS"] = "100"
    for (key, value) in environment { merged[key] = value }
    return merged
  }

  /// Runs `phasekit` with `arguments`, killing it with SIGKILL after `timeout`.
  ///
  /// The child runs in English (`LANG=en_US.UTF-8`, the other locale variables removed) on a
  /// 100-column terminal width unless `environment` says otherwise.
  ///
  /// - Parameters:
  ///   - arguments: The command line after the program name.
  ///   - environment: Variables added to (or replacing) the test process's environment.
  ///   - directory: The working directory.
  ///   - timeout: How long the child may run; a test that needs it to end sooner asserts on
  ///     ``Result/seconds`` (in WallClockTests).
  ///   - program: Another program to run instead (such as `script`, to give `phasekit` a
  ///     terminal); `phasekit` by default.
  ///   - input: Bytes for the child's standard input, which is then closed; none (an empty
  ///     stream) by default.
  /// - Returns: What the run produced.
  /// - Throws: The error of `Process.run()` when the program cannot be started.
  public static func run(
    _ arguments: [String], environment: [String: String] = [:], directory: URL? = nil,
    timeout: Duration = .seconds(60), program: URL? = nil, input: Data? = nil
  ) async throws -> Result {
    let merged = Self.environment(adding: environment)
    let run = try await ChildProcess.capture(
      program ?? executable, arguments, environment: merged, directory: directory, input: input, timeout: timeout)
    let (seconds, attoseconds) = run.elapsed.components
    return Result(
      status: run.status, stdout: String(decoding: run.output, as: UTF8.self),
      stderr: String(decoding: run.errors, as: UTF8.self), seconds: Double(seconds) + Double(attoseconds) / 1e18,
      killedAfterTimeout: run.killedAfterTimeout)
  }
}
