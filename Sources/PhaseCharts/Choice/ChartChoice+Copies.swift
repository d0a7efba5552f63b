import Foundation

/// Two measures of which one is an exact function of the other: body fat by Brozek's formula
/// from the body's density (`brozek = 457 / density − 414`), the white balls of a sample of 50
/// (`white = 50 − red`), a share of a fixed total (`prop_red = red_balls / 25`). Their scatter
/// is a curve with no scatter around it: it shows the formula, not the data. The choice skips
/// such a pair, says so, and draws the next pair worth a look or a histogram.
extension ChartChoice {
  /// The least |r| of one measure with the other, its reciprocal or its logarithm that makes
  /// it an exact function of the other: a formula's values rounded to a tenth stay above it,
  /// a strong relation with a little scatter (r 0.9994) stays below.
  static let functionCorrelation = 0.9995

  /// How many rows the check reads: a formula holds on every row, so the first few thousand
  /// say it.
  static let functionCheckRows = 4096

  /// The fewest distinct values the other measure must take: two codes that agree are not a
  /// formula.
  static let functionDistinctValues = 8

  /// Whether one of `a` and `b` is an exact function of the other (``isExactFunction(_:of:)``
  /// either way round).
  static func areCopies(_ a: Series, _ b: Series) -> Bool {
    isExactFunction(a.ys, of: b.ys) || isExactFunction(b.ys, of: a.ys)
  }

  /// The values of `a` and `b` on the rows where both are finite, the first `limit` of them.
  static func finitePairs(_ a: [Double], _ b: [Double], limit: Int = .max) -> (a: [Double], b: [Double]) {
    var pairedA: [Double] = []
    var pairedB: [Double] = []
    for (x, y) in zip(a, b) where x.isFinite && y.isFinite {
      guard pairedA.count < limit else { break }
      pairedA.append(x)
      pairedB.append(y)
    }
    return (pairedA, pairedB)
  }

  /// Whether `y` is, on the first ``functionCheckRows`` rows where both are finite, a straight
  /// line of `x`, of `1 / x` (when `x` keeps one sign) or of `log x` (when `x` is positive):
  /// |r| of at least ``functionCorrelation`` once the few rows that miss it are left out
  /// (``fitsExactly(_:_:correlation:)``), with ``functionDistinctValues`` distinct `x`.
  ///
  /// - Parameters:
  ///   - y: The values that may be computed.
  ///   - x: The values they may be computed from.
  /// - Returns: Whether the scatter of `y` against `x` is a formula's curve.
  static func isExactFunction(_ y: [Double], of x: [Double]) -> Bool {
    let (ys, xs) = finitePairs(y, x, limit: functionCheckRows)
    // A straight line holds however few the values (white = 50 − red over ten samples).
    let linear = abs(correlation(ys, xs))
    if linear >= functionCorrelation { return true }
    guard xs.count >= functionDistinctValues, Set(xs).count >= functionDistinctValues else { return false }
    if fitsExactly(ys, xs, correlation: linear) { return true }
    // A reciprocal or a logarithm over the range of data tables keeps a clear straight trend:
    // an unrelated pair is not worth two more passes.
    guard linear >= 0.3, let low = xs.min(), let high = xs.max() else { return false }
    if low > 0 || high < 0 {
      let reciprocals = xs.map { 1 / $0 }
      if fitsExactly(ys, reciprocals, correlation: abs(correlation(ys, reciprocals))) { return true }
    }
    guard low > 0 else { return false }
    let logarithms = xs.map { log($0) }
    return fitsExactly(ys, logarithms, correlation: abs(correlation(ys, logarithms)))
  }

  /// The share of rows a formula may miss and still be one: data sets keep a few recording
  /// errors (six of faraway's 252 `fat` rows disagree with Brozek's formula by 1 to 15 points).
  static let functionMisses = 0.03

  /// Whether `ys` lie on a straight line of `ts` (whose |r| is `r`) on every row but the
  /// ``functionMisses`` farthest from it: |r| of the rest at least ``functionCorrelation``.
  static func fitsExactly(_ ys: [Double], _ ts: [Double], correlation r: Double) -> Bool {
    if r >= functionCorrelation { return true }
    // Near copies (shoes on and off, r 0.998) stay near whatever few rows are left out.
    guard r >= 0.98, ys.count >= 20 else { return false }
    guard let line = LineFit(ys, on: ts) else { return false }
    let residuals = zip(ts, ys).map { abs($1 - line($0)) }
    let kept = residuals.indices.sorted { residuals[$0] < residuals[$1] }
      .prefix(ys.count - Int(Double(ys.count) * functionMisses))
    return abs(correlation(kept.map { ys[$0] }, kept.map { ts[$0] })) >= functionCorrelation
  }

  /// The measures among the first ``copySearchWidth`` of `series` that are exact functions
  /// of `series[index]` (or it of them), in the table's order: what the scatter leaves out
  /// as copies of it.
  static func copies(of index: Int, in series: [Series]) -> [String] {
    series.indices.prefix(ColumnRole.copySearchWidth).filter { other in
      other != index && areCopies(series[index], series[other])
    }.map { series[$0].name }
  }

  /// The note that says which measures a scatter of `pair` left out as exact functions of
  /// its y (or, when none is, of its x); nil when it left none out.
  static func copiesNote(_ series: [Series], pair: (x: Int, y: Int)) -> Note? {
    for index in [pair.y, pair.x] {
      let skipped = copies(of: index, in: series).filter { $0 != series[pair.x].name && $0 != series[pair.y].name }
      if !skipped.isEmpty { return .copiesSkipped(of: series[index].name, copies: skipped) }
    }
    return nil
  }
}
