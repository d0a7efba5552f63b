import Testing

@testable import PhaseCharts
@testable import PhaseDrawing

@Suite(.timeLimit(.minutes(6))) struct PlotPointsTests {
  @Test func pointsAreFlattenedInLegendOrderWithOneSegmentPerSeries() {
    let dataset = Dataset(series: [
      Series(name: "max", xs: [1, 2], ys: [10, 11]),
      Series(name: "min", xs: [1, 2], ys: [0, 1]),
    ])
    let points = dataset.plotPoints()
    #expect(points.map(\.series) == ["max", "max", "min", "min"])
    #expect(points.map(\.segment) == [0, 0, 1, 1])
    #expect(points.map(\.id) == [0, 1, 2, 3])
    #expect(points.map(\.y) == [10, 11, 0, 1])
  }

  @Test func aBreakStartsANewSegment() {
    let series = Series(name: "t", xs: [1, 2, 3, 4], ys: [5, 6, 7, 8], breaks: [2])
    let points = Dataset(series: [series]).plotPoints()
    #expect(points.map(\.segment) == [0, 0, 1, 1])
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func aValueThatIsNotFiniteIsLeftOutAndNotBridged(bad: Double) {
    let series = Series(name: "t", xs: [1, 2, 3, 4], ys: [5, bad, 7, 8])
    let points = Dataset(series: [series]).plotPoints()
    #expect(points.map(\.x) == [1, 3, 4])
    #expect(points.map(\.segment) == [0, 1, 1])
  }

  @Test func aBreakNextToAGapDoesNotLeaveAnEmptySegment() {
    let series = Series(name: "t", xs: [1, 2, 3], ys: [.nan, 6, 7], breaks: [1])
    let points = Dataset(series: [series]).plotPoints()
    #expect(points.map(\.segment) == [0, 0])
  }

  @Test func anEmptyDatasetHasNoPoints() {
    #expect(Dataset(series: [Series(name: "t", xs: [], ys: [])]).plotPoints().isEmpty)
  }

  @Test(arguments: [
    (100.0, 100), (0.0, Dataset.fallbackPlotWidth), (-5.0, Dataset.fallbackPlotWidth),
    (Double.nan, Dataset.fallbackPlotWidth),
  ])
  func pointsAreDownsampledToTheWidth(width: Double, expectedMaximum: Int) {
    let xs = (0..<10_000).map(Double.init)
    let ys = xs.map { ($0 * 0.01).truncatingRemainder(dividingBy: 7) }
    let dataset = Dataset(series: [
      Series(name: "a", xs: xs, ys: ys), Series(name: "b", xs: xs, ys: ys),
    ])
    let points = dataset.plotPoints(forWidth: width, method: .lttb)
    for name in ["a", "b"] {
      let kept = points.filter { $0.series == name }
      #expect(kept.count <= expectedMaximum)
      #expect(kept.count >= expectedMaximum - 1)
      #expect(kept.first?.x == 0)
      #expect(kept.last?.x == 9_999)
    }
  }

  @Test func downsamplingKeepsBreaksAsSegments() {
    let xs = (0..<1_000).map(Double.init)
    let series = Series(name: "t", xs: xs, ys: xs, breaks: [500])
    let points = Dataset(series: [series]).plotPoints(forWidth: 50, method: .lttb)
    #expect(Set(points.map(\.segment)) == [0, 1])
    #expect(points.filter { $0.segment == 0 }.allSatisfy { $0.x < 500 })
    #expect(points.filter { $0.segment == 1 }.allSatisfy { $0.x >= 500 })
  }
}
