import Foundation
import Testing
import _PhaseKitTestSupport

/// Files a new user charts (QA, session 6), through the real `phasekit` binary: R's `NA` on the
/// first row, a bad first date, a file without a header, `|` and `sep=;`, slashed dates, and
/// usage errors for outputs and delimiters it cannot honour.
@Suite(.serialized, .timeLimit(.minutes(6))) struct ReadingCLITests {
  let files = ChartFiles("reading")

  /// The axis titles of a written chart (the rotated one is y).
  func axisTitles(_ name: String) throws -> [String] {
    let svg = try String(contentsOfFile: files.path(name + ".svg"), encoding: .utf8)
    return svg.components(separatedBy: "<text font-size=\"12\" text-anchor=\"middle\"").dropFirst().compactMap {
      guard let start = $0.firstIndex(of: ">"), let end = $0.range(of: "</text>") else { return nil }
      return String($0[$0.index(after: start)..<end.lowerBound])
    }
  }

  @Test func rsNAOnTheFirstRowIsAMissingValueNotALostColumn() async throws {
    let result = try await files.chart("r-na.csv", "date,y\n2024-01-01,NA\n2024-01-02,2\n2024-01-03,3\n")
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.contains("kept 2 of 3 points"), "\(result)")
    #expect(result.stdout.contains("dropped 1: missing"), "\(result)")
    let titles = try axisTitles("r-na.csv")
    #expect(titles.count == 2 && titles[0].hasPrefix("date") && titles[1] == "y", "\(titles)")
  }

  @Test func aBadFirstDateCostsOnlyItsRow() async throws {
    let result = try await files.chart("baddate.csv", "date,y\n2024-02-30,1\n2024-02-28,2\n2024-13-01,3\n2024-03-01,4\n")
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.contains("kept 2 of 4 points"), "\(result)")
  }

  @Test func aFileWithoutAHeaderKeepsItsFirstRow() async throws {
    let result = try await files.chart("noheader.csv", "0,0\n1,1\n2,4\n3,9\n")
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.contains("Loaded 4 points"), "\(result)")
    #expect(try axisTitles("noheader.csv") == ["column1", "column2"])
  }

  @Test func aFileOfDatesWithoutAHeaderKeepsItsFirstRow() async throws {
    let result = try await files.chart("noheader-dates.csv", "2024-01-01,2.5\n2024-01-02,5.4\n2024-01-03,3.7\n")
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.contains("Loaded 3 points"), "\(result)")
  }

  @Test func pipesAndAnExcelSeparatorLineAreRead() async throws {
    let pipe = try await files.chart("pipe.csv", "date|value\n2024-01-01|1.5\n2024-01-02|2.5\n")
    #expect(pipe.status == 0, "\(pipe)")
    let pipeTitles = try axisTitles("pipe.csv")
    #expect(pipeTitles.count == 2 && pipeTitles[0].hasPrefix("date") && pipeTitles[1] == "value")
    let excel = try await files.chart("excel.csv", "sep=;\r\ndate;value\r\n2024-01-01;1.5\r\n2024-01-02;2.5\r\n")
    #expect(excel.status == 0, "\(excel)")
    let excelTitles = try axisTitles("excel.csv")
    #expect(excelTitles.count == 2 && excelTitles[0].hasPrefix("date") && excelTitles[1] == "value")
  }

  @Test func usDatesAreReadWhenAValueDecidesTheOrder() async throws {
    let rows = (1...20).map { "1/\($0)/2024,\($0)" }.joined(separator: "\n")
    let result = try await files.chart("us.csv", "date,y\n" + rows + "\n")
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.contains("kept 20 of 20 points"), "\(result)")
  }

  @Test func undecidableSlashedDatesSayHowToChoose() async throws {
    let result = try await files.chart("monthly.csv", "date,y\n01/02/2024,1\n01/03/2024,2\n01/04/2024,3\n")
    #expect(result.status != 0, "\(result)")
    #expect(result.stderr.contains("--date-order"), "\(result)")
    #expect(!result.stderr.contains("choose y columns"), "\(result)")
  }

  @Test func anUnsupportedDateFormatIsBlamedNotTheYColumns() async throws {
    // Two rows, and six whose y counts the rows (a row index, not drawn): the second is named.
    for (name, rows) in [("dotted.csv", 2), ("dotted-six.csv", 6)] {
      let text = "date,y\n" + (1...rows).map { "24.01.0\($0),\($0)" }.joined(separator: "\n") + "\n"
      let result = try await files.chart(name, text)
      let oneLine = result.stderr.split(whereSeparator: \.isNewline)
        .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "│ ")) }.joined(separator: " ")
      #expect(result.status != 0, "\(result)")
      #expect(oneLine.contains("date format"), "\(result)")
      #expect(oneLine.contains("not supported"), "\(result)")
      #expect(oneLine.contains("line 2, column 1"), "\(result)")
      #expect(!oneLine.contains("choose y columns"), "\(result)")
    }
  }
}
