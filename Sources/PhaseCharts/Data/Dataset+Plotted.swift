extension Dataset {
  /// The dataset reduced for a chart `columns` pixels wide, as its ``mark`` is drawn.
  ///
  /// A line is downsampled to the width (``downsampled(toWidth:method:)``). Points are reduced to
  /// one per occupied cell of a grid `columns` × `columns` over the data's extent
  /// (``reducedToCells(columns:rows:)``): the plot's height is not known here, and a chart is
  /// seldom taller than it is wide, so the cells are at most a pixel tall and every pixel the
  /// points cover keeps one. ``DownsamplingMethod/none`` keeps every point either way.
  ///
  /// - Parameters:
  ///   - columns: The plot width in pixels, as ``plotColumns(forWidth:)`` counts them.
  ///   - method: How a line is downsampled; ``DownsamplingMethod/default`` by default.
  /// - Returns: The reduced dataset.
  public func plotted(columns: Int, method: DownsamplingMethod = .default) -> Dataset {
    switch mark {
    case .line: return downsampled(toWidth: columns, method: method)
    case .points:
      guard method != .none else { return self }
      return reducedToCells(columns: columns, rows: columns)
    case .bars, .histogram, .heatmap:
      // One bar per category or bin, one cell per grid point: as few shapes as the chart has.
      return self
    }
  }
}
