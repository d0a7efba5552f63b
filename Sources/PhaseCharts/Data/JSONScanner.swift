import Foundation
import PhaseKit

/// A JSON tokenizer over raw bytes (RFC 8259): it validates as it goes and hands out values as
/// byte ranges, so numbers are parsed in place and unused fields are skipped without allocating.
struct JSONScanner {
  /// A scalar read from the input (containers are skipped and reported as `.nested`).
  enum Scalar {
    case number(start: Int, count: Int)
    case string(start: Int, count: Int, hasEscapes: Bool)
    case null
    case bool(Bool)
    /// An array or an object, starting at byte `start`.
    case nested(start: Int)
  }

  let base: UnsafePointer<UInt8>
  let count: Int
  let limits: DecodeOptions.Limits
  var position: Int

  init(base: UnsafePointer<UInt8>, count: Int, limits: DecodeOptions.Limits) {
    self.base = base
    self.count = count
    self.limits = limits
    var start = 0
    if count >= 3 && base[0] == 0xEF && base[1] == 0xBB && base[2] == 0xBF { start = 3 }
    self.position = start
  }

  /// An error at the current position; see ``failure(_:at:)``.
  func failure(_ reason: DataError.DecodingFailure.Reason) -> DataError { failure(reason, at: position) }

  /// An error at byte `offset`, naming its line, column and JSON path (``place(of:)``): these
  /// are worked out here, from the bytes, only when a failure is reported, so reading values
  /// never keeps track of them.
  @inline(never)
  func failure(_ reason: DataError.DecodingFailure.Reason, at offset: Int) -> DataError {
    let place = place(of: offset)
    return .decodingError(.init(reason, line: place.line, column: place.column, path: place.path))
  }

  /// What is at the current position, for error messages: a printable character, a byte by
  /// its value, or the end of the input.
  var found: DataError.DecodingFailure.Reason.Found {
    guard position < count else { return .endOfInput }
    let byte = base[position]
    return byte >= 32 && byte < 127 ? .text(String(Character(UnicodeScalar(byte)))) : .byte(byte)
  }

  @inline(__always)
  mutating func skipWhitespace() {
    while position < count {
      let byte = base[position]
      if byte != 32 && byte != 10 && byte != 13 && byte != 9 { return }
      position += 1
    }
  }

  /// Skips whitespace and returns the next byte without consuming it, or `nil` at the end.
  @inline(__always)
  mutating func peek() -> UInt8? {
    skipWhitespace()
    return position < count ? base[position] : nil
  }

  /// Consumes `byte` after optional whitespace, or throws "expected `what`".
  @inline(__always)
  mutating func expect(_ byte: UInt8, _ what: DataError.DecodingFailure.Reason.Expectation)
    throws(DataError)
  {
    guard peek() == byte else { throw failure(.unexpected(expected: what, found: found)) }
    position += 1
  }

  /// After `[` or `{` and an element: consumes `,` (returns `true`) or `close` (returns `false`).
  @inline(__always)
  mutating func nextElement(close: UInt8) throws(DataError) -> Bool {
    let byte = peek()
    if byte == UInt8(ascii: ",") {
      position += 1
      return true
    }
    if byte == close {
      position += 1
      return false
    }
    throw failure(.unexpected(expected: .commaOr(close: close == UInt8(ascii: "]") ? "]" : "}"), found: found))
  }

  /// Reads a string whose opening quote is at `position`; returns its content range.
  ///
  /// The string is checked in full as it is read, used or not: its escapes (a `\u` high
  /// surrogate must be followed by a low one) and its bytes, which must be UTF-8 (RFC 8259 §8.1).
  /// Printable ASCII takes one range check per byte; only a backslash or a byte over 0x7F leaves
  /// the loop's fast path.
  @inline(__always)
  mutating func readString() throws(DataError) -> (
    start: Int, count: Int, hasEscapes: Bool
  ) {
    let quote = position
    position += 1
    let start = position
    var hasEscapes = false
    while position < count {
      let byte = base[position]
      if byte &- 0x20 < 0x60 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") {
        position += 1
        continue
      }
      if byte == UInt8(ascii: "\"") {
        let length = position - start
        position += 1
        guard length <= limits.maxFieldBytes else {
          throw failure(.stringTooLong(limit: limits.maxFieldBytes), at: quote)
        }
        return (start, length, hasEscapes)
      }
      if byte == UInt8(ascii: "\\") {
        hasEscapes = true
        try skipEscape(quote: quote)
        continue
      }
      if byte < 32 { throw failure(.controlCharacterInString) }
      try skipUTF8Sequence()
    }
    throw failure(.unterminatedString, at: quote)
  }

  /// Reads any value; scalars are returned, containers are validated, skipped and reported as
  /// `.nested`.
  mutating func readScalar(depth: Int) throws(DataError) -> Scalar {
    guard let byte = peek() else {
      throw failure(.unexpected(expected: .value, found: .endOfInput))
    }
    switch byte {
    case UInt8(ascii: "\""):
      let (start, length, hasEscapes) = try readString()
      return .string(start: start, count: length, hasEscapes: hasEscapes)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      let start = position
      guard let end = JSONScanner.numberEnd(base, start, count) else {
        throw failure(.malformedNumber)
      }
      position = end
      return .number(start: start, count: end - start)
    case UInt8(ascii: "n"): try literal("null"); return .null
    case UInt8(ascii: "t"): try literal("true"); return .bool(true)
    case UInt8(ascii: "f"): try literal("false"); return .bool(false)
    case UInt8(ascii: "["), UInt8(ascii: "{"):
      let start = position
      try skipContainer(depth: depth + 1)
      return .nested(start: start)
    default:
      throw failure(.unexpected(expected: .value, found: found))
    }
  }

  private mutating func literal(_ word: StaticString) throws(DataError) {
    let length = word.utf8CodeUnitCount
    guard position + length <= count, memcmp(base + position, word.utf8Start, length) == 0 else {
      throw failure(.unexpected(expected: .value, found: found))
    }
    position += length
  }

  /// Validates and skips an array or object starting at `position`.
  mutating func skipContainer(depth: Int) throws(DataError) {
    guard depth <= limits.maxDepth else {
      throw failure(.nestingTooDeep(limit: limits.maxDepth))
    }
    let isObject = base[position] == UInt8(ascii: "{")
    let close = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
    position += 1
    if peek() == close {
      position += 1
      return
    }
    repeat {
      if isObject {
        guard peek() == UInt8(ascii: "\"") else {
          throw failure(.unexpected(expected: .fieldName, found: found))
        }
        _ = try readString()
        try expect(UInt8(ascii: ":"), .colon)
      }
      _ = try readScalar(depth: depth)
    } while try nextElement(close: close)
  }

  /// The end of a JSON number starting at `start`, or `nil` when it breaks the grammar
  /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
  static func numberEnd(_ p: UnsafePointer<UInt8>, _ start: Int, _ count: Int) -> Int? {
    var i = start
    if i < count && p[i] == UInt8(ascii: "-") { i += 1 }
    guard i < count, p[i] &- 48 <= 9 else { return nil }
    if p[i] == UInt8(ascii: "0") {
      i += 1
    } else {
      while i < count && p[i] &- 48 <= 9 { i += 1 }
    }
    if i < count && p[i] == UInt8(ascii: ".") {
      i += 1
      guard i < count, p[i] &- 48 <= 9 else { return nil }
      while i < count && p[i] &- 48 <= 9 { i += 1 }
    }
    if i < count && (p[i] | 0x20) == UInt8(ascii: "e") {
      i += 1
      if i < count && (p[i] == UInt8(ascii: "+") || p[i] == UInt8(ascii: "-")) { i += 1 }
      guard i < count, p[i] &- 48 <= 9 else { return nil }
      while i < count && p[i] &- 48 <= 9 { i += 1 }
    }
    if i < count && (p[i] &- 48 <= 9 || p[i] == UInt8(ascii: ".")) { return nil }
    return i
  }
}
