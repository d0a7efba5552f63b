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
    #expect(!found.stdout.contains("--y COLUMN"), "one y column: no hint \(found)")
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
    // Five columns per symbol on one axis (prices beside a volume in the millions): the report
    // says so and how to chart one; a split with one y column (above) does not.
    // (Status lines wrap at 100 columns when not on a terminal: compared unwrapped.)
    let unwrapped = result.stdout.replacingOccurrences(of: "\n", with: " ")
    #expect(
      unwrapped.contains(
        "Each value of \"symbol\" has 5 columns (\"open\", \"high\", \"low\", \"close\", …), one series per column and value, all on one axis; chart one with --y COLUMN"),
      "\(result)")
    let one = try await CommandRunner.run(
      ["chart", fixture("prices-daily-long.csv"), "--y", "close", "--no-terminal", "--out", path("close.svg")])
    #expect(one.status == 0, "\(one)")
    #expect(!one.stdout.contains("--y COLUMN"), "\(one)")
  }

  @Test func twoColumnsThatEachNameTheSeriesFailNamingBoth() async throws {
    let result = try await CommandRunner.run(
      ["chart", fixture("owid-coded-long.csv"), "--no-terminal", "--out", path("coded.svg")])
    #expect(result.status != 0, "\(result)")
    #expect(result.stderr.contains("2 columns could name the series: \"Entity\", \"Code\""), "\(result)")
    #expect(result.stderr.contains("--series COLUMN"), "\(result)")
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

  /// A line's fields as written (quotes kept), split at commas outside quotes.
  static func rawFields(_ line: Substring) -> [String] {
    var fields: [String] = []
    var field = ""
    var quoted = false
    for character in line {
      if character == "\"" { quoted.toggle() }
      if character == "," && !quoted {
        fields.append(field)
        field = ""
      } else {
        field.append(character)
      }
    }
    fields.append(field)
    return fields
  }

  /// `--series COLUMN` on each public-style file charts what finding the column charts: the
  /// same SVG byte for byte, the same points, series and sanitization report. Where two
  /// columns could each name the series (so nothing is found), the file without the other
  /// column is the one whose column is found.
  @Test(
    arguments: [
      ("owid-energy-long.csv", "Entity", nil), ("owid-coded-long.csv", "Entity", "Code"),
      ("stocks-5yr-long.csv", "Name", nil), ("prices-daily-long.csv", "symbol", nil),
      ("covid-long.json", "location", "iso_code"), ("covid-cases-long.json", "location", nil),
    ] as [(String, String, String?)])
  func namingTheSeriesColumnChartsWhatFindingItCharts(
    _ name: String, _ column: String, _ other: String?
  ) async throws {
    var foundFile = fixture(name)
    if let other {
      // The same file without the other column of words, written beside the charts.
      let text = try String(contentsOfFile: fixture(name), encoding: .utf8)
      let stripped: String
      if name.hasSuffix(".json") {
        stripped = text.replacingOccurrences(
          of: "\"\(other)\": \"[^\"]*\", ", with: "", options: .regularExpression)
      } else {
        let rows = text.split(separator: "\n", omittingEmptySubsequences: false).map(Self.rawFields)
        let drop = try #require(rows[0].firstIndex(of: other))
        #expect(rows.allSatisfy { $0.count == rows[0].count || $0 == [""] })
        stripped = rows.map { row in
          row.count > drop
            ? row.enumerated().filter { $0.offset != drop }.map(\.element).joined(separator: ",") : ""
        }.joined(separator: "\n")
      }
      #expect(stripped != text)
      foundFile = path("found-" + name)
      try stripped.write(toFile: foundFile, atomically: true, encoding: .utf8)
    }
    let found = try await CommandRunner.run(
      ["chart", foundFile, "--no-terminal", "--title", "T", "--out", path("found-\(name).svg")])
    #expect(found.status == 0, "\(found)")
    #expect(found.stdout.contains("by \"\(column)\""), "\(found)")
    let named = try await CommandRunner.run(
      [
        "chart", fixture(name), "--series", column, "--no-terminal", "--title", "T", "--out",
        path("named-\(name).svg"),
      ])
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
