extension PlotPointsModel {
  /// What a chart plots: a dataset at a width, with a downsampling method.
  ///
  /// Two requests are equal when they plot the same points for certain and cheaply: the same
  /// column count (``Dataset/plotColumns(forWidth:)``, so every width within one pixel column is
  /// one request), the same method, and the *same* dataset — the same arrays, not equal copies.
  /// Comparing costs a few pointer comparisons per series whatever the size of the data, so a
  /// view may use a request as its `.task(id:)` on the main actor. An equal dataset in new
  /// arrays (a reload that returned the same numbers) is a new request and is plotted again.
  public struct Request: Sendable, Equatable {
    /// The data to plot; held, so that its arrays stay alive while the request does.
    public let dataset: Dataset
    /// The pixel columns to downsample to, as ``Dataset/plotColumns(forWidth:)`` counts them.
    public let columns: Int
    /// How points are picked; ``DownsamplingMethod/default`` unless given.
    public let method: DownsamplingMethod

    /// Creates the request to plot `dataset` in a chart `width` points wide.
    ///
    /// - Parameters:
    ///   - dataset: The data to plot.
    ///   - width: The plot width in points, as layout reports it; 0 (not laid out yet), less than
    ///     one point or not finite plots at ``Dataset/fallbackPlotWidth``, as
    ///     ``Dataset/plotPoints(forWidth:method:)`` does.
    ///   - method: How to pick points; ``DownsamplingMethod/default`` by default.
    public init(dataset: Dataset, width: Double, method: DownsamplingMethod = .default) {
      self.dataset = dataset
      self.columns = Dataset.plotColumns(forWidth: width)
      self.method = method
    }

    /// Whether both requests plot the same arrays at the same column count with the same method.
    public static func == (lhs: Request, rhs: Request) -> Bool {
      lhs.columns == rhs.columns && lhs.method == rhs.method
        && lhs.dataset.isIdentical(to: rhs.dataset)
    }

    /// The points ``Dataset/plotPoints(forWidth:method:)`` returns for this request, or `nil`
    /// when the task is cancelled before they are made (checked before downsampling and before
    /// flattening).
    func plotPoints() -> [PlotPoint]? {
      guard !Task.isCancelled else { return nil }
      let downsampled = dataset.plotted(columns: columns, method: method)
      guard !Task.isCancelled else { return nil }
      return downsampled.plotPoints()
    }
  }
}

extension Dataset {
  /// Whether `other` is this dataset in the same storage: the same labels and series whose x and
  /// y arrays share their buffers. Two live arrays with one buffer hold the same elements (an
  /// array shared by two values is copied before it is written), so `true` implies `==`, in a
  /// few comparisons per series instead of one per point. `false` says nothing either way.
  func isIdentical(to other: Dataset) -> Bool {
    guard xKind == other.xKind, xLabel == other.xLabel, yLabel == other.yLabel,
      utcOffset == other.utcOffset, mark == other.mark, series.count == other.series.count
    else { return false }
    for (mine, theirs) in zip(series, other.series) {
      guard mine.name == theirs.name, mine.breaks.sharesStorage(with: theirs.breaks),
        mine.xs.sharesStorage(with: theirs.xs), mine.ys.sharesStorage(with: theirs.ys)
      else { return false }
    }
    return true
  }
}

extension Array {
  /// Whether both arrays are the same buffer (or both empty).
  fileprivate func sharesStorage(with other: [Element]) -> Bool {
    guard count == other.count else { return false }
    guard !isEmpty else { return true }
    return withUnsafeBufferPointer { mine in
      other.withUnsafeBufferPointer { theirs in mine.baseAddress == theirs.baseAddress }
    }
  }
}
