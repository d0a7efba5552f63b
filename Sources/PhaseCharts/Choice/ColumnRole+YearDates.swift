import Foundation

/// Years written as dates: a column whose every value is the first of January (`1970-01-01`,
/// `1982-01-01T00:00:00`), as a data frame writes a model year or a survey wave it holds as a
/// date. The date says no more than the year, and it is judged as the whole year would be
/// (``timeOrder(of:names:values:roles:)``): a few years shared by many rows that they do not
/// order are waves (the 406 cars of vega's `cars` by model year, drawn as six panels of strips
/// over thirteen dates), not a time to draw over.
extension ColumnRole {
  /// The role of a date column: `.waves` when every sample value is the first of January of a
  /// year from 1000 to 2999, two years or more, and those years are waves (``timeOrder(of:names:values:roles:)``);
  /// `.time` otherwise, so that a yearly series written as dates, a panel of dated years sorted
  /// by unit and a long table sorted by year keep their time.
  ///
  /// - Parameters:
  ///   - column: The date column.
  ///   - names: Every column's name.
  ///   - values: Every column's non-missing sample values.
  ///   - roles: Every column's role so far.
  /// - Returns: `.waves` or `.time`.
  static func yearDatesOrder(of column: Int, names: [String], values: [[String]], roles: [ColumnRole]) -> ColumnRole {
    // One first of January over the whole sample is a day of events (the pizzas sold on
    // 1 January, the first of a year of them), not a year.
    guard let years = yearsOfFirstJanuary(values[column]), Set(years).count >= 2 else { return .time }
    var asYears = values
    asYears[column] = years
    return timeOrder(of: column, names: names, values: asYears, roles: roles) == .waves ? .waves : .time
  }

  /// The years of `values` when each is the first of January written `YYYY-01-01` (or with
  /// `/`), optionally followed by a midnight time (`T00:00:00`, ` 00:00`, `Z`); nil when any
  /// value is another day, another form, or no value is there.
  static func yearsOfFirstJanuary(_ values: [String]) -> [String]? {
    guard !values.isEmpty else { return nil }
    var years: [String] = []
    years.reserveCapacity(values.count)
    for text in values {
      let bytes = Array(text.utf8.prefix(32))
      guard bytes.count >= 10, bytes[0...3].allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
        bytes[4] == bytes[7], bytes[4] == UInt8(ascii: "-") || bytes[4] == UInt8(ascii: "/"),
        bytes[5] == UInt8(ascii: "0"), bytes[6] == UInt8(ascii: "1"),
        bytes[8] == UInt8(ascii: "0"), bytes[9] == UInt8(ascii: "1"),
        bytes[10...].allSatisfy({
          [UInt8(ascii: "0"), UInt8(ascii: ":"), UInt8(ascii: "T"), UInt8(ascii: " "), UInt8(ascii: "Z"), UInt8(ascii: ".")].contains($0)
        }),
        text.utf8.count == bytes.count
      else { return nil }
      let year = String(decoding: bytes[0...3], as: UTF8.self)
      guard let number = Int(year), (1_000...2_999).contains(number) else { return nil }
      years.append(year)
    }
    return years
  }
}
