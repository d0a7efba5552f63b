import Foundation
import PhaseKit
import Testing

@testable import PhaseKitCLI

/// The shell completion scripts are made from the option tables: each names every command,
/// every option and every value of a choice, and the shell itself accepts its syntax.
@Suite(.timeLimit(.minutes(1))) struct CompletionsTests {
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
  func theShellAcceptsTheScript(shell: Shell) throws {
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
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = ["-n", file.path]
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(shell): \(message)")
    #expect(message.isEmpty, "\(shell): \(message)")
  }

  @Test func bashCompletesValuesOptionsAndCommands() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "phasekit-completion-\(UUID()).bash")
    try Completions.script(for: .bash, language: .english).write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    func complete(_ words: [String]) throws -> String {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/bash")
      let quoted = words.map { "'\($0)'" }.joined(separator: " ")
      process.arguments = [
        "-c",
        "source '\(file.path)'; COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _phasekit; echo \"${COMPREPLY[*]}\"",
      ]
      let output = Pipe()
      process.standardOutput = output
      try process.run()
      let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }
    #expect(try complete(["phasekit", "chart", "--form"]) == "--format")
    #expect(try complete(["phasekit", "chart", "--mark", ""]) == "auto line points")
    #expect(try complete(["phasekit", "watch", "--ev"]) == "--every")
    #expect(try complete(["phasekit", "completions", ""]) == "bash zsh fish")
    #expect(try complete(["phasekit", "help", "wa"]) == "watch")
    #expect(try complete(["phasekit", "--lang", ""]) == "en zh-Hans")
  }
}

extension Option {
  /// The words a choice completes to, or nil.
  fileprivate var words: [String]? {
    if case .words(let words) = completion { return words }
    return nil
  }
}
