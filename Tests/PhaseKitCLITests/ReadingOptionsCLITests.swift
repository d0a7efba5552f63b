import Foundation
import Testing
import _PhaseKitTestSupport

/// `--header`, `--no-header`, `--delimiter` and `--date-order` change how the real binary reads
/// a file (needs `options.applyReading(to:)` in ChartCommand's pipeline).
@Suite(.serialized, .timeLimit(.minutes(6))) struct ReadingOptionsCLITests {
  let files = ChartFiles("reading-options")

  @Test func noHeaderReadsTheFirstLineAsData() async throws {
    // Detection would keep "x,y" as names; --no-header makes it a (missing) row.
    let result = try await files.chart("words.csv", "x,y\n1,2\n2,3\n", ["--no-header"])
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.contains("kept 2 of 3 points"), "\(result)")
  }

  @Test func headerKeepsAFirstLineOfNumbersAsNames() async throws {
    let result = try await files.chart("numbers.csv", "0,0\n1,1\n2,4\n", ["--header"])
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.contains("Loaded 2 points"), "\(result)")
    let detected = try await files.chart("numbers2.csv", "0,0\n1,1\n2,4\n", [])
    #expect(detected.stdout.contains("Loaded 3 points"), "\(detected)")
  }

  /// Each header has one of the delimiter and one comma: detection takes the comma, and the
  /// rows then have the wrong number of fields.
  @Test(arguments: [
    ("|", "a|b,c\n1|2\n2|3\n"), ("tab", "a\tb,c\n1\t2\n2\t3\n"), ("\\t", "a\tb,c\n1\t2\n2\t3\n"),
    (";", "a;b,c\n1;2\n2;3\n"),
  ])
  func delimiterIsObeyed(_ delimiter: String, _ text: String) async throws {
    let detected = try await files.chart("d.csv", text, [])
    #expect(detected.status != 0, "\(detected)")
    let result = try await files.chart("d.csv", text, ["--delimiter", delimiter])
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.contains("kept 2 of 2 points"), "\(result)")
  }

  @Test func dateOrderReadsUndecidableSlashedDates() async throws {
    let text = "date,y\n01/02/2024,1\n01/03/2024,2\n01/04/2024,3\n"
    let failed = try await files.chart("monthly.csv", text, [])
    #expect(failed.status != 0, "\(failed)")
    let read = try await files.chart("monthly2.csv", text, ["--date-order", "dmy"])
    #expect(read.status == 0, "\(read)")
    #expect(read.stdout.contains("kept 3 of 3 points"), "\(read)")
  }
}
