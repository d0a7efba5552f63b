import Testing
import _PhaseKitTestSupport

@testable import PhaseCharts

/// The range the layout compares series by (``ChartChoice/panelsAreNeeded(_:bySizeOnly:)``) is
/// the smallest and largest finite value, however many values there are and wherever the
/// non-finite ones fall.
@Suite(.timeLimit(.minutes(5))) struct ChartChoiceFiniteRangeTests {
  /// The one-comparison-at-a-time scan the four-lane one replaced.
  static func reference(_ values: [Double]) -> (low: Double, high: Double) {
    var low = Double.infinity
    var high = -Double.infinity
    for y in values where y.isFinite {
      low = min(low, y)
      high = max(high, y)
    }
    return (low, high)
  }

  @Test(arguments: [UInt64(1), 2, 3, 4])
  func theRangeIsTheSmallestAndLargestFiniteValue(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    for count in 0..<40 {
      let values = (0..<count).map { _ -> Double in
        switch Int.random(in: 0..<8, using: &generator) {
        case 0: return .nan
        case 1: return .infinity
        case 2: return -.infinity
        default: return Double.random(in: -1e6...1e6, using: &generator)
        }
      }
      let range = ChartChoice.finiteRange(values)
      let expected = Self.reference(values)
      #expect(range.low == expected.low && range.high == expected.high, "\(values)")
    }
  }

  @Test func noFiniteValueGivesAnEmptyRange() {
    let range = ChartChoice.finiteRange([.nan, .infinity, -.infinity, .nan, .nan])
    #expect(range.low > range.high)
  }
}
