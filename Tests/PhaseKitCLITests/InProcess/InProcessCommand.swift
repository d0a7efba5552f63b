import Foundation
import PhaseKit
import _PhaseKitTestSupport

@testable import PhaseKitCLI

/// Runs a `phasekit` command line in the test process, through the same code as the binary
/// (`PhaseKitTool.run`), with a recording console: what a person would have seen on standard
/// output and standard error, and the exit status. The files it writes are real files.
///
/// For what needs no process of its own: what is said and written after loading a local file,
/// standard input given as data, or a URL of the test's fixture server. A signal, a real
/// terminal or pipe, the binary's own resources, a crash or several processes need
/// ``CommandRunner``.
enum InProcessCommand {
  /// What one run produced.
  struct Result: CustomStringConvertible {
    var status: Int32
    var stdout: String
    var stderr: String

    var description: String {
      "exit \(status)\n--- stdout\n\(stdout)\n--- stderr\n\(stderr)"
    }
  }

  /// The variables a recording console honours: it reads them from its own environment,
  /// never from the process. Anything else (`TZ`, a proxy, `HOME`) is read from the process and
  /// would silently not apply, so passing it is a mistake in the test.
  static let honouredVariables: Set<String> = [
    "LANG", "LC_ALL", "LC_MESSAGES", "LANGUAGE", "COLUMNS", "TERM", "NO_COLOR", "PATH",
    "PHASEKIT_RSVG_CONVERT",
  ]

  /// The `--timeout` a load is given when the command line names none: five minutes.
  ///
  /// In process, a load shares the main actor and two pool threads with a thousand other tests,
  /// and a response can wait longer for a thread than the tool's 15-second attempt timeout: the
  /// attempt would time out and be retried, and the test would see a retry line it did not cause.
  /// A test of timeouts names its own `--timeout`.
  static let patientTimeout = ["--timeout", "300"]

  /// Runs `phasekit` with `arguments` in process.
  ///
  /// The environment is the one ``CommandRunner`` gives a child: the test process's, in English
  /// (`LANG=en_US.UTF-8`, no `LC_ALL`, `LC_MESSAGES` or `LANGUAGE`), 100 columns wide, then
  /// `environment` on top. A chart whose command line names no `--timeout` gets
  /// ``patientTimeout``.
  ///
  /// - Parameters:
  ///   - arguments: The command line after the program name.
  ///   - environment: Variables added or replaced; only ``honouredVariables``.
  ///   - directory: The working folder: relative paths on the command line are in it, and
  ///     `chart` without `--out` writes `phasekit-chart.svg` there. Default: a fresh temporary
  ///     folder.
  ///   - input: What standard input holds; nothing by default.
  @MainActor
  static func run(
    _ arguments: [String], environment: [String: String] = [:], directory: URL? = nil, input: Data? = nil
  ) async -> Result {
    precondition(
      Set(environment.keys).isSubset(of: honouredVariables),
      "not honoured in process: \(Set(environment.keys).subtracting(honouredVariables))")
    let merged = CommandRunner.environment(adding: environment)
    let recording = Console.Recording()
    let folder =
      directory
      ?? FileManager.default.temporaryDirectory.appendingPathComponent("phasekit-in-process-\(UUID().uuidString)")
    let console = Console.recording(
      into: recording, environment: merged, standardInput: input ?? Data(), workingDirectory: folder)
    var arguments = arguments
    let otherCommands = Set(Command.names).subtracting(["chart"])
    let asksForHelp = arguments.contains { ["--help", "-h", "--version"].contains($0) }
    if !arguments.contains("--timeout"), !asksForHelp, !(arguments.first.map(otherCommands.contains) ?? false) {
      arguments += patientTimeout
    }
    let status = await PhaseKitTool.run(arguments, console: console)
    return Result(status: status, stdout: recording.standardOutput, stderr: recording.standardError)
  }
}
