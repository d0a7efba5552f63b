import Foundation

/// Two counts that both follow the size of the unit they are counted in: applications and
/// acceptances of a college, votes for two candidates of a town, white and total population
/// of a county, silver and bronze medals of a nation. Big units have more of everything, so
/// the two go together however the units differ; their scatter draws the units' sizes, not a
/// relation. Another pair of the table — a share, a rate, the outcome — says more.
extension ChartChoice {
  /// The least rank correlation (Spearman's ρ) of two counts that follow one size.
  static let sizeDrivenRanks = 0.85

  /// The least ratio of the 90th to the 10th percentile of a size: counts that follow the
  /// size of towns or colleges spread over a decade or so; scores and per-head rates do not.
  static let sizeSpread = 5.0

  /// The least share of whole numbers among the checked rows of a count.
  static let countWholeShare = 0.95

  /// Whether `a` and `b` are two sizes of the same units (``sizeDrivenRanks``): both never
  /// negative, both spread over their units' sizes (``sizeSpread``), at least one of them a
  /// count (whole numbers on ``countWholeShare`` of the rows; employment in thousands beside a
  /// state's product is a size too), their ranks following each other; over the first
  /// ``functionCheckRows`` rows where both are finite, and at least 12 of them.
  static func areSizeDriven(_ a: Series, _ b: Series) -> Bool {
    let (xs, ys) = finitePairs(Array(a.ys.prefix(functionCheckRows)), Array(b.ys.prefix(functionCheckRows)))
    guard xs.count >= 12, isSize(xs), isSize(ys), isCount(xs) || isCount(ys) else { return false }
    return rankCorrelation(xs, ys) >= sizeDrivenRanks
  }

  /// Whether `values` are never negative and spread as sizes do: the 90th percentile at least
  /// ``sizeSpread`` times the 10th (a 10th percentile of zero counts as spread: medals, where
  /// most nations win none).
  static func isSize(_ values: [Double]) -> Bool {
    guard let least = values.min(), least >= 0 else { return false }
    let sorted = values.sorted()
    let low = sorted[sorted.count / 10]
    let high = sorted[sorted.count * 9 / 10]
    guard high > 0 else { return false }
    return low == 0 || high / low >= sizeSpread
  }

  /// Whether ``countWholeShare`` of `values` are whole numbers.
  static func isCount(_ values: [Double]) -> Bool {
    let whole = values.reduce(0) { $1 == $1.rounded() ? $0 + 1 : $0 }
    return Double(whole) >= countWholeShare * Double(values.count)
  }
}

extension ChartChoice {
  /// How many of the first measures are checked for sizes of the same units as a pair.
  static let sizeSearchWidth = 24

  /// Whether `measure` is a count spread as sizes are (``isSize(_:)``, ``isCount(_:)``) over
  /// its first ``functionCheckRows`` finite values, at least 12 of them, and past 100 (a share
  /// in percent of the top students is no size).
  static func isSizeCount(_ measure: Series) -> Bool {
    let values = measure.ys.prefix(functionCheckRows).filter(\.isFinite)
    return values.count >= 12 && (values.max() ?? 0) > 100 && isSize(values) && isCount(values)
  }

  /// Whether `measure` is a share or a rate: its first ``functionCheckRows`` finite values, at
  /// least 12, lie from 0 to 100 and are not whole numbers (``isCount(_:)``): a percentage or a
  /// proportion of each unit, which its size does not drive.
  static func isShare(_ measure: Series) -> Bool {
    let values = measure.ys.prefix(functionCheckRows).filter(\.isFinite)
    guard values.count >= 12, let least = values.min(), let most = values.max() else { return false }
    return least >= 0 && most <= 100 && !isCount(values)
  }

  /// The pair to draw in place of `pair` when it is two sizes of the same units
  /// (``areSizeDriven(_:_:)``): the most correlated pair worth drawing (``isWorthDrawing(_:_:)``)
  /// among the first ``pairSearchWidth`` shares (``isShare(_:)``) that are no such size
  /// (midwest's shares of each race and schooling beside its counts of people), with the
  /// sizes left out; nil when `pair` is no two sizes or no two shares are worth drawing.
  ///
  /// - Parameters:
  ///   - series: The table's measures.
  ///   - pair: The pair that would be drawn.
  /// - Returns: The other pair, and the sizes: the two of `pair` and every measure among the
  ///   first ``sizeSearchWidth`` that is a count spread as sizes are (``isSizeCount(_:)``) or
  ///   a size of the same units as one of the two.
  static func pairBesideSizes(
    _ series: [Series], pair: (x: Int, y: Int), derived: Derivations = .none
  ) -> (pair: (x: Int, y: Int), sizes: Set<Int>)? {
    guard pair.x != pair.y, areSizeDriven(series[pair.x], series[pair.y]) else { return nil }
    var sizes: Set<Int> = [pair.x, pair.y]
    for index in series.indices.prefix(sizeSearchWidth) where !sizes.contains(index) {
      // Every count spread as sizes are (black and Asian people of a county, whose ranks
      // follow its size more loosely), and every measure whose ranks follow the pair's.
      if isSizeCount(series[index]) || areSizeDriven(series[index], series[pair.x])
        || areSizeDriven(series[index], series[pair.y])
      {
        sizes.insert(index)
      }
    }
    // Only shares and rates: another pair of counts (two small candidates' votes, events per
    // year) or a year beside a rate says no more than the sizes.
    let rest = Array(series.indices.filter { !sizes.contains($0) && isShare(series[$0]) }.prefix(pairSearchWidth))
    var best: (x: Int, y: Int, strength: Double)?
    for (position, first) in rest.enumerated() {
      for second in rest.dropFirst(position + 1) {
        let strength = abs(correlation(series[first].ys, series[second].ys))
        if strength > best?.strength ?? -1, isWorthDrawing(series[first], series[second], derived: derived) {
          best = (first, second, strength)
        }
      }
    }
    return best.map { ((x: $0.x, y: $0.y), sizes) }
  }
}

extension ChartChoice {
  /// The note that says which sizes were left out (``pairBesideSizes(_:pair:)``) when `pair`,
  /// the scatter drawn, is the pair drawn in their place; nil otherwise.
  static func sizesNote(_ series: [Series], pair: (x: Int, y: Int), derived: Derivations = .none) -> Note? {
    guard series.count > 2, mapPair(series) == nil, outcome(series) == nil, total(series) == nil,
      let (other, sizes) = sizedPair(series, derived: derived), (other.x, other.y) == (pair.x, pair.y)
    else { return nil }
    return .sizesSkipped(sizes: sizes.sorted().map { series[$0].name })
  }

  /// The pair drawn in place of two sizes of the same units (``pairBesideSizes(_:pair:derived:)``)
  /// with the sizes: judged on the measures' pair (``measuresPair(_:derived:)``) or, when a
  /// derivation moved it, on the pair the measures alone give (a population and its white
  /// part are two sizes too, whichever is drawn); nil when neither is two sizes.
  static func sizedPair(_ series: [Series], derived: Derivations) -> (pair: (x: Int, y: Int), sizes: Set<Int>)? {
    if let sized = pairBesideSizes(series, pair: measuresPair(series, derived: derived), derived: derived) {
      return sized
    }
    guard derived != .none else { return nil }
    return pairBesideSizes(series, pair: measuresPair(series), derived: derived)
  }
}
