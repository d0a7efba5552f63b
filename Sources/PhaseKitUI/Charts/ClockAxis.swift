#if canImport(SwiftUI) && canImport(Charts)
  import Charts
  import SwiftUI
  import enum PhaseCharts.ClockTicks
  import struct PhaseCharts.Dataset

  extension View {
    /// The x axis of times of day (`Dataset.xIsTimeOfDay`, hours after midnight) ticked as a
    /// clock reads, `00:00 06:00 12:00` (`ClockTicks`, as the SVG and terminal draw it), with
    /// labels when `labelled` and gridlines only otherwise (a panel above the last); any other
    /// x keeps the axis it has.
    @ViewBuilder func clockXAxis(for dataset: Dataset, labelled: Bool) -> some View {
      if dataset.xIsTimeOfDay, let extent = dataset.xExtent {
        let values = ClockTicks.ticks(in: extent, count: 7).map(\.value)
        if labelled {
          chartXAxis {
            AxisMarks(values: values) { value in
              AxisGridLine()
              AxisValueLabel { Text(verbatim: ClockTicks.label(value.as(Double.self) ?? 0)) }
            }
          }
        } else {
          chartXAxis { AxisMarks(values: values) { _ in AxisGridLine() } }
        }
      } else {
        self
      }
    }
  }
#endif
