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
  /// Linear in the length of `text`, whatever its shape (a 1 MB word included), and it stops
  /// reading once `maxLines` lines are made.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - maxColumns: The widest line, in terminal columns (a CJK character counts two); at
  ///     least 2 is used.
  ///   - maxLines: The most lines wanted; all of them by default. With fewer, the last line is
  ///     the one that would be there had the whole text been broken.
  /// - Returns: The lines, one per paragraph at least (an empty paragraph gives an empty line).
  package static func wrap(_ text: String, maxColumns: Int, maxLines: Int = .max) -> [String] {
    let limit = max(maxColumns, 2)
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      var lineColumns = 0
      var pieces = Segments(paragraph)
      while let segment = pieces.next() {
        if lines.count >= maxLines { return lines }
        let isSpace = segment.count == 1 && segment[0] == " "
        let width = columns(segment)
        if lineColumns + width > limit && lineColumns > 0 {
          lines.append(trimmingSpaces(line))
          line = ""
          lineColumns = 0
          if isSpace { continue }
        }
        // A segment wider than a line is cut line by line, each cut looking at one line's worth
        // of characters only: the whole run is never copied or measured again.
        var start = 0
        var rest = width
        while rest > limit {
          if lines.count >= maxLines { return lines }
          let cut = cutOfLongSegment(segment, from: start, columns: limit)
          let head = segment[start..<cut]
          lines.append(String(head))
          rest -= columns(head)
          start = cut
        }
        line.append(contentsOf: segment[start...])
        lineColumns += rest
      }
      if lines.count >= maxLines { return lines }
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
    guard !character.isASCII else { return false }
    return character.unicodeScalars.first.map(isWide) ?? false
  }

  /// Whether a line may break between `before` and `after` (neither a space): next to a CJK
  /// character, unless that would start a line with a closing mark or end one with an opening
  /// mark. Two narrow characters belong to one word.
  static func canBreak(between before: Character, and after: Character) -> Bool {
    // Two ASCII characters never break (neither is wide): the common case, without hashing.
    if before.isASCII && after.isASCII { return false }
    if isClosingMark(after) || isOpeningMark(before) { return false }
    return isWide(before) || isWide(after)
  }

  /// The pieces a line is built of, in order: single spaces, and runs of characters that no
  /// line may break inside (a word with its punctuation, a CJK character with the closing
  /// marks after it and the opening marks before it). Made one at a time, so that a caller
  /// that has all the lines it wants stops reading.
  private struct Segments {
    private var characters: Substring.Iterator
    private var pending: Character?

    init(_ text: Substring) { characters = text.makeIterator() }

    mutating func next() -> [Character]? {
      var current: [Character] = []
      var previous: Character?
      while let character = pending ?? characters.next() {
        pending = nil
        if character == " " {
          guard current.isEmpty else {
            pending = character
            return current
          }
          return [character]
        }
        if let previous, canBreak(between: previous, and: character) {
          pending = character
          return current
        }
        current.append(character)
        previous = character
      }
      return current.isEmpty ? nil : current
    }
  }

  /// Where the line that starts at `start` of a segment wider than a line ends: as far as fits,
  /// cut where neither rule is broken (no closing mark first, no opening mark last, no word cut)
  /// if there is such a place, else where the word stays whole, else where the marks are kept,
  /// else anywhere. Looks at one line's worth of characters only.
  private static func cutOfLongSegment(_ characters: [Character], from start: Int, columns limit: Int) -> Int {
    var fitting = 0
    var used = 0
    while start + fitting < characters.count {
      let width = columns(characters[start + fitting])
      if used + width > limit, fitting > 0 { break }
      used += width
      fitting += 1
    }
    let last = start + min(fitting, characters.count - start - 1)
    func keepsMarks(_ cut: Int) -> Bool {
      !isClosingMark(characters[cut]) && !isOpeningMark(characters[cut - 1])
    }
    func keepsWord(_ cut: Int) -> Bool { isWide(characters[cut - 1]) || isWide(characters[cut]) }
    let cuts = stride(from: last, through: start + 1, by: -1)
    // A word is kept whole only next to a wide character: without one (a long run of letters,
    // the usual case) the search for such a place is skipped.
    if characters[start...last].contains(where: isWide) {
      if let cut = cuts.first(where: { keepsMarks($0) && keepsWord($0) }) ?? cuts.first(where: keepsWord) {
        return cut
      }
    }
    return cuts.first(where: keepsMarks) ?? start + fitting
  }

  static func isClosingMark(_ character: Character) -> Bool {
    if let ascii = character.asciiValue {
      return ascii < 0x30
        ? ascii == 0x21 || ascii == 0x25 || ascii == 0x29 || ascii == 0x2C || ascii == 0x2E
        : ascii == 0x3A || ascii == 0x3B || ascii == 0x3F || ascii == 0x5D || ascii == 0x7D
    }
    return closingMarks.contains(character)
  }

  static func isOpeningMark(_ character: Character) -> Bool {
    if let ascii = character.asciiValue { return ascii == 0x28 || ascii == 0x5B || ascii == 0x7B }
    return openingMarks.contains(character)
  }

  /// The columns of one character.
  private static func columns(_ character: Character) -> Int {
    if let ascii = character.asciiValue { return ascii < 0x20 || ascii == 0x7F ? 0 : 1 }
    var total = 0
    for scalar in character.unicodeScalars where !isZeroWidth(scalar) {
      total += isWide(scalar) ? 2 : 1
    }
    return total
  }

  /// The columns of a run of characters.
  private static func columns(_ characters: some Sequence<Character>) -> Int {
    characters.reduce(0) { $0 + columns($1) }
  }

  private static func trimmingSpaces(_ line: String) -> String {
    var trimmed = Substring(line)
    while trimmed.first == " " { trimmed.removeFirst() }
    while trimmed.last == " " { trimmed.removeLast() }
    return String(trimmed)
  }

}
