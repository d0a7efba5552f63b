import Foundation
import Testing
import _PhaseKitTestSupport

/// `--decimal`, the `numbers:` report line, its `--events` record and SVG description, and the
/// hints that name `--decimal` and `--skip-lines N` (issue #31).
@Suite(.serialized, .timeLimit(.minutes(6))) struct NumberFormCLITests {
  let files = ChartFiles("number-forms")

  @Test func aDecimalCommaFileChartsAndSaysHowItsNumbersWereRead() async throws {
    let text = "Datum;Umsatz;Menge\n01.01.2024;1.000,00;0,9\n02.01.2024;1.250,50;1,5\n03.01.2024;980,25;2\n"
    let result = try await files.chart("de.csv", text, ["--lang", "en", "--events", files.path("de.jsonl")], lang: nil)
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.contains("numbers: decimal comma, \".\" groups thousands (from 2 columns)"), "\(result)")
    let svg = try String(contentsOfFile: files.path("de.csv.svg"), encoding: .utf8)
    #expect(svg.contains("numbers: decimal comma"))
    let events = try String(contentsOfFile: files.path("de.jsonl"), encoding: .utf8)
    #expect(events.contains(#""event":"numbersRead""#), "\(events)")
    #expect(events.contains(#""decimal":"comma""#), "\(events)")
    let chinese = try await files.chart("de-zh.csv", text, ["--lang", "zh-Hans"], lang: nil)
    #expect(chinese.stdout.contains("数字：小数逗号"), "\(chinese)")
  }

  @Test func anUndecidedSeparatorNamesTheOptionThatDecidesIt() async throws {
    let text = "x\ty\n1\t1,234\n2\t2,500\n"
    let failed = try await files.chart("amb.tsv", text, ["--lang", "en"], lang: nil)
    #expect(failed.status == 65, "\(failed)")
    #expect(failed.stderr.contains("Choose with --decimal point or --decimal comma."), "\(failed)")
    let comma = try await files.chart("amb2.tsv", text, ["--lang", "en", "--decimal", "comma"], lang: nil)
    #expect(comma.status == 0, "\(comma)")
    #expect(comma.stdout.contains("numbers: decimal comma (as asked with --decimal)"), "\(comma)")
  }

  @Test func aHeaderBelowTitleLinesNamesTheSkipLinesCount() async throws {
    let text = "Sales, by month\nsource: ledger, 2024\nMonth,Revenue,Units\n2024-01,100,5\n2024-02,120,6\n"
    let failed = try await files.chart("t.csv", text, ["--lang", "en"], lang: nil)
    #expect(failed.status == 65, "\(failed)")
    #expect(failed.stderr.contains("--skip-lines 2."), "\(failed)")
    let read = try await files.chart("t2.csv", text, ["--lang", "en", "--skip-lines", "2"], lang: nil)
    #expect(read.status == 0, "\(read)")
  }
}
