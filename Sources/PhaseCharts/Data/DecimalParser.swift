import Foundation

/// Parses decimal numbers straight from bytes, bit-identical to `Double(String)` for every finite
/// decimal input, without creating a `String` on the common path.
///
/// Grammar: `[+-]? digits? ('.' digits?)? ([eE] [+-]? digits)?` with at least one digit in the
/// mantissa. Anything else — `nan`, `inf`, hex (`0x1p3`), digit separators, surrounding spaces —
/// is not a number, and neither is a value that overflows to infinity (`1e400`).
///
/// Most chart data has at most 15 significant digits and a small exponent: those are converted
/// with Clinger's fast path (an exact integer mantissa times or divided by an exact power of ten,
/// one correctly rounded operation). Everything else falls back to `Double(Substring)`, so the
/// result is always the correctly rounded one.
enum DecimalParser {
  /// Powers of ten that a `Double` holds exactly.
  static let exactPowersOfTen: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
    1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
  ]

  /// Parses `count` bytes at `start`; returns `nil` when they are not a finite decimal number.
  @inline(__always)
  static func parse(_ start: UnsafePointer<UInt8>, count: Int) -> Double? {
    if count <= 0 { return nil }
    var i = 0
    var negative = false
    if start[0] == UInt8(ascii: "-") {
      negative = true
      i = 1
    } else if start[0] == UInt8(ascii: "+") {
      i = 1
    }
    var mantissa: UInt64 = 0
    var significantDigits = 0
    var exponent = 0
    var sawDigit = false
    var isTruncated = false
    // Integer part.
    while i < count {
      let digit = start[i] &- 48
      if digit > 9 { break }
      sawDigit = true
      if significantDigits < 19 {
        if mantissa != 0 || digit != 0 {
          mantissa = mantissa &* 10 &+ UInt64(digit)
          significantDigits += 1
        }
      } else {
        exponent += 1
        if digit != 0 { isTruncated = true }
      }
      i += 1
    }
    // Fraction.
    if i < count && start[i] == UInt8(ascii: ".") {
      i += 1
      while i < count {
        let digit = start[i] &- 48
        if digit > 9 { break }
        sawDigit = true
        if significantDigits < 19 {
          if mantissa != 0 || digit != 0 {
            mantissa = mantissa &* 10 &+ UInt64(digit)
            significantDigits += 1
          }
          exponent -= 1
        } else if digit != 0 {
          isTruncated = true
        }
        i += 1
      }
    }
    if !sawDigit { return nil }
    // Exponent.
    if i < count && (start[i] | 0x20) == UInt8(ascii: "e") {
      i += 1
      var exponentNegative = false
      if i < count && (start[i] == UInt8(ascii: "-") || start[i] == UInt8(ascii: "+")) {
        exponentNegative = start[i] == UInt8(ascii: "-")
        i += 1
      }
      var value = 0
      var sawExponentDigit = false
      while i < count {
        let digit = start[i] &- 48
        if digit > 9 { break }
        sawExponentDigit = true
        if value < 1_000_000 { value = value * 10 + Int(digit) }
        i += 1
      }
      if !sawExponentDigit { return nil }
      exponent += exponentNegative ? -value : value
    }
    if i != count { return nil }
    if mantissa == 0 && !isTruncated { return negative ? -0.0 : 0.0 }
    if !isTruncated && mantissa <= 1 << 53 {
      if exponent >= 0 && exponent <= 22 {
        let value = Double(mantissa) * exactPowersOfTen[exponent]
        return negative ? -value : value
      }
      if exponent < 0 && exponent >= -22 {
        let value = Double(mantissa) / exactPowersOfTen[-exponent]
        return negative ? -value : value
      }
    }
    return slowPath(start, count: count)
  }

  /// Parses `bytes` (a whole field); a convenience for tests and cold paths.
  static func parse(_ bytes: some Collection<UInt8>) -> Double? {
    let array = Array(bytes)
    return array.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return nil }
      return parse(base, count: buffer.count)
    }
  }

  /// The correctly rounded conversion for long mantissas and large exponents. The grammar was
  /// checked by the caller, so only finite decimal text reaches `Double(_:)`.
  @inline(never)
  private static func slowPath(_ start: UnsafePointer<UInt8>, count: Int) -> Double? {
    let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    guard let value = Double(text), value.isFinite else { return nil }
    return value
  }
}
