import Foundation
import PhaseCharts

/// "Nice" tick values for a linear axis: steps of 1, 2 or 5 times a power of ten.
enum LinearTicks {
  /// The nice step that gives at most about `count` intervals over `span`.
  static func step(span: Double, count: Int) -> Double {
    guard span.isFinite, span > 0 else { return 1 }
    return niceStep(raw: span / Double(max(count, 1)))
  }

  /// The nice step that gives at most about `count` intervals over `domain`, also for domains
  /// whose width is not a finite Double (−1e308…1e308): the width is only ever taken halved.
  static func step(in domain: ClosedRange<Double>, count: Int) -> Double {
    let half = halfSpan(domain)
    guard half.isFinite, half > 0 else { return 1 }
    return niceStep(raw: half / Double(max(count, 1)) * 2)
  }

  /// Half the width of `domain`: finite for every finite domain.
  static func halfSpan(_ domain: ClosedRange<Double>) -> Double {
    domain.upperBound / 2 - domain.lowerBound / 2
  }

  /// 1, 2, 5 or 10 times the power of ten at or below `raw`; the power itself when that
  /// product is not a finite Double (a step of 2e308 would be).
  private static func niceStep(raw: Double) -> Double {
    guard raw.isFinite else { return 1e308 }
    let magnitude = pow(10, floor(log10(raw)))
    let ratio = raw / magnitude
    let nice: Double = ratio <= 1 ? 1 : ratio <= 2 ? 2 : ratio <= 5 ? 5 : 10
    let step = nice * magnitude
    return step.isFinite ? step : magnitude
  }

  /// Ticks inside `domain`, about `count` of them, with labels.
  static func ticks(in domain: ClosedRange<Double>, count: Int) -> [Tick] {
    ticks(in: domain, step: step(in: domain, count: count))
  }

  /// The smallest share of the axis the data should fill when the domain is widened to nice
  /// values: Vega-Lite and Swift Charts leave at most about a fifth of the plot empty.
  static let minimumCoverage = 0.8

  /// A domain widened to nice values and its ticks.
  ///
  /// The ticks are the multiples of the nice step for about `count` labels. The domain ends
  /// are multiples of that step when the data then still fills at least ``minimumCoverage``
  /// of the axis; otherwise of the largest finer nice unit (a half, a fifth, … of the step)
  /// that does, so −10.7…33.4 becomes −15…35 with ticks every 10, not −20…40.
  static func nicedAxis(_ domain: ClosedRange<Double>, count: Int) -> (ClosedRange<Double>, [Tick]) {
    // Widths are compared halved, so that domains near ±Double.greatestFiniteMagnitude work.
    let half = halfSpan(domain)
    let step = step(in: domain, count: count)
    var unit = step
    var niced: ClosedRange<Double>?
    for _ in 0..<8 {
      defer { unit = finerUnit(than: unit) }
      let lower = (domain.lowerBound / unit).rounded(.down) * unit
      let upper = (domain.upperBound / unit).rounded(.up) * unit
      // A multiple beyond the largest Double: a finer unit may still fit.
      guard lower.isFinite, upper.isFinite else { continue }
      guard lower < upper else { break }
      niced = lower...upper
      if half / halfSpan(lower...upper) >= minimumCoverage - 1e-9 { break }
    }
    guard let niced else { return (domain, ticks(in: domain, count: count)) }
    return (niced, ticks(in: niced, step: step))
  }

  /// The next smaller nice number: 10 → 5 → 2 → 1, and 2.5 → 2.
  static func finerUnit(than unit: Double) -> Double {
    let magnitude = pow(10, floor(log10(unit) + 1e-9))
    let ratio = (unit / magnitude * 1000).rounded() / 1000
    if ratio > 5 { return 5 * magnitude }
    if ratio > 2 { return 2 * magnitude }
    if ratio > 1 { return magnitude }
    return magnitude / 2
  }

  /// Ticks at the multiples of `step` inside `domain`, with labels.
  static func ticks(in domain: ClosedRange<Double>, step: Double) -> [Tick] {
    let first = (domain.lowerBound / step - 1e-9).rounded(.up)
    let last = (domain.upperBound / step + 1e-9).rounded(.down)
    guard first.isFinite, last.isFinite, last >= first, last - first < 1000 else { return [] }
    // Multiplying the index, not accumulating, keeps 0.1 + 0.2 drift out of the labels.
    let values = stride(from: first, through: last, by: 1).map { $0 * step }
    let labels = ChartNumberFormat.tickLabels(values, step: step)
    return zip(values, labels).map { Tick(value: $0, label: $1) }
  }
}

/// One tick of an axis: where it is, in data units, and what it says.
struct Tick: Sendable, Hashable {
  var value: Double
  var label: String
}
