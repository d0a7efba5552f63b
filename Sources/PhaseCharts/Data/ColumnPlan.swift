import Foundation
import PhaseKit

/// Which columns of a table become x, the series values and the series names, and how x is read:
/// resolved once from the header and a sample of rows, then shared by the CSV and JSON decoders.
struct ColumnPlan: Sendable {
  /// How x values are turned into numbers.
  enum XReader: Sendable, Hashable {
    case number
    case date(DateFormat)
  }

  /// How many sample rows detection looks at for a column's first non-blank value.
  static let sampleRows = 64

  var names: [String]
  var x: Int
  var xReader: XReader
  var ys: [Int]
  var group: Int?
  var missingValues: DecodeOptions.MissingValuePolicy
  /// The UTC offset written in the first x date, if any (see ``Dataset/utcOffset``).
  var utcOffset: Int? = nil

  var xKind: Dataset.XKind {
    if case .date = xReader { return .date }
    return .number
  }

  /// Resolves `options` against the column `names` and up to ``sampleRows`` sample rows, whose
  /// cells are the raw text of each value or `nil` when blank or null.
  static func make(names: [String], samples: [[String?]], options: DecodeOptions)
    throws(DataError) -> ColumnPlan
  {
    func resolve(_ selector: ColumnSelector, role: String) throws(DataError) -> Int {
      guard let index = selector.resolve(in: names) else {
        let known = names.prefix(12).map { "\"\($0)\"" }.joined(separator: ", ")
        throw .decodingError(
          .init(
            message: "no \(role) column \(selector); the columns are \(known)",
            path: selector.description))
      }
      return index
    }
    guard !names.isEmpty else {
      throw .decodingError(.init(message: "expected at least one column"))
    }
    let x = try options.x.map { selector throws(DataError) in try resolve(selector, role: "x") } ?? 0
    let group = try options.series.map { selector throws(DataError) in
      try resolve(selector, role: "series")
    }
    func firstValue(_ column: Int) -> String? {
      samples.lazy.compactMap { $0.indices.contains(column) ? $0[column] : nil }.first
    }
    var ys: [Int] = []
    for selector in options.y {
      // Naming a column twice (by name and by index, or a repeated --y) charts it once.
      let column = try resolve(selector, role: "y")
      if !ys.contains(column) { ys.append(column) }
    }
    if options.y.isEmpty {
      ys = names.indices.filter { column in
        guard column != x, column != group, let value = firstValue(column) else { return false }
        return isNumber(value)
      }
      // A header with no rows: every other column is a (still empty) series.
      if samples.isEmpty { ys = names.indices.filter { $0 != x && $0 != group } }
      // Rows whose other columns all hold text would chart as "no data", which they are not.
      if ys.isEmpty,
        let text = names.indices.first(where: { $0 != x && $0 != group && firstValue($0) != nil })
      {
        throw .decodingError(
          .init(
            message:
              "no column of numbers to plot: \"\(names[text])\" holds \(quoted(firstValue(text) ?? "")); "
              + "choose y columns that hold numbers",
            path: names[text]))
      }
      // One column of values is not "no data" either: there is nothing to plot it against.
      if ys.isEmpty, names.count == 1, firstValue(x) != nil {
        throw .decodingError(
          .init(
            message:
              "only one column, \"\(names[x])\": a chart needs an x column and at least one y column",
            path: names[x]))
      }
    }
    let xReader = try detectXReader(
      name: names[x], sample: firstValue(x), format: options.xFormat)
    var plan = ColumnPlan(
      names: names, x: x, xReader: xReader, ys: ys, group: group,
      missingValues: options.missingValues)
    if xReader == .date(.iso8601) { plan.utcOffset = firstValue(x).flatMap(DateParser.utcOffset) }
    return plan
  }

  static func isNumber(_ text: String) -> Bool {
    DecimalParser.parse(trimmed(Array(text.utf8))) != nil
  }

  static func trimmed(_ bytes: [UInt8]) -> ArraySlice<UInt8> {
    var slice = bytes[...]
    while let first = slice.first, first == 32 || first == 9 { slice = slice.dropFirst() }
    while let last = slice.last, last == 32 || last == 9 { slice = slice.dropLast() }
    return slice
  }

  private static let timeWords = ["time", "date", "epoch", "timestamp"]

  static func detectXReader(name: String, sample: String?, format: DecodeOptions.XFormat)
    throws(DataError) -> XReader
  {
    switch format {
    case .number: return .number
    case .date(let dateFormat): return .date(dateFormat)
    case .auto: break
    }
    guard let sample else { return .number }
    let text = String(decoding: trimmed(Array(sample.utf8)), as: UTF8.self)
    if let number = DecimalParser.parse(Array(text.utf8)) {
      let lower = name.lowercased()
      let soundsLikeTime = lower == "ts" || timeWords.contains { lower.contains($0) }
      if soundsLikeTime && number == number.rounded() {
        if (1e8..<1e10).contains(number) { return .date(.unixSeconds) }
        if (1e11..<1e13).contains(number) { return .date(.unixMilliseconds) }
      }
      return .number
    }
    if let dateFormat = DateFormat.detect(text) { return .date(dateFormat) }
    throw .decodingError(
      .init(
        message: "expected numbers or dates in the x column \"\(name)\", found \(quoted(text))",
        path: name))
  }

  /// `"text"` for an error message, shortened to 40 characters, with control characters shown
  /// as `\u{1B}`: the text comes from the data and the message may reach a terminal, where an
  /// escape sequence would act instead of being read.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.prefix(40).unicodeScalars {
      if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
        result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result + (text.count > 40 ? "…\"" : "\"")
  }
}
