import Foundation
import Testing

@testable import PhaseCharts
@testable import PhaseDrawing

/// A count axis reads whole numbers: bars of counts and histograms never get a tick at 0.5.
@Suite(.timeLimit(.minutes(5))) struct CountTicksTests {
  static func yTicks(_ dataset: Dataset) -> [Double] {
    var scene = ChartScene(Chart(dataset: dataset))
    scene.prepare(timeZone: nil, language: .english)
    return scene.yAxis(count: 8).ticks.map(\.value)
  }

  /// Bars of counts 1 and 2 had ticks at 0, 0.5, 1, 1.5 and 2.
  @Test func barsOfSmallCountsHaveWholeTicks() {
    var dataset = Dataset(
      xKind: .category, xLabel: "class", yLabel: "",
      series: [Series(name: "class", xs: [0, 1, 2], ys: [2, 1, 1])], mark: .bars)
    dataset.categories = ["a", "b", "c"]
    let ticks = Self.yTicks(dataset)
    #expect(ticks.count >= 2)
    #expect(ticks.allSatisfy { $0 == $0.rounded() })
    #expect(ticks.contains(2))
  }

  /// A histogram of a few values: whole counts on its axis.
  @Test func aHistogramOfFewValuesHasWholeTicks() {
    var dataset = Dataset(
      xKind: .number, xLabel: "x", yLabel: "", series: [Series(name: "x", xs: [0, 1, 2, 3], ys: [1, 0, 1, 1])],
      mark: .histogram)
    dataset.binWidth = 1
    let ticks = Self.yTicks(dataset)
    #expect(ticks.count >= 2)
    #expect(ticks.allSatisfy { $0 == $0.rounded() })
  }

  /// Bars of fractions keep their fine ticks.
  @Test func barsOfFractionsKeepFineTicks() {
    var dataset = Dataset(
      xKind: .category, xLabel: "class", yLabel: "share",
      series: [Series(name: "share", xs: [0, 1], ys: [0.25, 0.75])], mark: .bars)
    dataset.categories = ["a", "b"]
    #expect(Self.yTicks(dataset).contains { $0 != $0.rounded() })
  }
}
