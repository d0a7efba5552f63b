#if canImport(SwiftUI) && canImport(Accessibility)
  import Accessibility
  import Foundation
  import SwiftUI
  import PhaseKit
  import struct PhaseCharts.ChartDescription
  import struct PhaseCharts.ChartPresentation
  import struct PhaseCharts.Dataset
  import struct PhaseCharts.SanitizationReport

  /// Turns PhaseCharts' platform-neutral `ChartDescription` into the
  /// `AXChartDescriptor` that VoiceOver's Audio Graphs read. Every word is decided by
  /// `ChartDescription` (tested on Linux); this only copies it over.
  ///
  /// The description is made only when VoiceOver asks for it, from at most 200 points per series.
  /// A chart over categories (bars of counts, values per word) has a categorical x axis in the
  /// order of `ChartPresentation.categories`, each point at its category's name.
  struct ChartDescriptor: AXChartDescriptorRepresentable {
    let dataset: Dataset
    let report: SanitizationReport?
    let language: Language

    func makeChartDescriptor() -> AXChartDescriptor {
      let description = ChartDescription(
        dataset, report: report, language: language, pointsPerSeries: 200)
      let x = description.xAxis
      let y = description.yAxis
      let isDate = x.isDate
      let isCategorical = dataset.xKind == .category
      let xAxis: any AXDataAxisDescriptor =
        isCategorical
        ? AXCategoricalDataAxisDescriptor(
          title: x.title, categoryOrder: ChartPresentation(dataset).categories(drawing: description.series.flatMap(\.points)))
        : AXNumericDataAxisDescriptor(title: x.title, range: x.range, gridlinePositions: []) { value in
          isDate
            ? Date(timeIntervalSince1970: value).formatted(date: .abbreviated, time: .shortened)
            : value.formatted()
        }
      let dataset = dataset
      let yAxis = AXNumericDataAxisDescriptor(
        title: y.title, range: y.range, gridlinePositions: []
      ) { value in value.formatted() }
      let series = description.series.map { series in
        AXDataSeriesDescriptor(
          // Points are observations, not a line: Audio Graphs play them as discrete.
          name: series.name, isContinuous: dataset.mark == .line,
          dataPoints: series.points.map { point in
            isCategorical
              ? AXDataPoint(x: ChartPresentation.category(at: point.x, in: dataset), y: point.y)
              : AXDataPoint(x: point.x, y: point.y)
          })
      }
      return AXChartDescriptor(
        title: description.title, summary: description.summary, xAxis: xAxis, yAxis: yAxis,
        additionalAxes: [], series: series)
    }
  }
#endif
