#if canImport(SwiftUI) && canImport(Charts)
  import PhaseKit
  import SwiftUI
  // Imported by name: PhaseCharts' Swift Charts-shaped names would clash with SwiftUI's here.
  import enum PhaseCharts.ChartState
  import struct PhaseCharts.Dataset

  /// Draws a ``PhaseCharts/ChartState``: the chart of a dataset (``SeriesChart``) or a state card
  /// (``StateCardView``), under a ``StaleBanner`` when the data is stale or a refresh failed.
  ///
  /// ```swift
  /// ChartStateView(display.chartState(in: language), retry: { await loader.retry() })
  /// ```
  public struct ChartStateView: View {
    private let state: ChartState
    private let retry: (@MainActor @Sendable () async -> Void)?

    /// Creates the view of a chart area's state.
    ///
    /// - Parameters:
    ///   - state: What the chart area shows, as decided by
    ///     ``PhaseKit/LoadDisplay/chartState(in:invalidPointCount:now:timeZone:)``.
    ///   - retry: What "Retry" does; `nil` (no button) by default.
    public init(_ state: ChartState, retry: (@MainActor @Sendable () async -> Void)? = nil) {
      self.state = state
      self.retry = retry
    }

    /// The view's content, as the type's discussion describes.
    public var body: some View {
      VStack(alignment: .leading, spacing: 8) {
        if let notice = state.notice {
          StaleBanner(notice: notice, retry: retryAction)
        }
        switch state {
        case .card(let card, _):
          StateCardView(card, retry: retry)
        case .chart(let dataset, _):
          SeriesChart(dataset: dataset)
        }
      }
    }

    private var retryAction: (@MainActor () -> Void)? {
      guard let retry else { return nil }
      return { Task { await retry() } }
    }
  }

  /// A chart that loads itself: observes a `Loader` of a ``PhaseCharts/Dataset``, starts it, and
  /// shows the loading skeleton, the error card with "Retry", the "no data" placeholder, or the
  /// chart under a stale banner — the whole seed, in one view.
  ///
  /// ```swift
  /// struct WeatherChartView: View {
  ///   @State private var loader = Loader(source: HTTPSource(url: weatherURL)) {
  ///     data throws(DataError) in try ChartDecoder.decode(data).sanitized().0
  ///   }
  ///
  ///   var body: some View {
  ///     ChartLoaderView(loader)
  ///       .frame(height: 300)
  ///   }
  /// }
  /// ```
  public struct ChartLoaderView: View {
    private let loader: Loader<Dataset>
    private let invalidPointCount: Int
    @Environment(\.phaseKitLanguage) private var language

    /// Creates a chart for a loader.
    ///
    /// - Parameters:
    ///   - loader: The loader of the dataset; the app owns it (in `@State`).
    ///   - invalidPointCount: How many points sanitization dropped as invalid, so that an empty
    ///     result says "All N points were invalid" rather than "No data available"; 0 by default.
    public init(_ loader: Loader<Dataset>, invalidPointCount: Int = 0) {
      self.loader = loader
      self.invalidPointCount = invalidPointCount
    }

    /// The view's content, as the type's discussion describes.
    public var body: some View {
      LoaderView(loader) { display in
        ChartStateView(
          display.chartState(in: language, invalidPointCount: invalidPointCount),
          retry: { await loader.retry() })
      }
    }
  }
#endif
