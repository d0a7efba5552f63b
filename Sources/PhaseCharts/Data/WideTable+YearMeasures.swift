import Foundation
import PhaseKit

/// Measures named with a year (`States,2019_Cases,2019_Deaths,2020_Cases,…`, `Cases_2019`,
/// `2019 cases`), as ministries publish a row per place and a column per year and measure.
/// Read the usual way, every year's measure was a measure of its own, drawn over the rows'
/// serial number; such a table is the measures `Cases` and `Deaths` over the years, a series
/// per row.
extension WideTable {
  /// The columns named by a year and a measure, grouped by measure.
  struct YearMeasures: Equatable {
    /// The measures, in the order the header first names them (`Cases`, `Deaths`).
    var measures: [String]
    /// The years, in increasing order.
    var years: [Int]
    /// The column of each measure (first index) in each year (second), nil where the header
    /// has none.
    var columns: [[Int?]]
    /// Every column named by a year and a measure, in the header's order.
    var all: [Int]
  }

  /// The year and the measure of a column name written `2019_Cases`, `2019 cases`,
  /// `Cases_2019`, `Deaths-2020` or `cases.2021` (a year from 1000 to 2999, set apart from the
  /// words by `_`, ` `, `-` or `.`); nil for any other name, and for a name that is only a year.
  static func yearAndMeasure(named name: String) -> (year: Int, measure: String)? {
    let text = ColumnPlan.trimmedText(name)
    guard text.utf8.count >= 6, text.utf8.count <= 64 else { return nil }
    let separators: Set<Character> = ["_", " ", "-", "."]
    func year<S: StringProtocol>(_ digits: S) -> Int? {
      guard digits.count == 4, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(digits),
        (1000...2999).contains(value)
      else { return nil }
      return value
    }
    func measure<S: StringProtocol>(_ rest: S) -> String? {
      let trimmed = rest.drop { separators.contains($0) }.reversed().drop { separators.contains($0) }.reversed()
      let words = String(trimmed)
      // Words of letters (`Cases`, `new deaths`), not another number (`2019_2020`) or a code.
      guard !words.isEmpty, words.contains(where: \.isLetter), !words.contains(where: { $0.isNumber }) else { return nil }
      return words
    }
    if let first = year(text.prefix(4)), separators.contains(text[text.index(text.startIndex, offsetBy: 4)]),
      let words = measure(text.dropFirst(4))
    {
      return (first, words)
    }
    if let last = year(text.suffix(4)), separators.contains(text[text.index(text.endIndex, offsetBy: -5)]),
      let words = measure(text.dropLast(4))
    {
      return (last, words)
    }
    return nil
  }

  /// The columns of `names` named by a year and a measure (``yearAndMeasure(named:)``) when
  /// they make the table wide: each measure in two years or more, two years or more in all, at
  /// least ``minimumColumns`` such columns, at least as many as the other columns, and no
  /// measure twice in a year; nil otherwise.
  static func yearMeasures(_ names: [String]) -> YearMeasures? {
    var measures: [String] = []
    var keys: [String: Int] = [:]
    var found: [(column: Int, year: Int, measure: Int)] = []
    for (column, name) in names.enumerated() {
      guard let (year, words) = yearAndMeasure(named: name) else { continue }
      let key = words.lowercased()
      if keys[key] == nil {
        keys[key] = measures.count
        measures.append(words)
      }
      found.append((column, year, keys[key]!))
    }
    guard found.count >= minimumColumns, 2 * found.count >= names.count else { return nil }
    let years = Set(found.map(\.year)).sorted()
    guard years.count >= 2 else { return nil }
    var columns = [[Int?]](repeating: [Int?](repeating: nil, count: years.count), count: measures.count)
    for cell in found {
      let slot = years.firstIndex(of: cell.year)!
      guard columns[cell.measure][slot] == nil else { return nil }
      columns[cell.measure][slot] = cell.column
    }
    guard columns.allSatisfy({ $0.compactMap { $0 }.count >= 2 }) else { return nil }
    return YearMeasures(measures: measures, years: years, columns: columns, all: found.map(\.column))
  }

  /// The rows of a table whose measures are named with a year, written long as CSV text: the
  /// column of words that names the rows apart first (as ``table(names:header:rows:)`` finds
  /// it), then `year`, the measures, and the other columns but the export's row numbers; a
  /// row per row and year, in that order. Nil when no row has a value.
  static func longText(names: [String], header: YearMeasures, rows: [[String?]]) -> (text: String, label: String?)? {
    let measured = Set(header.all)
    let others = names.indices.filter { !measured.contains($0) && !ColumnRole.isRowIndexName(names[$0]) }
    // The label: the first column of words that names most rows apart.
    let label = others.first { column in
      let values = rows.compactMap { column < $0.count ? $0[column] : nil }
      return !values.isEmpty && !values.allSatisfy(ColumnPlan.isNumber) && 5 * Set(values).count >= 4 * values.count
    }
    let kept = (label.map { [$0] } ?? []) + others.filter { $0 != label }
    let taken = Set(kept.map { names[$0].lowercased() })
    let yearName = taken.contains("year") ? "year (from names)" : "year"
    func field(_ text: String) -> String { "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\"" }
    let head = kept.prefix(1).map { names[$0] } + [yearName] + header.measures + kept.dropFirst().map { names[$0] }
    var lines = [head.map(field).joined(separator: ",")]
    var anyValue = false
    for row in rows {
      for (slot, year) in header.years.enumerated() {
        let values = header.columns.map { byYear in byYear[slot].flatMap { $0 < row.count ? row[$0] : nil } ?? "" }
        anyValue = anyValue || values.contains { !$0.isEmpty }
        let before = kept.prefix(1).map { $0 < row.count ? row[$0] ?? "" : "" }
        let after = kept.dropFirst().map { $0 < row.count ? row[$0] ?? "" : "" }
        lines.append((before + [String(year)] + values + after).map(field).joined(separator: ","))
      }
    }
    guard anyValue else { return nil }
    return (lines.joined(separator: "\n") + "\n", label.map { names[$0] })
  }
}

extension ChartDecoder {
  /// The table of `reader`'s rows, whose header `names` names measures with a year
  /// (``WideTable/yearMeasures(_:)``), read long: the measures over the years, a series per row
  /// (``WideTable/longText(names:header:rows:)``), decoded as any table is, with a note that
  /// says so. Nil for a table too long to be read wide (``WideTable/maxRows``) or with no value.
  static func yearMeasuresTable(
    reader: inout CSVReader, fields: UnsafeMutablePointer<CSVReader.Field>, width: Int, names: [String],
    header: WideTable.YearMeasures, options: DecodeOptions
  ) -> DecodedTable? {
    var rows: [[String?]] = []
    var lines: [Int] = []
    while let count = try? reader.next(into: fields) {
      guard rows.count < WideTable.maxRows else { return nil }
      lines.append(reader.recordLine)
      var texts = [String?](repeating: nil, count: width)
      for column in 0..<min(count, width) {
        let (s, n) = reader.trimmedRange(of: fields[column])
        guard n > 0 else { continue }
        texts[column] = reader.text(
          of: CSVReader.Field(start: s, end: s + n, hasEscapedQuote: fields[column].hasEscapedQuote, isQuoted: false))
      }
      rows.append(texts)
    }
    guard let (text, label) = WideTable.longText(names: names, header: header, rows: rows) else { return nil }
    var long = options
    long.delimiter = nil
    long.skipLines = 0
    long.hasHeader = true
    guard var table = try? decodeTable(Data(text.utf8), options: long) else { return nil }
    // A cell that is no number is placed in the table as written, not in the long text.
    if var unreadable = table.columns.unreadable, unreadable.path == nil {
      let record = unreadable.line - 2
      let (row, slot) = (record / header.years.count, record % header.years.count)
      if record >= 0, lines.indices.contains(row), let measure = header.measures.firstIndex(of: unreadable.column),
        let column = header.columns[measure][slot]
      {
        unreadable.line = lines[row]
        unreadable.column = names[column]
        table.columns.unreadable = unreadable
      }
    }
    let first = names[header.all[0]]
    let last = names[header.all[header.all.count - 1]]
    table.columns.choice.notes.insert(
      .yearsInNames(first: first, last: last, columns: header.all.count, measures: header.measures, label: label), at: 0)
    return table
  }
}
