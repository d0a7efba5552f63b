import Foundation
import PhaseKit

extension JSONScanner {
  /// Checks the escape at `position` (a backslash) and moves past it: one of `\" \\ \/ \b \f \n
  /// \r \t`, or `\u` with four hex digits, where a high surrogate (`\uD800`–`\uDBFF`) must be
  /// followed by a low one (`\uDC00`–`\uDFFF`) and a low one may not come alone: a lone
  /// surrogate is no character, and would otherwise reach a name as U+FFFD.
  @inline(never)
  mutating func skipEscape(quote: Int) throws(DataError) {
    guard position + 1 < count else {
      position = count
      throw failure(.unterminatedString, at: quote)
    }
    let escaped = base[position + 1]
    switch escaped {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
      UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
      position += 2
    case UInt8(ascii: "u"):
      guard let scalar = hex4(position + 2, end: count) else { throw failure(.invalidUnicodeEscape) }
      if (0xDC00..<0xE000).contains(scalar) {
        throw failure(.loneSurrogate(escape: Self.escapeText(scalar)))
      }
      if (0xD800..<0xDC00).contains(scalar) {
        let next = position + 6
        guard next + 1 < count, base[next] == UInt8(ascii: "\\"), base[next + 1] == UInt8(ascii: "u"),
          let low = hex4(next + 2, end: count), (0xDC00..<0xE000).contains(low)
        else {
          throw failure(.loneSurrogate(escape: Self.escapeText(scalar)))
        }
        position = next + 6
      } else {
        position += 6
      }
    default:
      throw failure(.invalidEscape(escape: "\\\(Character(UnicodeScalar(escaped)))"))
    }
  }

  /// `\uD800`, as a message shows a surrogate.
  static func escapeText(_ scalar: UInt32) -> String {
    let hex = String(scalar, radix: 16, uppercase: true)
    return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }

  /// Moves past one UTF-8 encoded character that starts at `position` with a byte over 0x7F, or
  /// throws "invalid UTF-8 in a string" there: no overlong forms, no surrogates (U+D800–U+DFFF),
  /// nothing past U+10FFFF (the well-formed sequences of the Unicode Standard, table 3-7).
  @inline(never)
  mutating func skipUTF8Sequence() throws(DataError) {
    let lead = base[position]
    var length = 2
    var lower: UInt8 = 0x80
    var upper: UInt8 = 0xBF
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0: length = 3; lower = 0xA0
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED: length = 3; upper = 0x9F
    case 0xF0: length = 4; lower = 0x90
    case 0xF1...0xF3: length = 4
    case 0xF4: length = 4; upper = 0x8F
    default: throw failure(.invalidUTF8)
    }
    guard position + length <= count, (lower...upper).contains(base[position + 1]) else {
      throw failure(.invalidUTF8)
    }
    for k in 2..<length where base[position + k] & 0xC0 != 0x80 {
      throw failure(.invalidUTF8)
    }
    position += length
  }

  /// The value of four hex digits at `at`, or nil when there are not four before `end`.
  func hex4(_ at: Int, end: Int) -> UInt32? {
    guard at + 4 <= end else { return nil }
    var value: UInt32 = 0
    for k in at..<at + 4 {
      let byte = base[k]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - 48
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - 87
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - 55
      default: return nil
      }
      value = value << 4 | UInt32(digit)
    }
    return value
  }

  /// The bytes of a string's content with escapes resolved (`\n`, `\"`, `\u00e9`, surrogate
  /// pairs). ``readString()`` has checked them already; an invalid one throws here all the same
  /// (at the string's end, where the scanner is), and a lone surrogate would read as U+FFFD.
  func unescaped(start: Int, count length: Int) throws(DataError)
    -> [UInt8]
  {
    var out: [UInt8] = []
    out.reserveCapacity(length)
    var i = start
    let end = start + length
    func hex4(_ at: Int) -> UInt32? { self.hex4(at, end: end) }
    while i < end {
      let byte = base[i]
      if byte != UInt8(ascii: "\\") {
        out.append(byte)
        i += 1
        continue
      }
      guard i + 1 < end else { throw failure(.unterminatedEscape) }
      let escaped = base[i + 1]
      i += 2
      switch escaped {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(escaped)
      case UInt8(ascii: "b"): out.append(8)
      case UInt8(ascii: "f"): out.append(12)
      case UInt8(ascii: "n"): out.append(10)
      case UInt8(ascii: "r"): out.append(13)
      case UInt8(ascii: "t"): out.append(9)
      case UInt8(ascii: "u"):
        guard var scalar = hex4(i) else { throw failure(.invalidUnicodeEscape) }
        i += 4
        if (0xD800..<0xDC00).contains(scalar), i + 6 <= end, base[i] == UInt8(ascii: "\\"),
          base[i + 1] == UInt8(ascii: "u"), let low = hex4(i + 2), (0xDC00..<0xE000).contains(low)
        {
          scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
          i += 6
        }
        // A lone surrogate becomes U+FFFD, as `String(decoding:)` would do.
        let character = Unicode.Scalar(scalar) ?? "\u{FFFD}"
        out.append(contentsOf: Array(String(character).utf8))
      default:
        throw failure(.invalidEscape(escape: "\\\(Character(UnicodeScalar(escaped)))"))
      }
    }
    return out
  }

  /// The text of a scalar, for detection samples and messages; `nil` for `null`.
  func sampleText(_ scalar: Scalar) -> String? {
    switch scalar {
    case .number(let start, let length):
      return String(decoding: UnsafeBufferPointer(start: base + start, count: length), as: UTF8.self)
    case .string(let start, let length, let hasEscapes):
      if hasEscapes, let bytes = try? unescaped(start: start, count: length) {
        return String(decoding: bytes, as: UTF8.self)
      }
      return String(decoding: UnsafeBufferPointer(start: base + start, count: length), as: UTF8.self)
    case .null: return nil
    case .bool(let value): return value ? "true" : "false"
    case .nested: return "{…}"
    }
  }
}
