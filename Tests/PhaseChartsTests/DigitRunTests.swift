import Foundation
import Testing
import _PhaseKitTestSupport

@testable import PhaseCharts

/// The eight-bytes-at-a-time digit reader finds exactly where a run of digits ends, whatever
/// byte ends it (including bytes whose SWAR test carries into the next byte), and the parser
/// built on it gives `Double(String)`'s value for every split of digits around the point.
@Suite(.timeLimit(.minutes(6))) struct DigitRunTests {
  @Test func digitRunStopsAtTheFirstNonDigitForEveryByte() {
    var generator = SeededGenerator(seed: 3)
    for terminator in 0...255 {
      for length in 0...8 {
        var bytes = (0..<8).map { _ in UInt8.random(in: 48...57, using: &generator) }
        if length < 8 {
          bytes[length] = UInt8(terminator)
          for k in (length + 1)..<8 { bytes[k] = UInt8.random(in: 0...255, using: &generator) }
        }
        // A digit as the "terminator" lets the run go on into the bytes after it.
        let expectedLength = bytes.firstIndex { $0 < 48 || $0 > 57 } ?? 8
        let expectedValue = bytes.prefix(expectedLength).reduce(UInt64(0)) { $0 * 10 + UInt64($1 - 48) }
        let (value, found) = bytes.withUnsafeBufferPointer { DecimalParser.digitRun($0.baseAddress!) }
        #expect(found == expectedLength, "terminator \(terminator), length \(length), \(bytes)")
        #expect(value == expectedValue, "terminator \(terminator), length \(length), \(bytes)")
      }
    }
  }

  @Test func everyDigitSplitAroundThePointMatchesDoubleString() {
    var generator = SeededGenerator(seed: 8)
    let endings = [",", "\n", "\r\n", ";", " ", ":", "/", "e5,", "E-3\n", "\u{7F}", "é"]
    for integerDigits in 0...20 {
      for fractionDigits in 0...20 where integerDigits + fractionDigits > 0 {
        let integer = String((0..<integerDigits).map { _ in Character(String(Int.random(in: 0...9, using: &generator))) })
        let fraction = String((0..<fractionDigits).map { _ in Character(String(Int.random(in: 0...9, using: &generator))) })
        let sign = ["", "-", "+"].randomElement(using: &generator)!
        let number = sign + integer + (fractionDigits > 0 || Bool.random(using: &generator) ? "." : "") + fraction
        let ending = endings.randomElement(using: &generator)!
        let exponent = ending.hasPrefix("e") || ending.hasPrefix("E") ? String(ending.dropLast()) : ""
        let text = number + ending
        let (value, length) = Array(text.utf8).withUnsafeBufferPointer {
          DecimalParser.parsePrefix($0.baseAddress!, limit: $0.count)
        }
        #expect(length == number.utf8.count + exponent.utf8.count, "\(text)")
        let expected = Double(number + exponent)
        #expect(value?.bitPattern == expected?.bitPattern, "\(text): \(String(describing: value)) vs \(String(describing: expected))")
      }
    }
  }
}
