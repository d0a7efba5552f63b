import PhaseKit

extension OptionTables {
  /// `phasekit cache list|clear [KEY]|path`: the action and its key are words, not options.
  static let cache = OptionTable<CacheOptions>(
    command: "cache",
    options: [
      .flag("json") { $0.json = true },
      .text("cache-dir", .directory, completion: .directory) { $0.cacheDirectory = $1 },
      .language { $0.language = $1 },
      .help,
    ])
}

extension Command {
  /// `phasekit cache ACTION [KEY] [options]`: the action (with a did-you-mean, as commands
  /// have), and for `clear` the key or URL prefix.
  static func parseCache(_ arguments: ArraySlice<String>) throws(UsageError) -> Command {
    var options = CacheOptions()
    var words: [String] = []
    let outcome = try OptionTables.cache.parse(arguments, into: &options) { _, value throws(UsageError) in
      words.append(value)
    }
    if outcome.wantsHelp { return .help("cache") }
    guard let action = words.first else { throw UsageError(text: .cacheNeedsAction, command: "cache") }
    let allowed = action == "clear" ? 2 : 1
    if words.count > allowed {
      throw UsageError(text: .unexpectedStatesArgument, arguments: [words[allowed]], command: "cache")
    }
    switch action {
    case "list": options.action = .list
    case "path": options.action = .path
    case "clear": options.action = .clear(words.dropFirst().first)
    default:
      if let near = Suggestion.closest(to: action, among: CacheAction.names) {
        throw UsageError(text: .cacheUnknownActionSuggestion, arguments: [action, near], command: "cache")
      }
      throw UsageError(text: .cacheUnknownAction, arguments: [action], command: "cache")
    }
    return .cache(options)
  }
}
