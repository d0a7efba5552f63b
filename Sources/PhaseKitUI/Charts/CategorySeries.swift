#if canImport(SwiftUI) && canImport(Charts)
  import Charts
  import SwiftUI
  import struct PhaseCharts.ChartPresentation
  import struct PhaseCharts.Dataset
  import struct PhaseCharts.PlotPoint

  /// Values over words (`Dataset.XKind.category` drawn as points or a line): each row's value
  /// as a `PointMark` at its word, or a `LineMark` through the words in their order, the
  /// category axis in the order of `ChartPresentation.categories` (`chartXScale(domain:)`).
  struct CategorySeries: View {
    let dataset: Dataset
    let presentation: ChartPresentation
    let points: [PlotPoint]

    var body: some View {
      let dataset = dataset
      let xLabel = dataset.xLabel
      let yLabel = dataset.yLabel
      let isPoints = dataset.mark == .points
      Chart(points) { point in
        let category = ChartPresentation.category(at: point.x, in: dataset)
        if isPoints {
          PointMark(x: .value(xLabel, category), y: .value(yLabel, point.y))
            .foregroundStyle(by: .value("series", point.series))
            .symbolSize(16)
        } else {
          LineMark(x: .value(xLabel, category), y: .value(yLabel, point.y), series: .value("segment", point.segment))
            .foregroundStyle(by: .value("series", point.series))
        }
      }
      .chartXScale(domain: presentation.categories(drawing: points))
      .chartYScale(domain: .automatic(includesZero: false))
      .presented(presentation)
    }
  }
#endif
