import Foundation
import PhaseKit

/// The paths a failed look-up could have named: every array of objects or arrays in the
/// document, each checked by reading the table there, so that a tool can offer them
/// (``PhaseKit/DataError/DecodingFailure/Kind/jsonTables(paths:)``) instead of guessing.
extension JSONTableDecoder {
  /// How many arrays are tried, and how many paths are offered: a document with more tables
  /// than that is better explored by a person, and trying each costs a decode.
  static let maxCandidatePaths = 8

  /// `failure` with its kind set to the paths that read as a table, when it is a table not
  /// found (no array of rows, or nothing at ``DecodeOptions/jsonPath``) and such paths exist;
  /// any other error is returned as it is.
  static func namingPaths(
    in error: DataError, bytes: UnsafeBufferPointer<UInt8>, options: DecodeOptions
  ) -> DataError {
    guard case .decodingError(var failure) = error else { return error }
    switch failure.reason {
    case .noArrayField, .jsonPathNotFound, .jsonPathNotArray, .jsonPathInvalid: break
    default: return error
    }
    let paths = tablePaths(bytes, options: options)
    guard !paths.isEmpty else { return error }
    failure.kind = .jsonTables(paths: paths)
    return .decodingError(failure)
  }

  /// The paths (`$.data.hourly`) of the arrays of objects or arrays in the document that read
  /// as a table with at least one value, in document order, at most ``maxCandidatePaths``.
  static func tablePaths(_ bytes: UnsafeBufferPointer<UInt8>, options: DecodeOptions) -> [String] {
    guard let base = bytes.baseAddress else { return [] }
    var scanner = JSONScanner(base: base, count: bytes.count, limits: options.limits)
    var found: [String] = []
    do throws(DataError) {
      try collectArrays(&scanner, path: "$", depth: 0, into: &found)
    } catch {
      // A document that does not read has no table to offer; those found before stay.
    }
    var tried = options
    return found.filter { path in
      tried.jsonPath = path
      guard let table = try? decodeDocument(bytes, options: tried) else { return false }
      return table.dataset.series.contains { !$0.ys.isEmpty }
    }
  }

  /// Walks the value at the scanner, appending the path of each array whose first element is
  /// an object or an array (a table); such an array is not walked into.
  private static func collectArrays(
    _ scanner: inout JSONScanner, path: String, depth: Int, into found: inout [String]
  ) throws(DataError) {
    guard found.count < maxCandidatePaths, depth < scanner.limits.maxDepth else {
      _ = try scanner.readScalar(depth: depth + 1)
      return
    }
    switch scanner.peek() {
    case UInt8(ascii: "{"):
      scanner.position += 1
      if scanner.peek() == UInt8(ascii: "}") {
        scanner.position += 1
        return
      }
      repeat {
        let name = try scanner.readFieldName()
        try collectArrays(&scanner, path: path + JSONScanner.pathComponent(name), depth: depth + 1, into: &found)
      } while try scanner.nextElement(close: UInt8(ascii: "}"))
    case UInt8(ascii: "["):
      var ahead = scanner
      ahead.position += 1
      let first = ahead.peek()
      if first == UInt8(ascii: "{") || first == UInt8(ascii: "[") {
        found.append(path)
        try scanner.skipContainer(depth: depth + 1)
        return
      }
      _ = try scanner.readScalar(depth: depth + 1)
    default:
      _ = try scanner.readScalar(depth: depth + 1)
    }
  }
}
