import Foundation

/// The outcome a table puts last, as machine-learning data sets do (abalone's `rings` after
/// seven sizes of the shell, seatpos' `hipcenter` after nine sizes of the driver): when the
/// pair most correlated is two of a kind (two sizes of one shell, length and diameter, r
/// 0.99), their scatter says only that big shells are big; the last measure, of another
/// kind, is what the table was collected to explain.
extension ChartChoice {
  /// The least |r| of the strongest pair for it to be two of a kind (two sizes of one thing,
  /// two heights of one driver): a looser pair (torque and horsepower, r 0.85) is a relation
  /// worth a first look, and stays.
  static let twoOfAKind = 0.9

  /// How many times apart the typical sizes of two measures are, at least, to be of another
  /// kind: a count of rings (median 9) beside lengths in metres (median 0.5).
  static let otherKindRatio = 3.0

  /// The most measures of a table whose last is looked at as its outcome: a wide table's
  /// last column is one of a run (an interaction of fund ratios, a wave of a survey, a
  /// worker's vacation share after the squares and logarithms built for a regression).
  static let lastOutcomeWidth = 16

  /// The most measures of a table whose last is looked at as its outcome when its strongest
  /// pair is two counts that follow the units' size (``areCountsTogether(_:_:)``): that pair
  /// draws only the sizes, and a college's 17 measures end with its graduation rate.
  static let sizedLastOutcomeWidth = 20

  /// Whether the last measure of `series`, a table of at most ``lastOutcomeWidth`` (or
  /// ``sizedLastOutcomeWidth`` when `pair` is two counts that follow the units' size), may be
  /// drawn as the outcome in place of `pair`, the strongest pair: `pair` does not hold it
  /// and is two of a kind (|r| ≥ ``twoOfAKind``); the last measure takes many values
  /// (``isFewLevels(_:)``), is no range end and shares no word of its name with another
  /// measure (`Tmax` of `Tmin`, `cai.1988` of `cai.1987`); it is of another kind
  /// than both of the pair (``areOtherKinds(_:_:)``); some predictor goes with it (|r| of
  /// at least ``leastOutcomeRelation``), and the strongest is no count that goes with it
  /// (``areCountsTogether(_:_:)``: one more candidate's votes).
  static func lastLeadsAsOutcome(_ series: [Series], pair: (x: Int, y: Int), derived: Derivations = .none) -> Bool {
    let last = series.count - 1
    guard lastMayBeOutcome(series), ![pair.x, pair.y].contains(last) else { return false }
    let outcome = series[last]
    guard abs(correlation(series[pair.x].ys, series[pair.y].ys)) >= twoOfAKind,
      areOtherKinds(outcome, series[pair.x]), areOtherKinds(outcome, series[pair.y])
    else { return false }
    // Wider than ``lastOutcomeWidth``: only in place of two sizes of the same units.
    guard series.count <= lastOutcomeWidth || areCountsTogether(series[pair.x], series[pair.y]) else { return false }
    guard
      outcomePredictors(series, outcome: last, derived: derived).contains(where: {
        abs(correlation(outcome.ys, series[$0].ys)) >= leastOutcomeRelation
      })
    else { return false }
    // Votes for one more candidate against another's (ChartChoice+SizeDriven.swift): two
    // counts that follow one size say no more than the pair.
    return !areCountsTogether(series[strongestPredictor(of: last, in: series, derived: derived)], outcome)
  }

  /// Whether `a` and `b` are two counts of the same units that go together: sizes of them
  /// (``areSizeDriven(_:_:)``), or whole numbers never negative whose ranks follow each other
  /// (Spearman's ρ of at least ``sizeDrivenRanks``) however little they spread (a small
  /// candidate's votes, 6 to 25 in most departments), over the first ``functionCheckRows`` rows
  /// where both are finite, at least 12.
  static func areCountsTogether(_ a: Series, _ b: Series) -> Bool {
    if areSizeDriven(a, b) { return true }
    let (xs, ys) = finitePairs(Array(a.ys.prefix(functionCheckRows)), Array(b.ys.prefix(functionCheckRows)))
    guard xs.count >= 12, (xs.min() ?? -1) >= 0, (ys.min() ?? -1) >= 0, isCount(xs), isCount(ys) else { return false }
    return rankCorrelation(xs, ys) >= sizeDrivenRanks
  }

  /// What ``lastLeadsAsOutcome(_:pair:derived:)`` asks of the last measure alone, read from
  /// its name and first rows: a table of 4 to ``sizedLastOutcomeWidth`` measures whose last takes
  /// many values, is no range end and shares no word of its name with another measure, unless
  /// it is that measure's share (``isShare(of:_:)``: `pObama` beside the count `Obama`).
  static func lastMayBeOutcome(_ series: [Series]) -> Bool {
    guard (4...sizedLastOutcomeWidth).contains(series.count), let outcome = series.last else { return false }
    guard !isFewLevels(outcome), !isRangeEnd(outcome.name) else { return false }
    let words = nameStem(outcome.name)
    return !words.isEmpty
      && series.dropLast().allSatisfy { nameStem($0.name).isDisjoint(with: words) || isShare(of: $0, outcome) }
  }

  /// Words that say a measure is the share of the one its other words name: `pObama`,
  /// `pct_white`, `white_share`.
  static let shareWords: Set<String> = ["p", "pct", "prop", "proportion", "share", "perc", "percent", "frac", "fraction"]

  /// Whether `share` is the share of the count `count`: its name is the count's and one of
  /// ``shareWords`` (`pObama` of `Obama`: the candidate's share of a town's vote beside its
  /// votes, no second wave of one quantity), its values a share (``isShare(_:)``) and the
  /// count's whole numbers (``isCount(_:)``) over their first ``functionCheckRows`` rows.
  static func isShare(of count: Series, _ share: Series) -> Bool {
    let countWords = ColumnPlan.words(of: String(count.name.prefix(200)))
    var shareWords = ColumnPlan.words(of: String(share.name.prefix(200)))
    guard let index = shareWords.firstIndex(where: Self.shareWords.contains), !countWords.isEmpty else { return false }
    shareWords.remove(at: index)
    guard shareWords == countWords, isShare(share) else { return false }
    let values = count.ys.prefix(functionCheckRows).filter(\.isFinite)
    return values.count >= 12 && isCount(values)
  }

  /// Whether the last measure of `series` is the share of a count before it
  /// (``isShare(of:_:)``): a candidate's share of each town's vote after the votes, which with
  /// the town's other counts follow its size; then it is looked at as the outcome ahead of the
  /// first of those counts (``firstGivesWayToSizes(_:pair:derived:)``).
  static func lastIsShareOfACount(_ series: [Series]) -> Bool {
    guard let last = series.last, series.count >= 4 else { return false }
    return series.dropLast().prefix(sizedLastOutcomeWidth).contains { isShare(of: $0, last) }
  }

  /// The words of `name` without its digits (`cai.1988` is `cai`).
  static func nameStem(_ name: String) -> Set<String> {
    Set(ColumnPlan.words(of: String(name.prefix(200)).filter { !$0.isNumber }))
  }

  /// Whether `a` and `b` are of another kind: their medians over the first
  /// ``functionCheckRows`` rows have opposite signs or lie ``otherKindRatio`` times apart.
  static func areOtherKinds(_ a: Series, _ b: Series) -> Bool {
    func median(_ measure: Series) -> Double? {
      let values = measure.ys.prefix(functionCheckRows).filter(\.isFinite).sorted()
      return values.isEmpty ? nil : values[values.count / 2]
    }
    guard let first = median(a), let second = median(b) else { return false }
    guard first * second > 0 else { return true }
    let ratio = abs(first / second)
    return ratio >= otherKindRatio || ratio <= 1 / otherKindRatio
  }
}

extension ChartChoice {
  /// The note that says the last measure was drawn as the outcome
  /// (``lastLeadsAsOutcome(_:pair:derived:)``) when `pair`, the scatter drawn, is it against
  /// its strongest predictor in place of the pair most correlated; nil otherwise.
  static func lastOutcomeNote(_ series: [Series], pair: (x: Int, y: Int), derived: Derivations) -> Note? {
    guard pair.y == series.count - 1, lastMayBeOutcome(series), mapPair(series) == nil, total(series) == nil,
      outcome(series) == nil, sizedPair(series, derived: derived) == nil
    else { return nil }
    let strongest = strongestPair(series, derived: derived)
    guard !firstLeadsAsOutcome(series, pair: strongest, derived: derived),
      lastLeadsAsOutcome(series, pair: strongest, derived: derived)
    else { return nil }
    return .lastAsOutcome(outcome: series[pair.y].name, x: series[strongest.x].name, y: series[strongest.y].name)
  }
}
