#if canImport(SwiftUI) && canImport(Charts)
  import Charts
  import Foundation
  import SwiftUI
  import struct PhaseCharts.ChartPresentation
  import struct PhaseCharts.Dataset
  import struct PhaseCharts.PlotPoint
  import struct PhaseCharts.SeriesEnvelope
  import struct PhaseCharts.SmallMultiplesLayout

  /// Small multiples: one Swift Charts chart per series, stacked, each with its own y scale and
  /// the same x domain (`chartXScale(domain:)`, the dataset's `Dataset.xExtent`), behind a
  /// series its band (`Dataset.bands`, an `AreaMark(x:yStart:yEnd:)` per bucket),
  /// x tick labels under the last only. `SmallMultiplesLayout` decides the heights, the number of
  /// y ticks and where each name goes (a title above, or a column beside when panels are low).
  struct SeriesPanels: View {
    let dataset: Dataset
    let presentation: ChartPresentation
    let points: [PlotPoint]
    let size: CGSize
    @Environment(\.phaseKitLanguage) private var language

    /// Room under the last plot for its x tick labels.
    static let xAxisRoom: CGFloat = 24
    /// The stack's height before the view is laid out.
    static let fallbackHeight = 320.0

    var body: some View {
      // A panel with a log y of its own says so in its name, as the SVG does.
      let names = dataset.series.indices.map { dataset.panelYScale($0).axisTitle(dataset.series[$0].name, in: language) }
      // Before the first layout pass the size is zero: a phone's width and a card's height.
      let width = size.width > 0 ? Double(size.width) : Double(Dataset.fallbackPlotWidth)
      let room = size.height > 0 ? Double(size.height - Self.xAxisRoom) : Self.fallbackHeight
      // Titles are `.caption`, 12 points.
      let layout = SmallMultiplesLayout(panelCount: names.count, height: max(room, 1), fontSize: 12)
      let nameWidth = layout.titleColumnWidth(for: names, width: width)
      let titles = layout.titles(for: names, width: width, plotWidth: width - nameWidth)
      let bySeries = Dictionary(grouping: points, by: \.series)
      VStack(alignment: .leading, spacing: CGFloat(layout.gap)) {
        ForEach(Array(names.indices), id: \.self) { index in
          let isLast = index == names.count - 1
          let band = dataset.bands.indices.contains(index) ? dataset.bands[index] : nil
          let chart = panel(
            bySeries[dataset.series[index].name] ?? [],
            band: band?.reduced(toColumns: Dataset.plotColumns(forWidth: width)),
            scale: dataset.panelYScale(index), ticks: layout.yTickCount, isLast: isLast
          )
          .frame(height: CGFloat(layout.plotHeight) + (isLast ? Self.xAxisRoom : 0))
          if layout.titlePlacement == .above {
            VStack(alignment: .leading, spacing: 2) {
              Text(verbatim: titles[index]).font(.caption.weight(.semibold)).lineLimit(1)
              chart
            }
          } else {
            HStack(spacing: 6) {
              Text(verbatim: titles[index])
                .font(.caption.weight(.semibold))
                .lineLimit(1)
                .frame(width: CGFloat(nameWidth), alignment: .leading)
              chart
            }
          }
        }
      }
    }

    /// One panel's chart: its own y scale (log when `scale` says so,
    /// `Dataset.panelYScales`) and about `ticks` y ticks, the panel's band (the middle 80% of
    /// the units around their median) behind its series; gridlines but no x labels above the
    /// last panel.
    @ViewBuilder private func panel(
      _ points: [PlotPoint], band: SeriesEnvelope?, scale: Dataset.Scale, ticks: Int, isLast: Bool
    ) -> some View {
      let chart = scaled(
        Chart {
          SeriesMarks.envelope(band, in: dataset)
          SeriesMarks.series(points, in: dataset)
        }
      )
      .chartYScale(domain: .automatic(includesZero: false), type: scale.chartsScaleType)
      .chartYAxis { AxisMarks(values: .automatic(desiredCount: ticks)) }
      .chartLegend(.hidden)
      if dataset.xIsTimeOfDay {
        // Times of day ticked as a clock reads, 00:00 06:00; labels under the last panel only.
        let clocked = chart.clockXAxis(for: dataset, labelled: isLast)
        if isLast { clocked.chartXAxisLabel { AxisTitle(presentation.xTitle) } } else { clocked }
      } else if isLast {
        chart.chartXAxisLabel { AxisTitle(presentation.xTitle) }
      } else {
        chart.chartXAxis { AxisMarks { AxisGridLine() } }
      }
    }

    /// `chart` over the x domain every panel shares.
    @ViewBuilder private func scaled(_ chart: some View) -> some View {
      let domain = dataset.xExtent ?? 0...1
      if dataset.xKind == .date {
        chart.chartXScale(
          domain: Date(timeIntervalSince1970: domain.lowerBound)...Date(timeIntervalSince1970: domain.upperBound))
      } else {
        chart.chartXScale(domain: domain)
      }
    }
  }
#endif
