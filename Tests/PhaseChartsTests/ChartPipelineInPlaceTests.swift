import Foundation
import Testing

@testable import PhaseCharts

/// The pipeline sanitizes the decoded columns in their own buffers and finds gaps on the clean
/// points, instead of keeping the raw dataset for a second pass: the same result, without a
/// second copy of every point.
@Suite(.timeLimit(.minutes(6))) struct ChartPipelineInPlaceTests {
  /// A small deterministic generator (SplitMix64), so every run checks the same cases.
  struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  /// Sorted x in steps of 1 with two long gaps, and a few invalid points.
  static func sortedWithGaps(count: Int) -> Series {
    var xs: [Double] = []
    var ys: [Double] = []
    var x = 0.0
    for index in 0..<count {
      x += index == count / 3 || index == 2 * count / 3 ? 50 : 1
      xs.append(x)
      ys.append(index % 97 == 5 ? -999 : index % 89 == 7 ? .nan : Double(index % 13))
    }
    return Series(name: "value", xs: xs, ys: ys)
  }

  @Test func aHandedOverDatasetIsSanitizedInItsOwnBuffersGapPassIncluded() throws {
    let dataset = Dataset(series: [Self.sortedWithGaps(count: 10_000)])
    let xAddress = dataset.series[0].xs.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
    let yAddress = dataset.series[0].ys.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
    let prepared = ChartPipeline().prepare(consume dataset)
    let series = try #require(prepared.dataset.series.first)
    // Points were dropped and gap breaks added, so both passes ran...
    #expect(prepared.report.droppedCount > 0)
    #expect(prepared.report.breaksAdded == 2)
    // Besides the two gaps, the line breaks at every dropped -999 and NaN between kept points.
    #expect(prepared.report.breaksAtMissing > 0)
    #expect(series.breaks.count == 2 + prepared.report.breaksAtMissing)
    // ...and wrote into the buffers the dataset came with: no second copy of the points.
    #expect(series.xs.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) } == xAddress)
    #expect(series.ys.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) } == yAddress)
  }

  @Test func aDatasetStillInUseIsLeftAsItWas() {
    let dataset = Dataset(series: [Self.sortedWithGaps(count: 1_000)])
    let prepared = ChartPipeline().prepare(dataset)
    // Compared bit for bit with a fresh copy (the raw points include NaN).
    let fresh = Self.sortedWithGaps(count: 1_000)
    #expect(dataset.series[0].xs.map(\.bitPattern) == fresh.xs.map(\.bitPattern))
    #expect(dataset.series[0].ys.map(\.bitPattern) == fresh.ys.map(\.bitPattern))
    #expect(prepared.dataset.pointCount < dataset.pointCount)
  }

  /// What the pipeline returned before it sanitized in place: sanitize, find the threshold on
  /// the clean points, sanitize the raw dataset again with it.
  static func reference(_ raw: Dataset, _ pipeline: ChartPipeline) -> PreparedChart {
    var options = pipeline.sanitization
    var (clean, report): (Dataset, SanitizationReport) = raw.sanitized(options)
    if options.maxGap == nil, case .automatic(let factor) = pipeline.gapDetection,
      let threshold = ChartPipeline.gapThreshold(of: clean, factor: factor)
    {
      options.maxGap = threshold
      (clean, report) = raw.sanitized(options)
    }
    return PreparedChart(dataset: clean, report: report)
  }

  static func randomSeries(_ rng: inout SplitMix, sorted: Bool, name: String) -> Series {
    let count = Int.random(in: 0...400, using: &rng)
    var xs: [Double] = []
    var ys: [Double] = []
    var x = Double(Int.random(in: -50...50, using: &rng))
    for _ in 0..<count {
      let roll = Int.random(in: 0..<100, using: &rng)
      x += roll < 8 ? 0 : roll < 12 ? Double(Int.random(in: 20...80, using: &rng)) : 1
      let shown = sorted ? x : (roll > 90 ? x - Double(Int.random(in: 1...30, using: &rng)) : x)
      xs.append(roll == 50 ? .nan : roll == 51 ? .infinity : shown)
      ys.append(
        roll == 60
          ? -999
          : roll == 61
            ? .nan
            : roll == 62
              ? 1e9
              : Double(Int.random(in: -20...20, using: &rng)))
    }
    let breaks = (0..<Int.random(in: 0...4, using: &rng)).map { _ in
      Int.random(in: 0...max(1, count), using: &rng)
    }
    return Series(name: name, xs: xs, ys: ys, breaks: breaks)
  }

  @Test(arguments: [true, false])
  func theResultIsExactlyWhatSanitizingTheRawDatasetTwiceGave(sorted: Bool) {
    var rng = SplitMix(state: sorted ? 7 : 11)
    var compared = 0
    var withGaps = 0
    for round in 0..<300 {
      let raw = Dataset(
        series: (0..<Int.random(in: 1...3, using: &rng)).map {
          Self.randomSeries(&rng, sorted: sorted, name: "s\($0)")
        })
      // One plot, as the reference draws: series whose scales differ would get panels.
      var pipeline = ChartPipeline(layout: .overlay)
      pipeline.sanitization.duplicateX = [.keepFirst, .keepLast, .mean, .keepAll][round % 4]
      pipeline.sanitization.sortsByX = round % 5 != 4
      if round % 7 == 3 { pipeline.sanitization.yRange = -10...10 }
      if round % 11 == 5 { pipeline.sanitization.maxGap = 30 }
      if round % 13 == 6 { pipeline.gapDetection = .automatic(factor: 2) }
      let expected = Self.reference(raw, pipeline)
      let prepared = pipeline.prepare(raw)
      #expect(prepared.dataset == expected.dataset, "round \(round)")
      #expect(
        prepared.report == expected.report,
        "round \(round): \(prepared.report.breaksAdded)+\(prepared.report.breaksAtMissing) vs \(expected.report.breaksAdded)+\(expected.report.breaksAtMissing), breaks equal \(prepared.dataset == expected.dataset)"
      )
      compared += 1
      if expected.report.breaksAdded > 0 { withGaps += 1 }
    }
    #expect(compared == 300)
    // The cases exercise the gap pass, not only the first one.
    #expect(withGaps > 30)
  }

  @Test(arguments: [true, false])
  func sanitizingInPlaceGivesWhatSanitizedGives(sorted: Bool) {
    var rng = SplitMix(state: sorted ? 3 : 5)
    for round in 0..<300 {
      let series = Self.randomSeries(&rng, sorted: sorted, name: "s")
      var options = SanitizationOptions()
      options.duplicateX = [.keepFirst, .keepLast, .mean, .keepAll][round % 4]
      options.sortsByX = round % 5 != 4
      if round % 3 == 1 { options.maxGap = 25 }
      let (expected, expectedReport) = series.sanitized(options)
      var inPlace = series
      let report = inPlace.sanitize(options)
      #expect(inPlace == expected, "round \(round)")
      #expect(report == expectedReport, "round \(round)")
    }
  }
}
