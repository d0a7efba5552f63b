import Foundation
import Testing
import _PhaseKitTestSupport

/// `phasekit chart data.csv.gz`, as a new user types it on a file pandas or a dataset site
/// wrote compressed, and a workbook given where a CSV was meant: real processes on real files.
@Suite(.serialized, .timeLimit(.minutes(6))) struct PackedFilesCLITests {
  let folder: URL = {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("phasekit-packed-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }()

  func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  @Test func aGzipFileIsChartedLikeItsText() async throws {
    var text = "date,GOOG,AAPL\n"
    for day in 1...28 { text += "2018-02-\(day < 10 ? "0" : "")\(day),\(1 + Double(day) / 50),\(1 - Double(day) / 80)\n" }
    try text.write(toFile: path("stocks.csv"), atomically: true, encoding: .utf8)
    // The system's gzip, as a user would have made the file (keeping the original).
    #expect(try await ChildProcess.run("/bin/sh", ["-c", "gzip -k -n \"$0\"", path("stocks.csv")]) == 0)
    let plain = await InProcessCommand.run(
      ["chart", path("stocks.csv"), "--no-terminal", "--no-cache", "--out", path("plain.svg")])
    let packed = await InProcessCommand.run(
      ["chart", path("stocks.csv.gz"), "--no-terminal", "--no-cache", "--out", path("packed.svg")])
    #expect(packed.status == 0, "\(packed)")
    #expect(packed.stdout.contains("Loaded 56 points in 2 series from stocks.csv.gz"), "\(packed)")
    // The same chart, but for the file name in its title.
    let plainSVG = try String(contentsOfFile: path("plain.svg"), encoding: .utf8)
    let packedSVG = try String(contentsOfFile: path("packed.svg"), encoding: .utf8)
    #expect(packedSVG.replacingOccurrences(of: "stocks.csv.gz", with: "stocks.csv") == plainSVG)
    #expect(plain.status == 0, "\(plain)")
  }

  @Test func aWorkbookFailsNamingWhatItIs() async throws {
    // The first bytes of every .xlsx: a ZIP archive's local file header.
    let workbook = Data([0x50, 0x4B, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]) + Data("[Content_Types].xml".utf8)
    try workbook.write(to: folder.appendingPathComponent("sales.xlsx"))
    let result = await InProcessCommand.run(
      ["chart", path("sales.xlsx"), "--no-terminal", "--no-cache", "--out", path("sales.svg")])
    #expect(result.status == 65, "\(result)")
    let output = result.stdout + result.stderr
    #expect(output.contains("ZIP archive (an Excel .xlsx or .ods workbook is one)"), "\(result)")
    #expect(output.contains("export the sheet as CSV"), "\(result)")
    #expect(!output.contains("binary"), "\(result)")
  }
}
