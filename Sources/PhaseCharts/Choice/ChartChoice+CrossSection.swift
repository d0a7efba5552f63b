import Foundation

/// When the rows of a table with nothing that orders them are a sample of things (patients,
/// wines, households) rather than a sequence: their measures may run down the table in steps
/// because the rows were sorted by a group (wines by cultivar, births by stratum), and lines
/// over the row number would draw those steps as if they were a history.
extension ChartChoice {
  /// The roles that say the rows are things of a sample: a column of ids, survey weights,
  /// coded groups, units, names or categories beside the measures.
  static let sampleRoles: Set<ColumnRole> = [.id, .weight, .code, .unit, .label, .category]

  /// Whether a column of `plan` says its rows are a sample of things (``sampleRoles``): then a
  /// table read over its row number is a cross-section, drawn as a histogram or a scatter,
  /// never as lines over the row number however its measures run down the table.
  static func rowsAreSampled(_ plan: ColumnPlan, _ series: [Series] = []) -> Bool {
    plan.roles.contains(where: sampleRoles.contains) || series.contains { isSortedGroup($0.ys) }
  }

  /// Whether `values` are a few whole numbers (2 to 12 of them), each in one run of rows: a
  /// group the table was sorted by (`target` 0, 0, …, 1, 1, …, 2, 2), read as a measure.
  static func isSortedGroup(_ values: [Double]) -> Bool {
    var seen = Set<Double>()
    var last = Double.nan
    for value in values where value.isFinite {
      guard value == value.rounded() else { return false }
      if value != last {
        // A value met again after another: not one run each.
        guard seen.insert(value).inserted, seen.count <= 12 else { return false }
        last = value
      }
    }
    return seen.count >= 2 && values.count >= 4 * seen.count
  }

  /// The measure that orders the rows, to draw the others against: the first measure when it
  /// only grows (with at least two values), else a later one that grows with a new value in
  /// three rows of four or more (`age` of a flock weighed week by week, after its weights);
  /// nil when none does.
  ///
  /// - Returns: Its index in `series` and how its values grow.
  static func orderingMeasure(_ series: [Series]) -> (index: Int, distinct: Int, repeats: Int)? {
    if let first = series.first, let order = growth(first.ys), order.distinct >= 2 {
      return (0, order.distinct, order.repeats)
    }
    for index in series.indices.dropFirst() {
      let finite = series[index].ys.filter(\.isFinite).count
      let rows = series[index].ys.count
      guard finite >= 12, finite * 4 >= rows * 3, let order = growth(series[index].ys), order.distinct * 4 >= finite * 3
      else { continue }
      return (index, order.distinct, order.repeats)
    }
    return nil
  }
}
