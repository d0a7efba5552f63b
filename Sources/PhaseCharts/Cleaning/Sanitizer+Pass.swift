import Foundation

extension Sanitizer {
  /// The result of one pass.
  struct Pass {
    var kept = 0
    var counts = Counts()
    var breaks: [Int] = []
    var addedBreaks = 0
    /// Breaks added over rows with no value.
    var missingBreaks = 0
    /// The pass stopped at an x smaller than the previous one (only with `stopsWhenUnsorted`).
    var isUnsorted = false
  }

  /// Reads `n` points and writes the kept ones; the output may alias the input, since a point is
  /// always written at or before the index it was read from.
  ///
  /// Drops NaN, infinite, sentinel and out-of-range points; merges a point whose x equals the
  /// previous kept x per the duplicate policy; adds a break after a step larger than `maxGap` and
  /// wherever an incoming break falls between two kept points.
  @inline(__always)
  static func fusedPass(
    _ xIn: UnsafePointer<Double>?, _ yIn: UnsafePointer<Double>?, _ n: Int,
    _ xOut: UnsafeMutablePointer<Double>?, _ yOut: UnsafeMutablePointer<Double>?,
    breaks: [Int], options: SanitizationOptions, stopsWhenUnsorted: Bool
  ) -> Pass {
    var pass = Pass()
    guard n > 0, let xIn, let yIn, let xOut, let yOut else { return pass }
    let sentinels = options.sentinels
    // NaN equals nothing, so missing sentinel slots never match.
    let s0 = sentinels.count > 0 ? sentinels[0] : .nan
    let s1 = sentinels.count > 1 ? sentinels[1] : .nan
    let otherSentinels = Array(sentinels.dropFirst(2))
    let yLow = options.yRange?.lowerBound ?? -.infinity
    let yHigh = options.yRange?.upperBound ?? .infinity
    let xLow = options.xRange?.lowerBound ?? -.infinity
    let xHigh = options.xRange?.upperBound ?? .infinity
    let maxGap = options.maxGap ?? .infinity
    let policy = options.duplicateX
    var k = 0
    var lastX = -Double.infinity
    var runSum = 0.0
    var runCount = 0.0
    var nextBreak = 0
    var hasPendingBreak = false
    // A row with no value was dropped since the last kept point; only a line, which joins
    // its points in x order, has anything to break (points are never sorted).
    var holeBefore = false
    let breaksAtHoles = options.sortsByX
    for i in 0..<n {
      let x = xIn[i]
      let y = yIn[i]
      // A row with an x but no value is a hole in the series: the line breaks over it, as
      // matplotlib and Vega-Lite break it, rather than bridging it with a straight segment.
      if !(x.isFinite && y.isFinite) {
        if x.isNaN || y.isNaN { pass.counts.missing += 1 } else { pass.counts.infinite += 1 }
        if x.isFinite && y.isNaN { holeBefore = k > 0 && breaksAtHoles }
        continue
      }
      if y == s0 || y == s1 || (!otherSentinels.isEmpty && otherSentinels.contains(y)) {
        pass.counts.sentinel += 1
        holeBefore = k > 0 && breaksAtHoles
        continue
      }
      if y < yLow || y > yHigh || x < xLow || x > xHigh {
        pass.counts.outOfRange += 1
        continue
      }
      while nextBreak < breaks.count && breaks[nextBreak] <= i {
        nextBreak += 1
        hasPendingBreak = true
      }
      if k > 0 {
        if x < lastX {
          if stopsWhenUnsorted {
            pass.isUnsorted = true
            return pass
          }
        } else if x == lastX && policy != .keepAll {
          pass.counts.duplicateX += 1
          switch policy {
          case .keepFirst, .keepAll: break
          case .keepLast: yOut[k - 1] = y
          case .mean:
            runSum += y
            runCount += 1
            yOut[k - 1] = runSum / runCount
          }
          continue
        } else if x - lastX > maxGap {
          pass.breaks.append(k)
          // A hole and a long step at once are one break, counted as the hole: what the gap
          // pass over the clean points finds when it runs after this one.
          // A break already there (an incoming one) is not added again.
          if !hasPendingBreak {
            if holeBefore { pass.missingBreaks += 1 } else { pass.addedBreaks += 1 }
          }
          holeBefore = false
          hasPendingBreak = false
        }
        if hasPendingBreak && pass.breaks.last != k { pass.breaks.append(k) }
        if holeBefore && pass.breaks.last != k {
          pass.breaks.append(k)
          pass.missingBreaks += 1
        }
      }
      hasPendingBreak = false
      holeBefore = false
      xOut[k] = x
      yOut[k] = y
      lastX = x
      runSum = y
      runCount = 1
      k += 1
    }
    pass.kept = k
    return pass
  }
}
