import Foundation

/// The rows of a table read wide are its subjects, and none of them is left out: 26 districts of
/// Sri Lanka by month, on scales a hundredfold apart (Colombo's 1,693 cases in January beside a
/// rural district's dozen), were drawn as the first 12 districts, a panel each, and the other 14
/// were not in the chart at all. A row is not a column: a table's first twelve columns may be the
/// measures that matter, but its first twelve rows are only the ones that came first. So each row
/// gets a panel, as many as a stack of panels can name (``maxWideRowPanels``), and the note says
/// that all are drawn.
extension ChartChoice {
  /// The most rows of a wide table drawn as a panel each: as many as bars are drawn
  /// (``maxBars``), each panel still a line of text high in a chart of the usual size.
  static let maxWideRowPanels = maxBars

  /// Lays out the rows of a table read wide (``Note/readWide(first:last:columns:label:)``) that
  /// are too many to overlay and on scales too far apart for their median (no series column was
  /// kept): more than ``maxDrawnSeries`` and at most ``maxWideRowPanels``, drawn all, a panel
  /// each, with a ``Note/rowsAsPanels(rows:)``. Leaves other datasets as they are.
  ///
  /// - Parameters:
  ///   - dataset: The sanitized dataset, a series per row.
  ///   - choice: The choice, to which the note is added.
  ///   - layout: The layout asked for; an overlay asked for is kept.
  /// - Returns: Whether the layout changed.
  static func drawsEveryRow(_ dataset: inout Dataset, choice: inout ChartChoice, layout: Dataset.Layout?) -> Bool {
    guard layout != .overlay, choice.series == nil, dataset.mark == .line,
      (maxDrawnSeries + 1...maxWideRowPanels).contains(dataset.series.count),
      choice.notes.contains(where: { if case .readWide = $0 { true } else { false } })
    else { return false }
    dataset.layout = .panels
    dataset.others = nil
    choice.notes.append(.rowsAsPanels(rows: dataset.series.count))
    return true
  }
}
