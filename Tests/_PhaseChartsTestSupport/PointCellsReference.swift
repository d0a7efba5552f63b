import PhaseCharts

/// The brute-force oracle for `PointCells`, shared by its own tests and the drawing tests.
public enum PointCellsReference {
  /// The reference: every point's cell by the documented formula, written out plainly (offset
  /// from the left and top edges times cells per unit, the last cell holding the far edges),
  /// and the first point of each cell in input order.
  public static func cells(_ cells: PointCells, xs: [Double], ys: [Double]) -> (cells: Set<Int>, firsts: [Int]) {
    let x0 = cells.xDomain.lowerBound
    let x1 = cells.xDomain.upperBound
    let y0 = cells.yDomain.lowerBound
    let y1 = cells.yDomain.upperBound
    var seen = Set<Int>()
    var firsts: [Int] = []
    for index in xs.indices {
      let x = xs[index]
      let y = ys[index]
      if x.isNaN || y.isNaN || x < x0 || x > x1 || y < y0 || y > y1 { continue }
      let columnOffset = x1 > x0 ? (x - x0) * (Double(cells.columns) / (x1 - x0)) : 0
      let rowOffset = y1 > y0 ? (y1 - y) * (Double(cells.rows) / (y1 - y0)) : 0
      let column = min(Int(columnOffset.rounded(.down)), cells.columns - 1)
      let row = min(Int(rowOffset.rounded(.down)), cells.rows - 1)
      if seen.insert(row * cells.columns + column).inserted { firsts.append(index) }
    }
    return (seen, firsts)
  }
}
