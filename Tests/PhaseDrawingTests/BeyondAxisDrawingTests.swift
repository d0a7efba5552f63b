import Foundation
import PhaseCharts
import Testing

@testable import PhaseDrawing

/// An axis cut to the bulk of the values (`Dataset.yAxisRange`) as the renderers draw it: the
/// plot shows the range, each value beyond it sits at the edge as an open triangle pointing
/// out, and the description counts them; nothing is left out.
@Suite(.timeLimit(.minutes(6))) struct BeyondAxisDrawingTests {
  /// 40 points between 10 and 20, one at 5,000, the y axis cut to 9...21.
  static func squashed(mark: Dataset.Mark = .points) -> Dataset {
    let xs = (0..<41).map(Double.init)
    var ys = xs.map { 10 + ($0 * 7).truncatingRemainder(dividingBy: 10) }
    ys[17] = 5000
    var dataset = Dataset(xLabel: "speed", yLabel: "volume", series: [Series(name: "", xs: xs, ys: ys)], mark: mark)
    dataset.yAxisRange = 9...21
    return dataset
  }

  @Test func theSceneShowsTheRangeAndMovesTheFarValueToItsEdge() {
    var scene = ChartScene(Chart(dataset: Self.squashed()))
    scene.prepare(timeZone: nil, language: .english)
    #expect(scene.yDomain == 9...21)
    #expect(scene.beyond.count == 1)
    #expect(scene.beyond.first?.y == 21)
    #expect(scene.beyond.first?.dy == 1)
    #expect(scene.yBeyond.count == 1 && scene.yBeyond.farthest == 5000)
    // The dot itself is not drawn at the edge: its triangle stands for it.
    #expect(scene.lines[0].xs[17].isNaN)
    // The description still gives the series' real range.
    #expect(ChartSummary.describe(scene, language: .english).contains { $0.contains("5000") })
  }

  @Test func theSVGDrawsAnOpenTriangleAndSaysHowManyLieBeyond() {
    let svg = SVGRenderer(width: 640, height: 400, language: .english).render(Chart(dataset: Self.squashed()))
    #expect(
      svg.contains(
        "volume axis cut to the bulk of its values: 1 of 41 points lie beyond it, drawn at its edge as open triangles (farthest 5,000)."
      ))
    #expect(svg.contains("stroke-linejoin=\"round\""))
    #expect(!svg.contains("NaN"))
    let chinese = SVGRenderer(language: .simplifiedChinese).render(Chart(dataset: Self.squashed()))
    #expect(chinese.contains("41 个点中有 1 个超出范围"))
  }

  /// A line runs to the edge, its vertex there marked.
  @Test func aLineRunsToTheEdgeWithItsVertexMarked() {
    var scene = ChartScene(Chart(dataset: Self.squashed(mark: .line)))
    scene.prepare(timeZone: nil, language: .english)
    #expect(scene.lines[0].ys[17] == 21)
    #expect(scene.beyond.count == 1)
  }

  @Test func theTerminalPointsTheWayTheValueLies() {
    let text = TerminalRenderer(width: 60, height: 16, language: .english).render(Chart(dataset: Self.squashed()))
    #expect(text.contains("△"))
    let ascii = TerminalRenderer(width: 60, height: 16, style: .ascii, language: .english).render(
      Chart(dataset: Self.squashed()))
    #expect(ascii.contains("^"))
  }

  /// A domain set on the chart wins: every value placed as it is, nothing marked beyond.
  @Test func aDomainSetOnTheChartWins() {
    var scene = ChartScene(Chart(dataset: Self.squashed()).chartYScale(domain: 0...6000))
    scene.prepare(timeZone: nil, language: .english)
    #expect(scene.beyond.isEmpty)
    #expect(scene.lines[0].ys[17] == 5000)
  }
}
