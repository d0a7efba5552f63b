import Foundation
import Testing
import _PhaseKitTestSupport

@testable import PhaseCharts
@testable import PhaseDrawing

@Suite struct DecimalParserTests {
  @Test(arguments: [
    "0", "-0", "+1", "1.5", ".5", "5.", "-12.75", "1e5", "1E-5", "2.5e+3", "0.1", "0.3",
    "123456789012345", "1234567890123456789", "12345678901234567890123", "9007199254740993",
    "0.000000000000000000000000001", "1.7976931348623157e308", "4.9e-324", "2.2250738585072014e-308",
    "1e22", "1e23", "123e-22", "0.1000000000000000055511151231257827", "00012.5", "1e-400",
  ])
  func matchesDoubleStringBitForBit(_ text: String) throws {
    let expected = try #require(Double(text))
    let parsed = try #require(DecimalParser.parse(Array(text.utf8)))
    #expect(parsed.bitPattern == expected.bitPattern, "\(text): \(parsed) vs \(expected)")
  }

  @Test(arguments: [
    "", "-", "+", ".", "e5", "1e", "1e+", "nan", "NaN", "inf", "-inf", "infinity", "0x1p3", "0x10",
    "1e400", "-1e400", "1,5", "1.2.3", " 1", "1 ", "1_000", "--1", "1-", "١",
  ])
  func rejectsWhatIsNotAFiniteDecimal(_ text: String) {
    #expect(DecimalParser.parse(Array(text.utf8)) == nil)
  }

  @Test func matchesDoubleStringOnRandomDecimals() {
    var generator = SeededGenerator(seed: 42)
    for _ in 0..<20_000 {
      let digits = Int.random(in: 1...22, using: &generator)
      var text = Bool.random(using: &generator) ? "-" : ""
      for position in 0..<digits {
        if position == Int.random(in: 0..<digits, using: &generator) && !text.contains(".") {
          text += "."
        }
        text += String(Int.random(in: 0...9, using: &generator))
      }
      if Int.random(in: 0..<4, using: &generator) == 0 {
        text += "e\(Int.random(in: -330...310, using: &generator))"
      }
      let expected = Double(text).flatMap { $0.isFinite ? $0 : nil }
      let parsed = DecimalParser.parse(Array(text.utf8))
      #expect(parsed?.bitPattern == expected?.bitPattern, "\(text)")
      if parsed?.bitPattern != expected?.bitPattern { return }
    }
  }

  @Test func roundTripsRandomDoubles() {
    var generator = SeededGenerator(seed: 3)
    for _ in 0..<20_000 {
      let value = Double(bitPattern: generator.next())
      guard value.isFinite else { continue }
      let text = "\(value)"
      #expect(DecimalParser.parse(Array(text.utf8))?.bitPattern == value.bitPattern, "\(text)")
    }
  }
}
