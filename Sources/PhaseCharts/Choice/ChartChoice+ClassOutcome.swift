import Foundation

/// The first look at a cross-section gathered to tell two classes apart (diabetic or not,
/// malignant or benign): the two measures that separate the classes best, coloured by the
/// class, rather than two covariates that go together (`age` against `pregnant`) or a measure
/// and its near copy (`perimeter` against `radius`).
extension ChartChoice {
  /// The least standardized difference of means (Cohen's d) of the best separating measure
  /// for the pair to be drawn by it: below it no measure tells the classes apart.
  static let leastSeparation = 0.5

  /// The rows looked at to measure how well each measure separates the classes.
  static let separationRows = 4096

  /// The scatter of `table`'s `series` to draw when the rows carry a two-class outcome
  /// (``classOutcome(_:rows:)``) and no measure is named as the outcome (``outcome(_:)``) or
  /// adds others up.
  /// `y` is the measure whose classes' means lie furthest apart in pooled standard deviations,
  /// `x` the next one worth drawing against it (``isWorthDrawing(_:_:)``). A measure whose
  /// classes do not overlap at all defines the class (`Today`'s sign is `Direction`) and is
  /// left out; nil when no measure separates by ``leastSeparation``.
  ///
  /// - Returns: The pair and the name of the outcome's column.
  static func separatingPair(
    _ table: DecodedTable, _ series: [Series], derived: Derivations = .none
  ) -> (pair: (x: Int, y: Int), outcome: String, classes: Int)? {
    guard series.count >= 3, outcome(series) == nil, total(series) == nil, let rows = series.first?.ys.count,
      let group = classOutcome(table, rows: rows)
    else { return nil }
    let separation = series.indices.prefix(ColumnRole.copySearchWidth).map { index -> Double in
      guard !isFewLevels(series[index]) else { return 0 }
      // More than two classes (a grade 0 to 4): the spread of their means (ChartChoice+TableOutcome.swift).
      return group.levels.count == 2
        ? separates(series[index].ys, classes: group.rows)
        : separatesLevels(series[index].ys, classes: group.rows, levels: group.levels.count)
    }
    let ranked = separation.indices.filter { separation[$0] > 0 }.sorted { separation[$0] > separation[$1] }
    guard let y = ranked.first, separation[y] >= leastSeparation,
      let x = ranked.dropFirst().first(where: { isWorthDrawing(series[$0], series[y], derived: derived) })
    else { return nil }
    return ((x, y), group.name, group.levels.count)
  }

  /// The column of two classes the rows of `table` were gathered to tell apart, among those a
  /// scatter may be coloured by: the scatter's group (``scatterGroup(_:rows:)``) when it is
  /// such a column (``isClassOutcome(_:in:)``), else the table's last column when it is one and
  /// the group's name says nothing (spector's `GRADE`, 0 or 1, after `PSI`, the teaching
  /// method, both codes: the first by the table's order is no reason to colour by it). When
  /// that is the group itself or none, the table's outcome by its name or place
  /// (``tableOutcome(_:rows:besides:)``: `heart_attack` beside the group `smoking`, `num` 0–4
  /// last) comes first; nil when none is.
  static func classOutcome(_ table: DecodedTable, rows: Int) -> Factor? {
    guard let plan = table.plan else { return nil }
    let group = scatterGroup(table, rows: rows)
    let classes = group.flatMap { group in
      isClassOutcome(group, in: plan)
        ? group : lastClasses(table, rows: rows, besides: group) ?? namedClasses(table, rows: rows, besides: group)
    }
    if let classes, classes.column != group?.column { return classes }
    // The group itself, or none: the table's outcome by its name or its place comes first
    // (`heart_attack` beside `smoking`: ChartChoice+TableOutcome.swift).
    return tableOutcome(table, rows: rows, besides: group) ?? classes
  }

  /// Another column the table records to colour a scatter by (``recordedFactor(_:column:rows:)``)
  /// when it is a two-class outcome (``isClassOutcome(_:in:)``) named as one
  /// (``isNamedOutcome(_:)``: `survived`, `diagnosis`, `admit`, `glaucoma`) and `group`, the scatter's
  /// group, is named only as a group of the rows (``groupRank(name:isCode:)``: a passenger's
  /// `class` beside whether the passenger `survived`, the first column, as R's data sets put
  /// the response); nil otherwise, and beside a treatment, which a design draws.
  static func namedClasses(_ table: DecodedTable, rows: Int, besides group: Factor) -> Factor? {
    guard let plan = table.plan, let candidates = table.candidates, groupRank(name: group.name, isCode: false).0 == 1
    else { return nil }
    for column in candidates.columns where column != group.column && plan.names.indices.contains(column) {
      guard isNamedOutcome(plan.names[column]),
        let factor = recordedFactor(table, column: column, rows: rows), isClassOutcome(factor, in: plan)
      else { continue }
      return factor
    }
    return nil
  }

  /// Whether `table` records, to colour a scatter by, its last named column or a column named
  /// as an outcome: the cheap check before any group's levels are read
  /// (``colouredByClasses(_:_:x:y:choice:)``).
  static func recordsPossibleClasses(_ table: DecodedTable) -> Bool {
    guard let plan = table.plan, let columns = table.candidates?.columns else { return false }
    if let last = lastNamedColumn(plan), columns.contains(last) { return true }
    return columns.contains { plan.names.indices.contains($0) && isNamedOutcome(plan.names[$0]) }
  }

  /// The table's last column when it is a two-class outcome (``isClassOutcome(_:in:)``)
  /// recorded row by row and `group`, the scatter's group, is another column whose name says
  /// nothing (``groupRank(name:isCode:)``); nil otherwise.
  static func lastClasses(_ table: DecodedTable, rows: Int, besides group: Factor) -> Factor? {
    guard let plan = table.plan, let last = lastNamedColumn(plan), last != group.column,
      groupRank(name: group.name, isCode: false).0 == 4,
      let factor = recordedFactor(table, column: last, rows: rows), isClassOutcome(factor, in: plan)
    else { return nil }
    return factor
  }

  /// The index of the last column of `plan` with a name (R's row names have none).
  static func lastNamedColumn(_ plan: ColumnPlan) -> Int? {
    plan.names.indices.last { !plan.names[$0].isEmpty }
  }

  /// Whether `group` is a two-class outcome: two levels, named as an outcome or a class
  /// (`test`, `diagnosis`, `target`) or the table's last column of yes or no (`death`
  /// True/False, 0/1 or 0.0/1.0: ``isZeroOrOne(_:)``; two words, `Competition` Decastar/OlympicG, are a group the rows were
  /// gathered in), and neither sex nor a treatment.
  static func isClassOutcome(_ group: Factor, in plan: ColumnPlan) -> Bool {
    guard group.levels.count == 2, !isSexName(group.name), !DesignPlan.isTreatmentName(group.name) else { return false }
    if DesignPlan.isOutcomeName(group.name) || isClassName(group.name) { return true }
    return group.column == lastNamedColumn(plan) && group.levels.allSatisfy { isZeroOrOne($0) || isYesOrNo($0) }
  }

  /// Whether a level is 0 or 1 however it was written: `1` by R, `1.0` by pandas.
  static func isZeroOrOne(_ level: String) -> Bool {
    guard let value = Double(level) else { return false }
    return value == 0 || value == 1
  }

  /// The levels of `column` over every one of `rows` when it was recorded row by row as a
  /// group that may colour a scatter (``ColumnPlan/scatterGroupCandidates(samples:)``), each
  /// level with at least ``minGroupRows`` rows; nil otherwise.
  static func recordedFactor(_ table: DecodedTable, column: Int, rows: Int) -> Factor? {
    guard let plan = table.plan, let candidates = table.candidates, candidates.columns.contains(column),
      plan.roles.indices.contains(column), mayColour(name: plan.names[column], role: plan.roles[column]),
      let keys = candidates.keys(of: column), keys.isTracking, keys.ids.count == rows
    else { return nil }
    let factor = withExtendedLifetime(candidates) {
      sortedIfNumbers(wordFactor(keys, name: plan.names[column], column: column))
    }
    var sizes = [Int](repeating: 0, count: factor.levels.count)
    for level in factor.rows where level >= 0 { sizes[level] += 1 }
    return sizes.allSatisfy({ $0 >= minGroupRows }) ? factor : nil
  }

  /// The scatter of `y` against `x` split into a series per class of the table's two-class
  /// outcome (``classOutcome(_:rows:)``) when it is not the group the scatter would be
  /// coloured by (``colouredScatter(_:x:y:choice:)``) and no measure of `series` is named as
  /// the outcome nor adds others up (beside Carseats' `Sales` a last yes or no, `US`, is one
  /// more trait of the stores), with the choice's series and the notes that say so; nil
  /// otherwise. The last column's classes (``lastClasses(_:rows:besides:)``) come before a
  /// column named as the outcome (``namedClasses(_:rows:besides:)``).
  static func colouredByClasses(
    _ table: DecodedTable, _ series: [Series], x: Series, y: Series, choice: inout ChartChoice
  ) -> [Series]? {
    let rows = x.ys.count
    // The recorded columns' names first: most tables record no such column, and need no
    // group's levels.
    guard outcome(series) == nil, let plan = table.plan, recordsPossibleClasses(table), total(series) == nil,
      let group = scatterGroup(table, rows: rows), !isClassOutcome(group, in: plan)
    else {
      // The table's outcome by its name or its place, ahead of a group that is one more
      // attribute (`smoking`, `sex`: ChartChoice+TableOutcome.swift).
      return colouredByTableOutcome(table, series, x: x, y: y, choice: &choice)
    }
    if let classes = lastClasses(table, rows: rows, besides: group), classes.rows.count == rows {
      let drawn = coloured(by: classes, x: x, y: y, choice: &choice)
      choice.notes.append(.colouredByOutcome(outcome: classes.name, group: group.name))
      return drawn
    }
    guard let classes = namedClasses(table, rows: rows, besides: group), classes.rows.count == rows else {
      return colouredByTableOutcome(table, series, x: x, y: y, choice: &choice)
    }
    let drawn = coloured(by: classes, x: x, y: y, choice: &choice)
    choice.notes.append(.colouredByNamedOutcome(outcome: classes.name, group: group.name))
    return drawn
  }

  /// How far apart the two classes' means of `values` lie, in pooled standard deviations,
  /// over the first ``separationRows`` rows with a class; 0 when a class has fewer than three
  /// values or the classes do not overlap (the measure defines the class).
  static func separates(_ values: [Double], classes: [Int]) -> Double {
    var count = [0.0, 0.0]
    var sum = [0.0, 0.0]
    var squares = [0.0, 0.0]
    var low = [Double.infinity, .infinity]
    var high = [-Double.infinity, -.infinity]
    for row in values.indices.prefix(separationRows) where row < classes.count {
      let part = classes[row]
      guard part == 0 || part == 1, values[row].isFinite else { continue }
      count[part] += 1
      sum[part] += values[row]
      squares[part] += values[row] * values[row]
      low[part] = min(low[part], values[row])
      high[part] = max(high[part], values[row])
    }
    guard count[0] >= 3, count[1] >= 3, high[0] >= low[1], high[1] >= low[0] else { return 0 }
    let means = [sum[0] / count[0], sum[1] / count[1]]
    let within = (0...1).reduce(0.0) { $0 + squares[$1] - count[$1] * means[$1] * means[$1] }
    let pooled = (max(within, 0) / (count[0] + count[1] - 2)).squareRoot()
    return pooled > 0 ? abs(means[0] - means[1]) / pooled : 0
  }
}

extension ChartChoice {
  /// The scatter to draw first of a cross-section: the pair that separates a two-class outcome
  /// (``separatingPair(_:_:)``) with the note that says so, else ``firstLook(_:)``'s; nil when
  /// no pair is worth a look. Neither is a pair computed one from the other: the table's
  /// derivations (``derivations(_:)``) are returned too, for the alternatives and notes.
  static func classesOrFirstLook(
    _ table: DecodedTable, _ series: [Series]
  ) -> (pair: (x: Int, y: Int), note: Note?, derived: Derivations)? {
    let derived = derivations(series)
    if let (pair, outcome, classes) = separatingPair(table, series, derived: derived) {
      let (y, x) = (series[pair.y].name, series[pair.x].name)
      let note: Note =
        classes == 2
        ? .separatesClasses(y: y, x: x, outcome: outcome) : .separatesLevels(y: y, x: x, outcome: outcome, classes: classes)
      return (pair, note, derived)
    }
    return firstLook(series, derived: derived).map { ($0, lastOutcomeNote(series, pair: $0, derived: derived), derived) }
  }
}
