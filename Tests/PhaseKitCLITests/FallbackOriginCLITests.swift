import Foundation
import Testing
import _PhaseKitTestSupport

/// Where a fallback copy came from, as a fresh `phasekit chart` process reports it: the disk
/// cache, however many attempts failed before. (QA saw "(memory)" once: the first failed
/// attempt read the copy from disk into memory, and the last one found it there.)
@Suite(.timeLimit(.minutes(6))) struct FallbackOriginCLITests {
  let folder: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "fallback-origin-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  @Test(arguments: [("500", "2"), ("500", "0"), ("404", "2"), ("503", "1")])
  func aFreshProcessSaysItsFallbackCameFromTheDiskCache(status: String, retries: String) async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let server = try await FixtureServer.shared()
    let route = server.uniquePath("fallback-origin")
    try await server.set(path: route, ["body": "t,v\n1,20\n2,50\n3,30\n", "etag": "v1"])
    let arguments = [
      "chart", server.url(path: route).absoluteString, "--cache-dir", path("cache"), "--no-terminal",
      "--retries", retries, "--timeout", "20", "--out", path("c.svg"),
    ]
    let warm = await InProcessCommand.run(arguments)
    #expect(warm.status == 0, "\(warm)")
    #expect(warm.stdout.contains("(network)"), "\(warm)")
    try await server.set(path: route, ["status": status, "retry_after": "0"])
    let failing = await InProcessCommand.run(arguments)
    #expect(failing.status == 75, "\(failing)")
    #expect(failing.stdout.contains("Loaded 3 points in 1 series"), "\(failing)")
    #expect(failing.stdout.contains("(disk cache)"), "\(failing)")
    #expect(!failing.stdout.contains("(memory cache)"), "\(failing)")
  }
}
