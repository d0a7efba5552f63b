extension SeriesEnvelope {
  /// The envelope with at most one bucket per column, for drawing it as one shape at a width:
  /// each column of `xDomain` (`columns` equal parts) keeps the lowest low and the highest high
  /// of its buckets, at the middle of their x values. Buckets whose low or high is not finite
  /// are left out; an envelope with no more than two buckets per column is returned as it is.
  ///
  /// - Parameters:
  ///   - columns: The number of columns, the plot's width in pixels or dots.
  ///   - xDomain: The x range the columns divide.
  /// - Returns: The reduced envelope.
  public func reduced(toColumns columns: Int, over xDomain: ClosedRange<Double>) -> SeriesEnvelope {
    let span = xDomain.upperBound - xDomain.lowerBound
    guard columns > 0, xs.count > 2 * columns, span.isFinite, span > 0 else { return self }
    var reducedXs: [Double] = []
    var reducedLows: [Double] = []
    var reducedHighs: [Double] = []
    reducedXs.reserveCapacity(columns)
    var current = -1
    var firstX = 0.0
    var lastX = 0.0
    var low = Double.infinity
    var high = -Double.infinity
    func flush() {
      guard current >= 0 else { return }
      reducedXs.append((firstX + lastX) / 2)
      reducedLows.append(low)
      reducedHighs.append(high)
    }
    for index in xs.indices {
      let x = xs[index]
      guard x.isFinite, lows[index].isFinite, highs[index].isFinite else { continue }
      let column = min(max(Int((x - xDomain.lowerBound) / span * Double(columns)), 0), columns - 1)
      if column != current {
        flush()
        current = column
        firstX = x
        low = .infinity
        high = -.infinity
      }
      lastX = x
      low = min(low, lows[index])
      high = max(high, highs[index])
    }
    flush()
    return SeriesEnvelope(count: count, xs: reducedXs, lows: reducedLows, highs: reducedHighs)
  }

  /// The envelope with at most one bucket per column over its own x range; see
  /// ``reduced(toColumns:over:)``.
  ///
  /// - Parameter columns: The number of columns, the plot's width in points or pixels.
  /// - Returns: The reduced envelope.
  public func reduced(toColumns columns: Int) -> SeriesEnvelope {
    guard let first = xs.first, let last = xs.last, first < last else { return self }
    return reduced(toColumns: columns, over: first...last)
  }
}
