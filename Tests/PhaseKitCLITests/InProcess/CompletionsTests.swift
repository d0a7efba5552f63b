import Foundation
import PhaseKit
import Testing
import _PhaseKitTestSupport

@testable import PhaseKitCLI

/// The shell completion scripts are made from the option tables: each names every command,
/// every option and every value of a choice, and the shell itself accepts its syntax.
@Suite(.timeLimit(.minutes(6))) struct CompletionsTests {
  @Test(arguments: Shell.allCases)
  func eachScriptNamesEveryCommandOptionAndValue(shell: Shell) {
    let script = Completions.script(for: shell, language: .english)
    for command in Command.names {
      #expect(script.contains(command), "\(shell) \(command)")
    }
    let tables: [(String, [String], [[String]])] = [
      ("chart", OptionTables.chart.options.map(\.name), OptionTables.chart.options.compactMap(\.words)),
      ("states", OptionTables.states.options.map(\.name), OptionTables.states.options.compactMap(\.words)),
      (
        "watch", OptionTables.watch.options.filter { $0.watch == .takes }.map(\.name),
        OptionTables.watch.options.filter { $0.watch == .takes }.compactMap(\.words)
      ),
    ]
    for (command, names, valueSets) in tables {
      for name in names {
        // fish names options without dashes (-l name); bash and zsh with them.
        let spelled = shell == .fish ? "-l \(name)" : "--\(name)"
        #expect(script.contains(spelled), "\(shell) \(command) \(name)")
      }
      for words in valueSets {
        #expect(script.contains(words.joined(separator: " ")), "\(shell) \(command) \(words)")
      }
    }
    for shellName in Shell.allCases.map(\.rawValue) { #expect(script.contains(shellName)) }
    #expect(script.contains("_files") || script.contains("compgen -f") || script.contains("-F"))
  }

  @Test func watchOffersOnlyWhatItTakes() {
    let bash = Completions.script(for: .bash, language: .english)
    let watch = bash.components(separatedBy: "    watch)")[1].components(separatedBy: "    states)")[0]
    #expect(watch.contains("--every"))
    #expect(watch.contains("--mark"))
    #expect(!watch.contains("--out"))
    #expect(!watch.contains("--offline"))
  }

  @Test(arguments: Shell.allCases)
  func theShellAcceptsTheScript(shell: Shell) async throws {
    let program = [
      "/usr/bin/\(shell.rawValue)", "/bin/\(shell.rawValue)", "/usr/local/bin/\(shell.rawValue)",
    ]
    .first { FileManager.default.isExecutableFile(atPath: $0) }
    guard let program else {
      // bash is everywhere; zsh and fish are checked where installed (apt-get install zsh fish).
      #expect(shell != .bash, "bash is missing")
      return
    }
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "phasekit-completion-\(UUID()).\(shell)")
    try Completions.script(for: shell, language: .simplifiedChinese).write(
      to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let check = try await ChildProcess.capture(URL(fileURLWithPath: program), ["-n", file.path])
    let message = String(decoding: check.errors, as: UTF8.self)
    #expect(check.status == 0, "\(shell): \(message)")
    #expect(message.isEmpty, "\(shell): \(message)")
  }

  @Test func bashCompletesValuesOptionsAndCommands() async throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "phasekit-completion-\(UUID()).bash")
    try Completions.script(for: .bash, language: .english).write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    func complete(_ words: [String]) async throws -> String {
      let quoted = words.map { "'\($0)'" }.joined(separator: " ")
      let run = try await ChildProcess.capture(
        URL(fileURLWithPath: "/bin/bash"),
        [
          "-c",
          "source '\(file.path)'; COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _phasekit; echo \"${COMPREPLY[*]}\"",
        ])
      return String(decoding: run.output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
    #expect(try await complete(["phasekit", "chart", "--form"]) == "--format")
    #expect(try await complete(["phasekit", "chart", "--mark", ""]) == "auto line points")
    #expect(try await complete(["phasekit", "watch", "--ev"]) == "--every")
    #expect(try await complete(["phasekit", "completions", ""]) == "bash zsh fish")
    #expect(try await complete(["phasekit", "help", "wa"]) == "watch")
    #expect(try await complete(["phasekit", "--lang", ""]) == "en zh-Hans")
  }
}

extension Option {
  /// The words a choice completes to, or nil.
  fileprivate var words: [String]? {
    if case .words(let words) = completion { return words }
    return nil
  }
}
