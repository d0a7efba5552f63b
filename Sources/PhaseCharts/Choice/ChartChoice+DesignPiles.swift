import Foundation

/// A designed experiment's response on a coarse scale (a score of 0 to 10 in halves, a count of
/// a few values) with many runs per cell: as plain strips, each strip is a column of dots that
/// says only which values occur, every dot hiding a dozen runs, and no difference between cells
/// shows (pingouin's `rm_anova`: 93 subjects' `DesireToKill` in four cells). Runs that share
/// their strip and their value are set side by side within the strip's width, so a strip's
/// widest row is its most common value: a dot plot of each cell.
extension ChartChoice {
  /// The fewest runs one value of one strip must hold, in the largest such pile, for repeats to
  /// be set side by side: fewer, and a strip's dots are few enough to read as they are.
  static let minPileRuns = 4
  /// The share of runs that must share their strip and value with another run.
  static let minPiledShare = 0.5
  /// The width the runs of one strip may spread over, in category slots, when each slot holds
  /// one strip (no colour).
  static let pileSpreadWidth = 0.5

  /// Sets the runs of each strip that share a value side by side, centred on the strip, when
  /// most runs share their value (``minPiledShare``) and the largest pile holds
  /// ``minPileRuns`` runs or more; the widest pile spans `width`, every pile at the same
  /// spacing, so that the widths of the rows compare across strips.
  ///
  /// - Parameters:
  ///   - xs: Each strip group's x positions (a strip is the runs at one x), changed in place.
  ///   - ys: Each strip group's responses, as many as its positions.
  ///   - width: The width, in category slots, a strip's runs may spread over.
  /// - Returns: The share of runs in piles when they were spread; nil, and nothing changed, when
  ///   the strips read as they are.
  static func spreadingPiles(_ xs: inout [[Double]], ys: [[Double]], width: Double) -> Double? {
    var piles: [[Double]: Int] = [:]
    var runs = 0
    for (group, positions) in xs.enumerated() {
      for (x, y) in zip(positions, ys[group]) where x.isFinite && y.isFinite {
        piles[[Double(group), x, y], default: 0] += 1
        runs += 1
      }
    }
    guard runs > 0, let largest = piles.values.max(), largest >= minPileRuns else { return nil }
    let piled = piles.values.filter { $0 >= 2 }.reduce(0, +)
    let share = Double(piled) / Double(runs)
    guard share >= minPiledShare else { return nil }
    let spacing = width / Double(largest)
    var placed: [[Double]: Int] = [:]
    for group in xs.indices {
      for index in xs[group].indices {
        let (x, y) = (xs[group][index], ys[group][index])
        guard x.isFinite, y.isFinite, let count = piles[[Double(group), x, y]], count >= 2 else { continue }
        let key = [Double(group), x, y]
        let position = placed[key, default: 0]
        placed[key] = position + 1
        xs[group][index] = x + (Double(position) - Double(count - 1) / 2) * spacing
      }
    }
    return share
  }
}
