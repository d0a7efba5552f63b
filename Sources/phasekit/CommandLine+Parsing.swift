import Foundation
import PhaseKit

/// A parsed `phasekit` invocation.
enum Command: Equatable {
  /// Chart a URL or file, or the embedded sample when `source` is nil.
  case chart(ChartOptions)
  /// Write every state card and a sample chart as SVG files into a folder.
  case states(StatesOptions)
  /// Print help for a command (nil: the overview).
  case help(String?)
  case version
}

/// Options of `phasekit chart` (and of `phasekit` with no arguments).
struct ChartOptions: Equatable {
  var source: String?
  var x: String?
  var y: [String] = []
  var series: String?
  var format: String?
  var out: String?
  var width = 800
  var height = 400
  var terminal = true
  var ascii = false
  var color: Bool?
  var timeout = 30.0
  var retries = 2
  var cacheDirectory: String?
  var useCache = true
  var offline = false
  var language: Language?
  var events: String?
  /// `--downsample`: a `DownsamplingMethod` name (auto, none, m4, minmax, lttb, minmaxlttb).
  var downsample = "auto"
}

/// Options of `phasekit states`.
struct StatesOptions: Equatable {
  var out = "phasekit-states"
  // The gallery's own size, so that the files equal the images under docs/images.
  var width = 640
  var height = 360
  var language: Language?
}

/// A usage error: one line for the person, then the usage of the command it concerns.
struct UsageError: Error, Equatable {
  var message: String
  var command: String?
}

extension Command {
  /// Parses the arguments after the program name.
  ///
  /// - Throws: ``UsageError`` naming the unknown option or bad value.
  static func parse(_ arguments: [String]) throws(UsageError) -> Command {
    var rest = arguments[...]
    switch rest.first {
    case "--help", "-h": return .help(nil)
    case "help":
      let topic = rest.dropFirst().first
      if let topic, !["chart", "states", "help"].contains(topic) {
        throw UsageError(message: "no help for '\(topic)': the commands are chart and states", command: nil)
      }
      return .help(topic)
    case "--version": return .version
    case "states":
      rest.removeFirst()
      return try parseStates(rest)
    case "chart":
      rest.removeFirst()
      return try parseChart(rest, command: "chart", needsSource: true)
    default:
      return try parseChart(rest, command: nil, needsSource: false)
    }
  }

  private static func parseChart(
    _ arguments: ArraySlice<String>, command: String?, needsSource: Bool
  ) throws(UsageError) -> Command {
    var options = ChartOptions()
    var reader = OptionReader(arguments: arguments, command: command ?? "chart")
    while let argument = try reader.next() {
      switch argument {
      case .option("help"), .option("h"): return .help(command ?? "chart")
      case .option("x"): options.x = try reader.value()
      case .option("y"): options.y.append(try reader.value())
      case .option("series"): options.series = try reader.value()
      case .option("format"):
        options.format = try reader.choice(["csv", "json"])
      case .option("out"): options.out = try reader.value()
      case .option("width"): options.width = try reader.integer(in: 64...20_000)
      case .option("height"): options.height = try reader.integer(in: 48...20_000)
      case .option("no-terminal"): options.terminal = false
      case .option("ascii"): options.ascii = true
      case .option("color"): options.color = true
      case .option("no-color"): options.color = false
      case .option("timeout"): options.timeout = try reader.number(in: 0.05...3_600)
      case .option("retries"): options.retries = try reader.integer(in: 0...20)
      case .option("cache-dir"): options.cacheDirectory = try reader.value()
      case .option("no-cache"): options.useCache = false
      case .option("offline"): options.offline = true
      case .option("lang"): options.language = try reader.language()
      case .option("events"): options.events = try reader.value()
      case .option("downsample"):
        options.downsample = try reader.choice(["auto", "none", "m4", "minmax", "lttb", "minmaxlttb"])
      case .option(let name):
        throw UsageError(message: "unknown option '--\(name)'", command: command ?? "chart")
      case .positional(let value):
        // `phasekit chrat data.csv` would otherwise chart a file named "chrat".
        guard command != nil else {
          throw UsageError(
            message: "unknown command '\(value)': the commands are chart and states "
              + "(to chart a file or URL: phasekit chart <url-or-path>)",
            command: nil)
        }
        guard options.source == nil else {
          throw UsageError(
            message: "unexpected argument '\(value)': give one URL or file", command: "chart")
        }
        options.source = value
      }
    }
    if needsSource && options.source == nil {
      throw UsageError(message: "missing the URL or file to chart", command: "chart")
    }
    if options.offline && !options.useCache {
      throw UsageError(message: "--offline reads the cache, so it cannot go with --no-cache", command: "chart")
    }
    return .chart(options)
  }

  private static func parseStates(_ arguments: ArraySlice<String>) throws(UsageError) -> Command {
    var options = StatesOptions()
    var reader = OptionReader(arguments: arguments, command: "states")
    while let argument = try reader.next() {
      switch argument {
      case .option("help"), .option("h"): return .help("states")
      case .option("out"): options.out = try reader.value()
      case .option("width"): options.width = try reader.integer(in: 64...20_000)
      case .option("height"): options.height = try reader.integer(in: 48...20_000)
      case .option("lang"): options.language = try reader.language()
      case .option(let name):
        throw UsageError(message: "unknown option '--\(name)'", command: "states")
      case .positional(let value):
        throw UsageError(message: "unexpected argument '\(value)'", command: "states")
      }
    }
    return .states(options)
  }
}

/// Reads `--name value`, `--name=value` and positionals, one at a time.
private struct OptionReader {
  enum Argument: Equatable {
    case option(String)
    case positional(String)
  }

  var arguments: ArraySlice<String>
  let command: String
  private var pendingValue: String?
  private var currentName = ""
  private var onlyPositionals = false

  init(arguments: ArraySlice<String>, command: String) {
    self.arguments = arguments
    self.command = command
  }

  mutating func next() throws(UsageError) -> Argument? {
    if let pendingValue {
      throw UsageError(message: "'--\(currentName)' takes no value (got '\(pendingValue)')", command: command)
    }
    guard let argument = arguments.popFirst() else { return nil }
    if onlyPositionals { return .positional(argument) }
    if argument == "--" {
      onlyPositionals = true
      return try next()
    }
    if argument.hasPrefix("--") {
      let body = argument.dropFirst(2)
      if let equals = body.firstIndex(of: "=") {
        currentName = String(body[..<equals])
        pendingValue = String(body[body.index(after: equals)...])
      } else {
        currentName = String(body)
      }
      return .option(currentName)
    }
    if argument == "-h" { return .option("h") }
    if argument.hasPrefix("-") && argument.count > 1 && Double(argument) == nil {
      throw UsageError(message: "unknown option '\(argument)'", command: command)
    }
    return .positional(argument)
  }

  mutating func value() throws(UsageError) -> String {
    if let pendingValue {
      self.pendingValue = nil
      return pendingValue
    }
    guard let value = arguments.popFirst(), !value.hasPrefix("--") else {
      throw UsageError(message: "'--\(currentName)' needs a value", command: command)
    }
    return value
  }

  mutating func integer(in range: ClosedRange<Int>) throws(UsageError) -> Int {
    let text = try value()
    guard let number = Int(text), range.contains(number) else {
      throw UsageError(
        message: "'--\(currentName)' needs a whole number from \(range.lowerBound) to \(range.upperBound), got '\(text)'",
        command: command)
    }
    return number
  }

  mutating func number(in range: ClosedRange<Double>) throws(UsageError) -> Double {
    let text = try value()
    guard let number = Double(text), number.isFinite, range.contains(number) else {
      throw UsageError(
        message: "'--\(currentName)' needs a number of seconds from \(range.lowerBound) to \(range.upperBound), got '\(text)'",
        command: command)
    }
    return number
  }

  mutating func choice(_ choices: [String]) throws(UsageError) -> String {
    let text = try value()
    guard choices.contains(text) else {
      throw UsageError(
        message: "'--\(currentName)' must be one of \(choices.joined(separator: ", ")), got '\(text)'",
        command: command)
    }
    return text
  }

  mutating func language() throws(UsageError) -> Language {
    let text = try value()
    guard let language = Language(rawValue: text) ?? (text == "zh" ? .simplifiedChinese : nil) else {
      throw UsageError(message: "'--lang' must be en or zh-Hans, got '\(text)'", command: command)
    }
    return language
  }
}
