import Foundation

/// Columns computed from another on every row by a fixed step or a power: zepid's GvHD
/// person-days hold `day`, `yesterday` (= `day` − 1), `tomorrow` (= `day` + 1), `daysq` (=
/// `day`²) and `daycu` (= `day`³), kept to fit a model, not measured. The copies check of
/// ``ColumnRole/infer(names:values:numeric:isDate:)`` compares measures with measures, and
/// `day` was a counter (it starts again with each patient), so `yesterday` stayed a measure and
/// was drawn over `day`: a straight line. Any numeric column may be the original here, the
/// time or a counter included, and the column computed from it is a copy.
extension ColumnRole {
  /// The fewest distinct values the original must take in the sample rows: a code of three
  /// values plus one is another coding of it, not worth the rule; four or more are numbers.
  static let shiftedCopyDistinctValues = 4

  /// The roles a column computed from another may have: numbers that would be drawn or split by.
  static let computedRoles: Set<ColumnRole> = [.measure, .counter, .code]

  /// The roles the original of a computed column may have: any number that is not a row
  /// number or a name.
  static let originalRoles: Set<ColumnRole> = [.measure, .counter, .code, .time, .datePart]

  /// Each column computed from another on every sample row, with the column it is computed
  /// from: the other plus a constant (`yesterday` = `day` − 1; `daysnogvhd`, `1.0` where `day`
  /// is `1`), or its square or cube (`daysq`, `agesq`). Only columns with a value on every
  /// sample row, among the first ``copySearchWidth`` numeric ones, are compared.
  ///
  /// Of a shifted pair, the copy is the one that is not the time: the column whose role is
  /// ``time`` or whose name says time or an occasion (`day`, `visit`) is the original, else
  /// the first of the two. Of a power, the copy is the power.
  ///
  /// - Parameters:
  ///   - names: The column names.
  ///   - values: Each column's non-missing sample values, as text.
  ///   - roles: Every column's role so far.
  /// - Returns: The copies and their originals, in the order of the copies.
  static func computedCopies(names: [String], values: [[String]], roles: [ColumnRole]) -> [(copy: Int, original: Int)] {
    let rows = values.map(\.count).max() ?? 0
    guard rows >= 8 else { return [] }
    let candidates = Array(
      names.indices.filter { column in
        // Copies found before are looked at again, so that a choice can say which are x's.
        (originalRoles.contains(roles[column]) || roles[column] == .copy) && values[column].count == rows
      }.prefix(copySearchWidth))
    let numbers = candidates.map { values[$0].compactMap(Double.init) }
    let complete = candidates.indices.filter { numbers[$0].count == rows }
    let distinct = candidates.indices.map { Set(numbers[$0]).count }
    func timeRank(_ position: Int) -> Int {
      let column = candidates[position]
      if roles[column] == .time { return 0 }
      return ColumnPlan.namesTime(names[column]) || isOccasionName(names[column]) ? 1 : 2
    }
    var copies: [(copy: Int, original: Int)] = []
    var isCopy = Set<Int>()
    for a in complete where computedRoles.contains(roles[candidates[a]]) || roles[candidates[a]] == .copy {
      for b in complete
      where b != a && !isCopy.contains(b) && originalRoles.contains(roles[candidates[b]])
        && distinct[b] >= shiftedCopyDistinctValues
      {
        let powered = isPower(numbers[a], of: numbers[b])
        var isShift = false
        if !powered, isShifted(numbers[a], by: numbers[b]) {
          // The time stays; of two alike, the first.
          isShift = timeRank(b) < timeRank(a) || (timeRank(b) == timeRank(a) && b < a)
        }
        if powered || isShift {
          copies.append((candidates[a], candidates[b]))
          isCopy.insert(a)
          break
        }
      }
    }
    return copies.sorted { $0.copy < $1.copy }
  }

  /// Whether `numbers` are `other` plus one constant, exactly on every row (to a billionth of
  /// their size, for values written in full): a constant of 0 is the same values written
  /// another way (`1.0` beside `1`), which the copies of equal text do not catch.
  static func isShifted(_ numbers: [Double], by other: [Double]) -> Bool {
    guard numbers.count == other.count, let first = numbers.first, let base = other.first else { return false }
    let shift = first - base
    guard shift.isFinite else { return false }
    return zip(numbers, other).allSatisfy { value, original in
      abs(value - original - shift) <= 1e-9 * max(abs(value), abs(original))
    }
  }

  /// Whether `numbers` are the square or the cube of `other` on every row (to a millionth,
  /// for powers written rounded), with some `other` of 2 or more in size: 0 and 1 are their
  /// own powers.
  static func isPower(_ numbers: [Double], of other: [Double]) -> Bool {
    guard numbers.count == other.count, other.contains(where: { abs($0) >= 2 }) else { return false }
    return [2.0, 3.0].contains { exponent in
      zip(numbers, other).allSatisfy { value, original in
        let power = pow(original, exponent)
        return abs(value - power) <= 1e-6 * max(1, abs(power))
      }
    }
  }

  /// Sets the role of each column computed from another (``computedCopies(names:values:roles:)``)
  /// to ``copy``.
  static func markComputedCopies(names: [String], values: [[String]], roles: inout [ColumnRole]) {
    for (copy, _) in computedCopies(names: names, values: values, roles: roles) { roles[copy] = .copy }
  }
}

extension ChartChoice {
  /// The note that says which columns of `plan` were skipped as computed from its x
  /// (``ColumnRole/computedCopies(names:values:roles:)``); nil when none was, or x is the row
  /// number.
  static func computedFromXNote(_ plan: ColumnPlan) -> Note? {
    guard !plan.xIsRowNumber, plan.names.indices.contains(plan.x), !plan.computedFromX.isEmpty else { return nil }
    return .computedFromX(x: plan.names[plan.x], columns: plan.computedFromX.map { plan.names[$0] })
  }
}
