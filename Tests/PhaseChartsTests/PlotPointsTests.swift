import Testing

@testable import PhaseCharts

@Suite struct PlotPointsTests {
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
}
