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
    if count >= n { return Array(0..<n) }
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

  /// A copy keeping at most `count` points, picked by `method`; breaks are kept.
  ///
  /// ```swift
  /// let line = series.sanitized().0.downsampled(to: 2_000)   // MinMaxLTTB
  /// let exact = series.downsampled(toWidth: 800, method: .m4) // ≤ 3,200 points
  /// ```
  ///
  /// - Parameters:
  ///   - count: The most points to keep; values below 2 count as 2.
  ///   - method: How to pick points; ``DownsamplingMethod/default`` by default.
  /// - Returns: The downsampled series, with the same name.
  public func downsampled(to count: Int, method: DownsamplingMethod = .default) -> Series {
    let kept = downsampledIndices(to: count, method: method)
    if kept.count == self.count { return self }
    return Series(
      name: name, xs: kept.map { xs[$0] }, ys: kept.map { ys[$0] }, breaks: breaks(keeping: kept))
  }

  /// A copy sized for a chart `width` pixels wide: `width × method.pointsPerPixel` points.
  ///
  /// - Parameters:
  ///   - width: The plot width in pixels (or terminal columns).
  ///   - method: How to pick points; ``DownsamplingMethod/default`` by default.
  /// - Returns: The downsampled series.
  public func downsampled(toWidth width: Int, method: DownsamplingMethod = .default) -> Series {
    downsampled(to: width * method.pointsPerPixel, method: method)
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
    downsampled(to: width * method.pointsPerPixel, method: method)
  }
}
