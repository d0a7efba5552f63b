#if canImport(SwiftUI) && canImport(Charts)
  import Charts
  import Foundation
  import SwiftUI
  import struct PhaseCharts.ChartPresentation
  import struct PhaseCharts.Dataset
  import struct PhaseCharts.PlotPoint

  /// An axis cut to the bulk of the values (`Dataset.xAxisRange`, `yAxisRange`, which the core
  /// chose when a few far values would squash the rest): the scale shows that range, and each
  /// point beyond it, moved to the edge by `Dataset.plotPoints(forWidth:method:)`, carries an
  /// arrow pointing the way it lies, as the SVG's open triangles and the terminal's `△` do.
  @MainActor enum BeyondAxis {
    /// The arrow of a point at the edge of a cut axis: `△ ▽` above or below the y axis, `◁ ▷`
    /// left or right of the x axis.
    static func arrow(_ point: PlotPoint, in dataset: Dataset) -> String {
      if let y = dataset.yAxisRange, point.y >= y.upperBound { return "△" }
      if let y = dataset.yAxisRange, point.y <= y.lowerBound { return "▽" }
      if let x = dataset.xAxisRange, point.x <= x.lowerBound { return "◁" }
      return "▷"
    }

    /// An arrow over every point beyond a cut axis (``PlotPoint/isBeyondAxis``), in its series'
    /// colour; nothing when no axis is cut.
    @ChartContentBuilder static func marks(_ points: [PlotPoint], in dataset: Dataset) -> some ChartContent {
      let beyond = dataset.xAxisRange == nil && dataset.yAxisRange == nil ? [] : points.filter(\.isBeyondAxis)
      let xLabel = dataset.xLabel
      let yLabel = dataset.yLabel
      let isDate = dataset.xKind == .date
      ForEach(beyond) { point in
        if isDate {
          PointMark(x: .value(xLabel, Date(timeIntervalSince1970: point.x)), y: .value(yLabel, point.y))
            .foregroundStyle(by: .value("series", point.series))
            .symbolSize(16)
            .annotation(position: .automatic) { Text(verbatim: arrow(point, in: dataset)).font(.caption) }
        } else {
          PointMark(x: .value(xLabel, point.x), y: .value(yLabel, point.y))
            .foregroundStyle(by: .value("series", point.series))
            .symbolSize(16)
            .annotation(position: .automatic) { Text(verbatim: arrow(point, in: dataset)).font(.caption) }
        }
      }
    }
  }

  extension View {
    /// The x and y scales of a plot of series: a cut axis shows its range
    /// (`Dataset.xAxisRange`), any other is fitted to the data without forcing zero in; each on
    /// the scale type the core chose (`ChartPresentation.xScale`, a log axis for decades).
    @ViewBuilder func seriesScales(for dataset: Dataset, presentation: ChartPresentation) -> some View {
      let xType = presentation.xScale.chartsScaleType
      let yType = presentation.yScale.chartsScaleType
      if let x = dataset.xAxisRange, let y = dataset.yAxisRange {
        chartXScale(domain: x, type: xType).chartYScale(domain: y, type: yType)
      } else if let x = dataset.xAxisRange {
        chartXScale(domain: x, type: xType).chartYScale(domain: .automatic(includesZero: false), type: yType)
      } else if let y = dataset.yAxisRange {
        chartXScale(domain: .automatic(includesZero: false), type: xType).chartYScale(domain: y, type: yType)
      } else {
        chartXScale(domain: .automatic(includesZero: false), type: xType)
          .chartYScale(domain: .automatic(includesZero: false), type: yType)
      }
    }
  }
#endif
