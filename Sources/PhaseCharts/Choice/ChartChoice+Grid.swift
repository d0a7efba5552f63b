import Foundation

/// Tables that are a grid: a value at each point of a product of two coordinates, drawn as a
/// heatmap (``Dataset/Mark/heatmap``).
///
/// A long grid has a row per (x, y) pair: plotnine's `faithfuld` is eruptions × waiting (75 × 75
/// evenly spaced values, 5,625 rows, each pair once) with the density at each. Read over its row
/// number it was three sawtooth panels; every plotting library's reader draws it as an image
/// (`geom_raster`, Vega-Lite's `rect`, `imshow`). What tells such a table from rows of
/// observations: its first two columns each take a handful to a few hundred values, evenly
/// spaced, and the rows hold each pair of them once, nearly every pair. Observations seldom
/// repeat their values so tidily, and never cover a product once each; a designed experiment
/// has few levels (fewer than ``gridMinimumLevels``) and replicates its cells; a panel of units
/// over years has a year column.
extension ChartChoice {
  /// The fewest distinct values a coordinate of a long grid takes: 5. A 3 × 4 factorial is a
  /// designed experiment, drawn as points per cell.
  static let gridMinimumLevels = 5
  /// The most distinct values a coordinate takes: 300, so that a grid has at most 90,000
  /// cells and its SVG stays small.
  static let gridMaximumLevels = 300
  /// The share of the product of the coordinates' values the rows must cover: 90%.
  static let gridMinimumCover = 0.9

  /// The roles a coordinate or the value of a grid may have been given: numbers read as a
  /// measure, or taken for codes, counters or parts of a date (a grid's coordinates repeat
  /// their few values, as codes do).
  static let gridColumnRoles: Set<ColumnRole> = [.measure, .code, .counter, .datePart, .category]

  /// The heatmap of a table decoded over its row number whose first two numeric columns are
  /// the coordinates of a long grid (see the type's discussion) and a later one its value; nil
  /// for any other table.
  ///
  /// The decoder may have left a coordinate out (faithfuld's `waiting` takes 75 values in
  /// 5,625 rows, and was read as codes): the first three numeric columns are read again by
  /// `read`, only for a table of at most ``gridMaximumLevels``² rows one of whose coordinates,
  /// as first read, already is a grid's, so that large tables and tables of observations are
  /// never read twice. The value is the first measure after the
  /// coordinates with a finite value that varies. Counting distinct values stops at the first
  /// past the limit.
  ///
  /// - Parameters:
  ///   - table: The table as decoded, x the row number.
  ///   - read: Decodes the document again with other options; nil when that fails.
  /// - Returns: The table drawn as a heatmap, with its note, or nil.
  static func longGrid(_ table: DecodedTable, read: (DecodeOptions) -> DecodedTable?) -> DecodedTable? {
    guard let plan = table.plan, plan.xIsRowNumber, plan.group == nil, plan.design == nil,
      !plan.countsCategories, !plan.sharesFlags, let rows = table.dataset.series.first?.count,
      rows >= gridMinimumLevels * gridMinimumLevels, rows <= gridMaximumLevels * gridMaximumLevels
    else { return nil }
    let columns = plan.names.indices.filter { column in
      // The row index is no coordinate; a first measure read as x (to keep the rows aligned) may
      // be, and so may codes the decoder set aside as words: words read as numbers are NaN.
      plan.roles.indices.contains(column)
        && gridColumnRoles.contains(plan.roles[column])
    }
    guard columns.count >= 3 else { return nil }
    let names = columns.prefix(3).map { plan.names[$0] }
    // The first two numeric columns as the decoder read them, when it did.
    var series = names.compactMap { name in table.dataset.series.first { $0.name == name } }
    if series.count < 3 {
      // Read again only when a coordinate already read is one: a table of observations whose
      // codes were set aside is read once, as before.
      let coordinates = names.prefix(2).compactMap { name in series.first { $0.name == name } }
      guard !coordinates.isEmpty, coordinates.allSatisfy({ gridLevels($0.ys) != nil }) else { return nil }
      var options = DecodeOptions()
      options.y = columns.prefix(3).map { .index($0) }
      guard let again = read(options) else { return nil }
      series = names.compactMap { name in again.dataset.series.first { $0.name == name } }
      guard series.count == 3 else { return nil }
    }
    guard series.allSatisfy({ $0.count == rows }) else { return nil }
    let xs = series[0].ys
    let ys = series[1].ys
    guard let xLevels = gridLevels(xs), let yLevels = gridLevels(ys) else { return nil }
    // A year is the time of a panel of units (20 countries × 10 years), not a coordinate.
    guard !isYears(xLevels), !isYears(yLevels) else { return nil }
    let product = xLevels.count * yLevels.count
    guard Double(rows) >= gridMinimumCover * Double(product), rows <= product else { return nil }
    // Each pair once: a replicated design repeats its cells.
    var xIndex: [Double: Int] = [:]
    for (index, value) in xLevels.enumerated() { xIndex[value] = index }
    var yIndex: [Double: Int] = [:]
    for (index, value) in yLevels.enumerated() { yIndex[value] = index }
    var seen = [Bool](repeating: false, count: product)
    for (x, y) in zip(xs, ys) {
      guard let column = xIndex[x], let row = yIndex[y] else { return nil }
      let slot = row * xLevels.count + column
      if seen[slot] { return nil }
      seen[slot] = true
    }
    let value = series[2]
    // A 0/1 flag per cell is a pattern of two colours, not a surface: no heatmap.
    guard varies(value.ys), !value.ys.allSatisfy({ !$0.isFinite || $0 == 0 || $0 == 1 }) else { return nil }

    var result = table
    var dataset = Dataset(
      xKind: .number, xLabel: series[0].name, yLabel: series[1].name,
      series: [Series(name: value.name, xs: xs, ys: ys)], mark: .heatmap)
    dataset.grid = Dataset.Grid(xs: xs, ys: ys, values: value.ys, valueLabel: value.name)
    result.dataset = dataset
    var choice = ChartChoice(plan: plan)
    choice.x = series[0].name
    // y, then the value the cells are coloured by: both drawn, neither skipped.
    choice.y = [series[1].name, value.name]
    choice.mark = .heatmap
    choice.decidedMark = .heatmap
    choice.notes.append(
      .gridAsHeatmap(x: series[0].name, y: series[1].name, value: value.name, columns: xLevels.count, rows: yLevels.count))
    result.columns.choice = choice
    result.columns.x = series[0].name
    result.columns.y = [series[1].name, value.name]
    result.columns.series = nil
    return result
  }

  /// The distinct values of a grid's coordinate, ascending: nil unless there are
  /// ``gridMinimumLevels`` to ``gridMaximumLevels`` of them, every value finite, evenly spaced
  /// (each step within half to twice the median step), or evenly spaced in their logarithm.
  static func gridLevels(_ values: [Double]) -> [Double]? {
    var levels = Set<Double>()
    for value in values {
      guard value.isFinite else { return nil }
      if levels.insert(value).inserted, levels.count > gridMaximumLevels { return nil }
    }
    guard levels.count >= gridMinimumLevels else { return nil }
    let sorted = levels.sorted()
    if isEvenlySpaced(sorted) { return sorted }
    if sorted[0] > 0, isEvenlySpaced(sorted.map { log($0) }) { return sorted }
    return nil
  }

  /// Whether every step between `sorted` values is within half to twice their median step.
  private static func isEvenlySpaced(_ sorted: [Double]) -> Bool {
    let steps = zip(sorted.dropFirst(), sorted).map { $0 - $1 }.sorted()
    guard let median = steps.isEmpty ? nil : steps[steps.count / 2], median > 0 else { return false }
    return steps[0] >= median / 2 && steps[steps.count - 1] <= median * 2
  }

  /// Whether `levels` are years: whole numbers from 1000 to 2999.
  private static func isYears(_ levels: [Double]) -> Bool {
    levels.allSatisfy { $0 == $0.rounded() && $0 >= 1000 && $0 <= 2999 }
  }

  /// Whether `values` hold two different finite values.
  private static func varies(_ values: [Double]) -> Bool {
    var first: Double?
    for value in values where value.isFinite {
      if let first, first != value { return true }
      if first == nil { first = value }
    }
    return false
  }
}
