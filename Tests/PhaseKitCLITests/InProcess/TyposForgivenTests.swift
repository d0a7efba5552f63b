import Foundation
import PhaseKit
import Testing
import _PhaseKitTestSupport

@testable import PhaseKitCLI

/// Typos are forgiven alike: a column named with `--x`, `--y` or `--series`, an option and a
/// command all get the same did-you-mean, and a column that does not exist is a mistake in the
/// command (exit 64), not in the data.
@MainActor @Suite(.timeLimit(.minutes(6))) struct TyposForgivenTests {
  let folder: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("phasekit-typos-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }()

  static let prices = "Date,Open,Close,City\n2024-01-01,1,2,Oslo\n2024-01-02,2,3,Oslo\n2024-01-01,3,4,Rome\n"

  func chart(_ arguments: [String]) async throws -> InProcessCommand.Result {
    let file = folder.appendingPathComponent("prices.csv")
    try Self.prices.write(to: file, atomically: true, encoding: .utf8)
    return await InProcessCommand.run(
      ["chart", file.path, "--no-terminal", "--no-cache", "--out", folder.appendingPathComponent("p.svg").path]
        + arguments)
  }

  @Test(arguments: [
    (["--y", "Clsoe"], "no y column \"Clsoe\"; did you mean \"Close\"?"),
    (["--x", "Dte"], "no x column \"Dte\"; did you mean \"Date\"?"),
    (["--series", "Ctiy"], "no series column \"Ctiy\"; did you mean \"City\"?"),
    (["--y", "close_price"], "no y column \"close_price\"; did you mean \"Close\"?"),
  ])
  func aMistypedColumnIsAUsageErrorWithTheNearestColumn(arguments: [String], message: String) async throws {
    let result = try await chart(arguments)
    #expect(result.status == 64, "\(result)")
    #expect(result.stderr.contains(message), "\(result)")
    #expect(result.stderr.contains("The columns are \"Date\", \"Open\", \"Close\", \"City\""), "\(result)")
    // Said once: not again in front of the sentence, nor as a place.
    let typed = arguments[1]
    #expect(!result.stderr.contains("\"\(typed)\": no"), "\(result)")
    #expect(!result.stderr.contains("at \"\(typed)\""), "\(result)")
    #expect(result.stderr.contains("Choose the columns with --x, --y and --series"), "\(result)")
  }

  @Test func aColumnFarFromEveryNameIsAUsageErrorListingTheColumns() async throws {
    let result = try await chart(["--y", "volume"])
    #expect(result.status == 64, "\(result)")
    #expect(result.stderr.contains("no y column \"volume\"; the columns are \"Date\", \"Open\""), "\(result)")
  }

  @Test func theDataStillDecidesTheDataErrors() async throws {
    let file = folder.appendingPathComponent("bad.csv")
    try "a,b\n1,\"2\n".write(to: file, atomically: true, encoding: .utf8)
    let result = await InProcessCommand.run(["chart", file.path, "--no-terminal", "--no-cache", "--out", folder.appendingPathComponent("b.svg").path])
    #expect(result.status == 65, "\(result)")
  }

  @Test func columnsOptionsAndCommandsShareOneDidYouMean() {
    // The same rule: one swap of neighbours is one edit.
    #expect(Suggestion.closest(to: "widht", among: ["width", "height"]) == "width")
    #expect(Suggestion.closest(to: "chrt", among: Command.names) == "chart")
    let error = DataError.decodingError(
      .init(.columnNotFound(role: .y, selector: "\"Clsoe\"", columns: ["Date", "Close"]), path: "\"Clsoe\""))
    guard case .decodingError(let failure)? = NamedColumnTypo.corrected(error) else {
      Issue.record("not corrected")
      return
    }
    #expect(failure.message == "no y column \"Clsoe\"; did you mean \"Close\"? The columns are \"Date\", \"Close\"")
    #expect(NamedColumnTypo.corrected(.emptyData) == nil)
  }

  @Test func phasekitChrtListsEveryCommandAndSuggestsChart() throws {
    let reply = try #require(PhaseKitTool.reply(to: ["chrt", "s.csv"], language: .english))
    #expect(reply.status == 64)
    #expect(reply.standardError.contains("did you mean 'chart'?"), "\(reply.standardError)")
    for command in Command.names { #expect(reply.standardError.contains(command), "\(command)") }
    let chinese = try #require(PhaseKitTool.reply(to: ["chrt", "s.csv"], language: .simplifiedChinese))
    #expect(chinese.standardError.contains("'chart'") && chinese.standardError.contains("completions"))
  }

  // MARK: Completions

  /// Every option that takes one of a fixed set of values, with those values.
  static var fixedValueOptions: [(name: String, words: [String])] {
    OptionTables.chart.options.compactMap { option in
      switch option.kind {
      case .choice(let words): return (option.name, words)
      case .language: return (option.name, Language.allCases.map(\.rawValue))
      default:
        if case .words(let words) = option.completion { return (option.name, words) }
        return nil
      }
    }
  }

  @Test func everyOptionWithFixedValuesCompletesThemInEveryShell() {
    #expect(Self.fixedValueOptions.map(\.name).contains("delimiter"))
    for shell in Shell.allCases {
      let script = Completions.script(for: shell, language: .english)
      for (name, words) in Self.fixedValueOptions {
        let line = script.split(separator: "\n").first { line in
          switch shell {
          case .bash: line.contains("--\(name))")
          case .zsh: line.contains("'--\(name)=")
          case .fish: line.contains("-l \(name) ")
          }
        }
        let found = String(line ?? "")
        #expect(words.allSatisfy(found.contains), "\(shell) --\(name): \(found)")
      }
    }
  }

  @Test func theDelimitersCompletionWordsAreAllAcceptedAndNeedNoQuoting() {
    let delimiter = OptionTables.chart.option(named: "delimiter")
    guard case .words(let words)? = delimiter?.completion else {
      Issue.record("--delimiter completes nothing")
      return
    }
    #expect(Set(words) == ["comma", "semicolon", "pipe", "tab"])
    for word in words { #expect(ChartOptions.delimiter(named: word) != nil, "\(word)") }
  }
}
