import Foundation
import Testing
import _PhaseKitTestSupport

@testable import PhaseCharts

/// Sanitizing clean points writes nothing: the x array a wide table's series share stays one
/// array (no copy per series), and the result and report are exactly those of the full pass.
@Suite(.timeLimit(.minutes(6))) struct SanitizeUnchangedTests {
  @Test func cleanWideSeriesKeepSharingTheirX() throws {
    let csv = (["t,a,b,c"] + (0..<5_000).map { "\($0),\(Double($0) * 0.5),\($0 % 7),\(-Double($0) - 0.25)" })
      .joined(separator: "\n")
    var dataset = try ChartDecoder.decode(Data(csv.utf8), options: DecodeOptions(format: .csv))
    let address = { (xs: [Double]) in xs.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) } }
    let before = address(dataset.series[0].xs)
    #expect(dataset.series.allSatisfy { address($0.xs) == before })
    let report = dataset.sanitize()
    #expect(report.droppedCount == 0)
    #expect(dataset.series.allSatisfy { address($0.xs) == before })
  }

  /// Random series, some clean and some not in each way the pass changes points: the shortcut
  /// and the pass agree bit for bit, breaks and report included.
  @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6, 7, 8, 9, 10])
  func inPlaceEqualsTheFullPassWhetherCleanOrNot(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    for trial in 0..<40 {
      let n = Int.random(in: 0..<200, using: &generator)
      var xs = (0..<n).map { Double($0) * 2 }
      var ys = (0..<n).map { _ in Double.random(in: -10...10, using: &generator) }
      if n > 2 {
        let index = Int.random(in: 1..<n, using: &generator)
        switch trial % 9 {
        case 0: ys[index] = .nan
        case 1: ys[index] = -999
        case 2: xs[index] = xs[index - 1]
        case 3: xs[index] += 0.5  // still increasing, a smaller step
        case 4: ys[index] = .infinity
        case 5: ys[index] = 1e6
        case 6: xs[index] = xs[index - 1] + 100  // no longer sorted after it: a gap, or unsorted
        default: break
        }
      }
      var options = SanitizationOptions()
      if trial % 3 == 0 { options.yRange = -20...20 }
      if trial % 4 == 0 { options.maxGap = 10 }
      if trial % 5 == 0 { options.sentinels = [-999, -9999, 5, 1e6] }
      let breaks = n > 4 ? [2, n - 1] : []
      let series = Series(name: "s", xs: xs, ys: ys, breaks: breaks)
      let (expected, expectedReport) = series.sanitized(options)
      var inPlace = series
      let report = inPlace.sanitize(options)
      #expect(inPlace.xs.map(\.bitPattern) == expected.xs.map(\.bitPattern), "seed \(seed) trial \(trial)")
      #expect(inPlace.ys.map(\.bitPattern) == expected.ys.map(\.bitPattern), "seed \(seed) trial \(trial)")
      #expect(inPlace.breaks == expected.breaks, "seed \(seed) trial \(trial)")
      #expect(report == expectedReport, "seed \(seed) trial \(trial)")
    }
  }
}
