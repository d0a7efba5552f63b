import Foundation

extension CSVTableDecoder {
  /// How many records below the sample are read to find the first values of columns that the
  /// sample left empty.
  static let lateColumnRecords = 100_000

  /// How many values of such a column are added to the sample.
  static let lateColumnValues = 8

  /// Adds to the sample the first numbers of columns that hold none in it: a ticker listed years
  /// after a price table starts (matplotlib's Stocks: AMZN, DELL and GOOGL from 1997, after the
  /// 64 sample rows), a sensor added to a log later. Read from the sample alone, such a column
  /// was skipped as empty, and its values were never drawn.
  ///
  /// At most ``lateColumnRecords`` records further down are read, and ``lateColumnValues``
  /// values per column are kept, each in a row of its own (the other cells missing), as
  /// ``decideDateOrder(names:samples:lines:from:fields:)`` adds the dates that decide an order.
  /// A column whose first value further down is not a plain number (a notes column, mostly
  /// blank; a garbled `12..5` in a column of `NA`) stays as the sample saw it.
  static func sampleLateColumns(
    names: [String], samples: inout [[String?]], lines: inout [Int], from reader: CSVReader,
    fields: UnsafeMutablePointer<CSVReader.Field>
  ) {
    // A sample cut short by the end of the table has nothing further down (a skipped units or
    // names row leaves it one short of ``ColumnPlan/sampleRows`` with rows still to come).
    guard samples.count >= ColumnPlan.sampleRows - 2 else { return }
    var open = names.indices.filter { column in
      samples.allSatisfy { row in
        guard column < row.count, let text = row[column] else { return true }
        return ColumnPlan.isMissingMarker(text)
      }
    }
    guard !open.isEmpty else { return }
    var found = [Int](repeating: 0, count: names.count)
    var scan = reader
    var records = 0
    while !open.isEmpty, records < lateColumnRecords, let fieldCount = try? scan.next(into: fields) {
      records += 1
      var row: [String?]?
      var closed: [Int] = []
      for column in open where column < fieldCount {
        let (start, count) = scan.trimmedRange(of: fields[column])
        guard count > 0 else { continue }
        let field = CSVReader.Field(
          start: start, end: start + count, hasEscapedQuote: fields[column].hasEscapedQuote, isQuoted: false)
        let text = scan.text(of: field)
        guard !ColumnPlan.isMissingMarker(text) else { continue }
        // A plain number: a garbled one (`12..5`) or one in another form decides nothing here.
        guard Double(text) != nil || DecimalParser.parse(Array(text.utf8)) != nil else {
          closed.append(column)
          continue
        }
        if row == nil { row = [String?](repeating: nil, count: names.count) }
        row?[column] = text
        found[column] += 1
        if found[column] >= lateColumnValues { closed.append(column) }
      }
      if let row {
        samples.append(row)
        lines.append(scan.recordLine)
      }
      if !closed.isEmpty { open.removeAll(where: closed.contains) }
    }
  }
}
