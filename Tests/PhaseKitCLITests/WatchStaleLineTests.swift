import Foundation
import PhaseKit
import PhaseKitCLI
import Testing
import _PhaseKitTestSupport

/// The watch screen's stale line in a narrow terminal.
@Suite(.timeLimit(.minutes(6))) struct WatchStaleLineTests {
  /// The stale line 3 s after a chart of 7 points, whose refresh then failed with `error`.
  static func staleNotice(after error: DataError, source: String) throws -> String {
    var model = WatchModel<ManualClock.Instant>(configuration: .init(interval: .seconds(2)))
    let t0 = ManualClock.Instant()
    let epoch = Date(timeIntervalSince1970: 1_764_600_000)
    _ = model.start(at: t0)
    _ = model.loaded(.init(pointCount: 7), at: t0, date: epoch, isChanged: true)
    _ = model.refreshDue(at: t0.advanced(by: .seconds(2)))
    _ = model.failed(error, at: t0.advanced(by: .seconds(2)))
    let screen = model.screen(
      at: t0.advanced(by: .seconds(3)), date: epoch.addingTimeInterval(3), source: source,
      language: .english, timeZone: .gmt)
    return try #require(screen.notice)
  }

  @Test func theStaleLineSaysWhyBeforeWhereAndCutsTheWhereInTheMiddle() throws {
    let path = "/home/someone/projects/a-rather-long-folder-name/another-long-subfolder/data-file.csv"
    let error = DataError.fileUnavailable(
      .init(domain: NSPOSIXErrorDomain, code: 2, message: "no such file", location: path))
    let notice = try Self.staleNotice(after: error, source: "data-file.csv")
    #expect(
      notice.hasPrefix("STALE, 3 s old — Couldn't refresh: The file could not be read (no such file)"),
      "\(notice)")
    // What 80 columns show still says why.
    #expect(String(notice.prefix(80)).contains("no such file"))
    #expect(notice.hasSuffix("data-file.csv"))
    #expect(notice.contains("/home/someone"))
    #expect(notice.contains("…"))
    #expect(!notice.contains(path))
  }

  /// Issue 35: the place of a decoding failure was cut out of its reason ("Data could not be
  /// read: : unbalanced quote"), as if it were a path.
  @Test func theStaleLineKeepsTheLineAndColumnOfADecodingFailure() throws {
    let notice = try Self.staleNotice(after: .decodingError(.init(.unbalancedQuote, line: 3, column: 2)), source: "s.csv")
    #expect(notice.contains("Data could not be read: line 3, column 2: unbalanced quote"), "\(notice)")
    #expect(!notice.contains(": :"), "\(notice)")
  }
}
