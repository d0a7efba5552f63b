import Foundation
import PhaseKit

/// A scatter whose points cannot be told apart: two whole-number columns of few levels (years
/// of schooling against age, household size against age, an income bracket against an
/// education code, two pixel intensities) put a dot on nearly every cell of their grid, each
/// dot hiding many rows, so the picture says only "these values occur" (policy G); and a
/// measure over an x of few values with hundreds of rows at each (a population per age group
/// pooled over countries and years) makes every x a full column of dots. What a person reads
/// in both is how `y` moves with `x`: its mean (on a grid) or median (in columns) at each
/// value of `x`, a line per colour group, over the band of the middle 80% of the rows.
extension ChartChoice {
  /// The most values x may take for its points to be summarized per value (ages 0 to 99).
  static let maxGridLevels = 100
  /// The most values the coarser of a grid's two columns may take: more, and both are
  /// measures read to a whole unit (heights in cm against weights in kg).
  static let maxGridCodeLevels = 25
  /// The fewest rows a grid needs before its dots hide one another enough to summarize.
  static let minGridRows = 200
  /// The fewest rows per value of x, on average, for its points to be full columns (at most
  /// ``maxGridCodeLevels`` values).
  static let minColumnRows = 200
  /// The fewest rows a value of x needs for its mean or median to be drawn.
  static let minLevelRows = 5
  /// The fewest rows per colour group and value of x, on average, for a line per group.
  static let minGroupLevelRows = 10
  /// The most rows looked at to decide (evenly spread over the table).
  static let gridSampleRows = 5_000

  /// What a scatter of `series` (the points of one or more colour groups, `y` against `x`)
  /// is: a grid of whole numbers, full columns at few values of x, or neither (nil).
  enum PointPile: Equatable {
    /// Both columns whole numbers of few levels, points hiding one another: means per x.
    case grid
    /// Hundreds of rows at each of a few values of x: medians per x.
    case columns
  }

  /// Whether the points of `series` pile up (``PointPile``), from at most
  /// ``gridSampleRows`` rows spread evenly over them; nil when a scatter reads.
  static func pointPile(_ series: [Series]) -> PointPile? {
    let total = series.reduce(0) { $0 + $1.count }
    guard total >= minGridRows else { return nil }
    let step = max(1, total / gridSampleRows)
    var xLevels = Set<Double>()
    var yLevels = Set<Double>()
    var cells = Set<[Double]>()
    var rows = 0
    var wholeX = true
    var wholeY = true
    var index = 0
    for one in series {
      for (x, y) in zip(one.xs, one.ys) {
        defer { index += 1 }
        guard index % step == 0, x.isFinite, y.isFinite else { continue }
        rows += 1
        xLevels.insert(x)
        guard xLevels.count <= maxGridLevels else { return nil }
        if wholeX, x != x.rounded() || abs(x) >= 1e9 { wholeX = false }
        if wholeY, y != y.rounded() || abs(y) >= 1e9 { wholeY = false }
        if wholeY, yLevels.count <= maxGridLevels {
          yLevels.insert(y)
          cells.insert([x, y])
        }
      }
    }
    // Two values of x are two strips, no trend to read.
    guard rows >= minGridRows, xLevels.count >= 3 else { return nil }
    if wholeX, wholeY, yLevels.count <= maxGridLevels, min(xLevels.count, yLevels.count) <= maxGridCodeLevels,
      rows >= 2 * cells.count
    {
      return .grid
    }
    return xLevels.count <= maxGridCodeLevels && total >= minColumnRows * xLevels.count ? .columns : nil
  }

  /// Replaces a scatter of `y` against `x` whose points pile up (``pointPile(_:)``) by the
  /// mean (grid) or median (columns) of `y` at each value of `x` that holds
  /// ``minLevelRows`` rows or more, one line per series of `dataset` (its colour groups; one
  /// line for all when the groups leave fewer than ``minGroupLevelRows`` rows per value), over
  /// the band from the 10th to the 90th percentile of all its rows at those values, on a log
  /// axis when the values span decades; the scatter becomes the first alternative. Not when
  /// fewer than half the values of `x` (or three) hold that many rows. When each value of `x`
  /// holds one value of `y` (a subtype code within its type code), the pair is a lookup, not a
  /// relation: the rows are counted per value of `y`, stacked by the colour groups. False, and
  /// nothing changed, when the scatter reads.
  ///
  /// - Parameters:
  ///   - dataset: The scatter: points, one series per colour group.
  ///   - x: The x column's name.
  ///   - y: The y column's name.
  ///   - choice: The choice, told the chart and why.
  /// - Returns: Whether the dataset was replaced.
  static func summarizePile(_ dataset: inout Dataset, x: String, y: String, choice: inout ChartChoice) -> Bool {
    guard dataset.mark == .points, dataset.series.count <= maxDrawnSeries, let pile = pointPile(dataset.series)
    else { return false }
    if pile == .grid, let counts = nestedCodeCounts(dataset.series, y: y, choice: &choice) {
      dataset = counts
      return true
    }
    guard let all = medianWithBand(dataset.series, language: .current) else { return false }
    let rows = dataset.series.reduce(0) { $0 + $1.count }
    let useMean = pile == .grid
    let levels = all.series.xs.count
    var groups = dataset.series
    // Too few rows per group and value for a line each (household size by age for four
    // classes of 500 people): one line for all rows, no colours.
    let merges = groups.count > 1 && rows < minGroupLevelRows * groups.count * levels
    if merges { groups = [Series(name: y, xs: groups.flatMap(\.xs), ys: groups.flatMap(\.ys))] }
    let lines = groups.compactMap { one -> Series? in
      let line = levelLine(one, mean: useMean)
      return line.xs.isEmpty ? nil : line
    }
    // Most values of x too thin for a mean (the weeks of a survival time, most rows at its
    // end): the points say more.
    let kept = Set(lines.flatMap(\.xs))
    guard kept.count >= 3, 2 * kept.count >= levels else { return false }
    // Values that span decades (populations of countries, a few zeros aside): a log axis,
    // chosen here, since a dataset with a band keeps the axes it is given.
    let positive = dataset.series.map { $0.ys.filter { $0 > 0 } }
    let finite = dataset.series.reduce(0) { $0 + $1.ys.lazy.filter(\.isFinite).count }
    let logSpan = 100 * positive.reduce(0) { $0 + $1.count } >= 95 * finite ? decades(positive) : nil
    let spots = all.band.xs.indices.filter { kept.contains(all.band.xs[$0]) }
    var band = SeriesEnvelope(
      count: rows, xs: spots.map { all.band.xs[$0] }, lows: spots.map { all.band.lows[$0] },
      highs: spots.map { all.band.highs[$0] })
    band.label = PhaseChartsText.bandMiddleRows.text(in: .current)
    if merges { choice.series = nil }
    dataset.series = lines
    if lines.count == 1 {
      dataset.series[0].name = (useMean ? PhaseChartsText.seriesMeanOf : .seriesMedianOf).format([y], in: .current)
    }
    dataset.others = band
    dataset.mark = .line
    dataset.yLabel = y
    choice.notes.removeAll { note in
      switch note {
      case .rowsAreObservations: true
      case .pointsColoured: lines.count == 1
      default: false
      }
    }
    choice.notes.insert(.pileSummarized(x: x, y: y, rows: rows, grid: useMean), at: 0)
    if let logSpan {
      dataset.yScale = .log
      choice.notes.append(.logScale(column: y, low: logSpan.low, high: logSpan.high))
    }
    choice.mark = .line
    choice.decidedMark = .line
    choice.alternatives.insert(Alternative(x: x, y: [y], mark: .points), at: 0)
    return true
  }

  /// The rows counted per value of `y`, stacked by the series (colour groups), when `y` is a
  /// code that each value of x determines (every value of x with one value of `y`, in 98% of
  /// the rows or more: a customer subtype within its main type); nil otherwise.
  static func nestedCodeCounts(_ series: [Series], y: String, choice: inout ChartChoice) -> Dataset? {
    var byX: [Double: [Double: Int]] = [:]
    var total = 0
    for one in series {
      for (x, value) in zip(one.xs, one.ys) where x.isFinite && value.isFinite {
        byX[x, default: [:]][value, default: 0] += 1
        total += 1
      }
    }
    let determined = byX.values.reduce(0) { $0 + ($1.values.max() ?? 0) }
    guard total > 0, Double(determined) >= 0.98 * Double(total) else { return nil }
    let levels = Set(byX.values.flatMap(\.keys)).sorted()
    guard levels.count >= 2, levels.count <= maxBars else { return nil }
    let slots = Dictionary(uniqueKeysWithValues: levels.enumerated().map { ($1, $0) })
    let xs = levels.indices.map(Double.init)
    let drawn = series.map { one -> Series in
      var counts = [Double](repeating: 0, count: levels.count)
      for value in one.ys where value.isFinite { if let slot = slots[value] { counts[slot] += 1 } }
      return Series(name: series.count == 1 ? y : one.name, xs: xs, ys: counts)
    }
    let colour = series.count > 1 ? choice.series : nil
    choice.notes.removeAll { note in
      switch note {
      case .rowsAreObservations, .pointsColoured: true
      default: false
      }
    }
    choice.notes.insert(.countsPerCategory(column: y, stackedBy: colour), at: 0)
    choice.alternatives.insert(Alternative(x: choice.x ?? "", y: [y], mark: .points), at: 0)
    choice.x = y
    choice.y = []
    choice.series = colour
    choice.mark = .bars
    choice.decidedMark = .bars
    var bars = Dataset(xKind: .category, xLabel: y, yLabel: "", series: drawn, mark: .bars)
    bars.categories = levels.map(levelText)
    return bars
  }

  /// Names the line and band of a summarized pile (``Note/pileSummarized(x:y:rows:grid:)``) in
  /// `language`: the pile is summarized while the table is read, before the pipeline's
  /// language is known, as ``nameMedianPerDate(_:choice:language:)`` does for the median per
  /// date.
  static func namePileSummary(_ dataset: inout Dataset, choice: ChartChoice, language: Language) {
    for case .pileSummarized(_, let y, _, let grid) in choice.notes {
      if dataset.series.count == 1 {
        dataset.series[0].name = (grid ? PhaseChartsText.seriesMeanOf : .seriesMedianOf).format([y], in: language)
      }
      dataset.others?.label = PhaseChartsText.bandMiddleRows.text(in: language)
    }
  }

  /// The mean (or median) of `series`' y at each of its x values that holds ``minLevelRows``
  /// rows or more, in increasing x.
  static func levelLine(_ series: Series, mean: Bool) -> Series {
    var byX: [Double: [Double]] = [:]
    for (x, y) in zip(series.xs, series.ys) where x.isFinite && y.isFinite { byX[x, default: []].append(y) }
    let xs = byX.keys.filter { byX[$0]!.count >= minLevelRows }.sorted()
    let ys = xs.map { x -> Double in
      let values = byX[x]!
      if mean { return values.reduce(0, +) / Double(values.count) }
      let sorted = values.sorted()
      let middle = sorted.count / 2
      return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
    return Series(name: series.name, xs: xs, ys: ys)
  }
}
