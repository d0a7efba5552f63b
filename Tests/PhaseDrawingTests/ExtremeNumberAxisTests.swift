import Foundation
import Testing
import _PhaseChartsTestSupport

@testable import PhaseCharts
@testable import PhaseDrawing

/// Axes for values far from 1: trillions, 1e17, 1e300, ±Double.greatestFiniteMagnitude and
/// 1e-9. Each label must say the value it stands at, once, in a form a person reads.
@Suite(.timeLimit(.minutes(6))) struct ExtremeNumberAxisTests {
  @Test(arguments: [
    // GDP in dollars: T, not `10000B`.
    (1e13...4e13, 4, ["10T", "20T", "30T", "40T"]),
    (2.5e12...4e12, 3, ["2500B", "3000B", "3500B", "4000B"]),
    // Beyond T: e-notation, never a suffix on it.
    (1e16...1.2e17, 6, ["2e16", "4e16", "6e16", "8e16", "1e17", "1.2e17"]),
    (0...1.2e15, 4, ["0", "5e14", "1e15"]),
    (1e200...3e200, 4, ["1e200", "1.5e200", "2e200", "2.5e200", "3e200"]),
    (-1e300...1e300, 4, ["-1e300", "-5e299", "0", "5e299", "1e300"]),
    // About 1e-9: every tick its own label, not `0`.
    (1e-9...3e-9, 4, ["1e-9", "1.5e-9", "2e-9", "2.5e-9", "3e-9"]),
    (0...2.5e-7, 5, ["0", "5e-8", "1e-7", "1.5e-7", "2e-7", "2.5e-7"]),
    // Small but readable steps keep their decimals.
    (0...0.0004, 4, ["0.0000", "0.0001", "0.0002", "0.0003", "0.0004"]),
  ])
  func labelsUseSuffixesUpToTThenENotation(domain: ClosedRange<Double>, count: Int, labels: [String]) {
    #expect(LinearTicks.ticks(in: domain, count: count).map(\.label) == labels)
  }

  @Test func theWidestFiniteDomainHasTicksAndPlacesValuesWhereTheyAre() {
    let (domain, ticks) = LinearTicks.nicedAxis(-1e308...1e308, count: 4)
    #expect(domain == -1e308...1e308)
    #expect(ticks.map(\.label) == ["-1e308", "-5e307", "0", "5e307", "1e308"])
    let projection = Projection(
      plot: PlotRect(x: 0, y: 0, width: 100, height: 100), xDomain: domain, yDomain: domain)
    #expect(projection.y(-1e308) == 100)
    #expect(projection.y(0) == 50)
    #expect(projection.y(5e307) == 25)
    #expect(projection.y(1e308) == 0)
    #expect(projection.x(Double.greatestFiniteMagnitude) > 99.9)
    let (edge, edgeTicks) = LinearTicks.nicedAxis(0...Double.greatestFiniteMagnitude, count: 5)
    #expect(edge.lowerBound == 0 && edge.upperBound.isFinite && edge.upperBound >= 1.7e308)
    #expect(edgeTicks.count >= 2)
  }

  @Test func halvedProjectionPlacesOrdinaryValuesExactlyAsBefore() {
    var state: UInt64 = 7
    func next() -> Double {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(Int64(bitPattern: state) >> 11) / 1e6
    }
    for _ in 0..<2_000 {
      let a = next()
      let b = a + abs(next()) + 1e-3
      let plot = PlotRect(x: 12, y: 30, width: 613.5, height: 291)
      let projection = Projection(plot: plot, xDomain: a...b, yDomain: a...b)
      let value = next()
      // The plain formula, which overflows only for domains wider than the largest Double.
      #expect(projection.x(value) == plot.x + (value - a) * (plot.width / (b - a)))
      #expect(projection.y(value) == plot.maxY - (value - a) * (plot.height / (b - a)))
    }
  }

  @Test func chartOfPlusMinusTheLargestDoubleDrawsEveryPointInItsPlace() throws {
    let dataset = Dataset(series: [Series(name: "y", xs: [1, 2, 3, 4], ys: [1e308, -1e308, 0, 5e307])])
    let renderer = SVGRenderer(width: 400, height: 300, language: .english)
    let svg = renderer.render(Chart(dataset: dataset))
    let parsed = expectValidSVG(svg)
    for label in ["-1e308", "-5e307", "0", "5e307", "1e308"] {
      #expect(parsed.texts.contains(label), "tick \(label)")
    }
    // The line's vertices: 1e308 at the top of the plot, -1e308 at the bottom, 0 in between.
    let scene = renderer.scene(Chart(dataset: dataset))
    let layout = SVGChartLayout(scene: scene, frame: PlotRect(x: 0, y: 0, width: 400, height: 300))
    let line = try #require(parsed.attributes.first { $0["stroke-linejoin"] != nil }?["d"])
    let numbers = line.split(whereSeparator: { "ML ".contains($0) }).compactMap { Double($0) }
    let ys = stride(from: 1, to: numbers.count, by: 2).map { numbers[$0] }
    #expect(ys.count == 4)
    let plot = layout.plot
    #expect(abs(ys[0] - plot.y) < 0.1)
    #expect(abs(ys[1] - plot.maxY) < 0.1)
    #expect(abs(ys[2] - plot.midY) < 0.1)
    #expect(abs(ys[3] - (plot.y + plot.height / 4)) < 0.1)
  }

  @Test func anyDomainGetsDistinctReadableLabels() {
    // Domains from 1e-300 to the largest Double, at random offsets and widths.
    var state: UInt64 = 11
    func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state >> 11
    }
    for _ in 0..<3_000 {
      let exponent = Double(Int(next() % 608) - 300)
      let width = pow(10, exponent) * (1 + Double(next() % 1000) / 100)
      let offset = width * (Double(next() % 2001) - 1000) / 100
      guard width.isFinite, (offset + width).isFinite else { continue }
      let domain = offset...(offset + width)
      guard domain.lowerBound < domain.upperBound else { continue }
      let count = 2 + Int(next() % 8)
      let (niced, ticks) = LinearTicks.nicedAxis(domain, count: count)
      #expect(niced.lowerBound.isFinite && niced.upperBound.isFinite, "\(domain)")
      #expect(niced.lowerBound <= domain.lowerBound && niced.upperBound >= domain.upperBound)
      #expect(ticks.count >= 1, "\(domain)")
      let labels = ticks.map(\.label)
      #expect(Set(labels).count == labels.count, "\(domain): \(labels)")
      for label in labels {
        #expect(!label.contains("e+") && !label.contains("inf") && !label.contains("∞"), "\(label)")
        if label.contains("e") { #expect(!label.contains(where: { "kMBT".contains($0) }), "\(label)") }
        #expect(label.count <= 12, "\(domain): \(label)")
      }
    }
  }

  @Test func summariesReadTinyAndHugeValues() {
    #expect(ChartSummary.number(1.5e-9) == "1.5e-9")
    #expect(ChartSummary.number(-1e308) == "-1e308")
    #expect(ChartSummary.number(12.5) == "12.5")
    #expect(ChartSummary.number(0) == "0")
  }
}
