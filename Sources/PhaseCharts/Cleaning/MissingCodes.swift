import Foundation

/// Numbers that a table writes where it has no value: `-999`, `9999`, `99999`, the survey codes
/// `77777` ("refused") and `88888` ("don't know"), `999.9`, the int32 limits and a tenth of them
/// (`±2147483647`, `±214748364`, give or take a shift), fill values such as `1e20`. Drawn as values, one of them squashes
/// a scatter of a thousand answers into three dots in its corners.
///
/// A value of a numeric column is such a code when all three hold:
/// - it is shaped like one (``isCodeShaped(_:)``): a run of three or more 7s, 8s or 9s, with
///   its sign and decimals of the same digit (`-999.0`, `9999.9`, `77777`), `-99`, `-88` or
///   `-77`, a power of ten from `1e15` up, an integer type's limit or a tenth of it, or
///   netCDF's fill value;
/// - it repeats (at least ``minimumRepeats`` rows): a code is written wherever a value is
///   missing, one odd number is more likely a real one;
/// - it lies far outside the bulk of the column's other values (more than
///   ``bulkSpreads`` interquartile ranges past the quartiles) and beyond every one of them.
///
/// So a real `999` among values from 900 to 1,100, a year 1999 or 9999 in a column of
/// populations is a value. Columns whose name says identifier or code (`id`, `zip`), price
/// (`price`, `cost`: `999` and `99.99` are prices shops ask) are never read for codes, nor x when
/// it holds dates.
///
/// Only a sample of a long column is looked at until a code-shaped number turns up in it: a
/// column without one costs ``probeSize`` comparisons, whatever its length.
enum MissingCodes {
  /// How many values of a column are probed for code-shaped numbers before the column is read
  /// further; columns up to this long are read whole.
  static let probeSize = 4_096
  /// The fewest rows a code is written on.
  static let minimumRepeats = 2
  /// How far past the quartiles, in interquartile ranges, a code lies.
  static let bulkSpreads = 5.0
  /// The fewest other values that make a bulk to judge by.
  static let minimumOthers = 8

  /// The magnitudes of integer types' limits, and a tenth of them: a 32-bit overflow written
  /// by a program that divided it, or moved it (the WNBA's shot coordinates of free throws,
  /// `±214748406.75`, its tenth shifted onto the court). A value within ``limitTolerance`` of
  /// one is a code.
  static let limitMagnitudes: [Double] = [
    2_147_483_647.5, 214_748_364.75, 4_294_967_295, Double(Int64.max), Double(Int64.max / 10),
  ]
  /// How near, relatively, a value lies to a limit that it stands for.
  static let limitTolerance = 1e-6

  /// The codes found in one column and the rows they were on.
  struct Found: Sendable, Hashable {
    /// The codes, most frequent first.
    var codes: [Double]
    /// The rows that held one of them.
    var rows: Int
  }

  /// Whether `value` is written like a missing-value code (see ``MissingCodes``); cheap for the
  /// small numbers most columns hold.
  static func isCodeShaped(_ value: Double) -> Bool {
    let magnitude = value.magnitude
    guard magnitude >= 77, magnitude.isFinite else { return false }
    if magnitude >= 214_000_000, limitMagnitudes.contains(where: { abs(magnitude - $0) <= limitTolerance * $0 }) {
      return true
    }
    if magnitude >= 1e15 {
      // netCDF's default fill value for floats, 9.96921e36, however many digits were kept.
      if (9.969e36...9.9693e36).contains(magnitude) { return true }
      let exponent = log10(magnitude).rounded()
      return exponent <= 308 && magnitude == Double("1e\(Int(exponent))")
    }
    // A run of one digit 7, 8 or 9, with its decimals of the same digit.
    var scaled = magnitude
    for decimals in 0...3 {
      let whole = scaled.rounded()
      if abs(scaled - whole) <= 1e-9 * scaled {
        let integerDigits = digitCount(magnitude.rounded(.down))
        let least = value < 0 && decimals == 0 ? 2 : 3
        return integerDigits >= least && isRepdigit(whole)
      }
      scaled *= 10
    }
    return false
  }

  /// The number of decimal digits of a whole number.
  private static func digitCount(_ whole: Double) -> Int {
    var count = 1
    var rest = whole
    while rest >= 10 {
      rest = (rest / 10).rounded(.down)
      count += 1
    }
    return count
  }

  /// Whether a whole number under 1e15 is one digit 7, 8 or 9 repeated.
  private static func isRepdigit(_ whole: Double) -> Bool {
    guard whole < 1e15 else { return false }
    var rest = Int64(whole)
    let digit = rest % 10
    guard digit >= 7 else { return false }
    while rest > 0 {
      guard rest % 10 == digit else { return false }
      rest /= 10
    }
    return true
  }

  /// Whether a column's name says its numbers are names or prices, never read for codes: an id
  /// or a code (``ColumnRole/isIDName(_:)``), or a price.
  static func isExempt(name: String) -> Bool {
    let words = ColumnPlan.words(of: String(name.prefix(ColumnPlan.maxJudgedNameCharacters)))
    if ColumnRole.isIDName(words) { return true }
    let priceWords: Set<String> = ["price", "prices", "cost", "costs", "msrp", "rrp", "fare", "fares"]
    return words.contains(where: priceWords.contains)
  }

  /// The missing-value codes among the values of one column, held in `parts` (the column's
  /// values per series of a long-format table, or one array); nil when there are none.
  ///
  /// - Parameters:
  ///   - parts: The column's values, in one or more arrays; NaN is missing already.
  ///   - leaving: Codes left as they are, neither codes nor values of the bulk: the
  ///     sanitizer's own sentinels in a measure, which it drops and counts as such.
  /// - Returns: The codes found and how many rows held them, or nil.
  static func find(in parts: [[Double]], leaving: Set<Double> = []) -> Found? {
    let total = parts.reduce(0) { $0 + $1.count }
    guard total >= minimumOthers + minimumRepeats else { return nil }
    // Probe: every value of a short column, evenly spaced ones of a long one; nothing is
    // allocated unless a code-shaped number turns up.
    let stride = max(1, total / probeSize)
    let probed = parts.contains { part in
      Swift.stride(from: 0, to: part.count, by: stride).contains { isCodeShaped(part[$0]) }
    }
    guard probed else { return nil }
    var sample: [Double] = []
    sample.reserveCapacity(min(total, probeSize + parts.count))
    var candidates: [Double: Int] = [:]
    for part in parts {
      var index = 0
      while index < part.count {
        let value = part[index]
        if isCodeShaped(value) {
          if !leaving.contains(value) { candidates[value, default: 0] += 1 }
        } else if !value.isNaN {
          sample.append(value)
        }
        index += stride
      }
    }
    guard !candidates.isEmpty else { return nil }
    // The bulk, from the probe; the extremes of the others, from the probe for now.
    sample.removeAll { !$0.isFinite }
    guard sample.count >= minimumOthers else { return nil }
    sample.sort()
    let q1 = quantile(sample, 0.25)
    let q3 = quantile(sample, 0.75)
    var low = sample[0]
    var high = sample[sample.count - 1]
    var spread = q3 - q1
    if spread <= 0 { spread = max(high - low, q3.magnitude, 1) }
    func isOutside(_ value: Double) -> Bool {
      (value > q3 + bulkSpreads * spread && value > high) || (value < q1 - bulkSpreads * spread && value < low)
    }
    // Candidates inside the probe's bulk stay values: the whole column is read only for the
    // others, to count them and to find the others' true extremes.
    var outside = candidates.keys.filter(isOutside)
    guard !outside.isEmpty else { return nil }
    if stride > 1 {
      var counts = outside.map { _ in 0 }
      for part in parts {
        for value in part {
          if let index = outside.firstIndex(of: value) {
            counts[index] += 1
          } else if value.isFinite, !(low...high).contains(value) {
            if isCodeShaped(value) { continue }
            low = min(low, value)
            high = max(high, value)
          }
        }
      }
      for (index, value) in outside.enumerated() { candidates[value] = counts[index] }
      outside = outside.filter(isOutside)
    }
    let codes = candidates.filter { value, count in count >= minimumRepeats && outside.contains(value) }
    guard !codes.isEmpty else { return nil }
    let ordered = codes.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key > $1.key }
    return Found(codes: ordered.map(\.key), rows: ordered.reduce(0) { $0 + $1.value })
  }

  /// The `p` quantile of sorted values, interpolated.
  private static func quantile(_ sorted: [Double], _ p: Double) -> Double {
    let position = p * Double(sorted.count - 1)
    let below = Int(position.rounded(.down))
    let above = min(below + 1, sorted.count - 1)
    return sorted[below] + (sorted[above] - sorted[below]) * (position - Double(below))
  }

  /// `values` with every one of `codes` read as missing (NaN).
  static func marking(_ codes: [Double], in values: inout [Double]) {
    let set = Set(codes)
    values.withUnsafeMutableBufferPointer { buffer in
      for index in buffer.indices where set.contains(buffer[index]) { buffer[index] = .nan }
    }
  }
}
