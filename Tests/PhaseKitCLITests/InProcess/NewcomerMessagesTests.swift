import Foundation
import PhaseCharts
import PhaseKit
import Testing
import _PhaseKitTestSupport

@testable import PhaseKitCLI

/// What a newcomer's first hour met (issue 35): each message true in the case it is printed
/// in. Each test failed on the main branch before the fix.
@MainActor @Suite(.timeLimit(.minutes(6))) struct NewcomerMessagesTests {
  let files = ChartFiles("newcomer")

  // MARK: Local files and local servers

  @Test func aLocalFileThatCannotBeReadIsNotSentToADataProvider() async throws {
    let result = try await files.chart("quote.csv", "a,b\n1,\"2\n3,4\n")
    #expect(result.status == 65, "\(result)")
    #expect(!result.stderr.contains("data provider"), "\(result)")
    #expect(result.stderr.contains("check that it holds the data you meant"), "\(result)")
    // A web address still has a provider.
    let failure = DataError.decodingError(.init(.unbalancedQuote, line: 2, column: 2))
    let web = failure.presentation(in: .english, location: "https://example.com/a.csv")
    #expect(web.recoverySuggestion?.contains("data provider") == true)
    let chinese = failure.presentation(in: .simplifiedChinese, location: "/data/a.csv")
    #expect(chinese.recoverySuggestion?.contains("数据提供方") == false)
  }

  @Test(arguments: [
    ("http://127.0.0.1:8080/a.csv", "127.0.0.1:8080"), ("http://localhost:3000/", "localhost:3000"),
    ("http://192.168.1.20/data.json", "192.168.1.20"), ("http://[::1]:9000/x", "[::1]:9000"),
    ("http://10.0.0.7:81/x", "10.0.0.7:81"), ("http://printer.local/x", "printer.local"),
  ])
  func aServerOnThisMachineOrTheLANThatDoesNotAnswerIsNotCalledOffline(url: String, place: String) {
    let error = DataError.offline(.init(domain: NSURLErrorDomain, code: -1004, message: "could not connect", location: url))
    #expect(error.message(in: .english) == "Nothing answered at \(place): the server there may not be running.")
    #expect(error.recoverySuggestion(in: .english)?.contains("server is running") == true)
    #expect(!error.presentation(in: .english).message.contains("offline"))
    #expect(error.message(in: .simplifiedChinese).contains(place))
    #expect(!error.message(in: .simplifiedChinese).contains("离线"))
    // A connection to it that broke off is not a matter of the internet either.
    let lost = DataError.networkError(.init(domain: NSURLErrorDomain, code: -1005, message: "lost", location: url))
    #expect(lost.recoverySuggestion(in: .english)?.contains("server is running") == true)
  }

  @Test func aFarServerThatDoesNotAnswerMayStillMeanOffline() {
    for url in ["https://example.com/a.csv", "http://8.8.8.8/x", "http://172.32.0.1/x"] {
      let error = DataError.offline(.init(domain: NSURLErrorDomain, code: -1004, message: "x", location: url))
      #expect(error.message(in: .english) == "Can't reach the server. You may be offline.", "\(url)")
      #expect(error.recoverySuggestion(in: .english) == "Check your internet connection and try again.")
    }
  }

  @Test func nothingListeningOnLoopbackIsSaidSoByTheCommand() async throws {
    let result = await InProcessCommand.run([
      "chart", "http://127.0.0.1:1/a.csv", "--no-terminal", "--no-cache", "--retries", "0", "--out",
      files.path("refused.svg"),
    ])
    #expect(result.status == 69, "\(result)")
    #expect(result.stderr.contains("Nothing answered at 127.0.0.1:1"), "\(result)")
    #expect(!result.stderr.contains("offline") && !result.stderr.contains("internet"), "\(result)")
  }

  // MARK: Writes and reads

  @Test func anEventsLogThatCannotBeWrittenSaysWhyTheWriteFailed() async throws {
    let result = await InProcessCommand.run([
      "--events", "/proc/phasekit-events-\(UUID().uuidString).jsonl", "--no-terminal", "--out", files.path("e.svg"),
    ])
    #expect(result.status == 73, "\(result)")
    #expect(result.stderr.contains("Could not write /proc/phasekit-events-"), "\(result)")
    #expect(!result.stderr.contains("may not be read") && !result.stderr.contains("Permission denied: the file"))
  }

  @Test func aShortLastRowIsABadRowNotLinesAboveTheTable() async throws {
    var text = "date,value\n"
    for day in 1...30 { text += "2024-01-\(day < 10 ? "0" : "")\(day),\(day)\n" }
    text += "2024-01-31\n"  // line 32 of 32: cut off
    let result = try await files.chart("cut.csv", text)
    #expect(result.status == 65, "\(result)")
    #expect(result.stderr.contains("line 32"), "\(result)")
    #expect(!result.stderr.contains("skip"), "\(result)")
    // A title above the table still gets the hint.
    let titled = try await files.chart("titled.csv", "Table 1: CPI, monthly\nMonth,CPI,Change\n2020-01,100,0.1\n")
    #expect(titled.stderr.contains("--skip-lines"), "\(titled)")
  }

  @Test func aMissingFileIsSaidWhollyInChinese() async throws {
    let result = try await files.chart("nope.csv", nil, lang: "zh-Hans")
    #expect(result.status == 69, "\(result)")
    let message = try #require(result.stderr.split(separator: "\n").first)
    #expect(message.contains("文件不存在"), "\(result)")
    #expect(!message.contains("no such file"), "\(result)")
    let missing = DataError.fileUnavailable(.init(domain: NSPOSIXErrorDomain, code: 2, message: "no such file", location: "/a"))
    #expect(missing.message(in: .english) == "The file could not be read: /a (no such file)")
    #expect(missing.message(in: .simplifiedChinese) == "无法读取文件: /a (文件不存在)")
  }

  // MARK: Watch and help

  // watch's STALE line: WatchStaleLineTests.theStaleLineKeepsTheLineAndColumnOfADecodingFailure.

  /// Without spaces and line breaks, so that a wrapped help line compares with the words.
  static func flattened(_ text: String) -> String {
    text.filter { $0 != " " && $0 != "\n" }
  }

  @Test(arguments: [Language.english, .simplifiedChinese])
  func theHelpsDefaultsForXAndYAreTheChartChoicesOwnRule(language: Language) {
    let help = Help.text(for: "chart", language: language)
    let flat = Self.flattened(help)
    for column in ChartChoice.NamedColumn.allCases {
      let rule = ChartChoice.defaultRule(for: column, in: language)
      #expect(flat.contains(Self.flattened(rule)), "\(column): \(rule)")
    }
    #expect(!help.contains("every numeric one"))
    #expect(!help.contains("%1$@"))
    // Every line of the help still fits 100 columns.
    for line in help.split(separator: "\n") {
      #expect(Help.displayWidth(String(line)) <= 100, "\(Help.displayWidth(String(line))) columns")
    }
  }

  @Test func theHelpsNumbersAreTheOptionsOwnDefaults() {
    let chart = Help.text(for: "chart", language: .english)
    let options = ChartOptions()
    #expect(chart.contains("(default \(options.width), at least \(ChartSizeLimits.minimumWidth))"))
    #expect(chart.contains("(default \(options.height), at least \(ChartSizeLimits.minimumHeight))"))
    #expect(chart.contains("(default \(options.retries))"))
    #expect(chart.contains("(default \(Int(options.timeout)))"))
    #expect(chart.contains("(default \(options.theme))"))
    #expect(Help.text(for: "states", language: .english).contains("(default \(StatesOptions().width), at least"))
    #expect(Help.text(for: "watch", language: .english).contains("(default \(Int(WatchOptions().every)), at least 1)"))
    for topic in Command.names {
      for language in [Language.english, .simplifiedChinese] {
        #expect(!Help.text(for: topic, language: language).contains("$@"), "\(topic) \(language)")
      }
    }
  }

  @Test func theOverviewNamesVersionAndExitCodeSixtyFourForAMissingColumn() throws {
    let overview = Help.text(for: nil, language: .english)
    #expect(overview.contains("phasekit --version"))
    #expect(overview.contains("a named column the table lacks"))
    let version = try #require(PhaseKitTool.reply(to: ["--version"], language: .english))
    #expect(version.standardOutput.hasPrefix("phasekit "))
  }

  @Test func docsNoLongerSayEveryErrorIsOneLineAndNameLayout() throws {
    let docs = try String(contentsOf: DocsAgreeWithHelpTests.cliDocs, encoding: .utf8)
    #expect(!docs.contains("Error messages are always one line"))
    #expect(docs.contains("`--layout auto|overlay|panels`"))
    #expect(docs.contains("phasekit --version"))
  }
}
