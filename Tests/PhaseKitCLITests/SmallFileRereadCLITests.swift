import Foundation
import Testing
import _PhaseKitTestSupport

/// A file under the size `phasekit chart` maps is read into memory: its pages are not given
/// back as they are decoded, so that a table decoded twice (read again without a column of
/// words that grouped nothing) reads the file's bytes the second time too.
@Suite(.serialized, .timeLimit(.minutes(6))) struct SmallFileRereadCLITests {
  let folder: URL = {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("phasekit-reread-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }()

  func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  /// libpysal's `virginia` (about 7 KB): 136 counties, their ids and one state's name. The
  /// state's name counted one bar; the table is read again without it and refused as nothing
  /// to chart, not as binary data holding NUL bytes it does not have.
  @Test func aSmallTableReadTwiceIsRefusedForWhatItHolds() async throws {
    var text = "\"\",\"POLY_ID\",\"NAME\",\"STATE_NAME\",\"STATE_FIPS\",\"CNTY_FIPS\",\"FIPS\",\"Key\"\n"
    for row in 1...136 {
      let county = String(format: "%03d", 2 * row + 1)
      text += "\"\(row)\",\(row),\"County \(row)\",\"Virginia\",\"51\",\"\(county)\",\"51\(county)\",\(1_000 + 7 * row)\n"
    }
    #expect(text.utf8.count > 4_096 && text.utf8.count < 8_192)
    try text.write(toFile: path("virginia.csv"), atomically: true, encoding: .utf8)
    let result = await InProcessCommand.run(["chart", path("virginia.csv"), "--no-terminal", "--out", path("v.svg")])
    #expect(result.status == 65, "\(result)")
    #expect(result.stderr.contains("nothing to chart"), "\(result)")
    #expect(!result.stderr.contains("binary"), "\(result)")
  }
}
