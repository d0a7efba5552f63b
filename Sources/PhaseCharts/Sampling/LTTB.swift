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
  static func minMaxIndices(
    xs: UnsafePointer<Double>, ys: UnsafePointer<Double>, n: Int, count: Int, ratio: Int
  ) -> [Int] {
    let preselected = count.multipliedReportingOverflow(by: max(ratio, 1))
    if preselected.overflow || preselected.partialValue >= n || count <= 2 {
      return indices(xs: xs, ys: ys, n: n, count: count)
    }
    let candidates = MinMax.indices(ys: ys, n: n, count: preselected.partialValue + 2)
    // Gathered on every core, like the MinMax pass: the x values are not in cache (that pass
    // read only y), so these are scattered misses, which several cores overlap better than one
    // (at 10M points this gather took as long as a tenth of the pass).
    let m = candidates.count
    var pickedXs = [Double](repeating: 0, count: m)
    var pickedYs = [Double](repeating: 0, count: m)
    candidates.withUnsafeBufferPointer { candidates in
      pickedXs.withUnsafeMutableBufferPointer { pickedXs in
        pickedYs.withUnsafeMutableBufferPointer { pickedYs in
          SamplingCores.forEachShare(of: m, points: n) { share in
            for i in share {
              pickedXs[i] = xs[candidates[i]]
              pickedYs[i] = ys[candidates[i]]
            }
          }
        }
      }
    }
    let picked = pickedXs.withUnsafeBufferPointer { px in
      pickedYs.withUnsafeBufferPointer { py in
        indices(xs: px.baseAddress!, ys: py.baseAddress!, n: candidates.count, count: count)
      }
    }
    return picked.map { candidates[$0] }
  }
}
