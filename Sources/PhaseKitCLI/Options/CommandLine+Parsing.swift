import Foundation
import PhaseKit

extension Command {
  /// The commands, as the first argument names them.
  static let names = ["chart", "states", "watch", "cache", "help", "completions"]

  /// Parses the arguments after the program name.
  ///
  /// - Throws: ``UsageError`` naming the unknown option or bad value.
  static func parse(_ arguments: [String]) throws(UsageError) -> Command {
    let rest = arguments.dropFirst()
    switch arguments.first {
    case "--help", "-h": return .help(nil)
    case "help":
      let topic = rest.first
      if let topic, !Help.topics.contains(topic) {
        throw UsageError.unknownCommand(topic, plain: .noHelpFor, suggesting: .noHelpForSuggestion)
      }
      return .help(topic)
    case "--version": return .version
    case "states": return try parseStates(rest)
    case "chart": return try parseChart(rest, command: "chart")
    case "watch": return try parseWatch(rest)
    case "completions": return try parseCompletions(rest)
    case "cache": return try parseCache(rest)
    default: return try parseChart(arguments[...], command: nil)
    }
  }

  private static func parseChart(_ arguments: ArraySlice<String>, command: String?) throws(UsageError)
    -> Command
  {
    var options = ChartOptions()
    let outcome = try OptionTables.chart.parse(arguments, into: &options) {
      options, value throws(UsageError) in
      // `phasekit data.csv` charts it, as `phasekit chart data.csv` does; a word that is no
      // path, URL or file (`phasekit chrat data.csv`) is a mistyped command, not a file.
      guard command != nil || Self.namesSource(value) else {
        throw UsageError.unknownCommand(value, plain: .unknownCommandChartHint, suggesting: .unknownCommandSuggestion)
      }
      guard options.source == nil else {
        throw UsageError(text: .unexpectedArgument, arguments: [value], command: "chart")
      }
      options.source = value
    }
    if outcome.wantsHelp { return .help("chart") }
    if command != nil && options.source == nil {
      throw UsageError(text: .missingSource, command: "chart")
    }
    if options.offline && !options.useCache {
      throw UsageError(text: .offlineWithoutCache, command: "chart")
    }
    return .chart(options)
  }

  private static func parseWatch(_ arguments: ArraySlice<String>) throws(UsageError) -> Command {
    var options = WatchOptions()
    let outcome = try OptionTables.watch.parse(arguments, into: &options) {
      options, value throws(UsageError) in
      guard options.chart.source == nil else {
        throw UsageError(text: .unexpectedArgument, arguments: [value], command: "watch")
      }
      options.chart.source = value
    }
    if outcome.wantsHelp { return .help("watch") }
    guard let source = options.chart.source else { throw UsageError(text: .missingSource, command: "watch") }
    let refused = OptionTables.watch.options.filter { $0.watch == .refuses }.map(\.name)
    if let name = outcome.given.first(where: refused.contains) {
      throw UsageError(text: .watchTakesNoOption, arguments: ["--\(name)"], command: "watch")
    }
    // Standard input ends once read: there is nothing to watch.
    if source == "-" { throw UsageError(text: .watchCannotReadStandardInput, command: "watch") }
    return .watch(options)
  }

  private static func parseStates(_ arguments: ArraySlice<String>) throws(UsageError) -> Command {
    var options = StatesOptions()
    let outcome = try OptionTables.states.parse(arguments, into: &options) { _, value throws(UsageError) in
      throw UsageError(text: .unexpectedStatesArgument, arguments: [value], command: "states")
    }
    return outcome.wantsHelp ? .help("states") : .states(options)
  }

  private static func parseCompletions(_ arguments: ArraySlice<String>) throws(UsageError) -> Command {
    guard let name = arguments.first else { throw UsageError(text: .missingShell, command: "completions") }
    if name == "--help" || name == "-h" { return .help("completions") }
    guard let shell = Shell(rawValue: name) else {
      throw UsageError(text: .shellChoices, arguments: [name], command: "completions")
    }
    if let extra = arguments.dropFirst().first {
      throw UsageError(text: .unexpectedStatesArgument, arguments: [extra], command: "completions")
    }
    return .completions(shell)
  }

  /// Whether an argument given where a command was expected is a source to chart: standard
  /// input (`-`), a URL, something shaped like a path (`data.csv`, `./data`, `~/x`), or an
  /// existing file.
  static func namesSource(_ argument: String) -> Bool {
    argument == "-" || argument.contains("://") || argument.contains("/") || argument.contains(".")
      || FileManager.default.fileExists(atPath: argument)
  }

  /// The language the command line asks for (`--lang X` or `--lang=X`), else `fallback` (the
  /// environment's): usage errors are said in it, before the rest is parsed.
  static func language(of arguments: [String], otherwise fallback: Language = .current) -> Language {
    var iterator = arguments.makeIterator()
    var found: Language?
    while let argument = iterator.next() {
      if argument == "--" { break }
      var value: String?
      if argument == "--lang" { value = iterator.next() }
      if argument.hasPrefix("--lang=") { value = String(argument.dropFirst("--lang=".count)) }
      if let value, let language = Language(argument: value) { found = language }
    }
    return found ?? fallback
  }
}
