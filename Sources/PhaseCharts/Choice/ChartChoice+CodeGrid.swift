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
  /// The most values x may take for its points to be summarized per value.
  static let maxGridLevels = 60
  /// The most values the coarser of a grid's two columns may take: more, and both are
  /// measures read to a whole unit (heights in cm against weights in kg).
  static let maxGridCodeLevels = 25
  /// The fewest rows a grid needs before its dots hide one another enough to summarize.
  static let minGridRows = 200
  /// The fewest rows per value of x, on average, for its points to be full columns.
  static let minColumnRows = 200
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
    return total >= minColumnRows * xLevels.count ? .columns : nil
  }

  /// Replaces a scatter of `y` against `x` whose points pile up (``pointPile(_:)``) by the
  /// mean (grid) or median (columns) of `y` at each value of `x`, one line per series of
  /// `dataset` (its colour groups), over the band from the 10th to the 90th percentile of all
  /// its rows; the scatter becomes the first alternative. False, and nothing changed, when the
  /// scatter reads.
  ///
  /// - Parameters:
  ///   - dataset: The scatter: points, one series per colour group.
  ///   - x: The x column's name.
  ///   - y: The y column's name.
  ///   - choice: The choice, told the chart and why.
  /// - Returns: Whether the dataset was replaced.
  static func summarizePile(_ dataset: inout Dataset, x: String, y: String, choice: inout ChartChoice) -> Bool {
    guard dataset.mark == .points, dataset.series.count <= maxDrawnSeries, let pile = pointPile(dataset.series),
      let all = medianWithBand(dataset.series, language: .current)
    else { return false }
    let rows = dataset.series.reduce(0) { $0 + $1.count }
    let useMean = pile == .grid
    let lines = dataset.series.compactMap { one -> Series? in
      let line = levelLine(one, mean: useMean)
      return line.xs.isEmpty ? nil : line
    }
    guard !lines.isEmpty else { return false }
    var band = all.band
    band.count = rows
    band.label = PhaseChartsText.bandMiddleRows.text(in: .current)
    dataset.series = lines
    if lines.count == 1 {
      dataset.series[0].name = (useMean ? PhaseChartsText.seriesMeanOf : .seriesMedianOf).format([y], in: .current)
    }
    dataset.others = band
    dataset.mark = .line
    dataset.yLabel = y
    choice.notes.removeAll { note in
      switch note {
      case .rowsAreObservations, .pointsColoured: true
      default: false
      }
    }
    choice.notes.insert(.pileSummarized(x: x, y: y, rows: rows, grid: useMean), at: 0)
    choice.mark = .line
    choice.decidedMark = .line
    choice.alternatives.insert(Alternative(x: x, y: [y], mark: .points), at: 0)
    return true
  }

  /// The mean (or median) of `series`' y at each of its x values, in increasing x.
  static func levelLine(_ series: Series, mean: Bool) -> Series {
    var byX: [Double: [Double]] = [:]
    for (x, y) in zip(series.xs, series.ys) where x.isFinite && y.isFinite { byX[x, default: []].append(y) }
    let xs = byX.keys.sorted()
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
