import Foundation

/// A cross-section's total and its near copies. A measure that is the sum of two or three
/// measures before it (faraway's `sat`: `total` = `verbal` + `math`; a brood count summed over
/// three broods) is what the table adds up to: its outcome, drawn against its strongest
/// predictor that is not one of its parts. Two measures that are the same quantity taken twice
/// (height in shoes and barefoot, r 0.998) draw a line, not a relation: the next pair is drawn.
extension ChartChoice {
  /// How many measures before the last its parts are looked for among: the sums of two and
  /// three of them stay a few hundred checks on a wide table.
  static let totalSearchWidth = 12

  /// How many of the first rows where all are present a sum is checked on.
  static let totalCheckRows = 512

  /// The share of checked rows a total must equal the sum of its parts on (a few rows of a
  /// data set keep a recording error).
  static let totalMatches = 0.97

  /// The total of `series`: its last measure, when it equals the sum of two or three of the
  /// ``totalSearchWidth`` measures before it (``isSum(_:of:)``) and takes many values; the
  /// total and its parts, nil when the last measure is no such sum.
  ///
  /// A table that adds up to a total ends with it (`verbal`, `math`, `total`; votes per
  /// candidate, then `total`); a price before its sale price and discount, or one subtotal of
  /// a medal table among others (`summer_total` before `winter_total`), is not its outcome.
  static func total(_ series: [Series]) -> (total: Int, parts: [Int])? {
    guard series.count >= 3 else { return nil }
    let total = series.count - 1
    guard !isFewLevels(series[total]) else { return nil }
    let candidates = Array(max(0, total - totalSearchWidth)..<total)
    for first in candidates.indices {
      for second in candidates.indices.dropFirst(first + 1) {
        let pair = [candidates[first], candidates[second]]
        if isSum(series[total], of: pair.map { series[$0] }) { return (total, pair) }
        for third in candidates.indices.dropFirst(second + 1) {
          let triple = pair + [candidates[third]]
          if isSum(series[total], of: triple.map { series[$0] }) { return (total, triple) }
        }
      }
    }
    return nil
  }

  /// Whether `total` equals the sum of `parts` on ``totalMatches`` of the first
  /// ``totalCheckRows`` rows where all are finite (to a billionth of the size of the total and
  /// its parts: rate constants of 10⁻¹² add up to anything within a fixed millionth), on at
  /// least eight rows, half of those where the total is present, and with no part zero
  /// throughout.
  static func isSum(_ total: Series, of parts: [Series]) -> Bool {
    var present = 0
    var checked = 0
    var matched = 0
    var partsNonZero = Array(repeating: false, count: parts.count)
    for row in total.ys.indices.prefix(functionCheckRows) {
      let value = total.ys[row]
      guard value.isFinite else { continue }
      present += 1
      var sum = 0.0
      var size = abs(value)
      var complete = true
      for (index, part) in parts.enumerated() {
        guard row < part.ys.count, part.ys[row].isFinite else {
          complete = false
          break
        }
        sum += part.ys[row]
        size += abs(part.ys[row])
        if part.ys[row] != 0 { partsNonZero[index] = true }
      }
      guard complete else { continue }
      checked += 1
      if abs(value - sum) <= 1e-9 * size { matched += 1 }
      // A row that misses early says enough: most tables fail on their first rows.
      if checked - matched > checked / 8 + 1 { return false }
      if checked >= totalCheckRows { break }
    }
    // Parts present on few of the total's rows (rate constants of one reaction of several)
    // add up there by chance as often as by design.
    return checked >= 8 && checked * 2 >= present && Double(matched) >= totalMatches * Double(checked) && !partsNonZero.contains(false)
  }

  /// The least |r| of two measures that are one quantity taken twice: height in shoes and
  /// barefoot (r 0.998), a weight and its rounded copy.
  static let nearCopyCorrelation = 0.995

  /// The most the spreads of near copies differ by, as a ratio: one quantity taken twice keeps
  /// its scale, where a strong relation (a price of 30 a room) rescales it.
  static let nearCopySpread = 1.25

  /// Whether `a` and `b` are near copies: one quantity taken twice, |r| of at least
  /// ``nearCopyCorrelation``, standard deviations within ``nearCopySpread`` of each other and
  /// ranks that follow too (``nearCopyRanks``). Their scatter is a line, and another pair says
  /// more about the rows.
  static func areNearCopies(_ a: Series, _ b: Series) -> Bool {
    let (xs, ys) = finitePairs(Array(a.ys.prefix(functionCheckRows)), Array(b.ys.prefix(functionCheckRows)))
    if areMostlyEqual(xs, ys) { return true }
    guard abs(correlation(xs, ys)) >= nearCopyCorrelation else { return false }
    // With |r| this close to 1 the slope is the ratio of the spreads.
    guard let line = LineFit(ys, on: xs), (1 / nearCopySpread...nearCopySpread).contains(abs(line.slope))
    else { return false }
    // A line through a few far points (fitted coefficients of a few odd substances) with a
    // cloud at its foot is not a copy: the ranks say so.
    return abs(rankCorrelation(xs, ys)) >= nearCopyRanks
  }

  /// The least share of the rows, of those where either is not zero, on which a whole and
  /// its part are equal for them to be one quantity twice (``areMostlyEqual(_:_:)``).
  static let mostlyEqualShare = 0.5

  /// The least |ρ| of a whole and a part it equals on most rows (``areMostlyEqual(_:_:)``).
  static let mostlyEqualRanks = 0.98

  /// Whether `xs` and `ys` (paired) are a whole and a part that is all of it on most rows:
  /// goals and non-penalty goals of a season's players (equal but for the few who take the
  /// penalties), expected goals and their non-penalty share, per match or per 90 minutes.
  /// Equal on at least ``mostlyEqualShare`` of the rows where either is not zero, at least 12
  /// of them, and in the same order (|ρ| of at least ``mostlyEqualRanks``): their scatter is
  /// the diagonal with a few players off it (r 0.99 with spreads a tenth apart, which the
  /// near copies' |r| of ``nearCopyCorrelation`` misses), the penalty takers rather than the
  /// players. Two sizes of one thing (a shell's length and diameter) are never equal.
  static func areMostlyEqual(_ xs: [Double], _ ys: [Double]) -> Bool {
    var equal = 0
    var either = 0
    for (x, y) in zip(xs, ys) where x != 0 || y != 0 {
      either += 1
      if x == y { equal += 1 }
    }
    guard either >= 12, Double(equal) >= mostlyEqualShare * Double(either) else { return false }
    return abs(rankCorrelation(xs, ys)) >= mostlyEqualRanks
  }

  /// The least |ρ| (Spearman's, of the ranks) of two near copies: height in shoes and barefoot
  /// keep their order (0.99); coefficients on a line only through a few far points do not.
  static let nearCopyRanks = 0.95

  /// Spearman's correlation of the rows where both are finite: Pearson's of their ranks (ties
  /// ranked in the table's order, which near copies have few of).
  static func rankCorrelation(_ a: [Double], _ b: [Double]) -> Double {
    let (xs, ys) = finitePairs(a, b)
    func ranks(_ values: [Double]) -> [Double] {
      var result = Array(repeating: 0.0, count: values.count)
      for (rank, index) in values.indices.sorted(by: { values[$0] < values[$1] }).enumerated() {
        result[index] = Double(rank)
      }
      return result
    }
    return correlation(ranks(xs), ranks(ys))
  }
}
