import Foundation
import PhaseKit

/// The cells that were not blank and not a missing-value marker, and still could not be read as
/// a number (or as x's dates): `n/a2`, `12..5`, `1,204`. Decoding counts them as missing values
/// (they become NaN, which sanitization drops), and says here where the first one was, so that
/// a person can find it.
///
/// ```swift
/// let table = try ChartDecoder.decodeTable(Data("x,y\n1,2\n2,12..5\n".utf8))
/// table.columns.unreadable  // 1 cell; first "12..5" at line 3, column "y"
///
/// let json = try ChartDecoder.decodeTable(Data(#"[{"x":1,"y":2},{"x":2,"y":"12..5"}]"#.utf8))
/// json.columns.unreadable   // first "12..5" at line 1, column 28, at $[1].y
/// ```
///
/// A CSV cell is placed by its line and its column's name; a JSON value also by the column
/// (in characters) where it starts within its line, and by its JSON path, since JSON from an
/// API is often a single line.
public struct UnreadableCells: Sendable, Hashable, CustomStringConvertible {
  /// How many such cells the chosen columns held.
  public var count: Int
  /// The 1-based line of the first one (its record's first line).
  public var line: Int
  /// The name of the column of the first one.
  public var column: String
  /// The first one's text, trimmed (at most 40 characters are kept).
  public var text: String
  /// JSON: the 1-based column where the first one starts within its line, counted in
  /// characters (Unicode scalars) as `DataError.DecodingFailure.column` is for JSON; nil for
  /// CSV, whose cells ``column`` names.
  public var characterColumn: Int?
  /// JSON: the path of the first one, such as `$[41].temp` or `$.data[12].value`; nil for CSV.
  public var path: String?

  /// Creates a description of unreadable cells.
  ///
  /// - Parameters:
  ///   - count: How many there were.
  ///   - line: The line of the first.
  ///   - column: The column of the first.
  ///   - text: The text of the first.
  ///   - characterColumn: JSON: where the first starts in its line, in characters; nil by default.
  ///   - path: JSON: the path of the first; nil by default.
  public init(
    count: Int, line: Int, column: String, text: String, characterColumn: Int? = nil,
    path: String? = nil
  ) {
    self.count = count
    self.line = line
    self.column = column
    self.text = text
    self.characterColumn = characterColumn
    self.path = path
  }

  /// `2 cells not read as numbers, first "12..5" at line 3, column "y"`, or for JSON
  /// `… first "12..5" at line 1, column 28, at $[1].y`.
  public var description: String {
    let first = "\(count) cell\(count == 1 ? "" : "s") not read as numbers, first \(ColumnPlan.quoted(text))"
    if let characterColumn, let path {
      return first + " at line \(line), column \(characterColumn), at \(path)"
    }
    return first + " at line \(line), column \"\(column)\""
  }
}

/// Collects unreadable cells over the runs of one decode (possibly on several cores): each run
/// keeps its own count and first cell, and hands them over once, when it ends; the first cell
/// of the document is the one at the lowest byte offset.
final class UnreadableCellLog: Sendable {
  private struct State {
    var count = 0
    var offset = Int.max
    var column = 0
    var text = ""
  }

  private let state = Lock(State())

  /// Adds a run's cells: `count` of them, the first at byte `offset` in `column`.
  func add(count: Int, offset: Int, column: Int, text: String) {
    guard count > 0 else { return }
    state.withLock { state in
      state.count += count
      if offset < state.offset {
        state.offset = offset
        state.column = column
        state.text = text
      }
    }
  }

  /// Forgets everything (a split decode that failed is read again on one core).
  func reset() { state.withLock { $0 = State() } }

  /// The cells found, with the first one's line counted in `base` (only when there is one: a
  /// count of line feeds up to it), or nil when there were none.
  func result(base: UnsafePointer<UInt8>, names: [String]) -> UnreadableCells? {
    let state = state.withLock { $0 }
    guard state.count > 0, names.indices.contains(state.column) else { return nil }
    var line = 1
    var p = base
    let end = base + state.offset
    while p < end, let found = memchr(p, 10, end - p) {
      line += 1
      p = UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) + 1
    }
    return UnreadableCells(count: state.count, line: line, column: names[state.column], text: state.text)
  }

  /// The cells found in a JSON document, the first one placed by line, column and path
  /// (``JSONScanner/place(of:)``), or nil when there were none.
  func result(in scanner: JSONScanner, names: [String]) -> UnreadableCells? {
    let state = state.withLock { $0 }
    guard state.count > 0, names.indices.contains(state.column) else { return nil }
    let place = scanner.place(of: state.offset)
    return UnreadableCells(
      count: state.count, line: place.line, column: names[state.column], text: state.text,
      characterColumn: place.column, path: place.path)
  }
}

extension CSVReader {
  /// Whether a cell that did not read as a value holds something other than a blank or a
  /// missing-value marker (`NA`, `n/a`, `-`; ``ColumnPlan/missingMarkers``): text a person
  /// wrote that was meant as a value.
  @inline(never)
  func isUnreadable(_ field: Field) -> Bool {
    let (_, count) = trimmedRange(of: field)
    guard count > 0 else { return false }
    if count > 4 { return true }
    return !ColumnPlan.isMissingMarker(text(of: field))
  }
}
