import Foundation
import PhaseKit
import Testing
import _PhaseKitTestSupport

@testable import PhaseCharts
@testable import PhaseDrawing

@Suite(.timeLimit(.minutes(6))) struct CSVDecoderTests {
  /// One CSV form and the series it must give: names, xs and ys of the first series.
  struct Case: Sendable, CustomTestStringConvertible {
    var label: String
    var csv: String
    var options = DecodeOptions(format: .csv)
    var names: [String]
    var xs: [Double]
    var ys: [Double]
    var testDescription: String { label }
  }

  static let cases: [Case] = [
    Case(label: "plain", csv: "x,y\n1,2\n3,4\n", names: ["y"], xs: [1, 3], ys: [2, 4]),
    Case(label: "no trailing newline", csv: "x,y\n1,2\n3,4", names: ["y"], xs: [1, 3], ys: [2, 4]),
    Case(label: "CRLF", csv: "x,y\r\n1,2\r\n3,4\r\n", names: ["y"], xs: [1, 3], ys: [2, 4]),
    Case(label: "lone CR", csv: "x,y\r1,2\r3,4", names: ["y"], xs: [1, 3], ys: [2, 4]),
    Case(label: "BOM", csv: "\u{FEFF}x,y\n1,2\n", names: ["y"], xs: [1], ys: [2]),
    Case(label: "semicolon", csv: "x;y\n1;2\n", names: ["y"], xs: [1], ys: [2]),
    Case(label: "tab", csv: "x\ty\n1\t2\n", names: ["y"], xs: [1], ys: [2]),
    Case(label: "blank lines skipped", csv: "x,y\n\n1,2\n\n3,4\n\n", names: ["y"], xs: [1, 3], ys: [2, 4]),
    Case(
      label: "spaces around names", csv: "x , y\n1,2\n", options: DecodeOptions(y: ["y"]), names: ["y"],
      xs: [1], ys: [2]),
    Case(label: "spaces around numbers", csv: "x,y\n 1 , 2\n", names: ["y"], xs: [1], ys: [2]),
    Case(
      label: "quoted header with comma, quote and newline",
      csv: "x,\"a, \"\"b\"\"\nc\"\n1,2\n", names: ["a, \"b\"\nc"], xs: [1], ys: [2]),
    Case(label: "quoted numbers", csv: "x,y\n\"1\",\"2.5\"\n", names: ["y"], xs: [1], ys: [2.5]),
    Case(
      label: "text columns are not series", csv: "x,name,y\n1,a,2\n2,b,3\n", names: ["y"],
      xs: [1, 2], ys: [2, 3]),
    Case(
      label: "y by index", csv: "x,a,b\n1,2,3\n", options: DecodeOptions(format: .csv, y: [2]),
      names: ["b"], xs: [1], ys: [3]),
    Case(
      label: "x and y by name", csv: "a,b,c\n1,2,3\n",
      options: DecodeOptions(format: .csv, x: "c", y: ["a"]), names: ["a"], xs: [3], ys: [1]),
    Case(
      label: "no header", csv: "1,2\n3,4\n", options: DecodeOptions(format: .csv, hasHeader: false),
      names: ["column2"], xs: [1, 3], ys: [2, 4]),
    Case(
      label: "blank cell is missing", csv: "x,y\n1,2\n2,\n3,4\n", names: ["y"], xs: [1, 2, 3],
      ys: [2, .nan, 4]),
    Case(
      label: "non-numeric cell is missing", csv: "x,y\n1,2\n2,NA\n", names: ["y"], xs: [1, 2],
      ys: [2, .nan]),
    Case(
      label: "ISO dates", csv: "date,y\n1970-01-02,1\n1970-01-03T00:00:01Z,2\n", names: ["y"],
      xs: [86_400, 172_801], ys: [1, 2]),
    Case(
      label: "slashed dates", csv: "date,y\n2012/01/01,1\n", names: ["y"], xs: [1_325_376_000],
      ys: [1]),
    Case(
      label: "unix seconds by column name", csv: "timestamp,y\n1325376000,1\n", names: ["y"],
      xs: [1_325_376_000], ys: [1]),
    Case(
      label: "unix milliseconds by column name", csv: "time,y\n1325376000500,1\n", names: ["y"],
      xs: [1_325_376_000.5], ys: [1]),
  ]

  @Test(arguments: cases)
  func decodesEveryForm(_ test: Case) throws {
    let dataset = try ChartDecoder.decode(test.csv, options: test.options)
    #expect(dataset.series.map(\.name) == test.names)
    let first = try #require(dataset.series.first)
    #expect(first.xs == test.xs)
    #expect(first.ys.count == test.ys.count)
    for (got, want) in zip(first.ys, test.ys) {
      #expect(got == want || (got.isNaN && want.isNaN))
    }
  }

  @Test func readsSeattleWeatherAsDatesWithFourNumericSeries() throws {
    let csv = """
      date,precipitation,temp_max,temp_min,wind,weather
      2012/01/01,0.0,12.8,5.0,4.7,drizzle
      2012/01/02,10.9,10.6,2.8,4.5,rain
      """
    let dataset = try ChartDecoder.decode(csv)
    #expect(dataset.xKind == .date)
    #expect(dataset.xLabel == "date")
    #expect(dataset.series.map(\.name) == ["precipitation", "temp_max", "temp_min", "wind"])
    #expect(dataset.series[1].ys == [12.8, 10.6])
    #expect(dataset.series[0].xs == [1_325_376_000, 1_325_462_400])
  }

  @Test func splitsLongFormatIntoOneSeriesPerValue() throws {
    let csv = "date,city,temp\n1,Oslo,3\n1,Rome,15\n2,Oslo,4\n2,\"Rome\",16\n"
    let dataset = try ChartDecoder.decode(csv, options: DecodeOptions(series: "city"))
    #expect(dataset.series.map(\.name) == ["Oslo", "Rome"])
    #expect(dataset.series[0].xs == [1, 2])
    #expect(dataset.series[0].ys == [3, 4])
    #expect(dataset.series[1].ys == [15, 16])
    #expect(dataset.yLabel == "temp")
  }

  @Test func namesLongFormatSeriesByValueAndColumnWhenSeveralYs() throws {
    let csv = "x,k,a,b\n1,p,2,3\n"
    let dataset = try ChartDecoder.decode(csv, options: DecodeOptions(series: "k"))
    #expect(dataset.series.map(\.name) == ["p a", "p b"])
  }

  @Test func aYColumnNamedTwiceIsOneSeries() throws {
    let dataset = try ChartDecoder.decode(
      "x,temp,wind\n1,2,3\n2,4,5\n", options: DecodeOptions(y: ["temp", 1, "wind"]))
    #expect(dataset.series.map(\.name) == ["temp", "wind"])
  }

  @Test func headerOnlyGivesEmptySeriesForEveryOtherColumn() throws {
    let dataset = try ChartDecoder.decode("x,a,b\n")
    #expect(dataset.series.map(\.name) == ["a", "b"])
    #expect(dataset.isEmpty)
  }

  @Test(arguments: ["", "\n\n", "\u{FEFF}", "  \r\n"])
  func blankInputGivesAnEmptyDataset(_ text: String) throws {
    let dataset = try ChartDecoder.decode(text)
    #expect(dataset.series.isEmpty)
    #expect(dataset.isEmpty)
  }

  @Test func wordAtATimeFieldScanFindsTheSameEndAsAByteLoop() {
    var generator = SeededGenerator(seed: 8)
    var mismatches: [[UInt8]] = []
    let alphabet: [UInt8] = [44, 59, 10, 13, 0, 0x80, 0xFF, 0x2B, 0x2D, 0x0C, 0x0E] + Array(48...57)
    for _ in 0..<600 {
      let bytes = (0..<Int.random(in: 0..<40, using: &generator)).map { _ in
        alphabet.randomElement(using: &generator)!
      }
      for delimiter in [UInt8(ascii: ","), UInt8(ascii: ";"), 9] {
        bytes.withUnsafeBufferPointer { buffer in
          guard let base = buffer.baseAddress else { return }
          let reader = CSVReader(
            base: base, count: buffer.count, start: 0, delimiter: delimiter,
            limits: DecodeOptions.Limits())
          for start in 0...buffer.count {
            let expected =
              buffer[start...].firstIndex { $0 == delimiter || $0 == 10 || $0 == 13 } ?? buffer.count
            if reader.endOfUnquotedField(from: start) != expected { mismatches.append(bytes) }
          }
        }
      }
    }
    #expect(mismatches.isEmpty)
  }

  @Test func detectsCommaWhenTheHeaderHasOneColumn() {
    let bytes = Array("x\n1\n".utf8)
    let delimiter = bytes.withUnsafeBufferPointer {
      CSVReader.detectDelimiter($0.baseAddress!, count: $0.count, start: 0)
    }
    #expect(delimiter == UInt8(ascii: ","))
  }
}
