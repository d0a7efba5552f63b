import Foundation

/// Largest-Triangle-Three-Buckets (Steinarsson, 2013): keeps the first and last points and, from
/// each of `count - 2` equal buckets between them, the point that makes the largest triangle with
/// the previously kept point and the average of the next bucket.
///
/// The arithmetic is the textbook algorithm's, operation for operation, so the same points are
/// picked as by a plain implementation; the speed comes from reading the data through pointers
/// and from the next bucket's average leaving the data in cache for the following step.
enum LTTB {
  /// Indices (ascending, relative to `xs`/`ys`) of at most `count` points of `n`.
  static func indices(
    xs: UnsafePointer<Double>, ys: UnsafePointer<Double>, n: Int, count: Int
  ) -> [Int] {
    if count >= n { return Array(0..<n) }
    if count <= 2 || n <= 2 { return n == 0 ? [] : n == 1 ? [0] : [0, n - 1] }
    var result: [Int] = []
    result.reserveCapacity(count)
    result.append(0)
    let every = Double(n - 2) / Double(count - 2)
    let buckets = count - 2
    // Bucket i's candidates are the points averaged for bucket i - 1, so each step sums the
    // next bucket (sequentially, in the reference's order) in the same loop that scans the
    // current candidates: the latency-bound sums overlap the throughput-bound areas.
    @inline(__always) func averageRange(_ i: Int) -> Range<Int> {
      guard i < buckets else { return 0..<0 }
      let start = Int((Double(i + 1) * every).rounded(.down)) + 1
      return start..<min(Int((Double(i + 2) * every).rounded(.down)) + 1, n)
    }
    var sumX = 0.0
    var sumY = 0.0
    var averaged = averageRange(0)
    for j in averaged {
      sumX += xs[j]
      sumY += ys[j]
    }
    var a = 0
    for i in 0..<buckets {
      let length = Double(averaged.count)
      let averageX = sumX / length
      let averageY = sumY / length
      let rangeStart = Int((Double(i) * every).rounded(.down)) + 1
      let rangeEnd = Int((Double(i + 1) * every).rounded(.down)) + 1
      let pointAX = xs[a]
      let pointAY = ys[a]
      let dx = pointAX - averageX
      let dy = averageY - pointAY
      var maxArea = -1.0
      var next = rangeStart
      let upcoming = averageRange(i + 1)
      var nextSumX = 0.0
      var nextSumY = 0.0
      let shared = min(rangeEnd - rangeStart, upcoming.count)
      var j = rangeStart
      var k = upcoming.lowerBound
      for _ in 0..<shared {
        let area = abs(dx * (ys[j] - pointAY) - (pointAX - xs[j]) * dy) * 0.5
        if area > maxArea {
          maxArea = area
          next = j
        }
        nextSumX += xs[k]
        nextSumY += ys[k]
        j += 1
        k += 1
      }
      while j < rangeEnd {
        let area = abs(dx * (ys[j] - pointAY) - (pointAX - xs[j]) * dy) * 0.5
        if area > maxArea {
          maxArea = area
          next = j
        }
        j += 1
      }
      while k < upcoming.upperBound {
        nextSumX += xs[k]
        nextSumY += ys[k]
        k += 1
      }
      result.append(next)
      a = next
      sumX = nextSumX
      sumY = nextSumY
      averaged = upcoming
    }
    result.append(n - 1)
    return result
  }

  /// MinMaxLTTB (Van Der Donckt et al., 2023): MinMax preselects `count × ratio` points, then
  /// LTTB picks `count` of them. Nearly LTTB's choice at a fraction of its cost on large data.
  ///
  /// The candidates are the points ``MinMax/indices(ys:n:count:)`` keeps for `count × ratio + 2`
  /// (the first, each bucket's extremes in order, the last), but they are not listed first and
  /// gathered after: each core gathers the x and y of its own buckets' extremes as soon as it has
  /// found them, while their y values are still in cache, and the x values' cache misses overlap
  /// with the scan. Only the compaction (a bucket whose minimum is its maximum gives one point)
  /// and the LTTB pass over the candidates run on one core.
  static func minMaxIndices(
    xs: UnsafePointer<Double>, ys: UnsafePointer<Double>, n: Int, count: Int, ratio: Int
  ) -> [Int] {
    let preselected = count.multipliedReportingOverflow(by: max(ratio, 1))
    // With as many candidates as points (the first, the last and every point between), the
    // preselection keeps everything: plain LTTB.
    if preselected.overflow || preselected.partialValue + 2 >= n || count <= 2 {
      return indices(xs: xs, ys: ys, n: n, count: count)
    }
    let buckets = preselected.partialValue / 2
    let slots = 2 * buckets + 2
    // Each bucket's extremes (lows, highs), then the candidates' indices, x and y: bucket b's
    // two points go to slots 1 + 2b and 2 + 2b, the first point to slot 0, the last to the end.
    let bytes = 2 * buckets * MemoryLayout<Int>.stride + slots * (MemoryLayout<Int>.stride + 16)
    return SamplingScratch.withBytes(bytes) { raw in
      let lows = raw.bindMemory(to: Int.self, capacity: 2 * buckets + slots)
      let highs = lows + buckets
      let picked = highs + buckets
      let pickedXs = UnsafeMutableRawPointer(picked + slots).bindMemory(to: Double.self, capacity: 2 * slots)
      let pickedYs = pickedXs + slots
      let bounds = { (b: Int) in MinMax.bucket(b, of: buckets, start: 1, length: n - 2) }
      SamplingCores.forEachShare(of: buckets, points: n) { share in
        MinMax.extremes(ys, of: share, bounds: bounds, lows: lows, highs: highs)
        for b in share where lows[b] >= 0 {
          let first = min(lows[b], highs[b])
          let second = max(lows[b], highs[b])
          picked[1 &+ 2 &* b] = first
          pickedXs[1 &+ 2 &* b] = xs[first]
          pickedYs[1 &+ 2 &* b] = ys[first]
          picked[2 &+ 2 &* b] = second
          pickedXs[2 &+ 2 &* b] = xs[second]
          pickedYs[2 &+ 2 &* b] = ys[second]
        }
      }
      // Compaction in place (the write position never passes the read position): empty
      // buckets give nothing, a bucket whose extremes are one point gives it once.
      picked[0] = 0
      pickedXs[0] = xs[0]
      pickedYs[0] = ys[0]
      var m = 1
      for b in 0..<buckets where lows[b] >= 0 {
        let slot = 1 &+ 2 &* b
        for from in lows[b] == highs[b] ? slot..<slot &+ 1 : slot..<slot &+ 2 {
          picked[m] = picked[from]
          pickedXs[m] = pickedXs[from]
          pickedYs[m] = pickedYs[from]
          m &+= 1
        }
      }
      picked[m] = n - 1
      pickedXs[m] = xs[n - 1]
      pickedYs[m] = ys[n - 1]
      m &+= 1
      return indices(xs: pickedXs, ys: pickedYs, n: m, count: count).map { picked[$0] }
    }
  }
}
