import Foundation
import PhaseKit

/// A CSV line that a spreadsheet export adds to its table and that decoding skipped: a units
/// row under the header (`,EUR,kg`), a totals row at the bottom (`Total,1234,56`), or a header
/// of made-up names above the real one (`level_0,level_1` above `Date,IBM`); or a JSON record
/// of names under made-up keys (`{"level_0": "Date", "level_1": "IBM"}` first), with its
/// ``path``. Listed in ``DecodedTable/Columns/skippedRows``, so that a report can say which
/// lines were left out and why.
public struct SkippedRow: Sendable, Hashable {
  /// Why a line was skipped.
  public enum Reason: Sendable, Hashable {
    /// The line under the header names the columns' units and holds no value; `units` are its
    /// cells that are not blank (`["EUR", "kg"]` for `,EUR,kg`).
    case units([String])
    /// The line adds up the rows above it; `label` is its first field (`Total`, `Summe`, `合计`).
    case totals(label: String)
    /// The line is a header of names a program made up (`level_0`, `V1`, `Unnamed: 3`, a
    /// `# comment`), listed in `placeholders`; the columns' names are read from the line below.
    case placeholderNames([String])
  }

  /// The line's number in the file, counted from 1; in a JSON document, the line where the
  /// skipped record starts.
  public var line: Int
  /// Why it was skipped.
  public var reason: Reason
  /// Where the skipped record is in a JSON document, as a path: `$[0]`, `$.data[0]`, or `$.*[0]`
  /// for the first value of every column of an object of columns. `nil` for a CSV line.
  public var path: String?

  /// Creates a record of a skipped line.
  ///
  /// - Parameters:
  ///   - line: The line's number, counted from 1.
  ///   - reason: Why it was skipped.
  ///   - path: Where it is in a JSON document; `nil` for a CSV line.
  public init(line: Int, reason: Reason, path: String? = nil) {
    self.line = line
    self.reason = reason
    self.path = path
  }
}

extension CSVTableDecoder {
  /// The first fields that label a totals row, folded to lower case: English, German, Dutch,
  /// Italian, French, Spanish, Portuguese and Chinese spreadsheets.
  static let totalsLabels: Set<String> = [
    "total", "totals", "grand total", "sum", "summe", "gesamt", "insgesamt", "gesamtsumme", "totaal",
    "totale", "somme", "suma", "soma", "合计", "總計", "总计", "合計", "小计",
  ]

  /// Whether `text` (a first field, trimmed and unquoted) labels a totals row: one of
  /// ``totalsLabels``, with or without a trailing `:`, case ignored.
  static func isTotalsLabel(_ text: String) -> Bool {
    // The longest label with room for spaces and a colon: nothing longer is folded whole.
    guard text.utf8.count <= 40 else { return false }
    var folded = text.lowercased()
    if folded.hasSuffix(":") { folded.removeLast() }
    return totalsLabels.contains(folded.trimmingCharacters(in: .whitespaces))
  }

  /// The end of the table without the totals rows at its bottom: each last non-blank line whose
  /// first non-blank field (of the first two) is a totals label, with the lines skipped. At
  /// most three are taken off; a line that is not a totals line stops the search.
  static func trimTotals(
    _ base: UnsafePointer<UInt8>, count: Int, start: Int, delimiter: UInt8
  ) -> (end: Int, skipped: [SkippedRow]) {
    var end = count
    var skipped: [(offset: Int, label: String)] = []
    while skipped.count < 3 {
      var last = end
      while last > start, base[last - 1] == 10 || base[last - 1] == 13 || base[last - 1] == 32 { last -= 1 }
      guard last > start else { break }
      var lineStart = last
      while lineStart > start, base[lineStart - 1] != 10 { lineStart -= 1 }
      guard lineStart > start else { break }  // the header itself
      let line = String(decoding: UnsafeBufferPointer(start: base + lineStart, count: last - lineStart), as: UTF8.self)
      let fields = line.split(separator: Character(UnicodeScalar(delimiter)), maxSplits: 2, omittingEmptySubsequences: false)
      let unquoted = fields.prefix(2).map {
        $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
      }
      guard let label = unquoted.first(where: { !$0.isEmpty }), isTotalsLabel(label) else { break }
      skipped.append((lineStart, label))
      end = lineStart
    }
    guard !skipped.isEmpty else { return (count, []) }
    // Line numbers: the line feeds before each skipped line, counted once.
    var rows: [SkippedRow] = []
    var line = 1
    var position = 0
    for (offset, label) in skipped.reversed() {
      while position < offset {
        if base[position] == 10 { line += 1 }
        position += 1
      }
      rows.append(SkippedRow(line: line, reason: .totals(label: label)))
    }
    return (end, rows)
  }

  /// Whether the first sampled row is a units row: it holds no number and no date, at least
  /// one of its cells is short text over a column whose values below are numbers, and each
  /// of its cells is short (a unit, not a word of data). It has the header's `width`: a row of
  /// another width is a table's real header below a title (`Month,CPI,Change` under `Table 1`).
  static func isUnitsRow(_ samples: [[String?]], width: Int) -> Bool {
    guard samples.count >= 2, samples[0].count == width else { return false }
    let row = samples[0]
    var overNumbers = 0
    for (column, cell) in row.enumerated() {
      guard let cell, !cell.isEmpty else { continue }
      guard cell.count <= 16, !looksNumeric(cell), !ColumnPlan.isMissingMarker(cell) else { return false }
      let below = samples.dropFirst().lazy.compactMap { $0.count > column ? $0[column] : nil }.first
      guard let below else { continue }
      if looksNumeric(below) { overNumbers += 1 } else { return false }
    }
    return overNumbers > 0
  }

  /// The column names with the units of a units row (``isUnitsRow(_:width:)``) for the axis
  /// titles, as a number form's unit is (``NumberForm/namesWithUnits(_:forms:)``): `Umsatz`
  /// over `EUR` becomes `Umsatz (EUR)`. A name that already says its unit (`Umsatz EUR`, or a
  /// unit in parentheses from its values, `Umsatz (€)`) stays, and so does one that the new
  /// name would make a duplicate of.
  static func namesWithUnits(_ names: [String], units: [String?]) -> [String] {
    names.indices.map { column in
      let name = names[column]
      guard column < units.count, let unit = units[column]?.trimmingCharacters(in: .whitespaces),
        !unit.isEmpty, !name.lowercased().contains(unit.lowercased()), !name.hasSuffix(")")
      else { return name }
      let named = name.isEmpty ? unit : "\(name) (\(unit))"
      return names.contains(named) ? name : named
    }
  }

  /// Whether `text` is written as a number in any common form (`1234.5`, `1.234,5`, `$12`,
  /// `12 %`, `(123)`): a digit, and nothing but digits, separators, signs and currency.
  static func looksNumeric(_ text: String) -> Bool {
    var hasDigit = false
    for scalar in text.unicodeScalars {
      if scalar.properties.numericType != nil, ("0"..."9").contains(scalar) {
        hasDigit = true
      } else if !" .,'%+-()$€£¥\u{2212}\u{A0}\u{202F}eE".unicodeScalars.contains(scalar) {
        return false
      }
    }
    return hasDigit
  }
}
