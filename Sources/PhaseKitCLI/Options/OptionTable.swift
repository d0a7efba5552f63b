import Foundation
import PhaseCharts
import PhaseKit

/// A command's options, in the order its help lists them, and the one loop that reads them.
struct OptionTable<Options>: Sendable {
  /// The command (`chart`, `states`, `watch`): the scope of the help keys, and the help the
  /// errors point to.
  let command: String
  let options: [Option<Options>]

  /// What reading the arguments found.
  struct Outcome {
    /// `-h` or `--help` was given: the rest was not read.
    var wantsHelp = false
    /// The options given, by name, in the order given.
    var given: [String] = []
  }

  /// The option called `name` on the command line (`x`, or `h` for `-h`).
  func option(named name: String) -> Option<Options>? {
    options.first { $0.name == name || $0.short.map(String.init) == name }
  }

  /// Reads `arguments` into `options`, option by option.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the command.
  ///   - options: The options to change, holding the defaults.
  ///   - positional: What to do with an argument that is no option (a source).
  /// - Throws: The first ``UsageError``: an unknown option (with the closest known one), a
  ///   missing or bad value, or what `positional` throws.
  func parse(
    _ arguments: ArraySlice<String>, into options: inout Options,
    positional: (inout Options, String) throws(UsageError) -> Void
  ) throws(UsageError) -> Outcome {
    var reader = OptionReader(arguments: arguments, command: command)
    var outcome = Outcome()
    while let argument = try reader.next() {
      switch argument {
      case .option(let name):
        guard let option = option(named: name) else {
          throw UsageError.unknownOption(name, among: self.options.map(\.name), command: command)
        }
        if option.kind == .help {
          outcome.wantsHelp = true
          return outcome
        }
        try option.read(&reader, &options)
        outcome.given.append(option.name)
      case .positional(let value):
        try positional(&options, value)
      }
    }
    return outcome
  }
}

/// Every option of every command, each declared once: the parser, the help in both languages
/// and the shell completions are made from these tables.
enum OptionTables {
  /// `phasekit chart` (and `phasekit` with no command); `watch` takes these too, as each one's
  /// ``Option/watch`` says.
  static let chart = OptionTable<ChartOptions>(
    command: "chart",
    options: [
      .text("x", .column) { $0.x = $1 },
      .text("y", .column, repeats: true) { $0.y.append($1) },
      .text("series", .column) { $0.series = $1 },
      .choice("format", ["csv", "json"]) { $0.format = $1 },
      // Completed as words a shell passes as they are (`;` and `|` would need quoting).
      .text("delimiter", .character, completion: .words(["comma", "semicolon", "pipe", "tab"])) {
        options, text throws(UsageError) in
        guard let delimiter = ChartOptions.delimiter(named: text) else {
          throw UsageError(text: .delimiterChoices, arguments: [text], command: "chart")
        }
        options.delimiter = delimiter
      },
      .flag("header") { $0.header = true },
      .flag("no-header") { $0.header = false },
      .choice("date-order", ["mdy", "dmy"]) { $0.dateOrder = $1 },
      .choice("decimal", ["point", "comma"]) { $0.decimal = DecodeOptions.DecimalSeparator(rawValue: $1) },
      .integer("skip-lines", in: 0...10_000) { $0.skipLines = $1 },
      .text("json-path", .jsonPath) { $0.jsonPath = $1 },
      .text("out", .file, completion: .file, allowsDash: true, watch: .refuses) {
        options, out throws(UsageError) in
        // Anything but .svg or .png would be SVG under a misleading name (x.pdf).
        let fileExtension = URL(fileURLWithPath: out).pathExtension.lowercased()
        guard out == "-" || ChartOptions.outputExtensions.contains(fileExtension) else {
          throw UsageError(text: .unsupportedOutputExtension, arguments: [out], command: "chart")
        }
        options.out = out
      },
      .flag("keep-on-error", watch: .ignores) { $0.keepOnError = true },
      .size("width", minimum: ChartSizeLimits.minimumWidth, watch: .ignores) { $0.width = $1 },
      .size("height", minimum: ChartSizeLimits.minimumHeight, watch: .ignores) { $0.height = $1 },
      .text("title", .text, watch: .ignores) { $0.title = $1 },
      .choice("theme", ["light", "dark"], watch: .ignores) { $0.theme = $1 },
      .choice(
        "downsample", ["auto", "none", "m4", "minmax", "lttb", "minmaxlttb"], placeholder: .method,
        watch: .ignores
      ) { $0.downsample = $1 },
      .choice("mark", ["auto", "line", "points"]) {
        $0.mark = $1 == "auto" ? .automatic : $1 == "line" ? .line : .points
      },
      .choice("layout", ["auto", "overlay", "panels"], watch: .ignores) {
        $0.layout = Dataset.Layout(rawValue: $1)
      },
      .flag("no-terminal", watch: .refuses) { $0.terminal = false },
      .flag("ascii") { $0.ascii = true },
      .flag("color") { $0.color = true },
      .flag("no-color", joinsPreviousHelp: true) { $0.color = false },
      .seconds("timeout", in: 0.05...3_600) { $0.timeout = $1 },
      // watch makes one attempt per refresh: its schedule is the retry.
      .integer("retries", in: 0...20, watch: .ignores) { $0.retries = $1 },
      .text("max-bytes", .byteCount) { options, text throws(UsageError) in
        guard let count = ChartOptions.byteCount(named: text) else {
          throw UsageError(text: .needsByteCount, arguments: [text], command: "chart")
        }
        options.maxBytes = count
      },
      .text("cache-dir", .directory, completion: .directory) { $0.cacheDirectory = $1 },
      .flag("no-cache") { $0.useCache = false },
      .flag("offline", watch: .refuses) { $0.offline = true },
      .language { $0.language = $1 },
      .text("events", .eventsFile, completion: .file, watch: .refuses) { $0.events = $1 },
      .help,
    ])

  /// `phasekit states`.
  static let states = OptionTable<StatesOptions>(
    command: "states",
    options: [
      .text("out", .directory, completion: .directory) { $0.out = $1 },
      .size("width", minimum: ChartSizeLimits.minimumWidth) { $0.width = $1 },
      .size("height", minimum: ChartSizeLimits.minimumHeight) { $0.height = $1 },
      .language { $0.language = $1 },
      .help,
    ])

  /// `phasekit watch`: `--every`, and chart's options, lifted (``Option/watch`` says which it
  /// uses, ignores or refuses).
  static let watch = OptionTable<WatchOptions>(
    command: "watch",
    options: [
      .seconds("every", in: minimumEvery...86_400, bounds: ("\(Int(max(minimumEvery, 1)))", "86400")) {
        $0.every = $1
      }
    ] + chart.options.filter { $0.kind != .help }.map { $0.lifted(\WatchOptions.chart) } + [.help])

  /// Whether `option` is one of watch's own (`--every`, and its help, which is watch's help)
  /// rather than a chart option watch takes: its help key is in watch's scope, and watch's help
  /// lists it apart from the chart options.
  static func isWatchsOwn(_ option: Option<WatchOptions>) -> Bool {
    option.kind == .help || !chart.options.contains { $0.name == option.name }
  }

  /// The shortest `--every`: 1 s, or less for tests (`PHASEKIT_WATCH_MINIMUM_EVERY`).
  static let minimumEvery =
    Double(ProcessInfo.processInfo.environment["PHASEKIT_WATCH_MINIMUM_EVERY"] ?? "") ?? 1
}
