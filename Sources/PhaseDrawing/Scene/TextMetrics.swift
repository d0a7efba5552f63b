import PhaseCharts
/// Widths and line breaking for chart text, and for the command line's status lines, without a
/// font engine: East Asian wide characters count as two columns (one em), everything else as one
/// (about half an em).
package enum TextMetrics {
  /// Whether a scalar takes two terminal columns (CJK, Hangul, full-width forms, most emoji).
  static func isWide(_ scalar: Unicode.Scalar) -> Bool { DisplayColumns.isWide(scalar) }

  /// Whether a scalar takes no column (combining marks, zero-width joiners, variation selectors).
  static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool { DisplayColumns.isZeroWidth(scalar) }

  /// The number of terminal columns `text` takes.
  package static func columns(_ text: String) -> Int { DisplayColumns.count(text) }

  /// An estimate of the rendered width of `text` in pixels at `fontSize`.
  static func width(_ text: String, fontSize: Double) -> Double {
    Double(columns(text)) * DisplayColumns.width(fontSize: fontSize)
  }

  /// `text` cut to at most `maxColumns` columns, ending in `…` when cut.
  static func truncated(_ text: String, toColumns maxColumns: Int) -> String {
    DisplayColumns.truncated(text, toColumns: maxColumns)
  }

  /// A terminal line cut to at most `maxColumns` columns, without `…`: ANSI escape sequences
  /// take no column and are kept, and a line cut after one ends with a reset.
  static func clipped(_ line: String, toColumns maxColumns: Int) -> String {
    var result = ""
    var used = 0
    var inEscape = false
    var hasEscape = false
    for character in line {
      if inEscape {
        result.append(character)
        if let ascii = character.asciiValue, (0x40...0x7E).contains(ascii), character != "[" {
          inEscape = false
        }
        continue
      }
      if character == "\u{1B}" {
        inEscape = true
        hasEscape = true
        result.append(character)
        continue
      }
      let width = columns(String(character))
      if used + width > maxColumns {
        return hasEscape ? result + "\u{1B}[0m" : result
      }
      result.append(character)
      used += width
    }
    return result
  }

  /// Greedy line breaking into lines of at most `maxColumns` columns, following the basic
  /// rules of Chinese (and Japanese) typesetting.
  ///
  /// Lines break at spaces, and between two characters when one of them is wide (CJK), except
  /// that no line starts with a closing mark (`，。、；：？！）」』】》…` and their narrow
  /// counterparts such as `,.;:?!)`) and no line ends with an opening one (`（「『【《“`). A run
  /// of letters, digits and other narrow characters (a word, a number, a file name such as
  /// `a.csv`) stays whole. Only a run wider than a whole line is cut inside: a word that fits
  /// stays whole and the marks after it start the next line, a longer word is cut where the
  /// line ends, and a CJK character goes down with the closing mark after it. Newlines in
  /// `text` start new lines; spaces at the ends of lines are dropped.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - maxColumns: The widest line, in terminal columns (a CJK character counts two); at
  ///     least 2 is used.
  /// - Returns: The lines, one per paragraph at least (an empty paragraph gives an empty line).
  package static func wrap(_ text: String, maxColumns: Int) -> [String] {
    let limit = max(maxColumns, 2)
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      var lineColumns = 0
      for segment in segments(paragraph) {
        let isSpace = segment == " "
        let width = columns(segment)
        if lineColumns + width > limit && lineColumns > 0 {
          lines.append(trimmingSpaces(line))
          line = ""
          lineColumns = 0
          if isSpace { continue }
        }
        var piece = segment
        while columns(piece) > limit {
          let head = headOfLongSegment(piece, columns: limit)
          lines.append(head)
          piece = String(piece.dropFirst(head.count))
        }
        line += piece
        lineColumns += columns(piece)
      }
      lines.append(trimmingSpaces(line))
    }
    return lines
  }

  /// Marks that may not start a line: closing brackets and quotes, and punctuation that ends a
  /// clause or sentence, full width and narrow.
  static let closingMarks: Set<Character> = [
    "，", "。", "、", "；", "：", "？", "！", "）", "］", "｝", "〕", "〉", "》", "」", "』", "】",
    "〗", "〙", "〛", "〞", "〟", "｠", "”", "’", "…", "‥", "・", "．", "％", "‰", "℃", "°",
    "｡", "､", "ー", "々", ",", ".", ";", ":", "?", "!", ")", "]", "}", "%", "»",
  ]

  /// Marks that may not end a line: opening brackets and quotes, full width and narrow.
  static let openingMarks: Set<Character> = [
    "（", "［", "｛", "〔", "〈", "《", "「", "『", "【", "〖", "〘", "〚", "〝", "｟", "“", "‘",
    "(", "[", "{", "«",
  ]

  private static func isWide(_ character: Character) -> Bool {
    character.unicodeScalars.first.map(isWide) ?? false
  }

  /// Whether a line may break between `before` and `after` (neither a space): next to a CJK
  /// character, unless that would start a line with a closing mark or end one with an opening
  /// mark. Two narrow characters belong to one word.
  static func canBreak(between before: Character, and after: Character) -> Bool {
    if closingMarks.contains(after) || openingMarks.contains(before) { return false }
    return isWide(before) || isWide(after)
  }

  /// The pieces a line is built of, in order: single spaces, and runs of characters that no
  /// line may break inside (a word with its punctuation, a CJK character with the closing
  /// marks after it and the opening marks before it).
  private static func segments(_ text: Substring) -> [String] {
    var segments: [String] = []
    var current = ""
    var previous: Character?
    for character in text {
      if character == " " {
        if !current.isEmpty { segments.append(current) }
        segments.append(" ")
        current = ""
        previous = nil
        continue
      }
      if let previous, canBreak(between: previous, and: character) {
        segments.append(current)
        current = ""
      }
      current.append(character)
      previous = character
    }
    if !current.isEmpty { segments.append(current) }
    return segments
  }

  /// The first line of a segment wider than a line, as long as fits: cut where neither rule is
  /// broken (no closing mark first, no opening mark last, no word cut) if there is such a
  /// place, else where the word stays whole, else where the marks are kept, else anywhere.
  private static func headOfLongSegment(_ text: String, columns limit: Int) -> String {
    let characters = Array(text)
    let fitting = max(truncatedPrefix(text, columns: limit).count, 1)
    func keepsMarks(_ cut: Int) -> Bool {
      !closingMarks.contains(characters[cut]) && !openingMarks.contains(characters[cut - 1])
    }
    func keepsWord(_ cut: Int) -> Bool { isWide(characters[cut - 1]) || isWide(characters[cut]) }
    let cuts = Array(stride(from: min(fitting, characters.count - 1), through: 1, by: -1))
    let cut =
      cuts.first { keepsMarks($0) && keepsWord($0) } ?? cuts.first(where: keepsWord)
      ?? cuts.first(where: keepsMarks) ?? fitting
    return String(characters[..<cut])
  }

  private static func trimmingSpaces(_ line: String) -> String {
    var trimmed = Substring(line)
    while trimmed.first == " " { trimmed.removeFirst() }
    while trimmed.last == " " { trimmed.removeLast() }
    return String(trimmed)
  }

  private static func truncatedPrefix(_ text: String, columns limit: Int) -> String {
    var result = ""
    var used = 0
    for character in text {
      let width = columns(String(character))
      if used + width > limit, !result.isEmpty { break }
      result.append(character)
      used += width
    }
    return result
  }
}
