import Testing

@testable import PhaseCharts

@Suite struct SeriesTests {
  @Test func datasetCountsPointsOverAllSeries() {
    let data = Dataset(series: [
      Series(name: "a", xs: [1, 2], ys: [3, 4]), Series(name: "b", xs: [], ys: []),
    ])
    #expect(data.pointCount == 2)
    #expect(!data.isEmpty)
    #expect(Dataset(series: [Series(name: "b", xs: [], ys: [])]).isEmpty)
  }
}
