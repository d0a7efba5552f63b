import Foundation

/// A case-control table: a row per person, a 0/1 code named as the outcome (`case`, `status`,
/// `disease`) and the exposures asked about, each a code of a few whole values (zepid's
/// `case_control_data`: whether each of eleven people fell ill, and what they ate, how they
/// slept, how often they washed their hands, coded 0/1, 0/1/2 or 1–5). Drawn as measures, two
/// exposures made a scatter of five dots on a grid, and the outcome was not drawn at all. An
/// epidemiologist tabulates the outcome against each exposure: here, the rows counted per
/// level of the exposure whose levels differ most between cases and controls, as bars split
/// by the outcome.
extension ChartChoice {
  /// Words of a column's name that make its 0/1 code the outcome of a case-control table.
  static let caseOutcomeWords: Set<String> = [
    "case", "cases", "control", "controls", "casecontrol", "outcome", "status", "disease", "diseased", "ill",
    "illness", "sick", "infected", "infection", "diagnosis",
  ]

  /// The fewest rows a case-control table is read from: 8.
  static let minimumCaseControlRows = 8

  /// The most rows: a table of codes this long is counted from one more pass over its
  /// document only up to it.
  static let maximumCaseControlRows = 200_000

  /// The most levels an exposure may take: ``ColumnRole/maxLooseCodeValues``.
  static var maximumExposureLevels: Int { ColumnRole.maxLooseCodeValues }

  /// The bars of a case-control table (see the type's discussion), or nil for any other.
  ///
  /// The table, read over its row number with nothing named, is one when:
  /// - a column's name holds one of ``caseOutcomeWords`` and, over every row, it takes two
  ///   values, each on two rows or more: the outcome;
  /// - every other column is a row number, an id, a unit, a label, a copy or empty, or, over
  ///   every row, a code of at most ``maximumExposureLevels`` whole values: an exposure when it
  ///   takes two or more (a measure such as an `age`, or a column of words, beside the codes
  ///   makes the rows observations, drawn as such);
  /// - it has ``minimumCaseControlRows`` to ``maximumCaseControlRows`` rows.
  ///
  /// The measures the decoder read are judged first; the codes it kept out of them are read
  /// again by `read`, only for a table that passed the names and the measures. Each exposure's
  /// association with the outcome is Cramér's V of their table of counts over the rows where
  /// both are present; the strongest is drawn, the first of equals.
  ///
  /// - Parameters:
  ///   - table: The table as first decoded.
  ///   - options: What was asked for: nothing named, or the table is left as it is.
  ///   - read: Decodes the document again with other options; nil when that fails.
  /// - Returns: The table drawn as bars of counts per level of the exposure, split by the
  ///   outcome, with its note; or nil.
  static func caseControl(
    _ table: DecodedTable, options: DecodeOptions, read: (DecodeOptions) -> DecodedTable?
  ) -> DecodedTable? {
    guard options.x == nil, options.y.isEmpty, options.series == nil, let plan = table.plan, plan.xIsRowNumber,
      let columns = caseControlColumns(plan)
    else { return nil }
    // A series per measure holds every row; rows counted per category are split among its
    // series. A longer table is not read again.
    let series = table.dataset.series
    let counted = plan.countsCategories ? series.reduce(0, { $0 + $1.count }) : (series.map(\.count).max() ?? 0)
    guard counted <= maximumCaseControlRows else { return nil }
    // A measure the decoder read that is no code rules the table out before any second pass.
    for measure in series where columns.contains(where: { plan.names[$0] == measure.name }) {
      guard exposureLevels(measure.ys) != nil || Set(measure.ys.filter(\.isFinite)).count <= 1 else { return nil }
    }
    var again = options
    again.y = columns.map { .index($0) }
    guard let reread = read(again), let rows = reread.dataset.series.first?.count,
      (minimumCaseControlRows...maximumCaseControlRows).contains(rows)
    else { return nil }
    func values(_ column: Int) -> [Double]? {
      let series = reread.dataset.series.first { $0.name == plan.names[column] }
      return series.flatMap { $0.count == rows ? $0.ys : nil }
    }
    guard let outcomeColumn = columns.first(where: { isCaseOutcomeName(plan.names[$0]) }),
      let outcome = values(outcomeColumn)
    else { return nil }
    let classes = Set(outcome.filter(\.isFinite)).sorted()
    guard classes.count == 2, classes.allSatisfy({ level in outcome.lazy.filter { $0 == level }.count >= 2 }) else {
      return nil
    }
    var exposures: [Int] = []
    var best: (column: Int, levels: [Double], strength: Double)?
    for column in columns where column != outcomeColumn {
      guard let exposure = values(column) else { return nil }
      // One value on every row (a breakfast everyone ate) is asked, not an exposure.
      guard Set(exposure.filter(\.isFinite)).count >= 2 else { continue }
      guard let levels = exposureLevels(exposure) else { return nil }
      exposures.append(column)
      let strength = cramersV(outcome, classes: classes, exposure, levels: levels)
      if strength > best?.strength ?? -1 { best = (column, levels, strength) }
    }
    guard let best, let exposure = values(best.column) else { return nil }
    let outcomeName = plan.names[outcomeColumn]
    let exposureName = plan.names[best.column]
    let xs = best.levels.indices.map(Double.init)
    let bars = classes.map { level in
      Series(
        name: "\(outcomeName) = \(levelText(level))", xs: xs,
        ys: best.levels.map { value in
          Double(zip(outcome, exposure).lazy.filter { $0.0 == level && $0.1 == value }.count)
        })
    }
    var dataset = Dataset(xKind: .category, xLabel: exposureName, yLabel: "", series: bars, mark: .bars)
    dataset.categories = best.levels.map(levelText)
    var choice = ChartChoice(plan: plan)
    choice.x = exposureName
    choice.y = []
    choice.series = outcomeName
    choice.mark = .bars
    choice.decidedMark = .bars
    choice.notes.append(.countsPerExposure(outcome: outcomeName, exposure: exposureName, exposures: exposures.count))
    var result = table
    result.dataset = dataset
    result.columns.choice = choice
    result.columns.x = exposureName
    result.columns.y = []
    result.columns.series = outcomeName
    result.columns.unreadable = nil
    result.candidates = nil
    return result
  }

  /// Whether a column's name makes its code a case-control table's outcome (``caseOutcomeWords``).
  static func isCaseOutcomeName(_ name: String) -> Bool {
    ColumnPlan.words(of: name).contains(where: caseOutcomeWords.contains)
  }

  /// The columns of a table that may be a case-control table's outcome and exposures, by
  /// `plan`'s names and roles: every column a code or a measure but those set aside (row
  /// numbers, ids, units, labels, copies, empty columns), one of them named as the outcome, two
  /// or more in all; nil otherwise. Their values decide (``caseControl(_:options:read:)``).
  static func caseControlColumns(_ plan: ColumnPlan) -> [Int]? {
    guard plan.roles.count == plan.names.count else { return nil }
    let setAside: Set<ColumnRole> = [.rowIndex, .id, .unit, .label, .copy, .ignored, .sentinels, .weight]
    let columns = plan.names.indices.filter { !setAside.contains(plan.roles[$0]) }
    guard columns.count >= 2, columns.count <= 2 * maximumExposureLevels,
      columns.allSatisfy({ plan.roles[$0] == .code || plan.roles[$0] == .measure }),
      columns.contains(where: { isCaseOutcomeName(plan.names[$0]) })
    else { return nil }
    return columns
  }

  /// The levels of an exposure over every row, ascending: nil unless it takes two to
  /// ``maximumExposureLevels`` values, all whole numbers.
  static func exposureLevels(_ values: [Double]) -> [Double]? {
    var levels: Set<Double> = []
    for value in values where value.isFinite {
      guard value == value.rounded() else { return nil }
      levels.insert(value)
      if levels.count > maximumExposureLevels { return nil }
    }
    return levels.count >= 2 ? levels.sorted() : nil
  }

  /// Cramér's V of two codes over the rows where both are present: √(χ² / (n · (k − 1))),
  /// k the fewer levels; 0 to 1, 0 when the exposure's levels split cases and controls alike.
  static func cramersV(_ outcome: [Double], classes: [Double], _ exposure: [Double], levels: [Double]) -> Double {
    var counts = [[Double]](repeating: [Double](repeating: 0, count: levels.count), count: classes.count)
    var n = 0.0
    for (o, e) in zip(outcome, exposure) {
      guard let row = classes.firstIndex(of: o), let column = levels.firstIndex(of: e) else { continue }
      counts[row][column] += 1
      n += 1
    }
    guard n > 0 else { return 0 }
    let rowTotals = counts.map { $0.reduce(0, +) }
    let columnTotals = levels.indices.map { column in counts.reduce(0) { $0 + $1[column] } }
    var chiSquare = 0.0
    for row in classes.indices {
      for column in levels.indices {
        let expected = rowTotals[row] * columnTotals[column] / n
        guard expected > 0 else { continue }
        chiSquare += (counts[row][column] - expected) * (counts[row][column] - expected) / expected
      }
    }
    let k = Double(min(classes.count, levels.count) - 1)
    return k > 0 ? (chiSquare / (n * k)).squareRoot() : 0
  }
}
