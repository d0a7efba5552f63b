import Foundation
import PhaseKit

/// The `phasekit` command line: parse, dispatch, and the exit status to end with.
///
/// The executable's `main.swift` is one call to ``run(_:)``; everything the tool says and does
/// lives in this library, so that the tests call the same code in process.
package enum PhaseKitTool {
  /// Runs one invocation.
  ///
  /// - Parameter arguments: The command line after the program name.
  /// - Returns: The process exit status (sysexits.h values, see ``ExitCode``).
  @MainActor
  package static func run(_ arguments: [String]) async -> Int32 {
    let command: Command
    do {
      command = try Command.parse(arguments)
    } catch {
      // One line that says what is wrong (and what was probably meant), one that says where the
      // options are: the whole usage would bury the line that matters.
      let lines = error.lines(in: Command.language(of: arguments))
      printErrorSafe(lines[0])
      printError(lines[1])
      return ExitCode.usage.rawValue
    }

    let code: ExitCode
    switch command {
    case .help(let name):
      print(Help.text(for: name, language: Command.language(of: arguments)))
      code = .success
    case .version:
      print(Help.version)
      code = .success
    case .chart(let options):
      code = await ChartCommand(options: options, terminal: .current).run()
    case .states(let options):
      code = StatesCommand(options: options).run()
    case .watch(let options):
      code = await WatchCommand(options: options).run()
    case .completions(let shell):
      print(Completions.script(for: shell, language: Command.language(of: arguments)), terminator: "")
      code = .success
    }
    return code.rawValue
  }
}
