import Foundation
import Testing
import _PhaseKitTestSupport

/// The hint after a JSON table not found names `--json-path` with the paths where a table was
/// read, quoted for the shell (issue #31).
@Suite(.serialized, .timeLimit(.minutes(6))) struct JSONPathHintCLITests {
  let files = ChartFiles("json-path-hint")

  private let document = #"{"data":{"daily":[{"t":1,"v":2},{"t":2,"v":3}],"hourly":[{"t":1,"v":20},{"t":2,"v":30}]}}"#

  @Test func aPathNotFoundNamesTheOptionWithThePathsThatWork() async throws {
    let failed = try await files.chart("a.json", document, ["--lang", "en", "--json-path", "$.data.weekly"], lang: nil)
    #expect(failed.status == 65, "\(failed)")
    #expect(
      failed.stderr.contains("Name the table with --json-path, one of: '$.data.daily', '$.data.hourly'."), "\(failed)")
    let chinese = try await files.chart("b.json", document, ["--lang", "zh-Hans", "--json-path", "$.data.weekly"], lang: nil)
    #expect(chinese.stderr.contains("请用 --json-path 指定表格，可选：'$.data.daily'、'$.data.hourly'。"), "\(chinese)")
    // The path offered works.
    let read = try await files.chart("c.json", document, ["--lang", "en", "--json-path", "$.data.hourly"], lang: nil)
    #expect(read.status == 0, "\(read)")
  }
}
