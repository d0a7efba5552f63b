import Foundation

/// Whether a column is an exact linear combination of others: a sum (medals), a difference
/// (a price net of its discount), a weighted sum (three points a win, one a draw) or the rest
/// of a whole (100 − blank − null), exact within the rounding the columns were written with.
extension ChartChoice {
  /// The terms `y` is an exact linear combination of, chosen greedily among `candidates` (the
  /// one that explains most of what is left, then the next): each candidate's index and its
  /// weight; nil when no combination of up to ``derivedMostTerms`` terms is exact.
  ///
  /// Exact means the residual's spread is at most 1% of `y`'s (R² ≥ 0.9999, which measured
  /// data with a dozen predictors do not reach) or, for values that vary little, at most half
  /// their rounding with R² ≥ 0.999; and the residual is, on 97% of the rows, within the
  /// rounding of the values (half a unit of each column's last decimal, weighted, with a
  /// margin; ``resolution(_:)``).
  /// Only rows where `y` is present are read, only candidates present on all of them are
  /// terms, and at least four rows per term are needed (13 football teams hold two terms:
  /// points = 3 wins + draws).
  ///
  /// - Parameters:
  ///   - y: The values that may be computed.
  ///   - candidates: The columns they may be computed from, as long as `y` or longer.
  /// - Returns: The terms, in the order they were chosen.
  static func linearDerivation(of y: [Double], from candidates: [[Double]]) -> [(index: Int, weight: Double)]? {
    let rows = y.indices.filter { y[$0].isFinite }
    let n = rows.count
    guard n >= 8, Set(rows.map { y[$0] }).count >= functionDistinctValues else { return nil }
    let usable = candidates.indices.filter { index in
      rows.allSatisfy { $0 < candidates[index].count && candidates[index][$0].isFinite }
    }
    let most = min(derivedMostTerms, n / 4 - 1, usable.count)
    guard most >= 1 else { return nil }
    func centred(_ values: [Double]) -> [Double] {
      let picked = rows.map { values[$0] }
      let mean = picked.reduce(0, +) / Double(n)
      return picked.map { $0 - mean }
    }
    let target = centred(y)
    let columns = usable.map { centred(candidates[$0]) }
    let total = dot(target, target)
    guard total > 0 else { return nil }
    var orthogonal = columns
    var residual = target
    var chosen: [Int] = []
    for _ in 0..<most {
      var best: (column: Int, gain: Double)?
      for column in columns.indices where !chosen.contains(column) {
        let length = dot(orthogonal[column], orthogonal[column])
        // A column the chosen ones already span adds nothing but rounding noise.
        guard length > 1e-10 * dot(columns[column], columns[column]) else { continue }
        let along = dot(residual, orthogonal[column])
        let gain = along * along / length
        if gain > best?.gain ?? 0 { best = (column, gain) }
      }
      guard let pick = best?.column else { return nil }
      chosen.append(pick)
      let length = dot(orthogonal[pick], orthogonal[pick]).squareRoot()
      let unit = orthogonal[pick].map { $0 / length }
      subtract(unit, from: &residual)
      for column in columns.indices where !chosen.contains(column) { subtract(unit, from: &orthogonal[column]) }
      let left = dot(residual, residual)
      guard left <= 1e-3 * total, let weights = solve(chosen.map { columns[$0] }, target) else { continue }
      // Half a unit of each value's last decimal, weighted: shares of a whole that vary
      // little (null votes, 0.3 to 1.5%) leave a rounding residual above 1% of their spread.
      let resolutions = chosen.map { resolution(candidates[usable[$0]]) }
      let rounding = 0.75 * (resolution(y) + zip(weights, resolutions).reduce(0) { $0 + abs($1.0) * $1.1 })
      let spread = (left / Double(n)).squareRoot()
      guard left <= 1e-4 * total || spread <= rounding / 2 else { continue }
      if isWithinRounding(target, chosen.map { columns[$0] }, weights: weights, rounding: rounding) {
        // A term picked first for its correlation may weigh nothing once the exact ones are
        // in (`takers` before `math` and `verbal` of a total): it is no part.
        return zip(chosen, weights).filter { column, weight in
          abs(weight) * dot(columns[column], columns[column]).squareRoot() > 1e-6 * total.squareRoot()
        }.map { (usable[$0], $1) }
      }
    }
    return nil
  }

  /// Whether `target` minus the weighted `terms` lies, on 97% of the rows, within `rounding`
  /// and a billionth of the values' size (for numbers written in full).
  static func isWithinRounding(_ target: [Double], _ terms: [[Double]], weights: [Double], rounding: Double) -> Bool {
    var within = 0
    for row in target.indices {
      var value = target[row]
      var size = abs(target[row])
      for (term, weight) in zip(terms, weights) {
        value -= weight * term[row]
        size += abs(weight * term[row])
      }
      if abs(value) <= rounding + 1e-9 * size { within += 1 }
    }
    return Double(within) >= 0.97 * Double(target.count)
  }

  /// The unit of the last decimal `values` are written with (1 for whole numbers, 0.01 for
  /// cents), read on their first 200 finite values; 0 when they need more than six decimals.
  static func resolution(_ values: [Double]) -> Double {
    let sample = values.lazy.filter(\.isFinite).prefix(200)
    for places in 0...6 {
      let scale = pow(10, Double(places))
      if sample.allSatisfy({ abs($0 * scale - ($0 * scale).rounded()) <= 1e-6 * max(1, abs($0 * scale)) }) {
        return 1 / scale
      }
    }
    return 0
  }

  /// The least-squares weights of `terms` for `target` (all centred): the normal equations
  /// solved by elimination with partial pivoting; nil when they are singular.
  static func solve(_ terms: [[Double]], _ target: [Double]) -> [Double]? {
    let k = terms.count
    var matrix = (0..<k).map { row in (0..<k).map { dot(terms[row], terms[$0]) } + [dot(terms[row], target)] }
    for column in 0..<k {
      guard let pivot = (column..<k).max(by: { abs(matrix[$0][column]) < abs(matrix[$1][column]) }),
        abs(matrix[pivot][column]) > 0
      else { return nil }
      matrix.swapAt(column, pivot)
      for row in 0..<k where row != column {
        let factor = matrix[row][column] / matrix[column][column]
        for entry in column...k { matrix[row][entry] -= factor * matrix[column][entry] }
      }
    }
    return (0..<k).map { matrix[$0][k] / matrix[$0][$0] }
  }

  /// The sum of the products of `a` and `b` (of equal length) at each row.
  static func dot(_ a: [Double], _ b: [Double]) -> Double {
    a.withUnsafeBufferPointer { a in
      b.withUnsafeBufferPointer { b in
        var sum = 0.0
        for index in 0..<min(a.count, b.count) { sum += a[index] * b[index] }
        return sum
      }
    }
  }

  /// Removes from `values` its part along `unit` (of length one).
  static func subtract(_ unit: [Double], from values: inout [Double]) {
    let along = dot(values, unit)
    unit.withUnsafeBufferPointer { unit in
      values.withUnsafeMutableBufferPointer { values in
        for index in 0..<min(unit.count, values.count) { values[index] -= along * unit[index] }
      }
    }
  }
}
