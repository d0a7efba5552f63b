import Foundation

/// The single-pass core of sanitization.
///
/// The common case — already sorted data — is one read of the input and one write of the output,
/// with filtering, duplicate merging and gap breaks fused into that pass. Only when the pass meets
/// an x smaller than the previous one (and sorting is on) does it start over: filter, stable sort,
/// then merge duplicates and find gaps on the sorted points.
enum Sanitizer {
  struct Counts {
    var missing = 0
    var infinite = 0
    var sentinel = 0
    var outOfRange = 0
    var duplicateX = 0
  }

  /// Sanitizes `xs`/`ys` into new arrays.
  static func run(
    xs: [Double], ys: [Double], breaks: [Int], options: SanitizationOptions
  ) -> (xs: [Double], ys: [Double], breaks: [Int], report: SanitizationReport) {
    let n = xs.count
    var outXs = [Double](repeating: 0, count: 0)
    var outYs = [Double](repeating: 0, count: 0)
    var result: Pass?
    outXs = [Double](unsafeUninitializedCapacity: n) { xBuffer, xCount in
      outYs = [Double](unsafeUninitializedCapacity: n) { yBuffer, yCount in
        xs.withUnsafeBufferPointer { xIn in
          ys.withUnsafeBufferPointer { yIn in
            result = fusedPass(
              xIn.baseAddress, yIn.baseAddress, n, xBuffer.baseAddress, yBuffer.baseAddress,
              breaks: breaks, options: options, stopsWhenUnsorted: options.sortsByX)
          }
        }
        yCount = result?.kept ?? 0
      }
      xCount = result?.kept ?? 0
    }
    guard var pass = result else {
      return (outXs, outYs, [], SanitizationReport(inputCount: 0, keptCount: 0))
    }
    var didSort = false
    if pass.isUnsorted {
      // Start over on the unsorted data: filter only, sort stably, then merge and break.
      var filterOnly = options
      filterOnly.duplicateX = .keepAll
      filterOnly.maxGap = nil
      outXs = xs
      outYs = ys
      pass = inPlace(&outXs, &outYs, breaks: [], options: filterOnly, stopsWhenUnsorted: false)
      sortStably(&outXs, &outYs)
      let counts = pass.counts
      var mergeOnly = options
      mergeOnly.sentinels = []
      mergeOnly.xRange = nil
      mergeOnly.yRange = nil
      pass = inPlace(&outXs, &outYs, breaks: [], options: mergeOnly, stopsWhenUnsorted: false)
      pass.counts.missing = counts.missing
      pass.counts.infinite = counts.infinite
      pass.counts.sentinel = counts.sentinel
      pass.counts.outOfRange = counts.outOfRange
      didSort = true
    }
    return (outXs, outYs, pass.breaks, report(of: pass, inputCount: n, didSort: didSort))
  }

  /// The report of a finished pass over `inputCount` points.
  static func report(of pass: Pass, inputCount: Int, didSort: Bool) -> SanitizationReport {
    let c = pass.counts
    var report = SanitizationReport(
      inputCount: inputCount, keptCount: pass.kept,
      dropped: [
        .missing: c.missing, .infinite: c.infinite, .sentinel: c.sentinel,
        .outOfRange: c.outOfRange, .duplicateX: c.duplicateX,
      ], didSort: didSort, breaksAdded: pass.addedBreaks)
    report.breaksAtMissing = pass.missingBreaks
    return report
  }

  /// Sanitizes `xs`/`ys` in their own buffers when that gives exactly what ``run`` gives, so
  /// that a caller holding the only reference never has a second copy of the points.
  ///
  /// That is whenever the pass cannot meet an x smaller than a kept one (sorting off, or x
  /// already non-decreasing), because only a restart for sorting needs the untouched input.
  /// Otherwise (unsorted data to sort) it falls back to ``run`` and replaces the arrays.
  ///
  /// - Returns: The breaks of the result and the report, as ``run`` returns them.
  static func runInPlace(
    xs: inout [Double], ys: inout [Double], breaks: [Int], options: SanitizationOptions
  ) -> (breaks: [Int], report: SanitizationReport) {
    guard !options.sortsByX || isNonDecreasing(xs) else {
      let result = run(xs: xs, ys: ys, breaks: breaks, options: options)
      xs = result.xs
      ys = result.ys
      return (result.breaks, result.report)
    }
    let n = xs.count
    if isUnchanged(xs, ys, options: options) {
      // Nothing to drop, merge or break: the pass would write every value where it already is.
      // Not writing at all keeps an x array shared by several series (a wide table's) shared.
      var pass = Pass()
      pass.kept = n
      pass.breaks = breaks.filter { $0 >= 1 && $0 < n }
      return (pass.breaks, report(of: pass, inputCount: n, didSort: false))
    }
    let pass = inPlace(&xs, &ys, breaks: breaks, options: options, stopsWhenUnsorted: false)
    return (pass.breaks, report(of: pass, inputCount: n, didSort: false))
  }

  /// Whether a pass with `options` would keep every point as it is and add no break: every
  /// value finite, no sentinel, nothing out of range, no repeated x to merge, no step over
  /// ``SanitizationOptions/maxGap``. Reads the arrays only.
  static func isUnchanged(_ xs: [Double], _ ys: [Double], options: SanitizationOptions) -> Bool {
    let sentinels = options.sentinels
    let yLow = options.yRange?.lowerBound ?? -.infinity
    let yHigh = options.yRange?.upperBound ?? .infinity
    let xLow = options.xRange?.lowerBound ?? -.infinity
    let xHigh = options.xRange?.upperBound ?? .infinity
    let maxGap = options.maxGap ?? .infinity
    let mergesRepeats = options.duplicateX != .keepAll
    return xs.withUnsafeBufferPointer { x in
      ys.withUnsafeBufferPointer { y in
        let n = Swift.min(x.count, y.count)
        // Two sentinels (the defaults) are compared in the loop; more are checked after it.
        let s0 = sentinels.count > 0 ? sentinels[0] : .nan
        let s1 = sentinels.count > 1 ? sentinels[1] : .nan
        var last = -Double.infinity
        var isClean = true
        for i in 0..<n {
          let xi = x[i]
          let yi = y[i]
          // Comparisons with NaN are false, so a NaN fails the range tests; infinities fail
          // the finite ones.
          let inRange =
            xi.isFinite && yi.isFinite && yi >= yLow && yi <= yHigh && xi >= xLow && xi <= xHigh
          let step = xi - last
          let isRepeat = i > 0 && xi == last
          if !inRange || yi == s0 || yi == s1 || (isRepeat && mergesRepeats) || (i > 0 && step > maxGap) {
            isClean = false
            break
          }
          last = xi
        }
        if isClean && sentinels.count > 2 {
          let others = Set(sentinels.dropFirst(2))
          isClean = !y.prefix(n).contains { others.contains($0) }
        }
        return isClean
      }
    }
  }

  /// Whether no x is smaller than an earlier one, NaN ignored. Every sequence of kept points is
  /// a subsequence of the non-NaN x values, so when this holds a pass never finds x unsorted.
  static func isNonDecreasing(_ xs: [Double]) -> Bool {
    xs.withUnsafeBufferPointer { buffer in
      var highest = -Double.infinity
      for x in buffer {
        if x < highest { return false }
        if x > highest { highest = x }
      }
      return true
    }
  }

  /// Adds the breaks a pass with `maxGap` would add to already sanitized points, and nothing
  /// else: no point is dropped, merged or moved, so the arrays are written only where they
  /// already hold the same value (no copy when they are uniquely referenced).
  ///
  /// Sanitizing keeps the same points with or without ``SanitizationOptions/maxGap`` (it only
  /// adds breaks between kept points), so this on a sanitized series gives the breaks and the
  /// count that sanitizing the raw series again with `maxGap` gives.
  ///
  /// - Returns: The breaks (the given ones and the new ones) and how many were added for gaps.
  static func addGapBreaks(
    _ xs: inout [Double], _ ys: inout [Double], breaks: [Int], maxGap: Double
  ) -> (breaks: [Int], added: Int) {
    let gapsOnly = SanitizationOptions(
      sentinels: [], duplicateX: .keepAll, sortsByX: false, yRange: nil, xRange: nil,
      maxGap: maxGap)
    let n = xs.count
    let pass = inPlace(&xs, &ys, breaks: breaks, options: gapsOnly, stopsWhenUnsorted: false)
    assert(pass.kept == n, "a gap pass over sanitized points drops nothing")
    return (pass.breaks, pass.addedBreaks)
  }

  /// Runs a pass that compacts `xs`/`ys` in place and truncates them.
  static func inPlace(
    _ xs: inout [Double], _ ys: inout [Double], breaks: [Int], options: SanitizationOptions,
    stopsWhenUnsorted: Bool
  ) -> Pass {
    let n = xs.count
    let pass = xs.withUnsafeMutableBufferPointer { x in
      ys.withUnsafeMutableBufferPointer { y in
        fusedPass(
          x.baseAddress, y.baseAddress, n, x.baseAddress, y.baseAddress, breaks: breaks,
          options: options, stopsWhenUnsorted: stopsWhenUnsorted)
      }
    }
    xs.removeLast(n - pass.kept)
    ys.removeLast(n - pass.kept)
    return pass
  }

  /// Sorts points by x, keeping the input order of equal x values.
  static func sortStably(_ xs: inout [Double], _ ys: inout [Double]) {
    let order = xs.indices.sorted { a, b in xs[a] < xs[b] || (xs[a] == xs[b] && a < b) }
    let sortedXs = order.map { xs[$0] }
    let sortedYs = order.map { ys[$0] }
    xs = sortedXs
    ys = sortedYs
  }
}
