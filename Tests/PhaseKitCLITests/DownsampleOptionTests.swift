import Foundation
import Testing
import _PhaseKitTestSupport

/// `--downsample` chooses how the drawn lines are reduced: auto (faithful, the default), none
/// (every point) or one of the older methods.
@Suite(.serialized, .timeLimit(.minutes(6))) struct DownsampleOptionTests {
  let folder: URL = {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("phasekit-downsample-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }()

  func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  /// How many points the SVG says its lines were drawn from; nil when every point was drawn.
  func drawnPoints(_ file: String) throws -> Int? {
    let svg = try String(contentsOfFile: path(file), encoding: .utf8)
    guard let range = svg.range(of: "Lines drawn from ") else { return nil }
    return Int(svg[range.upperBound...].prefix { $0.isNumber })
  }

  @Test func eachMethodDrawsItsShareOfPoints() async throws {
    let csv = Fixtures.directory.appendingPathComponent("gallery/random-walk.csv").path
    var drawn: [String: Int?] = [:]
    for method in ["auto", "none", "lttb"] {
      let result = await InProcessCommand.run(
        [
          "chart", csv, "--no-terminal", "--lang", "en", "--width", "400", "--downsample", method,
          "--out", path("\(method).svg"),
        ])
      #expect(result.status == 0, "\(result)")
      drawn[method] = try drawnPoints("\(method).svg")
    }
    #expect(drawn["none"]! == nil, "none draws all 12,000 points")
    #expect((drawn["auto"]! ?? .max) < 12_000 && (drawn["auto"]! ?? 0) > 400)
    #expect((drawn["lttb"]! ?? .max) <= 400)
  }
}
