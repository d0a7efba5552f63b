import Foundation

extension CSVTableDecoder {
  /// Whether a column name is one that a program makes up when it had no names to write: pandas'
  /// `level_0` (a reset index) and `Unnamed: 3`, R's `V1` and `X1`, readr's `...1`, numbers
  /// up to 999 (`0`, `1` — a frame read with `header=None`), `column1`/`col1`/`field1`, and a comment
  /// line read as the header (`# Data source: …`).
  static func isPlaceholderName(_ name: String) -> Bool {
    let text = name.trimmingCharacters(in: .whitespaces)
    guard !text.isEmpty, text.utf8.count <= 200 else { return false }
    if text.hasPrefix("#") { return true }
    let lower = text.lowercased()
    for prefix in ["level_", "unnamed: ", "...", "column", "col", "field", "v", "x", "x."] where lower.hasPrefix(prefix) {
      let rest = lower.dropFirst(prefix.count)
      if !rest.isEmpty, rest.allSatisfy(\.isASCII), rest.allSatisfy(\.isNumber) { return true }
    }
    // Column numbers, not years: a header of years (`2019,2020`) is a wide table's real one.
    return text.allSatisfy(\.isASCII) && text.allSatisfy(\.isNumber) && text.utf8.count <= 3
  }

  /// The names a table carries in its first row when its header is made of placeholders
  /// (``isPlaceholderName(_:)``): a table written after its real header was read as data
  /// (`pd.read_csv(header=None)`, R's `read.csv(header = FALSE)`, a comment line taken for the
  /// header) — matplotlib's `Stocks.csv` as `,level_0,…,level_9,# Data source: …` above
  /// `0,Date,IBM,AAPL,…` above the prices.
  ///
  /// The first row must be words (no number, no date, none missing, none repeated) in every
  /// column but a leading row index, and at least one column must hold numbers or dates below a
  /// word of it. A table of words under placeholders keeps its rows: nothing says that its first
  /// row is not data.
  ///
  /// The JSON decoder takes the same decision on the keys of records and of an object of
  /// columns, the first record (or each array's first value) as the row of names.
  ///
  /// - Returns: The names, the row index's own name kept; nil when the rule does not apply.
  static func namesUnderPlaceholders(names: [String], samples: [[String?]]) -> [String]? {
    guard names.count >= 2, samples.count >= 2, let row = samples.first, row.count == names.count else { return nil }
    // A leading row index keeps its name; its cell in the names row is a row number or blank.
    let first = ColumnRole.isRowIndexName(names[0]) && !isPlaceholderName(names[0]) ? 1 : 0
    let named = names.indices.dropFirst(first)
    guard named.count >= 2, named.allSatisfy({ isPlaceholderName(names[$0]) }) else { return nil }
    var seen: Set<String> = []
    for column in named {
      guard let cell = row[column]?.trimmingCharacters(in: .whitespaces), !cell.isEmpty, cell.utf8.count <= 80,
        !looksNumeric(cell), !ColumnPlan.looksLikeDate(cell), !ColumnPlan.isMissingMarker(cell),
        !isPlaceholderName(cell), seen.insert(cell).inserted
      else { return nil }
    }
    let overValues = named.contains { column in
      let below = samples.dropFirst().compactMap { $0.count > column ? $0[column] : nil }
      let read = below.filter { looksNumeric($0) || ColumnPlan.looksLikeDate($0) }.count
      return !below.isEmpty && 2 * read > below.count
    }
    guard overValues else { return nil }
    return names.indices.map { column in
      column < first ? names[column] : row[column]!.trimmingCharacters(in: .whitespaces)
    }
  }
}
