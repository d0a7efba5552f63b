import PhaseCharts
/// A rectangle in output units (SVG pixels or terminal dots), y growing downward.
struct PlotRect: Sendable, Hashable {
  var x: Double
  var y: Double
  var width: Double
  var height: Double

  var maxX: Double { x + width }
  var maxY: Double { y + height }
  var midX: Double { x + width / 2 }
  var midY: Double { y + height / 2 }
}

/// Maps data values onto a plot rectangle: x to the right, y upward from the bottom edge.
///
/// Values are halved before they are subtracted so that a domain as wide as
/// −1e308…1e308, whose width is not a finite Double, still maps every value inside the plot.
/// Halving is exact and the scales are doubled to match, so ordinary domains map to exactly
/// the same positions as `(value − lower) × plot / span` would.
struct Projection: Sendable {
  var left: Double
  var bottom: Double
  /// Half the lower ends of the domains.
  var x0: Double
  var y0: Double
  /// Output units per half data unit.
  var xScale: Double
  var yScale: Double

  init(plot: PlotRect, xDomain: ClosedRange<Double>, yDomain: ClosedRange<Double>) {
    left = plot.x
    bottom = plot.maxY
    x0 = xDomain.lowerBound * 0.5
    y0 = yDomain.lowerBound * 0.5
    let xHalfSpan = xDomain.upperBound * 0.5 - x0
    let yHalfSpan = yDomain.upperBound * 0.5 - y0
    xScale = xHalfSpan > 0 && xHalfSpan.isFinite ? plot.width / xHalfSpan : 0
    yScale = yHalfSpan > 0 && yHalfSpan.isFinite ? plot.height / yHalfSpan : 0
  }

  @inline(__always) func x(_ value: Double) -> Double { left + (value * 0.5 - x0) * xScale }
  @inline(__always) func y(_ value: Double) -> Double { bottom - (value * 0.5 - y0) * yScale }
}
