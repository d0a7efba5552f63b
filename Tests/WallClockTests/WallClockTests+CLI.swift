import Foundation
import Testing
import _PhaseKitTestSupport

extension WallClockTests {
  /// How long the `phasekit` binary takes, end to end. ``CommandRunner`` takes the time when the
  /// child's end is reported, on Foundation's thread, so a busy pool does not lengthen it.
  @Suite(.timeLimit(.minutes(6))) struct CLI {
    let folder: URL = {
      let url = FileManager.default.temporaryDirectory.appendingPathComponent("phasekit-wallclock-\(UUID().uuidString)")
      try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      return url
    }()

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// A hanging server under `--timeout 1` ends in a timeout (exit 69): one second of deadline plus process
    /// start-up and slack on a busy 2-core machine; a deadline that did not end the hang runs to
    /// the runner's 30 s.
    @Test func aHangingServerTimesOutWithinTheDeadline() async throws {
      let server = try await FixtureServer.start()
      defer { server.stop() }
      let url = server.url(path: "/hang", query: ["hang": "1"])
      let result = try await CommandRunner.run(
        ["chart", url.absoluteString, "--timeout", "1", "--retries", "0", "--no-cache", "--no-terminal"],
        timeout: .seconds(30))
      #expect(result.status == 69, "\(result)")
      #expect(!result.killedAfterTimeout)
      #expect(result.stderr.lowercased().contains("time"), "\(result)")
      #expect(result.seconds < 6, "\(result)")
    }

    /// Without retries one attempt may use the whole `--timeout`: an 18-second body (a byte a
    /// second) under `--timeout 40` is read to its end, which takes at least 16 s; a flat 15 s
    /// per attempt cut it off whatever `--timeout` said.
    @Test func withoutRetriesOneAttemptMayUseTheWholeTimeout() async throws {
      let server = try await FixtureServer.start()
      defer { server.stop() }
      let url = server.url(path: "/slow", query: ["drip": "18", "drip_interval": "1"])
      let result = try await CommandRunner.run(
        [
          "chart", url.absoluteString, "--timeout", "40", "--retries", "0", "--no-cache", "--no-terminal",
          "--out", path("slow.svg"),
        ],
        timeout: .seconds(60))
      #expect(result.stdout.contains("Loaded 0 points"), "\(result)")
      #expect(!result.stderr.contains("timed out"), "\(result)")
      #expect(result.seconds >= 16, "\(result)")
    }

    /// HostileInputCLITests.aOneMegabyteNameEndsAtOnceAndIsEchoedOnceShortened: a CSV or JSON
    /// file whose one name is a megabyte long is judged, and its card drawn, within a minute
    /// (about a second of CPU in a debug build); wrapping the error card was quadratic: 648 s.
    @Test(arguments: ["csv", "json"]) func aOneMegabyteNameEndsAtOnce(format: String) async throws {
      let name = String(repeating: "a", count: 1 << 20)
      let text = format == "csv" ? name + "\n1\n2\n3\n" : "[{\"\(name)\": 1}]"
      let file = path("long-name.\(format)")
      try Data(text.utf8).write(to: URL(fileURLWithPath: file))
      let result = try await CommandRunner.run(["chart", file], directory: folder, timeout: .seconds(300))
      #expect(result.status == 0, "\(result)")
      #expect(result.seconds < 60, "\(result.seconds) s")
    }
  }
}
