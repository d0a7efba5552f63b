import Foundation
import Testing
import _PhaseChartsTestSupport

@testable import PhaseCharts
@testable import PhaseDrawing

/// plotly's `gapminder` split by country is 852 series: the palette's 24 colours repeated, so
/// China's population line was drawn in the colour the legend gave "Afghanistan pop". Series a
/// chart cannot tell apart, or that its legend cannot name, are now one grey group of others
/// that the legend counts (`+838`); every coloured line is named and no two share a colour.
@Suite(.timeLimit(.minutes(6))) struct ManySeriesLegendTests {
  static func dataset(_ count: Int) -> Dataset {
    Dataset(
      series: (0..<count).map { index in
        Series(name: "s\(index)", xs: [0, 1, 2], ys: [Double(index), Double(index) + 1, Double(index) * 2])
      })
  }

  @Test(arguments: [30, 852])
  func svgNamesEveryColouredLineAndGreysTheRest(count: Int) throws {
    let theme = ChartTheme.light
    let svg = SVGRenderer(width: 800, height: 400, theme: theme, language: .english)
      .render(Chart(dataset: Self.dataset(count)))
    let parsed = expectValidSVG(svg)
    let others = theme.othersColor.hexString(in: theme)
    let swatches = parsed.attributes.enumerated().filter { parsed.elements[$0.offset] == "circle" }.map {
      $0.element["fill"] ?? ""
    }
    let named = swatches.filter { $0 != others }
    #expect(Set(named).count == named.count, "two named series share a colour")
    #expect(named.count < theme.distinctSeriesColors)
    #expect(swatches.last == others)
    let rest = try #require(parsed.texts.first { $0.hasPrefix("+") }.flatMap { Int($0.dropFirst()) })
    #expect(named.count + rest == count)
    // The lines: the grey ones first (under), then one per named series, in its colour.
    let strokes = parsed.attributes.filter { $0["stroke-width"] == "2" }.compactMap { $0["stroke"] }
    #expect(strokes.count == count)
    #expect(strokes.prefix(rest).allSatisfy { $0 == others })
    #expect(Array(strokes.dropFirst(rest)) == named)
  }

  @Test func aFewSeriesKeepTheirOwnColoursAndNoGreyEntry() {
    let theme = ChartTheme.light
    let parsed = expectValidSVG(
      SVGRenderer(width: 800, height: 400, theme: theme, language: .english).render(Chart(dataset: Self.dataset(5))))
    let fills = parsed.attributes.enumerated().filter { parsed.elements[$0.offset] == "circle" }.map { $0.element["fill"] }
    #expect(fills.count == 5)
    #expect(!fills.contains(theme.othersColor.hexString(in: theme)))
    #expect(!parsed.texts.contains { $0.hasPrefix("+") })
  }

  /// Without colour, four dash patterns tell lines apart: five series drew the first and the
  /// fifth both as `──`. Now three are named and two are the dotted others.
  @Test func terminalWithoutColourNamesOnlyWhatItsDashesTellApart() {
    let text = TerminalRenderer(width: 80, height: 16, language: .english).render(Chart(dataset: Self.dataset(5)))
    let legend = String(text.split(separator: "\n")[0])
    #expect(legend == "── s0  ┈┈ s1  ╌╌ s2  ·· +2", "\(legend)")
    // With colour, eight styles: all five named.
    let coloured = TerminalRenderer(width: 80, height: 16, usesColor: true, language: .english)
      .render(Chart(dataset: Self.dataset(5)))
    let colouredLegend = String(coloured.split(separator: "\n")[0])
    #expect(!colouredLegend.contains("+"))
    for index in 0..<5 { #expect(colouredLegend.contains("s\(index)")) }
  }

  @Test(arguments: [30, 40, 100])
  func terminalLegendCountsTheSeriesItDoesNotName(width: Int) {
    let text = TerminalRenderer(width: width, height: 16, usesColor: true, language: .english)
      .render(Chart(dataset: Self.dataset(852)))
    let legend = String(text.split(separator: "\n")[0])
    let plain = legend.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
    #expect(TextMetrics.columns(plain) <= width)
    let named = (0..<852).filter { plain.contains("s\($0) ") || plain.hasSuffix("s\($0)") }.count
    let rest = Int(plain.split(separator: "+").last.map(String.init) ?? "") ?? -1
    #expect(named >= 1, "\(text.prefix(400))")
    #expect(named + rest == 852, "\(plain)")
    // The named series have styles of their own; the grey one (90) is the others'.
    let codes = legend.matches(of: /\u{1B}\[([0-9;]+)m/).map { String($0.output.1) }.filter { $0 != "0" }
    #expect(codes.last == "90")
    #expect(Set(codes.dropLast()).count == codes.count - 1)
  }
}
