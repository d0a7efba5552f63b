import Foundation
import PhaseCharts
import PhaseKit
import Testing

@testable import PhaseKitCLI

/// What the parser makes of a command line, and the usage errors it says, called in process:
/// no binary starts (the end-to-end tests keep what needs a process: exit codes, files, signals).
@Suite(.timeLimit(.minutes(6))) struct CommandLineParsingTests {
  /// The reply to a command line that loads nothing, in English unless it names a language.
  func reply(_ arguments: [String], language: Language = .english) throws -> PhaseKitTool.Reply {
    try #require(PhaseKitTool.reply(to: arguments, language: language), "\(arguments) runs a command")
  }

  @Test(arguments: [
    (["--bogus"], "unknown option '--bogus'", "chart "),
    (["chart"], "missing the URL or file", "chart "),
    (["chart", "x.csv", "--width", "abc"], "'--width' needs a whole number", "chart "),
    (["chart", "x.csv", "--format", "xml"], "'--format' must be one of csv, json", "chart "),
    (["chart", "x.csv", "--lang", "fr"], "'--lang' must be en or zh-Hans", "chart "),
    (["chart", "x.csv", "--retries"], "'--retries' needs a value", "chart "),
    (["states", "extra"], "unexpected argument 'extra'", "states "),
    (
      ["chrat", "data.csv"],
      "unknown command 'chrat'; did you mean 'chart'? The commands are chart, states, watch, cache, help, completions", ""
    ),
    (
      ["bogus"],
      "unknown command 'bogus': the commands are chart, states, watch, cache, help, completions (to chart a file or URL",
      ""
    ),
    (["help", "bogus"], "no help for 'bogus': the commands are chart, states, watch, cache, help, completions", ""),
    (["help", "wacth"], "no help for 'wacth'; did you mean 'watch'? The commands are chart, states, watch", ""),
    (
      ["chart", "x.csv", "--downsample", "fast"],
      "'--downsample' must be one of auto, none, m4, minmax, lttb, minmaxlttb, got 'fast'", "chart "
    ),
    (
      ["chart", "x.csv", "--mark", "bars"], "'--mark' must be one of auto, line, points, got 'bars'", "chart "
    ),
    (
      ["chart", "x.csv", "--delimiter", ":"], "'--delimiter' must be one of , ; | tab (or \\t), got ':'",
      "chart "
    ),
    (
      ["chart", "x.csv", "--date-order", "ymd"], "'--date-order' must be one of mdy, dmy, got 'ymd'", "chart "
    ),
    (["chart", "x.csv", "--delimiter"], "'--delimiter' needs a value", "chart "),
    (["chart", "x.csv", "--width", "120"], "'--width' must be at least 200 pixels, got 120", "chart "),
    (["chart", "x.csv", "--height", "60"], "'--height' must be at least 120 pixels, got 60", "chart "),
    (
      ["chart", "x.csv", "--timeout", "0"],
      "'--timeout' needs a number of seconds from 0.05 to 3600.0, got '0'", "chart "
    ),
    (
      ["chart", "x.csv", "--offline", "--no-cache"],
      "--offline reads the cache, so it cannot go with --no-cache", "chart "
    ),
    (["chart", "x.csv", "--ascii=yes"], "'--ascii' takes no value (got 'yes')", "chart "),
    (["chart", "a.csv", "b.csv"], "unexpected argument 'b.csv': give one URL or file", "chart "),
    (
      ["watch", "data.csv", "--every", "0.5"],
      "'--every' needs a number of seconds from 1 to 86400, got '0.5'", "watch "
    ),
    (
      ["watch", "data.csv", "--out", "x.svg"], "'--out' is a chart option that watch does not take", "watch "
    ),
    (
      ["watch", "data.csv", "--no-terminal"], "'--no-terminal' is a chart option that watch does not take",
      "watch "
    ),
    (["watch", "-"], "phasekit watch cannot read standard input ('-')", "watch "),
    (["watch"], "missing the URL or file to chart", "watch "),
    (["completions", "tcsh"], "the shells are bash, zsh and fish, got 'tcsh'", "completions "),
    (["completions"], "'completions' needs a shell: bash, zsh or fish", "completions "),
  ])
  func aUsageErrorIsOneLineThenWhereTheHelpIs(arguments: [String], message: String, command: String) throws {
    let reply = try reply(arguments)
    #expect(reply.status == 64)
    #expect(reply.standardOutput.isEmpty)
    let lines = reply.standardError.split(separator: "\n", omittingEmptySubsequences: false)
    // The line that matters is not buried under the whole usage: one line, then the pointer.
    #expect(lines.count == 3 && lines[2].isEmpty, "\(reply.standardError)")
    #expect(lines[0].hasPrefix("phasekit: " + message), "\(reply.standardError)")
    #expect(lines[1] == "Run 'phasekit \(command)--help' for the options.", "\(reply.standardError)")
  }

  @Test func aMistypedOptionGetsTheClosestOneInEitherLanguage() throws {
    #expect(
      try reply(["chart", "x.csv", "--widht", "900"]).standardError
        == "phasekit: unknown option '--widht'; did you mean '--width'?\n"
        + "Run 'phasekit chart --help' for the options.\n")
    let chinese = try reply(["chart", "x.csv", "--lang", "zh-Hans", "--tittle", "t"])
    #expect(chinese.standardError.hasPrefix("phasekit: 未知选项 '--tittle'；是否想用 '--title'？"))
    #expect(chinese.standardError.hasSuffix("运行 'phasekit chart --help' 查看所有选项。\n"))
    // watch suggests among its own options, --every among them.
    #expect(try reply(["watch", "x.csv", "--evry", "2"]).standardError.contains("did you mean '--every'?"))
    #expect(try reply(["states", "--outt", "d"]).standardError.contains("did you mean '--out'?"))
    // Nothing close: no suggestion.
    #expect(!(try reply(["chart", "x.csv", "--zzzzzzzz"]).standardError.contains("did you mean")))
  }

  @Test func usageErrorsAreSaidInTheLanguageAskedFor() throws {
    let every = try reply(["watch", "data.csv", "--every", "0.5", "--lang", "zh-Hans"])
    #expect(every.standardError.contains("'--every' 需要 1 到 86400 之间的秒数，收到 '0.5'"))
    #expect(every.standardError.contains("运行 'phasekit watch --help' 查看所有选项。"))
    let events = try reply(["watch", "data.csv", "--events", "e.jsonl", "--lang", "zh-Hans"])
    #expect(events.standardError.contains("'--events' 是 chart 的选项，watch 不接受"))
    #expect(try reply(["watch", "-", "--lang", "zh-Hans"]).standardError.contains("不能读取标准输入"))
    // With no --lang, the caller's language (the environment's in the binary).
    #expect(
      try reply(["--bogus"], language: .simplifiedChinese).standardError.hasPrefix("phasekit: 未知选项 '--bogus'")
    )
    #expect(
      try reply(["--bogus", "--lang=zh"], language: .english).standardError.hasPrefix("phasekit: 未知选项"))
  }

  @Test(arguments: ["x.pdf", "chart.jpeg", "chart"])
  func anOutputThatIsNeitherSVGNorPNGIsAUsageError(_ out: String) throws {
    #expect(try reply(["chart", "none.csv", "--out", out]).standardError.contains(".svg or .png"))
    #expect(
      try reply(["chart", "none.csv", "--lang", "zh-Hans", "--out", out]).standardError.contains(
        "图表只能写成 .svg 或 .png"))
  }

  @Test func everyOptionAppliesWhatItSays() throws {
    let arguments = [
      "chart", "data.csv", "--x", "day", "--y", "a", "--y=b", "--series", "city", "--format", "json",
      "--delimiter", "tab", "--no-header", "--date-order", "dmy", "--skip-lines", "3", "--out", "-",
      "--keep-on-error", "--width", "900", "--height", "300", "--title", "T", "--theme", "dark",
      "--downsample", "m4", "--mark", "points", "--layout", "panels", "--no-terminal", "--ascii",
      "--no-color", "--timeout", "2.5", "--retries", "0", "--cache-dir", "/tmp/c", "--lang", "zh",
      "--events", "e.jsonl",
    ]
    guard case .chart(let options) = try Command.parse(arguments) else {
      Issue.record("not a chart")
      return
    }
    var expected = ChartOptions()
    expected.source = "data.csv"
    expected.x = "day"
    expected.y = ["a", "b"]
    expected.series = "city"
    expected.format = "json"
    expected.delimiter = 9
    expected.header = false
    expected.dateOrder = "dmy"
    expected.skipLines = 3
    expected.out = "-"
    expected.keepOnError = true
    expected.width = 900
    expected.height = 300
    expected.title = "T"
    expected.theme = "dark"
    expected.downsample = "m4"
    expected.mark = .points
    expected.layout = .panels
    expected.terminal = false
    expected.ascii = true
    expected.color = false
    expected.timeout = 2.5
    expected.retries = 0
    expected.cacheDirectory = "/tmp/c"
    expected.language = .simplifiedChinese
    expected.events = "e.jsonl"
    #expect(options == expected)
    guard case .chart(let more) = try Command.parse(["d.csv", "--no-cache", "--header", "--color"]) else {
      Issue.record("not a chart")
      return
    }
    #expect(!more.useCache && more.header == true && more.color == true)
  }

  @Test func aPathFirstIsChartedAndAWordIsAMistypedCommand() throws {
    var options = ChartOptions()
    options.source = "data.csv"
    #expect(try Command.parse(["data.csv"]) == .chart(options))
    options.source = "-"
    #expect(try Command.parse(["-"]) == .chart(options))
    // After `--`, anything is the source, even what looks like an option.
    options.source = "--odd"
    #expect(try Command.parse(["chart", "--", "--odd"]) == .chart(options))
    // No arguments: the embedded sample.
    #expect(try Command.parse([]) == .chart(ChartOptions()))
  }

  @Test func watchTakesEveryAndChartsOptionsAndIgnoresWhatItDoesNotDraw() throws {
    guard
      case .watch(let options) = try Command.parse([
        "watch", "d.csv", "--every=2.5", "--mark", "line", "--width", "900",
      ])
    else {
      Issue.record("not a watch")
      return
    }
    #expect(options.every == 2.5)
    #expect(options.chart.source == "d.csv")
    #expect(options.chart.mark == .line)
    var defaults = WatchOptions()
    defaults.chart.source = "d.csv"
    #expect(try Command.parse(["watch", "d.csv"]) == .watch(defaults))
    #expect(defaults.every == 10)
  }

  @Test func helpVersionAndCompletionsAreReplies() throws {
    for arguments in [
      ["--help"], ["-h"], ["help"], ["help", "chart"], ["chart", "--help"], ["chart", "x.csv", "-h"],
      ["states", "--help"], ["help", "watch"], ["watch", "--help"], ["help", "completions"],
      ["completions", "-h"],
    ] {
      let reply = try reply(arguments)
      #expect(reply.status == 0, "\(arguments)")
      #expect(reply.standardOutput.contains("USAGE"), "\(arguments)")
      #expect(reply.standardError.isEmpty, "\(arguments)")
    }
    #expect(try reply(["--version"]).standardOutput == "phasekit 0.1.0\n")
    for shell in Shell.allCases {
      #expect(
        try reply(["completions", shell.rawValue]).standardOutput
          == Completions.script(for: shell, language: .english))
    }
    // Commands that load something are no reply.
    #expect(PhaseKitTool.reply(to: ["chart", "x.csv"]) == nil)
    #expect(PhaseKitTool.reply(to: ["states"]) == nil)
    #expect(PhaseKitTool.reply(to: ["watch", "x.csv"]) == nil)
  }
}
