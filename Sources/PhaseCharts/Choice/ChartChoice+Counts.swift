import Foundation

/// The chart of a table of words or codes with no measure (survey answers, a contingency table):
/// the number of rows per category, as bars, stacked by a column of codes when there is one.
extension ChartChoice {
  /// Bars of the rows counted per category of `plan`'s group column, from `series`, the rows
  /// grouped by it as they were read (one series per category, a value per row): stacked by
  /// the values of `plan`'s first y column when it is another column (codes), one series per
  /// value. Sorted by count unless the categories have an order of their own (``ownOrder(of:)``:
  /// age bands by their number, months by the calendar); the largest ``maxBars`` kept.
  static func counts(_ series: [Series], plan: ColumnPlan, choice: inout ChartChoice) -> Dataset {
    let words = plan.group.map { plan.names[$0] } ?? ""
    let splitColumn = plan.ys.first.flatMap { $0 != plan.group ? plan.names[$0] : nil }
    var categories = series.map { ($0.name, $0.count) }.filter { $0.1 > 0 }
    if categories.count > maxBars {
      choice.notes.append(.barsCut(shown: maxBars, total: categories.count))
      let kept = Set(categories.indices.sorted { categories[$0].1 > categories[$1].1 }.prefix(maxBars))
      categories = categories.indices.filter(kept.contains).map { categories[$0] }
    }
    // Age bands and sizes by their number, months by the calendar; other words largest first.
    if let order = ownOrder(of: categories.map(\.0)) {
      categories = order.map { categories[$0] }
    } else {
      categories.sort { $0.1 > $1.1 }
    }
    let byName = Dictionary(series.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    let xs = categories.indices.map(Double.init)
    var drawn: [Series]
    if let splitColumn {
      let levels = Set(series.flatMap { $0.ys.filter(\.isFinite) }).sorted()
      drawn = levels.map { level in
        let ys = categories.map { category in
          Double(byName[category.0]?.ys.lazy.filter { $0 == level }.count ?? 0)
        }
        return Series(name: "\(splitColumn) = \(Self.levelText(level))", xs: xs, ys: ys)
      }
      // Rows with no code are counted too, as their own part of each bar.
      let missing = categories.map { category in
        Double(byName[category.0]?.ys.lazy.filter { !$0.isFinite }.count ?? 0)
      }
      if missing.contains(where: { $0 > 0 }) {
        drawn.append(Series(name: "\(splitColumn) = –", xs: xs, ys: missing))
      }
    } else {
      drawn = [Series(name: words, xs: xs, ys: categories.map { Double($0.1) })]
    }
    choice.notes.insert(.countsPerCategory(column: words, stackedBy: splitColumn), at: 0)
    choice.x = words
    choice.y = []
    choice.series = splitColumn
    choice.mark = .bars
    var dataset = Dataset(xKind: .category, xLabel: words, yLabel: "", series: drawn, mark: .bars)
    dataset.categories = categories.map(\.0)
    return dataset
  }

  /// Whether counting the rows per category of `plan`'s group would draw one bar: every row
  /// holds the same category (a state's name over a table of its counties and their ids) and
  /// no code splits it. One bar says only how many rows there are; the table is read again
  /// without the category.
  ///
  /// - Parameters:
  ///   - series: The rows grouped by category as they were read.
  ///   - plan: The plan that counts them.
  /// - Returns: True when there is one category (or none) and nothing to stack by.
  static func countsOneCategory(_ series: [Series], plan: ColumnPlan) -> Bool {
    plan.ys.first == plan.group && series.filter { $0.count > 0 }.count < 2
  }

  /// A code as a legend shows it: `1`, not `1.0`.
  static func levelText(_ level: Double) -> String {
    level == level.rounded() && abs(level) < 1e15 ? String(Int(level)) : String(level)
  }
}
