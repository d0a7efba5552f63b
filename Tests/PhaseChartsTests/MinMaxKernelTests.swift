import Foundation
import Testing
import _PhaseKitTestSupport

@testable import PhaseCharts

/// The lane-wise min/max kernel must give what a plain first-occurrence scan gives, whatever the
/// data holds: ties, signed zeros, infinities, NaN anywhere, any length (not a multiple of the
/// eight values read at a time, nor of the 64-value blocks), and MinMax / M4 must keep exactly
/// the points their plain definitions keep, on one core or several.
@Suite(.timeLimit(.minutes(6))) struct MinMaxKernelTests {
  static func scan(_ ys: [Double], _ range: Range<Int>) -> (min: Int, max: Int) {
    var minIndex = range.lowerBound
    var maxIndex = range.lowerBound
    for j in range where ys[j] < ys[minIndex] { minIndex = j }
    for j in range where ys[j] > ys[maxIndex] { maxIndex = j }
    return (minIndex, maxIndex)
  }

  static func kernel(_ ys: [Double], _ range: Range<Int>) -> (min: Int, max: Int) {
    ys.withUnsafeBufferPointer { MinMax.extremes($0.baseAddress!, range) }
  }

  @Test(arguments: [UInt64(1), 2, 3])
  func extremesAreThePlainScansIndicesEvenWithNaN(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    for trial in 0..<3_000 {
      // Short ranges, and ranges of several blocks with a ragged end.
      let n =
        trial % 3 == 0
        ? Int.random(in: 1...700, using: &generator) : Int.random(in: 1...200, using: &generator)
      let spread = trial % 4 == 0 ? 1_000 : 3
      var ys = (0..<n).map { _ in Double(Int.random(in: -spread...spread, using: &generator)) }
      if trial % 2 == 0 {
        for _ in 0..<Int.random(in: 1...4, using: &generator) {
          ys[Int.random(in: 0..<n, using: &generator)] = .nan
        }
      }
      if trial % 5 == 0 { ys = ys.map { $0 == 0 && Bool.random(using: &generator) ? -0.0 : $0 } }
      if trial % 7 == 0 {
        ys[Int.random(in: 0..<n, using: &generator)] = .infinity
        ys[Int.random(in: 0..<n, using: &generator)] = -.infinity
      }
      let lower = Int.random(in: 0..<n, using: &generator)
      let upper = Int.random(in: lower + 1...n, using: &generator)
      let kernel = Self.kernel(ys, lower..<upper)
      let expected = Self.scan(ys, lower..<upper)
      #expect(kernel == expected, "\(ys[lower..<upper])")
      if kernel != expected { return }
    }
  }

  /// `n` small integers (many ties; a wide spread every third trial) with, depending on
  /// `trial`, NaN anywhere, signed zeros and infinities.
  static func tiesAndSpecialValues(_ n: Int, trial: Int, using generator: inout SeededGenerator)
    -> [Double]
  {
    let spread = trial % 3 == 0 ? 1_000 : 2
    var ys = (0..<n).map { _ in Double(Int.random(in: -spread...spread, using: &generator)) }
    if trial % 2 == 0 {
      for _ in 0..<Int.random(in: 1...6, using: &generator) {
        ys[Int.random(in: 0..<n, using: &generator)] = .nan
      }
    }
    if trial % 5 == 0 { ys = ys.map { $0 == 0 && Bool.random(using: &generator) ? -0.0 : $0 } }
    if trial % 7 == 0 {
      ys[Int.random(in: 0..<n, using: &generator)] = .infinity
      ys[Int.random(in: 0..<n, using: &generator)] = -.infinity
    }
    return ys
  }

  /// Four ranges read at once (``MinMax/extremes(_:_:_:_:_:)``) must each give what the plain
  /// scan gives: ranges of different lengths (the common part is read together, the rest alone),
  /// longer than one block of the four-stream loop or not, NaN anywhere (first value included),
  /// signed zeros, infinities and many ties.
  @Test(arguments: [UInt64(4), 5, 6])
  func fourRangesAtOnceAreFourPlainScans(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    for trial in 0..<1_000 {
      let n = Int.random(in: 8...(trial % 4 == 0 ? 3_000 : 600), using: &generator)
      let ys = Self.tiesAndSpecialValues(n, trial: trial, using: &generator)
      let ranges = (0..<4).map { _ -> Range<Int> in
        let lower = Int.random(in: 0...(n - 8), using: &generator)
        // Sometimes equal lengths (as buckets have), sometimes not.
        let count = trial % 3 == 1 ? min(n - lower, 8 + (n / 3)) : Int.random(in: 8...(n - lower), using: &generator)
        return lower..<lower + count
      }
      let together = ys.withUnsafeBufferPointer {
        MinMax.extremes($0.baseAddress!, ranges[0], ranges[1], ranges[2], ranges[3])
      }
      let got = [together.0, together.1, together.2, together.3]
      for (range, result) in zip(ranges, got) {
        let expected = Self.scan(ys, range)
        #expect(result == expected, "\(range) of \(ys)")
        if result != expected { return }
      }
    }
  }

  /// Four ranges of 8 to a few hundred values read at once with group marks
  /// (``MinMax/markedExtremes(_:_:_:_:_:)``) must each give what the plain scan gives: lengths
  /// that are and are not multiples of eight (the last eight values are read again), NaN
  /// anywhere (first value included), signed zeros, infinities, and many ties, so that the
  /// first occurrence must be told from later equal values in other lanes and groups.
  @Test(arguments: [UInt64(21), 22, 23])
  func fourShortRangesWithGroupMarksAreFourPlainScans(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    for trial in 0..<2_000 {
      let n = Int.random(in: 8...(trial % 4 == 0 ? 700 : 120), using: &generator)
      let ys = Self.tiesAndSpecialValues(n, trial: trial, using: &generator)
      let ranges = (0..<4).map { _ -> Range<Int> in
        let lower = Int.random(in: 0...(n - 8), using: &generator)
        return lower..<lower + Int.random(in: 8...(n - lower), using: &generator)
      }
      let together = ys.withUnsafeBufferPointer {
        MinMax.markedExtremes($0.baseAddress!, ranges[0], ranges[1], ranges[2], ranges[3])
      }
      for (range, result) in zip(ranges, [together.0, together.1, together.2, together.3]) {
        let expected = Self.scan(ys, range)
        #expect(result == expected, "\(range) of \(ys)")
        if result != expected { return }
      }
    }
  }

  /// MinMax and M4 with buckets of 8 to 255 values (four at a time with group marks, the rest
  /// one by one) keep exactly the plain definitions' points: MinMaxLTTB's preselection of
  /// 2,000 points from 1M makes buckets of 250.
  @Test func shortBucketsKeepThePlainDefinitionsPoints() {
    var generator = SeededGenerator(seed: 29)
    for trial in 0..<60 {
      let n = Int.random(in: 2_000...40_000, using: &generator)
      let ys = Self.walkWithSpecialValues(n, trial: trial, using: &generator)
      let perBucket = Int.random(in: 8...255, using: &generator)
      let count = max(10, 2 * n / perBucket)
      let series = Series(name: "s", xs: (0..<n).map(Double.init), ys: ys)
      #expect(series.downsampledIndices(to: count, method: .minMax) == Self.plainMinMax(ys, count: count), "n \(n), count \(count)")
      #expect(series.downsampledIndices(to: count, method: .m4) == Self.plainM4(ys, count: count), "n \(n), count \(count)")
    }
  }

  /// MinMaxLTTB keeps what its definition keeps: LTTB over the points plain MinMax keeps for
  /// `count × ratio + 2` (gathered per core inside the MinMax pass, then compacted), on walks
  /// with NaN, infinities and plateaus (buckets whose minimum is their maximum give one point),
  /// and at the sizes where the preselection starts to keep fewer points than there are.
  @Test func minMaxLTTBIsLTTBOverThePlainMinMaxCandidates() {
    var generator = SeededGenerator(seed: 41)
    for trial in 0..<40 {
      let count = Int.random(in: 3...400, using: &generator)
      let ratio = Int.random(in: 1...6, using: &generator)
      let edge = count * ratio + Int.random(in: -2...3, using: &generator)
      let n = trial % 4 == 0 ? max(edge, 3) : Int.random(in: 2_000...60_000, using: &generator)
      var ys = Self.walkWithSpecialValues(n, trial: trial, using: &generator)
      if trial % 3 == 0 {  // plateaus: runs of equal values a bucket long and longer
        for i in 0..<n where (i / 97) % 2 == 0 { ys[i] = Double(i / 97) }
      }
      let xs = (0..<n).map { Double($0) * 0.5 }
      let series = Series(name: "s", xs: xs, ys: ys)
      let candidates = Self.plainMinMax(ys, count: count * ratio + 2)
      let expected = DownsamplingTests.referenceLTTB(
        candidates.map { (x: xs[$0], y: ys[$0]) }, threshold: count
      ).map { candidates[$0] }
      let kept = series.downsampledIndices(to: count, method: .minMaxLTTB(ratio: ratio))
      #expect(kept == expected, "n \(n), count \(count), ratio \(ratio)")
    }
  }

  /// Every length from 1 to 300 (all remainders modulo the lane width, the eight-value step
  /// and the block), with the extremes placed at the first, the last, and every position.
  @Test func everyLengthWithTheExtremesAnywhere() {
    for n in 1...300 {
      let base = (0..<n).map { Double(($0 * 37) % 11) }  // values 0...10, many ties
      #expect(Self.kernel(base, 0..<n) == Self.scan(base, 0..<n), "n \(n)")
      for position in Set([0, n - 1, n / 2, min(63, n - 1), min(64, n - 1), min(8, n - 1)]) {
        var ys = base
        ys[position] = -100
        ys[n - 1 - position] = 100
        #expect(Self.kernel(ys, 0..<n) == Self.scan(ys, 0..<n), "n \(n), at \(position)")
        ys[position] = -.infinity
        ys[n - 1 - position] = .infinity
        #expect(Self.kernel(ys, 0..<n) == Self.scan(ys, 0..<n), "n \(n), infinite at \(position)")
      }
    }
  }

  @Test func allEqualValuesKeepTheFirstIndex() {
    for n in [1, 2, 7, 8, 9, 63, 64, 65, 129, 1_000] {
      for value in [0.0, -0.0, 3.5, .infinity, -.infinity] {
        let ys = [Double](repeating: value, count: n + 5)
        #expect(Self.kernel(ys, 5..<n + 5) == (5, 5), "\(value) × \(n)")
      }
      // Zeros of both signs are equal: the first one is kept.
      let zeros = (0..<n).map { $0 % 2 == 0 ? 0.0 : -0.0 }
      #expect(Self.kernel(zeros, 0..<n) == (0, 0))
    }
  }

  @Test func tiesKeepTheFirstOccurrenceAcrossBlocks() {
    // The minimum and maximum repeat in later blocks and later lanes: the first one is kept.
    var ys = [Double](repeating: 1, count: 1_000)
    for index in [70, 71, 200, 513, 999] { ys[index] = -5 }
    for index in [3, 64, 65, 640] { ys[index] = 9 }
    #expect(Self.kernel(ys, 0..<1_000) == (70, 3))
    #expect(Self.kernel(ys, 4..<1_000) == (70, 64))
    #expect(Self.kernel(ys, 71..<999) == (71, 640))
    // A first value NaN: the plain scan compares nothing as smaller or larger than it.
    ys[0] = .nan
    #expect(Self.kernel(ys, 0..<1_000) == (0, 0))
  }

  /// MinMax written plainly: first and last point, then each inner bucket's first minimum and
  /// first maximum, in index order.
  static func plainMinMax(_ ys: [Double], count: Int) -> [Int] {
    let n = ys.count
    if count >= n { return Array(0..<n) }
    if count <= 2 || n <= 2 { return n == 0 ? [] : n == 1 ? [0] : [0, n - 1] }
    let buckets = (count - 2) / 2
    var result = [0]
    for b in 0..<buckets {
      let range = (1 + b * (n - 2) / buckets)..<(1 + (b + 1) * (n - 2) / buckets)
      if range.isEmpty { continue }
      let (low, high) = scan(ys, range)
      result += low == high ? [low] : [min(low, high), max(low, high)]
    }
    return result + [n - 1]
  }

  /// M4 written plainly: each bucket's first, minimum, maximum and last point, repeats dropped.
  static func plainM4(_ ys: [Double], count: Int) -> [Int] {
    let n = ys.count
    if count >= n { return Array(0..<n) }
    let buckets = count / 4
    if buckets == 0 || n <= 2 { return n == 0 ? [] : n == 1 ? [0] : [0, n - 1] }
    var result: [Int] = []
    for b in 0..<buckets {
      let range = (b * n / buckets)..<((b + 1) * n / buckets)
      if range.isEmpty { continue }
      let (low, high) = scan(ys, range)
      for index in [range.lowerBound, min(low, high), max(low, high), range.upperBound - 1]
      where result.last != index {
        result.append(index)
      }
    }
    return result
  }

  @Test func minMaxAndM4KeepExactlyThePlainDefinitionsPoints() {
    var generator = SeededGenerator(seed: 11)
    for trial in 0..<300 {
      let n = Int.random(in: 0..<4_000, using: &generator)
      var y = 0.0
      var ys = (0..<n).map { _ in
        y += Double(Int.random(in: -3...3, using: &generator))
        return y
      }
      if trial % 3 == 0, n > 0 { ys[Int.random(in: 0..<n, using: &generator)] = .infinity }
      // Counts from tiny to more than the points (buckets of 0 or 1 points included).
      let count = Int.random(in: 0..<(trial % 2 == 0 ? n + 10 : 200), using: &generator)
      let series = Series(name: "s", xs: (0..<n).map(Double.init), ys: ys)
      #expect(series.downsampledIndices(to: count, method: .minMax) == Self.plainMinMax(ys, count: max(count, 2)))
      #expect(series.downsampledIndices(to: count, method: .m4) == Self.plainM4(ys, count: max(count, 2)))
    }
  }

  /// A random walk of `n` values (so ties are common) with, depending on `trial`, NaN, signed
  /// zeros and infinities in it.
  static func walkWithSpecialValues(_ n: Int, trial: Int, using generator: inout SeededGenerator)
    -> [Double]
  {
    var y = 0.0
    var ys = (0..<n).map { _ in
      y += Double(Int.random(in: -2...2, using: &generator))
      return y
    }
    if trial % 2 == 0 {
      for _ in 0..<20 { ys[Int.random(in: 0..<n, using: &generator)] = .nan }
    }
    if trial % 3 == 0 { ys = ys.map { $0 == 0 ? -0.0 : $0 } }
    if trial % 4 == 0 {
      ys[Int.random(in: 0..<n, using: &generator)] = .infinity
      ys[Int.random(in: 0..<n, using: &generator)] = -.infinity
    }
    return ys
  }

  /// Buckets long enough to be read four at a time (``MinMax/streamMinimum`` values or more, at
  /// least four of them) keep exactly the plain definitions' points too, with NaN, signed zeros,
  /// infinities and ties in the data, and with bucket counts that leave some buckets over.
  @Test func longBucketsReadFourAtATimeKeepThePlainDefinitionsPoints() {
    var generator = SeededGenerator(seed: 13)
    for trial in 0..<24 {
      let n = Int.random(in: 20_000...90_000, using: &generator)
      let ys = Self.walkWithSpecialValues(n, trial: trial, using: &generator)
      // 4 to 175 MinMax buckets (2 to 87 for M4) of 500 values or more: reads of four buckets
      // at once, and single ones for the buckets left over.
      let count = Int.random(in: 10...(n / MinMax.streamMinimum), using: &generator)
      let series = Series(name: "s", xs: (0..<n).map(Double.init), ys: ys)
      #expect(series.downsampledIndices(to: count, method: .minMax) == Self.plainMinMax(ys, count: count), "n \(n), count \(count)")
      #expect(series.downsampledIndices(to: count, method: .m4) == Self.plainM4(ys, count: count), "n \(n), count \(count)")
    }
  }

  /// M4 on pixel columns written plainly: each run of consecutive points in one column (left
  /// of the grid, right of it, or in a column) keeps its first point, the plain scan's minimum
  /// and maximum with their neighbours inside the run, and its last point, ascending, once each.
  static func plainPixelM4(_ xs: [Double], _ ys: [Double], grid: PixelColumns) -> [Int] {
    var result: [Int] = []
    var lower = 0
    while lower < xs.count {
      let column = grid.column(of: xs[lower])
      var upper = lower + 1
      while upper < xs.count && grid.column(of: xs[upper]) == column { upper += 1 }
      let last = upper - 1
      result.append(lower)
      if last > lower {
        let (low, high) = scan(ys, lower..<upper)
        let a = min(low, high)
        let b = max(low, high)
        var previous = lower
        for index in [a - 1, a, a + 1, b - 1, b, b + 1, last] where index > previous && index <= last {
          result.append(index)
          previous = index
        }
      }
      lower = upper
    }
    return result
  }

  /// `auto`'s pixel columns, read four runs at a time where the runs are long (and one by one
  /// where they are short), keep exactly the plain definition's points: uneven x with repeats,
  /// grids that cover the data or only its middle, NaN, signed zeros, infinities and ties in y.
  @Test func longPixelColumnRunsKeepThePlainDefinitionsPoints() {
    var generator = SeededGenerator(seed: 14)
    for trial in 0..<16 {
      let n = Int.random(in: 20_000...80_000, using: &generator)
      var x = 0.0
      let xs = (0..<n).map { index -> Double in
        if index % 3 != 0 { x += Double(Int.random(in: 0...3, using: &generator)) * 0.5 }
        return x
      }
      let ys = Self.walkWithSpecialValues(n, trial: trial, using: &generator)
      // Every other trial has runs of over 1,024 points on average, read four at a time; the
      // others mostly shorter runs, read one by one as each is found.
      let pixels = Int.random(in: 4...(n / (trial % 2 == 0 ? 1_100 : 300)), using: &generator)
      let domain = trial % 4 < 2 ? xs[0]...xs[n - 1] : xs[n / 10]...xs[9 * n / 10]
      let grid = PixelColumns(xDomain: domain, pixels: pixels)
      let series = Series(name: "s", xs: xs, ys: ys)
      #expect(series.downsampledIndices(for: grid) == Self.plainPixelM4(xs, ys, grid: grid), "n \(n), \(pixels) columns")
    }
  }

  /// Above the threshold the buckets are shared out among cores: the kept points are the same
  /// for one core, two, or an odd number of shares (forced above the machine's cores).
  @Test func severalCoresKeepTheSamePointsAsOne() {
    SamplingCoresTests.limitChanges.withLock { _ in severalCoresKeepTheSamePointsAsOneAlone() }
  }

  func severalCoresKeepTheSamePointsAsOneAlone() {
    var generator = SeededGenerator(seed: 12)
    // Enough points for five cores (each further core needs half the threshold).
    let n = SamplingCores.threshold * 3 + 17
    var y = 0.0
    let ys = (0..<n).map { _ in
      y += Double.random(in: -1...1, using: &generator)
      return y
    }
    let series = Series(name: "s", xs: (0..<n).map(Double.init), ys: ys)
    let methods: [DownsamplingMethod] = [.minMax, .m4, .minMaxLTTB(), .auto]
    func kept() -> [[Int]] {
      methods.flatMap { method in
        [3, 2_000, 40_001].map { series.downsampledIndices(to: $0, method: method) }
      }
    }
    let previous = SamplingCores.limit.withLock { $0 }
    defer { SamplingCores.limit.withLock { $0 = previous } }
    SamplingCores.limit.withLock { $0 = 1 }
    let single = kept()
    for cores in [2, 3, 5] {
      SamplingCores.limit.withLock { $0 = cores }
      #expect(SamplingCores.cores(points: n) == cores)
      #expect(kept() == single, "\(cores) cores")
    }
    // Pixel columns: uneven x with repeats, a grid narrower than the data (points left and right
    // of it), a grid of fewer columns than shares, and a series with breaks.
    var uneven = series
    var x = 0.0
    uneven.xs = (0..<n).map { index in
      if index % 3 != 0 { x += Double(index % 7) * 0.25 }
      return x
    }
    var broken = uneven
    broken.breaks = [n / 3, n / 3 + 1, 2 * n / 3]
    let grids = [
      PixelColumns(xDomain: uneven.xs[n / 10]...uneven.xs[9 * n / 10], pixels: 1_999),
      PixelColumns(xDomain: uneven.xs[0]...uneven.xs[n - 1], pixels: 2),
      PixelColumns(xDomain: uneven.xs[0]...uneven.xs[n - 1], pixels: 4_000),
    ]
    func columns() -> [[Int]] {
      grids.flatMap { [uneven.downsampledIndices(for: $0), broken.downsampledIndices(for: $0)] }
    }
    // Pixel columns are shared from PixelM4.sharedFrom times the threshold: lowered here so
    // that these points are shared among the cores asked for.
    let threshold = SamplingCores.threshold
    defer { SamplingCores.thresholdSetting.withLock { $0 = threshold } }
    SamplingCores.thresholdSetting.withLock { $0 = threshold / PixelM4.sharedFrom }
    SamplingCores.limit.withLock { $0 = 5 }
    #expect(SamplingCores.cores(points: n / PixelM4.sharedFrom) == 5)
    SamplingCores.limit.withLock { $0 = 1 }
    let singleColumns = columns()
    for cores in [2, 3, 5] {
      SamplingCores.limit.withLock { $0 = cores }
      #expect(columns() == singleColumns, "\(cores) cores, pixel columns")
    }
    // x that is not sorted although `sorted` says so (NaN, a jump back): still ascending,
    // distinct indices on several cores, never a crash.
    var shuffled = uneven
    shuffled.xs[n / 2] = .nan
    for index in stride(from: n / 4, to: n / 4 + 1_000, by: 1) { shuffled.xs[index] = -Double(index) }
    for cores in [1, 3] {
      SamplingCores.limit.withLock { $0 = cores }
      let kept = shuffled.downsampledIndices(for: grids[2])
      #expect(zip(kept, kept.dropFirst()).allSatisfy { $0 < $1 }, "\(cores) cores, unsorted x")
      #expect(kept.first == 0 && kept.last == n - 1)
    }
    // The M4 and MinMax results are the plain definitions' too.
    #expect(single[4] == Self.plainM4(ys, count: 2_000))
    #expect(single[1] == Self.plainMinMax(ys, count: 2_000))
  }
}
