import Foundation
import Testing
import _PhaseChartsTestSupport

@testable import PhaseCharts

/// The PhaseCharts side of the layouts, which SwiftUI uses too.
@Suite(.timeLimit(.minutes(6))) struct PresentationTests {
  @Test func panelsAreOneDatasetPerSeriesOverOneXExtent() {
    var dataset = LayoutSamples.panels(3)
    dataset.others = SeriesEnvelope(count: 2, xs: [0], lows: [0], highs: [1])
    let panels = dataset.panels
    #expect(panels.count == 3)
    #expect(panels.map { $0.series.map(\.name) } == dataset.series.map { [$0.name] })
    #expect(panels.allSatisfy { $0.layout == .overlay && $0.others == nil && $0.xKind == .date })
    #expect(panels.map(\.yLabel) == dataset.series.map(\.name))
    #expect(dataset.xExtent == dataset.series[0].xs.first!...dataset.series[0].xs.last!)
    #expect(LayoutSamples.histogram().xExtent!.upperBound == LayoutSamples.histogram().series[0].xs.last! + 2.5)
    #expect(Dataset(series: [Series(name: "a", xs: [.nan], ys: [1])]).xExtent == nil)
  }

  @Test func panelNamesAreCutToTheirRoom() {
    let names = LayoutSamples.panels(12).series.map(\.name) + [""]
    let beside = SmallMultiplesLayout(panelCount: 13, height: 380)
    let column = beside.titleColumnWidth(for: names, width: 800)
    #expect(column > 0 && column <= 800 * SmallMultiplesLayout.titleColumnShare)
    let titles = beside.titles(for: names, width: 800, plotWidth: 600)
    #expect(titles.last == "–")
    #expect(titles.allSatisfy { Double(DisplayColumns.count($0)) * DisplayColumns.width(fontSize: 11) <= column + 1e-9 })
    #expect(titles.contains { $0.hasSuffix("…") })
    let above = SmallMultiplesLayout(panelCount: 3, height: 380)
    #expect(above.titleColumnWidth(for: names, width: 800) == 0)
    #expect(above.titles(for: ["price", String(repeating: "x", count: 200)], width: 800, plotWidth: 300)[1].count == Int(300 / (0.56 * 11)))
  }

  @Test func anEnvelopeReducesOverItsOwnRange() {
    let xs = (0..<10_000).map(Double.init)
    let envelope = SeriesEnvelope(count: 3, xs: xs, lows: xs.map { -$0 }, highs: xs)
    let reduced = envelope.reduced(toColumns: 100)
    #expect(reduced.xs.count == 100 && reduced.count == 3)
    #expect(reduced.lows.min() == -9999 && reduced.highs.max() == 9999)
    #expect(SeriesEnvelope(count: 1, xs: [1, 2], lows: [0, 0], highs: [1, 1]).reduced(toColumns: 100).xs == [1, 2])
  }

  @Test func columnsCountWideCharactersTwice() {
    #expect(DisplayColumns.count("abc") == 3)
    #expect(DisplayColumns.count("北京") == 4)
    #expect(DisplayColumns.truncated("北京市朝阳区", toColumns: 7) == "北京市…")
    #expect(DisplayColumns.count(DisplayColumns.truncated("United Kingdom of Great Britain", toColumns: 10)) == 10)
  }
}
