import Foundation
import Testing

@testable import PhaseCharts
@testable import PhaseDrawing

/// Grouped bars (`Dataset.barsAreGrouped`, a table of rates per row label): the bars of a
/// category stand side by side in its band in the scene (and so the SVG), and lie on a line
/// each in the terminal, never stacked.
@Suite(.timeLimit(.minutes(6))) struct GroupedBarsDrawingTests {
  static func rates(grouped: Bool) -> Dataset {
    var dataset = Dataset(
      xKind: .category, xLabel: "age", yLabel: "",
      series: [
        Series(name: "Rural Male", xs: [0, 1, 2], ys: [11.7, 18.1, 26.9]),
        Series(name: "Urban Male", xs: [0, 1, 2], ys: [15.4, 24.3, 37]),
      ], mark: .bars)
    dataset.categories = ["50-54", "55-59", "60-64"]
    dataset.barsAreGrouped = grouped
    return dataset
  }

  @Test func groupedBarsStandSideBySideFromZero() {
    let scene = ChartScene(Chart(dataset: Self.rates(grouped: true)))
    #expect(scene.bars.count == 6)
    #expect(scene.bars.allSatisfy { $0.y0 == 0 })
    let first = scene.bars.filter { Int($0.x.rounded()) == 0 }.sorted { $0.x < $1.x }
    #expect(first.count == 2)
    #expect(first[0].x + first[0].width / 2 <= first[1].x - first[1].width / 2 + 1e-9)
    #expect(first.map(\.y1) == [11.7, 15.4])
    // Without the flag the same bars stack.
    let stacked = ChartScene(Chart(dataset: Self.rates(grouped: false)))
    #expect(stacked.bars.contains { $0.y0 > 0 })
  }

  @Test func theTerminalDrawsALinePerGroupedBarNamingTheCategoryOnce() {
    let text = TerminalRenderer(width: 60, height: 16, language: .english).render(Chart(dataset: Self.rates(grouped: true)))
    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines.filter { $0.contains("50-54") }.count == 1)
    #expect(lines.contains { $0.contains("37") })
    // Six bar lines, a series each (a stacked bar has both fills on one line).
    let bars = lines.dropFirst(2).filter { $0.contains("█") || $0.contains("▓") }
    #expect(bars.count == 6)
    #expect(!bars.contains { $0.contains("█") && $0.contains("▓") })
  }
}
