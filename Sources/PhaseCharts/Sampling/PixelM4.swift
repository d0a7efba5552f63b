import Foundation

/// M4 on device pixel columns (Jugel et al., "M4: A Visualization-Oriented Time Series Data
/// Aggregation", VLDB 2014): the first, last, lowest and highest point of each run of
/// consecutive points that fall into the same column of a ``PixelColumns`` grid, plus the
/// neighbours of the lowest and highest point.
///
/// A polyline through those points, in input order, covers the same pixel columns with the same
/// vertical extent, enters each column where every point's line enters it and leaves where it
/// leaves: for one-pixel aliased lines, the paper proves, a rasterizer draws the same pixels.
/// Anti-aliased strokes two pixels wide also show *where* in a column the line turns, so the
/// renderers use half-pixel columns (``PixelColumns/faithfulSubpixels``) and keep each
/// extreme's neighbours (its slopes): measured on the gallery fixtures, that leaves ≤ 0.5% of
/// inked pixels different, where plain M4 on whole pixels left 3–25%
/// (`FaithfulDownsamplingTests`). Unlike ``MinMax/m4Indices(ys:n:count:)``, whose
/// buckets hold equal numbers of points, the runs here follow x, so uneven sampling and gaps do
/// not move a bucket edge off a pixel edge.
///
/// The minimum and maximum come from ``MinMax/extremes(_:_:)`` (the vectorized block scan);
/// for sorted x the end of each run is found by galloping and binary search, so x is read only
/// at about `log₂(points per column)` places per column.
enum PixelM4 {
  /// Indices of the kept points, ascending.
  ///
  /// - Parameters:
  ///   - sorted: Whether x never decreases; runs are then found by search instead of a scan.
  static func indices(
    xs: UnsafePointer<Double>, ys: UnsafePointer<Double>, n: Int, grid: PixelColumns, sorted: Bool
  ) -> [Int] {
    if n <= 4 { return Array(0..<n) }
    var result: [Int] = []
    result.reserveCapacity(min(n, 4 * (grid.count + 2)))
    var lower = 0
    while lower < n {
      let column = grid.column(of: xs[lower])
      let upper =
        sorted
        ? runEndSorted(xs, from: lower, n: n, column: column, grid: grid)
        : runEndScanning(xs, from: lower, n: n, column: column, grid: grid)
      append(run: lower..<upper, ys: ys, to: &result)
      lower = upper
    }
    return result
  }

  /// Appends the run's first, extremes and last, ascending and without repeats, and each
  /// extreme's neighbours inside the run, so the line climbs to a spike or drops off a step
  /// at the slope every point gives it rather than on a diagonal across the column (which an
  /// anti-aliased stroke, a pixel or more wide, would show).
  @inline(__always)
  static func append(run: Range<Int>, ys: UnsafePointer<Double>, to result: inout [Int]) {
    let first = run.lowerBound
    let last = run.upperBound - 1
    result.append(first)
    if first == last { return }
    let (low, high) = MinMax.extremes(ys, run)
    let a = min(low, high)
    let b = max(low, high)
    // Ascending candidates: first, a-1, a, a+1, b-1, b, b+1, last (each clamped to the run).
    for index in [a - 1, a, a + 1, b - 1, b, b + 1, last] where index > result.last! && index <= last {
      result.append(index)
    }
  }

  /// The first index after `from` whose column differs, for x that never decreases: gallop
  /// 1, 2, 4, … ahead, then bisect.
  @inline(__always)
  static func runEndSorted(
    _ xs: UnsafePointer<Double>, from start: Int, n: Int, column: Int, grid: PixelColumns
  ) -> Int {
    var inside = start  // known to be in `column`
    var step = 1
    var outside = n  // known to be past the run (or the end)
    while true {
      let probe = inside + step
      if probe >= n { break }
      if grid.column(of: xs[probe]) == column {
        inside = probe
        step &<<= 1
      } else {
        outside = probe
        break
      }
    }
    while outside - inside > 1 {
      let middle = inside + (outside - inside) / 2
      if grid.column(of: xs[middle]) == column { inside = middle } else { outside = middle }
    }
    return outside
  }

  /// The first index after `from` whose column differs, by a plain scan (any x order).
  @inline(__always)
  static func runEndScanning(
    _ xs: UnsafePointer<Double>, from start: Int, n: Int, column: Int, grid: PixelColumns
  ) -> Int {
    var index = start + 1
    while index < n, grid.column(of: xs[index]) == column { index += 1 }
    return index
  }

  /// Whether the `n` values never decrease (NaN counts as out of order).
  static func isSorted(_ xs: UnsafePointer<Double>, n: Int) -> Bool {
    var ordered = true
    var index = 1
    while index < n {
      ordered = ordered && xs[index - 1] <= xs[index]
      index += 1
    }
    return ordered
  }
}
