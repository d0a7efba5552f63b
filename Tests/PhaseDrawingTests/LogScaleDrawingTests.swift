import Foundation
import Testing

@testable import PhaseCharts
@testable import PhaseDrawing

/// Log axes as the SVG and terminal renderers draw them: ticks at powers of ten labelled with
/// the values, titles that say `(log scale)`, values at or below zero left out, and the
/// accessible description in data units.
@Suite(.timeLimit(.minutes(6))) struct LogScaleDrawingTests {
  /// Body and brain weights of animals (0.023 kg to 87,000 kg).
  static let bodies = [1.35, 465, 36.33, 27.66, 1.04, 11700, 2547, 187.1, 521, 10, 3.3, 529, 0.023, 87000, 0.12]
  static let brains = [8.1, 423, 119.5, 115, 5.5, 50, 4603, 419, 655, 115, 25.6, 680, 0.4, 154.5, 1]

  static func animals(xScale: Dataset.Scale = .log, yScale: Dataset.Scale = .log) -> Dataset {
    var dataset = Dataset(
      xLabel: "body", yLabel: "brain", series: [Series(name: "brain", xs: bodies, ys: brains)], mark: .points)
    dataset.xScale = xScale
    dataset.yScale = yScale
    return dataset
  }

  @Test(arguments: [
    ((-1.7)...4.94, 8, ["0.1", "1", "10", "100", "1k", "10k"]),
    ((-1.7)...4.94, 3, ["1", "100", "10k"]),
    (0.0...1.0, 6, ["1", "2", "5", "10"]),
    ((-6.2)...(-4.1), 6, ["1e-6", "2e-6", "5e-6", "1e-5", "2e-5", "5e-5"]),
  ])
  func logTicksArePowersOfTen(domain: ClosedRange<Double>, count: Int, labels: [String]) {
    let ticks = LogTicks.ticks(in: domain, count: count)
    #expect(ticks.map(\.label) == labels)
    #expect(ticks.allSatisfy { domain.contains($0.value) })
  }

  @Test func aNicedLogAxisEndsOnOneTwoOrFiveTimesAPowerOfTen() {
    let (domain, _) = LogTicks.nicedAxis(log10(0.4)...log10(4603), count: 6)
    #expect(abs(pow(10, domain.lowerBound) - 0.2) < 1e-9)
    #expect(abs(pow(10, domain.upperBound) - 5000) < 1e-6)
  }

  @Test func theSVGHasDecadeTicksAndSaysLogScale() {
    let svg = SVGRenderer(width: 640, height: 400, language: .english).render(Chart(dataset: Self.animals()))
    #expect(svg.contains(">body (log scale)<"))
    #expect(svg.contains(">brain (log scale)<"))
    for label in [">1<", ">10<", ">100<", ">1k<", ">10k<"] { #expect(svg.contains(label), "\(label)") }
    // The description gives the span in the data's units, not in decades.
    #expect(svg.contains("0.023"))
    #expect(svg.contains("87000"))
    let linear = SVGRenderer(width: 640, height: 400, language: .english).render(
      Chart(dataset: Self.animals(xScale: .linear, yScale: .linear)))
    #expect(!linear.contains("log scale"))
  }

  @Test func theChartsScaleWinsOverTheDatasets() {
    let chart = Chart(dataset: Self.animals(xScale: .linear, yScale: .linear)).chartXScale(type: .log)
    let svg = SVGRenderer(language: .english).render(chart)
    #expect(svg.contains(">body (log scale)<"))
    #expect(!svg.contains("brain (log scale)"))
    let chinese = SVGRenderer(language: .simplifiedChinese).render(chart)
    #expect(chinese.contains(">body（对数刻度）<"))
  }

  /// A log axis spreads the points: on an even x, 12 of 15 bodies sit in the leftmost tenth
  /// of the plot; on a log x, fewer than half do.
  @Test func aLogAxisSpreadsPointsSquashedInACorner() {
    func leftmostTenth(_ dataset: Dataset) -> Int {
      var scene = ChartScene(Chart(dataset: dataset))
      scene.prepare(timeZone: nil, language: .english)
      let span = scene.xDomain.upperBound - scene.xDomain.lowerBound
      return scene.lines[0].xs.filter { ($0 - scene.xDomain.lowerBound) / span < 0.1 }.count
    }
    #expect(leftmostTenth(Self.animals(xScale: .linear)) >= 12)
    #expect(leftmostTenth(Self.animals()) < 7)
  }

  @Test func valuesAtOrBelowZeroAreLeftOut() {
    var dataset = Self.animals()
    dataset.series[0].xs[0] = 0
    dataset.series[0].ys[1] = -5
    var scene = ChartScene(Chart(dataset: dataset))
    scene.prepare(timeZone: nil, language: .english)
    #expect(scene.lines[0].xs[0].isNaN)
    #expect(scene.lines[0].ys[1].isNaN)
    #expect(scene.xDomain.lowerBound.isFinite && scene.yDomain.lowerBound.isFinite)
    #expect(!SVGRenderer(language: .english).render(Chart(dataset: dataset)).contains("NaN"))
  }

  @Test func theTerminalChartHasDecadeTicks() {
    let text = TerminalRenderer(width: 80, height: 20, language: .english).render(Chart(dataset: Self.animals()))
    #expect(text.contains("log scale"))
    #expect(text.contains("10k"))
    #expect(text.contains("100"))
  }

  /// A histogram binned in decades: bars side by side, each as wide on the plot.
  @Test func aLogHistogramsBinsAreEvenOnThePlot() {
    var dataset = Dataset(
      xLabel: "income", series: [Series(name: "income", xs: [1000, 10000, 100_000], ys: [4, 9, 2])], mark: .histogram)
    dataset.binWidth = 1
    dataset.xScale = .log
    var scene = ChartScene(Chart(dataset: dataset))
    scene.prepare(timeZone: nil, language: .english)
    #expect(scene.bars.map(\.x) == [3.5, 4.5, 5.5])
    #expect(scene.bars.allSatisfy { $0.width == 1 })
    let svg = SVGRenderer(language: .english).render(Chart(dataset: dataset))
    #expect(svg.contains(">income (log scale)<"))
    #expect(svg.contains(">10k<"))
  }
}
