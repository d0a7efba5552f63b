import Foundation

extension ChartChoice {
  /// The histogram of `values` (NaN and infinities left out): bins of a round width, chosen by
  /// the Freedman–Diaconis rule (width 2·IQR·n^(-1/3)), or by Sturges' (⌈log₂ n⌉ + 1 bins) when
  /// the middle half of the values has no spread; whole numbers over a short range get a bin
  /// per number.
  ///
  /// - Parameters:
  ///   - values: The measure's values.
  ///   - name: The measure's name, the x axis's label.
  /// - Returns: The dataset (one series: bin starts and counts) and the note that says how.
  static func histogram(of values: [Double], name: String) -> (Dataset, Note) {
    // What sanitization would drop (the -999 sentinels) is not a value to count.
    let sentinels = SanitizationOptions().sentinels
    var finite = values.filter { $0.isFinite && !sentinels.contains($0) }
    finite.sort()
    let count = finite.count
    guard let low = finite.first, let high = finite.last, high > low else {
      var dataset = Dataset(
        xKind: .number, xLabel: name, yLabel: "",
        series: [Series(name: name, xs: finite.isEmpty ? [] : [finite[0] - 0.5], ys: finite.isEmpty ? [] : [Double(count)])],
        mark: .histogram)
      dataset.binWidth = 1
      return (dataset, .histogram(bins: finite.isEmpty ? 0 : 1, rule: .sturges))
    }
    if count >= logScaleMinimumCount, low > 0, let logged = logHistogram(of: finite, name: name) { return logged }
    let quartile = { (p: Double) in finite[min(count - 1, Int((Double(count - 1) * p).rounded()))] }
    var (width, rule) = binWidth(
      iqr: quartile(0.75) - quartile(0.25), count: Double(count), range: high - low, maxBins: 100)
    let wholeNumbers = finite.allSatisfy { $0 == $0.rounded() }
    var start = (low / width).rounded(.down) * width
    if wholeNumbers && width <= 1 && high - low <= 100 {
      width = 1
      start = low - 0.5
    } else if wholeNumbers {
      width = max(1, width.rounded())
    }
    let bins = max(1, Int(((high - start) / width).rounded(.down)) + 1)
    var counts = [Double](repeating: 0, count: bins)
    for value in finite {
      let bin = min(bins - 1, max(0, Int(((value - start) / width).rounded(.down))))
      counts[bin] += 1
    }
    let starts = (0..<bins).map { start + Double($0) * width }
    var dataset = Dataset(
      xKind: .number, xLabel: name, yLabel: "", series: [Series(name: name, xs: starts, ys: counts)],
      mark: .histogram)
    dataset.binWidth = width
    return (dataset, .histogram(bins: bins, rule: rule))
  }

  /// The histogram of positive `sorted` values that span decades with most of them in the
  /// lowest bins of an even axis (``decades(_:)``): bins even in the logarithm, from the
  /// smallest value to the largest, as many as the Freedman–Diaconis rule gives the logarithms
  /// (5 to 100), on a log x (``Dataset/xScale``, ``binWidth`` in decades); nil for values an even
  /// axis shows well.
  static func logHistogram(of sorted: [Double], name: String) -> (Dataset, Note)? {
    guard let low = sorted.first, let high = sorted.last, decades([sorted]) != nil else { return nil }
    let logs = sorted.map { log10($0) }
    let (first, last) = (log10(low), log10(high))
    let count = logs.count
    let quartile = { (p: Double) in logs[min(count - 1, Int((Double(count - 1) * p).rounded()))] }
    let iqr = quartile(0.75) - quartile(0.25)
    var rule = BinRule.freedmanDiaconis
    var bins: Int
    if iqr > 0 {
      bins = Int(((last - first) / (2 * iqr / cbrt(Double(count)))).rounded(.up))
    } else {
      rule = .sturges
      bins = Int(log2(Double(count)).rounded(.up)) + 1
    }
    bins = min(max(bins, 5), 100)
    let width = (last - first) / Double(bins)
    var counts = [Double](repeating: 0, count: bins)
    for value in logs {
      counts[min(bins - 1, max(0, Int(((value - first) / width).rounded(.down))))] += 1
    }
    // The first start is the smallest value itself, the last bin ends at the largest.
    let starts = (0..<bins).map { $0 == 0 ? low : pow(10, first + Double($0) * width) }
    var dataset = Dataset(
      xKind: .number, xLabel: name, yLabel: "", series: [Series(name: name, xs: starts, ys: counts)],
      mark: .histogram)
    dataset.binWidth = width
    dataset.xScale = .log
    return (dataset, .histogram(bins: bins, rule: rule))
  }

  /// A round bin width for `count` values over `range` with interquartile range `iqr`: the
  /// Freedman–Diaconis rule (2·IQR·n^(-1/3)), or Sturges' (⌈log₂ n⌉ + 1 bins) when the middle
  /// half has no spread; never more than `maxBins` bins over the range, never fewer than 5 (a
  /// few values keep what they have), rounded by ``roundWidth(_:)``.
  static func binWidth(iqr: Double, count: Double, range: Double, maxBins: Double) -> (width: Double, rule: BinRule) {
    let (width, rule): (Double, BinRule) =
      iqr > 0 ? (2 * iqr / cbrt(count), .freedmanDiaconis) : (range / (log2(count).rounded(.up) + 1), .sturges)
    return (roundWidth(min(max(width, range / maxBins), range / 5)), rule)
  }

  /// `width` rounded up to 1, 2 or 5 times a power of ten: bin edges a reader can name.
  static func roundWidth(_ width: Double) -> Double {
    guard width > 0, width.isFinite else { return 1 }
    let power = pow(10, (log10(width)).rounded(.down))
    for step in [1.0, 2, 2.5, 5, 10] where step * power >= width * 0.999 { return step * power }
    return 10 * power
  }
}
