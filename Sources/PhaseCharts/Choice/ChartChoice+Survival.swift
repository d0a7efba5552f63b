import Foundation

/// Survival tables (lifelines, scikit-survival): a time to an event, a code saying whether the
/// event was seen, and covariates. What a person looks at first is how the times are spread.
extension ChartChoice {
  /// Words of a code column's name that say whether the event happened.
  static let eventWords: Set<String> = [
    "status", "event", "events", "censor", "censored", "cens", "dead", "death", "died", "fstat", "delta", "observed",
  ]

  /// Words of a measure's name that say it is the time to the event.
  static let survivalTimeWords: Set<String> = [
    "time", "futime", "ftime", "stime", "survtime", "survival", "duration", "days", "weeks", "months", "t",
  ]

  /// The index in `series` of the time to an event, when `plan` has a column of event codes
  /// (``eventWords``: `status`, `event`, `censor`) and a measure is named for the time
  /// (``survivalTimeWords``); nil for any other table.
  static func survivalTime(_ series: [Series], plan: ColumnPlan) -> Int? {
    let hasEvent = plan.names.indices.contains { column in
      plan.roles.indices.contains(column) && plan.roles[column] == .code
        && ColumnPlan.words(of: plan.names[column]).contains(where: eventWords.contains)
    }
    guard hasEvent else { return nil }
    return series.indices.first { index in
      let words = ColumnPlan.words(of: series[index].name)
      return words.count <= 2 && words.contains(where: survivalTimeWords.contains)
    }
  }
}
