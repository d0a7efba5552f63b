import Foundation
import Testing
import _PhaseChartsTestSupport

@testable import PhaseCharts

/// `PointCells` keeps one point per occupied pixel cell: exactly the cells some point falls in,
/// checked against a brute-force reference that maps every point with the documented formula.
@Suite(.timeLimit(.minutes(6))) struct PointCellsTests {
  typealias Generator = MarkChoiceTests.Generator

  /// The reference: every point's cell by the documented formula (``PointCellsReference``).
  static func reference(_ cells: PointCells, xs: [Double], ys: [Double]) -> (cells: Set<Int>, firsts: [Int]) {
    PointCellsReference.cells(cells, xs: xs, ys: ys)
  }

  static func check(_ cells: PointCells, xs: [Double], ys: [Double], sourceLocation: SourceLocation = #_sourceLocation) {
    let kept = cells.firstPointIndices(xs: xs, ys: ys)
    let expected = reference(cells, xs: xs, ys: ys)
    #expect(kept == expected.firsts, sourceLocation: sourceLocation)
    let keptCells = kept.map { cells.cell(x: xs[$0], y: ys[$0]) }
    #expect(Set(keptCells.compactMap { $0 }) == expected.cells, sourceLocation: sourceLocation)
    #expect(keptCells.count == Set(keptCells).count, "one point per cell", sourceLocation: sourceLocation)
  }

  @Test(arguments: [(10, 640, 400), (5_000, 64, 40), (200_000, 560, 330), (3_000, 1, 1), (50_000, 7, 3)])
  func randomPointsKeepExactlyTheOccupiedCells(count: Int, columns: Int, rows: Int) {
    var random = Generator(seed: UInt64(count * 31 + columns))
    let xs = (0..<count).map { _ in Double.random(in: -5...5, using: &random) }
    // Clustered y, so some cells hold many points and most hold none.
    let ys = xs.map { $0 * $0 + Double.random(in: -0.5...0.5, using: &random) }
    let cells = PointCells(xDomain: -5...5, yDomain: -0.5...25.5, columns: columns, rows: rows)
    Self.check(cells, xs: xs, ys: ys)
    if count >= 5_000 && columns * rows >= 400 {
      #expect(cells.firstPointIndices(xs: xs, ys: ys).count < count, "the reduction reduces")
    }
  }

  @Test func allPointsInOneCellKeepTheFirst() {
    let xs = [Double](repeating: 2.5, count: 1_000) + [2.5001]
    let ys = [Double](repeating: 7, count: 1_001)
    let cells = PointCells(xDomain: 0...10, yDomain: 0...10, columns: 100, rows: 100)
    #expect(cells.firstPointIndices(xs: xs, ys: ys) == [0])
    Self.check(cells, xs: xs, ys: ys)
  }

  @Test func onePointAndNoPoint() {
    let cells = PointCells(xDomain: 0...1, yDomain: 0...1, columns: 10, rows: 10)
    #expect(cells.firstPointIndices(xs: [0.5], ys: [0.5]) == [0])
    #expect(cells.firstPointIndices(xs: [], ys: []) == [])
  }

  /// The four edges and corners belong to the plot: the right and bottom edges to the last
  /// column and row; a point beyond them, or NaN, to no cell.
  @Test func pointsOnTheEdgesAreInsideAndPointsBeyondAreNot() {
    let cells = PointCells(xDomain: 0...10, yDomain: 0...5, columns: 4, rows: 2)
    #expect(cells.cell(x: 0, y: 5) == 0, "top left")
    #expect(cells.cell(x: 10, y: 5) == 3, "top right")
    #expect(cells.cell(x: 0, y: 0) == 4, "bottom left")
    #expect(cells.cell(x: 10, y: 0) == 7, "bottom right")
    #expect(cells.cell(x: 2.5, y: 2.5) == 5, "a cell boundary belongs to the next cell")
    #expect(cells.cell(x: 10.000001, y: 1) == nil)
    #expect(cells.cell(x: 1, y: -0.000001) == nil)
    #expect(cells.cell(x: .nan, y: 1) == nil)
    #expect(cells.cell(x: 1, y: .infinity) == nil)
    let xs: [Double] = [0, 10, 0, 10, 2.5, 10.5, .nan, 5, 10, 0]
    let ys: [Double] = [5, 5, 0, 0, 2.5, 1, 1, .nan, 0, 5]
    #expect(cells.firstPointIndices(xs: xs, ys: ys) == [0, 1, 2, 3, 4])
    Self.check(cells, xs: xs, ys: ys)
  }

  /// Fractional plot sizes, flat and huge domains: no trap, and still exact.
  @Test func degenerateDomainsNeitherTrapNorLosePoints() {
    let flat = PointCells(xDomain: 3...3, yDomain: 0...1, columns: 10, rows: 10)
    #expect(flat.firstPointIndices(xs: [3, 3, 4], ys: [0, 1, 0.5]) == [0, 1])
    Self.check(flat, xs: [3, 3, 4], ys: [0, 1, 0.5])
    let huge = PointCells(xDomain: -1e308...1e308, yDomain: -1e308...1e308, columns: 100, rows: 100)
    let kept = huge.firstPointIndices(xs: [-1e308, 0, 1e308, 1e308], ys: [-1e308, 0, 1e308, 1e308])
    #expect(kept == [0, 1, 2])
  }

  /// A plot with far more cells than points (20,000 × 20,000) takes the set path: same answer.
  @Test func aHugePlotOfFewPointsIsExactToo() {
    var random = Generator(seed: 5)
    let xs = (0..<500).map { _ in Double.random(in: 0...1, using: &random) }
    let ys = (0..<500).map { _ in Double.random(in: 0...1, using: &random) }
    let cells = PointCells(xDomain: 0...1, yDomain: 0...1, columns: 20_000, rows: 20_000)
    Self.check(cells, xs: xs, ys: ys)
  }

  /// Two series share one grid but not their cells: each keeps its own occupied cells, and the
  /// bitmap reused between them starts clear for the second.
  @Test func twoSeriesEachKeepTheirOwnCells() {
    var random = Generator(seed: 8)
    let xs = (0..<20_000).map { _ in Double.random(in: 0...100, using: &random) }
    let a = Series(name: "a", xs: xs, ys: xs.map { $0 / 2 })
    let b = Series(name: "b", xs: xs, ys: xs.map { $0 / 2 })  // the very same cells
    let dataset = Dataset(series: [a, b], mark: .points)
    let reduced = dataset.reducedToCells(columns: 200, rows: 100)
    #expect(reduced.mark == .points)
    #expect(reduced.series.count == 2)
    #expect(reduced.series[0].xs == reduced.series[1].xs, "the second series is not hidden by the first")
    let extentX = xs.min()!...xs.max()!
    let exact = PointCells(
      xDomain: extentX, yDomain: (extentX.lowerBound / 2)...(extentX.upperBound / 2), columns: 200, rows: 100)
    #expect(reduced.series[0].count == Self.reference(exact, xs: a.xs, ys: a.ys).firsts.count)
    #expect(reduced.series[0].count < 20_000)
  }

  /// The SwiftUI path: a points dataset plots one point per cell of a width × width grid, a line
  /// dataset downsamples as before.
  @Test func plotPointsReducesPointsToCells() {
    var random = Generator(seed: 2)
    let xs = (0..<200_000).map { _ in Double.random(in: 0...1, using: &random) }
    let ys = (0..<200_000).map { _ in Double.random(in: 0...1, using: &random) }
    let points = Dataset(series: [Series(name: "p", xs: xs, ys: ys)], mark: .points)
    let plotted = points.plotPoints(forWidth: 100)
    let extent = PointCells(
      xDomain: xs.min()!...xs.max()!, yDomain: ys.min()!...ys.max()!, columns: 100, rows: 100)
    #expect(plotted.count == Self.reference(extent, xs: xs, ys: ys).cells.count)
    #expect(plotted.count <= 100 * 100)
    // Through the model's request too.
    let request = PlotPointsModel.Request(dataset: points, width: 100)
    #expect(request.plotPoints()?.count == plotted.count)
  }
}

/// `PlotPointsModel` (what `SeriesChart` draws) plots a points dataset as
/// `plotPoints(forWidth:)` does, on the main actor for small data and off it for large data.
@MainActor @Suite(.timeLimit(.minutes(6))) struct PointsPlotModelTests {
  static let cloud: Dataset = {
    var random = MarkChoiceTests.Generator(seed: 77)
    let xs = (0..<30_000).map { _ in Double.random(in: 0...1, using: &random) }
    let ys = (0..<30_000).map { _ in Double.random(in: 0...1, using: &random) }
    return Dataset(series: [Series(name: "p", xs: xs, ys: ys)], mark: .points)
  }()

  @Test(arguments: [0, Int.max])
  func theModelPlotsPointsToCells(limit: Int) async {
    let model = PlotPointsModel(synchronousPointLimit: limit)
    let request = PlotPointsModel.Request(dataset: Self.cloud, width: 80)
    _ = model.points(for: request)
    await model.update(for: request)
    let expected = Self.cloud.plotPoints(forWidth: 80)
    #expect(model.points(for: request) == expected)
    #expect(expected.count < 30_000 && expected.count <= 80 * 80)
    #expect(expected.count > 80 * 80 / 2, "random points cover most of the 80 × 80 cells")
  }
}
