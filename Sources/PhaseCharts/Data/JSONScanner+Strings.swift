import Foundation
import PhaseKit

extension JSONScanner {
  /// The bytes of a string's content with escapes resolved (`\n`, `\"`, `\u00e9`, surrogate
  /// pairs); invalid escapes throw.
  func unescaped(start: Int, count length: Int, path: @autoclosure () -> String) throws(DataError)
    -> [UInt8]
  {
    var out: [UInt8] = []
    out.reserveCapacity(length)
    var i = start
    let end = start + length
    func hex4(_ at: Int) -> UInt32? {
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
    while i < end {
      let byte = base[i]
      if byte != UInt8(ascii: "\\") {
        out.append(byte)
        i += 1
        continue
      }
      guard i + 1 < end else { throw failure("unterminated escape in a string", path: path()) }
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
        guard var scalar = hex4(i) else { throw failure("invalid \\u escape", path: path()) }
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
        throw failure("invalid escape \\\(Character(UnicodeScalar(escaped)))", path: path())
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
      if hasEscapes, let bytes = try? unescaped(start: start, count: length, path: "") {
        return String(decoding: bytes, as: UTF8.self)
      }
      return String(decoding: UnsafeBufferPointer(start: base + start, count: length), as: UTF8.self)
    case .null: return nil
    case .bool(let value): return value ? "true" : "false"
    case .nested: return "{…}"
    }
  }
}
