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
  /// Columns holding words (neither numbers nor dates) that no role uses: the columns that may
  /// name the series when x repeats (long format).
  var textColumns: [Int] = []
  /// The UTC offset written in the first x date, if any (see ``Dataset/utcOffset``).
  var utcOffset: Int? = nil

  var xKind: Dataset.XKind {
    if case .date = xReader { return .date }
    return .number
  }

  /// Resolves `options` against the column `names` and up to ``sampleRows`` sample rows, whose
  /// cells are the raw text of each value or `nil` when blank or null.
  ///
  /// Repeated column names are made distinct first (`a`, `a (2)`, `a (3)`), so that two columns
  /// never draw as one series. Without ``DecodeOptions/x``, x is the first date-like column,
  /// else the first numeric one — never a text column, the series column or a chosen y column.
  static func make(names rawNames: [String], samples: [[String?]], options: DecodeOptions)
    throws(DataError) -> ColumnPlan
  {
    let names = distinctNames(rawNames)
    func resolve(_ selector: ColumnSelector, role: String) throws(DataError) -> Int {
      guard let index = selector.resolve(in: names) else {
        throw .decodingError(
          .init(
            message: "no \(role) column \(selector); the columns are \(listed(names))",
            path: selector.description))
      }
      return index
    }
    guard !names.isEmpty else {
      throw .decodingError(.init(message: "expected at least one column"))
    }
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
    let x: Int
    if let selector = options.x {
      x = try resolve(selector, role: "x")
    } else {
      x = try defaultX(
        names: names, firstValue: firstValue, excluding: Set([group].compactMap { $0 } + ys),
        hasSamples: !samples.isEmpty, format: options.xFormat)
    }
    if options.y.isEmpty {
      ys = names.indices.filter { column in
        guard column != x, column != group, !isIndexName(rawNames[column]),
          let value = firstValue(column)
        else { return false }
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
              + "choose y columns that hold numbers; the columns are \(listed(names))",
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
    // Columns of words (not numbers, not dates) that no role uses: what may name the series of
    // a long-format table whose x repeats.
    let textColumns = names.indices.filter { column in
      guard column != x, column != group, !ys.contains(column), let value = firstValue(column)
      else { return false }
      return !isNumber(value) && DateFormat.detect(trimmedText(value)) == nil
    }
    var plan = ColumnPlan(
      names: names, x: x, xReader: xReader, ys: ys, group: group,
      missingValues: options.missingValues, textColumns: textColumns)
    if xReader == .date(.iso8601) { plan.utcOffset = firstValue(x).flatMap(DateParser.utcOffset) }
    return plan
  }

  /// The x column when none is named: the first date-like column, else the first numeric one,
  /// skipping `excluded` (the series and y columns) and index columns (``isIndexName(_:)``). A header without rows keeps the first
  /// column; a table with neither dates nor numbers to use fails, naming its columns.
  private static func defaultX(
    names: [String], firstValue: (Int) -> String?, excluding excluded: Set<Int>,
    hasSamples: Bool, format: DecodeOptions.XFormat
  ) throws(DataError) -> Int {
    // A data-frame index column (0, 1, 2, …) is x only when nothing else can be.
    let usable = names.indices.filter { !excluded.contains($0) }
    let candidates = usable.filter { !isIndexName(names[$0]) }.nilIfEmpty ?? usable
    guard hasSamples else { return candidates.first ?? 0 }
    let filled = candidates.filter { firstValue($0) != nil }
    let dateLike = filled.first { column in
      guard case .date? = try? detectXReader(name: names[column], sample: firstValue(column), format: format)
      else { return false }
      return true
    }
    if let dateLike { return dateLike }
    if case .date = format {
      // Every column was tried in the requested date form; name them.
    } else if let numeric = filled.first(where: { isNumber(firstValue($0)!) }) {
      return numeric
    }
    // No row at all in the sample holds a value: keep the first column, the rows decide.
    if filled.isEmpty { return candidates.first ?? 0 }
    let text = filled[0]
    let numbers = filled.filter { isNumber(firstValue($0)!) }
    let message: String
    if numbers.isEmpty {
      message =
        "no column holds numbers or dates to use as x (\"\(names[text])\" holds "
        + "\(quoted(firstValue(text) ?? ""))); the columns are \(listed(names)); "
        + "choose x with --x COLUMN"
    } else {
      message =
        "no column besides the y columns holds numbers or dates to use as x; "
        + "the columns are \(listed(names)); choose x with --x COLUMN"
    }
    throw .decodingError(.init(message: message, path: names[text]))
  }

  /// Whether a column is a row index written by a data-frame library rather than data: an
  /// empty name (pandas' `to_csv`) or `Unnamed: 0` (pandas reading such a file back). It is not
  /// charted unless named with ``DecodeOptions/y``.
  static func isIndexName(_ name: String) -> Bool {
    name.isEmpty || (name.hasPrefix("Unnamed: ") && Int(name.dropFirst("Unnamed: ".count)) != nil)
  }

  /// `"a", "b", "c"`, the first 12 names, for a message that names the columns it saw.
  static func listed(_ names: [String]) -> String {
    names.prefix(12).map { quoted($0) }.joined(separator: ", ") + (names.count > 12 ? ", …" : "")
  }

  /// The names with repeats made distinct: the second `a` becomes `a (2)`, the third `a (3)`,
  /// skipping any name the table already has.
  static func distinctNames(_ names: [String]) -> [String] {
    guard Set(names).count < names.count else { return names }
    var taken = Set(names)
    var seen: Set<String> = []
    var result: [String] = []
    result.reserveCapacity(names.count)
    for name in names {
      if seen.insert(name).inserted {
        result.append(name)
        continue
      }
      var n = 2
      while taken.contains("\(name) (\(n))") { n += 1 }
      let distinct = "\(name) (\(n))"
      taken.insert(distinct)
      result.append(distinct)
    }
    return result
  }

  static func trimmedText(_ text: String) -> String {
    String(decoding: trimmed(Array(text.utf8)), as: UTF8.self)
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

extension Array {
  fileprivate var nilIfEmpty: Self? { isEmpty ? nil : self }
}
