import Foundation
import Testing

@testable import PhaseCharts
@testable import PhaseDrawing

@Suite(.timeLimit(.minutes(6))) struct TerminalRendererTests {
  static let chart = GoldenTests.multiSeries

  @Test(arguments: [24, 40, 80, 133])
  func everyLineFitsTheTerminalWidth(width: Int) {
    for style in [TerminalRenderer.Style.braille, .ascii] {
      let text = TerminalRenderer(width: width, height: 12, style: style, language: .english)
        .render(Self.chart)
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
      #expect(lines.count == 12)
      for line in lines {
        #expect(TextMetrics.columns(String(line)) <= width, "too wide: \(line)")
      }
    }
  }

  @Test func asciiStyleUsesOnlyASCII() {
    let text = TerminalRenderer(width: 60, height: 14, style: .ascii, language: .english)
      .render(Chart(dataset: Dataset(series: [Series(name: "a", xs: [0, 1, 2], ys: [1, 3, 2])])))
    #expect(text.unicodeScalars.allSatisfy { $0.isASCII })
    #expect(text.contains("*"))
  }

  @Test func colourIsOffUnlessAskedFor() {
    let plain = TerminalRenderer(width: 60, height: 14, language: .english).render(Self.chart)
    #expect(!plain.contains("\u{1B}"))
    let coloured = TerminalRenderer(width: 60, height: 14, usesColor: true, language: .english)
      .render(Self.chart)
    #expect(coloured.contains("\u{1B}[0;34m"))
    #expect(coloured.contains("\u{1B}[0;31m"))
  }

  @Test func brailleDotsLandWhereTheValuesAre() {
    // A rising line from the bottom-left to the top-right corner of the plot.
    let chart = Chart(dataset: Dataset(series: [Series(name: "up", xs: [0, 10], ys: [0, 10])]))
      .chartYScale(domain: 0...10)
    let lines = TerminalRenderer(width: 30, height: 10, language: .english).render(chart)
      .split(separator: "\n").map(String.init)
    let plotRows = lines.filter { $0.contains("┤") || $0.contains("│") }
    #expect(plotRows.first?.hasSuffix("⠊") == true || plotRows.first?.last.map { $0 != " " } == true)
    #expect(plotRows.last?.contains { ("\u{2801}"..."\u{28FF}").contains($0) } == true)
    #expect(lines.contains { $0.hasPrefix("10 ┤") })
    #expect(lines.contains { $0.hasPrefix(" 0 ┤") })
  }

  @Test func wideCharactersCountAsTwoColumnsWhenWrapping() {
    #expect(TextMetrics.columns("无可用数据") == 10)
    #expect(TextMetrics.wrap("无可用数据无可用数据", maxColumns: 8) == ["无可用数", "据无可用", "数据"])
    #expect(TextMetrics.wrap("Failed to load the data", maxColumns: 10) == ["Failed to", "load the", "data"])
    #expect(TextMetrics.wrap("supercalifragilistic", maxColumns: 8) == ["supercal", "ifragili", "stic"])
  }

  @Test func withoutColourBrailleLinesDifferByDashPattern() {
    let plain = TerminalRenderer(width: 60, height: 14, language: .english).render(Self.chart)
    #expect(plain.contains("── temp_max") && plain.contains("┈┈ temp_min") && plain.contains("╌╌ 降水"))
    let coloured = TerminalRenderer(width: 60, height: 14, usesColor: true, language: .english)
      .render(Self.chart)
    #expect(!coloured.contains("┈┈"))
    // A dotted line draws fewer dots than the same line drawn solid.
    let line = Series(name: "a", xs: [0, 10], ys: [0, 10])
    let flat = Series(name: "b", xs: [0, 10], ys: [10, 0])
    let two = TerminalRenderer(width: 40, height: 12, language: .english)
      .render(Chart(dataset: Dataset(series: [line, flat])))
    let one = TerminalRenderer(width: 40, height: 12, language: .english)
      .render(Chart(dataset: Dataset(series: [line])))
    func dots(_ text: String) -> Int {
      text.unicodeScalars.filter { (0x2801...0x28FF).contains($0.value) }
        .reduce(0) { $0 + ($1.value - 0x2800).nonzeroBitCount }
    }
    #expect(dots(two) < 2 * dots(one))
  }
}
