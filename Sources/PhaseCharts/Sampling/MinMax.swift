import Foundation

/// Bucket-extremes downsamplers: MinMax keeps each bucket's minimum and maximum, M4 also its first
/// and last point (Jugel et al., 2014), which draws the same pixels as every point would.
///
/// Buckets hold equal numbers of consecutive points (for evenly sampled data, equal spans of x).
/// Within a bucket the first occurrence of the minimum and of the maximum is kept; indices come
/// out ascending.
enum MinMax {
  /// The bounds of bucket `b` of `buckets` over `start..<start + length`.
  @inline(__always)
  static func bucket(_ b: Int, of buckets: Int, start: Int, length: Int) -> Range<Int> {
    start + b * length / buckets..<start + (b + 1) * length / buckets
  }

  /// The first index of the minimum and of the maximum in `range`.
  @inline(__always)
  static func extremes(_ ys: UnsafePointer<Double>, _ range: Range<Int>) -> (min: Int, max: Int) {
    var minIndex = range.lowerBound
    var maxIndex = range.lowerBound
    var minValue = ys[minIndex]
    var maxValue = minValue
    var j = range.lowerBound + 1
    while j < range.upperBound {
      let y = ys[j]
      if y < minValue {
        minValue = y
        minIndex = j
      } else if y > maxValue {
        maxValue = y
        maxIndex = j
      }
      j += 1
    }
    return (minIndex, maxIndex)
  }

  /// MinMax: the first and last points plus the extremes of `(count - 2) / 2` buckets between them.
  static func indices(ys: UnsafePointer<Double>, n: Int, count: Int) -> [Int] {
    if count >= n { return Array(0..<n) }
    if count <= 2 || n <= 2 { return n == 0 ? [] : n == 1 ? [0] : [0, n - 1] }
    let buckets = (count - 2) / 2
    var result: [Int] = [0]
    result.reserveCapacity(2 + 2 * buckets)
    for b in 0..<buckets {
      let range = bucket(b, of: buckets, start: 1, length: n - 2)
      if range.isEmpty { continue }
      let (low, high) = extremes(ys, range)
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

  /// M4: the first, minimum, maximum and last point of each of `count / 4` buckets over all
  /// points, so the overall first and last are kept too.
  static func m4Indices(ys: UnsafePointer<Double>, n: Int, count: Int) -> [Int] {
    if count >= n { return Array(0..<n) }
    let buckets = count / 4
    if buckets == 0 || n <= 2 { return n == 0 ? [] : n == 1 ? [0] : [0, n - 1] }
    var result: [Int] = []
    result.reserveCapacity(4 * buckets)
    for b in 0..<buckets {
      let range = bucket(b, of: buckets, start: 0, length: n)
      if range.isEmpty { continue }
      let (low, high) = extremes(ys, range)
      let first = range.lowerBound
      let last = range.upperBound - 1
      result.append(first)
      for index in [min(low, high), max(low, high), last] where index != result.last! {
        result.append(index)
      }
    }
    return result
  }
}
