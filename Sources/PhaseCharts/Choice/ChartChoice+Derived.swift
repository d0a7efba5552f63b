import Foundation

/// Two measures of which one is computed from the other, with or without the table's other
/// columns: a total and one of its parts (medals won and silvers; a coffee's cup points and
/// its flavour score, one of the ten it sums; a team's points, three a win and one a draw,
/// and its wins), a price and the price net of a discount, three shares of one whole
/// (expressed, blank and null votes), a mid-parent height and the father's, or a monotone
/// transform (`expersq` of `exper`, `lninc` of `inc`, every order kept). Their scatter draws the arithmetic
/// that made the column, not the data: the choice skips such a pair and says so
/// (ChartChoice+Copies.swift handles the functions of one column alone).
extension ChartChoice {
  /// The pairs of measures of a table that are computed one from the other (by name), and
  /// for each measure the measures it was found to be computed with.
  struct Derivations: Sendable, Equatable {
    /// Each derived pair, its two names sorted.
    var pairs: Set<[String]> = []

    /// No pair derived: what a choice without the table's derivations assumes.
    static let none = Derivations()

    /// Whether `a` and `b` are computed one from the other.
    func links(_ a: String, _ b: String) -> Bool { a != b && pairs.contains([a, b].sorted()) }

    /// The names `name` is computed with or from, in `order`.
    func partners(of name: String, in order: [String]) -> [String] {
      order.filter { links(name, $0) }
    }

    mutating func insert(_ a: String, _ b: String) {
      if a != b { pairs.insert([a, b].sorted()) }
    }
  }

  /// How many of the first measures are searched for derivations: a wide table's columns
  /// beyond them are not drawn as its first look anyway.
  static let derivedSearchWidth = 16

  /// How many rows a derivation is checked on: arithmetic holds on every row, and a few
  /// hundred keep the search a small share of the choice on a wide table.
  static let derivedCheckRows = 512

  /// The most measures a column is looked for as the sum of: a score summed over ten
  /// criteria (coffee's cup points) is found, a sum over more is not.
  static let derivedMostTerms = 12

  /// How many ways of computing one column are looked for.
  static let derivedRounds = 3

  /// The least rank correlation (Spearman's |ρ|) of a monotone function of a measure: the
  /// square of an experience in years, a logarithm of an income keep every order (ρ = 1, a
  /// few rounded ties aside); a measured relation however close (a weight growing as the
  /// cube of a length, r 0.998) swaps some rows and stays below.
  static let monotoneRanks = 0.9999

  /// The derived pairs among the first ``derivedSearchWidth`` of `series`: each measure that
  /// is an exact linear combination of others (``linearDerivation(of:from:)``) linked to every
  /// term when the combination holds three measures or fewer (`exprimes` + `blancs` + `nuls`
  /// = 100: each is a function of another once the third is known), else only to the terms
  /// of the opposite side (a total to its parts, not one part to another: gold and silver
  /// medals are a pair worth drawing); every two measures of which one is a monotone
  /// function of the other (``isMonotoneFunction(_:_:)``), and every two of which one is the
  /// other shifted within a unit (``isShiftedWithinUnit(_:_:)``: a birth year and an age).
  static func derivations(_ series: [Series]) -> Derivations {
    var result = Derivations()
    let width = min(series.count, derivedSearchWidth)
    guard width >= 2 else { return result }
    let columns = series.prefix(width).map { Array($0.ys.prefix(derivedCheckRows)) }
    for first in 0..<width {
      for second in (first + 1)..<width
      where isMonotoneFunction(columns[first], columns[second]) || isShiftedWithinUnit(columns[first], columns[second]) {
        result.insert(series[first].name, series[second].name)
      }
    }
    guard width >= 3 else { return result }
    for target in 0..<width {
      // A column computed one way is often computed another too (a sale price from the
      // price and discount, and from the other brand's sale price and the difference): the
      // search is run again without the first term found, a few times.
      var excluded: Set<Int> = []
      for _ in 0..<derivedRounds {
        let others = (0..<width).filter { $0 != target && !excluded.contains($0) }
        guard let terms = linearDerivation(of: columns[target], from: others.map { columns[$0] }), let first = terms.first
        else { break }
        excluded.insert(others[first.index])
        // The target on the left with +1, each term on the right: a term of positive weight
        // is on the other side of the equation.
        let members = terms.map { (index: others[$0.index], side: $0.weight > 0 ? -1 : 1) }
        for member in members where members.count <= 2 || member.side < 0 {
          result.insert(series[target].name, series[member.index].name)
        }
        guard members.count <= 2 else { continue }
        for (position, one) in members.enumerated() {
          for other in members.dropFirst(position + 1) { result.insert(series[one.index].name, series[other.index].name) }
        }
      }
    }
    return result
  }

  /// Whether one of `a` and `b` is a monotone function of the other: |ρ| of at least
  /// ``monotoneRanks`` on at least 12 rows where both are finite, each taking at least
  /// ``functionDistinctValues`` values (two codes that agree are no function), and a clear
  /// straight trend first (|r| ≥ 0.5: a pair that has none is not worth the ranks' sort).
  static func isMonotoneFunction(_ a: [Double], _ b: [Double]) -> Bool {
    let (xs, ys) = finitePairs(a, b)
    guard xs.count >= 12, abs(correlation(xs, ys)) >= 0.5 else { return false }
    guard Set(xs).count >= functionDistinctValues, Set(ys).count >= functionDistinctValues else { return false }
    return abs(rankCorrelation(xs, ys)) >= monotoneRanks
  }
}

extension ChartChoice {
  /// Whether one of `a` and `b` is the other shifted by a constant, or the constant less the
  /// other, within one unit of the last digit both are written with: a birth year beside an
  /// age in whole years (`born` = 2025 − `age`, or 2024 − `age` before the birthday), a year
  /// and the years since it, an age at the visit beside the age at the first. The difference
  /// (or the sum) takes two neighbouring values on all rows but ``functionMisses`` of them, so
  /// the pair's correlation (about 0.99 over a squad's ages) stays below an exact function's
  /// and its rounding residual above a linear derivation's; two measured quantities of one
  /// unit (two judges' marks, a height before and after) differ by more than one unit, or by
  /// three values or more.
  ///
  /// Read on the rows where both are finite, at least 12, each taking at least
  /// ``functionDistinctValues`` values.
  static func isShiftedWithinUnit(_ a: [Double], _ b: [Double]) -> Bool {
    let unit = resolution(a)
    guard unit > 0, resolution(b) == unit else { return false }
    let (xs, ys) = finitePairs(a, b)
    guard xs.count >= 12 else { return false }
    for sign in [-1.0, 1.0] {
      // The first rows reject most pairs at once: their differences span more than a unit.
      let head = zip(xs.prefix(16), ys.prefix(16)).map { $0 + sign * $1 }
      guard let low = head.min(), let high = head.max(), high - low <= unit * 1.001 else { continue }
      var counts: [Double: Int] = [:]
      for (x, y) in zip(xs, ys) { counts[((x + sign * y) / unit).rounded(), default: 0] += 1 }
      guard let common = counts.max(by: { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }) else { continue }
      let beside = max(counts[common.key - 1] ?? 0, counts[common.key + 1] ?? 0)
      guard Double(common.value + beside) >= (1 - functionMisses) * Double(xs.count) else { continue }
      return Set(xs).count >= functionDistinctValues && Set(ys).count >= functionDistinctValues
    }
    return false
  }

  /// The note that says which measures among the first ``derivedSearchWidth`` a scatter of
  /// `pair` left out as computed from its y (or, when none is, from its x); nil when none was.
  static func derivedNote(_ series: [Series], pair: (x: Int, y: Int), derived: Derivations) -> Note? {
    let names = series.prefix(derivedSearchWidth).map(\.name)
    for index in [pair.y, pair.x] {
      let skipped = derived.partners(of: series[index].name, in: names).filter {
        $0 != series[pair.x].name && $0 != series[pair.y].name
      }
      if !skipped.isEmpty { return .derivedSkipped(of: series[index].name, from: skipped) }
    }
    return nil
  }
}
