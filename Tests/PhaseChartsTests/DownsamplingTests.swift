import Foundation
import Testing
import _PhaseKitTestSupport

@testable import PhaseCharts
@testable import PhaseDrawing

@Suite(.timeLimit(.minutes(6))) struct DownsamplingTests {
  /// LTTB as published (Steinarsson 2013, the widely copied JavaScript version), written plainly.
  static func referenceLTTB(_ points: [(x: Double, y: Double)], threshold: Int) -> [Int] {
    if threshold >= points.count || threshold <= 2 {
      return threshold >= points.count ? Array(points.indices) : [0, points.count - 1]
    }
    var sampled = [0]
    let every = Double(points.count - 2) / Double(threshold - 2)
    var a = 0
    for i in 0..<(threshold - 2) {
      var avgX = 0.0
      var avgY = 0.0
      let avgRangeStart = Int(floor(Double(i + 1) * every)) + 1
      let avgRangeEnd = min(Int(floor(Double(i + 2) * every)) + 1, points.count)
      for j in avgRangeStart..<avgRangeEnd {
        avgX += points[j].x
        avgY += points[j].y
      }
      avgX /= Double(avgRangeEnd - avgRangeStart)
      avgY /= Double(avgRangeEnd - avgRangeStart)
      let rangeOffs = Int(floor(Double(i) * every)) + 1
      let rangeTo = Int(floor(Double(i + 1) * every)) + 1
      let pointAX = points[a].x
      let pointAY = points[a].y
      var maxArea = -1.0
      var nextA = rangeOffs
      for j in rangeOffs..<rangeTo {
        let area =
          abs((pointAX - avgX) * (points[j].y - pointAY) - (pointAX - points[j].x) * (avgY - pointAY))
          * 0.5
        if area > maxArea {
          maxArea = area
          nextA = j
        }
      }
      sampled.append(nextA)
      a = nextA
    }
    sampled.append(points.count - 1)
    return sampled
  }

  static func randomSeries(_ n: Int, _ generator: inout SeededGenerator) -> Series {
    var x = 0.0
    var y = 0.0
    var xs: [Double] = []
    var ys: [Double] = []
    for _ in 0..<n {
      x += Double.random(in: 0.1...2, using: &generator)
      y += Double.random(in: -1...1, using: &generator)
      xs.append(x)
      ys.append(Double(Int.random(in: 0..<10, using: &generator)) == 0 ? y * 3 : y)
    }
    return Series(name: "r", xs: xs, ys: ys)
  }

  static let methods: [DownsamplingMethod] = [.lttb, .minMaxLTTB(), .minMaxLTTB(ratio: 2), .m4, .minMax]

  @Test func lttbPicksExactlyTheReferencePoints() {
    var generator = SeededGenerator(seed: 1)
    for _ in 0..<120 {
      let series = Self.randomSeries(Int.random(in: 0..<3_000, using: &generator), &generator)
      let count = Int.random(in: 2..<400, using: &generator)
      let reference = Self.referenceLTTB(Array(zip(series.xs, series.ys)), threshold: count)
      #expect(series.downsampledIndices(to: count, method: .lttb) == reference)
    }
  }

  @Test(arguments: methods)
  func keepsFirstAndLastAndNeverExceedsTheCount(_ method: DownsamplingMethod) {
    var generator = SeededGenerator(seed: 2)
    for _ in 0..<120 {
      let n = Int.random(in: 2..<5_000, using: &generator)
      let series = Self.randomSeries(n, &generator)
      let count = Int.random(in: 2..<600, using: &generator)
      let kept = series.downsampledIndices(to: count, method: method)
      #expect(kept.first == 0)
      #expect(kept.last == n - 1)
      #expect(kept.count <= count)
      #expect(zip(kept, kept.dropFirst()).allSatisfy { $0 < $1 }, "ascending, no repeats")
      if count >= n { #expect(kept.count == n) }
    }
  }

  @Test(arguments: [DownsamplingMethod.m4, .minMax])
  func keepsEveryBucketsMinimumAndMaximum(_ method: DownsamplingMethod) {
    var generator = SeededGenerator(seed: 3)
    for _ in 0..<80 {
      let n = Int.random(in: 10..<5_000, using: &generator)
      let series = Self.randomSeries(n, &generator)
      let count = Int.random(in: 4..<(n - 1), using: &generator)
      let kept = Set(series.downsampledIndices(to: count, method: method))
      // The buckets, written plainly: M4 splits all points in count / 4, MinMax the inner points
      // in (count - 2) / 2.
      let (buckets, start, length) =
        method == .m4 ? (count / 4, 0, n) : ((count - 2) / 2, 1, n - 2)
      for b in 0..<buckets {
        let range = (start + b * length / buckets)..<(start + (b + 1) * length / buckets)
        guard let low = range.min(by: { series.ys[$0] < series.ys[$1] }),
          let high = range.max(by: { series.ys[$0] < series.ys[$1] })
        else { continue }
        #expect(range.contains { kept.contains($0) && series.ys[$0] == series.ys[low] })
        #expect(range.contains { kept.contains($0) && series.ys[$0] == series.ys[high] })
        if method == .m4 {
          #expect(kept.contains(range.lowerBound) && kept.contains(range.upperBound - 1))
        }
      }
    }
  }

  @Test func minMaxLTTBIsLTTBWhenPreselectionCoversEverything() {
    var generator = SeededGenerator(seed: 4)
    let series = Self.randomSeries(1_000, &generator)
    #expect(
      series.downsampledIndices(to: 300, method: .minMaxLTTB(ratio: 4))
        == series.downsampledIndices(to: 300, method: .lttb))
  }

  @Test(arguments: methods)
  func downsamplesEachSegmentBetweenBreaksKeepingItsEnds(_ method: DownsamplingMethod) {
    var generator = SeededGenerator(seed: 5)
    var series = Self.randomSeries(3_000, &generator)
    series.breaks = [1_000, 2_500]
    let small = series.downsampled(to: 100, method: method)
    #expect(small.count <= 100)
    #expect(small.breaks.count == 2)
    for cut in series.breaks {
      #expect(small.xs.contains(series.xs[cut - 1]), "last point before the break")
      #expect(small.xs.contains(series.xs[cut]), "first point after the break")
    }
    for cut in small.breaks {
      let original = series.xs.firstIndex(of: small.xs[cut])!
      #expect(series.breaks.contains(original))
    }
  }

  @Test func carriesBreaksOverWhenThereAreMoreSegmentsThanPoints() {
    let series = Series(
      name: "s", xs: (0..<100).map(Double.init), ys: (0..<100).map { Double($0 % 7) },
      breaks: Array(stride(from: 5, to: 100, by: 5)))
    let small = series.downsampled(to: 10, method: .lttb)
    #expect(small.count <= 10)
    #expect(!small.breaks.isEmpty)
    #expect(small.breaks.allSatisfy { $0 > 0 && $0 < small.count })
  }

  @Test func widthSetsThePointBudgetPerMethod() {
    var generator = SeededGenerator(seed: 6)
    let series = Self.randomSeries(10_000, &generator)
    #expect(series.downsampled(toWidth: 100, method: .m4).count <= 400)
    #expect(series.downsampled(toWidth: 100, method: .m4).count > 200)
    #expect(series.downsampled(toWidth: 100, method: .lttb).count == 100)
    let dataset = Dataset(series: [series, series]).downsampled(toWidth: 50, method: .lttb)
    #expect(dataset.series.allSatisfy { $0.count == 50 })
    // The default, auto, keeps at most 16 per pixel: 8 per half-pixel column.
    let faithful = Dataset(series: [series, series]).downsampled(toWidth: 50)
    #expect(faithful.series.allSatisfy { $0.count <= 16 * 50 && $0.count > 4 * 50 })
  }

  @Test func smallInputsAreReturnedWhole() {
    let one = Series(name: "s", xs: [1], ys: [2])
    for method in Self.methods {
      #expect(one.downsampled(to: 1, method: method) == one)
      #expect(Series(name: "s", xs: [], ys: []).downsampled(to: 5, method: method).isEmpty)
    }
  }
}
