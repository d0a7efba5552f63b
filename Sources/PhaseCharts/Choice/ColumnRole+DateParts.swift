import Foundation

/// The parts of one date written in columns of their own that share a stem: `start_year`,
/// `start_month`, `start_day` (and `end_…`, as eruption and event tables do), `ageyr` and
/// `agemo` (an age in years and months). Drawn as measures, a month and a day were strips of
/// 1 to 12 and 1 to 31 over the year, and an age's months were scattered against its years.
extension ColumnRole {
  /// The words a name ends with that say which part of a date it holds.
  private static let partSuffixes: [(part: Part, suffixes: [String])] = [
    (.year, ["year", "years", "yrs", "yr"]),
    (.month, ["month", "months", "mon", "mos", "mo"]),
    (.day, ["day", "dd"]),
  ]

  private enum Part { case year, month, day }

  /// Marks as ``ColumnRole/datePart`` the numeric columns that hold parts of a date written
  /// with a shared stem: for every stem that has both a year and a month column (`start_year`,
  /// `start_month`; `ageyr`, `agemo`), its month (whole numbers 0 to 12, 0 for unknown), its
  /// day (0 to 31) and its year, unless that year is the table's time (the first such year,
  /// when a time role was inferred for it). Other roles than measure, code, time and unit are
  /// left alone, and so is a stem whose month or day leaves its range (`age_months` 0 to 200
  /// is an age, a measure).
  ///
  /// - Parameters:
  ///   - names: The column names.
  ///   - values: Each column's non-missing sample values, as text.
  ///   - numeric: Whether each column holds numbers.
  ///   - roles: The roles inferred so far, changed in place.
  static func markDatePartColumns(
    names: [String], values: [[String]], numeric: [Bool], roles: inout [ColumnRole]
  ) {
    var stems: [String: [Part: Int]] = [:]
    var order: [String] = []
    for column in names.indices where numeric[column] {
      guard let (stem, part) = stemAndPart(names[column]) else { continue }
      if stems[stem] == nil { order.append(stem) }
      if stems[stem]?[part] == nil { stems[stem, default: [:]][part] = column }
    }
    let changeable: Set<ColumnRole> = [.measure, .code, .time, .unit, .datePart]
    var timeKept = false
    for stem in order {
      guard let parts = stems[stem], let year = parts[.year], let month = parts[.month] else { continue }
      func whole(_ column: Int, in range: ClosedRange<Double>) -> Bool {
        let numbers = values[column].compactMap(Double.init)
        return !numbers.isEmpty && numbers.count == values[column].count
          && numbers.allSatisfy { $0 == $0.rounded() && range.contains($0) }
      }
      guard whole(year, in: -100_000...9999), whole(month, in: 0...12) else { continue }
      var columns = [month]
      if let day = parts[.day], whole(day, in: 0...31) { columns.append(day) }
      if roles[year] == .time && !timeKept {
        timeKept = true
      } else {
        columns.append(year)
      }
      for column in columns where changeable.contains(roles[column]) { roles[column] = .datePart }
    }
  }

  /// The stem and the part of a name such as `start_month` (`start`, month) or `agemo` (`age`,
  /// month); nil when the name does not end with a part, or is only the part (`month`: a
  /// table's plain date parts are read by ``isDatePart(words:numbers:)``).
  private static func stemAndPart(_ name: String) -> (String, Part)? {
    let words = ColumnPlan.words(of: name)
    guard let last = words.last else { return nil }
    for (part, suffixes) in partSuffixes {
      if words.count > 1, suffixes.contains(last) {
        return (words.dropLast().joined(separator: " "), part)
      }
      // One word: a stem of at least three letters and a short suffix (`ageyr`, `agemo`).
      if words.count == 1, let suffix = suffixes.first(where: { $0.count <= 2 && last.hasSuffix($0) }),
        last.count - suffix.count >= 3
      {
        return (String(last.dropLast(suffix.count)), part)
      }
    }
    return nil
  }
}
