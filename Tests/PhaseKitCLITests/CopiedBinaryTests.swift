import Foundation
import Testing
import _PhaseKitTestSupport

/// A `phasekit` copied alone (to `/usr/local/bin`, to another machine), without the resource
/// bundles SwiftPM builds beside it, still speaks in sentences and still has its sample: the
/// command line's catalog and the sample are compiled into the binary, and on Linux so are the
/// libraries' (under `--lang zh-Hans` they said English).
@Suite(.timeLimit(.minutes(6))) struct CopiedBinaryTests {
  /// The built binary, alone in a folder of its own: a hard link where the file system allows
  /// one, else a copy. A copy is written through a descriptor that a child process forked at that
  /// moment by another test inherits, and running the copy then fails with "Text file busy"
  /// (ETXTBSY) for as long as that child lives; a link writes nothing.
  static func copiedAlone() throws -> (binary: URL, folder: URL) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("phasekit-alone-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let binary = folder.appendingPathComponent("phasekit")
    do {
      try FileManager.default.linkItem(at: CommandRunner.executable, to: binary)
    } catch {
      try FileManager.default.copyItem(at: CommandRunner.executable, to: binary)
    }
    return (binary, folder)
  }

  /// The environment of a run: no language but the one asked for, and no build folder to fall
  /// back to (`Bundle.module` would look there).
  static func environment(language: String) -> [String: String] {
    var environment = ProcessInfo.processInfo.environment
    for key in ["LC_ALL", "LC_MESSAGES", "LANGUAGE"] { environment[key] = nil }
    environment["LANG"] = language
    environment["COLUMNS"] = "100"
    return environment
  }

  /// A line that is only a catalog key (`choiceHint`, `loadedFromFile`): what a tool that lost
  /// its catalog prints.
  static func keyLines(_ text: String) -> [String] {
    text.split(separator: "\n").map(String.init).filter { line in
      !line.isEmpty && line.allSatisfy { $0.isASCII && $0.isLetter } && line.first!.isLowercase
        && line.contains { $0.isUppercase }
    }
  }

  @Test func theSampleIsChartedAndEverySentenceIsWhole() async throws {
    let (binary, folder) = try Self.copiedAlone()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("PhaseKit_PhaseKitCLI.resources").path))
    let run = try await ChildProcess.capture(
      binary, ["--out", "sample.svg"], environment: Self.environment(language: "en_US.UTF-8"), directory: folder)
    let output = String(decoding: run.output, as: UTF8.self)
    let errors = String(decoding: run.errors, as: UTF8.self)
    #expect(run.status == 0, "\(output)\n\(errors)")
    #expect(output.contains("Loaded 1436 points in 2 series from sample-weather.csv"), "\(output)")
    #expect(output.contains("Sample: daily temperature"))
    #expect(output.contains("Sanitization: kept 1428 of 1436 points"))
    #expect(Self.keyLines(output + errors).isEmpty, "\(Self.keyLines(output + errors))")
    let svg = try String(contentsOf: folder.appendingPathComponent("sample.svg"), encoding: .utf8)
    #expect(svg.contains("<svg"))
  }

  /// The command line's own sentences keep their Chinese (its catalog is in the binary), and so
  /// do the libraries' on Linux; never a key.
  @Test func aChineseRunKeepsTheToolsChineseAndNeverPrintsAKey() async throws {
    let (binary, folder) = try Self.copiedAlone()
    defer { try? FileManager.default.removeItem(at: folder) }
    let data = "when,temperature,rain\n2024-01-01,3.5,0\n2024-01-02,4.5,1\n2024-01-03,2.0,0\n"
    try Data(data.utf8).write(to: folder.appendingPathComponent("t.csv"))
    let run = try await ChildProcess.capture(
      binary, ["chart", "t.csv", "--out", "t.svg"], environment: Self.environment(language: "zh_CN.UTF-8"),
      directory: folder)
    let output = String(decoding: run.output, as: UTF8.self)
    let errors = String(decoding: run.errors, as: UTF8.self)
    #expect(run.status == 0, "\(output)\n\(errors)")
    #expect(output.contains("已加载 6 个数据点（2 个系列），来源 t.csv"), "\(output)")
    #expect(Self.keyLines(output + errors).isEmpty, "\(Self.keyLines(output + errors))")
    #expect(!output.contains("choiceX") && !output.contains("choiceSeparator"), "\(output)")
    #if os(Linux)
      // PhaseCharts' sentence on the chosen columns, and PhaseKit's on a file that is not there.
      #expect(output.contains("x：when · y：temperature、rain"), "\(output)")
      #expect(output.contains("每个度量一个分面"), "\(output)")
      let missing = try await ChildProcess.capture(
        binary, ["chart", "absent.csv", "--out", "a.svg"], environment: Self.environment(language: "zh_CN.UTF-8"),
        directory: folder)
      let said = String(decoding: missing.output + missing.errors, as: UTF8.self)
      #expect(missing.status != 0)
      #expect(said.contains("无法读取文件"), "\(said)")
      #expect(!said.contains("could not be read"), "\(said)")
    #endif
  }

  @Test func theHelpIsWritten() async throws {
    let (binary, folder) = try Self.copiedAlone()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try await ChildProcess.capture(
      binary, ["--help"], environment: Self.environment(language: "en_US.UTF-8"), directory: folder)
    let output = String(decoding: run.output, as: UTF8.self)
    #expect(run.status == 0)
    #expect(output.contains("phasekit chart"), "\(output)")
    #expect(!output.contains("help.overview"), "\(output)")
  }
}
