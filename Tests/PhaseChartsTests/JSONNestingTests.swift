import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// The table of a JSON document found below one level of wrapping (issue #31).
@Suite(.timeLimit(.minutes(5))) struct JSONNestingTests {
  @Test func rowsTwoObjectsDeepAreFound() throws {
    let json = #"{"status":"ok","result":{"meta":{"n":2},"series":[{"t":1,"v":2},{"t":2,"v":3},{"t":3,"v":5}]}}"#
    let table = try ChartDecoder.decodeTable(Data(json.utf8))
    #expect(table.dataset.series.map(\.name) == ["v"])
    #expect(table.dataset.series.first?.ys == [2, 3, 5])
  }

  @Test func columnsThreeObjectsDeepAreFound() throws {
    let json = #"{"a":{"b":{"c":{"day":[1,2,3],"load":[4,5,6]}}}}"#
    let table = try ChartDecoder.decodeTable(Data(json.utf8))
    #expect(table.dataset.series.first?.ys == [4, 5, 6])
  }

  @Test func aFailureInsideANestedTableNamesItsPath() throws {
    var strict = DecodeOptions()
    strict.missingValues = .fail
    let json = #"{"result":{"rows":[{"x":1,"temp":2},{"x":2,"temp":"hot"}]}}"#
    let error = #expect(throws: DataError.self) { _ = try ChartDecoder.decode(json, options: strict) }
    guard case .decodingError(let failure)? = error else { return }
    #expect(failure.path == "$.result.rows[1].temp")
  }

  @Test func aNestedDocumentStaysStrict() {
    // An invalid escape in a nested field that holds no table still fails the document.
    let json = #"{"meta":{"note":"\q"},"result":{"rows":[{"x":1,"y":2}]}}"#
    #expect(throws: DataError.self) { _ = try ChartDecoder.decode(json) }
  }
}
