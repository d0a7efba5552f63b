import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// `DecodeOptions.jsonPath`: the array of records named by a simple path (issue #31).
@Suite(.timeLimit(.minutes(5))) struct JSONPathTests {
  private func decode(_ json: String, path: String?) throws -> Dataset {
    var options = DecodeOptions()
    options.jsonPath = path
    return try ChartDecoder.decodeTable(Data(json.utf8), options: options).dataset
  }

  private func refusal(_ json: String, path: String) -> DataError.DecodingFailure? {
    var options = DecodeOptions()
    options.jsonPath = path
    let error = #expect(throws: DataError.self) { _ = try ChartDecoder.decodeTable(Data(json.utf8), options: options) }
    guard case .decodingError(let failure)? = error else { return nil }
    return failure
  }

  /// Two arrays of records; without a path the first one is taken.
  private let twoTables = #"""
    {"status":"ok","data":{"daily":[{"t":1,"v":2},{"t":2,"v":3}],
     "hourly":[{"t":1,"v":20},{"t":2,"v":30},{"t":3,"v":50}]}}
    """#

  @Test func thePathPicksTheTableTheFinderWouldNot() throws {
    #expect(try decode(twoTables, path: nil).series.first?.ys == [2, 3])
    #expect(try decode(twoTables, path: "$.data.hourly").series.first?.ys == [20, 30, 50])
  }

  @Test func theDollarMayBeLeftOutAndQuotedNamesAndPositionsWork() throws {
    #expect(try decode(twoTables, path: "data.hourly").series.first?.ys == [20, 30, 50])
    let json = #"{"my data":[{"rows":[{"x":1,"y":5},{"x":2,"y":6}]},{"rows":[]}]}"#
    #expect(try decode(json, path: #"$["my data"][0].rows"#).series.first?.ys == [5, 6])
    #expect(try decode(json, path: #"$["my data"][1].rows"#).series.isEmpty)
  }

  @Test func aRootArrayIsNamedByTheDollarAlone() throws {
    #expect(try decode(#"[{"x":1,"y":4},{"x":2,"y":7}]"#, path: "$").series.first?.ys == [4, 7])
  }

  @Test func anArrayOfArraysWithAHeaderRowIsReadAtThePath() throws {
    let json = #"{"result":{"table":[["date","v"],["2024-01-01",1],["2024-01-02",2]]}}"#
    #expect(try decode(json, path: "$.result.table").series.first?.ys == [1, 2])
  }

  @Test func aMissingFieldIsATypedErrorNamingThePathAndTheStep() throws {
    let failure = try #require(refusal(twoTables, path: "$.data.weekly"))
    #expect(failure.reason == .jsonPathNotFound(path: "$.data.weekly", step: ".weekly"))
    #expect(failure.path == "$.data")
    #expect(failure.line == 1)
  }

  @Test func aPositionPastTheEndIsNotFound() throws {
    let failure = try #require(refusal(#"{"a":[[{"x":1,"y":2}]]}"#, path: "$.a[3]"))
    #expect(failure.reason == .jsonPathNotFound(path: "$.a[3]", step: "[3]"))
  }

  @Test func aFieldOfANumberIsNotFound() throws {
    let failure = try #require(refusal(#"{"a":5}"#, path: "$.a.b"))
    #expect(failure.reason == .jsonPathNotFound(path: "$.a.b", step: ".b"))
  }

  @Test func aValueThatIsNotAnArrayIsATypedErrorNamingWhatIsThere() throws {
    let failure = try #require(refusal(twoTables, path: "$.status"))
    #expect(failure.reason == .jsonPathNotArray(path: "$.status", found: "ok"))
    #expect(failure.path == "$.status")
    let object = try #require(refusal(twoTables, path: "$.data"))
    guard case .jsonPathNotArray(let path, _) = object.reason else {
      Issue.record("got \(object.reason)")
      return
    }
    #expect(path == "$.data")
  }

  @Test func aPathThatIsNotOneIsRefusedAsSuch() throws {
    for text in ["$.a[", "$..a", "$.a[x]", "$.a[-1]", #"$["a"#, "a b.c[0]x"] {
      let failure = try #require(refusal(twoTables, path: text))
      #expect(failure.reason == .jsonPathInvalid(path: text), "\(text)")
    }
  }

  @Test func theRestOfTheDocumentIsStillReadStrictly() {
    // A bad escape after the table, and trailing content, fail as without a path.
    _ = refusal(#"{"rows":[{"x":1,"y":2}],"note":"\q"}"#, path: "$.rows")
    _ = refusal(#"{"rows":[{"x":1,"y":2}]} x"#, path: "$.rows")
  }

  @Test func failuresInsideTheTableKeepTheirPath() throws {
    var options = DecodeOptions()
    options.jsonPath = "$.a.b"
    options.missingValues = .fail
    let json = #"{"a":{"b":[{"x":1,"y":2},{"x":2,"y":"hot"}]}}"#
    let error = #expect(throws: DataError.self) { _ = try ChartDecoder.decodeTable(Data(json.utf8), options: options) }
    guard case .decodingError(let failure)? = error else { return }
    #expect(failure.path == "$.a.b[1].y")
  }

  @Test func theMessageSaysWhatAndWhere() throws {
    let failure = try #require(refusal(twoTables, path: "$.data.weekly"))
    let text = DataError.decodingError(failure).localizedDescription
    #expect(text.contains("$.data.weekly"), "\(text)")
    #expect(text.contains(".weekly"), "\(text)")
  }
}
