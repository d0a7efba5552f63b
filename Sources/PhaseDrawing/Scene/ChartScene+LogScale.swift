import Foundation
import PhaseCharts

extension ChartScene {
  /// The base-10 logarithm of a value on a log axis; NaN for zero, negatives and NaN, which
  /// have no place on it and are left out as any missing value is.
  @inline(__always) static func logPosition(_ value: Double) -> Double {
    value > 0 ? log10(value) : .nan
  }

  /// Moves everything drawn onto log axes: on a log x (`x`) or y (`y`), every value of lines,
  /// points, rules, annotations and the band becomes its base-10 logarithm, so that the plot
  /// maps decades evenly and the rest of the drawing (domains, reduction, projection) stays
  /// linear. Bars are placed by ``ChartScene/init(_:)`` itself, histogram bins in decades.
  mutating func placeOnLogScales(x: Bool, y: Bool) {
    xIsLog = x
    yIsLog = y
    guard x || y else { return }
    let position = Self.logPosition
    for index in lines.indices {
      if x { lines[index].xs = lines[index].xs.map(position) }
      if y {
        lines[index].ys = lines[index].ys.map(position)
        lines[index].lows = lines[index].lows?.map(position)
      }
    }
    for index in points.indices {
      if x { points[index].x = position(points[index].x) }
      if y { points[index].y = position(points[index].y) }
    }
    rules = rules.compactMap { rule in
      var rule = rule
      if rule.isHorizontal ? y : x { rule.value = position(rule.value) }
      if y, let span = rule.span {
        let (low, high) = (position(span.lowerBound), position(span.upperBound))
        rule.span = low.isFinite && high.isFinite ? low...high : nil
      }
      return rule.value.isFinite ? rule : nil
    }
    for index in annotations.indices {
      if x { annotations[index].x = annotations[index].x.map(position) }
      if y { annotations[index].y = annotations[index].y.map(position) }
    }
    if var band = others {
      if x { band.xs = band.xs.map(position) }
      if y {
        band.lows = band.lows.map(position)
        band.highs = band.highs.map(position)
      }
      others = band
    }
    // Panels take their own y scales (placePanelsOnLogScales); here only their bands' x.
    if x {
      panelBands = panelBands.map { band in
        band.map { band in
          var band = band
          band.xs = band.xs.map(position)
          return band
        }
      }
    }
  }

  /// A fixed domain given in values, as decades on a log axis; nil when an end is not positive.
  static func logDomain(_ domain: ClosedRange<Double>?, isLog: Bool) -> ClosedRange<Double>? {
    guard isLog, let domain else { return domain }
    let (low, high) = (logPosition(domain.lowerBound), logPosition(domain.upperBound))
    return low.isFinite && high.isFinite && low <= high ? low...high : nil
  }

  /// A value in data units for a position along an axis: 10^position on a log axis.
  func xValue(atPosition position: Double) -> Double { xIsLog ? pow(10, position) : position }
  /// A value in data units for a position along the y axis: 10^position on a log axis.
  func yValue(atPosition position: Double) -> Double { yIsLog ? pow(10, position) : position }
}
