import Foundation

/// Two measures that are the bounds of one quantity's interval: the onset of an
/// interval-censored disease known to lie between a `left` and a `right` age, a mouse's death
/// between `l` and `u` days, a lag phase between `lower_bound_days` and `upper_bound_days`.
/// Scattered against each other they draw the diagonal of the exact values and a strip where
/// one bound is fixed (every left-censored mouse at `l` = 0); what a person reads is where the
/// quantity lies, each bound's distribution over the same bins: a panel per bound, as a
/// battery's measures are drawn (ChartChoice+Battery.swift).
///
/// The ends of a counting process's intervals (`start`, `stop`) are another thing, two times
/// of one row's period at risk, and keep their lengths' histogram (ChartChoice+Intervals.swift).
extension ChartChoice {
  /// The words that name the lower and the upper bound of an interval, as pairs: two measures
  /// whose names differ only in one word, one of a pair, are its bounds (`l` and `u`,
  /// `lower_bound_days` and `upper_bound_days`, `ci_lo` and `ci_hi`). Not `low` and `high`, nor
  /// `min` and `max`: a share's day (`Low`, `High`) and a formula's validity (`Tmin`, `Tmax`)
  /// are ranges of other things. Nor `L` and `R`: a pitcher's losses and runs (a baseball
  /// table's `W`, `L`, `R`, runs at or above losses in every row) are counts, not an interval.
  static let boundWords: [(lower: String, upper: String)] = [
    ("l", "u"), ("lower", "upper"), ("lo", "hi"), ("lb", "ub"), ("lwr", "upr"), ("lcl", "ucl"), ("left", "right"),
  ]

  /// The fewest rows with both bounds whose distributions are drawn.
  static let minimumBoundRows = 30

  /// The indices in `series` of two measures that are one interval's bounds: named as a pair of
  /// ``boundWords`` (the rest of their names alike), the upper at or above the lower in every
  /// row that has both, above it in one at least, over ``minimumBoundRows`` such rows or more
  /// (an upper bound of `Inf`, an interval open to the right, reads as missing). Nil for any
  /// other table, and for two hands' or eyes' measures (`left`, `right`), which fall on either
  /// side of each other.
  static func intervalBounds(_ series: [Series]) -> (lower: Int, upper: Int)? {
    let words = series.prefix(ColumnRole.copySearchWidth).map {
      ColumnPlan.words(of: String($0.name.prefix(ColumnPlan.maxJudgedNameCharacters)))
    }
    for lower in words.indices {
      for upper in words.indices where upper != lower && words[upper].count == words[lower].count {
        let differ = zip(words[lower], words[upper]).filter { $0 != $1 }
        guard differ.count == 1, boundWords.contains(where: { $0.lower == differ[0].0 && $0.upper == differ[0].1 }) else { continue }
        if bounds(series[lower].ys, series[upper].ys) { return (lower, upper) }
      }
    }
    return nil
  }

  /// Whether `upper` is at or above `lower` on every row where both are finite, above it on
  /// one at least, over ``minimumBoundRows`` rows or more.
  static func bounds(_ lower: [Double], _ upper: [Double]) -> Bool {
    var rows = 0
    var wider = false
    for (low, high) in zip(lower, upper) where low.isFinite && high.isFinite {
      guard high >= low else { return false }
      rows += 1
      if high > low { wider = true }
    }
    return wider && rows >= minimumBoundRows
  }

  /// `table` drawn as the distributions of its interval's bounds (``intervalBounds(_:)``), when
  /// nothing was named and no column splits it: a table read over its row number (`left` and
  /// `right`) or over its first bound (`l` sorted within groups, read as a long table's x);
  /// nil for any other table.
  ///
  /// - Parameters:
  ///   - table: The table as first decoded, before any split by a column of words.
  ///   - options: What was asked for.
  /// - Returns: The table redrawn, or nil.
  static func intervalBounds(_ table: DecodedTable, options: DecodeOptions) -> DecodedTable? {
    guard let (plan, measures) = namedMeasures(table, options: options), measures.count >= 2,
      let bounds = intervalBounds(measures)
    else { return nil }
    var choice = ChartChoice(plan: plan)
    var result = table
    result.dataset = boundsChart(measures, bounds: bounds, choice: &choice)
    result.columns.choice = choice
    result.columns.x = choice.x ?? ""
    result.columns.y = []
    result.columns.series = nil
    result.candidates = nil
    return result
  }

  /// The measures of `table` as series named by their columns, x's first when x is a measure
  /// read as the x of a long table, with the plan, when nothing was named, no column groups the
  /// rows, the table is no design nor counts, and nothing orders the rows (read over the row
  /// number or over a measure): bounds over a year or a step are a forecast's band, a series.
  /// Nil otherwise.
  static func namedMeasures(_ table: DecodedTable, options: DecodeOptions) -> (ColumnPlan, [Series])? {
    guard options.x == nil, options.y.isEmpty, options.series == nil, let plan = table.plan,
      plan.group == nil, plan.design == nil, !plan.countsCategories, !plan.sharesFlags,
      table.dataset.xKind == .number, plan.names.indices.contains(plan.x), plan.roles.indices.contains(plan.x),
      plan.xIsRowNumber || plan.roles[plan.x] == .measure
    else { return nil }
    var measures: [Series] = []
    if !plan.xIsRowNumber, plan.roles[plan.x] == .measure, let xs = table.dataset.series.first?.xs {
      measures.append(Series(name: plan.names[plan.x], xs: xs, ys: xs))
    }
    let names = Set(plan.ys.map { plan.names[$0] })
    measures += table.dataset.series.filter { names.contains($0.name) }
    return (plan, measures)
  }

  /// The least share of rows whose lower bound of 0 says only that the interval is open below.
  static let openBelowShare = 0.05

  /// `bounds` drawn as their distributions, a panel each over bins shared by both
  /// (``batteryChart(_:choice:)``), and the choice that says so: the battery's note gives way to
  /// ``Note/boundsAsDistributions(lower:upper:bins:outside:)``.
  ///
  /// A quantity that is never below 0 (a time, an age) whose lower bound is 0 in
  /// ``openBelowShare`` of the rows or more, each with a finite upper bound, has intervals open
  /// below (left-censored: a mouse dead before `u` days): those 0s are left out, as an upper
  /// bound of `Inf` is, and ``Note/boundsOpenBelow(lower:count:)`` says how many. Drawn, they
  /// would pile into the first bin and widen every bin.
  static func boundsChart(_ series: [Series], bounds: (lower: Int, upper: Int), choice: inout ChartChoice) -> Dataset {
    let (lower, upper) = (series[bounds.lower], series[bounds.upper])
    var lowers = lower.ys
    let open = zip(lower.ys, upper.ys).filter { $0.0 == 0 && $0.1.isFinite }.count
    let finite = lower.ys.filter(\.isFinite)
    let openBelow = open > 0 && Double(open) >= openBelowShare * Double(finite.count) && finite.allSatisfy { $0 >= 0 }
    if openBelow {
      for row in lowers.indices where row < upper.ys.count && lowers[row] == 0 && upper.ys[row].isFinite {
        lowers[row] = .nan
      }
    }
    let dataset = batteryChart([(lower.name, lowers), (upper.name, upper.ys)], choice: &choice)
    for (index, note) in choice.notes.enumerated() {
      guard case .batteryAsDistributions(_, _, _, let bins, let outside) = note else { continue }
      choice.notes[index] = .boundsAsDistributions(lower: lower.name, upper: upper.name, bins: bins, outside: outside)
    }
    if openBelow { choice.notes.append(.boundsOpenBelow(lower: lower.name, count: open)) }
    return dataset
  }
}
