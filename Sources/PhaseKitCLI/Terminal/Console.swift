import Foundation
import PhaseKit

/// What a command talks to: where its standard output and standard error go, what they are
/// (terminals, how wide, whether colours are welcome), the environment it reads, and the
/// process-wide things it may touch.
///
/// Every command writes through its console and reads the environment from it, never from the
/// process directly, so that a test runs `phasekit chart …` in process with a console of its
/// own and gets back what a person would have seen, while tests run side by side:
///
/// ```swift
/// let recording = Console.Recording()
/// let console = Console.recording(
///   into: recording, environment: ["LANG": "zh_CN.UTF-8"], workingDirectory: folder)
/// let status = await PhaseKitTool.run(["chart", "data.csv", "--out", "/tmp/c.svg"], console: console)
/// print(recording.standardOutput)  // "已从 data.csv 加载 …"
/// ```
///
/// ``process`` is the real one: the process's streams, `isatty` and the terminal's width,
/// `ProcessInfo`'s environment, the working folder, and the `SIGBUS` handler for mapped files.
package struct Console: Sendable {
  /// One output stream: takes text exactly as it is to appear.
  package struct Stream: Sendable {
    private let sink: @Sendable (String) -> Void

    /// A stream that hands each write to `sink`.
    package init(_ sink: @escaping @Sendable (String) -> Void) {
      self.sink = sink
    }

    /// Writes `text` as it is, with no line break added.
    package func write(_ text: String) {
      sink(text)
    }

    /// The process's standard output (buffered by the C library, as `print` is).
    package static let processOutput = Stream { Swift.print($0, terminator: "") }
    /// The process's standard error (unbuffered).
    package static let processError = Stream { FileHandle.standardError.write(Data($0.utf8)) }
  }

  /// Where standard output goes.
  package var standardOutput: Stream
  /// Where standard error goes: reports of trouble, progress, retries.
  package var standardError: Stream
  /// What the two streams are: terminals or not, their widths, whether colours are welcome.
  package var terminal: Terminal
  /// The environment variables the command reads (`NO_COLOR`, `PHASEKIT_RSVG_CONVERT`, the
  /// test hooks named `PHASEKIT_TEST_*`).
  package var environment: [String: String]
  /// The language when the command line names none (`--lang`).
  package var language: Language
  /// The folder relative paths on the command line are read from and written to (the source,
  /// `--out`, `--events`, `--cache-dir`, and `phasekit-chart.svg` when no `--out` is given).
  /// Default: nil, the process's working folder.
  package var workingDirectory: URL?
  /// Reads standard input to its end (`phasekit chart -`), up to a size limit in bytes: past it,
  /// ``PhaseKit/DataError/tooLarge(limit:)``, as for a download.
  package var readStandardInput: @Sendable (_ limit: Int) async throws(DataError) -> Data
  /// Whether the command may install process-wide signal handlers (the `SIGBUS` handler that
  /// says a mapped file was truncated while read). `true` for ``process``; `false` for a
  /// console in a test process, where a handler would outlive the run and be shared by every
  /// test.
  package var installsSignalHandlers: Bool

  /// Creates a console; see each property.
  package init(
    standardOutput: Stream, standardError: Stream, terminal: Terminal, environment: [String: String],
    language: Language, readStandardInput: @escaping @Sendable (_ limit: Int) async throws(DataError) -> Data,
    installsSignalHandlers: Bool
  ) {
    self.standardOutput = standardOutput
    self.standardError = standardError
    self.terminal = terminal
    self.environment = environment
    self.language = language
    self.readStandardInput = readStandardInput
    self.installsSignalHandlers = installsSignalHandlers
  }

  /// The process's own console: its streams, terminal and environment, the user's language.
  package static var process: Console {
    let environment = ProcessInfo.processInfo.environment
    return Console(
      standardOutput: .processOutput, standardError: .processError,
      terminal: .current(environment: environment), environment: environment, language: .current,
      readStandardInput: { limit throws(DataError) in
        // A blocking read: off Swift's cooperative pool.
        try await OffPool.run { () throws(DataError) in try StandardInputReader.read(limit: limit) }
      },
      installsSignalHandlers: true)
  }
}

extension Console {
  /// What a recording console's streams were given, for tests.
  package final class Recording: Sendable {
    private let text = Lock((output: "", error: ""))

    /// Creates an empty recording.
    package init() {}

    /// Everything written to standard output so far.
    package var standardOutput: String { text.withLock { $0.output } }
    /// Everything written to standard error so far.
    package var standardError: String { text.withLock { $0.error } }

    fileprivate func append(_ string: String, toError: Bool) {
      text.withLock { if toError { $0.error += string } else { $0.output += string } }
    }
  }

  /// A console that records both streams into `recording`, as a pipe would: neither stream is a
  /// terminal, no signal handler is installed, and `environment` alone decides the language,
  /// the widths (`COLUMNS`) and the test hooks, whatever the test process's own environment is.
  ///
  /// - Parameters:
  ///   - recording: Receives what is written.
  ///   - environment: The environment the command sees. Default: none.
  ///   - standardInput: What standard input holds. Default: nothing (an empty stream).
  ///   - workingDirectory: See ``workingDirectory``.
  package static func recording(
    into recording: Recording, environment: [String: String] = [:], standardInput: Data = Data(),
    workingDirectory: URL
  ) -> Console {
    var console = Console(
      standardOutput: Stream { recording.append($0, toError: false) },
      standardError: Stream { recording.append($0, toError: true) },
      terminal: Terminal(environment: environment, isOutputTerminal: false, isErrorTerminal: false),
      environment: environment, language: .current(environment: environment),
      readStandardInput: { limit throws(DataError) in
        guard standardInput.count <= limit else { throw .tooLarge(limit: limit) }
        return standardInput
      }, installsSignalHandlers: false)
    console.workingDirectory = workingDirectory
    return console
  }
}

extension Console {
  /// The file or folder a path given on the command line names: relative to
  /// ``workingDirectory``.
  func fileURL(_ path: String, isDirectory: Bool = false) -> URL {
    URL(fileURLWithPath: path, isDirectory: isDirectory, relativeTo: baseDirectory)
  }

  /// ``workingDirectory`` as a folder's URL (a URL without a trailing slash would resolve
  /// paths against its parent).
  var baseDirectory: URL? {
    workingDirectory.map { URL(fileURLWithPath: $0.path, isDirectory: true) }
  }

  /// Writes a line to standard output.
  func print(_ text: String) {
    standardOutput.write(text + "\n")
  }

  /// Writes a line to standard error.
  func printError(_ text: String) {
    standardError.write(text + "\n")
  }

  /// Writes a line that may quote data (file names, URLs, column names, echoed arguments) to
  /// standard error, with every terminal-controlling character made visible (see
  /// ``TerminalSafeText``) and the secrets of any URL in it hidden (``SecretRedaction``): an
  /// argument that is no valid URL is echoed whole, and may still carry a password or a token.
  func printErrorSafe(_ text: String) {
    printError(SecretRedaction.apply(to: text).terminalSafe)
  }

  /// Writes a status line of a run ("Loaded 178 points …", "Skipped 2 lines above the header …",
  /// the sanitization report) like ``printErrorSafe(_:)``, on standard output or standard error,
  /// wrapped between words to that stream's width (see ``Terminal/statusWidth(toStandardError:)``).
  /// Error messages stay one line each, for scripts that match them.
  func printStatus(_ text: String, toStandardError: Bool = false) {
    let fitted = StatusLines.fitted(
      text.terminalSafe, toWidth: terminal.statusWidth(toStandardError: toStandardError))
    if toStandardError { printError(fitted) } else { print(fitted) }
  }
}
