extension ChartScene.Line {
  /// The line reduced to at most about four points per pixel column, keeping each column's
  /// first, lowest, highest and last point so spikes and the joins between columns survive.
  ///
  /// Lines with no more than two points per column are returned unchanged. Breaks and
  /// non-finite points split the line, and the split is kept in the result.
  ///
  /// - Parameters:
  ///   - domain: The x range mapped onto the columns.
  ///   - columns: The plot width in pixels (or braille dots).
  func reduced(toColumns columns: Int, over domain: ClosedRange<Double>) -> ChartScene.Line {
    let count = xs.count
    guard columns > 0, count > 2 * columns else { return self }
    let span = domain.upperBound - domain.lowerBound
    guard span > 0, span.isFinite else { return self }
    let scale = Double(columns) / span
    let lowest = domain.lowerBound
    var outX: [Double] = []
    var outY: [Double] = []
    var outBreaks: [Int] = []
    outX.reserveCapacity(4 * columns + 8)
    outY.reserveCapacity(4 * columns + 8)
    xs.withUnsafeBufferPointer { xs in
      ys.withUnsafeBufferPointer { ys in
        var nextBreak = 0
        var column = Int.min
        var first = -1, low = -1, high = -1, last = -1
        var pendingBreak = false
        func flush() {
          guard first >= 0 else { return }
          if pendingBreak && !outX.isEmpty { outBreaks.append(outX.count) }
          pendingBreak = false
          // Emit the column's extremes in index order (first ≤ low, high ≤ last), each once.
          let lower = min(low, high)
          let upper = max(low, high)
          outX.append(xs[first])
          outY.append(ys[first])
          for index in [lower, upper, last] where index > first {
            if index == lower || (index == upper && upper != lower)
              || (index == last && last != upper && last != lower)
            {
              outX.append(xs[index])
              outY.append(ys[index])
            }
          }
          first = -1
        }
        for index in 0..<count {
          while nextBreak < breaks.count, breaks[nextBreak] < index { nextBreak += 1 }
          if nextBreak < breaks.count, breaks[nextBreak] == index {
            nextBreak += 1
            flush()
            pendingBreak = true
          }
          let x = xs[index]
          let y = ys[index]
          guard x.isFinite, y.isFinite else {
            flush()
            pendingBreak = true
            continue
          }
          let position = (x - lowest) * scale
          let pixel = position < -1e9 ? -1_000_000_000 : position > 1e9 ? 1_000_000_000 : Int(position)
          if pixel != column || first < 0 {
            flush()
            column = pixel
            first = index
            low = index
            high = index
          } else {
            if y < ys[low] { low = index }
            if y > ys[high] { high = index }
          }
          last = index
        }
        flush()
      }
    }
    return ChartScene.Line(series: series, xs: outX, ys: outY, breaks: outBreaks, isArea: isArea)
  }
}
