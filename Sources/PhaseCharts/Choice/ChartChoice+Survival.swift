import Foundation

/// Survival tables (lifelines, scikit-survival): a time to an event, a code saying whether the
/// event was seen, and covariates. What a person looks at first is how the times are spread.
extension ChartChoice {
  /// Words of a code column's name that say whether the event happened.
  static let eventWords: Set<String> = [
    "status", "event", "events", "censor", "censored", "cens", "dead", "death", "died", "fstat", "fustat", "delta",
    "observed",
  ]

  /// Words of a measure's name that say it is the time to the event.
  static let survivalTimeWords: Set<String> = [
    "time", "futime", "ftime", "stime", "survtime", "survival", "duration", "days", "weeks", "months", "t", "lenfol",
    "followup", "fu",
  ]

  /// The roles an event column may take: coded 0/1 or 1/2 (R's `status`), or written as words
  /// (`True`/`False` of a pandas export of scikit-survival's `fstat`, `censor`).
  static let eventRoles: Set<ColumnRole> = [.code, .category]

  /// The index in `series` of the time to an event, when `plan` has a column of event codes
  /// or words (``eventRoles``, named by ``eventWords``: `status`, `event`, `censor`) and a
  /// measure is named for the time (``survivalTimeWords``: `time`, `futime`, `lenfol`, the
  /// length of follow-up; in a longer name, beside a word of the follow-up's end,
  /// ``followUpEndWords``); nil for any other table.
  static func survivalTime(_ series: [Series], plan: ColumnPlan) -> Int? {
    let hasEvent = plan.names.indices.contains { column in
      plan.roles.indices.contains(column) && eventRoles.contains(plan.roles[column])
        && ColumnPlan.words(of: plan.names[column]).contains(where: eventWords.contains)
    }
    guard hasEvent else { return nil }
    let short = series.indices.first { index in
      let words = ColumnPlan.words(of: series[index].name)
      return words.count <= 2 && words.contains(where: survivalTimeWords.contains)
    }
    // A long name says which of several times runs to the event or the end of follow-up
    // (`time_between_diagnosis_and_last_observation_(years)`, beside the time from onset to
    // diagnosis): a time word and a word of the follow-up's end.
    return short
      ?? series.indices.first { index in
        let words = ColumnPlan.words(of: series[index].name)
        return words.contains(where: survivalTimeWords.contains) && words.contains(where: followUpEndWords.contains)
      }
  }

  /// Words of a long time's name that say it runs to the end of follow-up: `last`
  /// (observation), `followup`, `exit`, `censoring`.
  static let followUpEndWords: Set<String> = [
    "last", "followup", "follow", "exit", "censoring", "censor", "death", "event", "end",
  ]
}
