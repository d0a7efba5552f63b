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
/// The minimum and maximum come from ``MinMax/extremes(_:of:bounds:lows:highs:)`` (the
/// vectorized block scan, four long runs at a time);
/// for sorted x the end of each run is found by galloping and binary search, so x is read only
/// at about `log₂(points per column)` places per column.
enum PixelM4 {
  /// How many times more points than ``SamplingCores/threshold`` the columns need before they
  /// are shared among cores (each further core another half of that). A share's start is found by
  /// bisection in x before the helpers start, and on a call after a pause (the helper asleep,
  /// the caches cold) that and the wake-up cost more than the second core saved below 4M points:
  /// 1.23–1.25× one core's time at 1M and 1.03–1.25× at 2M, 0.94× at 4M and 0.78× at 10M
  /// (`phasekit-bench sampling`, rows "auto …, after 2 ms idle").
  static let sharedFrom = 4

  /// Indices of the kept points, ascending.
  ///
  /// For sorted x from ``sharedFrom`` times ``SamplingCores/threshold`` points the columns are
  /// cut into contiguous shares for the cores (``SamplingCores/shares(of:points:)``); each share
  /// starts at the first
  /// point of its first column (found by bisection), which is where a run starts on one core
  /// too, so the result is the same. (For x that is not sorted although `sorted` says so, the
  /// indices stay ascending and distinct but may differ from one core's.)
  ///
  /// - Parameters:
  ///   - sorted: Whether x never decreases; runs are then found by search instead of a scan.
  static func indices(
    xs: UnsafePointer<Double>, ys: UnsafePointer<Double>, n: Int, grid: PixelColumns, sorted: Bool
  ) -> [Int] {
    if n <= 4 { return Array(0..<n) }
    let counted = n / sharedFrom
    let count = sorted ? SamplingCores.shares(of: grid.count, points: counted) : 1
    if count <= 1 {
      return indices(xs: xs, ys: ys, n: n, grid: grid, sorted: sorted, points: 0..<n)
    }
    // Non-decreasing even if x is not sorted after all, so the shares never overlap.
    var starts = [0]
    for share in 1..<count {
      let start = firstPoint(xs, n: n, atOrAfterColumn: grid.count * share / count, grid: grid)
      starts.append(max(start, starts[share - 1]))
    }
    starts.append(n)
    var shares = [[Int]](repeating: [], count: count)
    shares.withUnsafeMutableBufferPointer { shares in
      SamplingCores.forEach(count, cores: SamplingCores.cores(points: counted)) { share in
        shares[share] = indices(
          xs: xs, ys: ys, n: n, grid: grid, sorted: true,
          points: starts[share]..<starts[share + 1])
      }
    }
    return Array(shares.joined())
  }

  /// The kept indices of the runs that start in `points` (runs end at column changes, so for
  /// sorted x a share that starts at a column's first point ends at another's).
  static func indices(
    xs: UnsafePointer<Double>, ys: UnsafePointer<Double>, n: Int, grid: PixelColumns,
    sorted: Bool, points: Range<Int>
  ) -> [Int] {
    var result: [Int] = []
    result.reserveCapacity(min(points.count, 8 * (grid.count + 2)))
    // Clamped to the share: for sorted x a run never crosses a share's end anyway; for x that
    // only claimed to be sorted this keeps the shares' indices apart and ascending.
    @inline(__always) func runEnd(_ lower: Int) -> Int {
      let column = grid.column(of: xs[lower])
      return min(
        sorted
          ? runEndSorted(xs, from: lower, n: n, column: column, grid: grid)
          : runEndScanning(xs, from: lower, n: n, column: column, grid: grid),
        points.upperBound)
    }
    let columns =
      grid.column(of: xs[points.upperBound - 1]) - grid.column(of: xs[points.lowerBound]) + 1
    if !sorted || columns <= 0 || points.count / columns < 4 * MinMax.streamMinimum {
      // Short runs (or unsorted x): each run's extremes right after its end is found, so the
      // dependent probes into x overlap the scan of y (finding all runs first cost a fifth
      // more at 1M points on 4,000 columns).
      var lower = points.lowerBound
      while lower < points.upperBound {
        let upper = runEnd(lower)
        let run = lower..<upper
        append(
          run: run, extremes: run.count > 1 ? MinMax.extremes(ys, run) : (lower, lower),
          to: &result)
        lower = upper
      }
      return result
    }
    // Long runs: the runs first (x only), then their extremes four runs at a time
    // (``MinMax/extremes(_:of:bounds:lows:highs:)``: four sequential reads of y in flight).
    var runs: [Range<Int>] = []
    runs.reserveCapacity(columns + 2)
    var lower = points.lowerBound
    while lower < points.upperBound {
      let upper = runEnd(lower)
      runs.append(lower..<upper)
      lower = upper
    }
    let extremes = UnsafeMutablePointer<Int>.allocate(capacity: 2 * runs.count)
    defer { extremes.deallocate() }
    runs.withUnsafeBufferPointer { runs in
      MinMax.extremes(
        ys, of: 0..<runs.count, bounds: { runs[$0] }, lows: extremes,
        highs: extremes + runs.count)
      for (index, run) in runs.enumerated() {
        append(run: run, extremes: (extremes[index], extremes[runs.count + index]), to: &result)
      }
    }
    return result
  }

  /// The first index whose column is `column` or later (`n` if none), for x that never
  /// decreases: a bisection.
  static func firstPoint(
    _ xs: UnsafePointer<Double>, n: Int, atOrAfterColumn column: Int, grid: PixelColumns
  ) -> Int {
    var low = 0
    var high = n
    while low < high {
      let middle = low + (high - low) / 2
      if grid.column(of: xs[middle]) < column { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// Appends the run's first, extremes and last, ascending and without repeats, and each
  /// extreme's neighbours inside the run, so the line climbs to a spike or drops off a step
  /// at the slope every point gives it rather than on a diagonal across the column (which an
  /// anti-aliased stroke, a pixel or more wide, would show).
  @inline(__always)
  static func append(
    run: Range<Int>, extremes: (min: Int, max: Int), to result: inout [Int]
  ) {
    let first = run.lowerBound
    let last = run.upperBound - 1
    result.append(first)
    if first == last { return }
    let (low, high) = extremes
    let a = min(low, high)
    let b = max(low, high)
    // Ascending candidates: first, a-1, a, a+1, b-1, b, b+1, last (each clamped to the run).
    var previous = first
    @inline(__always) func add(_ index: Int) {
      if index > previous && index <= last {
        result.append(index)
        previous = index
      }
    }
    add(a - 1)
    add(a)
    add(a + 1)
    add(b - 1)
    add(b)
    add(b + 1)
    add(last)
  }

  /// The first index after `from` whose column differs, for x that never decreases: guess
  /// the end from the average spacing of the points left (exact for evenly spaced x), gallop
  /// 1, 2, 4, … from the guess, then bisect. The guess keeps the probes near the run's end,
  /// which matters more than their number: each far probe into a large x array is a cache miss.
  @inline(__always)
  static func runEndSorted(
    _ xs: UnsafePointer<Double>, from start: Int, n: Int, column: Int, grid: PixelColumns
  ) -> Int {
    if column >= grid.count { return n }  // right of the grid: everything left is in this run
    var inside = start  // known to be in `column`
    var outside = n  // known to be past the run (or the end)
    let boundary = grid.start(of: column + 1)
    let first = xs[start]
    let spread = xs[n - 1] - first
    var guess = start + 1
    if spread > 0 && spread.isFinite {
      let share = (boundary - first) / spread * Double(n - 1 - start)
      if share.isFinite && share > 1 { guess = start + Int(min(share, Double(n - 1 - start))) }
    }
    guess = min(max(guess, start + 1), n - 1)
    if grid.column(of: xs[guess]) == column {
      inside = guess
      var step = 1
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
    } else {
      outside = guess
      var step = 1
      while true {
        let probe = outside - step
        if probe <= inside { break }
        if grid.column(of: xs[probe]) == column {
          inside = probe
          break
        }
        outside = probe
        step &<<= 1
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
