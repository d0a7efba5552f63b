#if canImport(SwiftUI) && canImport(Charts)
  import Charts
  import Foundation
  import SwiftUI
  // Imported by name: PhaseCharts also declares `Chart`, `LineMark` and `Text`, shaped like
  // Swift Charts and SwiftUI, and a whole-module import would make them ambiguous here.
  import struct PhaseCharts.Dataset
  import struct PhaseCharts.PlotPoint
  import class PhaseCharts.PlotPointsModel
  import struct PhaseCharts.SanitizationReport
  import struct PhaseCharts.SanitizedDataset

  /// Draws a PhaseKit `Dataset` with Swift Charts, the way its chart choice says:
  /// one line per series, coloured by series with a legend when there are several, and a real
  /// gap wherever a series breaks; points for rows that are observations; one panel per series
  /// for small multiples (`Dataset.layout` `.panels`); category bars, standing or
  /// lying; a histogram's bins; and a grey band, `+N` in the legend, for series past the ones
  /// drawn one by one (`Dataset.others`).
  ///
  /// Every decision — which way bars lie, how names are cut, how high panels are and where
  /// their names go, where histogram ticks fall — is PhaseCharts' (`CategoryBarLayout`,
  /// `SmallMultiplesLayout`, `HistogramTicks`), the same the SVG and terminal renderers take;
  /// this view only draws it.
  ///
  /// The data is downsampled to the view's width first (the points of
  /// `Dataset.plotPoints(forWidth:method:)`), so a million-point series draws as
  /// fast as a small one and keeps its peaks. A `PlotPointsModel` does it: once per
  /// dataset and pixel column (not in every body evaluation, not on every fraction of a point of
  /// an animated resize), off the main actor for large data, keeping the previous points on
  /// screen until the new ones arrive. A dataset with no points draws the seed's "no data"
  /// placeholder, ``NoDataChart``.
  ///
  /// VoiceOver gets an `AXChartDescriptor` (Audio Graphs): both axes, every series, and — for
  /// sanitized data — what sanitization dropped, in the words of `ChartDescription`,
  /// which the SVG renderer's description shares.
  ///
  /// ```swift
  /// let (clean, _) = try ChartDecoder.decode(csv).sanitized()
  /// SeriesChart(dataset: clean)
  ///   .frame(height: 300)
  /// ```
  public struct SeriesChart: View {
    private let dataset: Dataset
    private let report: SanitizationReport?
    @State private var width: CGFloat = 0
    /// The view's height, for the layouts that share it out (panels, bars); 0 before layout.
    @State private var height: CGFloat = 0
    /// Plots the data at the width; cheap to create, starts nothing until the task runs.
    @State private var plot = PlotPointsModel()
    @Environment(\.phaseKitLanguage) private var language

    /// Creates a chart of a dataset.
    ///
    /// - Parameter dataset: The series to draw, usually sanitized; x values are dates when
    ///   `Dataset.xKind` is `.date`.
    public init(dataset: Dataset) {
      self.dataset = dataset
      self.report = nil
    }

    /// Creates a chart of sanitized data, whose accessible description says what was dropped.
    ///
    /// - Parameter data: What `dataset.sanitized()` returned.
    public init(data: SanitizedDataset) {
      self.init(dataset: data.dataset, report: data.report)
    }

    /// Creates a chart of a dataset and, when it was sanitized, the report of what was dropped.
    init(dataset: Dataset, report: SanitizationReport?) {
      self.dataset = dataset
      self.report = report
    }

    /// The view's content, as the type's discussion describes.
    public var body: some View {
      let request = PlotPointsModel.Request(dataset: dataset, width: Double(width))
      // This request's points, or the previous ones while a large dataset is plotted off the main
      // actor; nil only before a large dataset's first points.
      let points = plot.points(for: request)
      Group {
        if points?.isEmpty ?? dataset.isEmpty {
          NoDataChart()
        } else if let points {
          drawing(points)
            .accessibilityChartDescriptor(
              ChartDescriptor(dataset: dataset, report: report, language: language))
        } else {
          // A large dataset's first points are on their way (a task away): keep the space.
          Color.clear
        }
      }
      // Whole pixel columns, as `plotPoints(forWidth:)` counts them: a resize by a fraction of a
      // point changes neither the request nor the task.
      .onGeometryChange(for: CGFloat.self) { proxy in
        CGFloat(Dataset.plotWidth(quantizing: Double(proxy.size.width)))
      } action: { newWidth in
        width = newWidth
      }
      .onGeometryChange(for: CGFloat.self) { proxy in
        proxy.size.height.rounded()
      } action: { newHeight in
        height = newHeight
      }
      // Restarted (the previous one cancelled) when the data or the column count changes.
      .task(id: request) { [plot] in await plot.update(for: request) }
    }

    /// The drawing the dataset's layout and mark call for.
    @ViewBuilder private func drawing(_ points: [PlotPoint]) -> some View {
      let size = CGSize(width: width, height: height)
      if dataset.layout == .panels && dataset.series.count > 1 {
        SeriesPanels(dataset: dataset, points: points, size: size)
      } else if dataset.mark == .bars && dataset.xKind == .category {
        CategoryBars(dataset: dataset, points: points, size: size)
      } else if dataset.mark == .histogram {
        HistogramBars(dataset: dataset, points: points, width: width)
      } else {
        SeriesLines(dataset: dataset, points: points, width: width)
      }
    }
  }

  /// An axis title, or nothing for an empty one.
  struct AxisTitle: View {
    let text: String

    init(_ text: String) { self.text = text }

    var body: some View {
      if !text.isEmpty {
        Text(text)
      }
    }
  }
#endif
