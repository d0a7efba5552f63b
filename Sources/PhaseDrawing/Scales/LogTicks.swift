import Foundation

/// Ticks for a log axis, whose domain is in decades (the base-10 logarithm of the values): the
/// powers of ten inside it, labelled with the values they stand for (`0.01`, `1`, `100`, `10k`),
/// and 2 and 5 times them when the axis spans too few decades for a reader to place a value.
enum LogTicks {
  /// Below this many labelled decades, 2× and 5× ticks are added between them.
  static let fewDecades = 3

  /// Ticks inside `domain` (in decades): every power of ten, or every second, third … when
  /// there are more than about `count`.
  static func ticks(in domain: ClosedRange<Double>, count: Int) -> [Tick] {
    let (low, high) = (domain.lowerBound, domain.upperBound)
    guard low.isFinite, high.isFinite, high - low < 2000 else { return [] }
    let first = Int((low - 1e-9).rounded(.up))
    let last = Int((high + 1e-9).rounded(.down))
    var exponents: [Int] = []
    if first <= last {
      let every = max(1, (last - first + max(count, 1)) / max(count, 1))
      // On the multiples of `every`: 1, 100, 10k rather than 0.1, 10, 1000.
      let start = Int((Double(first) / Double(every)).rounded(.up)) * every
      exponents = Array(stride(from: start, through: last, by: every))
    }
    var values = exponents.map { (exponent: $0, factor: 1.0) }
    if exponents.count < fewDecades && (last - first + 1) * 3 <= max(count, 1) * 2 + 3 {
      // 2 and 5 times each power of ten that falls inside: 1, 2, 5, 10, 20, 50, 100.
      for exponent in (first - 1)...max(last, first - 1) {
        for factor in [2.0, 5.0] {
          let position = log10(factor) + Double(exponent)
          if position >= low - 1e-9 && position <= high + 1e-9 { values.append((exponent, factor)) }
        }
      }
      values.sort { Double($0.exponent) + log10($0.factor) < Double($1.exponent) + log10($1.factor) }
    }
    return values.map { tick in
      Tick(value: Double(tick.exponent) + log10(tick.factor), label: label(factor: tick.factor, exponent: tick.exponent))
    }
  }

  /// `domain` (in decades) widened to the nearest 1, 2 or 5 times a power of ten at each end,
  /// and its ticks.
  static func nicedAxis(_ domain: ClosedRange<Double>, count: Int) -> (ClosedRange<Double>, [Tick]) {
    let (low, high) = (domain.lowerBound, domain.upperBound)
    guard low.isFinite, high.isFinite, high - low < 2000 else { return (domain, ticks(in: domain, count: count)) }
    let steps = [0, log10(2.0), log10(5.0), 1]
    let lowDecade = (low + 1e-9).rounded(.down)
    let lower = lowDecade + (steps.last { lowDecade + $0 <= low + 1e-9 } ?? 0)
    let highDecade = (high - 1e-9).rounded(.down)
    let upper = highDecade + (steps.first { highDecade + $0 >= high - 1e-9 } ?? 1)
    let niced = lower < upper ? lower...upper : domain
    return (niced, ticks(in: niced, count: count))
  }

  /// `factor` × 10^`exponent` as a tick label: `0.001`, `20`, `5k`, `1M`, `1e-9`.
  static func label(factor: Double, exponent: Int) -> String {
    let value = factor * pow(10, Double(exponent))
    if exponent < -4 || exponent > 14 {
      return ChartNumberFormat.trimmed(ChartNumberFormat.scientific(value, decimals: 0))
    }
    if exponent >= 3 {
      // 1k, 20k, 500M: the suffix of the value's thousands.
      let thousands = min(exponent / 3, suffixes.count)
      let mantissa = factor * pow(10, Double(exponent - 3 * thousands))
      return ChartNumberFormat.plain(mantissa) + suffixes[thousands - 1]
    }
    return ChartNumberFormat.tickLabels([value], step: value).first ?? ChartNumberFormat.plain(value)
  }

  /// The suffixes of thousands, millions, billions and trillions.
  static let suffixes = ["k", "M", "B", "T"]
}
