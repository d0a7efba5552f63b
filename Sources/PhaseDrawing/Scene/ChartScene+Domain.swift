import PhaseCharts

extension ChartScene {
  /// Fits the x and y domains to everything drawn, skipping values that are not finite.
  ///
  /// Bars and areas include zero (they are measured from it); a domain with no extent is widened
  /// so that a single value or a lone rule still sits in the middle of the plot.
  mutating func fitDomains(fixedX: ClosedRange<Double>?, fixedY: ClosedRange<Double>?) {
    var x = Extent()
    var y = Extent()
    lineExtents = lines.map { line in
      var lineX = Extent()
      var lineY = Extent()
      lineX.include(line.xs)
      lineY.include(line.ys)
      return (lineX, lineY)
    }
    for (line, extent) in zip(lines, lineExtents) {
      x.include(extent.x)
      y.include(extent.y)
      if let lows = line.lows { y.include(lows) }
      if line.isArea { y.include(0) }
    }
    // A panel's band shares the panels' x (its y is the panel's own: ``panelYExtent(_:)``).
    for case let band? in panelBands { x.include(band.xs) }
    for point in points {
      x.include(point.x)
      y.include(point.y)
    }
    for bar in bars {
      x.include(bar.x - bar.width / 2)
      x.include(bar.x + bar.width / 2)
      y.include(bar.y0)
      y.include(bar.y1)
    }
    for rule in rules {
      if rule.isHorizontal { y.include(rule.value) } else { x.include(rule.value) }
      if let span = rule.span {
        y.include(span.lowerBound)
        y.include(span.upperBound)
      }
    }
    for annotation in annotations {
      if let value = annotation.x { x.include(value) }
      if let value = annotation.y { y.include(value) }
    }
    if let others {
      x.include(others.xs)
      y.include(others.lows)
      y.include(others.highs)
    }
    hasXValues = x.lower <= x.upper || !bars.isEmpty
    if case .category(let names) = xKind {
      xDomain = -0.5...(Double(max(names.count, 1)) - 0.5)
    } else {
      // A lone x gets a small span around it: a day for a date (not ±10% of the seconds
      // since 1970, five years), a thousandth of the value or ±0.5 for a number.
      xDomain =
        fixedX
        ?? (xKind == .time
          ? x.range(padding: 43200, relative: 0, empty: 0...1)
          : x.range(padding: 0.5, relative: 0.001, empty: 0...1))
    }
    yDomain = fixedY ?? y.range(padding: 1, empty: -1...1)
    hasYearXs =
      xKind == .linear && binWidth == nil && !xIsLog && xDomain.lowerBound >= 999 && xDomain.upperBound <= 3000
      && x.lower >= 1000 && x.upper <= 2999 && allXsAreWhole()
    hasWholeBarYs =
      !bars.isEmpty && lines.isEmpty && points.isEmpty
      && bars.allSatisfy { $0.y0 == $0.y0.rounded() && $0.y1 == $0.y1.rounded() }
  }

  /// Whether every finite x value drawn (line vertices, points, bar centres) is a whole number;
  /// stops at the first that is not.
  private func allXsAreWhole() -> Bool {
    for line in lines {
      for value in line.xs where value.isFinite && value != value.rounded() { return false }
    }
    return points.allSatisfy { !$0.x.isFinite || $0.x == $0.x.rounded() }
      && bars.allSatisfy { $0.x == $0.x.rounded() }
  }

  /// The band drawn behind `line` in its panel (``panelBands``), or nil.
  func panelBand(of line: Line) -> SeriesEnvelope? {
    panelBands.indices.contains(line.series) ? panelBands[line.series] : nil
  }

  /// The y range the panel of line `index` shows: the line's own (``lineExtents``, which the
  /// description reports) widened to hold its band.
  func panelYExtent(_ index: Int) -> Extent {
    guard lines.indices.contains(index), index < lineExtents.count else { return Extent() }
    var extent = lineExtents[index].y
    if let band = panelBand(of: lines[index]) {
      extent.include(band.lows)
      extent.include(band.highs)
    }
    return extent
  }
}

/// The smallest and largest finite values seen.
struct Extent {
  var lower = Double.infinity
  var upper = -Double.infinity

  mutating func include(_ other: Extent) {
    lower = min(lower, other.lower)
    upper = max(upper, other.upper)
  }

  mutating func include(_ value: Double) {
    guard value.isFinite else { return }
    lower = min(lower, value)
    upper = max(upper, value)
  }

  mutating func include(_ values: [Double]) {
    values.withUnsafeBufferPointer { buffer in
      // Comparisons are false for NaN, so the branch-free loop skips it; only infinities need
      // the slower second pass.
      var low = Double.infinity
      var high = -Double.infinity
      for value in buffer {
        low = value < low ? value : low
        high = value > high ? value : high
      }
      if low == -.infinity || high == .infinity {
        low = .infinity
        high = -.infinity
        for value in buffer where value.isFinite {
          low = value < low ? value : low
          high = value > high ? value : high
        }
      }
      lower = min(lower, low)
      upper = max(upper, high)
    }
  }

  /// The range, or `empty` when nothing was seen; when flat, widened each way by `padding`
  /// or by `relative` times the value, whichever is more.
  func range(padding: Double, relative: Double = 0.1, empty: ClosedRange<Double>) -> ClosedRange<Double> {
    guard lower <= upper else { return empty }
    if lower == upper {
      let pad = max(padding, abs(lower) * relative)
      return (lower - pad)...(upper + pad)
    }
    return lower...upper
  }
}
