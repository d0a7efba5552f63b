import Foundation
import Testing
import _PhaseKitTestSupport

@testable import PhaseCharts

/// The blocked min/max kernel must give what a plain first-occurrence scan gives, whatever the
/// data holds: ties, signed zeros, NaN anywhere.
@Suite struct MinMaxKernelTests {
  static func scan(_ ys: [Double], _ range: Range<Int>) -> (min: Int, max: Int) {
    var minIndex = range.lowerBound
    var maxIndex = range.lowerBound
    for j in range where ys[j] < ys[minIndex] { minIndex = j }
    for j in range where ys[j] > ys[maxIndex] { maxIndex = j }
    return (minIndex, maxIndex)
  }

  @Test(arguments: [UInt64(1), 2, 3])
  func extremesAreThePlainScansIndicesEvenWithNaN(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    for trial in 0..<3_000 {
      let n = Int.random(in: 1...200, using: &generator)
      var ys = (0..<n).map { _ in Double(Int.random(in: -3...3, using: &generator)) }
      if trial % 2 == 0 {
        for _ in 0..<Int.random(in: 1...4, using: &generator) {
          ys[Int.random(in: 0..<n, using: &generator)] = .nan
        }
      }
      if trial % 5 == 0 { ys = ys.map { $0 == 0 && Bool.random(using: &generator) ? -0.0 : $0 } }
      let lower = Int.random(in: 0..<n, using: &generator)
      let upper = Int.random(in: lower + 1...n, using: &generator)
      let kernel = ys.withUnsafeBufferPointer { MinMax.extremes($0.baseAddress!, lower..<upper) }
      let expected = Self.scan(ys, lower..<upper)
      #expect(kernel == expected, "\(ys[lower..<upper])")
      if kernel != expected { return }
    }
  }
}
