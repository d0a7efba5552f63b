import PhaseKit

/// Reads `--name value`, `--name=value`, `-h` and positionals, one at a time, and the values of
/// each kind of ``Option``, with the usage error each kind gives for a bad value.
struct OptionReader {
  enum Argument: Equatable {
    case option(String)
    case positional(String)
  }

  var arguments: ArraySlice<String>
  /// The command whose help the errors point to.
  let command: String
  private var pendingValue: String?
  private(set) var currentName = ""
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
    let range = [currentName, String(minimum), String(ChartSizeLimits.maximum), text]
    guard let number = Int(text) else {
      throw UsageError(text: .needsWholeNumber, arguments: range, command: command)
    }
    guard number >= minimum else {
      throw UsageError(text: .tooSmall, arguments: [currentName, String(minimum), text], command: command)
    }
    guard number <= ChartSizeLimits.maximum else {
      throw UsageError(text: .needsWholeNumber, arguments: range, command: command)
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

  mutating func number(in range: ClosedRange<Double>, bounds: (String, String)) throws(UsageError) -> Double {
    let text = try value()
    guard let number = Double(text), number.isFinite, range.contains(number) else {
      throw UsageError(
        text: .needsSeconds, arguments: [currentName, bounds.0, bounds.1, text], command: command)
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
    guard let language = Language(argument: text) else {
      throw UsageError(text: .languageChoices, arguments: [text], command: command)
    }
    return language
  }
}

extension Language {
  /// The language a `--lang` value names: a tag (`en`, `zh-Hans`), or `zh` for Chinese.
  init?(argument: String) {
    guard let language = Language(rawValue: argument) ?? (argument == "zh" ? .simplifiedChinese : nil)
    else { return nil }
    self = language
  }
}

/// A usage error: one line for the person, in their language, then a pointer to the help of
/// the command it concerns.
struct UsageError: Error, Equatable {
  var text: CLIText
  var arguments: [String] = []
  /// The command whose help the second line points to; nil for the overview.
  var command: String?

  /// The first line, without the `phasekit: ` prefix.
  func message(in language: Language) -> String { text.format(arguments, in: language) }

  /// The two lines printed to standard error: what is wrong, then where the options are.
  func lines(in language: Language) -> [String] {
    [
      "phasekit: " + message(in: language),
      CLIText.seeHelp.format([command.map { "\($0) " } ?? ""], in: language),
    ]
  }

  /// The usage error for an unknown option: with the closest known one when it looks like a
  /// typo (`--widht` → `--width`).
  static func unknownOption(_ name: String, among known: [String], command: String) -> UsageError {
    if let suggestion = Suggestion.closest(to: name, among: known) {
      return UsageError(
        text: .unknownOptionSuggestion, arguments: ["--\(name)", "--\(suggestion)"], command: command)
    }
    return UsageError(text: .unknownOption, arguments: ["--\(name)"], command: command)
  }

  /// The usage error for a word that is no command (`phasekit chrt s.csv`, `phasekit help chrat`):
  /// every command listed, with the closest one when it looks like a typo, as for options.
  ///
  /// - Parameters:
  ///   - word: What was typed.
  ///   - plain: The text without a suggestion: the word, then the commands.
  ///   - suggesting: The text with one: the word, the suggestion, then the commands.
  static func unknownCommand(_ word: String, plain: CLIText, suggesting: CLIText) -> UsageError {
    let list = Command.names.joined(separator: ", ")
    if let suggestion = Suggestion.closest(to: word, among: Command.names) {
      return UsageError(text: suggesting, arguments: [word, suggestion, list], command: nil)
    }
    return UsageError(text: plain, arguments: [word, list], command: nil)
  }
}

/// Did-you-mean: the known word closest to a mistyped one.
enum Suggestion {
  /// The known word closest to `name` (a typo of it), or nil when none is close.
  static func closest(to name: String, among known: [String]) -> String? {
    let candidates = known.map { ($0, distance(name, $0)) }
    guard let best = candidates.min(by: { $0.1 < $1.1 }) else { return nil }
    // One edit in a short name, two in a longer one; or a prefix (`--out-file` → `--out`).
    let allowed = name.count <= 4 ? 1 : 2
    if best.1 <= allowed { return best.0 }
    return known.first { name.hasPrefix($0) && $0.count >= 3 || $0.hasPrefix(name) && name.count >= 3 }
  }

  /// The Damerau–Levenshtein (optimal string alignment) distance: a swap of two neighbours
  /// (`widht`) is one edit.
  static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { d[i][0] = i }
    for j in 0...b.count { d[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
        }
      }
    }
    return d[a.count][b.count]
  }
}
