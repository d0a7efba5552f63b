import Foundation

/// Which axes are log scales: positive measures that span several decades with most of their
/// values squashed into one corner of an even axis (animals' body weights from 20 g to 87 t,
/// fitted coefficients from 1e-6 to 1e4) are drawn on a log axis, and say so.
///
/// Never for a value at or below zero, which a log axis cannot place; never for dates,
/// categories or bars (they stand on zero); each panel decides its own (ChartChoice+PanelScales.swift).
extension ChartChoice {
  /// The least ratio of the largest value to the smallest for a log axis: two decades.
  static let logScaleMinimumRatio = 100.0
  /// The most of the even axis the values' median may sit above the smallest value, as a share
  /// of the range, for a log axis: below it, half the values share a tenth of the axis.
  static let logScaleMaximumMedianPosition = 0.1
  /// The fewest values a log axis is chosen for.
  static let logScaleMinimumCount = 8
  /// The most values the median is taken from, evenly spaced: the choice stays linear in the
  /// rows and cheap on a million of them.
  static let logScaleSample = 4096

  /// Puts the axes of a prepared chart on log scales where its values ask for one, with a note
  /// for each (``Note/logScale(column:low:high:)``); a histogram binned in decades by
  /// ``histogram(of:name:)`` gets its note here.
  ///
  /// - Parameters:
  ///   - dataset: The sanitized, laid-out dataset.
  ///   - choice: The choice that made it, whose notes say which axes are log scales.
  static func chooseScales(_ dataset: inout Dataset, choice: inout ChartChoice) {
    if dataset.xKind == .number, choice.notes.contains(where: { if case .timesOfDay = $0 { true } else { false } }) {
      dataset.xIsTimeOfDay = true
    }
    let noted = choice.notes.contains { if case .logScale = $0 { true } else { false } }
    if dataset.mark == .histogram {
      if dataset.xScale == .log, !noted, let width = dataset.binWidth, let first = dataset.series.first?.xs.first,
        let last = dataset.series.first?.xs.last
      {
        choice.notes.append(.logScale(column: dataset.xLabel, low: first, high: last * pow(10, width)))
      }
      return
    }
    // A dataset given whole (not chosen from a table's columns) is drawn as it was given.
    if !noted, !choice.columns.isEmpty, dataset.layout == .panels {
      choosePanelScales(&dataset, choice: &choice)
      return
    }
    guard !noted, !choice.columns.isEmpty, dataset.mark == .line || dataset.mark == .points, dataset.layout == .overlay,
      dataset.others == nil
    else { return }
    if dataset.xKind == .number, let span = decades(dataset.series.map(\.xs)) {
      dataset.xScale = .log
      choice.notes.append(.logScale(column: choice.x ?? dataset.xLabel, low: span.low, high: span.high))
    }
    if let span = decades(dataset.series.map(\.ys)) {
      dataset.yScale = .log
      let name = dataset.yLabel.isEmpty ? (choice.y.count == 1 ? choice.y[0] : "y") : dataset.yLabel
      choice.notes.append(.logScale(column: name, low: span.low, high: span.high))
    }
    chooseAxisRanges(&dataset, choice: &choice)
  }

  /// The smallest and largest of `columns`' values when they belong on a log axis: every
  /// finite value positive, at least ``logScaleMinimumCount`` of them, the largest
  /// ``logScaleMinimumRatio`` times the smallest or more, and their median in the lowest
  /// ``logScaleMaximumMedianPosition`` of the range; nil otherwise.
  static func decades(_ columns: [[Double]]) -> (low: Double, high: Double)? {
    var low = Double.infinity
    var high = -Double.infinity
    var count = 0
    for values in columns {
      for value in values where value.isFinite {
        guard value > 0 else { return nil }
        low = min(low, value)
        high = max(high, value)
        count += 1
      }
    }
    guard count >= logScaleMinimumCount, high / low >= logScaleMinimumRatio else { return nil }
    let sample = sortedSample(columns, count: count)
    let median = sample[sample.count / 2]
    guard (median - low) / (high - low) < logScaleMaximumMedianPosition else { return nil }
    return (low, high)
  }

  /// At most ``logScaleSample`` (and one) of the `count` finite values of `columns`, evenly
  /// spaced, sorted: quantiles that stay linear in the rows and cheap on a million of them.
  static func sortedSample(_ columns: [[Double]], count: Int) -> [Double] {
    let stride = max(1, count / logScaleSample)
    var sample: [Double] = []
    sample.reserveCapacity(min(count, logScaleSample + 1))
    var seen = 0
    for values in columns {
      for value in values where value.isFinite {
        if seen % stride == 0 { sample.append(value) }
        seen += 1
      }
    }
    return sample.sorted()
  }

  /// A value as a note about a span says it: three significant digits, thousands grouped
  /// (`0.0234`, `87,000`, `1.2e-7`).
  static func spanText(_ value: Double) -> String {
    guard value.isFinite, value != 0 else { return value.isNaN ? "NaN" : String(value) }
    let magnitude = abs(value)
    if magnitude < 1e-4 || magnitude >= 1e15 {
      let exponent = Int(log10(magnitude).rounded(.down))
      var mantissa = value / pow(10, Double(exponent))
      mantissa = (mantissa * 100).rounded() / 100
      var text = String(mantissa)
      if text.hasSuffix(".0") { text.removeLast(2) }
      return "\(text)e\(exponent)"
    }
    let digits = Int(log10(magnitude).rounded(.down))
    let decimals = max(0, 2 - digits)
    let scale = pow(10, Double(decimals - 0))
    let rounded = (magnitude * scale).rounded() / scale
    var whole = String(Int(rounded.rounded(.down)))
    var grouped = ""
    while whole.count > 3 {
      grouped = "," + whole.suffix(3) + grouped
      whole.removeLast(3)
    }
    grouped = whole + grouped
    if decimals > 0 {
      var fraction = String(Int(((rounded - rounded.rounded(.down)) * scale).rounded()))
      while fraction.count < decimals { fraction = "0" + fraction }
      while fraction.hasSuffix("0") { fraction.removeLast() }
      if !fraction.isEmpty { grouped += "." + fraction }
    }
    return (value < 0 ? "-" : "") + grouped
  }
}
