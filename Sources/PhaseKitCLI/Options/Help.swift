import PhaseCharts
import PhaseKit

/// The usage texts of `phasekit` and its commands, in the user's language: paragraphs from the
/// catalog around option lists made from ``OptionTables``, so that an option's help is written
/// once per language and listed wherever the option is taken.
enum Help {
  static let version = "phasekit 0.1.0"

  /// The topics `phasekit help TOPIC` knows: the commands.
  static var topics: [String] { Command.names }

  /// The help of `command` (nil, or `help`: the overview) in `language`.
  static func text(for command: String?, language: Language) -> String {
    switch command {
    case "chart": chart(language)
    case "states": states(language)
    case "watch": watch(language)
    case "completions": completions(language)
    case "cache": cache(language)
    default: overview(language)
    }
  }

  static func overview(_ language: Language) -> String {
    paragraphs(
      ["help.overview.summary", "help.overview.usage", "help.overview.more", "help.overview.exitCodes"],
      language)
  }

  static func chart(_ language: Language) -> String {
    [
      text("help.chart.usage", language), text("help.chart.about", language),
      text("help.optionsHeading", language) + "\n" + optionLines(OptionTables.chart, language),
    ].joined(separator: "\n\n")
  }

  static func states(_ language: Language) -> String {
    let table = OptionTables.states
    let synopsis = table.options.filter { $0.kind != .help }.map { "[\(label(of: $0, language))]" }
    return [
      text("help.states.usage", language).fillingPlaceholders(with: [
        synopsis.joined(separator: " ")
      ]),
      text("help.states.about", language),
      text("help.optionsHeading", language) + "\n" + optionLines(table, language),
    ].joined(separator: "\n\n")
  }

  /// `--every` and the help line, then the chart options watch takes, listed from the table.
  static func watch(_ language: Language) -> String {
    let own = OptionTables.watch.options.filter(OptionTables.isWatchsOwn)
    let taken = OptionTables.chart.options.filter { $0.watch == .takes && $0.kind != .help }.map {
      "--\($0.name)"
    }
    let list = taken.joined(separator: CLIText.listSeparator.text(in: language))
    let chartOptions = wrapped(
      text("help.watch.chartOptions", language).fillingPlaceholders(with: [list]),
      width: 98, indent: "  ")
    return [
      text("help.watch.usage", language), text("help.watch.about", language),
      text("help.optionsHeading", language) + "\n"
        + optionLines(OptionTable(command: "watch", options: own), language) + "\n" + chartOptions,
      text("help.watch.keys", language), text("help.watch.footer", language),
    ].joined(separator: "\n\n")
  }

  static func cache(_ language: Language) -> String {
    [
      text("help.cache.usage", language), text("help.cache.about", language),
      text("help.optionsHeading", language) + "\n" + optionLines(OptionTables.cache, language),
    ].joined(separator: "\n\n")
  }

  static func completions(_ language: Language) -> String {
    paragraphs(["help.completions.usage", "help.completions.about"], language)
  }

  /// Every catalog key the help reads, in the order first read: found by writing every
  /// topic's help, so that the list is the texts' own and cannot drift from them.
  static var keys: [String] {
    let read = Lock<[String]>([])
    $keysRead.withValue(read) {
      for topic in topics { _ = text(for: topic, language: .english) }
    }
    var seen = Set<String>()
    return read.withLock { $0 }.filter { seen.insert($0).inserted }
  }

  /// Where ``text(_:_:)`` notes the keys it reads, while ``keys`` collects them.
  @TaskLocal private static var keysRead: Lock<[String]>?

  /// `--x COL`, `--format csv|json`, `--lang en|zh-Hans`, `-h, --help`.
  static func label<O>(of option: Option<O>, _ language: Language) -> String {
    let name = (option.short.map { "-\($0), " } ?? "") + "--\(option.name)"
    if let placeholder = option.placeholder { return "\(name) \(placeholder.text(in: language))" }
    switch option.kind {
    case .choice(let choices): return "\(name) \(choices.joined(separator: "|"))"
    case .language: return "\(name) \(Language.allCases.map(\.rawValue).joined(separator: "|"))"
    default: return name
    }
  }

  /// One line per option (two names share one when the second joins the first's help), the
  /// description in a column at 24, its further lines indented to it.
  static func optionLines<O>(_ table: OptionTable<O>, _ language: Language) -> String {
    var entries: [(label: String, key: String)] = []
    for option in table.options {
      if option.joinsPreviousHelp, let last = entries.indices.last {
        entries[last].label += ", --\(option.name)"
      } else {
        entries.append((label(of: option, language), option.helpKey(in: table.command)))
      }
    }
    let column = 22
    let indent = String(repeating: " ", count: column + 2)
    return entries.map { entry in
      let description = describe(entry.key, language).split(
        separator: "\n", omittingEmptySubsequences: false)
      let width = displayWidth(entry.label)
      let padding = String(repeating: " ", count: width + 2 <= column ? column - width : 2)
      var lines = ["  " + entry.label + padding + (description.first.map(String.init) ?? "")]
      lines += description.dropFirst().map { indent + $0 }
      return lines.joined(separator: "\n")
    }.joined(separator: "\n")
  }

  /// An option's help, its defaults filled in from what decides them, so that the help cannot
  /// drift from the code: the defaults of `--x` and `--y` are the chart choice's own words for
  /// its rule (``ChartChoice/defaultRule(for:in:)``), wrapped to the help's width; the numbers
  /// are the options' initial values and limits (``defaultValues``).
  static func describe(_ key: String, _ language: Language) -> String {
    let help = text(key, language)
    guard help.contains("%1$@") else { return help }
    let column: ChartChoice.NamedColumn? = key.hasSuffix(".x") ? .x : key.hasSuffix(".y") ? .y : nil
    guard let column else { return help.fillingPlaceholders(with: defaultValues[key] ?? []) }
    let filled = help.fillingPlaceholders(with: [ChartChoice.defaultRule(for: column, in: language)])
    return wrapped(filled, width: 74, indent: "")
  }

  /// The values an option's help states, by its help key: read from the options' initial
  /// values and the limits the parser enforces.
  static var defaultValues: [String: [String]] {
    let chart = ChartOptions()
    let states = StatesOptions()
    func number(_ value: Double) -> String { value.rounded() == value ? String(Int(value)) : String(value) }
    return [
      "option.chart.width": [String(chart.width), String(ChartSizeLimits.minimumWidth)],
      "option.chart.height": [String(chart.height), String(ChartSizeLimits.minimumHeight)],
      "option.states.width": [String(states.width), String(ChartSizeLimits.minimumWidth)],
      "option.states.height": [String(states.height), String(ChartSizeLimits.minimumHeight)],
      "option.chart.retries": [String(chart.retries)],
      "option.chart.timeout": [number(chart.timeout)],
      "option.chart.max-bytes": [ChartOptions.byteCountText(chart.maxBytes)],
      "option.chart.theme": [chart.theme],
      "option.watch.every": [number(WatchOptions().every), number(max(OptionTables.minimumEvery, 1))],
    ]
  }

  /// `text` broken into lines of at most `width` columns, each starting with `indent`: after a
  /// space, or after Chinese punctuation, so that both languages wrap.
  static func wrapped(_ text: String, width: Int, indent: String) -> String {
    var lines: [String] = []
    var line = ""
    var piece = ""
    func place() {
      if !line.isEmpty, displayWidth(indent + line + piece.trimmingTrailingSpaces) > width {
        lines.append(line.trimmingTrailingSpaces)
        line = ""
      }
      line += piece
      piece = ""
    }
    for character in text {
      piece.append(character)
      if character == " " || "、，；".contains(character) { place() }
    }
    place()
    if !line.isEmpty { lines.append(line.trimmingTrailingSpaces) }
    return lines.map { indent + $0 }.joined(separator: "\n")
  }

  /// The columns `text` takes in a terminal: two for CJK and full-width characters.
  static func displayWidth(_ text: String) -> Int {
    text.unicodeScalars.reduce(0) { width, scalar in
      switch scalar.value {
      case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
        0xFF00...0xFF60, 0xFFE0...0xFFE6:
        width + 2
      default: width + 1
      }
    }
  }

  /// The catalog's text of `key`: every text the help shows is read here.
  private static func text(_ key: String, _ language: Language) -> String {
    keysRead?.withLock { $0.append(key) }
    return CLICatalog.text(key, in: language)
  }

  private static func paragraphs(_ keys: [String], _ language: Language) -> String {
    keys.map { text($0, language) }.joined(separator: "\n\n")
  }
}

extension String {
  fileprivate var trimmingTrailingSpaces: String {
    String(self[..<(lastIndex { $0 != " " }.map { index(after: $0) } ?? startIndex)])
  }
}
