import Foundation

/// A cross-section's total and its near copies. A measure that is the sum of two or three
/// measures before it (faraway's `sat`: `total` = `verbal` + `math`; a brood count summed over
/// three broods) is what the table adds up to: its outcome, drawn against its strongest
/// predictor that is not one of its parts. Two measures that are the same quantity taken twice
/// (height in shoes and barefoot, r 0.998) draw a line, not a relation: the next pair is drawn.
extension ChartChoice {
  /// How many of the first measures a total and its parts are looked for among: the sums of
  /// two and three of them stay a few thousand checks on a wide table.
  static let totalSearchWidth = 12

  /// How many of the first rows where all are present a sum is checked on.
  static let totalCheckRows = 512

  /// The share of checked rows a total must equal the sum of its parts on (a few rows of a
  /// data set keep a recording error).
  static let totalMatches = 0.97

  /// The total among the first ``totalSearchWidth`` measures of `series`: one that equals the
  /// sum of two or three measures before it (``isSum(_:of:)``), taking at least
  /// ``functionDistinctValues`` values; the first such measure and its parts, nil when none is.
  ///
  /// A total comes after its parts, as tables are written (`verbal`, `math`, `total`); a
  /// price before its sale price and discount is not read as a sum of them.
  static func total(_ series: [Series]) -> (total: Int, parts: [Int])? {
    let width = min(series.count, totalSearchWidth)
    guard width >= 3 else { return nil }
    for total in 2..<width where !isFewLevels(series[total]) {
      let candidates = Array(0..<total)
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
    }
    return nil
  }

  /// Whether `total` equals the sum of `parts` on ``totalMatches`` of the first
  /// ``totalCheckRows`` rows where all are finite (to a millionth of its size), on at least
  /// eight rows and with no part zero throughout.
  static func isSum(_ total: Series, of parts: [Series]) -> Bool {
    var checked = 0
    var matched = 0
    var partsNonZero = Array(repeating: false, count: parts.count)
    for row in total.ys.indices.prefix(functionCheckRows) {
      let value = total.ys[row]
      guard value.isFinite else { continue }
      var sum = 0.0
      var complete = true
      for (index, part) in parts.enumerated() {
        guard row < part.ys.count, part.ys[row].isFinite else {
          complete = false
          break
        }
        sum += part.ys[row]
        if part.ys[row] != 0 { partsNonZero[index] = true }
      }
      guard complete else { continue }
      checked += 1
      if abs(value - sum) <= 1e-6 * max(1, abs(value)) { matched += 1 }
      // A row that misses early says enough: most tables fail on their first rows.
      if checked - matched > checked / 8 + 1 { return false }
      if checked >= totalCheckRows { break }
    }
    return checked >= 8 && Double(matched) >= totalMatches * Double(checked) && !partsNonZero.contains(false)
  }

  /// The least |r| of two measures that are one quantity taken twice: height in shoes and
  /// barefoot (r 0.998), a cell's mean perimeter and mean radius (0.998).
  static let nearCopyCorrelation = 0.995

  /// Whether `a` and `b` are near copies (|r| of at least ``nearCopyCorrelation``): their
  /// scatter is a line, and another pair says more about the rows.
  static func areNearCopies(_ a: Series, _ b: Series) -> Bool {
    abs(correlation(Array(a.ys.prefix(functionCheckRows)), Array(b.ys.prefix(functionCheckRows))))
      >= nearCopyCorrelation
  }
}
