import Foundation
import PhaseKit

extension ChartChoice {
  /// The most series drawn one by one; past it the largest are drawn and the others become one
  /// band (``SeriesEnvelope``).
  public static let maxDrawnSeries = 12
  /// How many x buckets the band of the series not drawn one by one has.
  static let envelopeBuckets = 400

  /// Lays out a sanitized `dataset`: past ``maxDrawnSeries`` series, the largest are kept and
  /// the others become one band; two or more measures on scales that differ get a panel each
  /// (unless `layout` says otherwise). Bars and histograms are left as they are.
  ///
  /// - Parameters:
  ///   - dataset: The sanitized dataset.
  ///   - choice: The choice, to which the notes are added.
  ///   - layout: The layout asked for; nil decides.
  ///   - language: The language the median's and the band's names are in.
  static func arrange(
    _ dataset: inout Dataset, choice: inout ChartChoice, layout: Dataset.Layout?, language: Language = .current
  ) {
    nameMedianPerDate(&dataset, choice: choice, language: language)
    namePileSummary(&dataset, choice: choice, language: language)
    guard dataset.mark == .line || dataset.mark == .points, dataset.xKind != .category else { return }
    // A battery's distributions are a panel each, unless one plot is asked for (ChartChoice+Battery.swift).
    if choice.notes.contains(where: \.drawsBattery) {
      dataset.layout = layout == .overlay || dataset.series.count < 2 ? .overlay : .panels
      return
    }
    // A count's rate over time: a panel per category, each its median and band (ChartChoice+RateOfCount.swift).
    if choice.notes.contains(where: { if case .rateOfCount = $0 { true } else { false } }) {
      dataset.layout = layout != .overlay && dataset.series.count >= 2 ? .panels : .overlay
      return
    }
    // The measures of rows put in time order by a lagged copy are other quantities (a day's
    // return and its volume) on axes that overlap by chance: a panel each (ChartChoice+LaggedCopies.swift).
    if layout == nil, (2...maxDrawnSeries).contains(dataset.series.count),
      choice.notes.contains(where: { if case .rowsInTimeOrder = $0 { true } else { false } })
    {
      dataset.layout = .panels
      return
    }
    let isObservations = choice.notes.contains { if case .xRepeats = $0 { return true } else { return false } }
    // The rows of a table read wide, counts of one kind past the lines an overlay holds (26
    // districts by month), are drawn all: never its first rows only (ChartChoice+WideRows.swift).
    if drawsEveryRow(&dataset, choice: &choice, layout: layout, language: language) { return }
    if choice.series == nil, dataset.series.count > maxDrawnSeries, layout != .overlay {
      // Many measures (not the series of one measure split by words): the first ones, a panel
      // each, in the table's order.
      choice.notes.append(.measuresCut(shown: maxDrawnSeries, total: dataset.series.count))
      dataset.series.removeSubrange(maxDrawnSeries...)
      choice.y = Array(choice.y.prefix(maxDrawnSeries))
      dataset.layout = .panels
      return
    }
    let isPanel =
      choice.series.map { unit in
        choice.columns.contains(where: { $0.name == unit && [.unit, .id].contains($0.role) })
      } ?? false
    // Several measures of many units: a panel each, each its median and band.
    if isPanel, choice.y.count >= 2, dataset.series.count > maxDrawnSeries * choice.y.count,
      medianPanels(&dataset, choice: &choice, language: language)
    {
      return
    }
    if dataset.series.count > maxDrawnSeries, let unit = choice.series, isPanel,
      let median = medianWithBand(dataset.series, language: language)
    {
      // A panel of many units: one shape, the median over x and the band of the middle 80%.
      let measure = choice.y.first ?? dataset.yLabel
      choice.notes.append(.unitsAsMedian(unit: unit, units: dataset.series.count, measure: measure))
      dataset.series = [median.series]
      dataset.others = median.band
      dataset.layout = .overlay
      return
    }
    if dataset.series.count > maxDrawnSeries {
      let total = dataset.series.count
      cutToLargest(&dataset)
      choice.notes.append(.tooManySeries(drawn: maxDrawnSeries, total: total))
      dataset.layout = layout == .panels ? .panels : .overlay
      if dataset.layout == .panels { dataset.others = nil }
      return
    }
    switch layout {
    case .some(let asked): dataset.layout = dataset.series.count >= 2 ? asked : .overlay
    case nil:
      // Different measures on scales that differ get a panel each, and so do the measures of
      // observations, whose clouds would hide one another. Series split from one column by its
      // words (a `variable,value` table can hold several measures) too, when their scales are
      // that far apart.
      if choice.series == nil, dataset.mark == .points, dataset.series.count >= 2, isObservations {
        dataset.layout = .panels
        return
      }
      // Series of one measure split by words are compared on one axis unless their sizes
      // differ 20-fold: a flat series is news there, not a fault of the scale.
      // A scatter coloured by groups keeps one pair of axes (ChartChoice+Groups.swift).
      guard !choice.notes.contains(where: \.coloursAScatter) else { return }
      guard let ratio = panelsAreNeeded(dataset, bySizeOnly: choice.series != nil) else {
        // Measures whose values lie apart (a sea level and an index, prices and their return)
        // are of different units: one axis would read them as one quantity.
        // Measures whose names say different units (an angle beside irradiances) likewise,
        // whatever their values (ChartChoice+ApartScales.swift).
        if choice.series == nil, let named = unitsNamedApart(dataset.series) {
          dataset.layout = .panels
          let closeNote = keepClose(&dataset, choice: &choice)
          choice.notes.append(.unitsNamedApart(first: named.first, second: named.second))
          if let closeNote { choice.notes.append(closeNote) }
          return
        }
        if choice.series == nil, var apart = scalesApart(dataset.series) {
          dataset.layout = .panels
          let closeNote = keepClose(&dataset, choice: &choice)
          if closeNote != nil { apart = scalesApart(dataset.series) ?? apart }
          choice.notes.append(.scalesApart(first: apart.first, second: apart.second))
          if let closeNote { choice.notes.append(closeNote) }
          return
        }
        // One scale, but lines that tangle or a numbered run (ChartChoice+Overlays.swift).
        if separateOverlay(&dataset, choice: &choice, language: language) { return }
        // Lines so dense that one lies hidden under those drawn over it: a panel each.
        if dataset.mark == .line, dataset.others == nil, let hidden = hiddenLine(dataset.series) {
          dataset.layout = .panels
          choice.notes.append(.lineHidden(hidden: hidden.hidden, under: hidden.under))
        }
        return
      }
      dataset.layout = .panels
      choice.notes.append(.scalesDiffer(ratio: ratio))
    }
  }

  /// How far the series' scales differ when they are too far apart to share an axis, else
  /// nil: when the largest magnitude is more than 20 times another's, or a series would use
  /// less than 5% of the shared axis. The result is the ratio of the shared range to the
  /// smallest series' range (at least 20).
  ///
  /// - Parameters:
  ///   - dataset: A sanitized dataset.
  ///   - bySizeOnly: Whether only the sizes count (series of one measure); false by default.
  /// - Returns: The ratio, or nil when one axis serves them all.
  public static func panelsAreNeeded(_ dataset: Dataset, bySizeOnly: Bool = false) -> Double? {
    let ranges = dataset.series.compactMap { series -> (low: Double, high: Double)? in
      let (low, high) = finiteRange(series.ys)
      return low <= high ? (low, high) : nil
    }
    guard ranges.count >= 2 else { return nil }
    let low = ranges.map(\.low).min()!
    let high = ranges.map(\.high).max()!
    let shared = high - low
    guard shared > 0 else { return nil }
    let magnitudes = ranges.map { max(abs($0.low), abs($0.high)) }
    let smallestSpan = ranges.map { $0.high - $0.low }.min()!
    let smallestMagnitude = magnitudes.min()!
    let magnitudeRatio = smallestMagnitude > 0 ? magnitudes.max()! / smallestMagnitude : .infinity
    let spanRatio = smallestSpan > 0 ? shared / smallestSpan : .infinity
    guard magnitudeRatio > 20 || (spanRatio > 20 && !bySizeOnly) else { return nil }
    if bySizeOnly { return min(magnitudeRatio, 1e6) }
    return min(max(magnitudeRatio.isFinite ? magnitudeRatio : 0, spanRatio.isFinite ? spanRatio : 0, 20), 1e6)
  }

  /// The smallest and largest finite value of `values` (`+inf`, `-inf` when none is finite).
  /// Four running pairs, not one: a million-row measure is scanned without each comparison
  /// waiting on the one before (the scan was 4% of choosing the chart of a 1M-row table).
  static func finiteRange(_ values: [Double]) -> (low: Double, high: Double) {
    values.withUnsafeBufferPointer { buffer in
      var low = (Double.infinity, Double.infinity, Double.infinity, Double.infinity)
      var high = (-Double.infinity, -Double.infinity, -Double.infinity, -Double.infinity)
      let count = buffer.count
      var i = 0
      while i + 4 <= count {
        let a = buffer[i], b = buffer[i + 1], c = buffer[i + 2], d = buffer[i + 3]
        if a.isFinite { low.0 = a < low.0 ? a : low.0; high.0 = a > high.0 ? a : high.0 }
        if b.isFinite { low.1 = b < low.1 ? b : low.1; high.1 = b > high.1 ? b : high.1 }
        if c.isFinite { low.2 = c < low.2 ? c : low.2; high.2 = c > high.2 ? c : high.2 }
        if d.isFinite { low.3 = d < low.3 ? d : low.3; high.3 = d > high.3 ? d : high.3 }
        i += 4
      }
      while i < count {
        let a = buffer[i]
        if a.isFinite { low.0 = a < low.0 ? a : low.0; high.0 = a > high.0 ? a : high.0 }
        i += 1
      }
      return (min(low.0, low.1, low.2, low.3), max(high.0, high.1, high.2, high.3))
    }
  }

  /// Keeps the ``maxDrawnSeries`` largest series (by their largest magnitude, then by points),
  /// in their order, and folds the others into ``Dataset/others``.
  static func cutToLargest(_ dataset: inout Dataset) {
    let sizes = dataset.series.map { series in
      (magnitude: series.ys.lazy.filter(\.isFinite).map(abs).max() ?? -1, count: series.count)
    }
    let ranked = dataset.series.indices.sorted { a, b in
      sizes[a].magnitude != sizes[b].magnitude ? sizes[a].magnitude > sizes[b].magnitude : sizes[a].count > sizes[b].count
    }
    let kept = Set(ranked.prefix(maxDrawnSeries))
    let others = dataset.series.indices.filter { !kept.contains($0) }.map { dataset.series[$0] }
    dataset.series = dataset.series.indices.filter(kept.contains).map { dataset.series[$0] }
    dataset.others = envelope(of: others)
  }

  /// The median of `series` at each x (or in each of ``envelopeBuckets`` buckets of x, past
  /// that many x values), and the band from their 10th to their 90th percentile; nil when no
  /// x has a value.
  static func medianWithBand(_ series: [Series], language: Language) -> (series: Series, band: SeriesEnvelope)? {
    var byX: [Double: [Double]] = [:]
    for one in series {
      for (x, y) in zip(one.xs, one.ys) where x.isFinite && y.isFinite { byX[x, default: []].append(y) }
    }
    guard !byX.isEmpty else { return nil }
    if byX.count > envelopeBuckets {
      let low = byX.keys.min()!
      let width = (byX.keys.max()! - low) / Double(envelopeBuckets)
      var buckets: [Double: [Double]] = [:]
      for (x, ys) in byX {
        let bucket = min(envelopeBuckets - 1, Int((x - low) / width))
        buckets[low + (Double(bucket) + 0.5) * width, default: []].append(contentsOf: ys)
      }
      byX = buckets
    }
    let xs = byX.keys.sorted()
    func quantile(_ sorted: [Double], _ p: Double) -> Double {
      let position = p * Double(sorted.count - 1)
      let below = Int(position.rounded(.down))
      let above = min(sorted.count - 1, below + 1)
      return sorted[below] + (sorted[above] - sorted[below]) * (position - Double(below))
    }
    var medians: [Double] = []
    var lows: [Double] = []
    var highs: [Double] = []
    for x in xs {
      let sorted = byX[x]!.sorted()
      medians.append(quantile(sorted, 0.5))
      lows.append(quantile(sorted, 0.1))
      highs.append(quantile(sorted, 0.9))
    }
    var band = SeriesEnvelope(count: series.count, xs: xs, lows: lows, highs: highs)
    band.label = PhaseChartsText.bandMiddle.format([String(series.count)], in: language)
    return (Series(name: PhaseChartsText.seriesMedian.text(in: language), xs: xs, ys: medians), band)
  }

  /// The lowest and highest value of `series` in each of ``envelopeBuckets`` buckets of x.
  static func envelope(of series: [Series]) -> SeriesEnvelope? {
    var xLow = Double.infinity
    var xHigh = -Double.infinity
    for one in series {
      for (x, y) in zip(one.xs, one.ys) where x.isFinite && y.isFinite {
        xLow = min(xLow, x)
        xHigh = max(xHigh, x)
      }
    }
    guard xLow <= xHigh else { return nil }
    let buckets = xHigh > xLow ? envelopeBuckets : 1
    let width = (xHigh - xLow) / Double(buckets)
    var lows = [Double](repeating: .infinity, count: buckets)
    var highs = [Double](repeating: -.infinity, count: buckets)
    for one in series {
      for (x, y) in zip(one.xs, one.ys) where x.isFinite && y.isFinite {
        let bucket = width > 0 ? min(buckets - 1, Int((x - xLow) / width)) : 0
        lows[bucket] = min(lows[bucket], y)
        highs[bucket] = max(highs[bucket], y)
      }
    }
    let filled = (0..<buckets).filter { lows[$0] <= highs[$0] }
    return SeriesEnvelope(
      count: series.count, xs: filled.map { xLow + (Double($0) + 0.5) * width },
      lows: filled.map { lows[$0] }, highs: filled.map { highs[$0] })
  }
}
