import Foundation
import PhaseKit
import Testing
import _PhaseKitTestSupport

@testable import PhaseCharts
@testable import PhaseDrawing

@Suite(.timeLimit(.minutes(6))) struct JSONDecoderTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var label: String
    var json: String
    var options = DecodeOptions()
    var names: [String]
    var xs: [Double]
    var ys: [Double]
    var testDescription: String { label }
  }

  static let cases: [Case] = [
    Case(
      label: "array of objects", json: #"[{"x":1,"y":2},{"x":3,"y":4}]"#, names: ["y"], xs: [1, 3],
      ys: [2, 4]),
    Case(
      label: "objects with fields in another order", json: #"[{"x":1,"y":2},{"y":4,"x":3}]"#,
      names: ["y"], xs: [1, 3], ys: [2, 4]),
    Case(
      label: "objects with a missing field", json: #"[{"x":1,"y":2},{"x":3}]"#, names: ["y"],
      xs: [1, 3], ys: [2, .nan]),
    Case(
      label: "null is missing", json: #"[{"x":1,"y":null},{"x":2,"y":5}]"#, names: ["y"],
      xs: [1, 2], ys: [.nan, 5]),
    Case(
      label: "nested values are skipped", json: #"[{"x":1,"meta":{"a":[1,{"b":2}]},"y":2}]"#,
      names: ["y"], xs: [1], ys: [2]),
    Case(
      label: "whitespace everywhere", json: " [ { \"x\" : 1 ,\n \"y\" : 2 } ] \n", names: ["y"],
      xs: [1], ys: [2]),
    Case(
      label: "BOM", json: "\u{FEFF}[{\"x\":1,\"y\":2}]", names: ["y"], xs: [1], ys: [2]),
    Case(
      label: "escaped field names", json: #"[{"x":1,"t\u00e9mp\"":2}]"#, names: ["témp\""],
      xs: [1], ys: [2]),
    Case(
      label: "numbers as strings", json: #"[{"x":"1","y":"2.5"}]"#, names: ["y"], xs: [1],
      ys: [2.5]),
    Case(
      label: "exponents and negatives", json: #"[{"x":-1e2,"y":2.5E-1}]"#, names: ["y"],
      xs: [-100], ys: [0.25]),
    Case(
      label: "array of arrays with header", json: #"[["x","y"],[1,2],[3,4]]"#, names: ["y"],
      xs: [1, 3], ys: [2, 4]),
    Case(
      label: "array of arrays without header", json: #"[[1,2],[3,4]]"#, names: ["column2"],
      xs: [1, 3], ys: [2, 4]),
    Case(
      label: "columns", json: #"{"x":[1,3],"y":[2,4]}"#, names: ["y"], xs: [1, 3], ys: [2, 4]),
    Case(
      label: "columns choose fields by name", json: #"{"a":[1],"b":[2],"c":[3]}"#,
      options: DecodeOptions(x: "b", y: ["c"]), names: ["c"], xs: [2], ys: [3]),
    Case(
      label: "ISO date strings", json: #"[{"date":"1970-01-02","v":1}]"#, names: ["v"],
      xs: [86_400], ys: [1]),
    Case(
      label: "unix milliseconds", json: #"{"time":[1325376000000],"v":[1]}"#, names: ["v"],
      xs: [1_325_376_000], ys: [1]),
    Case(
      label: "rows wrapped in an object", json: #"{"status":"ok","data":[{"x":1,"y":2}]}"#,
      names: ["y"], xs: [1], ys: [2]),
    Case(label: "empty array", json: "[]", names: [], xs: [], ys: []),
    Case(label: "empty object", json: "{}", names: [], xs: [], ys: []),
  ]

  @Test(arguments: cases)
  func decodesEveryForm(_ test: Case) throws {
    let dataset = try ChartDecoder.decode(test.json, options: test.options)
    #expect(dataset.series.map(\.name) == test.names)
    guard let first = dataset.series.first else {
      #expect(test.xs.isEmpty)
      return
    }
    #expect(first.xs == test.xs)
    #expect(first.ys.count == test.ys.count)
    for (got, want) in zip(first.ys, test.ys) {
      #expect(got == want || (got.isNaN && want.isNaN))
    }
  }

  @Test func splitsLongFormatObjectsBySeriesField() throws {
    let json = #"[{"t":1,"city":"Oslo","v":3},{"t":1,"city":"Rome","v":15},{"t":2,"city":"Oslo","v":4}]"#
    let dataset = try ChartDecoder.decode(json, options: DecodeOptions(series: "city"))
    #expect(dataset.series.map(\.name) == ["Oslo", "Rome"])
    #expect(dataset.series[0].ys == [3, 4])
    #expect(dataset.series[1].xs == [1])
  }

  @Test func matchesFieldsOfWideObjectsInAnyOrder() throws {
    let fields = (0..<40).map { "f\($0)" }
    let first = "{" + fields.enumerated().map { "\"\($1)\":\($0)" }.joined(separator: ",") + "}"
    let second =
      "{" + fields.enumerated().reversed().map { "\"\($1)\":\($0 * 2)" }.joined(separator: ",") + "}"
    let dataset = try ChartDecoder.decode(
      "[\(first),\(second)]", options: DecodeOptions(x: "f0", y: fields.dropFirst().map { .name($0) }))
    try #require(dataset.series.count == 39)
    #expect(dataset.series[0].xs == [0, 0])
    #expect(dataset.series[38].ys == [39, 78])
  }

  @Test func agreesWithJSONDecoderOnRandomRows() throws {
    struct Row: Codable { var x: Double; var y: Double }
    var generator = SeededGenerator(seed: 7)
    let rows = (0..<500).map { i in
      Row(x: Double(i), y: Double.random(in: -1e6...1e6, using: &generator))
    }
    let data = try JSONEncoder().encode(rows)
    let decoded = try ChartDecoder.decode(data, options: DecodeOptions(x: "x", y: ["y"]))
    let reference = try JSONDecoder().decode([Row].self, from: data)
    #expect(decoded.series[0].ys == reference.map(\.y))
    #expect(decoded.series[0].xs == reference.map(\.x))
  }
}
