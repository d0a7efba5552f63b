import Foundation
import Testing
import _PhaseKitTestSupport

/// `phasekit chart` names the other charts worth drawing, each with the flags that draw it, from
/// the one choice value the library exposes: on the report, in the SVG's `<desc>` and in the
/// `chartChosen` event.
@Suite(.serialized, .timeLimit(.minutes(6))) struct AlternativesCLITests {
  let folder: URL = {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("phasekit-also-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }()

  func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  /// A housing cross-section as R writes it: row names, then measures, `price` the outcome.
  func writeHousing() throws -> String {
    var state: UInt64 = 77
    func next() -> Double {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(state >> 33) / Double(1 << 31)
    }
    var lines = ["\"rownames\",\"crim\",\"rm\",\"lstat\",\"price\""]
    for row in 0..<150 {
      let rm = 4.5 + 3 * next()
      let lstat = 2 + 30 * next()
      let price = 20 + 9 * (rm - 6) - 0.3 * lstat + 3 * next()
      lines.append("\(row * 3 + 2),\(10 * next()),\(rm),\(lstat),\(price)")
    }
    let file = path("housing.csv")
    try (lines.joined(separator: "\n") + "\n").write(toFile: file, atomically: true, encoding: .utf8)
    return file
  }

  @Test func theAlternativesAreSaidWithTheirFlagsInTheReportTheSVGAndTheEvents() async throws {
    let housing = try writeHousing()
    let result = await InProcessCommand.run(
      [
        "chart", housing, "--lang", "en", "--no-color", "--no-terminal", "--out", path("h.svg"),
        "--events", path("events.jsonl"),
      ])
    #expect(result.status == 0, "\(result)")
    let text = result.stdout.replacingOccurrences(of: "\n", with: " ")
    #expect(text.contains("x: rm · y: price · skipped: rownames (row numbers)"), "\(result.stdout)")
    #expect(text.contains("also: --x lstat --y price --mark points · --x crim --y price --mark points"), "\(result.stdout)")
    let svg = try String(contentsOfFile: path("h.svg"), encoding: .utf8)
    #expect(svg.contains("also: --x lstat --y price --mark points"))
    let lines = try String(contentsOfFile: path("events.jsonl"), encoding: .utf8).split(separator: "\n")
    let chosen = try lines.compactMap { line in
      try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
    }.first { $0["event"] as? String == "chartChosen" }
    let also = try #require(chosen?["also"] as? [[String: Any]])
    #expect(also.map { $0["flags"] as? String } == ["--x lstat --y price --mark points", "--x crim --y price --mark points"])
    #expect(also.first?["y"] as? [String] == ["price"])
  }
}
