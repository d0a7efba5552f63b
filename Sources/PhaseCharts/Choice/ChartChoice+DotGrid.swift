import Foundation

/// Scores drawn as points per category make a dot grid: a questionnaire's 1–7 answers per item
/// (pingouin's `cronbach_alpha`: 15 people × 10 items) put a dot on nearly every score of
/// every item, each hiding several answers, and the picture says only "all scores occur". The
/// answers counted per score, stacked in each category's bar, show how they spread.
extension ChartChoice {
  /// The most whole-number levels a measure has to be read as scores.
  static let maxScoreLevels = 10

  /// Bars per category (in the table's order) of the rows counted per score of `value`,
  /// stacked lowest score first, when the values are scores: whole numbers of 2 to
  /// ``maxScoreLevels`` levels, and twice as many rows as the distinct (category, score) cells
  /// they fall in, so that points would hide one another. Nil otherwise.
  ///
  /// - Parameters:
  ///   - series: The rows grouped by category as they were read (one series per category).
  ///   - words: The category column's name.
  ///   - value: The measure's name.
  ///   - choice: The choice, which gets the columns and the note.
  /// - Returns: The bars, or nil when points say more.
  static func scoreCounts(_ series: [Series], words: String, value: String, choice: inout ChartChoice) -> Dataset? {
    guard series.count >= 2, series.count <= maxBars else { return nil }
    var levels = Set<Double>()
    var cells = Set<[Double]>()
    var rows = 0
    for (slot, group) in series.enumerated() {
      for y in group.ys where y.isFinite {
        guard y == y.rounded(), abs(y) < 1e9 else { return nil }
        levels.insert(y)
        guard levels.count <= maxScoreLevels else { return nil }
        cells.insert([Double(slot), y])
        rows += 1
      }
    }
    guard levels.count >= 2, rows >= 2 * cells.count else { return nil }
    let ordered = levels.sorted()
    let xs = series.indices.map(Double.init)
    let drawn = ordered.map { level in
      Series(
        name: "\(value) = \(levelText(level))", xs: xs,
        ys: series.map { group in Double(group.ys.lazy.filter { $0 == level }.count) })
    }
    choice.notes.append(.scoresCounted(column: words, score: value, levels: ordered.count))
    choice.x = words
    choice.y = []
    choice.series = value
    choice.mark = .bars
    var dataset = Dataset(xKind: .category, xLabel: words, yLabel: "", series: drawn, mark: .bars)
    dataset.categories = series.map(\.name)
    return dataset
  }
}
