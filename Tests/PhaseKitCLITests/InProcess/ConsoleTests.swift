import Foundation
import PhaseKit
import Testing
import _PhaseKitTestSupport

@testable import PhaseKitCLI

/// A command talks to its `Console` only: what it says goes to the console's streams, the
/// terminal facts and the environment come from it, and a recording console leaves the test
/// process as it was.
@Suite(.timeLimit(.minutes(6))) struct ConsoleTests {
  let folder: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("console-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }()

  func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  @Test func theTerminalFactsComeFromTheEnvironmentAndTheStreams() {
    let wide = Terminal(
      environment: [:], isOutputTerminal: true, isErrorTerminal: true, windowColumns: (120, 90))
    #expect(wide.columns == 120 && wide.allowsColor)
    #expect(wide.statusWidth(toStandardError: false) == 120 && wide.statusWidth(toStandardError: true) == 90)
    // COLUMNS wins over the window, for both streams.
    let narrow = Terminal(
      environment: ["COLUMNS": "50"], isOutputTerminal: true, isErrorTerminal: true, windowColumns: (120, 90))
    #expect(narrow.columns == 50 && narrow.statusWidth(toStandardError: true) == 50)
    // Pipes without COLUMNS: 80 columns for a terminal chart, every status line whole.
    let pipes = Terminal(environment: [:], isOutputTerminal: false, isErrorTerminal: false)
    #expect(pipes.columns == 80 && pipes.statusWidth(toStandardError: false) == nil)
    // A dumb terminal shows no progress and no colour; NO_COLOR only drops the colour.
    let dumb = Terminal(environment: ["TERM": "dumb"], isOutputTerminal: true, isErrorTerminal: true)
    #expect(!dumb.isErrorTerminal && !dumb.allowsColor)
    let plain = Terminal(environment: ["NO_COLOR": "1"], isOutputTerminal: true, isErrorTerminal: true)
    #expect(plain.isErrorTerminal && !plain.allowsColor)
  }

  @Test func theRecordingConsolesEnvironmentDecidesTheLanguage() async throws {
    try "date,value\n2024-01-01,1.5\n2024-01-02,\"unterminated\n".write(
      toFile: path("bad.csv"), atomically: true, encoding: .utf8)
    let recording = Console.Recording()
    let console = Console.recording(
      into: recording, environment: ["LANG": "zh_CN.UTF-8"], workingDirectory: folder)
    let status = await PhaseKitTool.run(["chart", "bad.csv", "--no-terminal"], console: console)
    #expect(status == 65)
    #expect(recording.standardError.contains("无法读取数据"), "\(recording.standardError)")
    // The error card went to the working folder's default output, not the test process's.
    #expect(FileManager.default.fileExists(atPath: path("phasekit-chart.svg")))
  }

  /// The SIGBUS handler for mapped files is the process's: a chart run in process maps its
  /// file and installs none (the handler would outlive the run, shared by every test).
  @Test func chartingAMappedFileInProcessInstallsNoSignalHandler() async throws {
    try "t,v\n1,2\n2,3\n3,5\n".write(toFile: path("m.csv"), atomically: true, encoding: .utf8)
    let result = await InProcessCommand.run(["chart", path("m.csv"), "--no-terminal", "--out", path("m.svg")])
    #expect(result.status == 0, "\(result)")
    #expect(!TruncatedFileSignal.isInstalled)
  }

  /// Each cache event is recorded once in the --events log, by the store, although the loader
  /// that loads through it has the same sink.
  @Test func theEventsLogHasEachCacheEventOnce() async throws {
    let server = try await FixtureServer.start(directory: Fixtures.directory)
    defer { server.stop() }
    let url = server.url(path: server.uniquePath("once.csv"), query: ["file": "seattle-weather.csv"])
    let arguments = [
      "chart", url.absoluteString, "--no-terminal", "--out", path("o.svg"), "--cache-dir", path("cache"),
      "--events", path("events.jsonl"),
    ]
    let result = await InProcessCommand.run(arguments)
    #expect(result.status == 0, "\(result)")
    let lines = try String(contentsOfFile: path("events.jsonl"), encoding: .utf8).split(separator: "\n")
    #expect(lines.filter { $0.contains(#""detail":"fetched"#) }.count == 1, "\(lines)")
    #expect(lines.filter { $0.contains(#""detail":"stored"#) }.count == 1, "\(lines)")
    #expect(lines.filter { $0.contains(#""event":"succeeded""#) }.count == 1, "\(lines)")
  }
}
