import Foundation

/// When a year is a season, not a time to draw over: a few years (2 to ``maxSeasons``), each a
/// block of rows within which a measure of its own clock grows (degree-days, days after
/// sowing) and starts again with the next year. Cauliflowers counted for leaves at the
/// degree-days of 1956 and again of 1957 are two growth curves: a person draws the leaves
/// against the degree-days, a line per year, not both as strips over the two years.
extension ChartChoice {
  /// The most years read as seasons: more are a time to draw over.
  static let maxSeasons = 6
  /// The fewest rows of each season: fewer are no curve.
  static let minimumSeasonRows = 4
  /// The most rows of each season: more are items pooled over the years (athletes of each
  /// Games), not one curve's measurements.
  static let maxSeasonRows = 200
  /// The weakest correlation, within every season, of a measure drawn with the clock: a
  /// curve that follows its clock, not the items of a year that happen to be sorted by one.
  static let minimumSeasonCorrelation = 0.8

  /// `table`, read over a time of 2 to ``maxSeasons`` values that repeat in blocks, drawn as
  /// a curve per block (``Note/growthPerSeason(clock:season:seasons:)``); nil for any other
  /// table.
  ///
  /// The time is a season when every value's rows are one block of ``minimumSeasonRows`` to
  /// ``maxSeasonRows`` rows, no column of words names the rows (items pooled over the years,
  /// ``pooledOverTime(_:)``), and a measure is the season's clock: it never falls within a
  /// block, takes a new value in most of its rows, and starts again below where the block
  /// before it ended. The measure drawn against the clock is the first whose correlation
  /// with it is ``minimumSeasonCorrelation`` or more (either sign) within every block.
  static func growthPerSeason(_ table: DecodedTable) -> DecodedTable? {
    guard let plan = repeatedTimes(table, minimumRows: 2 * minimumSeasonRows), table.dataset.xKind == .number,
      !plan.roles.contains(.label), table.dataset.series.count >= 2, let first = table.dataset.series.first,
      first.count <= maxSeasons * maxSeasonRows, let blocks = seasonBlocks(first.xs)
    else { return nil }
    let series = table.dataset.series
    guard let clock = series.firstIndex(where: { isSeasonClock($0.ys, blocks: blocks) }),
      let drawn = series.indices.first(where: { index in
        index != clock
          && blocks.allSatisfy { block in
            abs(correlation(Array(series[clock].ys[block]), Array(series[index].ys[block]))) >= minimumSeasonCorrelation
          }
      })
    else { return nil }
    let season = plan.names[plan.x]
    let curves = blocks.map { block in
      Series(name: levelText(first.xs[block.lowerBound]), xs: Array(series[clock].ys[block]), ys: Array(series[drawn].ys[block]))
    }
    var result = table
    result.unsplitRepeats = 0
    result.dataset = Dataset(
      xKind: .number, xLabel: series[clock].name, yLabel: series[drawn].name, series: curves, mark: .line)
    var choice = ChartChoice(plan: plan)
    choice.x = series[clock].name
    choice.y = [series[drawn].name]
    choice.series = season
    choice.mark = .line
    choice.decidedMark = .line
    choice.notes.append(.growthPerSeason(clock: series[clock].name, season: season, seasons: blocks.count))
    result.columns.choice = choice.droppingSentinels()
    result.columns.x = series[clock].name
    result.columns.y = choice.y
    result.columns.series = season
    return result
  }

  /// The blocks of rows of each value of `xs`, in order, when there are 2 to ``maxSeasons``
  /// values, each in one block of ``minimumSeasonRows`` to ``maxSeasonRows`` rows; nil
  /// otherwise (a value that comes back later, a missing x).
  static func seasonBlocks(_ xs: [Double]) -> [Range<Int>]? {
    var blocks: [Range<Int>] = []
    var seen = Set<Double>()
    var start = 0
    for row in xs.indices {
      guard xs[row].isFinite else { return nil }
      guard row > 0, xs[row] != xs[row - 1] else { continue }
      blocks.append(start..<row)
      start = row
      guard seen.insert(xs[row - 1]).inserted, blocks.count < maxSeasons else { return nil }
    }
    guard !xs.isEmpty, seen.insert(xs[xs.count - 1]).inserted else { return nil }
    blocks.append(start..<xs.count)
    guard blocks.count >= 2, blocks.allSatisfy({ (minimumSeasonRows...maxSeasonRows).contains($0.count) }) else {
      return nil
    }
    return blocks
  }

  /// Whether `ys` is a clock that starts again in each of `blocks`: finite, never falling
  /// within a block, a new value in more than half of each block's rows after its first, and
  /// each block's first value below the last of the block before it.
  static func isSeasonClock(_ ys: [Double], blocks: [Range<Int>]) -> Bool {
    for (index, block) in blocks.enumerated() {
      var rises = 0
      for row in block {
        guard ys[row].isFinite else { return false }
        guard row > block.lowerBound else { continue }
        guard ys[row] >= ys[row - 1] else { return false }
        if ys[row] > ys[row - 1] { rises += 1 }
      }
      guard 2 * rises > block.count - 1 else { return false }
      if index > 0, ys[block.lowerBound] >= ys[blocks[index - 1].upperBound - 1] { return false }
    }
    return true
  }
}
