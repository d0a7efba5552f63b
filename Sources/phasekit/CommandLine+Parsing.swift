import Foundation
import PhaseCharts
import PhaseKit

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
        throw UsageError(text: .noHelpFor, arguments: [topic], command: nil)
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
      case .option("out"):
        let out = try reader.value(allowingDash: true)
        // Anything but .svg or .png would be SVG under a misleading name (x.pdf).
        let fileExtension = URL(fileURLWithPath: out).pathExtension.lowercased()
        guard out == "-" || ChartOptions.outputExtensions.contains(fileExtension) else {
          throw UsageError(text: .unsupportedOutputExtension, arguments: [out], command: "chart")
        }
        options.out = out
      case .option("width"):
        options.width = try reader.size(minimum: ChartSizeLimits.minimumWidth)
      case .option("height"):
        options.height = try reader.size(minimum: ChartSizeLimits.minimumHeight)
      case .option("header"): options.header = true
      case .option("no-header"): options.header = false
      case .option("delimiter"):
        let text = try reader.value(allowingDash: false)
        guard let delimiter = ChartOptions.delimiter(named: text) else {
          throw UsageError(text: .delimiterChoices, arguments: [text], command: "chart")
        }
        options.delimiter = delimiter
      case .option("date-order"): options.dateOrder = try reader.choice(["mdy", "dmy"])
      case .option("skip-lines"): options.skipLines = try reader.integer(in: 0...10_000)
      case .option("title"): options.title = try reader.value()
      case .option("theme"): options.theme = try reader.choice(["light", "dark"])
      case .option("keep-on-error"): options.keepOnError = true
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
      case .option("mark"):
        let mark = try reader.choice(["auto", "line", "points"])
        options.mark = mark == "auto" ? .automatic : mark == "line" ? .line : .points
      case .option("layout"):
        let layout = try reader.choice(["auto", "overlay", "panels"])
        options.layout = Dataset.Layout(rawValue: layout)
      case .option(let name):
        throw unknownOption(name, among: OptionTable.chart, command: command ?? "chart")
      case .positional(let value):
        // `phasekit data.csv` charts it, as `phasekit chart data.csv` does; a word that is no
        // path, URL or file (`phasekit chrat data.csv`) is a mistyped command, not a file.
        guard command != nil || Self.namesSource(value) else {
          throw UsageError(text: .unknownCommandChartHint, arguments: [value], command: nil)
        }
        guard options.source == nil else {
          throw UsageError(text: .unexpectedArgument, arguments: [value], command: "chart")
        }
        options.source = value
      }
    }
    if needsSource && options.source == nil {
      throw UsageError(text: .missingSource, command: "chart")
    }
    if options.offline && !options.useCache {
      throw UsageError(text: .offlineWithoutCache, command: "chart")
    }
    return .chart(options)
  }

  /// Whether an argument given where a command was expected is a source to chart: standard
  /// input (`-`), a URL, something shaped like a path (`data.csv`, `./data`, `~/x`), or an
  /// existing file.
  static func namesSource(_ argument: String) -> Bool {
    argument == "-" || argument.contains("://") || argument.contains("/") || argument.contains(".")
      || FileManager.default.fileExists(atPath: argument)
  }

  private static func parseStates(_ arguments: ArraySlice<String>) throws(UsageError) -> Command {
    var options = StatesOptions()
    var reader = OptionReader(arguments: arguments, command: "states")
    while let argument = try reader.next() {
      switch argument {
      case .option("help"), .option("h"): return .help("states")
      case .option("out"): options.out = try reader.value()
      case .option("width"):
        options.width = try reader.size(minimum: ChartSizeLimits.minimumWidth)
      case .option("height"):
        options.height = try reader.size(minimum: ChartSizeLimits.minimumHeight)
      case .option("lang"): options.language = try reader.language()
      case .option(let name):
        throw unknownOption(name, among: OptionTable.states, command: "states")
      case .positional(let value):
        throw UsageError(text: .unexpectedStatesArgument, arguments: [value], command: "states")
      }
    }
    return .states(options)
  }
}

extension Command {
  /// The usage error for an unknown option: with the closest known one when it looks like a
  /// typo (`--widht` → `--width`).
  fileprivate static func unknownOption(_ name: String, among known: [String], command: String)
    -> UsageError
  {
    if let suggestion = OptionTable.suggestion(for: name, among: known) {
      return UsageError(
        text: .unknownOptionSuggestion, arguments: ["--\(name)", "--\(suggestion)"], command: command)
    }
    return UsageError(text: .unknownOption, arguments: ["--\(name)"], command: command)
  }

  /// The language the command line asks for (`--lang X` or `--lang=X`), else the environment's:
  /// usage errors are said in it, before the rest is parsed.
  static func language(of arguments: [String]) -> Language {
    var iterator = arguments.makeIterator()
    var found: Language?
    while let argument = iterator.next() {
      if argument == "--" { break }
      var value: String?
      if argument == "--lang" { value = iterator.next() }
      if argument.hasPrefix("--lang=") { value = String(argument.dropFirst("--lang=".count)) }
      if let value, let language = Language(rawValue: value) ?? (value == "zh" ? .simplifiedChinese : nil) {
        found = language
      }
    }
    return found ?? .current
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
      throw UsageError(text: .takesNoValue, arguments: [currentName, pendingValue], command: command)
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
      throw UsageError(text: .unknownOption, arguments: [argument], command: command)
    }
    return .positional(argument)
  }

  /// The option's value; `-` (standard input or output) only where `allowingDash`.
  mutating func value(allowingDash: Bool = false) throws(UsageError) -> String {
    if let pendingValue {
      self.pendingValue = nil
      return pendingValue
    }
    guard let value = arguments.popFirst(), !value.hasPrefix("--"), allowingDash || value != "-"
    else {
      throw UsageError(text: .needsValue, arguments: [currentName], command: command)
    }
    return value
  }

  /// A width or height in pixels: refused below `minimum`, saying the minimum.
  mutating func size(minimum: Int) throws(UsageError) -> Int {
    let text = try value()
    guard let number = Int(text) else {
      throw UsageError(
        text: .needsWholeNumber,
        arguments: [currentName, String(minimum), String(ChartSizeLimits.maximum), text], command: command)
    }
    guard number >= minimum else {
      throw UsageError(text: .tooSmall, arguments: [currentName, String(minimum), text], command: command)
    }
    guard number <= ChartSizeLimits.maximum else {
      throw UsageError(
        text: .needsWholeNumber,
        arguments: [currentName, String(minimum), String(ChartSizeLimits.maximum), text], command: command)
    }
    return number
  }

  mutating func integer(in range: ClosedRange<Int>) throws(UsageError) -> Int {
    let text = try value()
    guard let number = Int(text), range.contains(number) else {
      throw UsageError(
        text: .needsWholeNumber,
        arguments: [currentName, String(range.lowerBound), String(range.upperBound), text], command: command)
    }
    return number
  }

  mutating func number(in range: ClosedRange<Double>) throws(UsageError) -> Double {
    let text = try value()
    guard let number = Double(text), number.isFinite, range.contains(number) else {
      throw UsageError(
        text: .needsSeconds,
        arguments: [currentName, "\(range.lowerBound)", "\(range.upperBound)", text], command: command)
    }
    return number
  }

  mutating func choice(_ choices: [String]) throws(UsageError) -> String {
    let text = try value()
    guard choices.contains(text) else {
      throw UsageError(
        text: .mustBeOneOf, arguments: [currentName, choices.joined(separator: ", "), text], command: command)
    }
    return text
  }

  mutating func language() throws(UsageError) -> Language {
    let text = try value()
    guard let language = Language(rawValue: text) ?? (text == "zh" ? .simplifiedChinese : nil) else {
      throw UsageError(text: .languageChoices, arguments: [text], command: command)
    }
    return language
  }
}
