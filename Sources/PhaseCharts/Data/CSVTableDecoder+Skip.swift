import Foundation
import PhaseKit

extension CSVTableDecoder {
  /// `error` naming how many lines to skip when it says that the header was not found
  /// (``PhaseKit/DataError/DecodingFailure/Reason/fieldCountBelowHeader(expected:found:headerLine:header:)``)
  /// and a count is found that works: the first line as wide as the rows below it (`found`
  /// fields, neither blank nor a padded title) above three more of that width, which the table
  /// decodes from. Any other error is returned as it is. It costs a decode, on the failing path
  /// only.
  static func naming(
    linesAboveTable bytes: UnsafeBufferPointer<UInt8>, from start: Int, delimiter: UInt8,
    firstLine: Int, options: DecodeOptions, in error: DataError
  ) -> DataError {
    guard case .decodingError(var failure) = error,
      case .fieldCountBelowHeader(let expected, let found, let headerLine, let header) = failure.reason,
      let base = bytes.baseAddress
    else { return error }
    let count = bytes.count
    var position = start
    var physical = 0
    for _ in 0..<CSVPreamble.maxLines where position < count {
      let line = CSVPreamble.line(base, count: count, from: position, delimiter: delimiter)
      defer {
        physical += newlines(base, from: position, to: line.next)
        position = line.next
      }
      guard line.fields == found, !line.isBlank, !line.isTitle, rowsBelow(line, base, count, delimiter, found)
      else { continue }
      var trial = options
      trial.skipLines = physical
      trial.detectsPreamble = false
      guard (try? decode(bytes, options: trial)) != nil else { continue }
      failure.reason = .tableBelowLines(
        expected: expected, found: found, headerLine: headerLine, header: header, skipLines: physical,
        tableLine: firstLine + physical)
      return .decodingError(failure)
    }
    return error
  }

  /// Whether the (up to three) non-blank records after `line` have `width` fields, and there
  /// is at least one.
  private static func rowsBelow(
    _ line: CSVPreamble.Line, _ base: UnsafePointer<UInt8>, _ count: Int, _ delimiter: UInt8, _ width: Int
  ) -> Bool {
    var rows = 0
    var next = line.next
    while rows < 3, next < count {
      let row = CSVPreamble.line(base, count: count, from: next, delimiter: delimiter)
      next = row.next
      if row.isBlank { continue }
      guard row.fields == width else { return false }
      rows += 1
    }
    return rows >= 1
  }

  /// The line feeds in `base[start..<end]`: the physical lines a record spans.
  private static func newlines(_ base: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int {
    var lines = 0
    for i in start..<end where base[i] == 10 { lines += 1 }
    // A last line without a line feed, or one ended by a lone carriage return, is a line too.
    return max(lines, end > start ? 1 : 0)
  }
}
