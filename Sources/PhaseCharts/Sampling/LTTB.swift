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
    var a = 0
    for i in 0..<(count - 2) {
      let averageStart = Int((Double(i + 1) * every).rounded(.down)) + 1
      let averageEnd = min(Int((Double(i + 2) * every).rounded(.down)) + 1, n)
      var sumX = 0.0
      var sumY = 0.0
      for j in averageStart..<averageEnd {
        sumX += xs[j]
        sumY += ys[j]
      }
      let length = Double(averageEnd - averageStart)
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
      for j in rangeStart..<rangeEnd {
        let area = abs(dx * (ys[j] - pointAY) - (pointAX - xs[j]) * dy) * 0.5
        if area > maxArea {
          maxArea = area
          next = j
        }
      }
      result.append(next)
      a = next
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
    let candidates = MinMax.indices(ys: ys, n: n, count: preselected.partialValue)
    let pickedXs = candidates.map { xs[$0] }
    let pickedYs = candidates.map { ys[$0] }
    let picked = pickedXs.withUnsafeBufferPointer { px in
      pickedYs.withUnsafeBufferPointer { py in
        indices(xs: px.baseAddress!, ys: py.baseAddress!, n: candidates.count, count: count)
      }
    }
    return picked.map { candidates[$0] }
  }
}
