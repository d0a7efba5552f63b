import Foundation

/// How one column writes its numbers when it does not write them plainly (`1234.5`): the
/// decimal separator, the character that groups thousands, and a unit written beside the
/// digits (`$`, `€`, `%`, `USD`).
///
/// A cell is read by ``value(_:count:)``: spaces, a currency sign or code before or after the
/// digits, `%` after them, a sign (`-`, `+`, the Unicode minus `−`) and accounting parentheses
/// (`(123)` is −123) are taken off, the digits are copied without their grouping separators and
/// with the decimal separator made a point, and the result is read by ``DecimalParser``, so a
/// value is the same `Double` whichever form it was written in. Grouping must be regular: a
/// first group of one to three digits, then groups of exactly three (`12,345,678`, not `1,23`).
/// A `%` value is kept as written (`12%` is 12), and the unit goes to the column's name.
struct NumberForm: Sendable, Hashable {
  /// The decimal separator: `.` or `,`.
  var decimal: UInt8
  /// The thousands separator: 0 for none, `,`, `.`, `'`, or ``spaceGroup`` for a space, a
  /// no-break space or a narrow no-break space (one class: a spreadsheet writes any of them).
  var grouping: UInt8
  /// The unit the column's values carry, if any.
  var unit: Unit = .none

  /// The grouping class of the space, the no-break space (U+00A0) and the narrow no-break
  /// space (U+202F).
  static let spaceGroup: UInt8 = 32

  /// The plain form: a point, no grouping, no unit (``DecimalParser``'s grammar).
  static let plain = NumberForm(decimal: UInt8(ascii: "."), grouping: 0)

  var isPlain: Bool { self == Self.plain }

  /// A unit written beside a number.
  enum Unit: UInt8, Sendable, Hashable, CaseIterable {
    case none, percent, dollar, euro, pound, yen, usd, eur, gbp, chf, jpy, cny

    /// The unit as written, for a column's name (`revenue ($)`).
    var text: String {
      switch self {
      case .none: return ""
      case .percent: return "%"
      case .dollar: return "$"
      case .euro: return "€"
      case .pound: return "£"
      case .yen: return "¥"
      case .usd: return "USD"
      case .eur: return "EUR"
      case .gbp: return "GBP"
      case .chf: return "CHF"
      case .jpy: return "JPY"
      case .cny: return "CNY"
      }
    }
  }

  /// What one cell held besides its value: its unit, and which separators it used.
  struct Reading {
    var value: Double
    var unit: Unit
    var usedDecimal: Bool
    var usedGrouping: Bool
  }

  /// The value of the `count` bytes at `p` in this form; nil when they are not a number in it.
  @inline(__always)
  func value(_ p: UnsafePointer<UInt8>, count: Int) -> Double? {
    read(p, count: count)?.value
  }

  /// Reads the `count` bytes at `p` in this form (the unit is not checked against ``unit``: a
  /// column's cells may leave it out); nil when they are not a number in it.
  func read(_ p: UnsafePointer<UInt8>, count: Int) -> Reading? {
    var start = 0
    var end = count
    Self.trim(p, &start, &end)
    guard start < end else { return nil }
    var negative = false
    if p[start] == UInt8(ascii: "("), p[end - 1] == UInt8(ascii: ")") {
      negative = true
      start += 1
      end -= 1
      Self.trim(p, &start, &end)
    }
    // A sign and a currency before the digits, in either order; a unit after them.
    var unit = Unit.none
    var signed = false
    for _ in 0..<2 where start < end {
      if !signed, let length = Self.sign(p, start, end, negative: &negative) {
        signed = true
        start += length
        Self.trim(p, &start, &end)
      } else if unit == .none, let (found, length) = Self.currency(p, start, end, atEnd: false) {
        unit = found
        start += length
        Self.trim(p, &start, &end)
      }
    }
    if start < end, p[end - 1] == UInt8(ascii: "%") {
      guard unit == .none else { return nil }
      unit = .percent
      end -= 1
      Self.trim(p, &start, &end)
    } else if unit == .none, start < end, let (found, length) = Self.currency(p, start, end, atEnd: true) {
      unit = found
      end -= length
      Self.trim(p, &start, &end)
    }
    return digits(p, start, end, negative: negative, unit: unit)
  }

  /// The digits, separators and grouping of `p[start..<end]` read as a number.
  private func digits(
    _ p: UnsafePointer<UInt8>, _ start: Int, _ end: Int, negative: Bool, unit: Unit
  ) -> Reading? {
    let length = end - start
    guard length > 0, length <= 320 else { return nil }
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: length + 1) { buffer -> Reading? in
      guard let out = buffer.baseAddress else { return nil }
      var n = 0
      if negative {
        out[0] = UInt8(ascii: "-")
        n = 1
      }
      var i = start
      var run = 0  // digits since the start or the last group separator
      var groups = 0
      var usedDecimal = false
      var digitCount = 0
      while i < end {
        let byte = p[i]
        if byte &- 48 <= 9 {
          out[n] = byte
          n += 1
          run += 1
          digitCount += 1
          i += 1
          continue
        }
        if byte == decimal {
          guard groups == 0 || run == 3 else { return nil }
          out[n] = UInt8(ascii: ".")
          n += 1
          usedDecimal = true
          i += 1
          // The fraction: digits, then an exponent (`1,5e-05`, as pandas writes small values).
          while i < end {
            let digit = p[i]
            guard digit &- 48 <= 9 else { break }
            out[n] = digit
            n += 1
            digitCount += 1
            i += 1
          }
          guard i == end || exponent(p, &i, end, out, &n, grouped: groups > 0) else { return nil }
          break
        }
        if byte | 0x20 == UInt8(ascii: "e") {
          guard groups == 0, exponent(p, &i, end, out, &n, grouped: false) else { return nil }
          break
        }
        let separator = groupSeparatorLength(p, i, end)
        guard separator > 0 else { return nil }
        guard groups == 0 ? (run >= 1 && run <= 3) : run == 3 else { return nil }
        groups += 1
        run = 0
        i += separator
      }
      guard digitCount > 0, usedDecimal || groups == 0 || run == 3 else { return nil }
      // A grouped number does not start with a zero (`0.125` is not 125 grouped).
      if groups > 0 && p[start] == UInt8(ascii: "0") { return nil }
      guard let value = DecimalParser.parse(out, count: n) else { return nil }
      return Reading(value: value, unit: unit, usedDecimal: usedDecimal, usedGrouping: groups > 0)
    }
  }

  /// Copies an exponent (`e-05`, `E+3`) at `p[i]` that runs to `end`; false when there is
  /// none there, or the number's digits were grouped (`1,234e5` is not written).
  @inline(__always)
  private func exponent(
    _ p: UnsafePointer<UInt8>, _ i: inout Int, _ end: Int, _ out: UnsafeMutablePointer<UInt8>, _ n: inout Int,
    grouped: Bool
  ) -> Bool {
    guard !grouped, i < end, p[i] | 0x20 == UInt8(ascii: "e") else { return false }
    out[n] = UInt8(ascii: "e")
    n += 1
    i += 1
    if i < end, p[i] == UInt8(ascii: "-") || p[i] == UInt8(ascii: "+") {
      out[n] = p[i]
      n += 1
      i += 1
    }
    let first = i
    while i < end, p[i] &- 48 <= 9 {
      out[n] = p[i]
      n += 1
      i += 1
    }
    return i == end && i > first
  }

  /// The length of this form's grouping separator at `p[i]`, 0 when there is none there.
  @inline(__always)
  private func groupSeparatorLength(_ p: UnsafePointer<UInt8>, _ i: Int, _ end: Int) -> Int {
    guard grouping != 0 else { return 0 }
    if grouping != Self.spaceGroup { return p[i] == grouping ? 1 : 0 }
    return Self.spaceLength(p, i, end)
  }

  /// The length of a space, a no-break space or a narrow no-break space at `p[i]` (a lone
  /// 0xA0 is Windows-1252's no-break space); 0 for anything else.
  @inline(__always)
  static func spaceLength(_ p: UnsafePointer<UInt8>, _ i: Int, _ end: Int) -> Int {
    let byte = p[i]
    if byte == 32 { return 1 }
    if byte == 0xA0 { return 1 }
    if byte == 0xC2, i + 1 < end, p[i + 1] == 0xA0 { return 2 }
    if byte == 0xE2, i + 2 < end, p[i + 1] == 0x80, p[i + 2] == 0xAF { return 3 }
    return 0
  }

  /// Moves `start` and `end` past spaces, tabs and no-break spaces.
  @inline(__always)
  static func trim(_ p: UnsafePointer<UInt8>, _ start: inout Int, _ end: inout Int) {
    while start < end {
      if p[start] == 9 {
        start += 1
        continue
      }
      let length = spaceLength(p, start, end)
      if length == 0 { break }
      start += length
    }
    while end > start {
      let byte = p[end - 1]
      if byte == 32 || byte == 9 || byte == 0xA0 && (end - 1 == start || p[end - 2] != 0xC2) {
        end -= 1
      } else if byte == 0xA0 && end - 2 >= start && p[end - 2] == 0xC2 {
        end -= 2
      } else if byte == 0xAF, end - 3 >= start, p[end - 3] == 0xE2, p[end - 2] == 0x80 {
        end -= 3
      } else {
        break
      }
    }
  }

  /// The length of a sign at `p[start]` (`-`, `+`, or U+2212 `−`), setting `negative` for a
  /// minus; nil when there is none.
  @inline(__always)
  private static func sign(_ p: UnsafePointer<UInt8>, _ start: Int, _ end: Int, negative: inout Bool) -> Int? {
    let byte = p[start]
    if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") {
      if byte == UInt8(ascii: "-") { negative.toggle() }
      return 1
    }
    if byte == 0xE2, start + 2 < end, p[start + 1] == 0x88, p[start + 2] == 0x92 {
      negative.toggle()
      return 3
    }
    return nil
  }

  /// The currency sign or code at the start (or, with `atEnd`, the end) of `p[start..<end]`
  /// and its length; nil when there is none. Windows-1252's euro (a lone 0x80) counts.
  private static func currency(_ p: UnsafePointer<UInt8>, _ start: Int, _ end: Int, atEnd: Bool)
    -> (Unit, Int)?
  {
    let length = end - start
    func at(_ offset: Int, _ size: Int) -> Int { atEnd ? end - size + offset : start + offset }
    if length >= 1 {
      let byte = p[at(0, 1)]
      if byte == UInt8(ascii: "$") { return (.dollar, 1) }
      // Windows-1252's euro: a lone 0x80, not the last byte of a UTF-8 sequence.
      if byte == 0x80, !atEnd || length == 1 || p[end - 2] < 0x80 { return (.euro, 1) }
    }
    if length >= 2 {
      let a = p[at(0, 2)]
      let b = p[at(1, 2)]
      if a == 0xC2 && b == 0xA3 { return (.pound, 2) }
      if a == 0xC2 && b == 0xA5 { return (.yen, 2) }
    }
    if length >= 3 {
      let a = p[at(0, 3)]
      let b = p[at(1, 3)]
      let c = p[at(2, 3)]
      if a == 0xE2 && b == 0x82 && c == 0xAC { return (.euro, 3) }
      if a &- 65 < 26 && b &- 65 < 26 && c &- 65 < 26 {
        let code: Unit?
        switch (a, b, c) {
        case (85, 83, 68): code = .usd  // USD
        case (69, 85, 82): code = .eur  // EUR
        case (71, 66, 80): code = .gbp  // GBP
        case (67, 72, 70): code = .chf  // CHF
        case (74, 80, 89): code = .jpy  // JPY
        case (67, 78, 89): code = .cny  // CNY
        default: code = nil
        }
        if let code { return (code, 3) }
      }
    }
    return nil
  }
}

extension NumberForm {
  /// Reads `text` in this form; a convenience for planning and tests.
  func read(_ text: String) -> Reading? {
    var text = text
    return text.withUTF8 { buffer in
      guard let base = buffer.baseAddress else { return nil }
      return read(base, count: buffer.count)
    }
  }
}
