extension ChartScene.Line {
  /// The line reduced to at most four points per pixel column, keeping each column's first,
  /// lowest, highest and last point so spikes and the joins between columns survive.
  ///
  /// Lines with no more than two points per column are returned unchanged. Breaks and
  /// non-finite points split the line, and the split is kept in the result.
  ///
  /// - Parameters:
  ///   - columns: The plot width in pixels (or braille dots).
  ///   - domain: The x range mapped onto the columns.
  func reduced(toColumns columns: Int, over domain: ClosedRange<Double>) -> ChartScene.Line {
    let count = xs.count
    guard columns > 0, count > 2 * columns else { return self }
    let span = domain.upperBound - domain.lowerBound
    guard span > 0, span.isFinite else { return self }
    var reducer = ColumnReducer(capacity: 4 * columns + 8)
    let scale = Double(columns) / span
    let lowest = domain.lowerBound
    xs.withUnsafeBufferPointer { xs in
      ys.withUnsafeBufferPointer { ys in
        var nextBreak = 0
        for index in 0..<count {
          if nextBreak < breaks.count {
            while nextBreak < breaks.count, breaks[nextBreak] < index { nextBreak += 1 }
            if nextBreak < breaks.count, breaks[nextBreak] == index { reducer.split(xs, ys) }
          }
          let x = xs[index]
          let y = ys[index]
          guard x.isFinite, y.isFinite else {
            reducer.split(xs, ys)
            continue
          }
          let position = min(max((x - lowest) * scale, -1e9), 1e9)
          reducer.add(index, column: Int(position), y: y, xs, ys)
        }
        reducer.flush(xs, ys)
      }
    }
    return ChartScene.Line(
      series: series, xs: reducer.xs, ys: reducer.ys, breaks: reducer.breaks, isArea: isArea)
  }
}

/// The running state of a reduction: the open column and the output so far. A struct with
/// mutating methods (not a closure over local variables) so the hot loop needs no dynamic
/// exclusivity checks.
private struct ColumnReducer {
  var xs: [Double] = []
  var ys: [Double] = []
  var breaks: [Int] = []
  private var column = Int.min
  private var first = -1
  private var low = -1
  private var high = -1
  private var last = -1
  private var lowY = 0.0
  private var highY = 0.0
  private var pendingBreak = false

  init(capacity: Int) {
    xs.reserveCapacity(capacity)
    ys.reserveCapacity(capacity)
  }

  @inline(__always)
  mutating func add(
    _ index: Int, column pixel: Int, y: Double, _ xs: UnsafeBufferPointer<Double>,
    _ ys: UnsafeBufferPointer<Double>
  ) {
    if pixel != column || first < 0 {
      flush(xs, ys)
      column = pixel
      first = index
      low = index
      high = index
      lowY = y
      highY = y
    } else if y < lowY {
      low = index
      lowY = y
    } else if y > highY {
      high = index
      highY = y
    }
    last = index
  }

  /// Ends the current stretch: the next point starts a new subpath.
  mutating func split(_ xs: UnsafeBufferPointer<Double>, _ ys: UnsafeBufferPointer<Double>) {
    flush(xs, ys)
    pendingBreak = true
  }

  /// Emits the open column's extremes in index order (first ≤ low, high ≤ last), each once.
  mutating func flush(_ xs: UnsafeBufferPointer<Double>, _ ys: UnsafeBufferPointer<Double>) {
    guard first >= 0 else { return }
    if pendingBreak && !self.xs.isEmpty { breaks.append(self.xs.count) }
    pendingBreak = false
    let lower = min(low, high)
    let upper = max(low, high)
    emit(first, xs, ys)
    if lower != first { emit(lower, xs, ys) }
    if upper != lower && upper != first { emit(upper, xs, ys) }
    if last != upper && last != lower && last != first { emit(last, xs, ys) }
    first = -1
  }

  @inline(__always)
  private mutating func emit(
    _ index: Int, _ xs: UnsafeBufferPointer<Double>, _ ys: UnsafeBufferPointer<Double>
  ) {
    self.xs.append(xs[index])
    self.ys.append(ys[index])
  }
}
