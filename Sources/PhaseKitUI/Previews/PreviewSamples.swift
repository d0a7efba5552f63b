#if canImport(SwiftUI) && canImport(Charts)
  import Foundation
  import PhaseKit
  import SwiftUI
  import struct PhaseCharts.Dataset
  import struct PhaseCharts.SanitizedDataset
  import struct PhaseCharts.Series
  import struct PhaseCharts.StateCard

  /// The states every public view is previewed in (PreviewGallery.swift): loading, empty,
  /// all-invalid, error, stale, dark, zh-Hans, accessibility text. Plain views, so that
  /// Tools/swiftui-typecheck compiles them on Linux; the `#Preview`s only name them.
  enum PreviewSamples {
    static let date = Date(timeIntervalSince1970: 1_800_000_000)

    static let dataset = Dataset(
      xKind: .date, xLabel: "date", yLabel: "°C",
      series: [
        Series(
          name: "temp_max", xs: (0..<30).map { 1_800_000_000 + Double($0) * 86_400 },
          ys: (0..<30).map { 12 + 6 * sin(Double($0) / 4) })
      ])

    static let allInvalid: SanitizedDataset = Dataset(
      series: [Series(name: "t", xs: [1, 2, 3], ys: [-999, .nan, -999])]
    ).sanitized()

    static func error(_ language: Language) -> ErrorPresentation {
      DataError.offline(.init(domain: NSURLErrorDomain, code: -1009, message: "offline"))
        .presentation(in: language)
    }

    static func cards(_ language: Language) -> [StateCard] {
      [
        .loading(language: language),
        .noData(language: language),
        .noData(invalidPointCount: 3, language: language),
        .error(error(language), language: language),
        .stale(from: date, error: error(language), language: language, now: date),
      ]
    }

    static let loaded = Loaded(value: dataset, date: date, origin: .disk)
  }

  /// Every state card, with a retry action, in one language.
  struct StateCardPreview: View {
    var language: Language = .english
    var colorScheme: ColorScheme = .light
    var typeSize: DynamicTypeSize = .large

    var body: some View {
      VStack(spacing: 24) {
        ForEach(Array(PreviewSamples.cards(language).enumerated()), id: \.offset) { entry in
          StateCardView(entry.element, retryAction: {}) {
            SeriesChart(dataset: PreviewSamples.dataset)
          }
          .frame(height: 220)
        }
      }
      .phaseKitLanguage(language)
      .environment(\.colorScheme, colorScheme)
      .environment(\.dynamicTypeSize, typeSize)
    }
  }

  /// Error views: retryable, not retryable but with an action, action required, an app's own
  /// error, and no action at all.
  struct ErrorViewPreview: View {
    struct FriendlyError: LocalizedError {
      var errorDescription: String? { "The forecast service is closed on Sundays." }
    }

    var body: some View {
      VStack(spacing: 24) {
        ErrorView(error: DataError.httpStatus(503), retryAction: {})
        ErrorView(error: DataError.httpStatus(404), retryAction: {})
        ErrorView(error: DataError.unauthorized(status: 401), retryAction: {})
        ErrorView(error: FriendlyError(), retryAction: {})
        ErrorView(error: DataError.emptyData)
      }
    }
  }

  /// The standard presentation of a load in its three contents.
  struct LoadStatePreview: View {
    var body: some View {
      VStack(spacing: 24) {
        LoadStateView(LoadDisplay<Dataset>(isLoading: true)) { SeriesChart(dataset: $0) }
        LoadStateView(LoadDisplay<Dataset>(error: .timedOut(after: .seconds(15))), retryAction: {}) {
          SeriesChart(dataset: $0)
        }
        LoadStateView(
          LoadDisplay(loaded: PreviewSamples.loaded, error: .httpStatus(500)), retryAction: {}
        ) { SeriesChart(dataset: $0) }
      }
    }
  }

  /// A chart that refreshes on its own (`RefreshPolicy`): while a refresh runs (the
  /// chart stays, with a small indicator) and after a refresh failed (the chart stays, stale,
  /// with its age and the error in a banner).
  struct RefreshPreview: View {
    var body: some View {
      VStack(spacing: 24) {
        LoadStateView(LoadDisplay(loaded: PreviewSamples.loaded, isLoading: true)) {
          SeriesChart(dataset: $0)
        }
        LoadStateView(
          LoadDisplay(loaded: PreviewSamples.loaded, error: .httpStatus(503), isStale: true),
          retryAction: {}
        ) { SeriesChart(dataset: $0) }
      }
    }
  }

  /// An `AsyncPhaseView` that refreshes on its own (`refresh: .every(…)`): while a refresh runs
  /// (the chart stays, with a small indicator over it) and after a refresh failed (the chart
  /// stays, with a badge that says how old it is and why; tapping it retries). The same drawing
  /// as the view's, from a phase and a `RefreshStatus`.
  struct AsyncPhaseRefreshPreview: View {
    var body: some View {
      let notice = LoadNotice.refreshFailed(.httpStatus(503), loadedAt: PreviewSamples.date)
      VStack(spacing: 24) {
        RefreshingContent(
          phase: AsyncPhase<Dataset, DataError>.success(PreviewSamples.dataset), status: .refreshing,
          retryAction: {}, content: chart)
        RefreshingContent(
          phase: AsyncPhase<Dataset, DataError>.success(PreviewSamples.dataset),
          status: .stale(notice), retryAction: {}, content: chart)
      }
    }

    private func chart(_ phase: AsyncPhase<Dataset, DataError>) -> some View {
      SeriesChart(dataset: phase.value ?? PreviewSamples.dataset)
    }
  }

  /// Charts: data, the "no data" placeholder, every point invalid, the loading skeleton.
  struct ChartPreview: View {
    var body: some View {
      VStack(spacing: 24) {
        SeriesChart(dataset: PreviewSamples.dataset)
        NoDataChart()
        SeriesChart(data: PreviewSamples.allInvalid)
        ChartSkeleton(title: PhaseKitText.loading.text(in: .english))
        LoadProgressView(progress: LoadProgress(receivedBytes: 300, expectedBytes: 1000))
        StaleBanner(
          notice: StaleNotice(
            loadedAt: PreviewSamples.date, error: PreviewSamples.error(.english), language: .english,
            now: PreviewSamples.date), retryAction: {})
      }
    }
  }

  /// `ChartStateView` in each state a chart area has: loading, failed, empty, all invalid, stale,
  /// and a chart of sanitized data, whose state carries the report VoiceOver reads.
  struct ChartStatePreview: View {
    var language: Language = .english

    var body: some View {
      let date = PreviewSamples.date
      let sanitized: SanitizedDataset = PreviewSamples.dataset.sanitized()
      VStack(spacing: 24) {
        ChartStateView(LoadDisplay(loaded: Loaded(value: sanitized, date: date)).chartState(in: language))
        ChartStateView(LoadDisplay<Dataset>(isLoading: true).chartState(in: language))
        ChartStateView(
          LoadDisplay<Dataset>(error: .httpStatus(503)).chartState(in: language), retryAction: {})
        ChartStateView(
          LoadDisplay(loaded: Loaded(value: Dataset(series: []), date: date)).chartState(in: language))
        ChartStateView(
          LoadDisplay(loaded: Loaded(value: PreviewSamples.allInvalid, date: date)).chartState(
            in: language))
        ChartStateView(
          LoadDisplay(loaded: PreviewSamples.loaded, error: .timedOut(after: .seconds(15)))
            .chartState(in: language, now: date), retryAction: {})
      }
      .phaseKitLanguage(language)
    }
  }

  /// A loader-driven chart, the standard content view and an `AsyncPhaseView`, loading from
  /// memory.
  struct LoaderPreview: View {
    @State private var loader = Loader { () async throws(DataError) in
      PreviewSamples.dataset.sanitized() as SanitizedDataset
    }
    @State private var datasetLoader = Loader { () async throws(DataError) in PreviewSamples.dataset }

    var body: some View {
      VStack(spacing: 24) {
        ChartLoaderView(loader)
        LoaderContentView(datasetLoader) { SeriesChart(dataset: $0) }
        AsyncPhaseView(id: 1) { () async throws(DataError) in
          PreviewSamples.dataset
        } content: {
          phase in
          switch phase {
          case .empty: LoadProgressView()
          case .success(let dataset): SeriesChart(dataset: dataset)
          case .failure(let error): ErrorView(error: error)
          }
        }
      }
    }
  }
#endif
