import Foundation
import Testing

@testable import PhaseCharts

/// The pixel-column M4 kernel against a plain reference: group consecutive points by column,
/// keep first, last, the first minimum and maximum and their neighbours inside the run.
@Suite(.timeLimit(.minutes(6))) struct PixelColumnsTests {
  static func reference(_ xs: [Double], _ ys: [Double], _ grid: PixelColumns) -> [Int] {
    if xs.count <= 4 { return Array(xs.indices) }
    var kept: [Int] = []
    var start = 0
    while start < xs.count {
      let column = grid.column(of: xs[start])
      var end = start + 1
      while end < xs.count, grid.column(of: xs[end]) == column { end += 1 }
      var low = start
      var high = start
      for index in start..<end {
        if ys[index] < ys[low] { low = index }
        if ys[index] > ys[high] { high = index }
      }
      let a = min(low, high)
      let b = max(low, high)
      let candidates = [start, a - 1, a, a + 1, b - 1, b, b + 1, end - 1]
      kept.append(contentsOf: Set(candidates.filter { $0 >= start && $0 < end }).sorted())
      start = end
    }
    return kept
  }

  @Test(arguments: 0..<40)
  func sortedSearchAndScanAgreeWithTheReference(seed: Int) {
    var state = UInt64(seed) &+ 1
    func next() -> Double {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(state >> 11) / Double(1 << 53)
    }
    let n = 1 + Int(next() * 5000)
    var x = next() * 100
    var xs: [Double] = []
    var ys: [Double] = []
    for _ in 0..<n {
      // Uneven spacing: mostly small steps, sometimes a long gap, sometimes a repeat.
      let r = next()
      x += r < 0.05 ? next() * 500 : r < 0.1 ? 0 : next()
      xs.append(x)
      ys.append((next() - 0.5) * 100)
    }
    // Grids that cover the data, cut it on the left, on the right, or are far narrower.
    let span = (xs.last! - xs.first!)
    let grids = [
      PixelColumns(xDomain: xs.first!...xs.last!, pixels: 1 + Int(next() * 700)),
      PixelColumns(origin: xs.first! + span * 0.3, columnWidth: span / 200 + 1e-9, count: 100),
      PixelColumns(xDomain: xs.first!...(xs.first! + span * 0.2 + 1), left: 37.4, width: 123.3, subpixels: 2),
      PixelColumns(origin: 0, columnWidth: .infinity, count: 1),
    ]
    for grid in grids {
      let expected = Self.reference(xs, ys, grid)
      let series = Series(name: "s", xs: xs, ys: ys)
      #expect(series.downsampledIndices(for: grid) == expected, "n \(n), grid \(grid)")
      #expect(series.downsampledIndices(for: grid, sorted: false) == expected)
    }
  }

  @Test func aPixelGridPutsColumnEdgesOnDevicePixelEdges() {
    // A plot from x = 40.5 px, 100 px wide, showing 0…100: data x 0 is at device 40.5, the
    // middle of device pixel 40, which is column 0; data x 0.5 is at device 41.0, column 1.
    let grid = PixelColumns(xDomain: 0...100, left: 40.5, width: 100)
    #expect(grid.count == 101)
    #expect(grid.column(of: 0) == 0)
    #expect(grid.column(of: 0.49) == 0)
    #expect(grid.column(of: 0.5) == 1)
    #expect(grid.column(of: -1) == -1)
    #expect(grid.column(of: 1e9) == grid.count)
    // Half-pixel columns: device 40.5 is itself an edge, so 0 starts column 0 and 0.5 (one
    // half pixel on) starts column 1.
    let half = PixelColumns(xDomain: 0...100, left: 40.5, width: 100, subpixels: 2)
    #expect(half.count == 200)
    #expect(half.column(of: 0) == 0 && half.column(of: 0.49) == 0 && half.column(of: 0.5) == 1)
  }
}
