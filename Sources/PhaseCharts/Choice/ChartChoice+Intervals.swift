import Foundation

/// Tables whose rows are intervals of time: the counting-process form of survival data
/// (`start`, `stop`, `event`, one row per patient and period at risk; `TIME0`, `TIME1` of
/// recurrent events; `Start(days)`, `Stop(days)`). Drawn as they were, the two ends were
/// scattered against each other, or drawn as lines over an unrelated year; what a person
/// looks at first is how long the intervals are.
extension ChartChoice {
  /// The names of an interval's two ends, as pairs: the start's name and the stop's, lowercased
  /// with everything but letters and digits left out, and a unit in brackets (`(days)`) too.
  static let intervalEnds: [(start: String, stop: String)] = [
    ("start", "stop"), ("tstart", "tstop"), ("time0", "time1"), ("t0", "t1"), ("entry", "exit"),
    ("enter", "exit"), ("starttime", "stoptime"), ("start", "end"), ("begin", "end"),
  ]

  /// The fewest rows whose lengths are drawn.
  static let minimumIntervals = 5

  /// `table` drawn as the histogram of its intervals' lengths (`stop − start`), when nothing
  /// was named, no column splits it, and two measures are an interval's ends by their names
  /// (``intervalEnds``) with the stop at or after the start in every row that has both and
  /// after it in at least one, beside a column that says whether the event happened
  /// (``eventWords``) or whose subject a row is (an id, a unit); nil for any other table. A
  /// `start` and an `end` beside prices are a timeline, left to the other rules.
  ///
  /// - Parameter table: The table as first decoded, before any split by a column of words.
  static func intervalLengths(_ table: DecodedTable, options: DecodeOptions) -> DecodedTable? {
    guard options.x == nil, options.y.isEmpty, options.series == nil, let plan = table.plan,
      plan.group == nil, plan.design == nil, !plan.countsCategories, table.dataset.xKind != .category
    else { return nil }
    let series = table.dataset.series
    let saysEvents = plan.names.indices.contains { column in
      ColumnPlan.words(of: plan.names[column]).contains(where: eventWords.contains)
        || (plan.roles.indices.contains(column) && [.id, .unit].contains(plan.roles[column]))
    }
    guard saysEvents else { return nil }
    func key(_ name: String) -> String {
      let bare = name.split(separator: "(").first.map(String.init) ?? name
      return String(bare.lowercased().filter { $0.isLetter || $0.isNumber })
    }
    // A column's values by its name: x's when it is the x read, else its series.
    func values(_ column: Int) -> [Double]? {
      if column == plan.x, !plan.xIsRowNumber { return series.first?.xs }
      return series.first { $0.name == plan.names[column] }?.ys
    }
    let keys = plan.names.map(key)
    for ends in intervalEnds {
      guard let start = keys.firstIndex(of: ends.start), let stop = keys.firstIndex(of: ends.stop),
        let starts = values(start), let stops = values(stop), starts.count == stops.count
      else { continue }
      var lengths: [Double] = []
      for (a, b) in zip(starts, stops) where a.isFinite && b.isFinite {
        guard b >= a else { return nil }
        lengths.append(b - a)
      }
      guard lengths.count >= minimumIntervals, lengths.contains(where: { $0 > 0 }) else { return nil }
      let name = "\(plan.names[stop]) − \(plan.names[start])"
      var choice = ChartChoice(plan: plan)
      let (dataset, note) = histogram(of: lengths, name: name)
      choice.x = name
      choice.xColumns = [plan.names[start], plan.names[stop]]
      choice.y = []
      choice.mark = .histogram
      choice.decidedMark = .histogram
      choice.notes.append(.intervalLengths(start: plan.names[start], stop: plan.names[stop]))
      choice.notes.append(note)
      choice.alternatives = [Alternative(x: plan.names[start], y: [plan.names[stop]], mark: .points)]
      var result = table
      result.dataset = dataset
      result.columns.choice = choice
      result.columns.x = name
      result.columns.y = []
      result.columns.series = nil
      result.candidates = nil
      return result
    }
    return nil
  }
}
