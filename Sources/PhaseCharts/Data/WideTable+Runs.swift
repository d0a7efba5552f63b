import Foundation
import PhaseKit

/// A numbered run of parallel columns of one kind: 36 soil temperatures `V1`…`V36` on a grid,
/// 100 spectrum channels `V1`…`V100` beside the fat content, radar features `a1`…`a34`, test
/// scores `x1`…`x9`. Two of them scattered are an arbitrary pair; a person draws the run as a
/// profile over the numbers of the names: a line per row, or past
/// ``ChartChoice/maxDrawnSeries`` rows the median and the 10–90% band. The run is read the way
/// a wide table is (``WideTable``), the numbers of its names standing for the time points.
extension WideTable {
  /// The fewest columns of one stem that make a run: `x1`…`x3` beside an outcome are the
  /// predictors of a regression, not a profile.
  static let minimumRunColumns = 6

  /// Stems of runs that are no profile: lagged copies of one series (`Lag1`…`Lag5`) and
  /// replicate weights of a survey (`brr_1`…, `repwt1`…, `bsrw1`…).
  static let nonProfileStems: Set<String> = [
    "lag", "lags", "brr", "bsrw", "repwt", "rep", "jk", "jkw", "boot", "wt", "pw", "weight", "rw", "wgt",
  ]

  /// The numbered run of `names` (a stem with a letter, then an integer: `V12`, `x_3`,
  /// `experiment 4`) when it makes the table a profile: at least ``minimumRunColumns`` columns
  /// of one stem, no two numbered alike, more than half of all columns (a row index aside), and the stem no lag or
  /// survey weight (``nonProfileStems``), and no other column named as the outcome; nil
  /// otherwise. A name with two numbers (`pixel_0_2`)
  /// is a cell of a grid, never a member.
  static func runHeader(_ names: [String]) -> Header? {
    var groups: [String: [(column: Int, x: Double)]] = [:]
    for (column, name) in names.enumerated() {
      guard let (stem, x) = runMember(name) else { continue }
      groups[stem, default: []].append((column, x))
    }
    guard let largest = groups.max(by: { ($0.value.count, $1.key) < ($1.value.count, $0.key) }) else { return nil }
    let found = largest.value
    // The row index a data frame writes (`""`, `Unnamed: 0`) is no column of the table's own:
    // the run is judged the same in the plain file and in its R or pandas export.
    let columns = names.lazy.filter { !ColumnPlan.isIndexName($0) }.count
    guard found.count >= minimumRunColumns, 2 * found.count > columns,
      Set(found.map(\.x)).count == found.count, !isNonProfileStem(largest.key)
    else { return nil }
    // Beside a column named as the outcome (`target`), the run is its predictors (diabetes'
    // six serum measures `s1`…`s6`), not a profile.
    let members = Set(found.map(\.column))
    guard !names.indices.contains(where: { !members.contains($0) && DesignPlan.isOutcomeName(names[$0]) }) else { return nil }
    return Header(columns: found.map(\.column), xs: found.map(\.x), prefix: largest.key, isYears: false, isRun: true)
  }

  /// Whether `stem` names lagged copies or survey weights, alone or as its last word
  /// (`final_wt`, `rep_weight`).
  static func isNonProfileStem(_ stem: String) -> Bool {
    let words = stem.split(whereSeparator: { !$0.isLetter }).map(String.init)
    return nonProfileStems.contains(stem) || words.last.map(nonProfileStems.contains) ?? false
  }

  /// The stem and the number of a name that ends in an integer after a letter (`V12` → `v`, 12;
  /// `experiment_3` → `experiment`, 3); nil for any other name, and for a name whose stem ends
  /// in a number (`pixel_0_2`, `s1_a`).
  static func runMember(_ name: String) -> (stem: String, x: Double)? {
    let bytes = Array(ColumnPlan.trimmedText(name).utf8)
    guard bytes.count <= 40 else { return nil }
    var start = bytes.count
    while start > 0, (48...57).contains(bytes[start - 1]) { start -= 1 }
    let digits = bytes.count - start
    guard (1...6).contains(digits), let x = Double(String(decoding: bytes[start...], as: UTF8.self)) else {
      return nil
    }
    var stem = bytes[..<start]
    while let last = stem.last, [95, 46, 45, 32].contains(last) { stem = stem.dropLast() }
    guard let last = stem.last, !(48...57).contains(last), stem.contains(where: { (65...90).contains($0) || (97...122).contains($0) })
    else { return nil }
    return (String(decoding: stem, as: UTF8.self).lowercased(), x)
  }

  /// Words of a column that orders the rows by the clock or the calendar (`hour_of_day`,
  /// `weekday`): the run is then measures over time (load factors per temperature band by
  /// hour), not a profile of units.
  static let clockWords = ["hour", "minute", "time", "date", "weekday", "month"]

  /// Whether `name` holds one of ``clockWords``.
  static func isClockName(_ name: String) -> Bool {
    let lowered = name.lowercased()
    return clockWords.contains { lowered.contains($0) }
  }

  /// The most run columns per row: 2 000 managers' returns over 50 months are units over
  /// time, not a profile of each month over the managers' arbitrary numbers.
  static let maxRunColumnsPerRow = 10

  /// The most distinct values of a run's cells that are still codes or flags (0/1, −1/0/1),
  /// when all are whole numbers: answers to yes/no questions are counted, not profiled.
  static let maxRunCodeLevels = 3
  /// The most rows of a run looked at to judge it (every k-th row past that).
  static let runSampleRows = 2_000

  /// Whether the run's values (`values[row][k]`, column `k` of the run) are one measure: more
  /// than ``maxRunCodeLevels`` values or fractions among them, and the columns' typical sizes
  /// (the median magnitude of each) within 100-fold of each other (fitted coefficients `C1`…`C5`
  /// of different powers are not one measure).
  static func runIsOneMeasure(_ values: [[Double]]) -> Bool {
    guard let width = values.first?.count, width > 0 else { return false }
    let step = max(1, values.count / runSampleRows)
    var levels = Set<Double>()
    var isWhole = true
    var magnitudes = [[Double]](repeating: [], count: width)
    for row in stride(from: 0, to: values.count, by: step) {
      for (k, value) in values[row].enumerated() where value.isFinite {
        if levels.count <= maxRunCodeLevels { levels.insert(value) }
        if isWhole, value != value.rounded() { isWhole = false }
        if value != 0 { magnitudes[k].append(abs(value)) }
      }
    }
    guard !isWhole || levels.count > maxRunCodeLevels else { return false }
    let sizes = magnitudes.compactMap { column -> Double? in
      guard !column.isEmpty else { return nil }
      return column.sorted()[column.count / 2]
    }
    guard let smallest = sizes.min(), let largest = sizes.max() else { return false }
    return largest <= 100 * smallest
  }
}
