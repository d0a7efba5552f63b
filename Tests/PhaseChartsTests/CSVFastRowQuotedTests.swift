import Foundation
import PhaseKit
import Testing
import _PhaseKitTestSupport

@testable import PhaseCharts

/// R's `write.csv` quotes every row name (`"1","2020-01-01",3.5`): the one-pass row reader steps
/// over a quoted field that no role reads, and must still give exactly what the general record
/// reader gives, whatever the quotes hold.
@Suite(.timeLimit(.minutes(6))) struct CSVFastRowQuotedTests {
  /// A random row name: mostly plain, sometimes one the general path must read (a line break,
  /// a doubled quote, text after the closing quote, no closing quote on the line).
  static func rowName(_ row: Int, _ generator: inout SeededGenerator) -> String {
    switch Int.random(in: 0..<30, using: &generator) {
    case 0: return "\"\""
    case 1: return "\"a,b\""
    case 2: return "\"say \"\"hi\"\"\""
    case 3: return "\"two\nlines\""
    case 4: return "\"two\r\nlines\""
    case 5: return "\"\(row)\"x"
    case 6: return "\"\(row)\" "
    case 7: return "\" \(row) \""
    case 8: return "\"\(row)"
    case 9: return "\(row)"
    default: return "\"\(row)\""
    }
  }

  /// An R-style table: quoted row names, a date, two measures; a few odd cells among them.
  static func table(seed: UInt64) -> String {
    var generator = SeededGenerator(seed: seed)
    var text = "\"\",\"date\",\"a\",\"b\"\n"
    for row in 0..<400 {
      let name = row < 20 ? "\"\(row + 1)\"" : rowName(row + 1, &generator)
      let date = String(format: "2021-%02d-%02d", row / 28 % 12 + 1, row % 28 + 1)
      let a = Int.random(in: 0..<50, using: &generator) == 0 ? "n/a" : String(Double(row) * 1.25)
      let b = Int.random(in: 0..<60, using: &generator) == 0 ? "" : "\(row % 17)"
      let ending = Int.random(in: 0..<10, using: &generator) == 0 ? "\r\n" : "\n"
      text += "\(name),\(date),\(a),\(b)\(ending)"
    }
    return text
  }

  @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6])
  func quotedRowNamesReadByTheOneRowReaderAgreeWithTheGeneralReader(seed: UInt64) {
    let text = Self.table(seed: seed)
    for missing in [DecodeOptions.MissingValuePolicy.markAsMissing, .fail] {
      for named in [false, true] {
        var options = named ? DecodeOptions(x: "date", y: ["a", "b"]) : DecodeOptions()
        options.format = .csv
        options.missingValues = missing
        let (fast, general) = CSVFastRowTests.bothWays(text, options: options)
        #expect(fast == general, "seed \(seed), \(missing), named: \(named)")
      }
    }
  }

  @Test func aFailureAfterARowNameOnTwoLinesNamesTheSameLineBothWays() {
    // Line 4 is the second line of row 3's name; row 4 (lines 5) holds the bad cell.
    let text = "\"\",\"date\",\"a\"\n\"1\",2021-01-01,1\n\"two\nlines\",2021-01-02,2\n\"3\",2021-01-03,x\n"
    var options = DecodeOptions(x: "date", y: ["a"])
    options.format = .csv
    options.missingValues = .fail
    let (fast, general) = CSVFastRowTests.bothWays(text, options: options)
    #expect(fast.hasPrefix("error"))
    #expect(fast == general)
  }

  @Test func simpleQuotedFieldsEndAfterTheirClosingQuote() {
    func end(_ text: String) -> Int? {
      let bytes = Array(text.utf8)
      return bytes.withUnsafeBufferPointer { CSVTableDecoder.quotedFieldEnd($0.baseAddress!, from: 0, count: $0.count) }
    }
    #expect(end("\"12\",3") == 4)
    #expect(end("\"\",3") == 2)
    #expect(end("\"a,b\"\n") == 5)
    #expect(end("\"a\"\"b\",3") == nil)
    #expect(end("\"a\nb\",3") == nil)
    #expect(end("\"a\rb\",3") == nil)
    #expect(end("\"open") == nil)
  }
}
