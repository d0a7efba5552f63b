import Foundation
import PhaseKit

/// The `phasekit` command line: parse, dispatch, and the exit status to end with.
///
/// The executable's `main.swift` is one call to ``run(_:)``; everything the tool says and does
/// lives in this library, so that the tests call the same code in process: ``reply(to:language:)``
/// is all a command line that loads nothing prints (help, usage errors, completion scripts), and
/// ``run(_:console:)`` with a recording ``Console`` runs any other command in process.
package enum PhaseKitTool {
  /// What a command line that loads nothing prints, and its exit status.
  package struct Reply: Equatable, Sendable {
    /// The exit status.
    package var status: Int32
    /// What goes to standard output.
    package var standardOutput: String
    /// What goes to standard error: for a usage error, one line that says what is wrong (and
    /// what was probably meant), one that says where the options are.
    package var standardError: String
  }

  /// How an invocation goes: a reply printed at once, or a command that runs.
  enum Invocation {
    case reply(Reply)
    case run(Command)
  }

  /// The reply to a command line that loads nothing (help, version, completions, a usage error);
  /// nil for one that runs a command (chart, states, watch).
  ///
  /// - Parameters:
  ///   - arguments: The command line after the program name.
  ///   - language: The language when the command line names none (`--lang`); the user's by
  ///     default.
  package static func reply(to arguments: [String], language: Language = .current) -> Reply? {
    guard case .reply(let reply) = invocation(for: arguments, language: language) else { return nil }
    return reply
  }

  static func invocation(for arguments: [String], language fallback: Language = .current) -> Invocation {
    let language = Command.language(of: arguments, otherwise: fallback)
    let command: Command
    do {
      command = try Command.parse(arguments)
    } catch {
      // The whole usage would bury the line that matters. The first line echoes what was
      // typed: made safe for the terminal.
      let lines = error.lines(in: language)
      return .reply(
        Reply(
          status: ExitCode.usage.rawValue, standardOutput: "",
          standardError: lines[0].terminalSafe + "\n" + lines[1] + "\n"))
    }
    switch command {
    case .help(let name):
      return .reply(
        Reply(status: 0, standardOutput: Help.text(for: name, language: language) + "\n", standardError: ""))
    case .version:
      return .reply(Reply(status: 0, standardOutput: Help.version + "\n", standardError: ""))
    case .completions(let shell):
      return .reply(
        Reply(
          status: 0, standardOutput: Completions.script(for: shell, language: language), standardError: ""))
    case .chart, .states, .watch, .cache:
      return .run(command)
    }
  }

  /// Runs one invocation.
  ///
  /// A test passes a console of its own (``Console/recording(into:environment:standardInput:)``)
  /// to run a command in process and read what it said; the files it writes are the same.
  ///
  /// - Parameters:
  ///   - arguments: The command line after the program name.
  ///   - console: Where the command writes and what environment it reads. Default: the
  ///     process's own (``Console/process``).
  /// - Returns: The process exit status (sysexits.h values, see ``ExitCode``).
  @MainActor
  package static func run(_ arguments: [String], console: Console = .process) async -> Int32 {
    switch invocation(for: arguments, language: console.language) {
    case .reply(let reply):
      console.standardOutput.write(reply.standardOutput)
      console.standardError.write(reply.standardError)
      return reply.status
    case .run(.chart(let options)):
      return await ChartCommand(options: options, console: console).run().rawValue
    case .run(.states(let options)):
      return StatesCommand(options: options, console: console).run().rawValue
    case .run(.watch(let options)):
      return await WatchCommand(options: options, console: console).run().rawValue
    case .run(.cache(let options)):
      return CacheCommand(options: options, console: console).run().rawValue
    case .run:
      return ExitCode.usage.rawValue  // every other command is a reply
    }
  }
}
