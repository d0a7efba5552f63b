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
  ///
  /// Ranges of ``markedMinimum`` to ``streamMinimum`` values go through
  /// ``markedExtremes(_:_:)``, which gives the same indices without searching a block again.
  @inline(__always)
  static func extremes(_ ys: UnsafePointer<Double>, _ range: Range<Int>) -> (min: Int, max: Int) {
    if range.count >= markedMinimum, range.count < streamMinimum {
      return markedExtremes(ys, range)
    }
    let first = ys[range.lowerBound]
    return extremes(
      ys, range, from: range.lowerBound,
      Running(first: first, minValue: first, maxValue: first, minBlock: -1, maxBlock: -1))
  }

  /// A range's extremes so far: the least and greatest of its first value and the values read,
  /// and where the block that last lowered (raised) them starts (-1: none did).
  struct Running {
    let first: Double
    var minValue: Double
    var maxValue: Double
    var minBlock: Int
    var maxBlock: Int

    /// Takes the extremes of the block at `start`, if they are strictly beyond the running ones.
    @inline(__always)
    mutating func take(_ low: Double, _ high: Double, at start: Int) {
      if low < minValue {
        minValue = low
        minBlock = start
      }
      if high > maxValue {
        maxValue = high
        maxBlock = start
      }
    }
  }

  /// The first index of the minimum and of the maximum in `range`, whose values before `start`
  /// (a whole number of groups of eight past the range's start) are summed up in `running`.
  @inline(__always)
  static func extremes(
    _ ys: UnsafePointer<Double>, _ range: Range<Int>, from start: Int, _ running: Running
  ) -> (min: Int, max: Int) {
    let lower = range.lowerBound
    let upper = range.upperBound
    var running = running
    var j = start
    while j &+ 8 <= upper {
      // A whole block, or what is left of the range in multiples of eight.
      let end = min(j &+ block, upper &- (upper &- j) % 8)
      let (low, high) = blockExtremes(ys, from: j, to: end, seed: running.first)
      running.take(low, high, at: j)
      j = end
    }
    var minValue = running.minValue
    var maxValue = running.maxValue
    var minIndex = running.minBlock < 0 ? lower : firstIndex(of: minValue, in: ys, from: running.minBlock)
    var maxIndex = running.maxBlock < 0 ? lower : firstIndex(of: maxValue, in: ys, from: running.maxBlock)
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

  /// The fewest values per range for which ``extremes(_:_:_:_:_:)`` reads four ranges at once.
  static let streamMinimum = 256

  /// Values per range in one block of ``extremes(_:_:_:_:_:)``.
  static let streamBlock = 128

  /// ``extremes(_:_:)`` of four ranges (each at least eight values) at once.
  ///
  /// One loop reads eight values of each range per step, into lane-wise extremes of its own,
  /// and after each block compares each range's block extremes with its running ones, exactly
  /// as ``extremes(_:_:)`` does for one range; the ragged ends go through that function's tail.
  /// So the result is the same, but four sequential reads are in flight at once instead of
  /// one: the hardware prefetcher follows each (and restarts at every 4 KiB page boundary of
  /// each), and the misses of one overlap those of the others. Called on consecutive buckets
  /// of four far-apart runs of buckets, each range continues where its previous one ended, so
  /// each stream is one long sequential read.
  @inline(__always)
  static func extremes(
    _ ys: UnsafePointer<Double>, _ r0: Range<Int>, _ r1: Range<Int>, _ r2: Range<Int>,
    _ r3: Range<Int>
  ) -> ((min: Int, max: Int), (min: Int, max: Int), (min: Int, max: Int), (min: Int, max: Int)) {
    let raw = UnsafeRawPointer(ys)
    let o0 = r0.lowerBound
    let o1 = r1.lowerBound
    let o2 = r2.lowerBound
    let o3 = r3.lowerBound
    let f0 = ys[o0]
    let f1 = ys[o1]
    let f2 = ys[o2]
    let f3 = ys[o3]
    var run0 = Running(first: f0, minValue: f0, maxValue: f0, minBlock: -1, maxBlock: -1)
    var run1 = Running(first: f1, minValue: f1, maxValue: f1, minBlock: -1, maxBlock: -1)
    var run2 = Running(first: f2, minValue: f2, maxValue: f2, minBlock: -1, maxBlock: -1)
    var run3 = Running(first: f3, minValue: f3, maxValue: f3, minBlock: -1, maxBlock: -1)
    let s0 = Lanes(repeating: f0)
    let s1 = Lanes(repeating: f1)
    let s2 = Lanes(repeating: f2)
    let s3 = Lanes(repeating: f3)
    // The values all four ranges have, in whole groups of eight.
    let common = min(min(r0.count, r1.count), min(r2.count, r3.count)) & ~7
    var k = 0
    while k < common {
      let end = min(k &+ streamBlock, common)
      var m0 = s0
      var m1 = s1
      var m2 = s2
      var m3 = s3
      var x0 = s0
      var x1 = s1
      var x2 = s2
      var x3 = s3
      var i = k
      while i < end {
        // Not a nested function: one that captures the accumulators makes them boxes, read
        // through the runtime's exclusivity checks after every block (half the time).
        var d = 0
        while d < 8 {
          let v0 = load(raw, o0 &+ i &+ d)
          let v1 = load(raw, o1 &+ i &+ d)
          let v2 = load(raw, o2 &+ i &+ d)
          let v3 = load(raw, o3 &+ i &+ d)
          m0 = lesser(v0, m0)
          x0 = greater(v0, x0)
          m1 = lesser(v1, m1)
          x1 = greater(v1, x1)
          m2 = lesser(v2, m2)
          x2 = greater(v2, x2)
          m3 = lesser(v3, m3)
          x3 = greater(v3, x3)
          d &+= 2
        }
        i &+= 8
      }
      run0.take(lesser(m0[1], m0[0]), greater(x0[1], x0[0]), at: o0 &+ k)
      run1.take(lesser(m1[1], m1[0]), greater(x1[1], x1[0]), at: o1 &+ k)
      run2.take(lesser(m2[1], m2[0]), greater(x2[1], x2[0]), at: o2 &+ k)
      run3.take(lesser(m3[1], m3[0]), greater(x3[1], x3[0]), at: o3 &+ k)
      k = end
    }
    return (
      extremes(ys, r0, from: o0 &+ common, run0), extremes(ys, r1, from: o1 &+ common, run1),
      extremes(ys, r2, from: o2 &+ common, run2), extremes(ys, r3, from: o3 &+ common, run3)
    )
  }

  /// The fewest values for which ``markedExtremes(_:_:)`` is used (it reads eight at a time,
  /// the last eight of the range included).
  static let markedMinimum = 8

  /// Group starts, lane by lane: where a lane of ``Marked`` last moved its extreme.
  typealias Marks = SIMD2<Int64>

  /// One range's lane-wise extremes and, for each lane, the start of the group of eight values
  /// in which it last moved strictly (-1: never, it still holds the range's first value).
  ///
  /// For ranges too short for blocks to pay (under ``streamMinimum`` values), searching the
  /// block that produced an extreme again cost more than the scan itself: 2–4× a plain read of
  /// the range at 50–250 values per bucket (MinMax of 1M points into 8,000 buckets, which is
  /// MinMaxLTTB's preselection for 2,000 points). Marking the group instead costs one
  /// comparison and one blend per lane and extreme per eight values, and leaves eight values to
  /// look at, without a loop.
  struct Marked {
    var low: Lanes
    var high: Lanes
    var lowMarks: Marks
    var highMarks: Marks

    /// Both extremes of every lane start at the range's first value, unmarked.
    @inline(__always)
    init(first: Double) {
      low = Lanes(repeating: first)
      high = low
      lowMarks = Marks(repeating: -1)
      highMarks = lowMarks
    }

    /// Takes the eight values from `index`: `lesser`/`greater` as in ``group(_:_:_:_:)`` (a NaN
    /// is never taken), and a lane whose extreme moved strictly is marked with `index`.
    @inline(__always)
    mutating func take(_ raw: UnsafeRawPointer, _ index: Int) {
      let oldLow = low
      let oldHigh = high
      let a = load(raw, index)
      let b = load(raw, index &+ 2)
      let c = load(raw, index &+ 4)
      let d = load(raw, index &+ 6)
      low = lesser(a, low)
      high = greater(a, high)
      low = lesser(b, low)
      high = greater(b, high)
      low = lesser(c, low)
      high = greater(c, high)
      low = lesser(d, low)
      high = greater(d, high)
      let mark = Marks(repeating: Int64(truncatingIfNeeded: index))
      lowMarks.replace(with: mark, where: low .< oldLow)
      highMarks.replace(with: mark, where: high .> oldHigh)
    }

    /// The first index of the minimum and of the maximum of `range`, whose values from `start`
    /// on (`range` holds at least eight) have not been taken yet.
    ///
    /// What is left is taken in groups of eight, the last one ending at the range's end (so it
    /// may take again values already taken, which changes nothing: a value equal to a lane's
    /// extreme does not move it). Then, of the lanes holding the extreme, the one marked first
    /// says where to look: its group holds the extreme's first occurrence in the range, since
    /// any earlier one would have moved some lane in an earlier group; no mark means the
    /// range's first value is the extreme (or is NaN, which nothing replaces), as in a plain
    /// scan.
    @inline(__always)
    mutating func finish(
      _ ys: UnsafePointer<Double>, _ range: Range<Int>, from start: Int
    ) -> (min: Int, max: Int) {
      let raw = UnsafeRawPointer(ys)
      let upper = range.upperBound
      var j = start
      while j &+ 8 <= upper {
        take(raw, j)
        j &+= 8
      }
      if j < upper { take(raw, upper &- 8) }
      let lowFromSecond = low[1] < low[0] || (low[1] == low[0] && lowMarks[1] < lowMarks[0])
      let lowMark = lowFromSecond ? lowMarks[1] : lowMarks[0]
      let minValue = lowFromSecond ? low[1] : low[0]
      let highFromSecond = high[1] > high[0] || (high[1] == high[0] && highMarks[1] < highMarks[0])
      let highMark = highFromSecond ? highMarks[1] : highMarks[0]
      let maxValue = highFromSecond ? high[1] : high[0]
      let lower = range.lowerBound
      return (
        lowMark < 0 ? lower : firstOfEight(minValue, in: ys, from: Int(lowMark)),
        highMark < 0 ? lower : firstOfEight(maxValue, in: ys, from: Int(highMark))
      )
    }
  }

  /// The first of the eight positions from `start` holding `value`, which one of them holds:
  /// eight comparisons and selects, no branch (the position is not predictable).
  @inline(__always)
  static func firstOfEight(_ value: Double, in ys: UnsafePointer<Double>, from start: Int) -> Int {
    var position = 7
    var i = 6
    while i >= 0 {
      position = ys[start &+ i] == value ? i : position
      i &-= 1
    }
    return start &+ position
  }

  /// ``extremes(_:_:)`` of one range of at least ``markedMinimum`` values, through ``Marked``:
  /// groups alternate between two of them, so the two chains of `minpd`/`maxpd` overlap.
  @inline(__always)
  static func markedExtremes(_ ys: UnsafePointer<Double>, _ range: Range<Int>) -> (min: Int, max: Int) {
    let raw = UnsafeRawPointer(ys)
    let lower = range.lowerBound
    let first = ys[lower]
    var even = Marked(first: first)
    var odd = Marked(first: first)
    var j = lower
    while j &+ 16 <= range.upperBound {
      even.take(raw, j)
      odd.take(raw, j &+ 8)
      j &+= 16
    }
    // The two chains' lanes as one (four lanes in two pairs): a pair of the odd chain wins a
    // tie only if it was marked earlier, which keeps the first occurrence.
    let oddLowWins = (odd.low .< even.low) .| ((odd.low .== even.low) .& (odd.lowMarks .< even.lowMarks))
    let oddHighWins =
      (odd.high .> even.high) .| ((odd.high .== even.high) .& (odd.highMarks .< even.highMarks))
    even.low.replace(with: odd.low, where: oddLowWins)
    even.lowMarks.replace(with: odd.lowMarks, where: oddLowWins)
    even.high.replace(with: odd.high, where: oddHighWins)
    even.highMarks.replace(with: odd.highMarks, where: oddHighWins)
    return even.finish(ys, range, from: j)
  }

  /// ``markedExtremes(_:_:)`` of four ranges (each at least ``markedMinimum`` values) at once:
  /// eight values of each per step, as in ``extremes(_:_:_:_:_:)``, so four sequential reads
  /// are in flight.
  @inline(__always)
  static func markedExtremes(
    _ ys: UnsafePointer<Double>, _ r0: Range<Int>, _ r1: Range<Int>, _ r2: Range<Int>,
    _ r3: Range<Int>
  ) -> ((min: Int, max: Int), (min: Int, max: Int), (min: Int, max: Int), (min: Int, max: Int)) {
    let raw = UnsafeRawPointer(ys)
    let o0 = r0.lowerBound
    let o1 = r1.lowerBound
    let o2 = r2.lowerBound
    let o3 = r3.lowerBound
    var m0 = Marked(first: ys[o0])
    var m1 = Marked(first: ys[o1])
    var m2 = Marked(first: ys[o2])
    var m3 = Marked(first: ys[o3])
    let common = min(min(r0.count, r1.count), min(r2.count, r3.count)) & ~7
    var i = 0
    while i < common {
      m0.take(raw, o0 &+ i)
      m1.take(raw, o1 &+ i)
      m2.take(raw, o2 &+ i)
      m3.take(raw, o3 &+ i)
      i &+= 8
    }
    return (
      m0.finish(ys, r0, from: o0 &+ common), m1.finish(ys, r1, from: o1 &+ common),
      m2.finish(ys, r2, from: o2 &+ common), m3.finish(ys, r3, from: o3 &+ common)
    )
  }

  /// The least and greatest of `seed` and the non-NaN values in `start..<end` (a multiple of
  /// eight values); `seed` itself when it is NaN.
  @inline(__always)
  static func blockExtremes(
    _ ys: UnsafePointer<Double>, from start: Int, to end: Int, seed: Double
  ) -> (Double, Double) {
    let raw = UnsafeRawPointer(ys)
    let s = Lanes(repeating: seed)
    var m = (s, s, s, s)
    var x = (s, s, s, s)
    // Sixteen values per iteration: with eight, the accumulators change registers every
    // iteration and the copies cost a quarter of the time (SSE's two-operand min/max). A
    // static function with `inout` accumulators, not a nested one capturing them: inlined
    // into a closure, captured variables become boxes whose exclusivity the runtime checks
    // after every block (that cost as much as the loop).
    var k = start
    while k &+ 16 <= end {
      group(raw, k, &m, &x)
      group(raw, k &+ 8, &m, &x)
      k &+= 16
    }
    if k < end { group(raw, k, &m, &x) }
    let low = lesser(lesser(m.0, m.1), lesser(m.2, m.3))
    let high = greater(greater(x.0, x.1), greater(x.2, x.3))
    return (lesser(low[1], low[0]), greater(high[1], high[0]))
  }

  /// Eight values from `index` into four pairs of lane-wise running minima and maxima.
  @inline(__always)
  static func group(
    _ raw: UnsafeRawPointer, _ index: Int, _ m: inout (Lanes, Lanes, Lanes, Lanes),
    _ x: inout (Lanes, Lanes, Lanes, Lanes)
  ) {
    let a = load(raw, index)
    let b = load(raw, index &+ 2)
    let c = load(raw, index &+ 4)
    let d = load(raw, index &+ 6)
    m.0 = lesser(a, m.0)
    m.1 = lesser(b, m.1)
    m.2 = lesser(c, m.2)
    m.3 = lesser(d, m.3)
    x.0 = greater(a, x.0)
    x.1 = greater(b, x.1)
    x.2 = greater(c, x.2)
    x.3 = greater(d, x.3)
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
      extremes(ys, of: share, bounds: bounds, lows: lows, highs: highs)
    }
  }

  /// The extremes of the ranges `bounds(t)` for `t` in `tasks`, written to `lows[t]` and
  /// `highs[t]` (-1 for an empty range), on the calling thread: the tasks are cut into four
  /// runs and task *i* of every run is scanned at once (``extremes(_:_:_:_:_:)`` when all four
  /// ranges hold ``streamMinimum`` values or more, ``markedExtremes(_:_:_:_:_:)`` when they hold
  /// ``markedMinimum`` or more), so each of the four reads continues where its previous range
  /// ended: four long sequential reads. The rest are scanned one by one.
  @inline(__always)
  static func extremes(
    _ ys: UnsafePointer<Double>, of tasks: Range<Int>, bounds: (Int) -> Range<Int>,
    lows: UnsafeMutablePointer<Int>, highs: UnsafeMutablePointer<Int>
  ) {
    @inline(__always) func single(_ t: Int) {
      let range = bounds(t)
      if range.isEmpty {
        lows[t] = -1
        highs[t] = -1
      } else {
        (lows[t], highs[t]) = extremes(ys, range)
      }
    }
    let quarter = tasks.count / 4
    for i in 0..<quarter {
      let t0 = tasks.lowerBound &+ i
      let t1 = t0 &+ quarter
      let t2 = t1 &+ quarter
      let t3 = t2 &+ quarter
      let r0 = bounds(t0)
      let r1 = bounds(t1)
      let r2 = bounds(t2)
      let r3 = bounds(t3)
      let shortest = min(min(r0.count, r1.count), min(r2.count, r3.count))
      if shortest >= markedMinimum {
        let (e0, e1, e2, e3) =
          shortest >= streamMinimum
          ? extremes(ys, r0, r1, r2, r3) : markedExtremes(ys, r0, r1, r2, r3)
        (lows[t0], highs[t0]) = e0
        (lows[t1], highs[t1]) = e1
        (lows[t2], highs[t2]) = e2
        (lows[t3], highs[t3]) = e3
      } else {
        single(t0)
        single(t1)
        single(t2)
        single(t3)
      }
    }
    for t in tasks.lowerBound &+ 4 &* quarter..<tasks.upperBound { single(t) }
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
    SamplingScratch.withBytes(2 * buckets * MemoryLayout<Int>.stride) { raw in
      let storage = raw.bindMemory(to: Int.self, capacity: 2 * buckets)
      extremes(ys, n: n, buckets: buckets, bounds: bounds, lows: storage, highs: storage + buckets)
      return body(storage, storage + buckets)
    }
  }
}
