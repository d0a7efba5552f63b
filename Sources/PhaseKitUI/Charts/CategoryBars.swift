#if canImport(SwiftUI) && canImport(Charts)
  import Charts
  import Foundation
  import SwiftUI
  import struct PhaseCharts.CategoryBarLayout
  import struct PhaseCharts.ChartPresentation
  import struct PhaseCharts.Dataset
  import struct PhaseCharts.PlotPoint

  /// A dataset's category bars (`Dataset.Mark/bars` over words: a number per word, or the
  /// rows counted per category) with `BarMark`: standing (`BarMark(x: name, y: value)`) or
  /// lying (`BarMark(x: value, y: name)`), and each name cut, turned or left out, as
  /// `CategoryBarLayout` decides for the view's size. Bars of several series (the levels of a
  /// second code) stack in the order of `ChartPresentation.seriesNames`, coloured by series
  /// (`foregroundStyle(by:)`), the categories in the order of `ChartPresentation.categories`.
  struct CategoryBars: View {
    let dataset: Dataset
    let presentation: ChartPresentation
    let points: [PlotPoint]
    let size: CGSize

    /// Room for the value axis' labels, left of standing bars or under lying ones.
    static let valueAxisRoom = 40.0

    /// The size before the first layout pass: a phone's width, a card's height.
    static let fallbackSize = CGSize(width: Double(Dataset.fallbackPlotWidth), height: 240)

    var body: some View {
      let names = presentation.categories(drawing: points)
      let size = size.width > 0 && size.height > 0 ? size : Self.fallbackSize
      let layout = CategoryBarLayout(
        categories: names, width: max(Double(size.width) - Self.valueAxisRoom, 10),
        height: max(Double(size.height) - Self.valueAxisRoom, 10))
      let labels = Dictionary(zip(names, layout.labels), uniquingKeysWith: { first, _ in first })
      let shown = zip(names, layout.labels).filter { !$0.1.isEmpty }.map(\.0)
      let dataset = dataset
      let xLabel = dataset.xLabel
      let yLabel = dataset.yLabel
      // Grouped bars stand side by side in a band per series; one group for all stacks them.
      let grouped = dataset.barsAreGrouped
      if layout.orientation == .vertical {
        Chart(points) { point in
          BarMark(
            x: .value(xLabel, ChartPresentation.category(at: point.x, in: dataset)), y: .value(yLabel, point.y)
          )
          .foregroundStyle(by: .value("series", point.series))
          .position(by: .value("group", grouped ? point.series : ""))
        }
        .chartXScale(domain: names)
        .chartXAxis {
          AxisMarks(values: shown) { value in
            AxisValueLabel(orientation: layout.labelAngle == 0 ? .horizontal : .vertical) {
              Text(verbatim: value.as(String.self).flatMap { labels[$0] } ?? "")
            }
          }
        }
        .presented(presentation)
      } else {
        Chart(points) { point in
          BarMark(
            x: .value(yLabel, point.y), y: .value(xLabel, ChartPresentation.category(at: point.x, in: dataset))
          )
          .foregroundStyle(by: .value("series", point.series))
          .position(by: .value("group", grouped ? point.series : ""))
        }
        .chartYScale(domain: names)
        .chartYAxis {
          AxisMarks(values: shown) { value in
            AxisValueLabel {
              Text(verbatim: value.as(String.self).flatMap { labels[$0] } ?? "")
            }
          }
        }
        .presented(presentation, swapsAxes: true)
      }
    }
  }

  /// A histogram with `BarMark(xStart:xEnd:y:)`: each bin from its start to its start plus the
  /// bin width, up to its count, over the bins' x range, with ticks on round bin edges
  /// (`HistogramTicks`, as the SVG draws them). Several series overlap, translucent
  /// (`ChartPresentation.barOpacity`).
  struct HistogramBars: View {
    let dataset: Dataset
    let presentation: ChartPresentation
    let points: [PlotPoint]
    let width: CGFloat

    var body: some View {
      let ticks = dataset.histogramTicks(maximumCount: ChartPresentation.histogramTickCount(forWidth: Double(width)))
      let opacity = presentation.barOpacity
      let xLabel = dataset.xLabel
      let yLabel = dataset.yLabel
      Chart(points) { point in
        BarMark(
          xStart: .value(xLabel, point.x), xEnd: .value(xLabel, dataset.binEnd(from: point.x)), y: .value(yLabel, point.y)
        )
        .foregroundStyle(by: .value("series", point.series))
        .opacity(opacity)
      }
      .chartXScale(domain: dataset.xExtent ?? 0...1, type: presentation.xScale.chartsScaleType)
      .chartXAxis { AxisMarks(values: ticks) }
      .presented(presentation)
    }
  }

  /// Bars at numeric or date x values (`Dataset.Mark/bars` over numbers or dates), with
  /// `BarMark(x:y:)`: the bars of several series at one x stack, as the SVG draws them.
  struct NumericBars: View {
    let dataset: Dataset
    let presentation: ChartPresentation
    let points: [PlotPoint]

    var body: some View {
      let xLabel = dataset.xLabel
      let yLabel = dataset.yLabel
      let isDate = dataset.xKind == .date
      Chart(points) { point in
        if isDate {
          BarMark(x: .value(xLabel, Date(timeIntervalSince1970: point.x)), y: .value(yLabel, point.y))
            .foregroundStyle(by: .value("series", point.series))
        } else {
          BarMark(x: .value(xLabel, point.x), y: .value(yLabel, point.y))
            .foregroundStyle(by: .value("series", point.series))
        }
      }
      .presented(presentation)
    }
  }
#endif
