import Foundation

/// Dates written as whole numbers under a name in no language the reader knows (`날짜`,
/// `측정일자`: Korean for date): `199701` (`YYYYMM`) and `20140101` (`YYYYMMDD`), as statistics
/// portals export them. The values alone tell, when they are many and unlike an id or an amount.
extension CompactDate {
  /// The fewest values that may tell dates without a name that says so.
  static let unnamedMinimumCount = 8

  /// Whether `values` are `YYYYMM` or `YYYYMMDD` dates without a name that says so: at least
  /// ``unnamedMinimumCount`` of them, all of one width, each a valid date in the years 1800 to
  /// 2100 (month 01–12, a day the month has), three or more distinct; and for `YYYYMM`, whose
  /// look-alikes are more common (a six-digit id or amount), four or more distinct months.
  /// An id column `100001, 100002, …` (month 00) and postcodes fail the calendar; amounts fail
  /// it on the first value over `…12`.
  ///
  /// - Parameter values: The column's numbers (a pandas float `199701.0` read as a number).
  /// - Returns: Whether they are such dates.
  static func areUnnamedDates(_ values: some Sequence<Double>) -> Bool {
    var count = 0
    var width = 0
    var distinct = Set<Int>()
    var months = Set<Int>()
    for value in values where !value.isNaN {
      guard value == value.rounded(), value >= 180_001, value <= 21_001_231 else { return false }
      let whole = Int(value)
      let digits = whole >= 10_000_000 ? 8 : whole >= 100_000 && whole <= 999_999 ? 6 : 0
      guard digits != 0, width == 0 || width == digits else { return false }
      width = digits
      let year = digits == 8 ? whole / 10_000 : whole / 100
      let month = digits == 8 ? whole / 100 % 100 : whole % 100
      guard (1800...2100).contains(year), seconds(from: value) != nil else { return false }
      count += 1
      if distinct.count < 64 { distinct.insert(whole) }
      if months.count < 12 { months.insert(month) }
    }
    return count >= unnamedMinimumCount && distinct.count >= 3 && (width == 8 || months.count >= 4)
  }

  /// As ``areUnnamedDates(_:)`` for a column's sample texts; nil for a text that is no number.
  static func areUnnamedDates(texts: [String]) -> Bool {
    var numbers: [Double] = []
    numbers.reserveCapacity(texts.count)
    for text in texts {
      guard let number = DecimalParser.parse(Array(text.utf8)) else { return false }
      numbers.append(number)
    }
    return areUnnamedDates(numbers)
  }
}
