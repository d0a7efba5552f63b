import Foundation

extension Series {
  /// The indices of the points that ``downsampled(to:method:)`` keeps, ascending.
  ///
  /// A series with ``breaks`` is downsampled segment by segment, each segment keeping its own
  /// first and last point and a share of `count` proportional to its length, so a gap never gets
  /// bridged or shortened. When there are more segments than `count / 2`, the whole series is
  /// downsampled at once and breaks are carried over to the kept points.
  ///
  /// > Important: Downsample sanitized data (x sorted, no NaN): the methods compare values and
  /// > bucket by position.
  ///
  /// - Parameters:
  ///   - count: The most points to keep; values below 2 count as 2.
  ///   - method: How to pick points; ``DownsamplingMethod/default`` by default.
  /// - Returns: Indices into ``xs``/``ys``, at most `max(count, 2)` of them.
  public func downsampledIndices(to count: Int, method: DownsamplingMethod = .default) -> [Int] {
    let n = self.count
    let count = max(count, 2)
    if count >= n || method == .none { return Array(0..<n) }
    if method == .auto {
      guard let grid = pixelColumns(count: max(count / 8, 1)) else { return Array(0..<n) }
      return downsampledIndices(for: grid)
    }
    return xs.withUnsafeBufferPointer { xBuffer in
      ys.withUnsafeBufferPointer { yBuffer in
        let xp = xBuffer.baseAddress!
        let yp = yBuffer.baseAddress!
        let segments = segmentBounds
        if segments.count == 1 || segments.count * 2 > count {
          return method.indices(xs: xp, ys: yp, n: n, count: count)
        }
        // Every segment keeps up to two points, the rest is shared by length.
        let reserved = segments.reduce(0) { $0 + min($1.count, 2) }
        let spare = count - reserved
        var result: [Int] = []
        result.reserveCapacity(count)
        for segment in segments {
          let share = min(segment.count, 2) + spare * segment.count / n
          let picked = method.indices(
            xs: xp + segment.lowerBound, ys: yp + segment.lowerBound, n: segment.count, count: share)
          result.append(contentsOf: picked.lazy.map { $0 + segment.lowerBound })
        }
        return result
      }
    }
  }

  /// The indices of the points that draw exactly like every point on `grid`: the first,
  /// lowest, highest and last point of each pixel column (M4 on device pixels; see
  /// ``DownsamplingMethod/auto``), segment by segment, so breaks stay where they are.
  ///
  /// At most 8 points per column and segment are kept (first, last, the lowest and highest
  /// and their neighbours), plus as many for the points left and right of the grid.
  ///
  /// - Parameters:
  ///   - grid: The pixel columns the line is drawn into.
  ///   - sorted: Whether x never decreases (sanitized data); `true` by default. Unsorted data
  ///     is reduced run by run of consecutive points in one column, which is still exact but
  ///     reads every x.
  /// - Returns: Indices into ``xs``/``ys``, ascending.
  public func downsampledIndices(for grid: PixelColumns, sorted: Bool = true) -> [Int] {
    let n = self.count
    if n <= 4 { return Array(0..<n) }
    return xs.withUnsafeBufferPointer { xBuffer in
      ys.withUnsafeBufferPointer { yBuffer in
        let xp = xBuffer.baseAddress!
        let yp = yBuffer.baseAddress!
        let segments = segmentBounds
        if segments.count == 1 {
          return PixelM4.indices(xs: xp, ys: yp, n: n, grid: grid, sorted: sorted)
        }
        var result: [Int] = []
        for segment in segments {
          let picked = PixelM4.indices(
            xs: xp + segment.lowerBound, ys: yp + segment.lowerBound, n: segment.count, grid: grid,
            sorted: sorted)
          result.append(contentsOf: picked.lazy.map { $0 + segment.lowerBound })
        }
        return result
      }
    }
  }

  /// A copy that draws exactly like every point on `grid`; see ``downsampledIndices(for:sorted:)``.
  ///
  /// ```swift
  /// let grid = PixelColumns(xDomain: first...last, pixels: 800)
  /// let line = series.downsampled(to: grid)   // ≤ 6,400 points, the same 800 columns of pixels
  /// ```
  ///
  /// - Parameters:
  ///   - grid: The pixel columns the line is drawn into.
  ///   - sorted: Whether x never decreases; `true` by default.
  /// - Returns: The downsampled series, with the same name and its breaks.
  public func downsampled(to grid: PixelColumns, sorted: Bool = true) -> Series {
    kept(downsampledIndices(for: grid, sorted: sorted))
  }

  /// The series with only the points at `kept` (ascending), breaks carried over.
  func kept(_ kept: [Int]) -> Series {
    if kept.count == self.count { return self }
    return Series(
      name: name, xs: kept.map { xs[$0] }, ys: kept.map { ys[$0] }, breaks: breaks(keeping: kept))
  }

  /// A grid of `count` columns over the x range of the series (first to last x); nil when
  /// empty.
  func pixelColumns(count: Int) -> PixelColumns? {
    guard let first = xs.first, let last = xs.last else { return nil }
    let low = min(first, last)
    let high = max(first, last)
    guard low <= high else { return PixelColumns(origin: 0, columnWidth: .infinity, count: 1) }
    return PixelColumns(xDomain: low...high, pixels: count)
  }

  /// A copy keeping at most `count` points, picked by `method`; breaks are kept.
  ///
  /// ```swift
  /// let line = series.sanitized().0.downsampled(to: 2_000)       // auto: M4 on 250 columns
  /// let few = series.downsampled(toWidth: 800, method: .minMaxLTTB()) // ≤ 800 points
  /// ```
  ///
  /// - Parameters:
  ///   - count: The most points to keep; values below 2 count as 2.
  ///   - method: How to pick points; ``DownsamplingMethod/default`` by default.
  /// - Returns: The downsampled series, with the same name.
  public func downsampled(to count: Int, method: DownsamplingMethod = .default) -> Series {
    kept(downsampledIndices(to: count, method: method))
  }

  /// A copy sized for a chart `width` pixels wide: for ``DownsamplingMethod/auto`` M4 on
  /// `width` pixels (``PixelColumns/faithfulSubpixels`` columns each) spanning the series' x
  /// range, for ``DownsamplingMethod/none`` the series itself, otherwise
  /// `width × method.pointsPerPixel` points.
  ///
  /// - Parameters:
  ///   - width: The plot width in pixels (or terminal columns).
  ///   - method: How to pick points; ``DownsamplingMethod/default`` by default.
  /// - Returns: The downsampled series.
  public func downsampled(toWidth width: Int, method: DownsamplingMethod = .default) -> Series {
    switch method {
    case .none: return self
    case .auto:
      guard let grid = pixelColumns(count: max(width, 1) * PixelColumns.faithfulSubpixels) else {
        return self
      }
      return downsampled(to: grid)
    default:
      return downsampled(to: max(width, 1) * method.pointsPerPixel, method: method)
    }
  }

  /// The index ranges between breaks.
  var segmentBounds: [Range<Int>] {
    var bounds: [Range<Int>] = []
    var start = 0
    for cut in breaks where cut > start && cut < count {
      bounds.append(start..<cut)
      start = cut
    }
    bounds.append(start..<count)
    return bounds
  }

  /// Break positions among `kept` indices: a break before kept point `k` when an original break
  /// falls after the previous kept point and at or before this one.
  func breaks(keeping kept: [Int]) -> [Int] {
    guard !breaks.isEmpty else { return [] }
    var result: [Int] = []
    var next = 0
    for (k, index) in kept.enumerated() {
      var crossed = false
      while next < breaks.count && breaks[next] <= index {
        crossed = true
        next += 1
      }
      if crossed && k > 0 { result.append(k) }
    }
    return result
  }
}

extension Dataset {
  /// A copy with every series downsampled to at most `count` points.
  ///
  /// - Parameters:
  ///   - count: The most points per series; values below 2 count as 2.
  ///   - method: How to pick points; ``DownsamplingMethod/default`` by default.
  /// - Returns: The downsampled dataset.
  public func downsampled(to count: Int, method: DownsamplingMethod = .default) -> Dataset {
    var copy = self
    copy.series = series.map { $0.downsampled(to: count, method: method) }
    return copy
  }

  /// A copy sized for a chart `width` pixels wide; see ``Series/downsampled(toWidth:method:)``.
  ///
  /// - Parameters:
  ///   - width: The plot width in pixels (or terminal columns).
  ///   - method: How to pick points; ``DownsamplingMethod/default`` by default.
  /// - Returns: The downsampled dataset.
  public func downsampled(toWidth width: Int, method: DownsamplingMethod = .default) -> Dataset {
    switch method {
    case .none: return self
    case .auto:
      // One grid for all series, over the x range they share, as a chart draws them.
      let firsts = series.compactMap(\.xs.first)
      let lasts = series.compactMap(\.xs.last)
      guard let low = (firsts + lasts).min(), let high = (firsts + lasts).max(), low <= high else {
        return self
      }
      let grid = PixelColumns(
        xDomain: low...high, pixels: max(width, 1) * PixelColumns.faithfulSubpixels)
      var copy = self
      copy.series = series.map { $0.downsampled(to: grid) }
      return copy
    default:
      return downsampled(to: max(width, 1) * method.pointsPerPixel, method: method)
    }
  }
}
