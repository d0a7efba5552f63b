import Foundation
import PhaseCharts

/// "Nice" tick values for a linear axis: steps of 1, 2 or 5 times a power of ten.
enum LinearTicks {
  /// The nice step that gives at most about `count` intervals over `span`.
  static func step(span: Double, count: Int) -> Double {
    guard span.isFinite, span > 0 else { return 1 }
    let raw = span / Double(max(count, 1))
    let magnitude = pow(10, floor(log10(raw)))
    let ratio = raw / magnitude
    let nice: Double = ratio <= 1 ? 1 : ratio <= 2 ? 2 : ratio <= 5 ? 5 : 10
    return nice * magnitude
  }

  /// Ticks inside `domain`, about `count` of them, with labels.
  static func ticks(in domain: ClosedRange<Double>, count: Int) -> [Tick] {
    ticks(in: domain, step: step(span: domain.upperBound - domain.lowerBound, count: count))
  }

  /// A domain widened to whole steps and its ticks, from one step so that both ends are ticks.
  static func nicedAxis(_ domain: ClosedRange<Double>, count: Int) -> (ClosedRange<Double>, [Tick]) {
    let step = step(span: domain.upperBound - domain.lowerBound, count: count)
    let lower = (domain.lowerBound / step).rounded(.down) * step
    let upper = (domain.upperBound / step).rounded(.up) * step
    guard lower < upper, lower.isFinite, upper.isFinite else {
      return (domain, ticks(in: domain, count: count))
    }
    return (lower...upper, ticks(in: lower...upper, step: step))
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
