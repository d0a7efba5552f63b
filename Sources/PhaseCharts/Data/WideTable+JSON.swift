import Foundation
import PhaseKit

extension ChartDecoder {
  /// The largest JSON document looked at as a wide table: a table of at most
  /// ``WideTable/maxRows`` named rows is far smaller, and a larger document is read the usual
  /// way without a second look.
  static let maxWideJSONBytes = 32 << 20

  /// `bytes` read as a wide table (``WideTable``) when they are JSON whose field names are x
  /// values, as the CSV of the same table would be: an array of records
  /// (`[{"state": "AL", "1929": 5.1, "1930": 5.3, …}, …]`, pandas' `orient="records"`) or an
  /// object of columns (`{"state": ["AL", …], "1929": [5.1, …]}`, or pandas' `orient="columns"`
  /// with its row labels as keys, `{"1929": {"0": 5.1, …}}`). Nil for any other document, which
  /// is then read the usual way.
  ///
  /// Only the first record's names (or the object's names) are read unless they make the
  /// table wide. A document this reading cannot take (another shape, more than
  /// ``WideTable/maxRows`` rows, broken JSON) is nil too: the usual decoder reads it and
  /// reports what is wrong, with its place.
  static func wideJSONTable(_ bytes: UnsafeBufferPointer<UInt8>, options: DecodeOptions) -> DecodedTable? {
    guard options.x == nil, options.y.isEmpty, options.series == nil, options.findsSeries,
      options.allowsRowGroups, options.jsonPath == nil, bytes.count <= maxWideJSONBytes,
      detectFormat(bytes, declared: options.format) == .json, let base = bytes.baseAddress
    else { return nil }
    var scanner = JSONScanner(base: base, count: bytes.count, limits: options.limits)
    guard let rows = try? WideTable.JSONRows.read(&scanner), scanner.peek() == nil,
      let header = WideTable.header(rows.names)
    else { return nil }
    return WideTable.JSONRows.table(rows, header: header, scanner: scanner)
  }
}

extension WideTable {
  /// The cells of a JSON table by column, as scalars of the document: what
  /// ``ChartDecoder/wideJSONTable(_:options:)`` reads before it knows whether the table is wide.
  struct JSONRows {
    /// The field names, in the order they first appear, trimmed as a CSV header's are
    /// (`"1969  "` is `1969`).
    var names: [String] = []
    /// Per row, its cells: a column and the scalar there.
    var rows: [[(column: Int, value: JSONScanner.Scalar)]] = []

    /// The rows of the array of records or object of columns at `scanner`'s position; nil for
    /// another shape, or more than ``WideTable/maxRows`` rows.
    static func read(_ scanner: inout JSONScanner) throws(DataError) -> JSONRows? {
      switch scanner.peek() {
      case UInt8(ascii: "["): return try records(&scanner)
      case UInt8(ascii: "{"): return try columns(&scanner)
      default: return nil
      }
    }

    /// An array of records. The first record's names are the columns (and are all that is
    /// read when they do not make the table wide); a name first met in a later record is left
    /// out, as the CSV of the table has no column for it.
    static func records(_ scanner: inout JSONScanner) throws(DataError) -> JSONRows? {
      scanner.position += 1
      var table = JSONRows()
      var index: [String: Int] = [:]
      if scanner.peek() == UInt8(ascii: "]") { return nil }
      repeat {
        guard scanner.peek() == UInt8(ascii: "{"), table.rows.count < WideTable.maxRows else { return nil }
        scanner.position += 1
        var row: [(column: Int, value: JSONScanner.Scalar)] = []
        if scanner.peek() == UInt8(ascii: "}") {
          scanner.position += 1
        } else {
          repeat {
            guard scanner.peek() == UInt8(ascii: "\"") else { return nil }
            let name = try scanner.name(try scanner.readString())
            try scanner.expect(UInt8(ascii: ":"), .colon)
            let value = try scanner.readScalar(depth: 1)
            if let column = index[name] {
              row.append((column, value))
            } else if table.rows.isEmpty {
              index[name] = table.names.count
              row.append((table.names.count, value))
              table.names.append(ColumnPlan.trimmedText(name))
            }
          } while try scanner.nextElement(close: UInt8(ascii: "}"))
        }
        // Only the first record's names are read of a table that is not wide.
        if table.rows.isEmpty, WideTable.header(table.names) == nil { return nil }
        table.rows.append(row)
      } while try scanner.nextElement(close: UInt8(ascii: "]"))
      return table
    }

    /// An object of columns: each name holds an array of the column's values, or an object of
    /// them keyed by row label (pandas' `orient="columns"`), rows matched by label. A column
    /// that holds arrays or objects is no column of a table (`{"data": [{…}, …]}` wraps rows):
    /// nil at its first, before it is read.
    static func columns(_ scanner: inout JSONScanner) throws(DataError) -> JSONRows? {
      scanner.position += 1
      var table = JSONRows()
      var values: [[(label: String?, value: JSONScanner.Scalar)]] = []
      if scanner.peek() == UInt8(ascii: "}") { return nil }
      repeat {
        guard scanner.peek() == UInt8(ascii: "\"") else { return nil }
        table.names.append(ColumnPlan.trimmedText(try scanner.name(try scanner.readString())))
        try scanner.expect(UInt8(ascii: ":"), .colon)
        var column: [(label: String?, value: JSONScanner.Scalar)] = []
        switch scanner.peek() {
        case UInt8(ascii: "["):
          scanner.position += 1
          if scanner.peek() == UInt8(ascii: "]") {
            scanner.position += 1
          } else {
            repeat {
              guard column.count < WideTable.maxRows, !scanner.opensContainer else { return nil }
              column.append((nil, try scanner.readScalar(depth: 2)))
            } while try scanner.nextElement(close: UInt8(ascii: "]"))
          }
        case UInt8(ascii: "{"):
          scanner.position += 1
          if scanner.peek() == UInt8(ascii: "}") {
            scanner.position += 1
          } else {
            repeat {
              guard column.count < WideTable.maxRows, scanner.peek() == UInt8(ascii: "\"") else { return nil }
              let label = try scanner.name(try scanner.readString())
              try scanner.expect(UInt8(ascii: ":"), .colon)
              guard !scanner.opensContainer else { return nil }
              column.append((label, try scanner.readScalar(depth: 2)))
            } while try scanner.nextElement(close: UInt8(ascii: "}"))
          }
        default:
          return nil
        }
        values.append(column)
      } while try scanner.nextElement(close: UInt8(ascii: "}"))
      // Rows by label when every column is keyed by labels, else by position.
      if values.allSatisfy({ $0.allSatisfy { $0.label != nil } }) {
        var rowOfLabel: [String: Int] = [:]
        for (column, cells) in values.enumerated() {
          for cell in cells {
            let label = cell.label!
            let row: Int
            if let known = rowOfLabel[label] {
              row = known
            } else {
              guard table.rows.count < WideTable.maxRows else { return nil }
              row = table.rows.count
              rowOfLabel[label] = row
              table.rows.append([])
            }
            table.rows[row].append((column, cell.value))
          }
        }
      } else {
        guard values.allSatisfy({ $0.allSatisfy { $0.label == nil } }) else { return nil }
        let count = values.map(\.count).max() ?? 0
        table.rows = (0..<count).map { row in
          values.indices.compactMap { column in row < values[column].count ? (column, values[column][row].value) : nil }
        }
      }
      return table
    }

    /// `rows` as a chart (``WideTable/table(names:header:rows:)``): the x columns' cells as
    /// numbers (JSON numbers, or strings a number form reads), the others as text; nil when
    /// the x columns do not hold numbers, as for a CSV.
    static func table(_ rows: JSONRows, header: Header, scanner: JSONScanner) -> DecodedTable? {
      var slot = [Int](repeating: -1, count: rows.names.count)
      for (index, column) in header.columns.enumerated() { slot[column] = index }
      var read = Rows()
      var numbers = 0
      var cells = 0
      for row in rows.rows {
        var texts = [String?](repeating: nil, count: rows.names.count)
        var values = [Double](repeating: .nan, count: header.columns.count)
        for (column, value) in row {
          guard slot[column] >= 0 else {
            if case .nested = value { continue }
            texts[column] = scanner.sampleText(value).map(ColumnPlan.trimmedText).flatMap { $0.isEmpty ? nil : $0 }
            continue
          }
          switch value {
          case .null:
            continue
          case .number(let start, let count):
            values[slot[column]] = DecimalParser.parse(scanner.base + start, count: count) ?? .nan
          case .string(let start, let count, false):
            let text = ColumnPlan.trimmedText(
              String(decoding: UnsafeBufferPointer(start: scanner.base + start, count: count), as: UTF8.self))
            if text.isEmpty || ColumnPlan.isMissingMarker(text) { continue }
            values[slot[column]] =
              Array(text.utf8).withUnsafeBufferPointer { bytes in
                WideTable.value(bytes.baseAddress!, count: bytes.count, delimiter: 0)
              } ?? .nan
          default:
            break
          }
          cells += 1
          if !values[slot[column]].isNaN { numbers += 1 }
        }
        read.texts.append(texts)
        read.values.append(values)
      }
      // The numbered columns hold numbers (missing-value words aside), or the table is not wide.
      guard cells > 0, 5 * numbers >= 4 * cells else { return nil }
      return WideTable.table(names: rows.names, header: header, rows: read)
    }
  }
}

extension JSONScanner {
  /// The text of a string read by ``readString()``, escapes resolved: a field name or a row
  /// label.
  func name(_ string: (start: Int, count: Int, hasEscapes: Bool)) throws(DataError) -> String {
    guard string.hasEscapes else {
      return String(decoding: UnsafeBufferPointer(start: base + string.start, count: string.count), as: UTF8.self)
    }
    return String(decoding: try unescaped(start: string.start, count: string.count), as: UTF8.self)
  }

  /// Whether the next value is an array or an object.
  var opensContainer: Bool {
    mutating get {
      let byte = peek()
      return byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{")
    }
  }
}
