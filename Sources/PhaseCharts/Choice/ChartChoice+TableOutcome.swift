import Foundation

/// The table's outcome, a column of 2 to ``maxOutcomeClasses`` classes, drawn rather than two
/// of its covariates: a table of patients (or of items) gathered to tell a condition apart
/// names that column by what it is (`HeartDisease`, `heart_attack`, `diagnosis`, `target`) or,
/// as machine-learning exports do, puts it last after the attributes (`num` 0 to 4, the UCI
/// heart-disease grade, after eleven measures of each patient). Its classes colour the scatter
/// of the measures that separate them best, ahead of a group of the rows (`sex`, `smoking`,
/// `ChestPainType`), which is one more attribute.
extension ChartChoice {
  /// The most classes of the table's outcome: more are a score or a rating, drawn as a measure.
  static let maxOutcomeClasses = 5

  /// The fewest named columns of a table whose last column is read as its outcome by its
  /// position (``isLastOutcome(_:column:)``): a narrow table's last code is one more group.
  static let lastOutcomeColumns = 8

  /// Words that name a table's outcome of a few classes anywhere in a column's name
  /// (`HeartDisease`, `heart_attack`, `Sleep Disorder`, `target`, `cardio_risk`), beside the
  /// conditions a study is about (``conditionWords``). A risk factor recorded beside it
  /// (`smoking`, `diabetes`, `sex`) is not among them.
  static let tableOutcomeWords: Set<String> = [
    "disease", "diseases", "attack", "disorder", "disorders", "diagnosis", "target", "outcome", "label",
    "survived", "death", "deaths", "died", "risk", "churn", "fraud", "failure",
  ]

  /// Whether a column's name says it is the table's outcome of a few classes
  /// (``tableOutcomeWords``, ``conditionWords``) and not a treatment nor a person's sex.
  static func isTableOutcomeName(_ name: String) -> Bool {
    namesTableOutcome(name) || (isConditionName(name) && !DesignPlan.isTreatmentName(name) && !isSexName(name))
  }

  /// Whether a column's name holds one of ``tableOutcomeWords`` (`HeartDisease`, `target`) and
  /// is not a treatment nor a person's sex: the outcome wherever it stands, ahead of the last
  /// column and of a condition named among the attributes (`prevalentStroke`, a history beside
  /// Framingham's `TenYearCHD`). Not a name that says a group too (`Failure Type`, six kinds
  /// of failure beside the `Target` 0 or 1).
  static func namesTableOutcome(_ name: String) -> Bool {
    guard !DesignPlan.isTreatmentName(name), !isSexName(name), !isGroupName(name) else { return false }
    return ColumnPlan.words(of: name).contains(where: tableOutcomeWords.contains)
  }

  /// Whether `column` of `plan` is the table's outcome by its position: the last named column
  /// of a table of at least ``lastOutcomeColumns`` named columns, whose name says no group,
  /// sex, treatment nor part of a date (`num` after eleven measures of each patient; not
  /// `region` after a city's measures).
  static func isLastOutcome(_ plan: ColumnPlan, column: Int) -> Bool {
    guard column == lastNamedColumn(plan), plan.names.filter({ !$0.isEmpty }).count >= lastOutcomeColumns,
      plan.roles.indices.contains(column), plan.roles[column] == .code
    else { return false }
    let name = plan.names[column]
    return !isGroupName(name) && !isSexName(name) && !DesignPlan.isTreatmentName(name) && !isDatePartName(name)
  }

  /// The column of `plan` (among `columns`, a table's few-valued columns that may colour a
  /// scatter) to record row by row as the table's possible outcome: the first named as one by
  /// ``namesTableOutcome(_:)``, else the last column when its position says so
  /// (``isLastOutcome(_:column:)``), else the first named as an outcome or a condition
  /// (``isNamedOutcome(_:)``: `Outcome`, `glaucoma`, and `smoking`, which a design reads as
  /// one); nil when none is.
  static func tableOutcomeCandidate(_ columns: [Int], plan: ColumnPlan) -> Int? {
    let names = plan.names
    return columns.first { names.indices.contains($0) && namesTableOutcome(names[$0]) }
      ?? columns.first { isLastOutcome(plan, column: $0) }
      ?? columns.first { names.indices.contains($0) && isNamedOutcome(names[$0]) }
  }

  /// The table's outcome (its levels over every one of `rows`) that colours its scatter ahead
  /// of `group`, the group ranked first (nil when none): a column recorded row by row of 2 to
  /// ``maxOutcomeClasses`` classes named as the outcome (``isTableOutcomeName(_:)``), else the
  /// last column by its position (``isLastOutcome(_:column:)``) unless the first column is of
  /// two classes (the response first, as R's data sets put it). `group` itself when it is so
  /// named; nil beside a treatment, which a design draws, or when no column is such.
  static func tableOutcome(_ table: DecodedTable, rows: Int, besides group: Factor?) -> Factor? {
    guard let plan = table.plan, let candidates = table.candidates else { return nil }
    if let group {
      guard groupRank(name: group.name, isCode: false).0 != 0 else { return nil }
      if namesTableOutcome(group.name) { return group }
    }
    func outcome(_ column: Int) -> Factor? {
      guard let factor = recordedFactor(table, column: column, rows: rows),
        (2...maxOutcomeClasses).contains(factor.levels.count)
      else { return nil }
      return factor
    }
    // Named by an outcome's words, then last, then named as a condition.
    for column in candidates.columns where plan.names.indices.contains(column) {
      if namesTableOutcome(plan.names[column]), let factor = outcome(column) { return factor }
    }
    // The first column of two classes is the outcome by its place, as R's data sets put the
    // response (ISLR's `OJ`: `Purchase` CH or MM first, `STORE` 0 to 4 last): then the last is not.
    let first = plan.names.indices.first { !plan.names[$0].isEmpty }
    // Not a person's sex first (Framingham's `male`): an attribute like the others.
    let firstIsClasses =
      first.map { column in
        !isSexName(plan.names[column]) && candidates.columns.contains(column)
          && recordedFactor(table, column: column, rows: rows)?.levels.count == 2
      } ?? false
    for column in candidates.columns where !firstIsClasses && isLastOutcome(plan, column: column) {
      if let factor = outcome(column) { return factor }
    }
    for column in candidates.columns where plan.names.indices.contains(column) {
      if isTableOutcomeName(plan.names[column]), let factor = outcome(column) { return factor }
    }
    return nil
  }

  /// How far apart the means of `values` lie among the `levels` classes of `classes`, over the
  /// first ``separationRows`` rows with a class, as the standardized difference of two classes'
  /// means would (twice Cohen's f: the spread of the classes' means over the pooled standard
  /// deviation); 0 when fewer than two classes hold three values each or no spread is within.
  static func separatesLevels(_ values: [Double], classes: [Int], levels: Int) -> Double {
    guard levels >= 2 else { return 0 }
    var count = [Double](repeating: 0, count: levels)
    var sum = [Double](repeating: 0, count: levels)
    var squares = [Double](repeating: 0, count: levels)
    for row in values.indices.prefix(separationRows) where row < classes.count {
      let part = classes[row]
      guard part >= 0, part < levels, values[row].isFinite else { continue }
      count[part] += 1
      sum[part] += values[row]
      squares[part] += values[row] * values[row]
    }
    let held = (0..<levels).filter { count[$0] >= 3 }
    guard held.count >= 2 else { return 0 }
    let total = held.reduce(0.0) { $0 + count[$1] }
    let grand = held.reduce(0.0) { $0 + sum[$1] } / total
    var between = 0.0
    var within = 0.0
    for part in held {
      let mean = sum[part] / count[part]
      between += count[part] * (mean - grand) * (mean - grand)
      within += max(squares[part] - count[part] * mean * mean, 0)
    }
    let pooled = (within / max(total - Double(held.count), 1)).squareRoot()
    guard pooled > 0 else { return 0 }
    let spread = (between / total).squareRoot()
    let d = 2 * spread / pooled
    return d.isFinite ? d : 0
  }

  /// The scatter of `y` against `x` split into a series per class of the table's outcome
  /// (``tableOutcome(_:rows:besides:)``) when it is not the group the scatter would be coloured
  /// by, with the choice's series and the note that says so; nil otherwise, and when a
  /// measure is named as the outcome or adds others up.
  static func colouredByTableOutcome(
    _ table: DecodedTable, _ series: [Series], x: Series, y: Series, choice: inout ChartChoice
  ) -> [Series]? {
    let rows = x.ys.count
    guard outcome(series) == nil, total(series) == nil, let plan = table.plan, let candidates = table.candidates,
      candidates.columns.contains(where: {
        (plan.names.indices.contains($0) && isTableOutcomeName(plan.names[$0])) || isLastOutcome(plan, column: $0)
      })
    else { return nil }
    let group = scatterGroup(table, rows: rows)
    guard let classes = tableOutcome(table, rows: rows, besides: group), classes.column != group?.column,
      classes.rows.count == rows
    else { return nil }
    let drawn = coloured(by: classes, x: x, y: y, choice: &choice)
    choice.notes.append(.colouredByTableOutcome(outcome: classes.name, classes: classes.levels.count, group: group?.name))
    return drawn
  }
}
