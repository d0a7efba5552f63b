import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// Objects inside JSON records read as columns named by their path (issue #31).
@Suite(.timeLimit(.minutes(5))) struct JSONFlatteningTests {
  /// A stock API's daily bars: the prices an object inside each record.
  private let bars = #"""
    [{"date":"2024-01-02","price":{"open":185.6,"close":184.3},"volume":82488700},
     {"date":"2024-01-03","price":{"open":184.2,"close":181.9},"volume":58414500},
     {"date":"2024-01-04","price":{"open":182.2,"close":179.6},"volume":71983600}]
    """#

  @Test func anObjectInsideARecordBecomesOneColumnPerField() throws {
    var options = DecodeOptions()
    options.y = ["price.open", "price.close"]
    let table = try ChartDecoder.decodeTable(Data(bars.utf8), options: options)
    #expect(table.plan?.names == ["date", "price.open", "price.close", "volume"])
    #expect(table.dataset.series.map(\.name) == ["price.open", "price.close"])
    #expect(table.dataset.series.first?.ys == [185.6, 184.2, 182.2])
    #expect(table.dataset.series.last?.ys == [184.3, 181.9, 179.6])
  }

  @Test func withoutOptionsTheFlattenedColumnsAreMeasures() throws {
    let table = try ChartDecoder.decodeTable(Data(bars.utf8))
    let names = table.dataset.series.map(\.name)
    #expect(names.contains("price.open") && names.contains("price.close"), "\(names)")
    #expect(!names.contains("price"))
  }

  @Test func deeperObjectsAndAnotherFieldOrderAreMatchedByTheirWholePath() throws {
    let json = #"""
      [{"t":1,"m":{"a":{"b":10},"c":1}},
       {"m":{"c":2,"a":{"b":20}},"t":2},
       {"t":3,"m":{"a":{"b":30}}}]
      """#
    var options = DecodeOptions()
    options.y = ["m.a.b", "m.c"]
    let table = try ChartDecoder.decodeTable(Data(json.utf8), options: options)
    #expect(table.dataset.series[0].ys == [10, 20, 30])
    let c = table.dataset.series[1].ys
    #expect(c.count == 3 && c[0] == 1 && c[1] == 2 && c[2].isNaN)
  }

  @Test func escapedNamesAndEmptyObjectsAreRead() throws {
    let json = #"[{"x":1,"r\u00e9sultat":{"v":5},"e":{}},{"x":2,"résultat":{"v":6},"e":{}}]"#
    let table = try ChartDecoder.decodeTable(Data(json.utf8))
    #expect(table.dataset.series.map(\.name) == ["résultat.v"])
    #expect(table.dataset.series.first?.ys == [5, 6])
  }

  @Test func aBadValueInsideAnObjectIsPlacedAtItsPath() throws {
    var options = DecodeOptions()
    options.missingValues = .fail
    options.y = ["price.close"]
    let json = #"[{"t":1,"price":{"close":2}},{"t":2,"price":{"close":"n/a2"}}]"#
    let error = #expect(throws: DataError.self) { _ = try ChartDecoder.decode(json, options: options) }
    guard case .decodingError(let failure)? = error else { return }
    #expect(failure.path == "$[1].price.close")
  }

  @Test func theScannerStaysStrictInsideObjects() {
    for json in [
      #"[{"t":1,"p":{"a":1,}}]"#, #"[{"t":1,"p":{"a" 1}}]"#, #"[{"t":1,"p":{1:2}}]"#, #"[{"t":1,"p":{"a":"\q"}}]"#,
    ] {
      #expect(throws: DataError.self, "\(json)") { _ = try ChartDecoder.decode(json) }
    }
  }

  @Test func nestingPastTheLimitFails() {
    var options = DecodeOptions()
    options.limits.maxDepth = 4
    let json = #"[{"t":1,"a":{"b":{"c":{"d":1}}}}]"#
    let error = #expect(throws: DataError.self) { _ = try ChartDecoder.decode(json, options: options) }
    guard case .decodingError(let failure)? = error else { return }
    #expect(failure.reason == .nestingTooDeep(limit: 4))
  }

  @Test func arraysInsideARecordStayOneValueThatIsNotANumber() throws {
    let json = #"[{"t":1,"v":2,"tags":[1,2]},{"t":2,"v":3,"tags":[]}]"#
    let table = try ChartDecoder.decodeTable(Data(json.utf8))
    #expect(table.dataset.series.map(\.name) == ["v"])
  }
}
