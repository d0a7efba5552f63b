import PhaseCharts
extension ChartScene.Line {
  /// The line reduced for drawing into `grid`, the device pixel columns of the plot.
  ///
  /// ``DownsamplingMethod/auto`` keeps the first, lowest, highest and last point of every
  /// column of `grid` and the neighbours of the extremes (M4 on device pixel columns), which
  /// draws the same pixels as every point; ``none`` keeps every point; the other methods keep
  /// `pixels × pointsPerPixel` points as they choose.
  /// Lines with no more points than two per pixel (four per column for `auto`) are returned
  /// unchanged, and so are bands
  /// (from marks, small, and drawn with both edges). Non-finite points, which the downsampler
  /// does not expect, are taken out first and leave a break where they were.
  ///
  /// - Parameters:
  ///   - grid: The plot's pixel columns (or braille dot columns), for `auto`.
  ///   - pixels: The plot width in device pixels (or dots), for the other methods.
  ///   - method: How to reduce; ``DownsamplingMethod/auto`` for a faithful picture.
  func reduced(to grid: PixelColumns, pixels: Int, method: DownsamplingMethod) -> ChartScene.Line {
    guard method != .none, xs.count > 2 * min(grid.count, pixels), lows == nil else { return self }
    // Up to 8 points per column survive `auto`: with no more than 4 per column on average,
    // reducing saves little, and drawing every point is exact by definition.
    if method == .auto && xs.count <= 4 * grid.count { return self }
    let finite = finiteSeries()
    let series: Series
    if method == .auto {
      let sorted = finite.xs.withUnsafeBufferPointer { xs in
        var ordered = true
        for index in xs.indices.dropFirst() { ordered = ordered && xs[index - 1] <= xs[index] }
        return ordered
      }
      series = finite.downsampled(to: grid, sorted: sorted)
    } else {
      series = finite.downsampled(toWidth: pixels, method: method)
    }
    var reduced = self
    reduced.xs = series.xs
    reduced.ys = series.ys
    reduced.breaks = series.breaks
    return reduced
  }

  /// The breaks as ``Series`` requires them: sorted, unique, each in `1..<count`.
  private var validBreaks: [Int] {
    let count = xs.count
    if breaks.allSatisfy({ $0 > 0 && $0 < count }) && zip(breaks, breaks.dropFirst()).allSatisfy(<) {
      return breaks
    }
    return Array(Set(breaks.filter { $0 > 0 && $0 < count })).sorted()
  }

  /// The points as a ``Series``, without non-finite points; each run of them becomes a break.
  private func finiteSeries() -> Series {
    let allFinite = xs.withUnsafeBufferPointer { xs in
      ys.withUnsafeBufferPointer { ys in
        // v - v is 0 for a finite v and NaN for NaN or ±∞: one branch-free test for both arrays.
        var sum = 0.0
        for index in 0..<xs.count { sum += (xs[index] - xs[index]) + (ys[index] - ys[index]) }
        return sum == 0
      }
    }
    if allFinite { return Series(name: "", xs: xs, ys: ys, breaks: validBreaks) }
    var keptX: [Double] = []
    var keptY: [Double] = []
    var keptBreaks: [Int] = []
    var pendingBreak = false
    var nextBreak = 0
    for index in xs.indices {
      while nextBreak < breaks.count, breaks[nextBreak] <= index {
        if breaks[nextBreak] == index { pendingBreak = true }
        nextBreak += 1
      }
      guard xs[index].isFinite, ys[index].isFinite else {
        pendingBreak = true
        continue
      }
      if pendingBreak && !keptX.isEmpty { keptBreaks.append(keptX.count) }
      pendingBreak = false
      keptX.append(xs[index])
      keptY.append(ys[index])
    }
    return Series(name: "", xs: keptX, ys: keptY, breaks: keptBreaks)
  }
}

extension ChartScene.Line {
  /// The points of a line drawn as dots, one per occupied cell of `cells`, as cell indices
  /// (`row × columns + column`) in input order; see ``PointCells``. Points outside the cells'
  /// domain (a fixed scale) and points that are not finite fall in no cell and are left out.
  func occupiedCells(_ cells: PointCells) -> [Int] {
    cells.firstPointIndices(xs: xs, ys: ys).map { cells.cell(x: xs[$0], y: ys[$0])! }
  }
}
