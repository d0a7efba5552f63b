#if canImport(SwiftUI) && canImport(Accessibility)
  import Accessibility
  import Foundation
  import SwiftUI
  import PhaseKit
  import struct PhaseCharts.ChartDescription
  import struct PhaseCharts.Dataset
  import struct PhaseCharts.SanitizationReport

  /// Turns PhaseCharts' platform-neutral `ChartDescription` into the
  /// `AXChartDescriptor` that VoiceOver's Audio Graphs read. Every word is decided by
  /// `ChartDescription` (tested on Linux); this only copies it over.
  ///
  /// The description is made only when VoiceOver asks for it, from at most 200 points per series.
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
      let xAxis = AXNumericDataAxisDescriptor(
        title: x.title, range: x.range, gridlinePositions: []
      ) { value in
        isDate
          ? Date(timeIntervalSince1970: value).formatted(date: .abbreviated, time: .shortened)
          : value.formatted()
      }
      let yAxis = AXNumericDataAxisDescriptor(
        title: y.title, range: y.range, gridlinePositions: []
      ) { value in value.formatted() }
      let series = description.series.map { series in
        AXDataSeriesDescriptor(
          // Points are observations, not a line: Audio Graphs play them as discrete.
          name: series.name, isContinuous: dataset.mark == .line,
          dataPoints: series.points.map { AXDataPoint(x: $0.x, y: $0.y) })
      }
      return AXChartDescriptor(
        title: description.title, summary: description.summary, xAxis: xAxis, yAxis: yAxis,
        additionalAxes: [], series: series)
    }
  }
#endif
