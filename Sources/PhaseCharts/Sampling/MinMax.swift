import Foundation

/// Bucket-extremes downsamplers: MinMax keeps each bucket's minimum and maximum, M4 also its first
/// and last point (Jugel et al., 2014), which draws the same pixels as every point would.
///
/// Buckets hold equal numbers of consecutive points (for evenly sampled data, equal spans of x).
/// Within a bucket the first occurrence of the minimum and of the maximum is kept; indices come
/// out ascending. Above ``SamplingCores/threshold`` points the buckets are shared out among the
/// cores (``SamplingCores``); each bucket's extremes are computed the same way on any core, so
/// the result does not depend on how many there are.
enum MinMax {
  /// The bounds of bucket `b` of `buckets` over `start..<start + length`.
  @inline(__always)
  static func bucket(_ b: Int, of buckets: Int, start: Int, length: Int) -> Range<Int> {
    start + b * length / buckets..<start + (b + 1) * length / buckets
  }

  /// Two lanes of `Double`: SSE2, the x86-64 baseline, holds two, so every operation below is
  /// one packed instruction on any x86-64 (and NEON on arm64).
  typealias Lanes = SIMD2<Double>

  /// Values per block: each block's extremes are reduced without a branch and then compared
  /// with the running extremes once; the first index of the overall extremes is found at the
  /// end inside the block that produced them.
  static let block = 64

  /// The first index of the minimum and of the maximum in `range` (not empty), exactly as a
  /// plain scan keeps them: `y < minimum` and `y > maximum`, starting from the first value.
  ///
  /// Values are read eight at a time into four pairs of lane-wise running extremes,
  /// `v < m ? v : m` (one `minpd`; `maxpd` likewise), so a NaN is never taken (as in the plain
  /// scan) and, when the first value is NaN, nothing is (the plain scan then keeps the first
  /// index, and so does this). Only a block's extremes are compared with the running ones; a
  /// strict comparison keeps the first block that holds the final extreme, and the final index
  /// is the first position in that block holding an equal value, which is the plain scan's
  /// (equal values, `-0.0` and `0.0` included, are never strictly less).
  @inline(__always)
  static func extremes(_ ys: UnsafePointer<Double>, _ range: Range<Int>) -> (min: Int, max: Int) {
    let lower = range.lowerBound
    let upper = range.upperBound
    let first = ys[lower]
    var minValue = first
    var maxValue = first
    var minBlock = -1
    var maxBlock = -1
    var j = lower
    while j &+ 8 <= upper {
      // A whole block, or what is left of the range in multiples of eight.
      let end = min(j &+ block, upper &- (upper &- j) % 8)
      let (low, high) = blockExtremes(ys, from: j, to: end, seed: first)
      if low < minValue {
        minValue = low
        minBlock = j
      }
      if high > maxValue {
        maxValue = high
        maxBlock = j
      }
      j = end
    }
    var minIndex = minBlock < 0 ? lower : firstIndex(of: minValue, in: ys, from: minBlock)
    var maxIndex = maxBlock < 0 ? lower : firstIndex(of: maxValue, in: ys, from: maxBlock)
    while j < upper {
      let y = ys[j]
      if y < minValue {
        minValue = y
        minIndex = j
      }
      if y > maxValue {
        maxValue = y
        maxIndex = j
      }
      j &+= 1
    }
    return (minIndex, maxIndex)
  }

  /// The least and greatest of `seed` and the non-NaN values in `start..<end` (a multiple of
  /// eight values); `seed` itself when it is NaN.
  @inline(__always)
  static func blockExtremes(
    _ ys: UnsafePointer<Double>, from start: Int, to end: Int, seed: Double
  ) -> (Double, Double) {
    let raw = UnsafeRawPointer(ys)
    let s = Lanes(repeating: seed)
    var m0 = s
    var m1 = s
    var m2 = s
    var m3 = s
    var x0 = s
    var x1 = s
    var x2 = s
    var x3 = s
    @inline(__always) func step(_ k: Int) {
      let a = load(raw, k)
      let b = load(raw, k &+ 2)
      let c = load(raw, k &+ 4)
      let d = load(raw, k &+ 6)
      m0 = lesser(a, m0)
      m1 = lesser(b, m1)
      m2 = lesser(c, m2)
      m3 = lesser(d, m3)
      x0 = greater(a, x0)
      x1 = greater(b, x1)
      x2 = greater(c, x2)
      x3 = greater(d, x3)
    }
    // Sixteen values per iteration: with eight, the accumulators change registers every
    // iteration and the copies cost a quarter of the time (SSE's two-operand min/max).
    var k = start
    while k &+ 16 <= end {
      step(k)
      step(k &+ 8)
      k &+= 16
    }
    if k < end { step(k) }
    let m = lesser(lesser(m0, m1), lesser(m2, m3))
    let x = greater(greater(x0, x1), greater(x2, x3))
    return (lesser(m[1], m[0]), greater(x[1], x[0]))
  }

  @inline(__always)
  static func load(_ raw: UnsafeRawPointer, _ index: Int) -> Lanes {
    raw.loadUnaligned(fromByteOffset: index &* 8, as: Lanes.self)
  }

  /// Lane-wise `v < m ? v : m`: the exact form of `minpd` (a NaN in `v` is never taken).
  @inline(__always)
  static func lesser(_ v: Lanes, _ m: Lanes) -> Lanes {
    var result = m
    result.replace(with: v, where: v .< m)
    return result
  }

  /// Lane-wise `v > m ? v : m`: the exact form of `maxpd`.
  @inline(__always)
  static func greater(_ v: Lanes, _ m: Lanes) -> Lanes {
    var result = m
    result.replace(with: v, where: v .> m)
    return result
  }

  /// `a < b ? a : b`: the exact form of the x86 `minsd` instruction (`Swift.min` is written the
  /// other way round and compiles to compare-and-blend).
  @inline(__always)
  static func lesser(_ a: Double, _ b: Double) -> Double { a < b ? a : b }

  /// `a > b ? a : b`: the exact form of `maxsd`.
  @inline(__always)
  static func greater(_ a: Double, _ b: Double) -> Double { a > b ? a : b }

  /// The first position from `start` holding `value` (not NaN), which must occur in the block
  /// of whole groups of eight that starts at `start`: compared four at a time, so the read never
  /// passes the end of that block.
  @inline(__always)
  static func firstIndex(of value: Double, in ys: UnsafePointer<Double>, from start: Int) -> Int {
    let raw = UnsafeRawPointer(ys)
    let target = Lanes(repeating: value)
    var k = start
    while !any((load(raw, k) .== target) .| (load(raw, k &+ 2) .== target)) { k &+= 4 }
    while ys[k] != value { k &+= 1 }
    return k
  }

  /// The extremes of `buckets` buckets, `bounds(b)` giving bucket `b` (not empty), written to
  /// `lows[b]` and `highs[b]`; shared out among the cores when `n` is large enough.
  @inline(__always)
  static func extremes(
    _ ys: UnsafePointer<Double>, n: Int, buckets: Int, bounds: (Int) -> Range<Int>,
    lows: UnsafeMutablePointer<Int>, highs: UnsafeMutablePointer<Int>
  ) {
    SamplingCores.forEachShare(of: buckets, points: n) { share in
      for b in share {
        let range = bounds(b)
        if range.isEmpty {
          lows[b] = -1
          highs[b] = -1
        } else {
          (lows[b], highs[b]) = extremes(ys, range)
        }
      }
    }
  }

  /// MinMax: the first and last points plus the extremes of `(count - 2) / 2` buckets between them.
  static func indices(ys: UnsafePointer<Double>, n: Int, count: Int) -> [Int] {
    if count >= n { return Array(0..<n) }
    if count <= 2 || n <= 2 { return n == 0 ? [] : n == 1 ? [0] : [0, n - 1] }
    let buckets = (count - 2) / 2
    return withExtremes(ys, n: n, buckets: buckets, bounds: { bucket($0, of: buckets, start: 1, length: n - 2) }) {
      lows, highs in
      var result: [Int] = [0]
      result.reserveCapacity(2 + 2 * buckets)
      for b in 0..<buckets where lows[b] >= 0 {
        let low = lows[b]
        let high = highs[b]
        if low == high {
          result.append(low)
        } else {
          result.append(min(low, high))
          result.append(max(low, high))
        }
      }
      result.append(n - 1)
      return result
    }
  }

  /// M4: the first, minimum, maximum and last point of each of `count / 4` buckets over all
  /// points, so the overall first and last are kept too.
  static func m4Indices(ys: UnsafePointer<Double>, n: Int, count: Int) -> [Int] {
    if count >= n { return Array(0..<n) }
    let buckets = count / 4
    if buckets == 0 || n <= 2 { return n == 0 ? [] : n == 1 ? [0] : [0, n - 1] }
    return withExtremes(ys, n: n, buckets: buckets, bounds: { bucket($0, of: buckets, start: 0, length: n) }) {
      lows, highs in
      var result: [Int] = []
      result.reserveCapacity(4 * buckets)
      for b in 0..<buckets where lows[b] >= 0 {
        let range = bucket(b, of: buckets, start: 0, length: n)
        let first = range.lowerBound
        let a = min(lows[b], highs[b])
        let c = max(lows[b], highs[b])
        let last = range.upperBound - 1
        result.append(first)
        // Ascending and without repeats, as first ≤ a ≤ c ≤ last.
        if a != first { result.append(a) }
        if c != result[result.count - 1] { result.append(c) }
        if last != result[result.count - 1] { result.append(last) }
      }
      return result
    }
  }

  /// Runs `body` on the extremes of every bucket (index -1 for an empty bucket).
  @inline(__always)
  static func withExtremes<Result>(
    _ ys: UnsafePointer<Double>, n: Int, buckets: Int, bounds: (Int) -> Range<Int>,
    _ body: (UnsafeMutablePointer<Int>, UnsafeMutablePointer<Int>) -> Result
  ) -> Result {
    let storage = UnsafeMutablePointer<Int>.allocate(capacity: 2 * buckets)
    defer { storage.deallocate() }
    extremes(ys, n: n, buckets: buckets, bounds: bounds, lows: storage, highs: storage + buckets)
    return body(storage, storage + buckets)
  }
}
