import Foundation
import PhaseKitCLI

#if canImport(FoundationNetworking)
  import FoundationNetworking

  // On Linux, making a URLSession (even with its configuration's `urlCache` nil) makes the
  // shared URLCache, whose folder, ~/.cache/org.swift.foundation.URLCache/phasekit, was left
  // empty after every run. phasekit caches in its own store: the shared cache gets no folder.
  URLCache.shared = URLCache(memoryCapacity: 0, diskCapacity: 0, diskPath: FileManager.default.temporaryDirectory.path)
#endif

// Thin on purpose: the command line lives in PhaseKitCLI, where the tests call it in process.
exit(await PhaseKitTool.run(Array(CommandLine.arguments.dropFirst())))
