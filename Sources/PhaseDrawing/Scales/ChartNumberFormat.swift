import PhaseCharts
/// Hand-written number formatting for tick labels and summaries: fast, locale-free, and the same
/// on every platform (no `String(format:)`, no `NumberFormatter`).
enum ChartNumberFormat {
  /// The number of decimals that tells ticks `step` apart: 0.25 → 2, 5 → 0.
  static func decimals(forStep step: Double) -> Int {
    guard step.isFinite, step > 0 else { return 0 }
    var decimals = 0
    var scaled = step
    while decimals < 10, abs(scaled - scaled.rounded()) > 1e-9 * max(1, abs(scaled)) {
      scaled *= 10
      decimals += 1
    }
    return decimals
  }

  /// `value` with exactly `decimals` decimals, `-` for negatives and never `-0`.
  static func fixed(_ value: Double, decimals: Int) -> String {
    guard value.isFinite else { return value.isNaN ? "NaN" : (value < 0 ? "-∞" : "∞") }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    guard abs(value * scale) < 9e15 else { return plain(value) }
    let scaled = Int64((value * scale).rounded())
    var magnitude = scaled.magnitude
    var digits: [UInt8] = []
    var produced = 0
    while magnitude > 0 || produced <= decimals {
      digits.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
      magnitude /= 10
      produced += 1
      if produced == decimals && decimals > 0 { digits.append(UInt8(ascii: ".")) }
    }
    if scaled < 0 { digits.append(UInt8(ascii: "-")) }
    return String(decoding: digits.reversed(), as: UTF8.self)
  }

  /// The shortest readable form: integers without decimals, others as Swift prints them.
  static func plain(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
      return value == 0 ? "0" : String(Int64(value))
    }
    return "\(value)"
  }

  /// Tick labels for evenly spaced `values`: decimals from the step, and a k / M / B suffix when
  /// every value is a multiple of a thousand or more and the numbers are large.
  static func tickLabels(_ values: [Double], step: Double) -> [String] {
    let largest = values.map { abs($0) }.max() ?? 0
    for (divisor, suffix) in [(1e9, "B"), (1e6, "M"), (1e3, "k")]
    where largest >= 10 * divisor && step >= divisor / 10 {
      let decimals = Self.decimals(forStep: step / divisor)
      return values.map { $0 == 0 ? "0" : fixed($0 / divisor, decimals: decimals) + suffix }
    }
    let decimals = Self.decimals(forStep: step)
    return values.map { fixed($0, decimals: decimals) }
  }
}
