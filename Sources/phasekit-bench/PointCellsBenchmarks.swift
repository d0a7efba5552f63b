import Foundation
import PhaseCharts
import PhaseDrawing

/// Reducing a scatter to one point per occupied pixel cell (`PointCells`), as the SVG renderer
/// and `plotPoints(forWidth:)` do for a dataset drawn as points: a bitmap of the plot's cells
/// against the straightforward way, a `Set<Int>` of the cells seen, on the same points in the
/// same run. Then a whole SVG of a million-point scatter, against writing one `<circle>` per
/// point (what drawing every point would cost, before any renderer work).
///
/// `swift run -c release phasekit-bench point-cells`
let pointCellsBenchmarks = BenchmarkSuite(name: "point-cells") {
  for count in [1_000_000, 10_000_000] {
    let (xs, ys) = scatterCloud(count)
    // The plot of a 640 × 400 chart: about 560 × 330 pixels.
    let cells = PointCells(xDomain: 0...1, yDomain: 0...1, columns: 560, rows: 330)
    var sink = 0
    let expected = setOfCells(cells, xs: xs, ys: ys)
    precondition(cells.firstPointIndices(xs: xs, ys: ys) == expected, "the bitmap keeps what the set keeps")
    let baseline = medianSeconds(repetitions: 5) { sink &+= setOfCells(cells, xs: xs, ys: ys).count }
    let ours = medianSeconds(repetitions: 5) { sink &+= cells.firstPointIndices(xs: xs, ys: ys).count }
    report(
      "point cells \(count / 1_000_000)M → 560×330", ours: ours, baseline: baseline,
      baselineName: "Set<Int> of cells",
      extra: String(format: "%.0f M points/s, %d cells kept", Double(count) / ours / 1e6, expected.count))
    blackHole(sink)
  }
  let (xs, ys) = scatterCloud(1_000_000)
  let dataset = Dataset(series: [Series(name: "cloud", xs: xs, ys: ys)], mark: .points)
  let renderer = SVGRenderer(width: 640, height: 400, language: .english)
  var bytes = 0
  let svg = medianSeconds(repetitions: 5) { bytes = renderer.renderBytes(Chart(dataset: dataset)).count }
  let circles = medianSeconds(repetitions: 5) {
    var out: [UInt8] = []
    out.reserveCapacity(xs.count * 40)
    for index in xs.indices {
      let x = Int(xs[index] * 5600) / 10
      let y = Int(ys[index] * 3300) / 10
      out.append(contentsOf: "<circle r=\"2\" cx=\"\(x)\" cy=\"\(y)\"/>\n".utf8)
    }
    blackHole(out.count)
  }
  report(
    "SVG of a 1M-point scatter, 640×400", ours: svg, baseline: circles,
    baselineName: "1M <circle> strings", extra: "\(bytes / 1024) KB")
}

/// The straightforward reduction: a set of the cells seen, the first point of each kept.
func setOfCells(_ cells: PointCells, xs: [Double], ys: [Double]) -> [Int] {
  var seen = Set<Int>()
  var kept: [Int] = []
  for index in xs.indices {
    guard let cell = cells.cell(x: xs[index], y: ys[index]) else { continue }
    if seen.insert(cell).inserted { kept.append(index) }
  }
  return kept
}

/// `count` points in two Gaussian-ish clusters and a uniform haze over the unit square, as a
/// real scatter: dense cells, sparse cells and empty ones.
func scatterCloud(_ count: Int) -> (xs: [Double], ys: [Double]) {
  var state: UInt64 = 0x5EED
  func unit() -> Double {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return Double(state >> 11) / Double(1 << 53)
  }
  var xs = [Double](repeating: 0, count: count)
  var ys = [Double](repeating: 0, count: count)
  for index in 0..<count {
    switch index % 4 {
    case 0:
      xs[index] = unit()
      ys[index] = unit()
    default:
      let center = index % 4 == 1 ? 0.3 : 0.7
      let spread = (unit() + unit() + unit() - 1.5) * 0.12
      xs[index] = min(max(center + spread, 0), 1)
      ys[index] = min(max(center + (unit() + unit() + unit() - 1.5) * 0.12, 0), 1)
    }
  }
  return (xs, ys)
}
