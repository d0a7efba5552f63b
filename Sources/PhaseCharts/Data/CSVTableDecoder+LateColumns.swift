import Foundation

extension CSVTableDecoder {
  /// Adds to the sample the first numbers of columns that hold none in it
  /// (``ColumnPlan/LateColumns``: a ticker listed years after a price table starts).
  ///
  /// At most ``ColumnPlan/LateColumns/recordLimit`` records further down are read, and
  /// ``ColumnPlan/LateColumns/valueLimit`` values per column are kept, the values of one record
  /// in a row of their own (the other cells missing) with its line, as
  /// ``decideDateOrder(names:samples:lines:from:fields:)`` adds the dates that decide an order.
  /// A value not written plainly is read in the form the sample gives the table (`1234,5` in a
  /// `;` file of decimal commas, `delimiter`; `asked` is ``DecodeOptions/decimalSeparator``);
  /// a column whose first value further down is not a number in it (a notes column, mostly
  /// blank; a garbled `12..5` in a column of `NA`) stays as the sample saw it.
  static func sampleLateColumns(
    names: [String], samples: inout [[String?]], lines: inout [Int], from reader: CSVReader,
    fields: UnsafeMutablePointer<CSVReader.Field>, delimiter: UInt8,
    asked: DecodeOptions.DecimalSeparator?
  ) {
    // A sample cut short by the end of the table has nothing further down (a skipped units or
    // names row leaves it one short of ``ColumnPlan/sampleRows`` with rows still to come).
    guard samples.count >= ColumnPlan.sampleRows - 2 else { return }
    let sampled = samples
    let sampledLines = lines
    guard
      var late = ColumnPlan.LateColumns(
        count: names.count, samples: sampled,
        form: {
          var copy = sampled
          let table = try? NumberForm.detect(
            names: names, samples: &copy, lines: sampledLines, delimiter: delimiter, asked: asked)
          return table?.fallback ?? NumberForm.Table.fallback(delimiter: delimiter)
        })
    else { return }
    var scan = reader
    var records = 0
    while late.isLooking, records < ColumnPlan.LateColumns.recordLimit,
      let fieldCount = try? scan.next(into: fields)
    {
      records += 1
      var row: [String?]?
      for column in 0..<min(fieldCount, names.count) where late.isLooking(at: column) {
        let (start, count) = scan.trimmedRange(of: fields[column])
        guard count > 0 else { continue }
        let field = CSVReader.Field(
          start: start, end: start + count, hasEscapedQuote: fields[column].hasEscapedQuote, isQuoted: false)
        let text = scan.text(of: field)
        guard late.take(text, column: column) else { continue }
        if row == nil { row = [String?](repeating: nil, count: names.count) }
        row?[column] = text
      }
      if let row {
        samples.append(row)
        lines.append(scan.recordLine)
      }
    }
  }
}
