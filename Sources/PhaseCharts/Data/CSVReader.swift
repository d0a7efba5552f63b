import Foundation
import PhaseKit

/// An RFC 4180 record scanner over raw bytes: it finds field boundaries without copying, tracking
/// lines so that every error can say where it happened.
///
/// Quoted fields may hold delimiters, doubled quotes and line breaks; records end at LF, CRLF or
/// a lone CR. A quote inside an unquoted field is kept as a literal character (common in real
/// files, such as `5'11"`), but text after a closing quote is an error.
struct CSVReader {
  /// One field's bytes: `start..<end`, without its surrounding quotes.
  struct Field {
    var start: Int
    var end: Int
    /// Whether the field holds a doubled quote that must be unescaped to read its text.
    var hasEscapedQuote: Bool
    var isQuoted: Bool
  }

  let base: UnsafePointer<UInt8>
  /// The end of the bytes to read (a piece of a split decode ends before the input does).
  var count: Int
  let delimiter: UInt8
  let maxFields: Int
  let maxFieldBytes: Int
  /// The next byte to read.
  var position: Int
  /// The 1-based line of `position`.
  var line = 1
  /// The line on which the last record returned by ``next(into:)`` started.
  var recordLine = 1

  init(base: UnsafePointer<UInt8>, count: Int, start: Int, delimiter: UInt8, limits: DecodeOptions.Limits) {
    self.base = base
    self.count = count
    self.position = start
    self.delimiter = delimiter
    self.maxFields = limits.maxColumns
    self.maxFieldBytes = limits.maxFieldBytes
  }

  private func failure(_ reason: DataError.DecodingFailure.Reason, line: Int, field: Int) -> DataError {
    .decodingError(.init(reason, line: line, column: field + 1))
  }

  /// Reads the next non-blank record into `fields` (capacity `maxFields`) and returns its field
  /// count, or `nil` at the end of the input.
  @inline(__always)
  mutating func next(into fields: UnsafeMutablePointer<Field>) throws(DataError) -> Int? {
    while position < count {
      recordLine = line
      let fieldCount = try readRecord(into: fields)
      // A blank line is not a record of one empty field.
      if fieldCount == 1 && fields[0].start == fields[0].end && !fields[0].isQuoted { continue }
      return fieldCount
    }
    return nil
  }

  @inline(__always)
  private mutating func readRecord(into fields: UnsafeMutablePointer<Field>) throws(DataError) -> Int {
    var fieldCount = 0
    var i = position
    let delimiter = self.delimiter
    while true {
      guard fieldCount < maxFields else {
        throw .decodingError(
          .init(.recordTooWide(limit: maxFields), line: recordLine, column: fieldCount + 1))
      }
      var field = Field(start: i, end: i, hasEscapedQuote: false, isQuoted: false)
      if i < count && base[i] == UInt8(ascii: "\"") {
        field.isQuoted = true
        let openLine = line
        i += 1
        field.start = i
        while true {
          guard i < count else {
            throw failure(.unbalancedQuote, line: openLine, field: fieldCount)
          }
          let byte = base[i]
          if byte == UInt8(ascii: "\"") {
            if i + 1 < count && base[i + 1] == UInt8(ascii: "\"") {
              field.hasEscapedQuote = true
              i += 2
              continue
            }
            break
          }
          if byte == 10 || (byte == 13 && (i + 1 >= count || base[i + 1] != 10)) { line += 1 }
          i += 1
        }
        field.end = i
        i += 1
        if i < count {
          let after = base[i]
          if after != delimiter && after != 10 && after != 13 {
            throw failure(
              .unexpected(expected: .delimiterAfterQuote, found: .text(String(decoding: [after], as: UTF8.self))),
              line: line, field: fieldCount)
          }
        }
      } else {
        i = endOfUnquotedField(from: i)
        field.end = i
      }
      if field.end - field.start > maxFieldBytes {
        throw failure(.fieldTooLong(limit: maxFieldBytes), line: line, field: fieldCount)
      }
      fields[fieldCount] = field
      fieldCount += 1
      if i >= count {
        position = count
        return fieldCount
      }
      let terminator = base[i]
      i += 1
      if terminator == delimiter { continue }
      if terminator == 13 && i < count && base[i] == 10 { i += 1 }
      line += 1
      position = i
      return fieldCount
    }
  }

  /// The index of the first delimiter, LF or CR at or after `start` (or `count`).
  ///
  /// Eight bytes at a time (SWAR): a byte equal to one of the three becomes a zero byte after an
  /// XOR, and the lowest zero byte of a word is found with one subtraction and a bit count. The
  /// trick can flag bytes above a real match, never below, so the lowest flag is exact.
  @inline(__always)
  func endOfUnquotedField(from start: Int) -> Int {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    let delimiters = UInt64(delimiter) &* ones
    let newlines: UInt64 = 0x0A0A_0A0A_0A0A_0A0A
    let returns: UInt64 = 0x0D0D_0D0D_0D0D_0D0D
    var i = start
    let raw = UnsafeRawPointer(base)
    while i + 8 <= count {
      let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
      let a = word ^ delimiters
      let b = word ^ newlines
      let c = word ^ returns
      let found =
        ((a &- ones) & ~a | (b &- ones) & ~b | (c &- ones) & ~c) & highs
      if found != 0 { return i + found.trailingZeroBitCount / 8 }
      i += 8
    }
    while i < count {
      let byte = base[i]
      if byte == delimiter || byte == 10 || byte == 13 { return i }
      i += 1
    }
    return count
  }

  /// The column name `field` holds: its text without surrounding white space (spaces, tabs
  /// and Unicode's other space separators, as `CharacterSet.whitespaces`).
  ///
  /// Only the name's ends are looked at: Foundation's `trimmingCharacters(in:)` walks the whole
  /// string, which took most of a second in release on a header of thirty 1 MB names.
  func name(of field: Field) -> String {
    let text = text(of: field)
    func isSpace(_ scalar: Unicode.Scalar) -> Bool {
      scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
    }
    let scalars = text.unicodeScalars
    guard let first = scalars.first, let last = scalars.last, isSpace(first) || isSpace(last) else { return text }
    var start = scalars.startIndex
    var end = scalars.endIndex
    while start < end, isSpace(scalars[start]) { start = scalars.index(after: start) }
    while end > start, isSpace(scalars[scalars.index(before: end)]) { end = scalars.index(before: end) }
    return String(scalars[start..<end])
  }

  /// The text of `field`, with doubled quotes unescaped.
  func text(of field: Field) -> String {
    let bytes = UnsafeBufferPointer(start: base + field.start, count: field.end - field.start)
    let raw = Self.text(of: bytes)
    return field.hasEscapedQuote ? raw.replacingOccurrences(of: "\"\"", with: "\"") : raw
  }

  /// The text of a cell's bytes: UTF-8, or, when they are not valid UTF-8, Windows-1252 (which
  /// reads Latin-1 too), the encoding of CSV files that Excel and older tools write in western
  /// Europe. Such a file's `température` would otherwise become `temp\u{FFFD}rature`. Only names
  /// and words come here, never numbers, and each cell is decided alone.
  static func text(of bytes: UnsafeBufferPointer<UInt8>) -> String {
    let text = String(decoding: bytes, as: UTF8.self)
    guard text.unicodeScalars.contains("\u{FFFD}"),
      // A real U+FFFD (EF BF BD) in valid UTF-8 stays.
      !isValidUTF8(bytes)
    else { return text }
    return String(
      String.UnicodeScalarView(
        bytes.lazy.map { byte in
          byte >= 0x80 && byte < 0xA0 ? windows1252[Int(byte - 0x80)] : Unicode.Scalar(byte)
        }))
  }

  /// Whether `bytes` are valid UTF-8. (`String(validating:as:)` needs iOS 18.)
  static func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue: continue
      case .emptyInput: return true
      case .error: return false
      }
    }
  }

  /// Windows-1252's characters for 0x80–0x9F (Latin-1's control codes there are kept where
  /// 1252 has none).
  static let windows1252: [Unicode.Scalar] = [
    "\u{20AC}", "\u{81}", "\u{201A}", "\u{0192}", "\u{201E}", "\u{2026}", "\u{2020}", "\u{2021}",
    "\u{02C6}", "\u{2030}", "\u{0160}", "\u{2039}", "\u{0152}", "\u{8D}", "\u{017D}", "\u{8F}",
    "\u{90}", "\u{2018}", "\u{2019}", "\u{201C}", "\u{201D}", "\u{2022}", "\u{2013}", "\u{2014}",
    "\u{02DC}", "\u{2122}", "\u{0161}", "\u{203A}", "\u{0153}", "\u{9D}", "\u{017E}", "\u{0178}",
  ]

  /// The field's bytes without surrounding spaces and tabs, as used for numbers and dates.
  @inline(__always)
  func trimmedRange(of field: Field) -> (start: Int, count: Int) {
    var start = field.start
    var end = field.end
    while start < end && (base[start] == 32 || base[start] == 9) { start += 1 }
    while end > start && (base[end - 1] == 32 || base[end - 1] == 9) { end -= 1 }
    return (start, end - start)
  }

  /// The most bytes of the first line ``detectDelimiter(_:count:start:)`` counts in.
  static let delimiterSampleBytes = 64 << 10

  /// Picks the delimiter that occurs most often on the first line (outside quotes): comma,
  /// semicolon, tab or `|`, comma when none occurs (a tie keeps the earlier of that list).
  ///
  /// Only the line's first ``delimiterSampleBytes`` are counted: a header of thirty 1 MB names
  /// is judged as fast as an ordinary one, and 64 KB of a header holds delimiters enough.
  static func detectDelimiter(_ base: UnsafePointer<UInt8>, count: Int, start: Int) -> UInt8 {
    var commas = 0
    var semicolons = 0
    var tabs = 0
    var pipes = 0
    var inQuotes = false
    var i = start
    let count = min(count, start + delimiterSampleBytes)
    while i < count {
      let byte = base[i]
      if byte == UInt8(ascii: "\"") {
        inQuotes.toggle()
      } else if !inQuotes {
        if byte == 10 || byte == 13 { break }
        if byte == UInt8(ascii: ",") { commas += 1 }
        if byte == UInt8(ascii: ";") { semicolons += 1 }
        if byte == 9 { tabs += 1 }
        if byte == UInt8(ascii: "|") { pipes += 1 }
      }
      i += 1
    }
    if pipes > commas && pipes > semicolons && pipes > tabs { return UInt8(ascii: "|") }
    if semicolons > commas && semicolons >= tabs { return UInt8(ascii: ";") }
    if tabs > commas && tabs > semicolons { return 9 }
    return UInt8(ascii: ",")
  }

  /// The delimiter named by an Excel `sep=;` first line at `start`, and where the next line
  /// starts; nil when the first line is not one.
  static func separatorLine(_ base: UnsafePointer<UInt8>, count: Int, start: Int)
    -> (delimiter: UInt8, next: Int)?
  {
    let prefix = Array("sep=".utf8)
    guard count - start >= 5,
      (0..<4).allSatisfy({ base[start + $0] | 0x20 == prefix[$0] })
    else { return nil }
    let delimiter = base[start + 4]
    guard delimiter != 10, delimiter != 13, delimiter != UInt8(ascii: "\"") else { return nil }
    var next = start + 5
    if next < count && base[next] == 13 { next += 1 }
    if next < count && base[next] == 10 { next += 1 }
    guard next == count || next > start + 5 else { return nil }
    return (delimiter, next)
  }
}
