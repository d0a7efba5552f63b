import Foundation

/// Which factors of a designed experiment the chart is drawn by: the main factor on x, a second
/// as the colour.
extension ChartChoice {
  /// The factor on x and the one that colours the points, from `factors` of the runs whose
  /// responses are `response`.
  ///
  /// The main factor is the one named as the treatment, else the one with the most levels;
  /// among factors of as many levels (a two-level factorial's `press`, `temp`, `moist`), the
  /// one with the largest effect: the widest spread of its levels' mean responses. The colour is
  /// the next such factor of at most ``maxDesignColours`` levels. Traits of the units of a
  /// repeated-measures design (`unitTraits`: `Gender` of each `Subject`) are drawn only when no
  /// other factor is left.
  ///
  /// - Parameters:
  ///   - factors: The factors shown, at least one.
  ///   - response: The response of each row.
  ///   - unitTraits: The columns of factors that describe the units, not the runs.
  /// - Returns: The factor on x and the colouring factor, nil when none is left.
  static func mainFactors(_ factors: [Factor], response: [Double], unitTraits: Set<Int>) -> (x: Factor, colour: Factor?) {
    let effects = Dictionary(uniqueKeysWithValues: factors.map { ($0.column, effect(of: $0, on: response)) })
    // Whether `a` ranks below `b`: fewer levels, then a smaller effect, then later in the table.
    func ranksBelow(_ a: Factor, _ b: Factor) -> Bool {
      if a.levels.count != b.levels.count { return a.levels.count < b.levels.count }
      let (ea, eb) = (effects[a.column] ?? 0, effects[b.column] ?? 0)
      return ea != eb ? ea < eb : a.column > b.column
    }
    let runs = factors.filter { !unitTraits.contains($0.column) }
    let pool = runs.isEmpty ? factors : runs
    let x = pool.first { DesignPlan.isTreatmentName($0.name) } ?? pool.max(by: ranksBelow)!
    let colours = factors.filter { $0.column != x.column && $0.levels.count <= maxDesignColours }
    let ofRuns = colours.filter { !unitTraits.contains($0.column) }
    return (x, (ofRuns.isEmpty ? colours : ofRuns).max(by: ranksBelow))
  }

  /// The effect of `factor` on `response`: the largest mean response of its levels less the
  /// smallest, over the rows where both are known; 0 with fewer than two levels seen.
  static func effect(of factor: Factor, on response: [Double]) -> Double {
    var sums = [Double](repeating: 0, count: factor.levels.count)
    var counts = [Double](repeating: 0, count: factor.levels.count)
    for row in response.indices where row < factor.rows.count && factor.rows[row] >= 0 && response[row].isFinite {
      sums[factor.rows[row]] += response[row]
      counts[factor.rows[row]] += 1
    }
    let means = sums.indices.compactMap { counts[$0] > 0 ? sums[$0] / counts[$0] : nil }
    guard means.count >= 2, let high = means.max(), let low = means.min() else { return 0 }
    return high - low
  }
}
