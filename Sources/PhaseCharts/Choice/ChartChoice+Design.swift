import Foundation

/// The chart of a designed experiment, a table of counts per cell, or cases described by words
/// (``DesignPlan``), from every row: what seaborn's `catplot` and ggplot2's `geom_point` by
/// factor draw, not a scatter of one column against another.
///
/// - **Runs of an experiment**: the response on y, one point per run at its level of the main
///   factor (named as the treatment, else the one with the most levels), coloured by a
///   second factor, each colour a little beside the others within its slot.
/// - **Counts per cell**: bars of the counts summed per category of the factor with the most
///   levels, stacked by the outcome (`Admit`, `Survived`), the other factors added up over.
/// - **Cases**: the same bars, each row counting once.
extension ChartChoice {
  /// A factor's levels over every row.
  struct Factor {
    var name: String
    /// The levels, numbers ascending, words in the order they first appear.
    var levels: [String]
    /// Per row, the index of its level, -1 when the cell is missing.
    var rows: [Int]
    /// The column in the table.
    var column: Int
  }

  /// The most colours the points of an experiment are split into.
  static let maxDesignColours = 10
  /// The most parts a bar of counted rows is stacked in.
  static let maxStackParts = 6
  /// The most parts a bar of counts per cell is stacked in.
  static let maxCellStackParts = 8

  /// The chart of `table`, read by ``DesignPlan/columnPlan(names:columns:numeric:roles:missingValues:)``;
  /// nil when its rows do not bear the design out (a factor with more levels than the sample
  /// showed, words not recorded), so that the table is read again without it.
  static func designed(_ table: DecodedTable, design: DesignPlan) -> DecodedTable? {
    guard let plan = table.plan else { return table }
    let series = table.dataset.series
    guard let rows = series.first?.count, rows > 0, series.allSatisfy({ $0.count == rows }) else { return nil }
    if design.kind == .matrix { return matrix(table, design: design) }
    var factors: [Factor] = []
    for column in design.factors {
      // A factor of words is read from its recorded words, even when it is also the column the
      // rows were read over (a table of words only); a factor of numbers from its values.
      if let keys = table.candidates?.keys(of: column), keys.isTracking, keys.ids.count == rows {
        let factor = wordFactor(keys, name: plan.names[column], column: column)
        // More levels over every row than the sample showed: words that name things, not levels.
        guard factor.levels.count <= DesignPlan.maxLevels else { return nil }
        factors.append(factor)
      } else if let slot = plan.ys.firstIndex(of: column) {
        guard let factor = numberFactor(series[slot].ys, name: plan.names[column], column: column) else { return nil }
        factors.append(factor)
      } else {
        return nil
      }
    }
    // A factor of one level says nothing; one of more than bars fit is not a factor.
    let shown = factors.filter { (2...DesignPlan.maxLevels).contains($0.levels.count) }
    guard !shown.isEmpty else { return nil }
    var choice = ChartChoice(plan: plan)
    var result = table
    switch design.kind {
    case .experiment:
      guard let response = design.response, let slot = plan.ys.firstIndex(of: response) else { return nil }
      result.dataset = points(
        series[slot].ys, name: plan.names[response], factors: shown, unitTraits: Set(design.unitTraits), choice: &choice)
    case .matrix:
      return nil
    case .frequencies, .counts:
      let weights = design.response.flatMap { plan.ys.firstIndex(of: $0) }.map { series[$0].ys }
      let name = design.response.map { plan.names[$0] }
      result.dataset = summedBars(weights, name: name, factors: shown, kind: design.kind, choice: &choice)
      result.columns.unreadable = nil
    }
    choice.decidedMark = result.dataset.mark
    result.candidates = nil
    result.columns.choice = choice
    result.columns.x = choice.x ?? ""
    result.columns.y = choice.y
    result.columns.series = choice.series
    return result
  }

  /// The response of each run as a point at its level of the main factor, one colour per level
  /// of a second factor when there is one of at most ``maxDesignColours`` levels
  /// (``mainFactors(_:response:unitTraits:)``); the factors left out are named.
  static func points(
    _ ys: [Double], name: String, factors: [Factor], unitTraits: Set<Int> = [], choice: inout ChartChoice
  ) -> Dataset {
    let (x, colour) = mainFactors(factors, response: ys, unitTraits: unitTraits)
    let parts = colour.map { $0.levels.count } ?? 1
    // Each colour's points beside the others' within the slot, as a dodged strip.
    let step = parts > 1 ? min(0.6 / Double(parts), 0.15) : 0
    var xs = [[Double]](repeating: [], count: parts + 1)
    var values = [[Double]](repeating: [], count: parts + 1)
    for row in ys.indices where x.rows[row] >= 0 {
      let part = colour.map { $0.rows[row] >= 0 ? $0.rows[row] : parts } ?? 0
      let offset = part < parts ? (Double(part) - Double(parts - 1) / 2) * step : 0
      xs[part].append(Double(x.rows[row]) + offset)
      values[part].append(ys[row])
    }
    // Strips of a coarse response, full columns of dots: runs of one value side by side
    // (ChartChoice+DesignPiles.swift).
    let spread = spreadingPiles(&xs, ys: values, width: parts > 1 ? 0.9 * step : pileSpreadWidth)
    var drawn: [Series] = []
    if let colour {
      for part in 0...parts where !xs[part].isEmpty {
        let level = part < parts ? colour.levels[part] : "–"
        drawn.append(Series(name: "\(colour.name) = \(level)", xs: xs[part], ys: values[part]))
      }
      choice.notes.append(.pointsPerCell(column: x.name, colour: colour.name))
    } else {
      drawn = [Series(name: name, xs: xs[0], ys: values[0])]
      choice.notes.append(.pointsPerCategory(column: x.name))
    }
    if let spread { choice.notes.append(.repeatsSideBySide(response: name, share: spread)) }
    let left = factors.filter { $0.column != x.column && $0.column != colour?.column }.map(\.name)
    if !left.isEmpty { choice.notes.append(.factorsNotDrawn(columns: left)) }
    choice.x = x.name
    choice.y = [name]
    choice.series = colour?.name
    choice.mark = .points
    var dataset = Dataset(xKind: .category, xLabel: x.name, yLabel: name, series: drawn, mark: .points)
    dataset.categories = x.levels
    return dataset
  }

  /// Bars of `weights` (each row's count; 1 each when nil) summed per level of the factor with
  /// the most levels, stacked by a second factor of at most ``maxStackParts`` levels that says
  /// the outcome when one does; the other factors added up over.
  static func summedBars(
    _ weights: [Double]?, name: String?, factors: [Factor], kind: DesignPlan.Kind, choice: inout ChartChoice
  ) -> Dataset {
    let x = factors.max { $0.levels.count < $1.levels.count || ($0.levels.count == $1.levels.count && $0.column > $1.column) }!
    // A cell table's second factor may have more parts (winds of eight strengths).
    let most = kind == .frequencies ? maxCellStackParts : maxStackParts
    let others = factors.filter { $0.column != x.column && $0.levels.count <= most }
    let stack =
      others.first { DesignPlan.isOutcomeName($0.name) }
      ?? others.first { $0.levels.count == 2 && $0.levels.allSatisfy { Self.isYesOrNo($0) } }
      ?? (kind == .counts ? others.last.flatMap { $0.column == factors.last?.column ? $0 : nil } : nil)
      ?? others.min { $0.levels.count < $1.levels.count }
    let parts = stack.map { $0.levels.count } ?? 1
    var sums = [[Double]](repeating: [Double](repeating: 0, count: x.levels.count), count: parts + 1)
    for row in x.rows.indices where x.rows[row] >= 0 {
      let weight = weights.map { $0[row] } ?? 1
      guard weight.isFinite else { continue }
      let part = stack.map { $0.rows[row] >= 0 ? $0.rows[row] : parts } ?? 0
      sums[part][x.rows[row]] += weight
    }
    // Levels keep their order where the table gives one (a table's cells, words in an order of
    // their own, sorted names); otherwise the largest bar first.
    var order = Array(x.levels.indices)
    let keepsOrder =
      kind == .frequencies || ownOrder(of: x.levels) != nil || x.levels == x.levels.sorted()
      || x.levels.allSatisfy { Double($0) != nil }
    if !keepsOrder {
      let totals = x.levels.indices.map { level in sums.reduce(0) { $0 + $1[level] } }
      order.sort { totals[$0] > totals[$1] }
    }
    let xs = order.indices.map(Double.init)
    var drawn: [Series] = []
    if let stack {
      for part in 0...parts where sums[part].contains(where: { $0 != 0 }) {
        let level = part < parts ? stack.levels[part] : "–"
        drawn.append(Series(name: "\(stack.name) = \(level)", xs: xs, ys: order.map { sums[part][$0] }))
      }
    } else {
      drawn = [Series(name: name ?? x.name, xs: xs, ys: order.map { sums[0][$0] })]
    }
    let summedOver = factors.filter { $0.column != x.column && $0.column != stack?.column }.map(\.name)
    if let name {
      choice.notes.append(.countsSummed(count: name, column: x.name, stackedBy: stack?.name))
    } else {
      choice.notes.append(.countsPerCategory(column: x.name, stackedBy: stack?.name))
    }
    if !summedOver.isEmpty { choice.notes.append(.summedOver(columns: summedOver)) }
    choice.x = x.name
    choice.y = name.map { [$0] } ?? []
    choice.series = stack?.name
    choice.mark = .bars
    var dataset = Dataset(xKind: .category, xLabel: x.name, yLabel: name ?? "", series: drawn, mark: .bars)
    dataset.categories = order.map { x.levels[$0] }
    return dataset
  }

  /// A factor of numbers (`dose` 0.5, 1, 2): its distinct values ascending, as a legend shows
  /// them; nil past ``DesignPlan/maxLevels`` of them (a measure, not a factor).
  static func numberFactor(_ values: [Double], name: String, column: Int) -> Factor? {
    var seen = Set<Double>()
    for value in values where value.isFinite {
      seen.insert(value)
      if seen.count > DesignPlan.maxLevels { return nil }
    }
    let distinct = seen.sorted()
    let index = Dictionary(uniqueKeysWithValues: distinct.enumerated().map { ($1, $0) })
    return Factor(
      name: name, levels: distinct.map(levelText), rows: values.map { index[$0] ?? -1 }, column: column)
  }

  /// A factor of words, from the values recorded row by row; blanks and missing-value markers
  /// (`NA`) are missing, unless `NA` is one of two-letter codes (``naCodes(_:)``).
  static func wordFactor(_ keys: SeriesCandidates.Keys, name: String, column: Int) -> Factor {
    var levels: [String] = []
    var levelOfKey: [Int] = []
    var seen: [String: Int] = [:]
    let isCodeNA = naCodes(keys.names)
    for (index, key) in keys.names.enumerated() {
      let text = ColumnPlan.trimmedText(
        key.hasPrefix("\"") && key.hasSuffix("\"") && key.count >= 2
          ? String(key.dropFirst().dropLast()) : key)
      // `none` is a level (no lenses), not a missing value.
      if !isCodeNA[index], text.isEmpty || ["na", "n/a", "nan", "null", "-", "?", ".", "<na>"].contains(text.lowercased()) {
        levelOfKey.append(-1)
      } else if let level = seen[text] {
        levelOfKey.append(level)
      } else {
        seen[text] = levels.count
        levelOfKey.append(levels.count)
        levels.append(text)
      }
    }
    // Levels in the order their rows first come,
    var firstRow = [Int](repeating: Int.max, count: levels.count)
    for (row, id) in keys.ids.enumerated() {
      let level = levelOfKey[Int(id)]
      if level >= 0, firstRow[level] == Int.max { firstRow[level] = row }
    }
    var order = levels.indices.sorted { firstRow[$0] < firstRow[$1] }
    // Unless the words have an order of their own (age bands, months): then in that order.
    if let own = ownOrder(of: order.map { levels[$0] }) { order = own.map { order[$0] } }
    var rank = [Int](repeating: -1, count: levels.count)
    for (position, level) in order.enumerated() { rank[level] = position }
    let rows = keys.ids.map { id -> Int in
      let level = levelOfKey[Int(id)]
      return level >= 0 ? rank[level] : -1
    }
    return Factor(name: name, levels: order.map { levels[$0] }, rows: rows, column: column)
  }

  /// Whether a level says yes or no: `yes`, `no`, `true`, `false`, `y`, `n`.
  static func isYesOrNo(_ level: String) -> Bool {
    ["yes", "no", "true", "false", "y", "n"].contains(level.lowercased())
  }

  /// A contingency table or a matrix of rates: a group of bars per row label, in the table's
  /// order, one colour per column; nil past ``DesignPlan/maxMatrixRows`` rows or when a label
  /// repeats.
  static func matrix(_ table: DecodedTable, design: DesignPlan) -> DecodedTable? {
    guard let plan = table.plan, let label = design.wordFactors.first,
      let keys = table.candidates?.keys(of: label), keys.isTracking
    else { return nil }
    let rows = wordFactor(keys, name: plan.names[label], column: label)
    let series = table.dataset.series
    guard rows.rows.count <= DesignPlan.maxMatrixRows, rows.levels.count == rows.rows.count,
      series.allSatisfy({ $0.count == rows.rows.count })
    else { return nil }
    let measures = design.numberFactors.compactMap { plan.ys.firstIndex(of: $0) }
    let xs = rows.rows.map(Double.init)
    var dataset = Dataset(
      xKind: .category, xLabel: rows.name, yLabel: "",
      series: measures.map { Series(name: plan.names[plan.ys[$0]], xs: xs, ys: series[$0].ys) }, mark: .bars)
    dataset.categories = rows.levels
    dataset.barsAreGrouped = true
    var choice = ChartChoice(plan: plan)
    choice.x = rows.name
    choice.y = measures.map { plan.names[plan.ys[$0]] }
    choice.mark = .bars
    choice.notes.append(.groupedBars(column: rows.name))
    choice.decidedMark = .bars
    var result = table
    result.dataset = dataset
    result.candidates = nil
    result.columns.choice = choice
    result.columns.x = choice.x ?? ""
    result.columns.y = choice.y
    result.columns.series = nil
    return result
  }
}
