/// The pixel cells of a plot, for reducing a cloud of points to what can be seen: one point per
/// occupied cell.
///
/// A scatter of a million points draws no more than the plot's pixels; a cell is drawn if and
/// only if some point falls in it, so keeping the first point of each occupied cell (per series)
/// draws the same cells as every point, in a few hundred thousand marks at most.
///
/// Column `c` holds the x values whose offset from the left edge, `(x - xLow) × columns / (xHigh
/// - xLow)`, is in `[c, c + 1)`; row `r` the y values whose offset from the top edge,
/// `(yHigh - y) × rows / (yHigh - yLow)`, is in `[r, r + 1)`. The right and bottom edges belong
/// to the last column and row. A point outside the domain, or not finite, is in no cell.
///
/// ```swift
/// let cells = PointCells(xDomain: 0...100, yDomain: 0...10, columns: 640, rows: 400)
/// let kept = cells.firstPointIndices(xs: series.xs, ys: series.ys)   // one per occupied cell
/// ```
public struct PointCells: Sendable, Hashable {
  /// The x values the columns span, left edge to right edge.
  public let xDomain: ClosedRange<Double>
  /// The y values the rows span, bottom edge to top edge.
  public let yDomain: ClosedRange<Double>
  /// The number of columns, at least 1.
  public let columns: Int
  /// The number of rows, at least 1.
  public let rows: Int
  /// Columns per unit of x; 0 for a domain with no width.
  let xScale: Double
  /// Rows per unit of y; 0 for a domain with no height.
  let yScale: Double

  /// Creates the cells of a plot.
  ///
  /// - Parameters:
  ///   - xDomain: The x values from the plot's left edge to its right edge.
  ///   - yDomain: The y values from the plot's bottom edge to its top edge.
  ///   - columns: The plot's width in pixels (rounded up); at least 1 and at most 2²⁴ are used.
  ///   - rows: The plot's height in pixels (rounded up); at least 1 and at most 2²⁴ are used.
  public init(xDomain: ClosedRange<Double>, yDomain: ClosedRange<Double>, columns: Int, rows: Int) {
    self.xDomain = xDomain
    self.yDomain = yDomain
    // 2²⁴ each way is far beyond any screen, and keeps `columns × rows` well inside an Int.
    self.columns = min(max(columns, 1), 1 << 24)
    self.rows = min(max(rows, 1), 1 << 24)
    xScale = Self.scale(Double(self.columns), over: xDomain)
    yScale = Self.scale(Double(self.rows), over: yDomain)
  }

  /// `count` cells per unit of the domain; 0 for a domain with no width, and finite for one
  /// whose width overflows (`-1e308...1e308`).
  private static func scale(_ count: Double, over domain: ClosedRange<Double>) -> Double {
    let width = domain.upperBound - domain.lowerBound
    guard width > 0 else { return 0 }
    if width.isFinite { return count / width }
    return count / 2 / (domain.upperBound / 2 - domain.lowerBound / 2)
  }

  /// The number of cells.
  public var count: Int { columns * rows }

  /// The cell of a point: `row × columns + column`, or nil when the point is outside the
  /// domain or not finite.
  ///
  /// - Parameters:
  ///   - x: The point's x.
  ///   - y: The point's y.
  /// - Returns: The cell index, in `0..<count`, or nil.
  @inline(__always)
  public func cell(x: Double, y: Double) -> Int? {
    // NaN fails every comparison, so it is outside like a value beyond the edges.
    guard x >= xDomain.lowerBound, x <= xDomain.upperBound, y >= yDomain.lowerBound,
      y <= yDomain.upperBound
    else { return nil }
    let column = (x - xDomain.lowerBound) * xScale
    let row = (yDomain.upperBound - y) * yScale
    // An offset of exactly `columns` (the right edge), or one that overflowed, is the last.
    let c = column < Double(columns) ? Int(column) : columns - 1
    let r = row < Double(rows) ? Int(row) : rows - 1
    return r * columns + c
  }

  /// The index of the first point (in input order) in each occupied cell, in input order.
  ///
  /// Exact: a cell has an index here if and only if some point of `xs`/`ys` falls in it. One
  /// read of the points, with a bit per cell; a plot with far more cells than points uses a
  /// hash set of cells instead, so a 20,000 × 20,000 plot of ten points allocates no 50 MB.
  ///
  /// - Parameters:
  ///   - xs: The points' x values.
  ///   - ys: The points' y values; as many as `xs`.
  /// - Returns: Indices into `xs`/`ys`, increasing, at most one per cell.
  public func firstPointIndices(xs: [Double], ys: [Double]) -> [Int] {
    var scratch = Scratch()
    return firstPointIndices(xs: xs, ys: ys, scratch: &scratch)
  }

  /// A bitmap of cells reused for several series: cleared after each, where it was written.
  struct Scratch {
    var words: [UInt64] = []
  }

  /// ``firstPointIndices(xs:ys:)`` with a bitmap kept between calls (all clear between them).
  func firstPointIndices(xs: [Double], ys: [Double], scratch: inout Scratch) -> [Int] {
    let n = min(xs.count, ys.count)
    guard n > 0 else { return [] }
    let wordCount = (count + 63) / 64
    // A bitmap costs its clearing once and is then the fastest test; for far more cells than
    // points (a huge plot of a few points), a set of the few occupied cells is smaller.
    guard wordCount <= 4 * n + 65_536 else { return firstPointIndicesHashed(xs: xs, ys: ys, count: n) }
    if scratch.words.count < wordCount {
      scratch.words = [UInt64](repeating: 0, count: wordCount)
    }
    var kept: [Int] = []
    var keptCells: [Int] = []
    let xLow = xDomain.lowerBound
    let xHigh = xDomain.upperBound
    let yLow = yDomain.lowerBound
    let yHigh = yDomain.upperBound
    let xScale = xScale
    let yScale = yScale
    let columns = columns
    let rows = rows
    let lastColumn = Double(columns)
    let lastRow = Double(rows)
    scratch.words.withUnsafeMutableBufferPointer { words in
      xs.withUnsafeBufferPointer { xs in
        ys.withUnsafeBufferPointer { ys in
          for index in 0..<n {
            let x = xs[index]
            let y = ys[index]
            guard x >= xLow, x <= xHigh, y >= yLow, y <= yHigh else { continue }
            let column = (x - xLow) * xScale
            let row = (yHigh - y) * yScale
            let c = column < lastColumn ? Int(column) : columns - 1
            let r = row < lastRow ? Int(row) : rows - 1
            let cell = r &* columns &+ c
            let bit = UInt64(1) &<< UInt64(cell & 63)
            let word = cell &>> 6
            if words[word] & bit == 0 {
              words[word] |= bit
              kept.append(index)
              keptCells.append(cell)
            }
          }
        }
      }
      // Clear only what was set: a plot's bitmap is reused for the next series.
      for cell in keptCells { words[cell &>> 6] = 0 }
    }
    return kept
  }

  /// ``firstPointIndices(xs:ys:)`` with a hash set of occupied cells, for a plot with far more
  /// cells than points.
  private func firstPointIndicesHashed(xs: [Double], ys: [Double], count n: Int) -> [Int] {
    var seen = Set<Int>(minimumCapacity: min(n, 1 << 16))
    var kept: [Int] = []
    for index in 0..<n {
      guard let cell = cell(x: xs[index], y: ys[index]) else { continue }
      if seen.insert(cell).inserted { kept.append(index) }
    }
    return kept
  }
}

extension Series {
  /// A copy with one point per occupied cell of `cells`: the first in input order; see
  /// ``PointCells``. Points outside the cells' domain are left out; breaks are dropped (points
  /// are not joined).
  ///
  /// - Parameter cells: The plot's pixel cells.
  /// - Returns: The reduced series, its points in input order.
  public func reduced(toCells cells: PointCells) -> Series {
    let kept = cells.firstPointIndices(xs: xs, ys: ys)
    if kept.count == count { return Series(name: name, xs: xs, ys: ys) }
    return Series(name: name, xs: kept.map { xs[$0] }, ys: kept.map { ys[$0] })
  }
}

extension Dataset {
  /// A copy with every series reduced to one point per occupied cell of a grid `columns` ×
  /// `rows` over the finite extent of all series; see ``PointCells``.
  ///
  /// For points drawn in a view whose exact domain is not known here (Swift Charts fits its
  /// own): the extent of the data is the smallest domain a chart can show it in, so cells are
  /// never larger than the pixels they stand for and no pixel of the picture is lost.
  ///
  /// - Parameters:
  ///   - columns: The plot width in pixels.
  ///   - rows: The plot height in pixels.
  /// - Returns: The reduced dataset; unchanged when it has no finite point.
  public func reducedToCells(columns: Int, rows: Int) -> Dataset {
    var xLow = Double.infinity
    var xHigh = -Double.infinity
    var yLow = Double.infinity
    var yHigh = -Double.infinity
    for series in series {
      for index in 0..<series.count {
        let x = series.xs[index]
        let y = series.ys[index]
        guard x.isFinite, y.isFinite else { continue }
        xLow = min(xLow, x)
        xHigh = max(xHigh, x)
        yLow = min(yLow, y)
        yHigh = max(yHigh, y)
      }
    }
    guard xLow <= xHigh, yLow <= yHigh else { return self }
    let cells = PointCells(xDomain: xLow...xHigh, yDomain: yLow...yHigh, columns: columns, rows: rows)
    var copy = self
    var scratch = PointCells.Scratch()
    copy.series = series.map { series in
      let kept = cells.firstPointIndices(xs: series.xs, ys: series.ys, scratch: &scratch)
      if kept.count == series.count { return Series(name: series.name, xs: series.xs, ys: series.ys) }
      return Series(name: series.name, xs: kept.map { series.xs[$0] }, ys: kept.map { series.ys[$0] })
    }
    return copy
  }
}
