#if canImport(SwiftUI) && canImport(Charts)
  import Charts
  import Foundation
  import SwiftUI
  import struct PhaseCharts.CategoryBarLayout
  import struct PhaseCharts.Dataset
  import struct PhaseCharts.PlotPoint

  /// A dataset's category bars (`Dataset.Mark/bars` over words) with `BarMark`:
  /// standing (`BarMark(x: name, y: value)`) or lying (`BarMark(x: value, y: name)`), and each
  /// name cut, turned or left out, as `CategoryBarLayout` decides for the view's size. Bars of
  /// several series stack, coloured by series.
  struct CategoryBars: View {
    let dataset: Dataset
    let points: [PlotPoint]
    let size: CGSize

    /// Room for the value axis' labels, left of standing bars or under lying ones.
    static let valueAxisRoom = 40.0

    /// The size before the first layout pass: a phone's width, a card's height.
    static let fallbackSize = CGSize(width: Double(Dataset.fallbackPlotWidth), height: 240)

    var body: some View {
      let names = dataset.categories
      let size = size.width > 0 && size.height > 0 ? size : Self.fallbackSize
      let layout = CategoryBarLayout(
        categories: names, width: max(Double(size.width) - Self.valueAxisRoom, 10),
        height: max(Double(size.height) - Self.valueAxisRoom, 10))
      let labels = Dictionary(zip(names, layout.labels), uniquingKeysWith: { first, _ in first })
      let shown = zip(names, layout.labels).filter { !$0.1.isEmpty }.map(\.0)
      let xLabel = dataset.xLabel
      let yLabel = dataset.yLabel
      if layout.orientation == .vertical {
        Chart(points) { point in
          BarMark(x: .value(xLabel, Self.category(point, in: names)), y: .value(yLabel, point.y))
            .foregroundStyle(by: .value("series", point.series))
        }
        .chartXAxis {
          AxisMarks(values: shown) { value in
            AxisValueLabel(orientation: layout.labelAngle == 0 ? .horizontal : .vertical) {
              Text(verbatim: value.as(String.self).flatMap { labels[$0] } ?? "")
            }
          }
        }
        .chartLegend(dataset.series.count > 1 ? .visible : .hidden)
        .chartXAxisLabel { AxisTitle(xLabel) }
        .chartYAxisLabel { AxisTitle(yLabel) }
      } else {
        Chart(points) { point in
          BarMark(x: .value(yLabel, point.y), y: .value(xLabel, Self.category(point, in: names)))
            .foregroundStyle(by: .value("series", point.series))
        }
        .chartYAxis {
          AxisMarks(values: shown) { value in
            AxisValueLabel {
              Text(verbatim: value.as(String.self).flatMap { labels[$0] } ?? "")
            }
          }
        }
        .chartLegend(dataset.series.count > 1 ? .visible : .hidden)
        .chartXAxisLabel { AxisTitle(yLabel) }
        .chartYAxisLabel { AxisTitle(xLabel) }
      }
    }

    /// The category a point's x (its slot) names.
    nonisolated static func category(_ point: PlotPoint, in names: [String]) -> String {
      guard point.x.isFinite, point.x >= 0, point.x < Double(names.count) else { return "" }
      return names[Int(point.x.rounded())]
    }
  }

  /// A histogram with `BarMark(xStart:xEnd:y:)`: each bin from its start to its start plus the
  /// bin width, up to its count, over the bins' x range, with ticks on round bin edges
  /// (`HistogramTicks`, as the SVG draws them). Several series overlap, translucent.
  struct HistogramBars: View {
    let dataset: Dataset
    let points: [PlotPoint]
    let width: CGFloat

    var body: some View {
      let binWidth = dataset.binWidth ?? 1
      let ticks = dataset.histogramTicks(maximumCount: max(Int(width / 70), 2))
      let overlaps = dataset.series.count > 1
      let xLabel = dataset.xLabel
      let yLabel = dataset.yLabel
      Chart(points) { point in
        BarMark(
          xStart: .value(xLabel, point.x), xEnd: .value(xLabel, point.x + binWidth), y: .value(yLabel, point.y)
        )
        .foregroundStyle(by: .value("series", point.series))
        .opacity(overlaps ? 0.6 : 1)
      }
      .chartXScale(domain: dataset.xExtent ?? 0...1)
      .chartXAxis { AxisMarks(values: ticks) }
      .chartLegend(overlaps ? .visible : .hidden)
      .chartXAxisLabel { AxisTitle(xLabel) }
      .chartYAxisLabel { AxisTitle(yLabel) }
    }
  }
#endif
