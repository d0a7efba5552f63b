import Testing

@testable import PhaseCharts
@testable import PhaseDrawing

@Suite(.timeLimit(.minutes(6))) struct SeriesTests {
  @Test func datasetCountsPointsOverAllSeries() {
    let data = Dataset(series: [
      Series(name: "a", xs: [1, 2], ys: [3, 4]), Series(name: "b", xs: [], ys: []),
    ])
    #expect(data.pointCount == 2)
    #expect(!data.isEmpty)
    #expect(Dataset(series: [Series(name: "b", xs: [], ys: [])]).isEmpty)
  }
}

@Suite(.timeLimit(.minutes(6))) struct SeriesBreaksTests {
  @Test(arguments: [
    ([4, 2, 2, 9, 0, -3, 10, 42], [2, 4, 9]),
    ([3, 5], [3, 5]),
    ([], []),
  ])
  func breaksAreAlwaysSortedUniqueAndInRange(given: [Int], expected: [Int]) {
    var series = Series(name: "s", xs: Array(repeating: 0, count: 10), ys: Array(repeating: 0, count: 10), breaks: given)
    #expect(series.breaks == expected)
    series.breaks = given
    #expect(series.breaks == expected)
  }
}
