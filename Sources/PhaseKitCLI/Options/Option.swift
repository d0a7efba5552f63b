import PhaseKit

/// One command-line option, declared once: its name, the kind of value it takes (and so what
/// the parser accepts, what the help shows and what the shell completes), its help text's key,
/// and how it changes the parsed options.
///
/// Parsing (``OptionReader``), did-you-mean, both languages' help (``Help``) and the shell
/// completion scripts (``Completions``) are all made from the tables in ``OptionTable``:
///
/// ```swift
/// .integer("retries", in: 0...20) { $0.retries = $1 }
/// .choice("theme", ["light", "dark"]) { $0.theme = $1 }
/// ```
struct Option<Options>: Sendable {
  typealias Kind = OptionKind
  typealias Completion = OptionCompletion

  /// The name without dashes: `x`, `cache-dir`.
  let name: String
  /// A one-letter form (`h` for `-h`), or nil.
  let short: Character?
  let kind: Kind
  /// The placeholder of the value in the help (`COL`, `FILE`), or nil for flags and choices,
  /// whose help shows the choices (`csv|json`).
  let placeholder: ValueName?
  let completion: Completion
  /// Whether the option may be given more than once (`--y a --y b`); the others take the last.
  let repeats: Bool
  /// Whether the help shows this option on the line of the one before it (`--color, --no-color`).
  let joinsPreviousHelp: Bool
  /// What `watch` does with it (chart options only).
  let watch: WatchUse
  /// Reads the value, if any, and applies it.
  let read: @Sendable (inout OptionReader, inout Options) throws(UsageError) -> Void

  /// The key of the option's help text in the catalog (`option.chart.x`).
  func helpKey(in scope: String) -> String { "option.\(scope).\(name)" }
}

/// What an ``Option`` takes.
enum OptionKind: Sendable, Equatable {
  /// No value: `--ascii`.
  case flag
  /// Free text: a column, a title, a path.
  case text
  /// One of a fixed set of words.
  case choice([String])
  /// A whole number in a range (pixels, counts).
  case integer(ClosedRange<Int>)
  /// A number of seconds in a range.
  case seconds(ClosedRange<Double>)
  /// `en` or `zh-Hans` (`zh` too).
  case language
  /// `-h`, `--help`: print the command's help.
  case help
}

/// What a shell offers for an ``Option``'s value.
enum OptionCompletion: Sendable, Equatable {
  /// Nothing to offer (a column name, a number).
  case none
  /// A file name.
  case file
  /// A folder name.
  case directory
  /// The words of a ``Kind/choice(_:)``, or the languages.
  case words([String])
}

/// What `phasekit watch` does with a chart option.
enum WatchUse: Sendable, Equatable {
  /// Takes it and lists it in its help.
  case takes
  /// Accepts it and has no use for it (a chart file's width).
  case ignores
  /// Refuses it with a usage error: it makes no sense for a live screen (`--out`).
  case refuses
}

/// The placeholders of option values in the help, by catalog key (`value.column`: `COL`, `列名`).
enum ValueName: String, Sendable, CaseIterable {
  case column, file, directory, text, count, byteCount, seconds, method, character, eventsFile, jsonPath

  /// The placeholder in `language`.
  func text(in language: Language) -> String { CLICatalog.text("value.\(rawValue)", in: language) }
}

// The constructors the tables are written with: one line per option.
extension Option {
  /// A switch with no value.
  static func flag(
    _ name: String, joinsPreviousHelp: Bool = false, watch: WatchUse = .takes,
    _ apply: @escaping @Sendable (inout Options) -> Void
  ) -> Self {
    Self(
      name: name, short: nil, kind: .flag, placeholder: nil, completion: .none, repeats: false,
      joinsPreviousHelp: joinsPreviousHelp, watch: watch, read: { _, options in apply(&options) })
  }

  /// Free text; `-` (standard input or output) is a value only where `allowsDash`.
  static func text(
    _ name: String, _ placeholder: ValueName, completion: Completion = .none, repeats: Bool = false,
    allowsDash: Bool = false, watch: WatchUse = .takes,
    _ apply: @escaping @Sendable (inout Options, String) throws(UsageError) -> Void
  ) -> Self {
    Self(
      name: name, short: nil, kind: .text, placeholder: placeholder, completion: completion,
      repeats: repeats, joinsPreviousHelp: false, watch: watch,
      read: { reader, options throws(UsageError) in
        try apply(&options, try reader.value(allowingDash: allowsDash))
      })
  }

  /// One of `choices`; the help shows them (`csv|json`) unless a `placeholder` is given.
  static func choice(
    _ name: String, _ choices: [String], placeholder: ValueName? = nil, watch: WatchUse = .takes,
    _ apply: @escaping @Sendable (inout Options, String) -> Void
  ) -> Self {
    Self(
      name: name, short: nil, kind: .choice(choices), placeholder: placeholder,
      completion: .words(choices), repeats: false, joinsPreviousHelp: false, watch: watch,
      read: { reader, options throws(UsageError) in apply(&options, try reader.choice(choices)) })
  }

  /// A whole number in `range`.
  static func integer(
    _ name: String, in range: ClosedRange<Int>, watch: WatchUse = .takes,
    _ apply: @escaping @Sendable (inout Options, Int) -> Void
  ) -> Self {
    Self(
      name: name, short: nil, kind: .integer(range), placeholder: .count, completion: .none,
      repeats: false, joinsPreviousHelp: false, watch: watch,
      read: { reader, options throws(UsageError) in apply(&options, try reader.integer(in: range)) })
  }

  /// A width or height in pixels, from `minimum` to ``ChartSizeLimits/maximum``; below the
  /// minimum the error says why.
  static func size(
    _ name: String, minimum: Int, watch: WatchUse = .takes,
    _ apply: @escaping @Sendable (inout Options, Int) -> Void
  ) -> Self {
    Self(
      name: name, short: nil, kind: .integer(minimum...ChartSizeLimits.maximum), placeholder: .count,
      completion: .none, repeats: false, joinsPreviousHelp: false, watch: watch,
      read: { reader, options throws(UsageError) in apply(&options, try reader.size(minimum: minimum)) })
  }

  /// A number of seconds in `range`; `bounds` is how the error writes the range (`0.05`,
  /// `3600.0` by default, as Swift prints the numbers).
  static func seconds(
    _ name: String, in range: ClosedRange<Double>, bounds: (String, String)? = nil,
    watch: WatchUse = .takes, _ apply: @escaping @Sendable (inout Options, Double) -> Void
  ) -> Self {
    let bounds = bounds ?? ("\(range.lowerBound)", "\(range.upperBound)")
    return Self(
      name: name, short: nil, kind: .seconds(range), placeholder: .seconds, completion: .none,
      repeats: false, joinsPreviousHelp: false, watch: watch,
      read: { reader, options throws(UsageError) in
        apply(&options, try reader.number(in: range, bounds: bounds))
      })
  }

  /// `--lang en|zh-Hans`.
  static func language(_ apply: @escaping @Sendable (inout Options, Language) -> Void) -> Self {
    Self(
      name: "lang", short: nil, kind: .language, placeholder: nil,
      completion: .words(Language.allCases.map(\.rawValue)), repeats: false, joinsPreviousHelp: false,
      watch: .takes, read: { reader, options throws(UsageError) in apply(&options, try reader.language()) })
  }

  /// `-h`, `--help`.
  static var help: Self {
    Self(
      name: "help", short: "h", kind: .help, placeholder: nil, completion: .none, repeats: false,
      joinsPreviousHelp: false, watch: .takes, read: { _, _ in })
  }

  /// This option, applying to the `keyPath` part of larger options (watch's chart options).
  func lifted<Outer>(_ keyPath: WritableKeyPath<Outer, Options> & Sendable) -> Option<Outer> {
    let read = self.read
    return Option<Outer>(
      name: name, short: short, kind: kind, placeholder: placeholder, completion: completion,
      repeats: repeats, joinsPreviousHelp: joinsPreviousHelp, watch: watch,
      read: { reader, outer throws(UsageError) in try read(&reader, &outer[keyPath: keyPath]) })
  }
}
