import Foundation
import PhaseKit

/// Panels of units over time with several measures (firms × years with employment, sales and
/// scrap; states × years with crime, arrests and police): past ``ChartChoice/maxDrawnSeries``
/// units, each measure that changes within the units gets a panel of its own, its median over
/// x with the band of the middle 80% of the units (one shape, not a path per unit).
///
/// A measure that never changes within a unit (a pupil's social class, a unit's fixed effect,
/// years of schooling in a wage panel) is an attribute of the unit, not something that moves
/// over time: its median over time is a flat line, so it gets no panel.
extension ChartChoice {
  /// The most measures of a panel of units drawn, a panel each.
  static let maxPanelMeasures = 6

  /// The measures of a long `table` split by a unit or id column into more units than are
  /// drawn one by one, that change within the units, in the table's order (at most
  /// ``maxPanelMeasures``), and the dataset with only their series; nil when the table is not
  /// such a panel or none of its measures changes within a unit.
  ///
  /// With one such measure the series are named by their unit alone, as for one measure;
  /// with several, `unit measure`, as the decoder named them (``medianPanels(_:choice:language:)``
  /// groups them by measure after sanitization).
  ///
  /// - Parameters:
  ///   - table: The table split by its series column (``DecodedColumns/seriesWasFound``).
  ///   - plan: Its plan.
  ///   - choice: The choice so far, whose columns say the series column's role.
  /// - Returns: The kept measures and the dataset of their series.
  static func panelMeasures(
    _ table: DecodedTable, plan: ColumnPlan, choice: ChartChoice
  ) -> (measures: [String], dataset: Dataset)? {
    guard let unit = table.columns.series,
      choice.columns.contains(where: { $0.name == unit && [.unit, .id].contains($0.role) })
    else { return nil }
    let count = plan.ys.count
    let series = table.dataset.series
    guard count > 1, series.count % count == 0, series.count / count > maxDrawnSeries else { return nil }
    let units = series.count / count
    let names = plan.ys.map { plan.names[$0] }
    var kept: [Int] = []
    var coded: [Int] = []
    for k in 0..<count where plan.roles.indices.contains(plan.ys[k]) && plan.roles[plan.ys[k]] == .measure {
      // The decoder names a unit's series `unit measure`, unit by unit, measure by measure.
      guard series[k].name.hasSuffix(" " + names[k]) else { return nil }
      let values = (0..<units).lazy.map { series[$0 * count + k].ys }
      guard changesWithinUnits(values) else { continue }
      // A few whole-number levels (an occupation code 1–9) make a median that jumps between
      // codes: drawn only when nothing else moves.
      if isFewLevels(values) { coded.append(k) } else { kept.append(k) }
      if kept.count == maxPanelMeasures { break }
    }
    if kept.isEmpty, let first = coded.first { kept = [first] }
    guard !kept.isEmpty else { return nil }
    var dataset = table.dataset
    dataset.series = (0..<units).flatMap { g in
      kept.map { k in
        var one = series[g * count + k]
        if kept.count == 1 { one.name = String(one.name.dropLast(names[k].count + 1)) }
        return one
      }
    }
    dataset.yLabel = kept.count == 1 ? names[kept[0]] : ""
    return (kept.map { names[$0] }, dataset)
  }

  /// Whether the values of a measure change within at least half of the units that have two
  /// or more values (looking at up to 2,000 units): false for an attribute of the unit.
  static func changesWithinUnits<Units: Sequence>(_ units: Units) -> Bool where Units.Element == [Double] {
    var changing = 0
    var measured = 0
    for ys in units.prefix(2_000) {
      var first: Double?
      var values = 0
      var changes = false
      for y in ys where y.isFinite {
        values += 1
        if let first, y != first {
          changes = true
          break
        }
        if first == nil { first = y }
      }
      guard values >= 2 || changes else { continue }
      measured += 1
      if changes { changing += 1 }
    }
    return measured > 0 && changing * 2 >= measured
  }

  /// Whether the values of a measure (looking at up to 2,000 units) are whole numbers of at
  /// most ``maxScoreLevels`` levels: a code or a score, not a quantity.
  static func isFewLevels<Units: Sequence>(_ units: Units) -> Bool where Units.Element == [Double] {
    var levels = Set<Double>()
    for ys in units.prefix(2_000) {
      for y in ys where y.isFinite {
        guard y == y.rounded() else { return false }
        levels.insert(y)
        if levels.count > maxScoreLevels { return false }
      }
    }
    return true
  }

  /// Lays out a sanitized panel of many units with several measures (`choice.y`), named
  /// `unit measure`: one panel per measure, its median over x with the band from the 10th to
  /// the 90th percentile of the units (``Dataset/bands``); false, leaving `dataset` as it is,
  /// when the series are not all named by one of the measures.
  ///
  /// - Parameters:
  ///   - dataset: The sanitized dataset, a series per unit and measure.
  ///   - choice: The choice, to which the note is added.
  ///   - language: The language the medians' names are in.
  /// - Returns: Whether the dataset was laid out.
  static func medianPanels(_ dataset: inout Dataset, choice: inout ChartChoice, language: Language) -> Bool {
    guard let unit = choice.series, choice.y.count >= 2 else { return false }
    // The longest measure name a series' name ends with: `exper` and `expersq` stay apart.
    let suffixes = choice.y.enumerated().sorted { $0.element.count > $1.element.count }
    var byMeasure = [[Series]](repeating: [], count: choice.y.count)
    for series in dataset.series {
      guard let k = suffixes.first(where: { series.name.hasSuffix(" " + $0.element) })?.offset else { return false }
      byMeasure[k].append(series)
    }
    var medians: [Series] = []
    var bands: [SeriesEnvelope?] = []
    var drawn: [String] = []
    for (k, group) in byMeasure.enumerated() {
      guard let median = medianWithBand(group, language: language) else { continue }
      var line = median.series
      line.name = PhaseChartsText.seriesMedianOf.format([choice.y[k]], in: language)
      medians.append(line)
      bands.append(median.band)
      drawn.append(choice.y[k])
    }
    guard !medians.isEmpty else { return false }
    let units = byMeasure.map(\.count).max() ?? 0
    choice.y = drawn
    if medians.count == 1 {
      // One measure left with values: drawn as the one-measure panel is.
      choice.notes.append(.unitsAsMedian(unit: unit, units: units, measure: drawn[0]))
      medians[0].name = PhaseChartsText.seriesMedian.text(in: language)
      dataset.series = medians
      dataset.others = bands[0]
      dataset.bands = []
      dataset.yLabel = drawn[0]
      dataset.layout = .overlay
      return true
    }
    choice.notes.append(.unitsAsMedianPerMeasure(unit: unit, units: units, measures: drawn))
    dataset.series = medians
    dataset.bands = bands
    dataset.others = nil
    dataset.yLabel = ""
    dataset.layout = .panels
    return true
  }
}
