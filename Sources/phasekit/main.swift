import Foundation
import PhaseKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// Thin on purpose: parse, dispatch, print. The work is in PhaseKit and PhaseCharts.
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "watch" {
  exit(await WatchCommand.main(Array(arguments.dropFirst())).rawValue)
}
if arguments.prefix(2) == ["help", "watch"] {
  print(WatchHelp.text(in: Command.language(of: arguments)))
  exit(ExitCode.success.rawValue)
}
let command: Command
do {
  command = try Command.parse(arguments)
} catch {
  // One line that says what is wrong (and what was probably meant), one that says where the
  // options are: the whole usage would bury the line that matters.
  let language = Command.language(of: arguments)
  printErrorSafe("phasekit: " + error.message(in: language))
  printError(CLIText.seeHelp.format([error.command.map { "\($0) " } ?? ""], in: language))
  exit(ExitCode.usage.rawValue)
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
}
exit(code.rawValue)
