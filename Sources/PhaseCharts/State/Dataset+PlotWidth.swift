extension Dataset {
  /// The width that ``plotPoints(forWidth:method:)`` plots exactly as it plots `width`, changing
  /// only where the plotted points change: whole pixel columns, rounded up, and 0 (the fallback
  /// width) for a width with no column yet — zero, less than one point, or not finite.
  ///
  /// A view that reports its width through this (`SeriesChart` does) downsamples again only when
  /// a resize adds or removes a column, not on every fraction of a point of an animated resize.
  ///
  /// - Parameter width: A width in points, as layout reports it.
  /// - Returns: A width with the same plotted points as `width`.
  public static func plotWidth(quantizing width: Double) -> Double {
    width.isFinite && width >= 1 ? width.rounded(.up) : 0
  }
}

extension Dataset {
  /// The number of pixel columns ``plotPoints(forWidth:method:)`` downsamples to for `width`:
  /// `width` rounded up, or ``fallbackPlotWidth`` for a width with no column yet (zero, less
  /// than one point, or not finite), and at most ``maxPlotColumns`` (a width beyond any screen,
  /// such as 1e12 or 1e300 from a broken layout, neither traps nor allocates that many columns).
  /// Two widths with the same count plot the same points.
  ///
  /// - Parameter width: A width in points, as layout reports it.
  /// - Returns: The column count, at least 1.
  public static func plotColumns(forWidth width: Double) -> Int {
    let quantized = plotWidth(quantizing: width)
    guard quantized >= 1 else { return fallbackPlotWidth }
    return quantized < Double(maxPlotColumns) ? Int(quantized) : maxPlotColumns
  }

  /// The most pixel columns a chart is downsampled to: 2²⁰, wider than any display.
  public static let maxPlotColumns = 1 << 20
}
