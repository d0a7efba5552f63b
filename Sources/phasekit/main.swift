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
if arguments == ["help", "watch"] {
  print(WatchHelp.text)
  exit(ExitCode.success.rawValue)
}
let command: Command
do {
  command = try Command.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
  printError("phasekit: \(error.message)")
  printError("")
  printError(Help.text(for: error.command))
  exit(ExitCode.usage.rawValue)
}

let code: ExitCode
switch command {
case .help(let name):
  print(Help.text(for: name))
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
