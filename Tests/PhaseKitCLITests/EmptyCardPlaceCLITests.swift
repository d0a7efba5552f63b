import Foundation
import PhaseKit
import Testing
import _PhaseKitTestSupport

/// A CSV whose every y is junk: `chart` and `watch` both show, on the chart itself, why every
/// point was removed and where the first bad cell is (line and column).
@Suite(.timeLimit(.minutes(6))) struct EmptyCardPlaceCLITests {
  static let junk = "time,temp\n" + (1...89).map { "\($0),n/a\($0)" }.joined(separator: "\n") + "\n"
  static let place = "the first, \"n/a1\", is at line 2, column \"temp\"."

  /// `text` without whitespace, so a message wrapped over several lines still matches.
  static func squeezed(_ text: some StringProtocol) -> String {
    String(text.unicodeScalars.filter { !CharacterSet.whitespacesAndNewlines.contains($0) }.map(Character.init))
  }

  /// What follows the y axis on each line of a terminal chart.
  static func plotText(_ lines: some Sequence<Substring>) -> String {
    lines.map { line in
      guard let axis = line.firstIndex(where: { $0 == "│" || $0 == "┤" }) else { return "" }
      return String(line[line.index(after: axis)...])
    }.joined(separator: " ")
  }

  func folderWithJunk() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("empty-card-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(Self.junk.utf8).write(to: folder.appendingPathComponent("junk.csv"))
    return folder
  }

  @Test(arguments: [40, 100])
  func chartNamesTheLineAndColumnOnTheTerminalAndInTheSVG(columns: Int) async throws {
    let folder = try folderWithJunk()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = await InProcessCommand.run(
      ["chart", "junk.csv", "--y", "temp", "--out", "junk.svg", "--no-color"],
      environment: ["COLUMNS": String(columns)], directory: folder)
    #expect(result.status == 65, "\(result)")
    // The terminal chart: the lines between the "Loaded …" report and the sanitization report.
    let chartLines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
      .drop { !$0.hasPrefix("Loaded") }.dropFirst().prefix { !$0.hasPrefix("Sanitization") }
    #expect(chartLines.count >= 8, "\(result)")
    #expect(chartLines.contains { $0.contains("All 89 points were removed") })
    for line in chartLines {
      #expect(line.count <= columns, "\(line)")
    }
    #expect(Self.squeezed(Self.plotText(chartLines)).contains(Self.squeezed(Self.place)), "\(result)")

    let svg = try String(contentsOf: folder.appendingPathComponent("junk.svg"), encoding: .utf8)
    let drawn = svg.split(separator: "<text").dropFirst().map { element in
      element.drop { $0 != ">" }.dropFirst().prefix { $0 != "<" }
    }.joined().replacingOccurrences(of: "&quot;", with: "\"")
    #expect(Self.squeezed(drawn).contains(Self.squeezed(Self.place)), "\(svg)")
  }

  @Test func watchShowsTheSameReasonAndPlaceAsChart() async throws {
    guard TmuxSession.locate() != nil else {
      print("SKIPPED: tmux is not installed (apt-get install tmux); the watch screen tests need it")
      return
    }
    let folder = try folderWithJunk()
    defer { try? FileManager.default.removeItem(at: folder) }
    let command = [CommandRunner.executable.path, "watch", "junk.csv", "--y", "temp", "--every", "60", "--no-cache"]
      .map { "'\($0)'" }.joined(separator: " ")
    let session = try await TmuxSession.start(
      "cd '\(folder.path)'; LANG=en_US.UTF-8 \(command); echo EXIT=$?; exec sleep 600", columns: 80, rows: 24)
    defer { session.stop() }
    let screen = try await session.waitForScreen(timeout: .seconds(60), "the empty card") {
      Self.squeezed(Self.plotText($0.split(separator: "\n"))).contains(Self.squeezed(Self.place))
    }
    #expect(screen.contains("All 89 points were removed: missing or not a number (89)"), "\(screen)")
    try await session.send(keys: "q")
    try await session.waitForScreen("the exit status") { $0.contains("EXIT=") }
  }
}
