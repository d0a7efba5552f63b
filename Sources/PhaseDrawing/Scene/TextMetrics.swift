import PhaseCharts
/// Widths and line breaking for chart text without a font engine: East Asian wide characters
/// count as two columns (one em), everything else as one (about half an em).
enum TextMetrics {
  /// Whether a scalar takes two terminal columns (CJK, Hangul, full-width forms, most emoji).
  static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
      true
    default:
      false
    }
  }

  /// Whether a scalar takes no column (combining marks, zero-width joiners, variation selectors).
  static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0300...0x036F, 0x200B...0x200F, 0xFE00...0xFE0F, 0x20D0...0x20FF: true
    default: scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
  }

  /// The number of terminal columns `text` takes.
  static func columns(_ text: String) -> Int {
    var total = 0
    for scalar in text.unicodeScalars where !isZeroWidth(scalar) {
      total += isWide(scalar) ? 2 : 1
    }
    return total
  }

  /// An estimate of the rendered width of `text` in pixels at `fontSize`.
  static func width(_ text: String, fontSize: Double) -> Double {
    Double(columns(text)) * 0.56 * fontSize
  }

  /// `text` cut to at most `maxColumns` columns, ending in `…` when cut.
  static func truncated(_ text: String, toColumns maxColumns: Int) -> String {
    guard columns(text) > maxColumns else { return text }
    guard maxColumns > 0 else { return "" }
    var result = ""
    var used = 0
    for character in text {
      let width = columns(String(character))
      if used + width > maxColumns - 1 { break }
      result.append(character)
      used += width
    }
    return result + "…"
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

  /// Greedy line breaking into lines of at most `maxColumns` columns: between words for
  /// space-separated text, between any two characters of CJK text, and inside a word only
  /// when it alone is too long. Newlines in `text` start new lines.
  static func wrap(_ text: String, maxColumns: Int) -> [String] {
    let limit = max(maxColumns, 2)
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      var lineColumns = 0
      for token in tokens(paragraph) {
        let isSpace = token == " "
        let width = columns(token)
        if lineColumns + width > limit && lineColumns > 0 {
          lines.append(trimmingSpaces(line))
          line = ""
          lineColumns = 0
          if isSpace { continue }
        }
        var piece = token
        while columns(piece) > limit {
          let head = truncatedPrefix(piece, columns: limit)
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

  private static func trimmingSpaces(_ line: String) -> String {
    var trimmed = Substring(line)
    while trimmed.first == " " { trimmed.removeFirst() }
    while trimmed.last == " " { trimmed.removeLast() }
    return String(trimmed)
  }

  /// Words, single spaces and single wide characters, in order.
  private static func tokens(_ text: Substring) -> [String] {
    var tokens: [String] = []
    var word = ""
    for character in text {
      let wide = character.unicodeScalars.first.map(isWide) ?? false
      if character == " " || wide {
        if !word.isEmpty { tokens.append(word) }
        word = ""
        tokens.append(String(character))
      } else {
        word.append(character)
      }
    }
    if !word.isEmpty { tokens.append(word) }
    return tokens
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
