import Foundation
import PhaseKit

/// Decodes CSV bytes into a ``Dataset``: header, sample-based column plan, then one pass that
/// parses only the chosen columns straight from the bytes.
enum CSVTableDecoder {
  static func decode(_ bytes: UnsafeBufferPointer<UInt8>, options: DecodeOptions) throws(DataError)
    -> DecodedTable
  {
    guard let base = bytes.baseAddress else { return DecodedTable(Dataset(series: [])) }
    let count = bytes.count
    var start = 0
    if count >= 3 && base[0] == 0xEF && base[1] == 0xBB && base[2] == 0xBF { start = 3 }
    let delimiter =
      options.delimiter ?? CSVReader.detectDelimiter(base, count: count, start: start)
    let limits = options.limits
    let fields = UnsafeMutablePointer<CSVReader.Field>.allocate(capacity: max(limits.maxColumns, 1))
    defer { fields.deallocate() }
    var reader = CSVReader(base: base, count: count, start: start, delimiter: delimiter, limits: limits)

    // Header.
    var names: [String] = []
    if options.hasHeader {
      guard let headerCount = try reader.next(into: fields) else {
        return DecodedTable(Dataset(series: []))
      }
      names = (0..<headerCount).map {
        reader.text(of: fields[$0]).trimmingCharacters(in: .whitespaces)
      }
    }
    // Sample rows for detection, read ahead and then read again by the main loop.
    let dataStart = reader
    var samples: [[String?]] = []
    while samples.count < ColumnPlan.sampleRows, let fieldCount = try reader.next(into: fields) {
      if names.isEmpty { names = (0..<fieldCount).map { "column\($0 + 1)" } }
      samples.append(
        (0..<fieldCount).map { k in
          let (s, n) = reader.trimmedRange(of: fields[k])
          let trimmed = CSVReader.Field(
            start: s, end: s + n, hasEscapedQuote: fields[k].hasEscapedQuote, isQuoted: false)
          return n == 0 ? nil : reader.text(of: trimmed)
        })
    }
    if names.isEmpty { return DecodedTable(Dataset(series: [])) }
    let plan = try ColumnPlan.make(names: names, samples: samples, options: options)
    let averageRow = max(1, (reader.position - dataStart.position) / max(1, samples.count))
    reader = dataStart
    var builder = DatasetBuilder(
      plan: plan, maxSeries: limits.maxSeries, expectedRows: (count - reader.position) / averageRow)
    let values = UnsafeMutableBufferPointer<Double>.allocate(capacity: max(plan.ys.count, 1))
    defer { values.deallocate() }
    let columnCount = names.count
    let isStrict = plan.missingValues == .fail
    // Hoisted out of the loop so that no array is retained per row.
    let xColumn = plan.x
    let xReader = plan.xReader
    let yColumnArray = plan.ys
    try yColumnArray.withUnsafeBufferPointer { yColumns throws(DataError) in
      while let fieldCount = try reader.next(into: fields) {
        guard fieldCount == columnCount else {
          throw .decodingError(
            .init(
              message: "expected \(columnCount) fields, found \(fieldCount)", line: reader.recordLine,
              column: min(fieldCount, columnCount) + 1))
        }
        let xField = fields[xColumn]
        let x = parse(base, xField, as: xReader)
        if x.isNaN && isStrict {
          throw failure(xField, column: xColumn, kind: xReader, reader: reader, names: names)
        }
        for k in 0..<yColumns.count {
          let field = fields[yColumns[k]]
          values[k] = parse(base, field, as: .number)
          if values[k].isNaN && isStrict {
            throw failure(field, column: yColumns[k], kind: .number, reader: reader, names: names)
          }
        }
        if let group = plan.group {
          let field = fields[group]
          if field.hasEscapedQuote {
            let text = reader.text(of: field)
            try Array(text.utf8).withUnsafeBufferPointer { key throws(DataError) in
              try builder.append(x: x, values: values, key: key)
            }
          } else {
            let key = UnsafeBufferPointer(start: base + field.start, count: field.end - field.start)
            try builder.append(x: x, values: values, key: key)
          }
        } else {
          builder.append(x: x, values: values)
        }
      }
    }
    return DecodedTable(builder.build(), plan: plan)
  }

  /// Parses one cell as a number or date; NaN when it is blank or not valid.
  @inline(__always)
  private static func parse(
    _ base: UnsafePointer<UInt8>, _ field: CSVReader.Field, as kind: ColumnPlan.XReader
  ) -> Double {
    var start = field.start
    var end = field.end
    // Spaces around a value are common in hand-written files; a doubled quote never belongs to a
    // number or a date.
    if start < end && (base[start] == 32 || base[start] == 9 || base[end - 1] == 32 || base[end - 1] == 9) {
      while start < end && (base[start] == 32 || base[start] == 9) { start += 1 }
      while end > start && (base[end - 1] == 32 || base[end - 1] == 9) { end -= 1 }
    }
    if field.hasEscapedQuote { return .nan }
    let parsed: Double?
    switch kind {
    case .number: parsed = DecimalParser.parse(base + start, count: end - start)
    case .date(let format): parsed = DateParser.parse(base + start, count: end - start, as: format)
    }
    return parsed ?? .nan
  }

  /// The strict-mode error for a cell that is blank or not valid.
  @inline(never)
  private static func failure(
    _ field: CSVReader.Field, column: Int, kind: ColumnPlan.XReader, reader: CSVReader,
    names: [String]
  ) -> DataError {
    let expected: String
    switch kind {
    case .number: expected = "a number"
    case .date(let format): expected = "a date (\(format.rawValue))"
    }
    let (_, count) = reader.trimmedRange(of: field)
    let found = count == 0 ? "an empty field" : ColumnPlan.quoted(reader.text(of: field))
    return .decodingError(
      .init(
        message: "expected \(expected) in \"\(names[column])\", found \(found)",
        line: reader.recordLine, column: column + 1, path: names[column]))
  }
}
