import Foundation
import PhaseKit

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

/// The parts of a row's own date written again beside it: `Complaint Year Number` and `Month
/// Number` beside `Record Create Date` (a city's list of complaints). Drawn as measures, they
/// were a staircase of years and a saw of months over the very dates they come from; with no
/// measure beside them, they were all the chart drew.
extension ColumnRole {
  /// The share of sample rows on which a column must equal a part of the date, whatever its
  /// name says.
  static let ownDatePartAgreement = 0.95
  /// The share that suffices when the column's name says the part (`Month Number`, `yr`):
  /// a record stamped the day after the complaint it holds may fall in another month.
  static let namedDatePartAgreement = 0.8
  /// How many columns of dates, and how many columns beside them, are compared: a table of
  /// thousands of columns is judged on its first ones, as every pairwise check is.
  static let partSearchWidth = (dates: 4, columns: 256)

  /// The numeric columns that hold the year, the month or the day of a column of dates of the
  /// same rows, each with that date column: equal to the part on ``ownDatePartAgreement`` of
  /// the sample rows that have both, or on ``namedDatePartAgreement`` when a word of its name
  /// is the part's (`year`, `month`, `day`…). Eight rows with both at least, and the part must
  /// vary (a year stamped on one year's rows is one value, said elsewhere).
  ///
  /// - Parameters:
  ///   - names: The column names.
  ///   - values: Each column's non-missing sample values, as text.
  ///   - numeric: Whether each column holds numbers.
  ///   - isDate: Whether each column holds text dates.
  /// - Returns: Each part's column mapped to its date's column.
  static func partsOfDates(names: [String], values: [[String]], numeric: [Bool], isDate: [Bool]) -> [Int: Int] {
    let dates = names.indices.filter { isDate[$0] }.prefix(partSearchWidth.dates)
    guard !dates.isEmpty else { return [:] }
    var found: [Int: Int] = [:]
    for date in dates {
      let column = ColumnPlan.ColumnValues(texts: values[date])
      guard let form = ColumnPlan.dateForm(column) else { continue }
      // Each sample row's year, month and day; nil where the text is no date of the form.
      let parts: [(year: Int, month: Int, day: Int)?] = values[date].map { text in
        form.format.seconds(from: text).flatMap { seconds in
          guard seconds.isFinite, abs(seconds) < 1e12 else { return nil }
          return LocalTime.civilDate(daysSince1970: Int((seconds / 86_400).rounded(.down)))
        }
      }
      for candidate in names.indices.prefix(partSearchWidth.columns) where numeric[candidate] && found[candidate] == nil {
        // Aligned row by row only when neither column misses a value in the sample.
        guard values[candidate].count == values[date].count, values[candidate].count >= 8 else { continue }
        let numbers = values[candidate].map { Double($0) }
        let words = Set(ColumnPlan.words(of: names[candidate]))
        let checks: [(part: Int, words: Set<String>, of: ((year: Int, month: Int, day: Int)) -> Int)] = [
          (0, ["year", "yr", "yyyy"], { $0.year }),
          (1, ["month", "mon", "mm", "mo"], { $0.month }),
          (2, ["day", "dd", "mday"], { $0.day }),
        ]
        for check in checks {
          var same = 0
          var both = 0
          var seen: Set<Int> = []
          for (number, part) in zip(numbers, parts) {
            guard let number, let part else { continue }
            both += 1
            let value = check.of(part)
            seen.insert(value)
            if number == Double(value) { same += 1 }
          }
          guard both >= 8, seen.count >= 2 else { continue }
          let needed = words.isDisjoint(with: check.words) ? ownDatePartAgreement : namedDatePartAgreement
          if Double(same) >= needed * Double(both) {
            found[candidate] = date
            break
          }
        }
      }
    }
    return found
  }

  /// Marks as ``ColumnRole/datePart`` the columns ``partsOfDates(names:values:numeric:isDate:)``
  /// finds, whatever role their name or values gave them (a `Complaint Year Number` named for
  /// time, a month of 1 to 12 read as a code), except row numbers and copies.
  ///
  /// - Returns: The columns whose role it changed, each with its date's column.
  @discardableResult
  static func markPartsOfDates(
    names: [String], values: [[String]], numeric: [Bool], isDate: [Bool], roles: inout [ColumnRole]
  ) -> [Int: Int] {
    let changeable: Set<ColumnRole> = [.measure, .code, .time, .waves, .unit, .counter]
    var changed: [Int: Int] = [:]
    for (part, date) in partsOfDates(names: names, values: values, numeric: numeric, isDate: isDate)
    where changeable.contains(roles[part]) {
      roles[part] = .datePart
      changed[part] = date
    }
    return changed
  }
}

/// A part of the date named so beside a column that orders the rows in time, where that column
/// is not a column of text dates or a plain `year` (which ``role(name:values:numeric:isDate:besideADate:)``
/// already reads as saying when): `MON/MMM`, the month 1 to 12, beside `Dec year`, the decimal
/// year of NOAA's ONI table, was drawn as a first panel of sawtooth; `측정시`, the hour of a
/// park's hourly counts, beside `측정일자`, dates written `20120107`, was the one measure drawn.
extension ColumnRole {
  /// The roles a part named so beside the time may have been given by its values alone.
  private static let partBesideTimeChangeable: Set<ColumnRole> = [.measure, .code, .unit, .counter]

  /// Marks as ``ColumnRole/datePart`` every numeric column whose name and values say a part of
  /// the date (``isDatePart(words:numbers:)``) when another column's role is ``ColumnRole/time``
  /// (dates, whole-number dates such as `20120107`, or numbers named for time that order the
  /// rows); columns with other roles than measure, code, unit and counter are left alone.
  ///
  /// A column of years that is the table's only time keeps its role: nothing else says when.
  ///
  /// - Parameters:
  ///   - names: The column names.
  ///   - values: Each column's non-missing sample values, as text.
  ///   - numeric: Whether each column holds numbers.
  ///   - roles: The roles inferred so far, changed in place.
  static func markNamedPartsBesideTime(
    names: [String], values: [[String]], numeric: [Bool], roles: inout [ColumnRole]
  ) {
    // The time is never among the columns changed: one is left to say when.
    guard roles.contains(.time) else { return }
    for column in names.indices where numeric[column] && partBesideTimeChangeable.contains(roles[column]) {
      let numbers = values[column].compactMap(Double.init)
      guard !numbers.isEmpty, numbers.count == values[column].count,
        isDatePart(words: ColumnPlan.words(of: names[column]), numbers: numbers)
      else { continue }
      roles[column] = .datePart
    }
  }
}
