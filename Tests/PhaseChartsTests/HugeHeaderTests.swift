import Foundation
import Testing

@testable import PhaseCharts
@testable import PhaseKit

/// A header of huge names is read with the passes an ordinary one takes, each bounded or once
/// over the bytes: the delimiter from the first 64 KB, the preamble check stopping at a first
/// line longer than it looks at, every line of a preamble read once, and names trimmed at their
/// ends only. What the table decodes to is what it was.
@Suite(.timeLimit(.minutes(6))) struct HugeHeaderTests {
  /// The delimiter is counted in the first line's first 64 KB: beyond them, a run of semicolons
  /// inside a long name no longer outvotes the commas of the header.
  @Test func theDelimiterIsCountedInTheFirstLinesFirst64KB() {
    let sample = CSVReader.delimiterSampleBytes
    let head = "a,b," + String(repeating: "x", count: sample) + String(repeating: ";", count: 50) + "\n1,2,3\n"
    let bytes = Array(head.utf8)
    let delimiter = bytes.withUnsafeBufferPointer {
      CSVReader.detectDelimiter($0.baseAddress!, count: $0.count, start: 0)
    }
    #expect(delimiter == UInt8(ascii: ","))
    let short = Array("a;b;c,d\n".utf8)
    #expect(short.withUnsafeBufferPointer { CSVReader.detectDelimiter($0.baseAddress!, count: $0.count, start: 0) } == UInt8(ascii: ";"))
  }

  /// Names keep their inner spaces and lose spaces, tabs and Unicode's other space separators
  /// at their ends, as `trimmingCharacters(in: .whitespaces)` did.
  @Test(arguments: [
    " temp ", "\ttemp\t", "\u{00A0}temp\u{3000}", "\u{2003} a b \u{2009}", "   ", "", "温度", "a\u{00A0}",
    "\u{FEFF}x",
  ])
  func aNameIsTrimmedAsWhitespaceWas(_ name: String) throws {
    let text = "\"\(name)\",y\n1,2\n2,3\n"
    let bytes = Array(text.utf8)
    let trimmed = try bytes.withUnsafeBufferPointer { buffer in
      var reader = CSVReader(
        base: buffer.baseAddress!, count: buffer.count, start: 0, delimiter: UInt8(ascii: ","),
        limits: DecodeOptions.Limits())
      let fields = UnsafeMutablePointer<CSVReader.Field>.allocate(capacity: 4)
      defer { fields.deallocate() }
      _ = try reader.next(into: fields)
      return reader.name(of: fields[0])
    }
    #expect(trimmed == name.trimmingCharacters(in: .whitespaces))
  }

  /// Thirty 1 MB names: the table decodes, its names whole.
  @Test func thirtyOneMegabyteNamesDecodeWhole() throws {
    let names = (0..<30).map { String(repeating: Character(UnicodeScalar(UInt8(97 + $0 % 26))), count: (1 << 20) - 8) + "\($0)" }
    var text = names.joined(separator: ",") + "\n"
    for row in 0..<20 { text += (0..<30).map { String(row * ($0 + 1)) }.joined(separator: ",") + "\n" }
    let table = try ChartDecoder.decodeTable(Data(text.utf8))
    #expect(table.columns.skippedLines == 0)
    let drawn = table.dataset.series.map(\.name)
    #expect(!drawn.isEmpty)
    #expect(drawn.allSatisfy { name in names.contains(name) })
  }

  /// A preamble above a header with a 1 MB name is still found and skipped; a first line longer
  /// than the 64 KB detection looks at is the header.
  @Test func aPreambleAboveAHugeHeaderIsSkippedAndAHugeFirstLineIsTheHeader() throws {
    let long = String(repeating: "n", count: 1 << 20)
    let rows = "1,2,3\n2,3,4\n3,4,5\n"
    let below = try ChartDecoder.decodeTable(Data("Table 1: sales\n\nx,\(long),b\n\(rows)".utf8))
    #expect(below.columns.skippedLines == 2)
    #expect(below.dataset.series.map(\.name).contains(long))
    let first = try ChartDecoder.decodeTable(Data("x,\(long),b\n\(rows)".utf8))
    #expect(first.columns.skippedLines == 0)
    #expect(first.dataset.series.map(\.name).contains(long))
  }

  /// A decode whose task is cancelled (a load's deadline passed) stops within its next 16,384
  /// rows with `cancelled`, rather than reading the rest of the file.
  @Test func aCancelledDecodeStopsWithCancelled() async throws {
    var text = "x,y\n"
    for row in 0..<100_000 { text += "\(row),\(row % 7)\n" }
    let data = Data(text.utf8)
    let task = Task { () throws(DataError) -> Int in
      withUnsafeCurrentTask { $0?.cancel() }
      return try ChartDecoder.decodeTable(data).dataset.series.first?.count ?? 0
    }
    let result = await task.result
    #expect(throws: DataError.cancelled) { try result.get() }
  }

  /// A decode past its own deadline stops with the timeout it names, split over workers or not:
  /// the clock is read where no task is to be cancelled.
  @Test(arguments: [1, 4]) func aDecodePastItsDeadlineStopsWithTheTimeout(pieces: Int) throws {
    var text = "x,y\n"
    for row in 0..<100_000 { text += "\(row),\(row % 7)\n" }
    var options = DecodeOptions(format: .csv)
    options.deadline = (ContinuousClock.now - .seconds(1), .seconds(3))
    let bytes = Array(text.utf8)
    #expect(throws: DataError.timedOut(after: .seconds(3))) {
      try bytes.withUnsafeBufferPointer { buffer throws(DataError) in
        _ = try CSVTableDecoder.decode(buffer, options: options, pieces: pieces, minimumParallelBytes: 1)
      }
    }
  }
}

/// A JSON decode answers to its deadline as the CSV decode does.
@Suite(.timeLimit(.minutes(5))) struct JSONDeadlineTests {
  private static func records(_ count: Int) -> [UInt8] {
    var text = "["
    for row in 0..<count { text += (row == 0 ? "" : ",") + "{\"x\":\(row),\"y\":\(row % 7)}" }
    return Array((text + "]").utf8)
  }

  @Test func aJSONDecodePastItsDeadlineStopsWithTheTimeout() throws {
    var options = DecodeOptions(format: .json)
    options.deadline = (ContinuousClock.now - .seconds(1), .seconds(3))
    let bytes = Self.records(50_000)
    #expect(throws: DataError.timedOut(after: .seconds(3))) {
      try bytes.withUnsafeBufferPointer { buffer throws(DataError) in
        _ = try JSONTableDecoder.decode(buffer, options: options)
      }
    }
  }

  @Test func aJSONDecodeWithinItsDeadlineReadsEveryRow() throws {
    var options = DecodeOptions(format: .json)
    options.deadline = (ContinuousClock.now + .seconds(600), .seconds(600))
    let bytes = Self.records(50_000)
    let table = try bytes.withUnsafeBufferPointer { buffer throws(DataError) in
      try JSONTableDecoder.decode(buffer, options: options)
    }
    #expect(table.dataset.series.first?.count == 50_000)
  }
}
