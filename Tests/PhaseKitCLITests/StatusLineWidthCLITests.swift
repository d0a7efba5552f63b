import Foundation
import Testing
import _PhaseKitTestSupport

/// `phasekit chart`'s status lines ("Loaded …", "Split into …", "Skipped 2 lines above the
/// header …", the sanitization report) are wrapped between words to `COLUMNS` (or the
/// terminal), and left whole in a pipe without `COLUMNS`.
@Suite(.timeLimit(.minutes(6))) struct StatusLineWidthCLITests {
  /// Two lines above the header and a long-format table: every status line the tool has.
  static let csv =
    "Weather export, generated 2026\n\ndate,city,temp\n2026-01-01,Beijing,1\n2026-01-01,Shanghai,5\n"
    + "2026-01-02,Beijing,2\n2026-01-02,Shanghai,6\n2026-01-03,Beijing,n/a\n2026-01-03,Shanghai,7\n"

  /// Terminal columns: CJK and full-width forms count two.
  static func columns(_ line: some StringProtocol) -> Int {
    line.unicodeScalars.reduce(0) { total, scalar in
      switch scalar.value {
      case 0x2E80...0x303E, 0x3041...0x9FFF, 0xFF00...0xFF60: total + 2
      default: total + 1
      }
    }
  }

  func run(_ environment: [String: String], language: String = "en") async throws -> InProcessCommand.Result {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("status-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(Self.csv.utf8).write(to: folder.appendingPathComponent("weather-export.csv"))
    return await InProcessCommand.run(
      ["chart", "weather-export.csv", "--out", "a.svg", "--no-color", "--lang", language],
      environment: environment, directory: folder)
  }

  @Test(arguments: [32, 40, 44, 60])
  func statusLinesWrapBetweenWordsToColumns(width: Int) async throws {
    let result = try await run(["COLUMNS": String(width)])
    #expect(result.status == 0, "\(result)")
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.allSatisfy { Self.columns($0) <= width }, "\(result)")
    // Words are whole: the option, the file name, the number and its unit.
    #expect(lines.contains { $0.contains("--skip-lines") } && lines.contains { $0.contains("--series") })
    #expect(lines.contains { $0.contains("weather-export.csv") }, "\(result)")
    #expect(lines.contains { $0.hasPrefix("Skipped 2 lines") }, "\(result)")
    // An option keeps its value, a number its unit.
    #expect(lines.contains { $0.contains("--skip-lines N)") }, "\(result)")
    // (How long the load took is no part of it: in process, beside other tests, it may be seconds.)
    #expect(lines.contains { $0.contains(/\d\.\d\d s/) }, "\(result)")
    #expect(!lines.contains { $0 == "s" || $0.hasPrefix("s (") || $0.hasPrefix("N)") }, "\(result)")
    // A wrapped sanitization line keeps its indentation.
    #expect(lines.contains { $0.hasPrefix("  dropped 1:") }, "\(result)")
  }

  @Test func chineseStatusLinesFollowTheLineBreakingRules() async throws {
    let result = try await run(["COLUMNS": "36"], language: "zh-Hans")
    #expect(result.status == 0, "\(result)")
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.allSatisfy { Self.columns($0) <= 36 }, "\(result)")
    #expect(!lines.contains { ["，", "。", "）", "；", "：", "”"].contains($0.first.map(String.init) ?? "") }, "\(result)")
    #expect(lines.contains { $0.contains("weather-export.csv") }, "\(result)")
  }

  @Test func aPipeWithoutColumnsGetsEveryLineWhole() async throws {
    let result = try await run(["COLUMNS": ""])
    #expect(result.status == 0, "\(result)")
    #expect(
      result.stdout.contains(
        "Skipped 2 lines above the header; the table starts on line 3 (set it with --skip-lines N)"), "\(result)")
    #expect(result.stdout.contains("Loaded 6 points in 2 series from weather-export.csv in "), "\(result)")
    #expect(!result.stdout.contains("(file)"), "\(result)")
  }
}
