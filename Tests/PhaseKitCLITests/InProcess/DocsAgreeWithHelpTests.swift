import Foundation
import PhaseKit
import Testing

@testable import PhaseKitCLI

/// docs/cli.md and the help agree with the binary: the options and the commands each lists are
/// the ones the parser takes.
@Suite(.timeLimit(.minutes(6))) struct DocsAgreeWithHelpTests {
  static let cliDocs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/cli.md")

  static func docs() throws -> String { try String(contentsOf: cliDocs, encoding: .utf8) }

  /// Every `--name` in `text`.
  static func optionNames(in text: String) -> Set<String> {
    let regex = try! NSRegularExpression(pattern: "(?<![A-Za-z0-9-])--([a-z](?:[a-z-]*[a-z])?)(?![a-z-])")
    let range = NSRange(text.startIndex..., in: text)
    return Set(regex.matches(in: text, range: range).compactMap { Range($0.range(at: 1), in: text).map { String(text[$0]) } })
  }

  /// The commands a usage block names: the word after `phasekit` on each line (`--version` too),
  /// leaving out `[chart options]` and `<url-or-path>`.
  static func commands(inUsage text: String) -> Set<String> {
    var found = Set<String>()
    for line in text.split(separator: "\n") {
      let words = line.split(separator: " ")
      guard let index = words.firstIndex(of: "phasekit"), index + 1 < words.count else { continue }
      let word = String(words[index + 1])
      guard word.first?.isLetter == true || word.hasPrefix("--") else { continue }
      found.insert(word)
    }
    return found
  }

  /// What the binary takes: the command names and `--version`.
  static let binaryCommands = Set(Command.names + ["--version"])

  @Test func theDocsOptionsParagraphListsExactlyChartsOptions() throws {
    let docs = try Self.docs()
    let start = try #require(docs.range(of: "\nOptions: "))
    let end = try #require(docs[start.upperBound...].range(of: "explains each"))
    let listed = Self.optionNames(in: String(docs[start.upperBound..<end.lowerBound]))
    let parsed = Set(OptionTables.chart.options.map(\.name))
    #expect(listed == parsed, "docs only: \(listed.subtracting(parsed)); parser only: \(parsed.subtracting(listed))")
    // Each one parses: the docs name no option the binary refuses.
    for name in listed where name != "help" {
      #expect(OptionTables.chart.option(named: name) != nil, "\(name)")
    }
  }

  @Test(arguments: [Language.english, .simplifiedChinese])
  func theHelpListsExactlyTheOptionsEachCommandTakes(language: Language) {
    let chart = Self.optionNames(in: Help.text(for: "chart", language: language))
    #expect(chart == Set(OptionTables.chart.options.map(\.name)))
    let states = Self.optionNames(in: Help.text(for: "states", language: language))
    #expect(states == Set(OptionTables.states.options.map(\.name)))
    // watch's own, and the chart options it takes (its help also names --every in the usage).
    let watch = Self.optionNames(in: Help.text(for: "watch", language: language))
    let taken = OptionTables.watch.options.filter { $0.watch == .takes }.map(\.name)
    #expect(Set(taken).isSubset(of: watch), "\(Set(taken).subtracting(watch))")
    let refused = OptionTables.watch.options.filter { $0.watch != .takes }.map(\.name)
    #expect(watch.isDisjoint(with: refused), "\(watch.intersection(refused))")
  }

  @Test func theDocsAndTheHelpListTheSameCommandsAsTheBinary() throws {
    let docs = try Self.docs()
    let start = try #require(docs.range(of: "## Commands\n\n```\n"))
    let end = try #require(docs[start.upperBound...].range(of: "```"))
    let documented = Self.commands(inUsage: String(docs[start.upperBound..<end.lowerBound]))
    #expect(documented == Self.binaryCommands, "\(documented.symmetricDifference(Self.binaryCommands))")
    for language in [Language.english, .simplifiedChinese] {
      let helped = Self.commands(inUsage: Help.text(for: nil, language: language))
      #expect(helped == Self.binaryCommands, "\(language): \(helped.symmetricDifference(Self.binaryCommands))")
    }
    // Each one answers.
    #expect(PhaseKitTool.reply(to: ["--version"], language: .english)?.status == 0)
    for topic in Command.names {
      #expect(PhaseKitTool.reply(to: ["help", topic], language: .english)?.status == 0, "\(topic)")
    }
  }
}
