import Foundation

/// Which scatter a person looks at first in a cross-section (houses, people, towns, batches):
/// the outcome against its strongest predictor, else the two measures that go together most.
extension ChartChoice {
  /// Words that name a table's outcome, as the whole name or its last word: what a model of
  /// the table would predict (`price`, `medv`, `wage`, `y`, `score`, `yield`), and the
  /// abbreviations of a birth weight that birth data sets name it by (`bwt`, `bwght`).
  static let outcomeWords: Set<String> = [
    "y", "price", "medv", "wage", "wages", "lwage", "outcome", "score", "yield", "target",
    "response", "salary", "earnings", "income", "sales", "profit", "survival", "mpg", "result",
    "grade", "rating", "cost", "value", "revenue", "bwt", "bwght", "hardness", "strength",
  ]

  /// Words that name the unit a measure's name ends in, after what it measures (`price_lakhs`,
  /// `price_usd`, `strength_mpa`): the word before them says what the measure is.
  static let nameUnitWords: Set<String> = [
    "lakhs", "lakh", "lacs", "crore", "crores", "usd", "inr", "eur", "gbp", "dollars", "thousands", "millions",
    "mohs", "mpa", "gpa", "kpa", "psi",
  ]

  /// The words of a measure's name that say what it measures: without a unit in brackets
  /// (`Hardness (Mohs)`, `Strength [MPa]`) or ending it (``nameUnitWords``: `price_lakhs`).
  static func measuredWords(_ name: String) -> [String] {
    let head = name.prefix(200).prefix { $0 != "(" && $0 != "[" }
    var words = ColumnPlan.words(of: String(head.isEmpty ? name.prefix(200) : head))
    while words.count > 1, let last = words.last, nameUnitWords.contains(last) { words.removeLast() }
    return words
  }

  /// Words that name a count of what a study explains, as the last word of a measure's name:
  /// the executions per state beside its income and poverty (`EXECUTIONS`), the bills a
  /// committee reported (`BILLS104`), the species of an island. They come before
  /// ``outcomeWords``: beside them an `INCOME` is a covariate.
  static let countedOutcomeWords: Set<String> = [
    "executions", "arrests", "crimes", "bills", "visits", "species",
  ]

  /// How many of the first measures the strongest pair is looked for among.
  static let pairSearchWidth = 8

  /// The measure the table is about, by its name: a count a study explains
  /// (``countedOutcomeWords``), else ``outcomeWords``; nil when none says so.
  static func outcome(_ series: [Series]) -> Int? {
    let counted = series.indices.first { index in
      ColumnPlan.words(of: String(series[index].name.prefix(200))).last.map(countedOutcomeWords.contains) ?? false
    }
    if let counted { return counted }
    return series.indices.first { index in
      let words = measuredWords(series[index].name)
      guard let last = words.last else { return false }
      return outcomeWords.contains(last) || (words.count == 1 && outcomeWords.contains(words[0]))
    }
  }

  /// The scatter to draw of a cross-section's measures: `(x, y)` indexes into `series`, a
  /// total of measures before it (``total(_:)``) as y against the measure most correlated with
  /// it that is not its part, else the outcome named (``outcome(_:)``) as y against the measure
  /// most correlated with it (of those worth drawing), else the pair most correlated among the first ``pairSearchWidth``
  /// unless it leaves out a first measure that may be the outcome (``leadsAsOutcome(_:)``),
  /// drawn then against its strongest predictor (``measuresPair(_:)``); of the measures that
  /// are no sizes when that pair is two sizes of the same units (``pairBesideSizes(_:pair:)``);
  /// longitude and latitude are a map.
  ///
  /// A pair computed one from the other (`derived`, ``derivations(_:)``; none by default) is
  /// not worth drawing.
  static func scatterPair(_ series: [Series], derived: Derivations = .none) -> (x: Int, y: Int) {
    if let (longitude, latitude) = mapPair(series),
      let x = series.firstIndex(where: { $0.name == longitude.name }),
      let y = series.firstIndex(where: { $0.name == latitude.name })
    {
      return (x, y)
    }
    guard series.count > 2 else { return (0, min(1, series.count - 1)) }
    // A total of measures before it (`total` = `verbal` + `math`) against what is not its part:
    // the sum says what the table adds up to more surely than a name (`sat`'s teacher `salary`).
    if let (y, parts) = total(series) {
      let x = strongestPredictor(of: y, in: series, besides: parts, derived: derived)
      // Nothing but its parts to draw it against (votes per candidate and their total): the
      // parts against one another.
      if !derived.links(series[x].name, series[y].name) { return (x, y) }
    }
    if let y = outcome(series) { return (strongestPredictor(of: y, in: series, derived: derived), y) }
    // Two counts that follow the units' size (applications and acceptances): the strongest
    // pair of the other measures (ChartChoice+SizeDriven.swift).
    return sizedPair(series, derived: derived)?.pair ?? measuresPair(series, derived: derived)
  }

  /// The pair of a cross-section with no total nor named outcome: the pair most correlated
  /// among the first ``pairSearchWidth`` (``strongestPair(_:)``), unless it leaves out a first
  /// measure that may be the outcome (``leadsAsOutcome(_:)``), drawn then against its strongest
  /// predictor, or it is two of a kind beside a last measure that may be the outcome
  /// (``lastLeadsAsOutcome(_:pair:derived:)``), drawn then against its strongest predictor;
  /// a last measure that is the share of a count before it (``lastIsShareOfACount(_:)``) is
  /// looked at first.
  static func measuresPair(_ series: [Series], derived: Derivations = .none) -> (x: Int, y: Int) {
    let pair = strongestPair(series, derived: derived)
    let last = series.count - 1
    // A share of one of the counts, last (`pObama` after `Obama`): what the counts were
    // gathered for, ahead of the first count and the sizes' shares (ChartChoice+LastOutcome.swift).
    if lastIsShareOfACount(series), lastLeadsAsOutcome(series, pair: pair, derived: derived) {
      return (strongestPredictor(of: last, in: series, derived: derived), last)
    }
    // The first measure as the outcome only where that changes the pair: when the strongest
    // pair holds it already, its axes stay as they were (`tip` against `total_bill`).
    if firstLeadsAsOutcome(series, pair: pair, derived: derived)
      || firstGivesWayToSizes(series, pair: pair, derived: derived)
    {
      return (strongestPredictor(of: 0, in: series, derived: derived), 0)
    }
    // Two of a kind (two sizes of one shell) beside a last measure of another kind (its
    // rings): the last measure is the outcome (ChartChoice+LastOutcome.swift).
    if lastLeadsAsOutcome(series, pair: pair, derived: derived) {
      return (strongestPredictor(of: last, in: series, derived: derived), last)
    }
    return pair
  }

  /// Whether the first measure would lead as the outcome but for its partner, a count that
  /// follows the same units' size, and the two are sizes with shares to draw in their place
  /// (``pairBesideSizes(_:pair:derived:)``): that pair is kept, so that the sizes' rule draws
  /// the shares and names the sizes it left out (a county's populations beside its shares of
  /// graduates), and the last measure does not take over.
  static func firstGivesWayToSizes(_ series: [Series], pair: (x: Int, y: Int), derived: Derivations = .none) -> Bool {
    guard pair.x != 0, leadsAsOutcome(series, derived: derived) else { return false }
    let first = (x: strongestPredictor(of: 0, in: series, derived: derived), y: 0)
    return pairBesideSizes(series, pair: first, derived: derived) != nil
  }

  /// The measure most correlated with `series[y]` among its candidates
  /// (``outcomeCandidates(_:outcome:)``) that are not among `parts` (unless all are), or among
  /// all when none is worth drawing.
  ///
  /// - Parameters:
  ///   - y: The outcome's index in `series`.
  ///   - series: The table's measures.
  ///   - parts: Measures the outcome is the sum of, drawn against it only when nothing else
  ///     is worth it; none by default.
  ///   - derived: The pairs computed one from the other, never worth drawing; none by default.
  static func strongestPredictor(
    of y: Int, in series: [Series], besides parts: [Int] = [], derived: Derivations = .none
  ) -> Int {
    let others = series.indices.filter { $0 != y }
    let candidates = outcomeCandidates(series, outcome: y, derived: derived)
    let worthy = candidates.contains { !parts.contains($0) } ? candidates.filter { !parts.contains($0) } : candidates
    let x = (worthy.isEmpty ? others : worthy).max {
      abs(correlation(series[$0].ys, series[y].ys)) < abs(correlation(series[$1].ys, series[y].ys))
    }
    return x ?? others[0]
  }

  /// The pair most correlated among the first ``pairSearchWidth`` measures that is worth
  /// drawing (``isWorthDrawing(_:_:)``), the strongest of all when none is; `x` before `y` in
  /// the table.
  static func strongestPair(_ series: [Series], derived: Derivations = .none) -> (x: Int, y: Int) {
    var best = (x: 0, y: 1, strength: -1.0)
    var bestWorthy: (x: Int, y: Int, strength: Double)?
    let width = min(series.count, pairSearchWidth)
    for first in 0..<width {
      for second in (first + 1)..<width {
        let strength = abs(correlation(series[first].ys, series[second].ys))
        if strength > best.strength { best = (first, second, strength) }
        if strength > bestWorthy?.strength ?? -1, isWorthDrawing(series[first], series[second], derived: derived) {
          bestWorthy = (first, second, strength)
        }
      }
    }
    let pair = bestWorthy ?? best
    return (pair.x, pair.y)
  }

  /// The next scatters worth drawing after `pair`: the outcome against its next predictors,
  /// else the next most correlated pairs among the first ``pairSearchWidth`` measures.
  static func scatterAlternatives(
    _ series: [Series], after pair: (x: Int, y: Int), derived: Derivations = .none
  ) -> [Alternative] {
    guard series.count > 2, mapPair(series) == nil else { return [] }
    var pairs: [(x: Int, y: Int, strength: Double)] = []
    // The outcome's pair: named, or the first measure's (only it puts measure 0 on y).
    if let y = total(series)?.total ?? outcome(series) ?? (pair.y == 0 ? 0 : nil), y == pair.y {
      // Only predictors worth drawing: never a formula of the outcome the chart left out.
      pairs = outcomeCandidates(series, outcome: y, derived: derived).filter { $0 != pair.x }.map {
        ($0, y, abs(correlation(series[$0].ys, series[y].ys)))
      }
    } else {
      let width = min(series.count, pairSearchWidth)
      for first in 0..<width {
        for second in (first + 1)..<width
        where (first, second) != (pair.x, pair.y)
          && !derived.links(series[first].name, series[second].name)
        {
          pairs.append((first, second, abs(correlation(series[first].ys, series[second].ys))))
        }
      }
    }
    return pairs.sorted { $0.strength > $1.strength }.prefix(maxAlternatives).map {
      Alternative(x: series[$0.x].name, y: [series[$0.y].name])
    }
  }

  /// Pearson's correlation of the rows where both are finite; 0 when fewer than three or no
  /// spread.
  static func correlation(_ a: [Double], _ b: [Double]) -> Double {
    var n = 0.0
    var sumA = 0.0
    var sumB = 0.0
    var sumAA = 0.0
    var sumBB = 0.0
    var sumAB = 0.0
    for (x, y) in zip(a, b) where x.isFinite && y.isFinite {
      n += 1
      sumA += x
      sumB += y
      sumAA += x * x
      sumBB += y * y
      sumAB += x * y
    }
    guard n >= 3 else { return 0 }
    let covariance = sumAB - sumA * sumB / n
    let varianceA = sumAA - sumA * sumA / n
    let varianceB = sumBB - sumB * sumB / n
    guard varianceA > 0, varianceB > 0 else { return 0 }
    let r = covariance / (varianceA * varianceB).squareRoot()
    return r.isFinite ? r : 0
  }
}
