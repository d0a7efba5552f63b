import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

@Suite(.timeLimit(.minutes(6))) struct ChartDescriptionTests {
  @Test func describesAxesSeriesAndWhatSanitizationDropped() {
    let data = Dataset(
      xLabel: "day", yLabel: "price",
      series: [Series(name: "AAPL", xs: [1, 2, 3, 4], ys: [190, -999, 192, 193.5])]
    ).sanitized()
    let description = ChartDescription(data, language: .english)
    #expect(description.title == "AAPL")
    #expect(description.xAxis == .init(title: "day", range: 1...4, isDate: false))
    #expect(description.yAxis.range == 190...193.5)
    #expect(description.series.map(\.points.count) == [3])
    #expect(description.summary.hasPrefix("Chart with 1 series and 3 points. AAPL: 3 points"))
    #expect(description.summary.contains("kept 3 of 4 points; dropped 1: sentinel value such as -999."))
  }

  @Test(arguments: Language.allCases)
  func anEmptyChartSaysNoDataNotAFakeAverage(language: Language) {
    let description = ChartDescription(Dataset(series: []), language: language)
    #expect(description.isEmpty)
    #expect(description.title == PhaseKitText.noDataAvailable.text(in: language))
    #expect(description.summary == PhaseKitText.noDataAvailable.text(in: language))
    #expect(!description.summary.contains(PhaseKitText.average.text(in: language)))
  }

  @Test func anAllInvalidChartSaysSo() {
    let data = Dataset(series: [Series(name: "t", xs: [1, 2], ys: [-999, .nan])]).sanitized()
    let description = ChartDescription(data, language: .simplifiedChinese)
    #expect(description.title == "全部 2 个数据点无效")
  }
}

@Suite(.timeLimit(.minutes(6))) struct ChartDescriptionSizeTests {
  @Test func countsEveryPointButListsAtMostTheLimit() {
    let xs = (0..<10_000).map(Double.init)
    let ys = xs.map { sin($0 / 100) }
    let description = ChartDescription(
      Dataset(series: [Series(name: "s", xs: xs, ys: ys)]), language: .english, pointsPerSeries: 200)
    #expect(description.summary.hasPrefix("Chart with 1 series and 10000 points."))
    #expect(description.xAxis.range == 0...9_999)
    #expect(description.series[0].points.count <= 200)
    #expect(description.series[0].points.count >= 100)
  }
}
