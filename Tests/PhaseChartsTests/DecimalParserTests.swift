import Foundation
import Testing
import _PhaseKitTestSupport

@testable import PhaseCharts
@testable import PhaseDrawing

@Suite(.timeLimit(.minutes(6))) struct DecimalParserTests {
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

  /// Inputs that need the Eisel–Lemire path (16–19 digits, or exponents beyond Clinger's exact
  /// powers), its subnormal and round-to-even branches, and more than 19 digits on both sides of
  /// a rounding boundary.
  @Test(arguments: [
    "0.12345678901234568", "1234.5678901234567", "9007199254740993", "9007199254740995",
    "18446744073709551615", "9999999999999999999", "1.0000000000000002", "0.30000000000000004",
    "2.2250738585072011e-308", "2.2250738585072012e-308", "2.2250738585072014e-308",
    "4.9406564584124654e-324", "2.4703282292062327e-324", "2.4703282292062328e-324",
    "1e-323", "5e-324", "1.7976931348623157e308", "1.7976931348623158e308", "1e23", "8.41e21",
    "9007199254740992.9999999999999999999999999", "9007199254740993.0000000000000000000000001",
    "2.22507385850720113605740979670913197593481954635164564e-308",
    "7.0420557077594588669468784357561207962098443483187940792729600000e+59",
    "0.000000000000000000000000000000000000000000001234567890123456789012",
    "1234567890123456789012345678901234567890e-30", "3.14159265358979323846264338327950288",
  ])
  func theEiselLemirePathMatchesDoubleStringBitForBit(_ text: String) throws {
    for signed in [text, "-" + text] {
      let expected = try #require(Double(signed))
      let parsed = try #require(DecimalParser.parse(Array(signed.utf8)))
      #expect(parsed.bitPattern == expected.bitPattern, "\(signed): \(parsed) vs \(expected)")
    }
  }

  /// Every 17-significant-digit rendering (what `pandas.to_csv` writes) of random doubles, plus
  /// halfway-looking 18–25 digit strings next to them.
  @Test func matchesDoubleStringOnFullPrecisionAndLongMantissas() {
    var generator = SeededGenerator(seed: 12)
    for _ in 0..<20_000 {
      let value = Double(bitPattern: generator.next())
      guard value.isFinite else { continue }
      for text in [
        String(format: "%.17g", value), String(format: "%.16e", value),
        String(format: "%.\(Int.random(in: 18...24, using: &generator))e", value),
      ] {
        let expected = Double(text).flatMap { $0.isFinite ? $0 : nil }
        let parsed = DecimalParser.parse(Array(text.utf8))
        #expect(parsed?.bitPattern == expected?.bitPattern, "\(text)")
        if parsed?.bitPattern != expected?.bitPattern { return }
      }
    }
  }
}
