import Foundation
import PhaseKit

/// A code read over x that jumps from value to value (a DNA sequence's nucleotides 1 to 4 over
/// their position): as points it is a few bands of dots that say nothing; a person counts the
/// rows per code.
extension ChartChoice {
  /// The fewest rows a code must have to be counted rather than drawn over x.
  static let minCountedCodeRows = 100

  /// Bars of the rows counted per value of the one code `dataset` draws over x, when it has
  /// ``minCountedCodeRows`` values or more and changes value between more than a third of
  /// consecutive rows; nil when it holds steady for runs of rows (a recession flagged 0 or 1
  /// over months), whose points over x show when it changes.
  ///
  /// - Parameters:
  ///   - dataset: The code's dataset over x: one series.
  ///   - code: The code column's name.
  ///   - choice: The choice, told the chart drawn.
  /// - Returns: The bars, one per value in increasing order; nil to keep the points.
  static func codeCounts(_ dataset: Dataset, code: String, choice: inout ChartChoice) -> Dataset? {
    guard dataset.series.count == 1 else { return nil }
    let values = dataset.series[0].ys.filter(\.isFinite)
    guard values.count >= minCountedCodeRows else { return nil }
    let changes = zip(values, values.dropFirst()).filter { $0 != $1 }.count
    guard 3 * changes > values.count else { return nil }
    var counts: [Double: Int] = [:]
    for value in values { counts[value, default: 0] += 1 }
    let levels = counts.keys.sorted()
    choice.notes.insert(.countsPerCategory(column: code, stackedBy: nil), at: 0)
    choice.x = code
    choice.y = []
    choice.series = nil
    choice.mark = .bars
    choice.decidedMark = .bars
    var bars = Dataset(
      xKind: .category, xLabel: code, yLabel: "",
      series: [Series(name: code, xs: levels.indices.map(Double.init), ys: levels.map { Double(counts[$0] ?? 0) })],
      mark: .bars)
    bars.categories = levels.map(levelText)
    return bars
  }
}
