import Foundation
import PhaseCharts

/// Hand-written number formatting for tick labels and summaries: fast, locale-free, and the same
/// on every platform (no `String(format:)`, no `NumberFormatter`).
enum ChartNumberFormat {
  /// The suffixes of large tick labels, largest first; beyond T labels use e-notation.
  static let suffixes: [(divisor: Double, suffix: String)] = [
    (1e12, "T"), (1e9, "B"), (1e6, "M"), (1e3, "k"),
  ]
  /// Labels of values this large or larger are written in e-notation (`1.2e15`): `1200T` says
  /// no more, and beyond it suffixes run out.
  static let scientificAbove = 1e15
  /// Labels that need more decimals than this are written in e-notation (`2.5e-7`), not as a
  /// row of zeros.
  static let maximumDecimals = 6

  /// The number of decimals that tells ticks `step` apart: 0.25 → 2, 5 → 0, 5e-10 → 10.
  ///
  /// The tolerance is relative to the step, so a step of 1e-9 needs its nine decimals rather
  /// than passing for a whole number; at most 17 decimals.
  static func decimals(forStep step: Double) -> Int {
    guard step.isFinite, step > 0 else { return 0 }
    var decimals = 0
    var scaled = step
    while decimals < 17, abs(scaled - scaled.rounded()) > 1e-9 * abs(scaled) {
      scaled *= 10
      decimals += 1
    }
    return decimals
  }

  /// `value` with exactly `decimals` decimals, `-` for negatives and never `-0`; in e-notation
  /// (``plain(_:)``) when it is too large for that.
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

  /// The shortest readable form: integers without decimals, numbers of ``scientificAbove`` or
  /// more in e-notation with up to six significant digits (`1.23457e20`), others as Swift
  /// prints them.
  static func plain(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < scientificAbove {
      return value == 0 ? "0" : String(Int64(value))
    }
    if value.isFinite, abs(value) >= scientificAbove {
      return trimmed(scientific(value, decimals: 5))
    }
    return "\(value)"
  }

  /// `value` in e-notation with `decimals` decimals in the mantissa: `1.20e15`, `-5e307`,
  /// `2.5e-10`; `0` for zero. The exponent has no `+` and no leading zeros.
  static func scientific(_ value: Double, decimals: Int) -> String {
    guard value.isFinite else { return fixed(value, decimals: 0) }
    guard value != 0 else { return "0" }
    var exponent = Int(log10(abs(value)).rounded(.down))
    var mantissa = value / power(of: exponent)
    // log10 can be one off near powers of ten, and rounding can carry 9.99 to 10.0.
    if abs(mantissa) >= 10 {
      exponent += 1
      mantissa = value / power(of: exponent)
    } else if abs(mantissa) < 1 {
      exponent -= 1
      mantissa = value / power(of: exponent)
    }
    var text = fixed(mantissa, decimals: decimals)
    if text.hasPrefix("10") || text.hasPrefix("-10") {
      exponent += 1
      text = fixed(mantissa / 10, decimals: decimals)
    }
    return text + "e" + String(exponent)
  }

  /// 10^exponent, also below 1e-307 where `pow` alone gives subnormals or zero.
  private static func power(of exponent: Int) -> Double {
    exponent < -300 ? pow(10, Double(exponent + 300)) * 1e-300 : pow(10, Double(exponent))
  }

  /// `text` without trailing zeros after its decimal point (`1.50e15` → `1.5e15`, `2.0` → `2`).
  static func trimmed(_ text: String) -> String {
    let parts = text.split(separator: "e", maxSplits: 1, omittingEmptySubsequences: false)
    var mantissa = Substring(parts[0])
    if mantissa.contains(".") {
      while mantissa.hasSuffix("0") { mantissa.removeLast() }
      if mantissa.hasSuffix(".") { mantissa.removeLast() }
    }
    return parts.count > 1 ? String(mantissa) + "e" + String(parts[1]) : String(mantissa)
  }

  /// Tick labels for evenly spaced `values`.
  ///
  /// - Decimals come from the step (0.25 → `0.25`, `0.50`).
  /// - A k / M / B / T suffix when the numbers reach ten of that unit and the step is at least a
  ///   tenth of it (`250k`, `40T`).
  /// - E-notation, never with a suffix, when the numbers reach ``scientificAbove`` (`1.2e15`,
  ///   `-1e308`) or the step needs more than ``maximumDecimals`` decimals (`2.5e-9`), with as
  ///   many mantissa decimals as the step needs, trailing zeros removed.
  static func tickLabels(_ values: [Double], step: Double) -> [String] {
    let largest = values.map { abs($0) }.max() ?? 0
    guard step.isFinite, step > 0 else { return values.map { plain($0) } }
    if largest >= scientificAbove { return scientificLabels(values, step: step) }
    for (divisor, suffix) in suffixes where largest >= 10 * divisor && step >= divisor / 10 {
      let decimals = Self.decimals(forStep: step / divisor)
      return values.map { $0 == 0 ? "0" : fixed($0 / divisor, decimals: decimals) + suffix }
    }
    let decimals = Self.decimals(forStep: step)
    if decimals > maximumDecimals { return scientificLabels(values, step: step) }
    return values.map { fixed($0, decimals: decimals) }
  }

  /// Each value in e-notation with enough mantissa decimals to tell steps apart: a value of
  /// about 10^e on a grid of `step` needs e − floor(log10(step)) of them (at most 15).
  private static func scientificLabels(_ values: [Double], step: Double) -> [String] {
    // The step's own leading digit may need one more (a step of 2.5 × 10^p).
    let stepExponent = Int(log10(step).rounded(.down))
    let stepDigits = decimals(forStep: step / pow(10, Double(stepExponent)))
    return values.map { value in
      guard value != 0, abs(value) >= step * 1e-6 else { return "0" }
      let exponent = Int(log10(abs(value)).rounded(.down))
      let decimals = min(max(exponent - stepExponent + stepDigits, 0), 15)
      return trimmed(scientific(value, decimals: decimals))
    }
  }
}
