import Foundation
import Testing

@testable import PhaseCharts
@testable import PhaseDrawing

/// Downsampling is public API: breaks out of order, out of range or repeated, and NaN values,
/// must never crash it, whatever the method.
@Suite(.timeLimit(.minutes(6))) struct DownsamplingRobustnessTests {
  static let methods: [DownsamplingMethod] = [.lttb, .minMaxLTTB(ratio: 4), .m4, .minMax]

  @Test(arguments: methods)
  func malformedBreaksAndNaNsNeverCrash(method: DownsamplingMethod) {
    let count = 5_000
    let xs = (0..<count).map(Double.init)
    var ys = xs.map { sin($0 / 50) }
    ys[10] = .nan
    ys[20] = .infinity
    for breaks in [[4_000, 3, 3, 100], [0, count, count + 7, -1], [1, 2, 3, 4, 5], [count - 1]] {
      let series = Series(name: "s", xs: xs, ys: ys, breaks: breaks)
      for target in [0, 1, 2, 3, 10, 500, count, count * 2] {
        let reduced = series.downsampled(to: target, method: method)
        // Only points of the input, in input order, never more than there were.
        #expect(reduced.count <= count)
        #expect(reduced.xs.count == reduced.ys.count)
        #expect(zip(reduced.xs, reduced.xs.dropFirst()).allSatisfy { $0 < $1 })
        #expect(reduced.breaks.allSatisfy { (1..<max(reduced.count, 1)).contains($0) })
      }
    }
  }
}
