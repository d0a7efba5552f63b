import Foundation
import PhaseDrawing
import PhaseKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a command is talking to: terminals (progress bars, colours) or pipes (plain lines).
package struct Terminal: Sendable {
  /// Whether standard output is a terminal.
  var isOutputTerminal: Bool
  /// Whether standard error is a terminal; progress goes there.
  var isErrorTerminal: Bool
  /// The width in columns: `COLUMNS`, else the terminal's, else 80.
  var columns: Int
  /// Whether colours may be used by default: not when `NO_COLOR` is set to anything
  /// (no-color.org) or `TERM` is `dumb`. `--color` still forces them on.
  var allowsColor = true
  /// The width status lines on standard output are wrapped at: `COLUMNS` when it is set, else
  /// the terminal's width when standard output is a terminal, else nil (a pipe or a file gets
  /// every line whole, as scripts expect).
  var outputStatusWidth: Int?
  /// Like ``outputStatusWidth``, for standard error.
  var errorStatusWidth: Int?

  /// The facts for streams that are (or are not) terminals, `windowColumns` wide when they are,
  /// with `COLUMNS`, `TERM` and `NO_COLOR` read from `environment`.
  ///
  /// - Parameters:
  ///   - environment: The environment variables.
  ///   - isOutputTerminal: Whether standard output is a terminal.
  ///   - isErrorTerminal: Whether standard error is a terminal (a `dumb` one counts as none).
  ///   - windowColumns: The width of standard output's and standard error's terminals, for
  ///     each that is one; nil when not known.
  init(
    environment: [String: String], isOutputTerminal: Bool, isErrorTerminal: Bool,
    windowColumns: (output: Int?, error: Int?) = (nil, nil)
  ) {
    let isDumb = environment["TERM"] == "dumb"
    let variable = Int(environment["COLUMNS"] ?? "").flatMap { $0 > 0 ? min($0, 400) : nil }
    self.isOutputTerminal = isOutputTerminal
    self.isErrorTerminal = isErrorTerminal && !isDumb
    columns = variable ?? windowColumns.output.map { min($0, 400) } ?? 80
    allowsColor = !isDumb && (environment["NO_COLOR"] ?? "").isEmpty
    outputStatusWidth = variable ?? windowColumns.output
    errorStatusWidth = variable ?? windowColumns.error
  }

  /// The process's streams: `isatty` and the terminal's width.
  static func current(environment: [String: String]) -> Terminal {
    Terminal(
      environment: environment, isOutputTerminal: isatty(STDOUT_FILENO) == 1,
      isErrorTerminal: isatty(STDERR_FILENO) == 1,
      windowColumns: (width(of: STDOUT_FILENO), width(of: STDERR_FILENO)))
  }

  /// The width status lines are wrapped at on standard error or standard output.
  func statusWidth(toStandardError: Bool) -> Int? {
    toStandardError ? errorStatusWidth : outputStatusWidth
  }

  /// The width of the terminal `descriptor` is, or nil when it is none.
  private static func width(of descriptor: Int32) -> Int? {
    var size = winsize()
    guard isatty(descriptor) == 1, ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0
    else { return nil }
    return Int(size.ws_col)
  }
}

/// Status lines ("Loaded 178 points …", "Skipped 2 lines above the header …") fitted to the
/// terminal: wrapped between words (CJK text between characters, by the rules of
/// `TextMetrics.wrap`) so that the terminal does not cut them in the middle of a word.
enum StatusLines {
  /// `text` with each line wider than `width` wrapped; a wrapped line's continuation keeps its
  /// indentation ("  dropped 3: …"). Unchanged when `width` is nil.
  static func fitted(_ text: String, toWidth width: Int?) -> String {
    guard let width else { return text }
    return text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
      let line = String(line)
      guard TextMetrics.columns(line) > width else { return line }
      var indent = String(line.prefix { $0 == " " })
      if indent.count * 2 >= width { indent = "" }
      // An option and its value ("--skip-lines N") and a number and its unit ("0.01 s") stay
      // on one line: joined by a no-break space while wrapping, given back their space after.
      var body = String(line.dropFirst(indent.count))
      body.replace(#/(--[a-z-]+) ([A-Z]+\b|列名)/#) { "\($0.output.1)\u{00A0}\($0.output.2)" }
      body.replace(#/(\d) (s\b|秒)/#) { "\($0.output.1)\u{00A0}\($0.output.2)" }
      return TextMetrics.wrap(body, maxColumns: width - indent.count)
        .map { indent + $0.replacingOccurrences(of: "\u{00A0}", with: " ") }
        .joined(separator: "\n")
    }.joined(separator: "\n")
  }
}

/// A one-line progress display on standard error: a bar with bytes and rate when the size is
/// known, a spinner when it is not, and nothing at all when standard error is not a terminal.
@MainActor
final class ProgressLine {
  private let standardError: Console.Stream
  private let enabled: Bool
  private let width: Int
  private var frame = 0
  private var isShown = false
  private var startedAt = ContinuousClock.now
  private var lastDraw = ContinuousClock.now - .seconds(1)

  init(console: Console) {
    standardError = console.standardError
    let terminal = console.terminal
    enabled = terminal.isErrorTerminal
    width = terminal.columns
  }

  /// Redraws the line, at most 20 times a second.
  func update(received: Int64, expected: Int64?, label: String) {
    guard enabled else { return }
    let now = ContinuousClock.now
    guard now - lastDraw >= .milliseconds(50) else { return }
    lastDraw = now
    if !isShown { startedAt = now }
    let elapsed = max((now - startedAt).seconds, 0.001)
    let rate = formatBytes(Double(received) / elapsed) + "/s"
    var line: String
    if let expected, expected > 0 {
      let fraction = min(Double(received) / Double(expected), 1)
      let barWidth = max(10, min(40, width - 50))
      let filled = Int(fraction * Double(barWidth))
      line =
        "\(label) [" + String(repeating: "█", count: filled)
        + String(repeating: "░", count: barWidth - filled) + "] "
      line +=
        "\(Int(fraction * 100))% \(formatBytes(Double(received)))/\(formatBytes(Double(expected))) \(rate)"
    } else {
      let spinner = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
      frame += 1
      line = "\(spinner[frame % spinner.count]) \(label) \(formatBytes(Double(received))) \(rate)"
    }
    show(line)
  }

  /// Shows a transient message (a retry countdown) on the progress line.
  func message(_ text: String) {
    guard enabled else { return }
    show(text)
  }

  /// Removes the line so that what is printed next starts clean.
  func clear() {
    guard enabled, isShown else { return }
    standardError.write("\r\u{1B}[2K")
    isShown = false
  }

  private func show(_ line: String) {
    let clipped = String(line.prefix(max(width - 1, 10)))
    standardError.write("\r\u{1B}[2K" + clipped)
    isShown = true
  }
}

/// A count or rate of bytes as text (``ByteCount``); a rate not yet known (no time passed) is 0.
func formatBytes(_ bytes: Double) -> String {
  ByteCount.text(bytes.isFinite && bytes > 0 ? Int64(min(bytes, 9e18)) : 0)
}

extension Duration {
  var seconds: Double {
    let (whole, atto) = components
    return Double(whole) + Double(atto) / 1e18
  }
}
