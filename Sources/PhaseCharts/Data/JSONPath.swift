import Foundation
import PhaseKit

/// A simple JSON path, `$.result.series[0].rows`: field names (`.name`, or `["a b"]` for any
/// name) and array positions (`[0]`), from the document's root. The `$` may be left out
/// (`result.series`). ``DecodeOptions/jsonPath`` names the array of records with one.
struct JSONPath: Equatable {
  enum Step: Equatable {
    case field(String)
    case index(Int)
  }

  /// The path as written, for errors.
  let text: String
  let steps: [Step]

  /// Parses `text`; nil when it is not such a path (an empty name, an unclosed bracket, a
  /// position that is not a whole number).
  init?(_ text: String) {
    self.text = text
    var steps: [Step] = []
    var rest = Substring(text.trimmingCharacters(in: .whitespaces))
    if rest.hasPrefix("$") { rest = rest.dropFirst() }
    var first = true
    while !rest.isEmpty {
      if rest.hasPrefix("[") {
        rest = rest.dropFirst()
        if rest.hasPrefix("\"") {
          rest = rest.dropFirst()
          var name = ""
          var closed = false
          while let c = rest.first {
            rest = rest.dropFirst()
            if c == "\\", let next = rest.first {
              name.append(next)
              rest = rest.dropFirst()
            } else if c == "\"" {
              closed = true
              break
            } else {
              name.append(c)
            }
          }
          guard closed, rest.hasPrefix("]") else { return nil }
          rest = rest.dropFirst()
          steps.append(.field(name))
        } else {
          guard let close = rest.firstIndex(of: "]"), let index = Int(rest[..<close]), index >= 0 else {
            return nil
          }
          rest = rest[rest.index(after: close)...]
          steps.append(.index(index))
        }
      } else {
        if rest.hasPrefix(".") {
          rest = rest.dropFirst()
        } else if !first {
          return nil
        }
        let end = rest.firstIndex { $0 == "." || $0 == "[" } ?? rest.endIndex
        guard end > rest.startIndex else { return nil }
        steps.append(.field(String(rest[..<end])))
        rest = rest[end...]
      }
      first = false
    }
    self.steps = steps
  }
}

extension JSONTableDecoder {
  /// Reads the whole value at the scanner's position (strictly, as any document is read) and
  /// returns where the value that `path` names starts; it must be an array.
  ///
  /// - Throws: `jsonPathNotFound` at the object or array that lacks the next step,
  ///   `jsonPathNotArray` at a value that is not an array, or any failure of the document.
  static func locate(_ path: JSONPath, in scanner: inout JSONScanner) throws(DataError) -> Int {
    try locate(path, path.steps[...], in: &scanner, depth: 0)
  }

  private static func locate(
    _ path: JSONPath, _ steps: ArraySlice<JSONPath.Step>, in scanner: inout JSONScanner, depth: Int
  ) throws(DataError) -> Int {
    let open = scanner.position
    guard let step = steps.first else {
      let scalar = try scanner.readScalar(depth: depth)
      guard base(of: scanner, at: open) == UInt8(ascii: "[") else {
        let found = scanner.sampleText(scalar) ?? "null"
        throw scanner.failure(.jsonPathNotArray(path: path.text, found: found), at: scanner.start(of: scalar))
      }
      return scanner.start(of: scalar)
    }
    let missing = DataError.DecodingFailure.Reason.jsonPathNotFound(path: path.text, step: step.text)
    let first = scanner.peek()
    let wantsObject: Bool
    switch step {
    case .field: wantsObject = true
    case .index: wantsObject = false
    }
    guard first == (wantsObject ? UInt8(ascii: "{") : UInt8(ascii: "[")) else {
      let start = scanner.position
      _ = try scanner.readScalar(depth: depth)
      throw scanner.failure(missing, at: start)
    }
    let start = scanner.position
    guard depth + 1 <= scanner.limits.maxDepth else {
      throw scanner.failure(.nestingTooDeep(limit: scanner.limits.maxDepth))
    }
    scanner.position += 1
    let close = wantsObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
    var target: Int?
    if scanner.peek() == close {
      scanner.position += 1
    } else {
      var index = 0
      repeat {
        var isStep = false
        if wantsObject {
          isStep = step == .field(try scanner.readFieldName())
        } else {
          isStep = step == .index(index)
        }
        if isStep && target == nil {
          target = try locate(path, steps.dropFirst(), in: &scanner, depth: depth + 1)
        } else {
          _ = try scanner.readScalar(depth: depth + 1)
        }
        index += 1
      } while try scanner.nextElement(close: close)
    }
    guard let target else { throw scanner.failure(missing, at: start) }
    return target
  }

  private static func base(of scanner: JSONScanner, at offset: Int) -> UInt8? {
    var probe = scanner
    probe.position = offset
    return probe.peek()
  }
}

extension JSONScanner {
  /// Reads an object's field name, with its escapes resolved, and the `:` after it; `position`
  /// is where the name's opening quote should be.
  mutating func readFieldName() throws(DataError) -> String {
    guard peek() == UInt8(ascii: "\"") else {
      throw failure(.unexpected(expected: .fieldName, found: found))
    }
    let (start, count, hasEscapes) = try readString()
    let name =
      hasEscapes
      ? String(decoding: try unescaped(start: start, count: count), as: UTF8.self)
      : String(decoding: UnsafeBufferPointer(start: base + start, count: count), as: UTF8.self)
    try expect(UInt8(ascii: ":"), .colon)
    return name
  }
}

extension JSONPath.Step {
  /// `.name`, `["a b"]` or `[3]`, as in a path.
  var text: String {
    switch self {
    case .field(let name): return JSONScanner.pathComponent(name)
    case .index(let index): return "[\(index)]"
    }
  }
}
