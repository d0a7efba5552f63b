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
