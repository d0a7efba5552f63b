#if canImport(SwiftUI) && canImport(Accessibility)
  import Accessibility
  import Foundation
  import SwiftUI
  import struct PhaseCharts.ChartDescription

  /// Turns PhaseCharts' platform-neutral ``PhaseCharts/ChartDescription`` into the
  /// `AXChartDescriptor` that VoiceOver's Audio Graphs read. Every word is decided by
  /// `ChartDescription` (tested on Linux); this only copies it over.
  struct ChartDescriptor: AXChartDescriptorRepresentable {
    let description: ChartDescription

    func makeChartDescriptor() -> AXChartDescriptor {
      let x = description.xAxis
      let y = description.yAxis
      let isDate = x.isDate
      let xAxis = AXNumericDataAxisDescriptor(
        title: x.title, range: x.range, gridlinePositions: []
      ) { value in
        isDate ? Date(timeIntervalSince1970: value).formatted(date: .abbreviated, time: .shortened)
          : value.formatted()
      }
      let yAxis = AXNumericDataAxisDescriptor(
        title: y.title, range: y.range, gridlinePositions: []
      ) { value in value.formatted() }
      let series = description.series.map { series in
        AXDataSeriesDescriptor(
          name: series.name, isContinuous: true,
          dataPoints: series.points.map { AXDataPoint(x: $0.x, y: $0.y) })
      }
      return AXChartDescriptor(
        title: description.title, summary: description.summary, xAxis: xAxis, yAxis: yAxis,
        additionalAxes: [], series: series)
    }
  }
#endif
