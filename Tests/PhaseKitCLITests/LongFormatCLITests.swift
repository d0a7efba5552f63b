import Foundation
import Testing
import _PhaseKitTestSupport

/// The real `phasekit` binary on long-format files shaped like public datasets (Our World in
/// Data's grapher export, a Kaggle stock file): the series column is found from one decoding
/// pass and named in the report and the legend as decoding split by it names them, and a file
/// whose two columns of words each name the series fails naming both.
@Suite struct LongFormatCLITests {
  let folder: URL = {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("phasekit-long-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }()

  func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
  func fixture(_ name: String) -> String { Fixtures.directory.appendingPathComponent(name).path }

  @Test func anOurWorldInDataExportChartsOneLinePerEntity() async throws {
    let found = try await CommandRunner.run(
      ["chart", fixture("owid-energy-long.csv"), "--no-terminal", "--out", path("found.svg")])
    #expect(found.status == 0, "\(found)")
    #expect(found.stdout.contains("Split into 13 series by \"Entity\": x (\"Year\") repeats"), "\(found)")
    #expect(found.stdout.contains("Loaded 659 points in 13 series"), "\(found)")
    // Named explicitly, the same series and the same picture.
    let named = try await CommandRunner.run(
      [
        "chart", fixture("owid-energy-long.csv"), "--series", "Entity", "--no-terminal", "--out",
        path("named.svg"),
      ])
    #expect(named.status == 0, "\(named)")
    #expect(!named.stdout.contains("Split into"), "\(named)")
    let svg = try String(contentsOfFile: path("found.svg"), encoding: .utf8)
    #expect(svg == (try String(contentsOfFile: path("named.svg"), encoding: .utf8)))
    for name in ["Argentina", "Bonaire, Sint Eustatius and Saba", "Côte d&#39;Ivoire", "World"] {
      #expect(svg.contains(">\(name)<"), "legend names \(name)")
    }
  }

  @Test func aKaggleStockFileChartsEverySymbolAndColumn() async throws {
    let result = try await CommandRunner.run(
      ["chart", fixture("prices-daily-long.csv"), "--no-terminal", "--out", path("prices.svg")])
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.contains("Split into 25 series by \"symbol\""), "\(result)")
    #expect(result.stdout.contains("Loaded 7150 points in 25 series"), "\(result)")
  }

  @Test func twoColumnsThatEachNameTheSeriesFailNamingBoth() async throws {
    let result = try await CommandRunner.run(
      ["chart", fixture("owid-coded-long.csv"), "--no-terminal", "--out", path("coded.svg")])
    #expect(result.status != 0, "\(result)")
    #expect(result.stderr.contains("2 columns could name the series: \"Entity\", \"Code\""), "\(result)")
    #expect(result.stderr.contains("--series COLUMN"), "\(result)")
  }
}
