/// How many terminal columns text takes, the unit every label width is estimated in: East Asian
/// wide characters take two columns (about one em), other visible characters one (about half an
/// em), combining marks and control characters none.
///
/// PhaseCharts decides label lengths (bar names, panel titles) for every renderer, SwiftUI
/// included, so the count lives here; PhaseDrawing's text metrics build on it.
package enum DisplayColumns {
  /// Whether a scalar takes two terminal columns (CJK, Hangul, full-width forms, most emoji).
  package static func isWide(_ scalar: Unicode.Scalar) -> Bool {
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
  package static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0300...0x036F, 0x200B...0x200F, 0xFE00...0xFE0F, 0x20D0...0x20FF: true
    default: scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
  }

  /// The number of terminal columns `text` takes.
  package static func count(_ text: String) -> Int { count(text, limit: .max) }

  /// The number of terminal columns `text` takes, counted no further than past `limit`
  /// (`limit + 1` or `+ 2` then): a megabyte-long name costs no more than a short one where
  /// only whether it fits matters.
  package static func count(_ text: String, limit: Int) -> Int {
    var total = 0
    for scalar in text.unicodeScalars where !isZeroWidth(scalar) {
      total += isWide(scalar) ? 2 : 1
      if total > limit { break }
    }
    return total
  }

  /// `text` cut to at most `maxColumns` columns, ending in `…` when cut.
  package static func truncated(_ text: String, toColumns maxColumns: Int) -> String {
    guard count(text, limit: maxColumns) > maxColumns else { return text }
    guard maxColumns > 0 else { return "" }
    var result = ""
    var used = 0
    for character in text {
      let width = count(String(character))
      if used + width > maxColumns - 1 { break }
      result.append(character)
      used += width
    }
    return result + "…"
  }

  /// The estimated width of a column of text in points or pixels at `fontSize`: about half an
  /// em, what a proportional sans-serif averages over letters, digits and spaces.
  package static func width(fontSize: Double) -> Double { 0.56 * fontSize }
}
