import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// Each panel decides its own y scale as a chart of its one measure would: a measure that
/// spans decades, squashed at the bottom of an even axis, gets a log y in its panel.
@Suite(.timeLimit(.minutes(6))) struct ChartChoicePanelScalesTests {
  /// backtesting's BTCUSD: the close from about $5 (2012) to $19,000 (2017), flat for years on
  /// an even axis, and the volume, another unit, beside it.
  static func coin() -> Data {
    let noise = ChartChoiceTests.noise(300, seed: 31)
    let rows: [[Any]] = (0..<300).map { (i: Int) -> [Any] in
      let day = Calendar(identifier: .gregorian).date(byAdding: .day, value: 7 * i, to: Date(timeIntervalSince1970: 1_325_376_000))!
      let close = 5 * pow(10, 3.6 * pow(Double(i) / 299, 2.5)) * (0.95 + noise[i] * 0.1)
      return [ISO8601DateFormatter().string(from: day).prefix(10).description, close, 2e8 + noise[(i * 7) % 300] * 1e8]
    }
    return ChartChoiceTests.csv(["date", "Close", "Volume"], rows)
  }

  @Test func aPanelWhoseMeasureSpansDecadesGetsALogYOfItsOwn() throws {
    let prepared = try ChartPipeline().prepare(Self.coin())
    #expect(prepared.dataset.layout == .panels)
    #expect(prepared.dataset.series.map(\.name) == ["Close", "Volume"])
    #expect(prepared.dataset.panelYScales == [.log, .linear])
    #expect(prepared.dataset.yScale == .linear)
    let notes = prepared.columns.choice.notes
    #expect(notes.contains { if case .logScale("Close", _, _) = $0 { true } else { false } })
    #expect(!notes.contains { if case .logScale("Volume", _, _) = $0 { true } else { false } })
    #expect(prepared.columns.choice.noteSentences(in: .english).contains { $0.hasPrefix("Close on a log scale: it spans") })
  }

  @Test func panelsOfEvenlySpreadMeasuresStayLinear() throws {
    let noise = ChartChoiceTests.noise(200, seed: 3)
    let rows: [[Any]] = (0..<200).map { (i: Int) -> [Any] in [1800 + i, 1.3 + noise[i] * 0.5, (noise[(i * 7) % 200] - 0.5) * 3.6] }
    let prepared = try ChartPipeline().prepare(ChartChoiceTests.csv(["Year", "SeaLevel", "SOI"], rows))
    #expect(prepared.dataset.layout == .panels)
    #expect(prepared.dataset.panelYScales.isEmpty)
    #expect(!prepared.columns.choice.notes.contains { if case .logScale = $0 { true } else { false } })
  }

  /// faraway's gammaray: flux and a second measure over the seconds after a burst, from 0.1 to
  /// 400,000, most of them in the first thousand: the shared x is a log axis. (Its own second
  /// column, `error`, is the flux's uncertainty and is set aside since session 23; a background
  /// count keeps two panels here.)
  @Test func panelsOverSecondsThatSpanDecadesShareALogX() throws {
    let noise = ChartChoiceTests.noise(63, seed: 17)
    let rows: [[Any]] = (0..<63).map { (i: Int) -> [Any] in
      let time = 0.1 * pow(10, 6.6 * pow(Double(i) / 62, 3))
      return [time, 120 / (1 + Double(i) / 4) + noise[i] * 5, 0.5 + noise[(i * 5) % 63] * 3]
    }
    let prepared = try ChartPipeline().prepare(ChartChoiceTests.csv(["time", "flux", "background"], rows))
    #expect(prepared.dataset.layout == .panels)
    #expect(prepared.dataset.xScale == .log)
    #expect(prepared.columns.choice.notes.contains { if case .logScale("time", _, _) = $0 { true } else { false } })
  }

  /// A panel with a value at or below zero has no log y, whatever its spread.
  @Test func aPanelWithZerosStaysLinear() {
    let xs = (0..<50).map(Double.init)
    var dataset = Dataset(
      series: [
        Series(name: "flux", xs: xs, ys: xs.map { $0 == 3 ? 0 : 1e4 / pow($0 + 1, 3) }),
        Series(name: "error", xs: xs, ys: xs.map { 1 + $0 / 10 }),
      ])
    dataset.layout = .panels
    var choice = ChartChoice()
    choice.columns = [ChartChoice.Column(name: "time", role: .time)]
    ChartChoice.choosePanelScales(&dataset, choice: &choice)
    #expect(dataset.panelYScales.isEmpty)
    dataset.series[0].ys[3] = 1e4 / 64
    ChartChoice.choosePanelScales(&dataset, choice: &choice)
    #expect(dataset.panelYScales == [.log, .linear])
  }
}
