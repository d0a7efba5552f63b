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
  ///
  /// Blocks of eight values are reduced branch-free (a tree of `min`/`max`, which the compiler
  /// turns into packed instructions), and only a block's extremes are compared with the running
  /// ones; the position inside the winning block is found at the end. The strict comparisons
  /// keep the first occurrence, as a plain scan would; a block holding a NaN is compared value by
  /// value, so the result is always the plain scan's.
  @inline(__always)
  static func extremes(_ ys: UnsafePointer<Double>, _ range: Range<Int>) -> (min: Int, max: Int) {
    let lower = range.lowerBound
    let upper = range.upperBound
    var minValue = ys[lower]
    var maxValue = minValue
    var minBlock = -1
    var maxBlock = -1
    var j = lower
    while j + 8 <= upper {
      let p = ys + j
      let low = lesser(
        lesser(lesser(p[0], p[1]), lesser(p[2], p[3])),
        lesser(lesser(p[4], p[5]), lesser(p[6], p[7])))
      let high = greater(
        greater(greater(p[0], p[1]), greater(p[2], p[3])),
        greater(greater(p[4], p[5]), greater(p[6], p[7])))
      // A NaN inside the tree can swallow a real extreme of the block and then vanish itself,
      // so it is detected from the sum (NaN when any value is; a false alarm from infinities is
      // harmless) and such a block is compared value by value, as a plain scan would.
      let sum = ((p[0] + p[1]) + (p[2] + p[3])) + ((p[4] + p[5]) + (p[6] + p[7]))
      if sum.isNaN {
        for k in 0..<8 {
          if p[k] < minValue {
            minValue = p[k]
            minBlock = j
          }
          if p[k] > maxValue {
            maxValue = p[k]
            maxBlock = j
          }
        }
      } else {
        if low < minValue {
          minValue = low
          minBlock = j
        }
        if high > maxValue {
          maxValue = high
          maxBlock = j
        }
      }
      j += 8
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
      j += 1
    }
    return (minIndex, maxIndex)
  }

  /// `a < b ? a : b`: the exact form of the x86 `minsd`/`minpd` instruction (`Swift.min` is
  /// written the other way round and compiles to compare-and-blend).
  @inline(__always)
  static func lesser(_ a: Double, _ b: Double) -> Double { a < b ? a : b }

  /// `a > b ? a : b`: the exact form of `maxsd`/`maxpd`.
  @inline(__always)
  static func greater(_ a: Double, _ b: Double) -> Double { a > b ? a : b }

  /// The first of the eight positions from `start` holding `value` (`start` if none does, which
  /// only NaN could cause).
  @inline(__always)
  static func firstIndex(of value: Double, in ys: UnsafePointer<Double>, from start: Int) -> Int {
    for k in start..<start + 8 where ys[k] == value { return k }
    return start
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
