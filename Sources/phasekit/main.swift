import Foundation
import PhaseKitCLI

#if canImport(FoundationNetworking)
  import FoundationNetworking

  // On Linux, making a URLSession (even with its configuration's `urlCache` nil) makes the
  // shared URLCache, whose folder, ~/.cache/org.swift.foundation.URLCache/phasekit, was left
  // empty after every run. phasekit caches in its own store: the shared cache gets no folder.
  URLCache.shared = URLCache(memoryCapacity: 0, diskCapacity: 0, diskPath: FileManager.default.temporaryDirectory.path)

  // Any session configuration also makes the shared cookie store, which makes the folder
  // ~/.local/share/<the binary's folder> (an https run; http goes over phasekit's own socket
  // client, which makes no session). phasekit keeps no cookies: a folder this run made and left
  // empty is removed when it ends.
  let cookieFolder = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)
    .first?.appendingPathComponent(Bundle.main.bundleURL.lastPathComponent)
  let cookieFolderExisted = cookieFolder.map { FileManager.default.fileExists(atPath: $0.path) } ?? true
#endif

// Thin on purpose: the command line lives in PhaseKitCLI, where the tests call it in process.
let status = await PhaseKitTool.run(Array(CommandLine.arguments.dropFirst()))
#if canImport(FoundationNetworking)
  if !cookieFolderExisted, let cookieFolder,
    (try? FileManager.default.contentsOfDirectory(atPath: cookieFolder.path))?.isEmpty == true
  {
    try? FileManager.default.removeItem(at: cookieFolder)
  }
#endif
exit(status)
