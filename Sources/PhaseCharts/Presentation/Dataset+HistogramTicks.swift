import Foundation

extension Dataset {
  /// Where the x ticks of a histogram go (see ``HistogramTicks``): on its bin edges, as many as
  /// fit in `maximumCount`.
  ///
  /// - Parameter maximumCount: The most ticks there is room for; at least 2 are used.
  /// - Returns: The tick values, ascending; empty when the dataset is not a histogram with a
  ///   positive ``binWidth`` and at least one finite bin.
  public func histogramTicks(maximumCount: Int) -> [Double] {
    guard mark == .histogram, let binWidth, let extent = xExtent else { return [] }
    if xScale == .log {
      // Bins even in decades: ticks on the powers of ten, every one that fits.
      guard extent.lowerBound > 0 else { return [] }
      let first = Int(log10(extent.lowerBound).rounded(.up))
      let last = Int(log10(extent.upperBound).rounded(.down))
      guard first <= last, last - first < 700 else { return [] }
      let limit = max(maximumCount, 2)
      let every = max(1, (last - first + limit) / limit)
      return stride(from: first, through: last, by: every).map { pow(10, Double($0)) }
    }
    return HistogramTicks.values(in: extent, binWidth: binWidth, maximumCount: maximumCount)
  }

  /// Where the bin that starts at `start` ends: `start + binWidth`, or `start · 10^binWidth`
  /// on a log x (``xScale``), whose bins are ``binWidth`` decades wide; `start` when the
  /// dataset has no bin width.
  ///
  /// - Parameter start: A bin's start, a point's x value.
  /// - Returns: The bin's end.
  public func binEnd(from start: Double) -> Double {
    guard let binWidth, binWidth.isFinite, binWidth > 0 else { return start }
    return xScale == .log ? start * pow(10, binWidth) : start + binWidth
  }
}

/// The x ticks of a histogram: on bin edges, as many as there is room for. The step is the
/// smallest round number (1, 2 or 5 times a power of ten) that is a whole number of bins, the
/// ticks on its multiples (bins of 2.5 get ticks every 10 at 20, 30, 40); bins of a width no
/// round number is a multiple of get a tick every 1, 2, 5, 10, 20, … bins from the first edge.
///
/// Bins that each hold one whole number (a bin per number, from `n − 0.5` to `n + 0.5`, as
/// ``ChartChoice`` bins counts of few values) are named by their numbers, at the bins' middles:
/// a tick on the edge 1.5 would read "2" beside the bin of the 1s.
public enum HistogramTicks {
  /// Tick values on the edges of bins `binWidth` wide from `extent`'s lower end to its upper;
  /// or, for bins of width 1 whose edges are halves, on the whole numbers they hold.
  ///
  /// - Parameters:
  ///   - extent: From the start of the first bin to the end of the last.
  ///   - width: The width of every bin (the `binWidth` argument); positive.
  ///   - maximumCount: The most ticks there is room for; at least 2 are used.
  /// - Returns: The tick values, ascending; empty for a width that is not positive.
  public static func values(in extent: ClosedRange<Double>, binWidth width: Double, maximumCount: Int)
    -> [Double]
  {
    guard width.isFinite, width > 0, extent.lowerBound.isFinite, extent.upperBound.isFinite else {
      return []
    }
    let edges = ((extent.upperBound - extent.lowerBound) / width).rounded() + 1
    guard edges >= 1, edges < 1_000_000 else { return [] }
    let edgeCount = Int(edges)
    let limit = max(maximumCount, 2)
    if width == 1, let numbers = wholeNumbers(in: extent, edges: edgeCount, limit: limit) { return numbers }
    func edge(_ index: Int) -> Double { extent.lowerBound + Double(index) * width }
    func isWhole(_ value: Double) -> Bool { abs(value - value.rounded()) < 1e-6 }
    // A round step that is a whole number of bins, with edges on its multiples.
    var magnitude = pow(10, log10(width).rounded(.down))
    search: for _ in 0..<12 {
      for factor in [1.0, 2, 5] {
        let step = factor * magnitude
        guard step >= width * (1 - 1e-9), isWhole(step / width) else { continue }
        let ticks = (0..<edgeCount).filter { isWhole(edge($0) / step) }
        // Fewer than two: no larger step does better.
        if ticks.count < 2 { break search }
        // k × 0.1 is 0.30000000000000004 for k = 3; k / 10 is 0.3.
        let inverse = (1 / step).rounded()
        let divides = step < 1 && abs(1 / step - inverse) < 1e-9
        if ticks.count <= limit {
          return ticks.map { divides ? (edge($0) * inverse).rounded() / inverse : (edge($0) / step).rounded() * step }
        }
      }
      magnitude *= 10
    }
    // No round step fits: every `every`-th edge from the first, 1, 2, 5, 10, 20, … bins apart.
    var every = 1
    var unit = 1
    while (edgeCount + every - 1) / every > limit {
      switch every / unit {
      case 1: every = 2 * unit
      case 2: every = 5 * unit
      default:
        unit *= 10
        every = unit
      }
    }
    return stride(from: 0, to: edgeCount, by: every).map(edge)
  }

  /// The whole numbers that bins of width 1 centred on them hold, from the first bin's to the
  /// last's, every 1, 2, 5, 10, 20, … of them (on its multiples) so that at most `limit` fit;
  /// nil when the edges are not halves (`extent` from `a − 0.5` to `b + 0.5`).
  private static func wholeNumbers(in extent: ClosedRange<Double>, edges: Int, limit: Int) -> [Double]? {
    let first = extent.lowerBound + 0.5
    guard first == first.rounded(), abs(first) < 1e15, edges >= 2 else { return nil }
    let last = first + Double(edges - 2)
    var unit = 1.0
    while true {
      for factor in [1.0, 2, 5] {
        let step = factor * unit
        let low = (first / step).rounded(.up) * step
        let count = low > last ? 0 : Int(((last - low) / step).rounded(.down)) + 1
        if count <= limit { return stride(from: low, through: last, by: step).map { $0 } }
      }
      unit *= 10
    }
  }
}
