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
struct Projection: Sendable {
  var left: Double
  var bottom: Double
  var x0: Double
  var y0: Double
  var xScale: Double
  var yScale: Double

  init(plot: PlotRect, xDomain: ClosedRange<Double>, yDomain: ClosedRange<Double>) {
    left = plot.x
    bottom = plot.maxY
    x0 = xDomain.lowerBound
    y0 = yDomain.lowerBound
    let xSpan = xDomain.upperBound - xDomain.lowerBound
    let ySpan = yDomain.upperBound - yDomain.lowerBound
    xScale = xSpan > 0 && xSpan.isFinite ? plot.width / xSpan : 0
    yScale = ySpan > 0 && ySpan.isFinite ? plot.height / ySpan : 0
  }

  @inline(__always) func x(_ value: Double) -> Double { left + (value - x0) * xScale }
  @inline(__always) func y(_ value: Double) -> Double { bottom - (value - y0) * yScale }
}
