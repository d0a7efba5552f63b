import Foundation
import PhaseKit

extension JSONScanner {
  /// Where a byte is, as a person finds it: its 1-based line, its 1-based column and the JSON
  /// path of the innermost value that holds it (`$[41].temp`, `$.data[12].value`,
  /// `$.series["a b"]`).
  struct Place: Equatable {
    var line: Int
    /// Counted in characters (Unicode scalars, so `é` or `温` is one), from the start of the
    /// line; a byte-order mark is not counted. A byte that is not UTF-8 counts as one.
    var column: Int
    var path: String
  }

  /// The place of byte `offset`, worked out from the bytes before it: line feeds for the line,
  /// characters since the last one for the column, and one pass over the document's structure
  /// for the path. It costs a pass over `offset` bytes, once per failure or unreadable cell
  /// reported, so that reading values never keeps track of where they are.
  func place(of offset: Int) -> Place {
    let end = min(max(offset, 0), count)
    let byteOrderMark =
      count >= 3 && base[0] == 0xEF && base[1] == 0xBB && base[2] == 0xBF ? 3 : 0
    var line = 1
    var lineStart = min(byteOrderMark, end)
    var p = 0
    while p < end, let found = memchr(base + p, 10, end - p) {
      line += 1
      p = UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) - base + 1
      lineStart = p
    }
    var column = 1
    for k in lineStart..<end where base[k] & 0xC0 != 0x80 { column += 1 }
    return Place(line: line, column: column, path: path(to: end, from: byteOrderMark))
  }

  /// The JSON path of the innermost value that holds byte `offset`: a value that starts there
  /// is named (`$[1][0]` for a malformed number), a value that has ended is not (`$[0]` for a
  /// missing comma after one of its fields), and a field whose name was read names its value
  /// even before it starts (`$[0].y` for `{"y": x}`). Reads a valid prefix, which is what
  /// precedes any failure.
  func path(to offset: Int, from start: Int = 0) -> String {
    enum Phase { case open, named, inValue, done }
    struct Frame {
      var isObject: Bool
      var index = 0
      var key: String?
      var phase = Phase.open
    }
    var frames: [Frame] = []
    var i = start
    scan: while i < offset {
      let byte = base[i]
      switch byte {
      case 32, 9, 10, 13, UInt8(ascii: ":"):
        i += 1
      case UInt8(ascii: "["), UInt8(ascii: "{"):
        if !frames.isEmpty { frames[frames.count - 1].phase = .inValue }
        frames.append(Frame(isObject: byte == UInt8(ascii: "{")))
        i += 1
      case UInt8(ascii: "]"), UInt8(ascii: "}"):
        _ = frames.popLast()
        if !frames.isEmpty { frames[frames.count - 1].phase = .done }
        i += 1
      case UInt8(ascii: ","):
        if let last = frames.indices.last {
          if frames[last].isObject { frames[last].key = nil } else { frames[last].index += 1 }
          frames[last].phase = .open
        }
        i += 1
      case UInt8(ascii: "\""):
        var j = i + 1
        while j < count && base[j] != UInt8(ascii: "\"") { j += base[j] == UInt8(ascii: "\\") ? 2 : 1 }
        let end = min(j + 1, count)
        if let last = frames.indices.last, frames[last].isObject, frames[last].phase == .open {
          // A field name: one that holds the place names no value yet.
          if end > offset { break scan }
          frames[last].key = keyText(i + 1, min(j, count))
          frames[last].phase = .named
        } else {
          if !frames.isEmpty { frames[frames.count - 1].phase = .inValue }
          if end > offset { break scan }
          if !frames.isEmpty { frames[frames.count - 1].phase = .done }
        }
        i = end
      default:
        // A number or a literal (or a byte that is neither, where a failure is).
        if !frames.isEmpty { frames[frames.count - 1].phase = .inValue }
        var j = i + 1
        while j < count {
          let next = base[j]
          if next == UInt8(ascii: ",") || next == UInt8(ascii: "]") || next == UInt8(ascii: "}")
            || next == 32 || next == 9 || next == 10 || next == 13 || next == UInt8(ascii: "\"")
            || next == UInt8(ascii: ":") || next == UInt8(ascii: "[") || next == UInt8(ascii: "{")
          {
            break
          }
          j += 1
        }
        if j > offset { break scan }
        if !frames.isEmpty { frames[frames.count - 1].phase = .done }
        i = j
      }
    }
    var path = "$"
    for frame in frames {
      if frame.isObject {
        guard frame.phase == .named || frame.phase == .inValue, let key = frame.key else { break }
        path += Self.pathComponent(key)
      } else {
        guard frame.phase == .open || frame.phase == .inValue else { break }
        path += "[\(frame.index)]"
      }
    }
    return path
  }

  /// A field name's text, with its escapes resolved when they are valid.
  private func keyText(_ start: Int, _ end: Int) -> String {
    let length = max(0, end - start)
    if let bytes = try? unescaped(start: start, count: length) {
      return String(decoding: bytes, as: UTF8.self)
    }
    return String(decoding: UnsafeBufferPointer(start: base + start, count: length), as: UTF8.self)
  }

  /// `.temp` for a name that is an identifier (ASCII letters, digits and `_`, not starting with
  /// a digit), else `["a b"]` with `"`, `\` and control characters escaped as in JSON.
  static func pathComponent(_ key: String) -> String {
    let bytes = Array(key.utf8)
    let isIdentifier =
      !bytes.isEmpty && bytes[0] &- 48 > 9
      && bytes.allSatisfy { byte in
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
          || byte &- 48 <= 9 || byte == UInt8(ascii: "_")
      }
    if isIdentifier { return "." + key }
    var quoted = "[\""
    for scalar in key.unicodeScalars {
      switch scalar {
      case "\"": quoted += "\\\""
      case "\\": quoted += "\\\\"
      case "\n": quoted += "\\n"
      case "\t": quoted += "\\t"
      case "\r": quoted += "\\r"
      default:
        if scalar.value < 32 || scalar.value == 0x7F {
          quoted += escapeText(scalar.value).lowercased()
        } else {
          quoted.unicodeScalars.append(scalar)
        }
      }
    }
    return quoted + "\"]"
  }

  /// Where a scalar that was just read starts: its first byte (a string's opening quote),
  /// worked out from the scalar and the position after it.
  func start(of scalar: Scalar) -> Int {
    switch scalar {
    case .number(let start, _): return start
    case .string(let start, _, _): return start - 1
    case .nested(let start): return start
    case .null: return position - 4
    case .bool(let value): return position - (value ? 4 : 5)
    }
  }
}
