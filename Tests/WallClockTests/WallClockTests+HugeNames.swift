import Foundation
import Testing
import _PhaseKitTestSupport

extension WallClockTests {
  /// Huge column names and slow local decodes, end to end through the `phasekit` binary: the
  /// header is judged with passes bounded or once over its bytes, and the load's deadline bounds
  /// local work. HugeHeaderTests checks what the table decodes to.
  @Suite(.timeLimit(.minutes(6))) struct HugeNames {
    let folder: URL = {
      let url = FileManager.default.temporaryDirectory.appendingPathComponent("phasekit-huge-names-\(UUID().uuidString)")
      try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      return url
    }()

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// A CSV whose header has `count` names of `length` bytes, over 50 rows of numbers.
    func writeTable(names count: Int, length: Int, to file: String) throws {
      var data = Data()
      data.reserveCapacity(count * (length + 8) + 50 * count * 6)
      for column in 0..<count {
        if column > 0 { data.append(UInt8(ascii: ",")) }
        data.append(contentsOf: "n\(column)_".utf8)
        data.append(contentsOf: repeatElement(UInt8(ascii: "a") + UInt8(column % 26), count: length))
      }
      data.append(10)
      for row in 0..<50 {
        data.append(contentsOf: (0..<count).map { String(row * ($0 % 7 + 1)) }.joined(separator: ",").utf8)
        data.append(10)
      }
      try data.write(to: URL(fileURLWithPath: file))
    }

    /// Thirty 1 MB names (just under the 1 MiB a field may hold) and a thousand of 100 KB chart within the default 30 s deadline and a
    /// CI bound of 60 s in a debug build (release: well under 2 s; before, 8 s of CPU in debug
    /// with the first try timed out after 15 s and retried, and 168 s for the thousand).
    @Test(arguments: [(30, (1 << 20) - 16), (1_000, 100 << 10)])
    func hugeNamesChartWithinTheDeadline(count: Int, length: Int) async throws {
      let file = path("names-\(count).csv")
      try writeTable(names: count, length: length, to: file)
      let result = try await CommandRunner.run(
        ["chart", file, "--no-terminal", "--lang", "en", "--out", path("names-\(count).svg")],
        directory: folder, timeout: .seconds(300))
      #expect(result.status == 0, "\(result.status) \(result.stderr.prefix(2_000))")
      #expect(!result.stderr.contains("Attempt 1"), "\(result.stderr.prefix(2_000))")
      #expect(result.seconds < 60, "\(result.seconds) s")
    }

    /// A local file whose decode outlasts `--timeout` ends at the deadline, in one attempt, with
    /// the timeout naming the file and `--timeout`, never a server: the decode is cancelled, not
    /// retried next to itself (which held both cores of a 2-core machine for a minute).
    @Test func aLocalDecodePastTheDeadlineEndsAtIt() async throws {
      let file = path("slow.csv")
      var text = "t,a,b,c\n"
      text.reserveCapacity(90 << 20)
      for row in 0..<3_000_000 { text += "\(row),\(row % 101).5,\(row % 37),\(row % 11)e3\n" }
      try Data(text.utf8).write(to: URL(fileURLWithPath: file))
      let result = try await CommandRunner.run(
        ["chart", file, "--timeout", "0.5", "--retries", "2", "--no-terminal", "--lang", "en", "--out", path("slow.svg")],
        directory: folder, timeout: .seconds(120))
      #expect(result.status == 69, "\(result)")
      #expect(result.stderr.contains("slow.csv took longer than --timeout allows"), "\(result)")
      #expect(!result.stderr.contains("Attempt 1"), "\(result)")
      #expect(!result.stderr.lowercased().contains("server"), "\(result)")
      #expect(result.seconds < 15, "\(result.seconds) s")
    }
  }
}
