import Foundation

/// A map pressed into a blob by a few far places: France's prisons with those of its overseas
/// territories (Guadeloupe, Réunion, Polynesia, New Caledonia), 36 of 295 points spread over
/// half the globe while the mainland's 259 sat in a corner of a twentieth of each axis. Too
/// many far points for the bulk of each axis alone (``bulk(_:tiers:)`` cuts at most 5%), yet
/// few beside the places the map is of: both axes are cut to where most places are, and the
/// far ones are drawn at the edges and counted (``Note/beyondAxis(column:count:total:farthest:)``).
extension ChartChoice {
  /// How many interquartile ranges past the quartiles a place may lie, on either axis, and
  /// still be of the map's bulk.
  static let mapBulkReach = 3.0
  /// The largest share of the places that may lie beyond the bulk for the axes to be cut.
  static let mapMaximumBeyondShare = 0.15
  /// How many times the bulk's span the full span must be, on one axis at least, for the far
  /// places to squash it.
  static let mapMinimumSquash = 10.0
  /// The largest share of the places that may be strays (a station signed on the wrong side of
  /// the meridian, Vancouver at +123°) for a milder squash to cut the axes.
  static let mapMaximumStrayShare = 0.02
  /// How many times the bulk's span the full span must be, on one axis at least, for a few
  /// strays (``mapMaximumStrayShare``) to squash it: one station at +123° beside 223 from
  /// Alaska (−177°) to Maine (−68°) leaves the country a third of the map.
  static let mapMinimumStraySquash = 2.5
  /// The room left around the bulk's places, as a share of their span on each axis.
  static let mapBulkPadding = 0.05

  /// Cuts both axes of a map of points (longitude and latitude, ``mapPair(_:)``) to its bulk
  /// of places when a few far places squash it (``mapBulkRanges(xs:ys:)``), with a note for each
  /// axis that has places beyond it; false, and nothing changed, for any other chart.
  ///
  /// - Parameters:
  ///   - dataset: The sanitized dataset, drawn as points on one plot.
  ///   - choice: The choice that made it.
  ///   - farOnBoth: Whether to cut only when places lie beyond the bulk on both axes (tried
  ///     before the bulk of each axis alone, which a map with far places on one axis keeps).
  /// - Returns: Whether the axes were cut.
  static func cutMapToBulk(_ dataset: inout Dataset, choice: inout ChartChoice, farOnBoth: Bool = false) -> Bool {
    guard dataset.mark == .points, dataset.xKind == .number, dataset.xScale == .linear, dataset.yScale == .linear,
      let x = choice.x, choice.y.count == 1,
      let pair = mapPair([Series(name: x, xs: [], ys: []), Series(name: choice.y[0], xs: [], ys: [])]),
      pair.longitude.name == x
    else { return false }
    let xs = dataset.series.flatMap(\.xs)
    let ys = dataset.series.flatMap(\.ys)
    guard let ranges = mapBulkRanges(xs: xs, ys: ys) else { return false }
    if farOnBoth {
      let finite = zip(xs, ys).filter { $0.0.isFinite && $0.1.isFinite }
      guard finite.contains(where: { !ranges.x.contains($0.0) }), finite.contains(where: { !ranges.y.contains($0.1) })
      else { return false }
    }
    dataset.xAxisRange = ranges.x
    dataset.yAxisRange = ranges.y
    let total = zip(xs, ys).filter { $0.0.isFinite && $0.1.isFinite }.count
    for (column, values, range) in [(x, xs, ranges.x), (choice.y[0], ys, ranges.y)] {
      let beyond = values.filter { $0.isFinite && !range.contains($0) }
      guard let farthest = beyond.max(by: { distance($0, from: range) < distance($1, from: range) }) else { continue }
      choice.notes.append(.beyondAxis(column: column, count: beyond.count, total: total, farthest: farthest))
    }
    return true
  }

  /// The ranges of the two axes that hold the bulk of the places at (`xs`, `ys`): the places
  /// within ``mapBulkReach`` interquartile ranges of the quartiles on both axes, padded by
  /// ``mapBulkPadding``; nil when no place lies beyond, more than ``mapMaximumBeyondShare``
  /// do, or the full span is under ``mapMinimumSquash`` times the bulk's on both axes (under
  /// ``mapMinimumStraySquash`` times when at most ``mapMaximumStrayShare`` of the places lie
  /// beyond). A real region far from the rest (Alaska and Hawaii beside the 48 states) lies
  /// within the reach of the quartiles, or leaves the span nearly whole: it stays.
  static func mapBulkRanges(xs: [Double], ys: [Double]) -> (x: ClosedRange<Double>, y: ClosedRange<Double>)? {
    let places = zip(xs, ys).filter { $0.0.isFinite && $0.1.isFinite }
    guard places.count >= bulkMinimumCount else { return nil }
    func window(_ values: [Double]) -> ClosedRange<Double>? {
      let sorted = sortedSample([values], count: values.count)
      guard sorted.count >= 4 else { return nil }
      let q1 = sorted[sorted.count / 4]
      let q3 = sorted[(3 * sorted.count) / 4]
      let reach = mapBulkReach * (q3 - q1)
      guard reach > 0 else { return nil }
      return (q1 - reach)...(q3 + reach)
    }
    guard let xWindow = window(places.map({ $0.0 })), let yWindow = window(places.map({ $0.1 })) else { return nil }
    let bulk = places.filter { xWindow.contains($0.0) && yWindow.contains($0.1) }
    let beyond = places.count - bulk.count
    guard beyond >= 1, Double(beyond) <= mapMaximumBeyondShare * Double(places.count),
      let xLow = bulk.map({ $0.0 }).min(), let xHigh = bulk.map({ $0.0 }).max(),
      let yLow = bulk.map({ $0.1 }).min(), let yHigh = bulk.map({ $0.1 }).max(),
      let fullXLow = places.map({ $0.0 }).min(), let fullXHigh = places.map({ $0.0 }).max(),
      let fullYLow = places.map({ $0.1 }).min(), let fullYHigh = places.map({ $0.1 }).max(),
      xHigh > xLow, yHigh > yLow
    else { return nil }
    let squash = max((fullXHigh - fullXLow) / (xHigh - xLow), (fullYHigh - fullYLow) / (yHigh - yLow))
    let isStrays = Double(beyond) <= mapMaximumStrayShare * Double(places.count)
    guard squash >= (isStrays ? mapMinimumStraySquash : mapMinimumSquash) else { return nil }
    let xPad = mapBulkPadding * (xHigh - xLow)
    let yPad = mapBulkPadding * (yHigh - yLow)
    return ((xLow - xPad)...(xHigh + xPad), (yLow - yPad)...(yHigh + yPad))
  }

  /// How far `value` lies outside `range`; 0 inside it.
  private static func distance(_ value: Double, from range: ClosedRange<Double>) -> Double {
    value < range.lowerBound ? range.lowerBound - value : max(0, value - range.upperBound)
  }
}
