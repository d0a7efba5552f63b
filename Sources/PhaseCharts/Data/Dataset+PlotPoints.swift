/// One point of a dataset, flattened for chart libraries that draw marks from one flat collection,
/// such as Swift Charts.
///
/// Points of one line share a ``segment``; a line is drawn only between points of the same
/// segment, so a break in a series (a gap that sanitization found, or a value that is not finite)
/// is not bridged. ``series`` names the series for the legend and colour.
public struct PlotPoint: Sendable, Hashable, Identifiable {
  /// The point's position in the flattened collection, unique within it.
  public var id: Int
  /// The x value (seconds since 1970 when the dataset's x axis holds dates).
  public var x: Double
  /// The y value; always finite.
  public var y: Double
  /// The name of the series the point belongs to.
  public var series: String
  /// The line the point belongs to: unique across the dataset, new at every break.
  public var segment: Int
  /// Whether the point lies beyond the axis range the chart shows (``Dataset/xAxisRange``,
  /// ``Dataset/yAxisRange``) and was moved to its edge: draw it with a mark of its own (an open
  /// triangle), so that it is not taken for a value at the edge.
  public var isBeyondAxis: Bool

  /// Creates a point.
  ///
  /// - Parameters:
  ///   - id: Its position in the flattened collection, unique within it.
  ///   - x: Its x value, in the dataset's units (seconds since 1970 for dates).
  ///   - y: Its y value; finite.
  ///   - series: The name of the series it belongs to.
  ///   - segment: The line it belongs to: unique across the dataset, new at every break.
  ///   - isBeyondAxis: Whether the point was moved to the edge of an axis it lies beyond;
  ///     `false` by default.
  public init(id: Int, x: Double, y: Double, series: String, segment: Int, isBeyondAxis: Bool = false) {
    self.id = id
    self.x = x
    self.y = y
    self.series = series
    self.segment = segment
    self.isBeyondAxis = isBeyondAxis
  }
}

extension Dataset {
  /// The width used by ``plotPoints(forWidth:method:)`` while the real one is unknown (before a
  /// view's first layout pass): about a phone's width, in points.
  public static let fallbackPlotWidth = 320

  /// The points to plot in a chart `width` points wide: every series downsampled to the width
  /// (see ``downsampled(toWidth:method:)``), then flattened by ``plotPoints()``. A dataset drawn
  /// as ``Mark/points`` is reduced to one point per occupied cell instead (see
  /// ``plotted(columns:method:)``).
  ///
  /// A chart library that builds one mark per point (Swift Charts) stays fast whatever the size
  /// of the data, and a line keeps its shape: the downsampling methods keep the extremes.
  ///
  /// When an axis shows only the bulk of the values (``xAxisRange``, ``yAxisRange``), the
  /// points beyond it are moved to its edge first (``clampedToAxisRanges()``) and flagged
  /// (``PlotPoint/isBeyondAxis``).
  ///
  /// - Parameters:
  ///   - width: The plot width in points; 0, negative or not finite means not known yet, and
  ///     ``fallbackPlotWidth`` is used; see ``plotColumns(forWidth:)``.
  ///   - method: How to pick points; ``DownsamplingMethod/default`` by default.
  /// - Returns: The points, at most `width × method.pointsPerPixel` per series.
  public func plotPoints(forWidth width: Double, method: DownsamplingMethod = .default)
    -> [PlotPoint]
  {
    var shown = clampedToAxisRanges().plotted(columns: Self.plotColumns(forWidth: width), method: method)
    // The edges a clamped value sits on lie beyond every value inside: a point there was moved.
    shown.xAxisRange = xAxisRange
    shown.yAxisRange = yAxisRange
    return shown.plotPoints()
  }

  /// The points of every series, flattened in legend order, with a new segment wherever a line
  /// must not be drawn: at each of a series' ``Series/breaks`` and around a value that is not
  /// finite (which is left out).
  ///
  /// Downsample first (to the pixel width of the chart): a chart library that builds one mark per
  /// point slows down long before a million points.
  ///
  /// - Returns: The points, each series' points in order.
  public func plotPoints() -> [PlotPoint] {
    var points: [PlotPoint] = []
    points.reserveCapacity(pointCount)
    var segment = 0
    for series in series {
      var breaks = series.breaks[...]
      var segmentHasPoints = false
      for index in 0..<series.count {
        let isBreak = breaks.first == index
        if isBreak { breaks.removeFirst() }
        let x = series.xs[index]
        let y = series.ys[index]
        guard x.isFinite && y.isFinite else {
          if segmentHasPoints { segment += 1 }
          segmentHasPoints = false
          continue
        }
        if isBreak && segmentHasPoints { segment += 1 }
        let isBeyond =
          isOnAxisEdge(x, xAxisRange) || isOnAxisEdge(y, yAxisRange) || Self.isBeyond(x, xAxisRange)
          || Self.isBeyond(y, yAxisRange)
        points.append(
          PlotPoint(id: points.count, x: x, y: y, series: series.name, segment: segment, isBeyondAxis: isBeyond))
        segmentHasPoints = true
      }
      if segmentHasPoints { segment += 1 }
    }
    return points
  }

  /// Whether `value` sits on an end of `range`, where a value beyond it is drawn.
  private func isOnAxisEdge(_ value: Double, _ range: ClosedRange<Double>?) -> Bool {
    guard let range else { return false }
    return value == range.lowerBound || value == range.upperBound
  }
}
