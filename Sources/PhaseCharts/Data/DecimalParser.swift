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
  /// 10^`exponent` for 0...22, the powers of ten a `Double` holds exactly. A switch compiles to
  /// a constant table, without the lazy-initialization check a `static let` array costs.
  @inline(__always)
  static func exactPowerOfTen(_ exponent: Int) -> Double {
    switch exponent {
    case 0: return 1e0
    case 1: return 1e1
    case 2: return 1e2
    case 3: return 1e3
    case 4: return 1e4
    case 5: return 1e5
    case 6: return 1e6
    case 7: return 1e7
    case 8: return 1e8
    case 9: return 1e9
    case 10: return 1e10
    case 11: return 1e11
    case 12: return 1e12
    case 13: return 1e13
    case 14: return 1e14
    case 15: return 1e15
    case 16: return 1e16
    case 17: return 1e17
    case 18: return 1e18
    case 19: return 1e19
    case 20: return 1e20
    case 21: return 1e21
    default: return 1e22
    }
  }

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
    // Short input (at most 19 digits): no overflow possible, so no digit bookkeeping.
    if count - i <= 19, let value = parseShort(start, from: i, count: count) {
      return negative ? -value : value
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
        let value = Double(mantissa) * exactPowerOfTen(exponent)
        return negative ? -value : value
      }
      if exponent < 0 && exponent >= -22 {
        let value = Double(mantissa) / exactPowerOfTen(-exponent)
        return negative ? -value : value
      }
    }
    return slowPath(start, count: count)
  }

  /// `digits[.digits]` with at most 19 digits and no exponent, or `nil` to take the general path.
  @inline(__always)
  static func parseShort(_ p: UnsafePointer<UInt8>, from start: Int, count: Int) -> Double? {
    var i = start
    var mantissa: UInt64 = 0
    while i < count {
      let digit = p[i] &- 48
      if digit > 9 { break }
      mantissa = mantissa &* 10 &+ UInt64(digit)
      i += 1
    }
    var fractionDigits = 0
    if i < count && p[i] == UInt8(ascii: ".") {
      i += 1
      let fractionStart = i
      while i < count {
        let digit = p[i] &- 48
        if digit > 9 { break }
        mantissa = mantissa &* 10 &+ UInt64(digit)
        i += 1
      }
      fractionDigits = i - fractionStart
      if fractionStart == start + 1 && fractionDigits == 0 { return nil }
    } else if i == start {
      return nil
    }
    guard i == count, mantissa <= 1 << 53 else { return nil }
    let value = Double(mantissa)
    return fractionDigits == 0 ? value : value / exactPowerOfTen(fractionDigits)
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
