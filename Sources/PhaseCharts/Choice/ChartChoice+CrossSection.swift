import Foundation

/// When the rows of a table with nothing that orders them are a sample of things (patients,
/// wines, households) rather than a sequence: their measures may run down the table in steps
/// because the rows were sorted by a group (wines by cultivar, births by stratum), and lines
/// over the row number would draw those steps as if they were a history.
extension ChartChoice {
  /// The roles that say the rows are things of a sample: a column of ids, survey weights,
  /// units, names or categories beside the measures (coded groups too, unless the measures
  /// are dense signals: ``rowsAreSampled(_:_:)``).
  static let sampleRoles: Set<ColumnRole> = [.id, .weight, .unit, .label, .category]

  /// Whether a column of `plan` says its rows are a sample of things (``sampleRoles``): then a
  /// table read over its row number is a cross-section, drawn as a histogram or a scatter,
  /// never as lines over the row number however its measures run down the table.
  static func rowsAreSampled(_ plan: ColumnPlan, _ series: [Series] = []) -> Bool {
    if plan.roles.contains(where: sampleRoles.contains) || series.contains(where: { isSortedGroup($0.ys) }) {
      return true
    }
    // Coded groups beside the measures (a patient's disease and status) make the rows things,
    // unless every measure is a signal sampled densely (each value close to the one before,
    // an ECG beside its 0/1 label).
    return plan.roles.contains(.code) && !series.allSatisfy { abs(lagOneCorrelation($0.ys)) >= denseSignal }
  }

  /// The least lag-1 autocorrelation of a densely sampled signal.
  static let denseSignal = 0.9

  /// The correlation of each value with the one before it, over the first 4,096 values.
  static func lagOneCorrelation(_ values: [Double]) -> Double {
    let head = Array(values.prefix(4096))
    guard head.count >= 3 else { return 0 }
    return correlation(Array(head.dropLast()), Array(head.dropFirst()))
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

  /// Words of a later measure's name that say it orders the rows when it only grows.
  static let orderWords: Set<String> = [
    "age", "time", "elapsed", "distance", "dist", "depth", "dose", "day", "days", "week", "weeks", "hour", "hours",
    "minute", "minutes", "second", "seconds", "step", "cumulative",
  ]

  /// The measure that orders the rows, to draw the others against: the first measure when it
  /// only grows (with at least two values), else a later one named as an order (``orderWords``)
  /// that grows with a new value in three rows of four or more (`age` of a flock weighed week
  /// by week, after its weights);
  /// nil when none does.
  ///
  /// - Returns: Its index in `series` and how its values grow.
  static func orderingMeasure(_ series: [Series]) -> (index: Int, distinct: Int, repeats: Int)? {
    if let first = series.first, let order = growth(first.ys), order.distinct >= 2 {
      return (0, order.distinct, order.repeats)
    }
    for index in series.indices.dropFirst() {
      // Only a name that says an order: a later column that grows is as often an id (`CNTY_`,
      // `COMAREA_` of a map's areas) as an age.
      guard ColumnPlan.words(of: series[index].name).contains(where: orderWords.contains) else { continue }
      let finite = series[index].ys.filter(\.isFinite).count
      let rows = series[index].ys.count
      guard finite >= 12, finite * 4 >= rows * 3, let order = growth(series[index].ys), order.distinct * 4 >= finite * 3
      else { continue }
      return (index, order.distinct, order.repeats)
    }
    return nil
  }
}
