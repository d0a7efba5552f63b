import Foundation
import PhaseKitCLI

// Thin on purpose: the command line lives in PhaseKitCLI, where the tests call it in process.
exit(await PhaseKitTool.run(Array(CommandLine.arguments.dropFirst())))
