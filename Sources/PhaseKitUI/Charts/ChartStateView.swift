#if canImport(SwiftUI) && canImport(Charts)
  import PhaseKit
  import SwiftUI
  // Imported by name: PhaseCharts' Swift Charts-shaped names would clash with SwiftUI's here.
  import enum PhaseCharts.ChartState
  import struct PhaseCharts.Dataset
  import struct PhaseCharts.SanitizationReport
  import struct PhaseCharts.SanitizedDataset

  /// Draws a `ChartState`: the chart of a dataset (``SeriesChart``) or a state card
  /// (``StateCardView``), under a ``StaleBanner`` when the data is stale or a refresh failed.
  ///
  /// A chart state of sanitized data carries its `SanitizationReport`, and the
  /// chart's VoiceOver description says what sanitization dropped.
  ///
  /// ```swift
  /// ChartStateView(display.chartState(in: language), retryAction: { await loader.retry() })
  /// ChartStateView(loader.content, retryAction: { await loader.retry() })  // Loader<Dataset>
  /// ```
  public struct ChartStateView: View {
    private let makeState: (Language) -> ChartState
    private let retryAction: (@MainActor @Sendable () async -> Void)?
    @Environment(\.phaseKitLanguage) private var language

    /// Creates the view of a chart area's state.
    ///
    /// - Parameters:
    ///   - state: What the chart area shows, as decided by
    ///     `LoadDisplay.chartState(in:invalidPointCount:now:timeZone:)`.
    ///   - retryAction: What "Retry" does; `nil` (no button) by default.
    public init(_ state: ChartState, retryAction: (@MainActor @Sendable () async -> Void)? = nil) {
      self.makeState = { _ in state }
      self.retryAction = retryAction
    }

    /// Creates the view of what a screen shows for a dataset (a `LoadContent`), with
    /// its texts in the language of the environment: the `ChartState` computed from
    /// it.
    ///
    /// - Parameters:
    ///   - content: What the screen shows, such as a `Loader<Dataset>`'s `content`.
    ///   - report: What sanitization did to the dataset, so that a chart with no data says why
    ///     and VoiceOver says what was dropped; `nil` by default.
    ///   - retryAction: What "Retry" does; `nil` (no button) by default.
    public init(
      _ content: LoadContent<Dataset>, report: SanitizationReport? = nil,
      retryAction: (@MainActor @Sendable () async -> Void)? = nil
    ) {
      self.makeState = { ChartState(content, report: report, in: $0) }
      self.retryAction = retryAction
    }

    /// Creates the view of a chart area's state; `retry:` is now `retryAction:`, as everywhere in
    /// PhaseKitUI.
    @available(*, deprecated, renamed: "init(_:retryAction:)")
    public init(_ state: ChartState, retry: (@MainActor @Sendable () async -> Void)?) {
      self.init(state, retryAction: retry)
    }

    /// The view's content, as the type's discussion describes.
    public var body: some View {
      let state = makeState(language)
      VStack(alignment: .leading, spacing: 8) {
        if let notice = state.notice {
          StaleBanner(notice: notice, retryAction: startingTask(retryAction))
        }
        switch state {
        case .card(let card, _):
          StateCardView(card, retryAction: retryAction)
        case .chart(let dataset, let report, _):
          SeriesChart(dataset: dataset, report: report)
        }
      }
    }
  }

  /// A chart that loads itself: observes a `Loader` of a `Dataset`, starts it, and
  /// shows the loading skeleton, the error card with "Retry", the "no data" placeholder, or the
  /// chart under a stale banner — the whole seed, in one view.
  ///
  /// Give it a loader that sanitizes, and a chart with no points tells "no data" apart from "every point
  /// was invalid":
  ///
  /// ```swift
  /// struct WeatherChartView: View {
  ///   @State private var loader = Loader(source: HTTPSource(url: weatherURL)) {
  ///     data throws(DataError) in try ChartDecoder.decode(data).sanitized()
  ///   }
  ///
  ///   var body: some View {
  ///     ChartLoaderView(loader)
  ///       .frame(height: 300)
  ///   }
  /// }
  /// ```
  public struct ChartLoaderView<Value: Sendable>: View {
    private let loader: Loader<Value>
    private let transaction: Transaction
    /// The decision for each display; for sanitized data, the chart state carries the report.
    private let chartState: (LoadDisplay<Value>, Language) -> ChartState
    @Environment(\.phaseKitLanguage) private var language

    /// Creates a chart for a loader of sanitized data: the report says how many points were
    /// invalid when none is left.
    ///
    /// - Parameters:
    ///   - loader: The loader of a `SanitizedDataset`, such as
    ///     `try ChartDecoder.decode(data).sanitized()` returns; the app owns it (in `@State`).
    ///   - transaction: Whose animation changes of state use; none by default.
    public init(_ loader: Loader<SanitizedDataset>, transaction: Transaction = Transaction())
    where Value == SanitizedDataset {
      self.loader = loader
      self.transaction = transaction
      self.chartState = { display, language in display.chartState(in: language) }
    }

    /// Creates a chart for a loader of the tuple `sanitized()` returned before it returned a
    /// `SanitizedDataset`.
    @available(*, deprecated, message: "Load a SanitizedDataset: `try ChartDecoder.decode(data).sanitized()`")
    public init(_ loader: Loader<(Dataset, SanitizationReport)>)
    where Value == (Dataset, SanitizationReport) {
      self.loader = loader
      self.transaction = Transaction()
      self.chartState = { display, language in display.chartState(in: language) }
    }

    /// Creates a chart for a loader of a dataset.
    ///
    /// - Parameters:
    ///   - loader: The loader of the dataset; the app owns it (in `@State`).
    ///   - invalidPointCount: How many points were dropped as invalid, so that an empty result
    ///     says "All N points were invalid" rather than "No data available"; 0 by default.
    ///   - transaction: Whose animation changes of state use; none by default.
    public init(
      _ loader: Loader<Dataset>, invalidPointCount: Int = 0, transaction: Transaction = Transaction()
    ) where Value == Dataset {
      self.loader = loader
      self.transaction = transaction
      self.chartState = { display, language in
        display.chartState(in: language, invalidPointCount: invalidPointCount)
      }
    }

    /// The view's content, as the type's discussion describes.
    public var body: some View {
      LoaderView(loader, transaction: transaction) { [loader, chartState, language] display in
        ChartStateView(chartState(display, language), retryAction: { await loader.retry() })
      }
    }
  }
#endif
