#if canImport(SwiftUI) && canImport(Charts)
  import Charts
  import Foundation
  import SwiftUI
  // Imported by name: PhaseCharts also declares `Chart`, `LineMark` and `Text`, shaped like
  // Swift Charts and SwiftUI, and a whole-module import would make them ambiguous here.
  import struct PhaseCharts.ChartChoice
  import struct PhaseCharts.ChartPresentation
  import struct PhaseCharts.Dataset
  import struct PhaseCharts.PlotPoint
  import class PhaseCharts.PlotPointsModel
  import struct PhaseCharts.PreparedChart
  import struct PhaseCharts.SanitizationReport
  import struct PhaseCharts.SanitizedDataset

  /// Draws a PhaseKit `Dataset` with Swift Charts, the way its chart choice says:
  /// one line per series (a line per unit of a panel), coloured by series with a legend when
  /// there are several, and a real gap wherever a series breaks; points for rows that are
  /// observations (the outcome against its strongest predictor) or values per word; one panel
  /// per series for small multiples (`Dataset.layout` `.panels`); bars of counts per
  /// category, stacked by a second code (`BarMark` with `foregroundStyle(by:)`), standing or
  /// lying; a histogram's bins; the median of a panel's many units with the band of their
  /// 10th to 90th percentile (`AreaMark(x:yStart:yEnd:)`), named in the legend; and a grey
  /// band, `+N` in the legend, for series past the ones drawn one by one (`Dataset.others`).
  ///
  /// Every decision — which drawing, the axis titles (`count` for bars of counts, `row` for the
  /// row number), the order of colours and stacked parts, whether there is a legend, which way
  /// bars lie, how names are cut, how high panels are and where their names go, where histogram
  /// ticks fall — is PhaseCharts' (`ChartPresentation`, `CategoryBarLayout`,
  /// `SmallMultiplesLayout`, `HistogramTicks`), the same the SVG and terminal renderers take;
  /// this view only draws it. Give it the `PreparedChart` the pipeline made
  /// (``init(prepared:)``) for the choice's axis titles.
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
  /// let prepared = try ChartPipeline().prepare(csv)
  /// SeriesChart(prepared: prepared)
  ///   .frame(height: 300)
  /// ```
  public struct SeriesChart: View {
    private let dataset: Dataset
    private let report: SanitizationReport?
    /// The choice the dataset was drawn by, for the axis titles it says; nil for a dataset alone.
    private let choice: ChartChoice?
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
      self.choice = nil
    }

    /// Creates the chart of a table the pipeline prepared: its dataset, drawn as its chart
    /// choice says, with the choice's axis titles (`count` for bars of counts and histograms,
    /// `row` when x is the row number), and an accessible description that says what
    /// sanitization dropped.
    ///
    /// - Parameter prepared: What `ChartPipeline().prepare(data)` returned.
    public init(prepared: PreparedChart) {
      self.dataset = prepared.dataset
      self.report = prepared.report
      self.choice = prepared.columns.choice
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
      self.choice = nil
    }

    /// The view's content, as the type's discussion describes.
    public var body: some View {
      let request = PlotPointsModel.Request(dataset: dataset, width: Double(width))
      // This request's points, or the previous ones while a large dataset is plotted off the main
      // actor; nil only before a large dataset's first points.
      let points = plot.points(for: request)
      let presentation = ChartPresentation(dataset, choice: choice, language: language)
      Group {
        if points?.isEmpty ?? dataset.isEmpty {
          NoDataChart()
        } else if let points {
          drawing(points, presentation: presentation)
            .accessibilityChartDescriptor(
              ChartDescriptor(dataset: titled(presentation), report: report, language: language))
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

    /// The drawing `presentation` calls for.
    @ViewBuilder private func drawing(_ points: [PlotPoint], presentation: ChartPresentation) -> some View {
      let size = CGSize(width: width, height: height)
      switch presentation.drawing {
      case .panels:
        SeriesPanels(dataset: dataset, presentation: presentation, points: points, size: size)
      case .categoryBars:
        CategoryBars(dataset: dataset, presentation: presentation, points: points, size: size)
      case .bars:
        NumericBars(dataset: dataset, presentation: presentation, points: points)
      case .histogram:
        HistogramBars(dataset: dataset, presentation: presentation, points: points, width: width)
      case .heatmap:
        HeatmapCells(dataset: dataset, presentation: presentation)
      case .seriesOverCategories:
        CategorySeries(dataset: dataset, presentation: presentation, points: points)
      case .series:
        SeriesLines(dataset: dataset, presentation: presentation, points: points, width: width)
      }
    }

    /// The dataset with the axis titles the chart shows, for its accessible description.
    private func titled(_ presentation: ChartPresentation) -> Dataset {
      var titled = dataset
      titled.xLabel = presentation.xTitle
      titled.yLabel = presentation.yTitle
      return titled
    }
  }

  extension View {
    /// The chart with what `presentation` decides around its marks: the colours by series in
    /// the order of `ChartPresentation.seriesNames` (the legend's and the stacked parts'
    /// order), the legend or none, and the axis titles.
    ///
    /// - Parameters:
    ///   - presentation: The decisions.
    ///   - swapsAxes: Whether the chart's x axis shows the values and its y axis the
    ///     categories (lying bars); false by default.
    /// - Returns: The chart.
    @MainActor func presented(_ presentation: ChartPresentation, swapsAxes: Bool = false) -> some View {
      chartForegroundStyleScale(domain: presentation.seriesNames)
        .chartLegend(presentation.showsLegend ? .visible : .hidden)
        .chartXAxisLabel { AxisTitle(swapsAxes ? presentation.yTitle : presentation.xTitle) }
        .chartYAxisLabel { AxisTitle(swapsAxes ? presentation.xTitle : presentation.yTitle) }
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
