#if canImport(SwiftUI) && canImport(Charts)
  import Charts
  import Foundation
  import SwiftUI
  import struct PhaseCharts.ChartPresentation
  import struct PhaseCharts.Dataset
  import struct PhaseCharts.PlotPoint
  import struct PhaseCharts.SeriesEnvelope

  /// The series of a dataset on one plot: lines (`LineMark`, one per unbroken segment) or, for
  /// rows that are observations, small `PointMark`s; behind them, the band of the series not
  /// drawn one by one, or of a panel's units around their median (`AreaMark(x:yStart:yEnd:)`,
  /// one bucket per point of width at most), named under the legend (`+N`, `10–90% of 40 units`).
  struct SeriesLines: View {
    let dataset: Dataset
    let presentation: ChartPresentation
    let points: [PlotPoint]
    let width: CGFloat

    var body: some View {
      let band = dataset.others?.reduced(toColumns: Dataset.plotColumns(forWidth: Double(width)))
      VStack(alignment: .leading, spacing: 6) {
        Chart {
          SeriesMarks.envelope(band, in: dataset)
          SeriesMarks.series(points, in: dataset)
          BeyondAxis.marks(points, in: dataset)
        }
        // Fitted to the data, as the SVG and terminal renderers draw lines: Swift Charts'
        // default zero baseline would flatten a temperature or a price into a band.
        // Positive values over decades on a log scale, as the core decided (`ChartPresentation`);
        // an axis cut to the bulk of the values shows that range (`BeyondAxis`).
        .seriesScales(for: dataset, presentation: presentation)
        .clockXAxis(for: dataset, labelled: true)
        .presented(presentation)
        if let bandName = presentation.bandName {
          EnvelopeLegend(name: bandName)
        }
      }
    }
  }

  extension Dataset.Scale {
    /// The Swift Charts scale type of this scale: `.log` for ``log``; nil (the automatic
    /// scale, linear for numbers) otherwise.
    var chartsScaleType: ScaleType? { self == .log ? ScaleType.log : nil }
  }

  /// The legend entry of the band of series not drawn one by one: its swatch and `+N`.
  struct EnvelopeLegend: View {
    let name: String

    var body: some View {
      HStack(spacing: 4) {
        SeriesMarks.envelopeColor.frame(width: 10, height: 10)
        Text(verbatim: name)
          .font(.caption)
          .foregroundStyle(.secondary)
      }
    }
  }

  /// The marks of a dataset's series and envelope, shared by the single plot and the panels.
  @MainActor enum SeriesMarks {
    /// The band's fill: the secondary colour, translucent, like the grey band of the SVG.
    static let envelopeColor = Color.secondary.opacity(0.3)

    /// One `LineMark` per point; `series:` keeps each unbroken segment its own line, and
    /// `foregroundStyle(by:)` colours and labels the lines by series name. Points are
    /// `PointMark`s instead, small (an area of 16, a dot about 4 points across) since a scatter
    /// may cover the plot.
    @ChartContentBuilder static func series(_ points: [PlotPoint], in dataset: Dataset) -> some ChartContent {
      let xLabel = dataset.xLabel
      let yLabel = dataset.yLabel
      let isDate = dataset.xKind == .date
      if dataset.mark == .points {
        ForEach(points) { point in
          if isDate {
            PointMark(x: .value(xLabel, Date(timeIntervalSince1970: point.x)), y: .value(yLabel, point.y))
              .foregroundStyle(by: .value("series", point.series))
              .symbolSize(16)
          } else {
            PointMark(x: .value(xLabel, point.x), y: .value(yLabel, point.y))
              .foregroundStyle(by: .value("series", point.series))
              .symbolSize(16)
          }
        }
      } else {
        ForEach(points) { point in
          if isDate {
            LineMark(
              x: .value(xLabel, Date(timeIntervalSince1970: point.x)), y: .value(yLabel, point.y),
              series: .value("segment", point.segment)
            )
            .foregroundStyle(by: .value("series", point.series))
          } else {
            LineMark(x: .value(xLabel, point.x), y: .value(yLabel, point.y), series: .value("segment", point.segment))
              .foregroundStyle(by: .value("series", point.series))
          }
        }
      }
    }

    /// The envelope as one band from its lows to its highs, or nothing.
    @ChartContentBuilder static func envelope(_ band: SeriesEnvelope?, in dataset: Dataset) -> some ChartContent {
      if let band {
        let xLabel = dataset.xLabel
        let yLabel = dataset.yLabel
        let isDate = dataset.xKind == .date
        ForEach(0..<band.xs.count, id: \.self) { index in
          if isDate {
            AreaMark(
              x: .value(xLabel, Date(timeIntervalSince1970: band.xs[index])),
              yStart: .value(yLabel, band.lows[index]), yEnd: .value(yLabel, band.highs[index]))
          } else {
            AreaMark(
              x: .value(xLabel, band.xs[index]), yStart: .value(yLabel, band.lows[index]),
              yEnd: .value(yLabel, band.highs[index]))
          }
        }
        .foregroundStyle(envelopeColor)
      }
    }
  }
#endif
