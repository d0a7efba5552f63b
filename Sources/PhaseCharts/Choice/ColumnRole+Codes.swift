import Foundation
import PhaseKit

/// Codes and identifiers that read as numbers: a grade 7 or 8, answers 0/1, features −1/0/1 or
/// 0/0.5/1, scores 1 to 10; a tract number written `000107`, a `STFID`, a coupon's UPC, a
/// firm's code repeated once per year. A person draws counts per code, or a measure by it, and
/// never an identifier as a measure or x: drawn as measures, two codes made a grid of dots
/// (ANES' education against income brackets) and an id a line over the row number.
extension ColumnRole {
  /// The most distinct whole values a column of a cross-section may have in the sample rows
  /// and still be read as a code (scores 1 to 10, answers 0 to 7).
  static let maxLooseCodeValues = 10

  /// Refines the roles of `infer(names:values:numeric:isDate:)` once time and units are known:
  /// identifiers by their values or names become ids (or units when they repeat in runs, as
  /// a firm's code does in a panel sorted by firm); in a table that nothing orders in time,
  /// measures of a few whole values become codes.
  ///
  /// - Parameters:
  ///   - names: The column names, made distinct.
  ///   - values: Each column's non-missing sample values, as text.
  ///   - roles: The roles inferred so far, refined in place.
  static func refineCodesAndIDs(names: [String], values: [[String]], roles: inout [ColumnRole]) {
    for column in names.indices where roles[column] == .measure || roles[column] == .code {
      if writesLeadingZeros(values[column]) || isIDLikeName(names[column]) { roles[column] = .id }
    }
    // `state_cen`, `state_ic` beside `state`: another system's number for the same names
    // (ColumnRole+NameCodes.swift).
    markCodesOfNames(names: names, values: values, roles: &roles)
    // `yearID` of whole years beside keys and no measure: the seasons the keys are counted
    // over (ColumnRole+NameCodes.swift).
    markYearIDs(names: names, values: values, roles: &roles)
    // An id repeated in runs, each value in one run, while a time changes within the runs:
    // the unit of a panel (`fcode` beside `year`).
    let times: Set<ColumnRole> = [.time, .waves, .counter, .datePart]
    // Or in runs that an occasion counter starts again with, a unit seen once among them
    // (ColumnRole+Occasions.swift).
    for column in names.indices
    where roles[column] == .id
      && (repeatsInRuns(values[column]) || isOccasionsUnit(column, names: names, values: values, roles: roles))
    {
      let changesWithin = names.indices.contains { other in
        other != column && times.contains(roles[other]) && values[other].count == values[column].count
          && Set(values[other]).count > 1 && blockStarts(values[other]).count > blockStarts(values[column]).count
      }
      if changesWithin { roles[column] = .unit }
    }
    // Over time, a column of a few whole values is a count that moves (accidents per day):
    // its line is what is drawn. In a cross-section, three columns or more on one such scale
    // (a battery of answers 1 to 7, scores 1 to 10) are codes, counted per value; one or two
    // (years married 0 to 8; a mediation's X and Y) may be measures. A whole number that never
    // changes over the sample (a grade 7 in rows sorted by grade) is a code too.
    let overTime = roles.contains { $0 == .time || $0 == .datePart }
    var scales: [Int: ClosedRange<Double>] = [:]
    for column in names.indices where roles[column] == .measure {
      let numbers = values[column].compactMap(Double.init)
      guard numbers.count == values[column].count else { continue }
      if isBinary(numbers) || isHalfGridCode(numbers) || (!overTime && (isConstantWhole(numbers) || isSignedCode(numbers))) {
        roles[column] = .code
      } else if !overTime, isLooseCode(numbers), let low = numbers.min(), let high = numbers.max() {
        scales[column] = low...high
      }
    }
    // Every measure one value over the sample (crystal_properties: the same melting point in
    // each of 1,000 crystals): nothing to draw, the rows are counted (ChartChoice+OneValue.swift).
    if !overTime { markConstantMeasures(values: values, roles: &roles) }
    // Counted per scale: a table of 2,000 such columns compares no pairs.
    var columnsPerScale: [ClosedRange<Double>: Int] = [:]
    for scale in scales.values { columnsPerScale[scale, default: 0] += 1 }
    for (column, scale) in scales where columnsPerScale[scale, default: 0] >= 3 {
      roles[column] = .code
    }
  }

  /// Two whole values over eight rows or more (a grade 7 or 8, a sex 1 or 2, answers 0 and 1
  /// of a short questionnaire): a code whatever the two values are.
  static func isBinary(_ numbers: [Double]) -> Bool {
    guard numbers.count >= 8, numbers.allSatisfy({ $0 == $0.rounded() && abs($0) < 1e6 }) else { return false }
    return Set(numbers).count == 2
  }

  /// One whole value over twenty rows or more.
  static func isConstantWhole(_ numbers: [Double]) -> Bool {
    guard numbers.count >= 20, let first = numbers.first, first == first.rounded(), abs(first) < 1e6 else {
      return false
    }
    return numbers.allSatisfy { $0 == first }
  }

  /// At most five whole values between −5 and 5, some below −1, over twenty rows or more: an
  /// ion's charge −1 to −3, a scale −2 to 2. Codes from −1, 0 or 1 up are ``isCode(_:)``'s.
  static func isSignedCode(_ numbers: [Double]) -> Bool {
    guard numbers.count >= 20, let low = numbers.min(), low < -1, low >= -5 else { return false }
    guard numbers.allSatisfy({ $0 == $0.rounded() && $0 <= 5 }) else { return false }
    return Set(numbers).count <= 5
  }

  /// Values between −1 and 1 in steps of a half, at most five of them, over twenty rows or
  /// more: features coded −1, 0, 1 or 0, 0.5, 1.
  static func isHalfGridCode(_ numbers: [Double]) -> Bool {
    guard numbers.count >= 20 else { return false }
    let distinct = Set(numbers)
    return distinct.count <= 5 && distinct.allSatisfy { abs($0) <= 1 && ($0 * 2) == ($0 * 2).rounded() }
  }

  /// At most ``maxLooseCodeValues`` whole values from −1, 0 or 1 up, over twenty rows or more:
  /// scores 1 to 10, a socio-economic band 0 to 9, answers 1 to 7.
  static func isLooseCode(_ numbers: [Double]) -> Bool {
    guard numbers.count >= 20, let low = numbers.min(), (-1...1).contains(low),
      numbers.allSatisfy({ $0 == $0.rounded() && abs($0) < 100 })
    else { return false }
    return Set(numbers).count <= maxLooseCodeValues
  }

  /// Whether a number of five digits or more is written with a leading zero (`000107`,
  /// `06001`) in any sample value: no program writes a measure so, a tract or county code is.
  /// A month `01` or a time of day `0530` is not.
  static func writesLeadingZeros(_ values: [String]) -> Bool {
    values.contains { text in
      let bytes = text.utf8
      guard bytes.count >= 5, bytes.first == UInt8(ascii: "0") else { return false }
      let second = bytes[bytes.index(after: bytes.startIndex)]
      return second >= UInt8(ascii: "0") && second <= UInt8(ascii: "9")
    }
  }

  /// Things whose number names one of them (`volcano_number`, `flight_no`, `case_nr`): never
  /// a count or a measure (`Reynolds number` is not among them).
  static let idOwners: Set<String> = [
    "flight", "order", "account", "invoice", "ticket", "serial", "policy", "member", "customer", "volcano",
    "eruption", "case", "record", "catalog", "catalogue", "accession", "registration", "specimen", "station",
    "route", "tract", "parcel", "lot", "batch", "item", "product", "object", "entry",
  ]

  /// Names of identifiers ``isIDName(_:)`` does not know by their last word: a product's code
  /// (`upc`, `ean`, `isbn`, `sku`), a flight's or a volcano's number (``idOwners``), a code
  /// run together with whose it is (`fcode`, `ISOnumeric`), and one capitalised word ending in `ID`
  /// (`STFID`, `GEOID`, `TRACTID`, `POLYID`).
  static func isIDLikeName(_ name: String) -> Bool {
    let words = ColumnPlan.words(of: name)
    guard let last = words.last else { return false }
    if ["upc", "ean", "isbn", "sku", "flight", "tailnum", "serial"].contains(last) { return true }
    // A code run together with whose it is: `fcode` (a firm's), `barcode`, `areacode`.
    if words.count == 1, last.count > 4, last.hasSuffix("code") { return true }
    // `ISOnumeric`, `GEOnumeric`: a country's numeric code.
    if words.count == 1, last.count > 7, last.hasSuffix("numeric") { return true }
    if words.count >= 2, ["number", "no", "num", "nr"].contains(last), idOwners.contains(words[words.count - 2]) {
      return true
    }
    // A few characters at most: a 1 MB name is never trimmed whole.
    guard name.utf8.count <= 40 else { return false }
    // `teamIDfg`, `teamIDBR`, `teamIDretro`: `ID` in capitals after a word in lower case, then
    // which system's id it is (ColumnRole+NameCodes.swift).
    if writesCapitalID(name) { return true }
    guard name.utf8.count <= 16 else { return false }
    let bare = name.trimmingCharacters(in: .whitespaces)
    return words.count == 1 && bare.count >= 4 && bare.count <= 12 && bare.hasSuffix("ID")
      && bare.allSatisfy { $0.isUppercase || $0.isNumber }
  }

  /// Marks as copies the measures and codes that coarsen a column of time (`decade` beside
  /// `year`: 1870 for 1875 to 1879): drawn, they were a staircase panel beside the measure.
  ///
  /// - Parameters:
  ///   - values: Each column's non-missing sample values, as text.
  ///   - roles: The roles inferred so far, refined in place.
  static func markCoarsenedTimes(values: [[String]], roles: inout [ColumnRole]) {
    let times = roles.indices.filter { roles[$0] == .time }
    guard !times.isEmpty else { return }
    for column in roles.indices where roles[column] == .measure || roles[column] == .code {
      let numbers = values[column].compactMap(Double.init)
      guard numbers.count == values[column].count else { continue }
      let isCoarse = times.contains { time in
        let clock = values[time].compactMap(Double.init)
        return clock.count == numbers.count && isCoarsened(numbers, of: clock)
      }
      if isCoarse { roles[column] = .copy }
    }
  }

  /// Whether `numbers` coarsen `other`: sorted by `other`, they never fall, take at least two
  /// values and at most half as many as `other`, each on two rows or more, and each is its
  /// row's `other` rounded down to their grid (a decade's first year).
  static func isCoarsened(_ numbers: [Double], of other: [Double]) -> Bool {
    guard numbers.count == other.count, numbers.count >= 8 else { return false }
    let distinct = Set(numbers).count
    guard distinct >= 2, 2 * distinct <= Set(other).count else { return false }
    let order = other.indices.sorted { other[$0] < other[$1] }
    for (a, b) in zip(order, order.dropFirst()) {
      if numbers[b] < numbers[a] || (other[a] == other[b] && numbers[a] != numbers[b]) { return false }
    }
    var counts: [Double: Int] = [:]
    for number in numbers { counts[number, default: 0] += 1 }
    guard counts.values.allSatisfy({ $0 >= 2 }) else { return false }
    // Each row's value is its time rounded down to the values' grid (1875 → 1870), not a
    // total that only grows beside it.
    let levels = counts.keys.sorted()
    guard let step = zip(levels, levels.dropFirst()).map({ $1 - $0 }).min() else { return false }
    return zip(numbers, other).allSatisfy { $0 <= $1 && $1 - $0 < step }
  }

  /// Whether two names differ only in their last word, one ending with the other (`20yr AGWP`
  /// beside `20yr GWP`: the absolute potential and the one relative to CO₂): an exact
  /// rescaling between such columns is the same quantity in another unit.
  static func namesAVariant(_ name: String, of other: String) -> Bool {
    let words = ColumnPlan.words(of: name)
    let others = ColumnPlan.words(of: other)
    guard let last = words.last, let otherLast = others.last, words.count == others.count, last != otherLast,
      min(last.count, otherLast.count) >= 3, words.dropLast() == others.dropLast()
    else { return false }
    return last.hasSuffix(otherLast) || otherLast.hasSuffix(last)
  }

  /// Whether `numbers` are `other` rescaled and rounded (a correlation of 0.9999 or more, eight
  /// distinct values or more) and their names say variants of one quantity
  /// (``namesAVariant(_:of:)``).
  static func isRoundedRescaling(_ numbers: [Double], of other: [Double], names: (String, String)) -> Bool {
    guard numbers.count == other.count, numbers.count >= 10, namesAVariant(names.0, of: names.1),
      Set(numbers).count >= 8
    else { return false }
    return abs(ChartChoice.correlation(numbers, other)) >= 0.9999
  }

  /// Whether values repeat in runs, each value in one run only: three runs or more, each two
  /// rows long or more but the last (which the end of the sample may cut).
  static func repeatsInRuns(_ values: [String]) -> Bool {
    let starts = blockStarts(values)
    guard starts.count >= 3 else { return false }
    let lengths = zip(starts, starts.dropFirst().map { $0 } + [values.count]).map { $1 - $0 }
    guard lengths.dropLast().allSatisfy({ $0 >= 2 }) else { return false }
    return Set(starts.map { values[$0] }).count == starts.count
  }
}

extension ColumnPlan {
  /// The roles of columns that only name the rows, or hold words too varied to count.
  static let namingRoles: Set<ColumnRole> = [.id, .unit, .counter, .label, .category, .copy, .ignored]

  /// The failure for a table with nothing to draw or count: some rows, and every column with a
  /// value names the rows (row numbers, ids, units, a word per row, a constant beside ids) or
  /// holds words too varied to count (``countedCategories(names:columns:roles:)`` found none). Nil for any other table,
  /// and for one whose words may be numbers or dates in a form not read, which its own
  /// failure names.
  static func nothingToChart(names: [String], columns: [ColumnValues], numeric: [Bool], roles: [ColumnRole])
    -> DataError.DecodingFailure?
  {
    let filled = names.indices.filter { !columns[$0].isEmpty }
    // Beside ids, a number or a word that does not change (a tract table's one county,
    // `35001`; a county table's one state, `Virginia`) names the rows too.
    let hasIDs = filled.contains { roles[$0] == .id }
    func namesRows(_ column: Int) -> Bool {
      // Row numbers under a name of their own (`t`, `sample`) may be the data.
      namingRoles.contains(roles[column]) || (roles[column] == .rowIndex && ColumnRole.isRowIndexName(names[column]))
        || (hasIDs && [.measure, .code, .category].contains(roles[column]) && Set(columns[column].texts).count == 1)
    }
    guard !filled.isEmpty, filled.allSatisfy(namesRows) else { return nil }
    let unread = filled.contains { column in
      !numeric[column] && columns[column].head.contains { looksUnread($0) || looksUnreadDate($0) }
    }
    return unread ? nil : .init(.nothingToChart(columns: names))
  }
}
