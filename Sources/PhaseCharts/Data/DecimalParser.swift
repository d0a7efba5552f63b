import Foundation

/// Parses decimal numbers straight from bytes, bit-identical to `Double(String)` for every finite
/// decimal input, without creating a `String` on the common path.
///
/// Grammar: `[+-]? digits? ('.' digits?)? ([eE] [+-]? digits)?` with at least one digit in the
/// mantissa. Anything else — `nan`, `inf`, hex (`0x1p3`), digit separators, surrounding spaces —
/// is not a number, and neither is a value that overflows to infinity (`1e400`).
///
/// Digits are read eight at a time. A mantissa of at most 15 significant digits with a small
/// exponent is converted with Clinger's fast path (an exact integer times or divided by an exact
/// power of ten, one correctly rounded operation); any other mantissa of up to 19 digits with the
/// Eisel–Lemire algorithm (a 128-bit product with a tabulated power of five, as in fast_float),
/// which is always correctly rounded and allocates nothing. Only more than 19 significant digits
/// lying within one unit of a rounding boundary reach `Double(String)`.
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
    let (value, end) = parsePrefix(start, limit: count)
    return end == count ? value : nil
  }

  /// Parses the longest prefix of the `limit` bytes at `start` that the grammar can extend to,
  /// stopping at the first byte that cannot continue it (a delimiter, a line end). Returns the
  /// value (`nil` when that prefix is not a finite decimal number) and the prefix's length, so
  /// that `parse(start, count: end)` gives the same value: a CSV row can be read in one pass,
  /// with the number parser finding the field's end.
  ///
  /// `decimal` is the decimal separator: a point by default, a comma for a column that writes
  /// one (``NumberForm``), which the one-pass row reader reads here rather than through a copy.
  /// With a comma, a number of more than 19 significant digits is nil (the caller reads it
  /// through ``NumberForm``, which gives it a point).
  ///
  /// Always inlined (`@_transparent`, not only `@inline(__always)`): the one-pass row reader
  /// calls it twice, for a plain number and with the column's decimal separator, and the
  /// optimizer inlined the first and left the second out of line in a reader that large, so a
  /// `;` file of decimal commas paid a call per value that the plain file did not.
  @_transparent
  static func parsePrefix(
    _ start: UnsafePointer<UInt8>, limit count: Int, decimal: UInt8 = UInt8(ascii: ".")
  ) -> (Double?, Int) {
    if count <= 0 { return (nil, 0) }
    var i = 0
    let negative = start[0] == UInt8(ascii: "-")
    if negative || start[0] == UInt8(ascii: "+") { i = 1 }
    // Digits accumulate with wrapping arithmetic; when there are more than 19 the long path
    // below reads them again, so an overflow here is harmless.
    var mantissa: UInt64 = 0
    let integerStart = i
    readDigits(start, &i, count, &mantissa)
    var digitCount = i - integerStart
    var exponent = 0
    if i < count && start[i] == decimal {
      i += 1
      let fractionStart = i
      readDigits(start, &i, count, &mantissa)
      digitCount += i - fractionStart
      exponent = fractionStart - i
    }
    if digitCount == 0 { return (nil, i) }
    if i < count && (start[i] | 0x20) == UInt8(ascii: "e") {
      i += 1
      var exponentNegative = false
      if i < count && (start[i] == UInt8(ascii: "-") || start[i] == UInt8(ascii: "+")) {
        exponentNegative = start[i] == UInt8(ascii: "-")
        i += 1
      }
      var value = 0
      let exponentStart = i
      while i < count {
        let digit = start[i] &- 48
        if digit > 9 { break }
        if value < 1_000_000 { value = value * 10 + Int(digit) }
        i += 1
      }
      if i == exponentStart { return (nil, i) }
      exponent += exponentNegative ? -value : value
    }
    let magnitude: Double?
    if digitCount <= 19 {
      // Clinger's fast path, here rather than in `convert`, so that the common short number
      // costs no call.
      if mantissa <= 1 << 53 && exponent >= -22 && exponent <= 22 {
        let value = Double(mantissa)
        let result = exponent < 0 ? value / exactPowerOfTen(-exponent) : value * exactPowerOfTen(exponent)
        return (negative ? -result : result, i)
      }
      magnitude = convert(mantissa, exponent)
    } else {
      magnitude = decimal == UInt8(ascii: ".") ? parseLong(start, count: i) : nil
    }
    guard let magnitude else { return (nil, i) }
    return (negative ? -magnitude : magnitude, i)
  }

  /// Reads the run of ASCII digits at `i` into `mantissa` (which wraps past 19 digits; the
  /// caller counts them) and moves `i` past it.
  ///
  /// Eight bytes at a time: ``digitRun(_:)`` finds how many of them lead with digits and their
  /// value without a loop over the bytes, so a short run (`8894` in `-0.8894`) costs no branch
  /// per digit and no mispredicted loop exit. The last seven bytes of the input go byte by byte.
  // Transparent: with `@inline(__always)` alone the optimizer kept this a call (two `inout`
  // values through memory and five saved registers, six times a row of three numbers).
  @_transparent
  static func readDigits(
    _ start: UnsafePointer<UInt8>, _ i: inout Int, _ count: Int, _ mantissa: inout UInt64
  ) {
    while i + 8 <= count {
      let (value, length) = digitRun(start + i)
      mantissa = mantissa &* powerOfTen(length) &+ value
      i += length
      if length < 8 { return }
    }
    while i < count {
      let digit = start[i] &- 48
      if digit > 9 { return }
      mantissa = mantissa &* 10 &+ UInt64(digit)
      i += 1
    }
  }

  /// How many of the eight bytes at `p` are ASCII digits before the first byte that is not
  /// (0...8), and the value of those digits (SWAR).
  ///
  /// A byte `b` is a digit when `x = b ^ 0x30` is at most 9, that is when neither `x` nor
  /// `x + 0x76` has its high bit set. The addition can carry into higher bytes only out of a
  /// byte that is already flagged, so the lowest flag is exactly the first non-digit. The
  /// digits are then shifted to the top of the word with `'0'`s below them (leading zeros do
  /// not change a value) and combined as eight digits.
  @inline(__always)
  static func digitRun(_ p: UnsafePointer<UInt8>) -> (value: UInt64, length: Int) {
    let word = UInt64(littleEndian: UnsafeRawPointer(p).loadUnaligned(as: UInt64.self))
    let x = word ^ 0x3030_3030_3030_3030
    let flags = (x | (x &+ 0x7676_7676_7676_7676)) & 0x8080_8080_8080_8080
    let length = flags.trailingZeroBitCount >> 3
    if length == 0 { return (0, 0) }
    let shift = UInt64(64 - 8 * length)
    let zeros: UInt64 = length == 8 ? 0 : 0x3030_3030_3030_3030 >> UInt64(8 * length)
    return (eightDigitsValue((word << shift) | zeros), length)
  }

  /// 10^`exponent` for 0...8.
  @inline(__always)
  static func powerOfTen(_ exponent: Int) -> UInt64 {
    switch exponent {
    case 0: return 1
    case 1: return 10
    case 2: return 100
    case 3: return 1_000
    case 4: return 10_000
    case 5: return 100_000
    case 6: return 1_000_000
    case 7: return 10_000_000
    default: return 100_000_000
    }
  }

  /// Whether the eight bytes at `p` are all ASCII digits, and if so their value (SWAR: the
  /// digits are combined pairwise in three multiplications, as in fast_float).
  @inline(__always)
  static func eightDigits(_ p: UnsafePointer<UInt8>) -> UInt64? {
    let word = UInt64(littleEndian: UnsafeRawPointer(p).loadUnaligned(as: UInt64.self))
    let high: UInt64 = 0xF0F0_F0F0_F0F0_F0F0
    guard (word & high) | (((word &+ 0x0606_0606_0606_0606) & high) >> 4) == 0x3333_3333_3333_3333
    else { return nil }
    return eightDigitsValue(word)
  }

  /// The value of eight ASCII digits in a little-endian word, the first digit in the lowest byte.
  @inline(__always)
  static func eightDigitsValue(_ word: UInt64) -> UInt64 {
    var value = word &- 0x3030_3030_3030_3030
    value = (value &* 10) &+ (value >> 8)
    let mask: UInt64 = 0x0000_00FF_0000_00FF
    let multiplier1: UInt64 = 0x000F_4240_0000_0064  // 100 + (1,000,000 << 32)
    let multiplier2: UInt64 = 0x0000_2710_0000_0001  // 1 + (10,000 << 32)
    return ((((value & mask) &* multiplier1) &+ (((value >> 16) & mask) &* multiplier2)) >> 32)
      & 0xFFFF_FFFF
  }

  /// `mantissa × 10^exponent`, correctly rounded, for a mantissa of at most 19 digits; `nil`
  /// when it overflows to infinity.
  @inline(__always)
  static func convert(_ mantissa: UInt64, _ exponent: Int) -> Double? {
    if mantissa == 0 { return 0 }
    // Clinger's fast path: an exact mantissa and an exact power of ten, one rounding.
    if mantissa <= 1 << 53 && exponent >= -22 && exponent <= 22 {
      let value = Double(mantissa)
      return exponent < 0
        ? value / exactPowerOfTen(-exponent) : value * exactPowerOfTen(exponent)
    }
    let bits = eiselLemire(mantissa, exponent)
    return bits >= 0x7FF0_0000_0000_0000 ? nil : Double(bitPattern: bits)
  }

  /// The bits of `mantissa × 10^exponent` correctly rounded to a `Double` (infinity's bits on
  /// overflow), for a nonzero mantissa: the Eisel–Lemire algorithm as fast_float implements it.
  /// A 128-bit truncated power of five times the normalized mantissa always holds enough bits
  /// to round correctly (Mushtak and Lemire, "Fast number parsing without fallback", 2023), so
  /// there is no fallback.
  @inline(__always)
  static func eiselLemire(_ w: UInt64, _ q: Int) -> UInt64 {
    if q < -342 { return 0 }
    if q > 308 { return 0x7FF0_0000_0000_0000 }
    let leadingZeros = w.leadingZeroBitCount
    let normalized = w << UInt64(leadingZeros)
    let index = 2 * (q + 342)
    var (high, low) = normalized.multipliedFullWidth(by: powersOfFive[index])
    // The low 9 bits of `high` decide the rounding; when they are all ones the next 64 bits of
    // the power can carry into them.
    if high & 0x1FF == 0x1FF {
      let second = normalized.multipliedFullWidth(by: powersOfFive[index + 1]).high
      low = low &+ second
      if second > low { high = high &+ 1 }
    }
    let upperBit = Int(high >> 63)
    let shift = UInt64(upperBit + 9)
    var fraction = high >> shift
    // floor(log2(10^q)) + 63, plus the bias.
    var power2 = (((152_170 + 65_536) * q) >> 16) + 63 + upperBit - leadingZeros + 1023
    if power2 <= 0 {
      // Subnormal: shift down to the fixed exponent, then round half up (ties cannot occur
      // here for exact inputs of this size).
      if -power2 + 1 >= 64 { return 0 }
      fraction >>= UInt64(-power2 + 1)
      fraction += fraction & 1
      fraction >>= 1
      // A carry into bit 52 makes it the smallest normal number, whose exponent field is 1.
      return fraction
    }
    // Round half to even: a product exactly halfway is recognisable only for these q.
    if low <= 1 && q >= -4 && q <= 23 && fraction & 3 == 1 && fraction << shift == high {
      fraction &= ~1
    }
    fraction += fraction & 1
    fraction >>= 1
    if fraction >= 2 << 52 {
      fraction = 1 << 52
      power2 += 1
    }
    fraction &= ~(1 << 52)
    if power2 >= 0x7FF { return 0x7FF0_0000_0000_0000 }
    return UInt64(power2) << 52 | fraction
  }

  /// More than 19 digits: the first 19 significant ones, converted as they are and once more
  /// rounded up; when both give the same `Double` the digits after them cannot change it (the
  /// fast_float argument). Otherwise the exact conversion decides.
  @inline(never)
  static func parseLong(_ start: UnsafePointer<UInt8>, count: Int) -> Double? {
    var i = start[0] == UInt8(ascii: "-") || start[0] == UInt8(ascii: "+") ? 1 : 0
    var mantissa: UInt64 = 0
    var significantDigits = 0
    var exponent = 0
    var isTruncated = false
    var seenPoint = false
    while i < count {
      let byte = start[i]
      if byte == UInt8(ascii: ".") {
        seenPoint = true
        i += 1
        continue
      }
      let digit = byte &- 48
      if digit > 9 { break }
      if significantDigits < 19 {
        if mantissa != 0 || digit != 0 {
          mantissa = mantissa &* 10 &+ UInt64(digit)
          significantDigits += 1
        }
        if seenPoint { exponent -= 1 }
      } else {
        if !seenPoint { exponent += 1 }
        if digit != 0 { isTruncated = true }
      }
      i += 1
    }
    if i < count {
      // The grammar was checked by the caller: this is the exponent marker.
      i += 1
      var exponentNegative = false
      if start[i] == UInt8(ascii: "-") || start[i] == UInt8(ascii: "+") {
        exponentNegative = start[i] == UInt8(ascii: "-")
        i += 1
      }
      var value = 0
      while i < count {
        if value < 1_000_000 { value = value * 10 + Int(start[i] &- 48) }
        i += 1
      }
      exponent += exponentNegative ? -value : value
    }
    if !isTruncated { return convert(mantissa, exponent) }
    let lower = eiselLemire(mantissa, exponent)
    let upper = eiselLemire(mantissa + 1, exponent)
    if lower == upper {
      return lower >= 0x7FF0_0000_0000_0000 ? nil : Double(bitPattern: lower)
    }
    return slowPath(start, count: count)?.magnitude
  }

  /// Parses `bytes` (a whole field); a convenience for tests and cold paths.
  static func parse(_ bytes: some Collection<UInt8>) -> Double? {
    let array = Array(bytes)
    return array.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return nil }
      return parse(base, count: buffer.count)
    }
  }

  /// The correctly rounded conversion for the rare input of more than 19 significant digits
  /// that lies too close to a rounding boundary for 19 of them to decide. The grammar was
  /// checked by the caller, so only finite decimal text reaches `Double(_:)`.
  @inline(never)
  private static func slowPath(_ start: UnsafePointer<UInt8>, count: Int) -> Double? {
    let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    guard let value = Double(text), value.isFinite else { return nil }
    return value
  }
}
