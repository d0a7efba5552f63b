import Foundation
import Testing
import _PhaseKitTestSupport

/// The real `phasekit` binary on long-format files shaped like public datasets (Our World in
/// Data's grapher export, a Kaggle stock file): the series column is found from one decoding
/// pass and named in the report and the legend as decoding split by it names them, and of a
/// file's two columns of words that each name the series the first is chosen and said.
@Suite(.timeLimit(.minutes(6))) struct LongFormatCLITests {
  let folder: URL = {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("phasekit-long-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }()

  func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
  func fixture(_ name: String) -> String { Fixtures.directory.appendingPathComponent(name).path }

  @Test func anOurWorldInDataExportChartsOneLinePerEntity() async throws {
    let found = await InProcessCommand.run(
      ["chart", fixture("owid-energy-long.csv"), "--no-terminal", "--out", path("found.svg")])
    #expect(found.status == 0, "\(found)")
    // Past 12 series, the 12 largest and one band.
    #expect(found.stdout.contains("13 series: the 12 largest are drawn, the others as one band."), "\(found)")
    #expect(found.stdout.contains("Split into 13 series by \"Entity\": x (\"Year\") repeats"), "\(found)")
    #expect(found.stdout.contains("Loaded 659 points in 13 series"), "\(found)")
    #expect(!found.stdout.contains("--y COLUMN"), "one y column: no hint \(found)")
    // Named explicitly, the same series and the same picture.
    let named = await InProcessCommand.run(
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

  /// Five symbols by five columns would be 25 series on one axis, prices
  /// beside volumes in the millions: the first column is drawn, one series per symbol, and the
  /// others are named as skipped, to be chosen with --y.
  @Test func aKaggleStockFileChartsTheFirstColumnPerSymbol() async throws {
    let result = await InProcessCommand.run(
      ["chart", fixture("prices-daily-long.csv"), "--no-terminal", "--out", path("prices.svg")])
    #expect(result.status == 0, "\(result)")
    let unwrapped = result.stdout.replacingOccurrences(of: "\n", with: " ")
    #expect(unwrapped.hasPrefix("x: date · y: open · series: symbol · skipped: high (another measure)"), "\(result)")
    #expect(result.stdout.contains("Split into 5 series by \"symbol\""), "\(result)")
    #expect(!result.stdout.contains("one band"), "\(result)")
    let one = await InProcessCommand.run(
      ["chart", fixture("prices-daily-long.csv"), "--y", "close", "--no-terminal", "--out", path("close.svg")])
    #expect(one.status == 0, "\(one)")
    #expect(one.stdout.contains("y: close · series: symbol"), "\(one)")
  }

  /// Of several columns that split a long table, the one with the fewest series (the
  /// first of equals) is chosen and said, with the option that chooses another (this failed
  /// naming both before).
  @Test func twoColumnsThatEachNameTheSeriesChartTheFirstAndSaySo() async throws {
    let result = await InProcessCommand.run(
      ["chart", fixture("owid-coded-long.csv"), "--no-terminal", "--out", path("coded.svg")])
    #expect(result.status == 0, "\(result)")
    let unwrapped = result.stdout.replacingOccurrences(of: "\n", with: " ")
    #expect(
      unwrapped.contains(
        "x: Year · y: Primary energy consumption (TWh) · series: Entity · skipped: Code (categories)"),
      "\(result)")
    #expect(unwrapped.contains("Split into 9 series by \"Entity\""), "\(result)")
    #expect(unwrapped.contains("--series COLUMN"), "\(result)")
  }

  /// What a run reports about the data, without the file's name and the time it took: the
  /// points and series loaded and the sanitization report.
  static func dataLines(_ stdout: String) -> [String] {
    stdout.split(separator: "\n").compactMap { line -> String? in
      if line.hasPrefix("Loaded "), let from = line.range(of: " from ") {
        return String(line[..<from.lowerBound])
      }
      if line.hasPrefix("Sanitization") || line.hasPrefix("  ") { return String(line) }
      return nil
    }
  }

  /// `--series COLUMN` on each public-style file charts what finding the column charts: the
  /// same SVG byte for byte, the same points, series and sanitization report. Where two
  /// columns each name the series, the first is found (of several splitting columns
  /// the one with the fewest series, the first of equals; nothing was found before, and the
  /// file without the other column was the one compared).
  @Test(
    arguments: [
      ("owid-energy-long.csv", "Entity"), ("owid-coded-long.csv", "Entity"),
      ("stocks-5yr-long.csv", "Name"), ("prices-daily-long.csv", "symbol"),
      ("covid-long.json", "iso_code"), ("covid-cases-long.json", "location"),
    ] as [(String, String)])
  func namingTheSeriesColumnChartsWhatFindingItCharts(_ name: String, _ column: String) async throws {
    let foundFile = fixture(name)
    let found = await InProcessCommand.run(
      ["chart", foundFile, "--no-terminal", "--title", "T", "--out", path("found-\(name).svg")])
    #expect(found.status == 0, "\(found)")
    #expect(found.stdout.contains("by \"\(column)\""), "\(found)")
    // The y columns the found chart drew (the first, when the split would make too many), named too.
    let firstLine = found.stdout.split(separator: "\n").first.map(String.init) ?? ""
    let ys =
      firstLine.components(separatedBy: " · ").first { $0.hasPrefix("y: ") }
      .map { $0.dropFirst(3).components(separatedBy: ", ") } ?? []
    let named = await InProcessCommand.run(
      [
        "chart", fixture(name), "--series", column, "--no-terminal", "--title", "T", "--out",
        path("named-\(name).svg"),
      ] + ys.flatMap { ["--y", $0] })
    #expect(named.status == 0, "\(named)")
    #expect(!named.stdout.contains("Split into"), "\(named)")
    #expect(Self.dataLines(named.stdout) == Self.dataLines(found.stdout), "\(named)\n\(found)")
    #expect(Self.dataLines(named.stdout).count >= 1)
    let foundSVG = try String(contentsOfFile: path("found-\(name).svg"), encoding: .utf8)
    let namedSVG = try String(contentsOfFile: path("named-\(name).svg"), encoding: .utf8)
    #expect(namedSVG == foundSVG, "\(name)")
    #expect(namedSVG.contains("<path"))
  }
}
