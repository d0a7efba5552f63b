import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// A JSON table not found says where tables are: the paths that read as one, each checked by
/// reading it, as a typed kind a tool turns into `--json-path` (issue #31).
@Suite(.timeLimit(.minutes(5))) struct JSONPathCandidatesTests {
  private func failure(_ json: String, path: String? = nil) -> DataError.DecodingFailure? {
    var options = DecodeOptions()
    options.jsonPath = path
    let error = #expect(throws: DataError.self) { _ = try ChartDecoder.decodeTable(Data(json.utf8), options: options) }
    guard case .decodingError(let failure)? = error else { return nil }
    return failure
  }

  private let twoTables = #"""
    {"status":"ok","data":{"daily":[{"t":1,"v":2},{"t":2,"v":3}],
     "hourly":[{"t":1,"v":20},{"t":2,"v":30},{"t":3,"v":50}],"tags":["a","b"]}}
    """#

  @Test func aPathNotFoundOffersThePathsThatReadAsTables() throws {
    let found = try #require(failure(twoTables, path: "$.data.weekly"))
    #expect(found.reason == .jsonPathNotFound(path: "$.data.weekly", step: ".weekly"))
    // `tags` is an array of words, not a table.
    #expect(found.kind == .jsonTables(paths: ["$.data.daily", "$.data.hourly"]))
  }

  @Test func aPathAtAValueThatIsNotAnArrayOffersThemToo() throws {
    let found = try #require(failure(twoTables, path: "$.status"))
    #expect(found.kind == .jsonTables(paths: ["$.data.daily", "$.data.hourly"]))
  }

  @Test func anArrayOfRowsThatDoesNotReadIsNotOffered() throws {
    // Rows of words only: no value to chart there, so no path is offered, and the kind is none.
    let json = #"{"meta":{"rows":[{"name":"a"},{"name":"b"}]},"count":2}"#
    let found = try #require(failure(json, path: "$.rows"))
    #expect(found.kind == nil)
  }

  @Test func aQuotedNameIsOfferedAsThePathSyntaxReadsIt() throws {
    let json = #"{"my data":{"the rows":[{"x":1,"y":2},{"x":2,"y":3}]}}"#
    let found = try #require(failure(json, path: "$.data"))
    #expect(found.kind == .jsonTables(paths: [#"$["my data"]["the rows"]"#]))
    var options = DecodeOptions()
    options.jsonPath = #"$["my data"]["the rows"]"#
    #expect(try ChartDecoder.decodeTable(Data(json.utf8), options: options).dataset.series.first?.ys == [2, 3])
  }
}
