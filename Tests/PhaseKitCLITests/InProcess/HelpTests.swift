import Foundation
import PhaseKit
import Testing

@testable import PhaseKitCLI

/// The help is made from the option tables: every option a command takes is in its help, in
/// both languages, once.
@Suite(.timeLimit(.minutes(6))) struct HelpTests {
  @Test(arguments: [Language.english, .simplifiedChinese])
  func chartsHelpListsEveryOptionOnceWithItsValues(language: Language) {
    let help = Help.text(for: "chart", language: language)
    for option in OptionTables.chart.options {
      let label = Help.label(of: option, language)
      let lines = help.split(separator: "\n").filter {
        $0.contains(option.joinsPreviousHelp ? "--\(option.name)" : label)
      }
      #expect(!lines.isEmpty, "\(language) \(label)")
    }
    #expect(help.contains("--mark auto|line|points"))
    #expect(help.contains("--skip-lines N"))
    #expect(help.contains("--color, --no-color"))
    #expect(help.contains("-h, --help"))
  }

  @Test func theChineseHelpIsChineseAndTheEnglishEnglish() {
    let chinese = Help.text(for: "chart", language: .simplifiedChinese)
    #expect(chinese.hasPrefix("用法（USAGE）：phasekit chart"))
    #expect(chinese.contains("--x 列名"))
    #expect(chinese.contains("散点") || chinese.contains("分散的点"))
    let english = Help.text(for: "chart", language: .english)
    #expect(english.hasPrefix("USAGE: phasekit chart"))
    #expect(english.contains("--x COL "))
    // Descriptions line up in column 24, however wide the label is in the terminal.
    #expect(english.contains("\n  --x COL               the x column"))
    #expect(chinese.contains("\n  --x 列名              x 列或字段"))
  }

  @Test(arguments: [Language.english, .simplifiedChinese])
  func watchsHelpListsTheChartOptionsItTakesAndNoneItRefuses(language: Language) {
    let help = Help.text(for: "watch", language: language)
    #expect(help.contains("--every"))
    for option in OptionTables.chart.options where option.kind != .help {
      let listed =
        help.contains("--\(option.name),") || help.contains("--\(option.name)、")
        || help.contains("--\(option.name) ") || help.contains("--\(option.name)（")
      #expect(listed == (option.watch == .takes), "\(language) --\(option.name)")
    }
    #expect(help.contains(language == .english ? "q, Ctrl-C" : "q、Ctrl-C"))
    // No line passes 100 columns.
    for line in help.split(separator: "\n") { #expect(Help.displayWidth(String(line)) <= 100, "\(line)") }
  }

  @Test(arguments: [Language.english, .simplifiedChinese])
  func statesSynopsisIsMadeFromItsOptions(language: Language) {
    let help = Help.text(for: "states", language: language)
    let dir = ValueName.directory.text(in: language)
    #expect(help.contains("phasekit states [--out \(dir)] [--width N] [--height N] [--lang en|zh-Hans]"))
  }

  @Test func theOverviewNamesEveryCommand() {
    for language in [Language.english, .simplifiedChinese] {
      let overview = Help.text(for: nil, language: language)
      for command in Command.names where command != "help" {
        #expect(overview.contains("phasekit \(command)"), "\(language) \(command)")
      }
      #expect(overview.contains("64"))
    }
  }

  /// watch's own options (its `--every` and its help) are one rule, read by its help and its
  /// completions alike: the help describes them in watch's words, the scripts too.
  @Test func watchsOwnOptionsAreEveryAndHelpInItsHelpAndItsCompletions() throws {
    #expect(OptionTables.watch.options.filter(OptionTables.isWatchsOwn).map(\.name) == ["every", "help"])
    let watch = try #require(Completions.commands.first { $0.name == "watch" })
    for option in watch.options {
      let scope = option.name == "every" || option.name == "help" ? "watch" : "chart"
      #expect(option.helpKey.hasPrefix("option.\(scope)."), "\(option.name): \(option.helpKey)")
    }
    let every = try #require(watch.options.first { $0.name == "every" })
    let description = Help.describe(every.helpKey, .english).split(separator: "\n")[0]
    #expect(Help.text(for: "watch", language: .english).contains(description))
  }

  /// The keys the help reads are the ones it lists: each one's text is in some topic's help,
  /// and each topic is a command.
  @Test func theHelpsKeysAreReadFromItsTexts() {
    #expect(Help.topics == Command.names)
    let everything = Help.topics.map { Help.text(for: $0, language: .english) }.joined(separator: "\n")
    for key in Help.keys {
      let first = CLICatalog.text(key, in: .english).split(separator: "\n").first.map(String.init) ?? ""
      // A paragraph with placeholders is filled in: its text before the first one is there.
      let known = first.components(separatedBy: "%").first ?? first
      #expect(everything.contains(known), "\(key)")
    }
    #expect(Set(Help.keys).count == Help.keys.count)
  }
}
