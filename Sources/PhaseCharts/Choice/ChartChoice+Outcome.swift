import Foundation

/// Which measure of a cross-section is the one it was collected to explain. A modelling data
/// set names it (`price`, `wage`, `y`: ``outcomeWords``) or, as R's teaching data sets do
/// (faraway's `swiss` Fertility, `savings` sr, `galapagos` Species, `punting` Distance), puts
/// it first: the scatter a person looks at first is that measure against its strongest
/// predictor, not two covariates that go together (`pop15` and `pop75`).
extension ChartChoice {
  /// Whether the first measure of `series` may be drawn as the outcome: it takes many values
  /// (not a count of a few levels), and it goes with some predictor worth drawing against it
  /// (|r| of at least ``leastOutcomeRelation``).
  static func leadsAsOutcome(_ series: [Series], derived: Derivations = .none) -> Bool {
    guard let first = series.first, !isFewLevels(first) else { return false }
    return outcomePredictors(series, outcome: 0, derived: derived).contains { abs(correlation(first.ys, series[$0].ys)) >= leastOutcomeRelation }
  }

  /// Whether the first measure is drawn as the outcome in place of `pair`, the strongest pair:
  /// `pair` does not hold it, it may be the outcome (``leadsAsOutcome(_:derived:)``), and its
  /// strongest predictor is no count that follows the same units' size with it
  /// (``areCountsTogether(_:_:)``): a college's applications against its acceptances draw
  /// the colleges' sizes, not what the table explains (its last measure may: ChartChoice+LastOutcome.swift).
  static func firstLeadsAsOutcome(_ series: [Series], pair: (x: Int, y: Int), derived: Derivations = .none) -> Bool {
    guard pair.x != 0, leadsAsOutcome(series, derived: derived) else { return false }
    return !areCountsTogether(series[strongestPredictor(of: 0, in: series, derived: derived)], series[0])
  }

  /// The least |r| of the first measure with some predictor for it to be drawn as the
  /// outcome: a first measure that goes with nothing (`Age` of drivers beside their body
  /// sizes; heart patients' age against their BMI, r −0.40, a shapeless cloud) leaves the
  /// strongest pair to be drawn.
  static let leastOutcomeRelation = 0.45

  /// The predictors to draw the outcome `series[outcome]` against: every measure worth
  /// drawing against a named outcome, only those of many levels against a first measure
  /// (``outcomePredictors(_:outcome:)``).
  static func outcomeCandidates(_ series: [Series], outcome index: Int, derived: Derivations = .none) -> [Int] {
    guard outcome(series) != index else {
      return series.indices.filter { $0 != index && isWorthDrawing(series[$0], series[index], derived: derived) }
    }
    return outcomePredictors(series, outcome: index, derived: derived)
  }

  /// The measures among the first ``ColumnRole/copySearchWidth`` worth drawing against the
  /// outcome `series[outcome]` (``isWorthDrawing(_:_:)``) that take more than a few levels
  /// (``isFewLevels(_:)``): a scatter against three cultivars is three strips. The first
  /// only: a table of 2,000 fund managers is not searched whole for the first one's partner.
  static func outcomePredictors(_ series: [Series], outcome: Int, derived: Derivations = .none) -> [Int] {
    series.indices.prefix(ColumnRole.copySearchWidth).filter {
      $0 != outcome && !isFewLevels(series[$0]) && isWorthDrawing(series[outcome], series[$0], derived: derived)
    }
  }

  /// Whether a measure takes few distinct values among its first rows: fewer than 20, and
  /// fewer than half its values (a count of pregnancies 0 to 17 over 768 women, a cultivar).
  static func isFewLevels(_ measure: Series) -> Bool {
    let values = measure.ys.prefix(functionCheckRows).filter(\.isFinite)
    let distinct = Set(values).count
    return distinct < min(20, max(functionDistinctValues, values.count / 2))
  }
}
