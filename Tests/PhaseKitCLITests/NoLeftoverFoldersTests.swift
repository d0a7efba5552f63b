import Foundation
import Testing
import _PhaseKitTestSupport

/// A run of the real binary leaves nothing behind but what it says it writes: no empty
/// `org.swift.foundation.URLCache/phasekit` folder from URLSession's shared cache, and no empty
/// `~/.local/share/<the binary's folder>` from FoundationNetworking's shared cookie store.
@Suite(.timeLimit(.minutes(6))) struct NoLeftoverFoldersTests {
  @Test func anHTTPRunMakesNoURLCacheFolder() async throws {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("phasekit-home-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: home) }
    let caches = home.appendingPathComponent(".cache")
    let data = home.appendingPathComponent(".local/share")
    let result = try await CommandRunner.run(
      [
        "chart", "http://127.0.0.1:1/a.csv", "--no-terminal", "--retries", "0", "--out",
        home.appendingPathComponent("a.svg").path,
      ],
      environment: ["HOME": home.path, "XDG_CACHE_HOME": caches.path, "XDG_DATA_HOME": data.path])
    #expect(result.status == 69, "\(result.stderr)")
    #expect(result.stderr.contains("Nothing answered at 127.0.0.1:1"), "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: caches.appendingPathComponent("org.swift.foundation.URLCache").path))
    #expect(((try? FileManager.default.contentsOfDirectory(atPath: data.path)) ?? []).isEmpty)
    // phasekit's own cache is there, and `phasekit cache path` names it.
    let path = try await CommandRunner.run(["cache", "path"], environment: ["HOME": home.path, "XDG_CACHE_HOME": caches.path])
    #expect(path.stdout == caches.appendingPathComponent("phasekit").path + "\n", "\(path.stdout)")
  }

  /// An https run may go through URLSession (where `libssl.so.3` cannot be loaded), whose
  /// configuration makes the cookie store's folder: the run removes it again when it made it and
  /// left it empty.
  @Test func anHTTPSRunLeavesNoEmptyCookieFolder() async throws {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("phasekit-home-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: home) }
    let data = home.appendingPathComponent(".local/share")
    let result = try await CommandRunner.run(
      [
        "chart", "https://127.0.0.1:1/a.csv", "--no-terminal", "--retries", "0", "--no-cache", "--out",
        home.appendingPathComponent("a.svg").path,
      ],
      environment: ["HOME": home.path, "XDG_CACHE_HOME": home.appendingPathComponent(".cache").path, "XDG_DATA_HOME": data.path])
    #expect(result.status == 69, "\(result.stderr)")
    #expect(((try? FileManager.default.contentsOfDirectory(atPath: data.path)) ?? []).isEmpty)
  }
}
