import PhaseCharts
extension ChartScene.Line {
  /// The line reduced to about one point per pixel column with the data pipeline's downsampler
  /// (``DownsamplingMethod/default``, MinMaxLTTB), which keeps spikes, both ends of every
  /// segment and the breaks.
  ///
  /// Lines with no more points than columns are returned unchanged. Non-finite points, which
  /// the downsampler does not expect, are taken out first and leave a break where they were.
  ///
  /// - Parameter columns: The plot width in pixels (or braille dots).
  func reduced(toColumns columns: Int) -> ChartScene.Line {
    // Bands come from marks (small) and need both edges: they are drawn as given.
    guard columns > 0, xs.count > columns, lows == nil else { return self }
    let series = finiteSeries().downsampled(toWidth: columns)
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
