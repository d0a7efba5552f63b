import Foundation

/// Each panel decides its own y scale as a chart of its one measure would: a measure that
/// spans several decades with most of its values squashed into the bottom of an even axis (a
/// coin's close from $5 to $19,000, a gamma-ray burst's flux over its flat tail, firms' sales
/// from thousands to millions) gets a log y in its panel, while the other panels stay linear.
/// The x the panels share is a log axis when its numbers ask for one, as for a single chart (the
/// seconds after a gamma-ray burst, from 0.1 to 400,000: the burst is at the start).
extension ChartChoice {
  /// Puts the panels of a laid-out dataset on log y scales where their values ask for one
  /// (``decades(_:)``, the test of a single chart, over the panel's series and its band), with
  /// a ``Note/logScale(column:low:high:)`` for each, named by the panel; and their shared x
  /// on a log scale where its numbers ask for one.
  ///
  /// - Parameters:
  ///   - dataset: The sanitized dataset laid out in panels.
  ///   - choice: The choice, to which the notes are added.
  static func choosePanelScales(_ dataset: inout Dataset, choice: inout ChartChoice) {
    guard dataset.layout == .panels, dataset.mark == .line || dataset.mark == .points else { return }
    if dataset.xKind == .number, let span = decades(dataset.series.map(\.xs)) {
      dataset.xScale = .log
      choice.notes.append(.logScale(column: choice.x ?? dataset.xLabel, low: span.low, high: span.high))
    }
    var scales = [Dataset.Scale](repeating: .linear, count: dataset.series.count)
    for (index, series) in dataset.series.enumerated() {
      var columns = [series.ys]
      if dataset.bands.indices.contains(index), let band = dataset.bands[index] {
        columns += [band.lows, band.highs]
      }
      guard let span = decades(columns) else { continue }
      scales[index] = .log
      choice.notes.append(.logScale(column: series.name, low: span.low, high: span.high))
    }
    dataset.panelYScales = scales.contains(.log) ? scales : []
  }
}
