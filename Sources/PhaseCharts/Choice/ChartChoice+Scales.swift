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
  /// The least ratio of the largest positive value to the smallest, on each axis, for a
  /// scatter of two sizes with a few zeros to go on log axes (``sizesOnLogAxes(_:_:)``):
  /// two and a half decades.
  static let logSizesMinimumRatio = 316.0
  /// The largest share of a scatter's values on one axis that may be zero (uninhabited
  /// islands, a territory of no area) for its sizes to go on log axes, the zeros left out.
  static let logSizesMaximumZeroShare = 0.05

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
    // Two sizes with a few zeros (countries' population against their area): both on log axes,
    // the zeros left out and counted, where ``decades(_:)`` keeps a zero's axis even.
    if dataset.mark == .points, dataset.xKind == .number,
      let sizes = sizesOnLogAxes(dataset.series.map(\.xs), dataset.series.map(\.ys))
    {
      dataset.xScale = .log
      dataset.yScale = .log
      choice.notes.append(.logScale(column: choice.x ?? dataset.xLabel, low: sizes.x.low, high: sizes.x.high))
      let name = dataset.yLabel.isEmpty ? (choice.y.count == 1 ? choice.y[0] : "y") : dataset.yLabel
      choice.notes.append(.logScale(column: name, low: sizes.y.low, high: sizes.y.high))
      choice.notes.append(.zerosOffLogAxes(count: sizes.zeros, total: sizes.total))
      return
    }
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

  /// The positive spans of a scatter's two axes when both are sizes to read on log axes but a
  /// few zeros keep ``decades(_:)`` from saying so: no value below zero, at least one zero, at
  /// most ``logSizesMaximumZeroShare`` of each axis's values zero, and each axis's positive
  /// values as ``decades(_:)`` wants them, spanning ``logSizesMinimumRatio`` or more. With
  /// how many of the `total` points (both values finite) have a zero and are left out.
  ///
  /// - Parameters:
  ///   - xs: The x values of every series.
  ///   - ys: The y values of every series, row for row with `xs`.
  /// - Returns: Both spans, the points with a zero, and the points; nil when the axes are left
  ///   to ``decades(_:)``.
  static func sizesOnLogAxes(_ xs: [[Double]], _ ys: [[Double]]) -> (
    x: (low: Double, high: Double), y: (low: Double, high: Double), zeros: Int, total: Int
  )? {
    guard xs.count == ys.count, zip(xs, ys).allSatisfy({ $0.count == $1.count }) else { return nil }
    var total = 0
    var zeros = 0
    var xZeros = 0
    var yZeros = 0
    for (seriesXs, seriesYs) in zip(xs, ys) {
      for (x, y) in zip(seriesXs, seriesYs) where x.isFinite && y.isFinite {
        guard x >= 0, y >= 0 else { return nil }
        total += 1
        if x == 0 { xZeros += 1 }
        if y == 0 { yZeros += 1 }
        if x == 0 || y == 0 { zeros += 1 }
      }
    }
    let most = logSizesMaximumZeroShare * Double(total)
    guard zeros > 0, Double(xZeros) <= most, Double(yZeros) <= most else { return nil }
    let positiveXs = xs.map { $0.filter { $0 > 0 } }
    let positiveYs = ys.map { $0.filter { $0 > 0 } }
    guard let x = decades(positiveXs), let y = decades(positiveYs),
      x.high / x.low >= logSizesMinimumRatio, y.high / y.low >= logSizesMinimumRatio
    else { return nil }
    return (x, y, zeros, total)
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
