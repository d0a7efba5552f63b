import Foundation
import PhaseKit

extension JSONTableDecoder {
  /// Reads the fields of an object inside a record as columns of their own, named by the path
  /// from the record (`"price": {"open": 1, "close": 2}` gives `price.open` and `price.close`;
  /// deeper objects give `a.b.c`); `scanner` is at the `{`. Arrays inside stay one value each
  /// (`[…]`, not a number). The object is read as strictly as any value, and `depth` (the
  /// object's own) is held to ``DecodeOptions/Limits/maxDepth``.
  ///
  /// With `names` (pass 2), a field is matched to its column by its whole name; `column` is
  /// then the one after the last field read, as ``forEachCell(_:isObjects:names:_:)`` expects.
  /// Without it (pass 1), `body` gets the whole name.
  static func forEachNestedField(
    _ scanner: inout JSONScanner, prefix: [UInt8], names: NameTable?, column: inout Int, depth: Int,
    _ body: (Int, String?, JSONScanner.Scalar, JSONScanner) throws(DataError) -> Void
  ) throws(DataError) {
    guard depth <= scanner.limits.maxDepth else {
      throw scanner.failure(.nestingTooDeep(limit: scanner.limits.maxDepth))
    }
    scanner.position += 1
    if scanner.peek() == UInt8(ascii: "}") {
      scanner.position += 1
      return
    }
    repeat {
      guard scanner.peek() == UInt8(ascii: "\"") else {
        throw scanner.failure(.unexpected(expected: .fieldName, found: scanner.found))
      }
      let (start, count, hasEscapes) = try scanner.readString()
      try scanner.expect(UInt8(ascii: ":"), .colon)
      let name =
        prefix
        + (hasEscapes
          ? try scanner.unescaped(start: start, count: count)
          : Array(UnsafeBufferPointer(start: scanner.base + start, count: count)))
      if scanner.peek() == UInt8(ascii: "{") {
        try forEachNestedField(
          &scanner, prefix: name + [UInt8(ascii: ".")], names: names, column: &column, depth: depth + 1, body)
        continue
      }
      let scalar = try scanner.readScalar(depth: depth)
      if let names {
        column = name.withUnsafeBufferPointer { names.find($0.baseAddress, $0.count) }
        try body(column, nil, scalar, scanner)
        column += 1
      } else {
        try body(-1, String(decoding: name, as: UTF8.self), scalar, scanner)
      }
    } while try scanner.nextElement(close: UInt8(ascii: "}"))
  }
}
