#if canImport(SwiftUI) && canImport(Charts)
  import PhaseKit
  import SwiftUI
  // Imported by name: PhaseCharts' Swift Charts-shaped names (`Chart`, `Text`, ...) would clash
  // with SwiftUI's in this file.
  import struct PhaseCharts.StateCard

  /// Draws one of PhaseCharts' platform-neutral `StateCard`s with SwiftUI, so the app
  /// says exactly what the SVG and terminal cards say:
  ///
  /// - loading: ``ChartSkeleton`` with "Loading…" / "加载中…";
  /// - no data: the seed's placeholder, ``NoDataChart``, annotated with the card's title ("No data
  ///   available" or "All 12 points were invalid");
  /// - error: warning symbol, "Failed to load", the message, the hint, "Retry" whenever there is a
  ///   retry action (`StateCard.retryButtonTitle(hasAction:)`), and the details on
  ///   request;
  /// - stale: a banner with the date and the reason above `lastChart`, the last good chart.
  ///
  /// ```swift
  /// StateCardView(.error(error.presentation(in: .english), language: .english),
  ///               retryAction: { await loader.retry() })
  /// ```
  public struct StateCardView<LastChart: View>: View {
    private let card: StateCard
    private let retryAction: (@MainActor @Sendable () async -> Void)?
    private let lastChart: LastChart

    /// Creates the view of a card.
    ///
    /// - Parameters:
    ///   - card: The card, with its texts resolved in one language.
    ///   - retryAction: What "Retry" does; `nil` (no button) by default. With an action, every
    ///     error card and every stale card of a failed refresh shows the button.
    ///   - lastChart: The chart drawn under a stale card's banner.
    public init(
      _ card: StateCard, retryAction: (@MainActor @Sendable () async -> Void)? = nil,
      @ViewBuilder lastChart: () -> LastChart
    ) {
      self.card = card
      self.retryAction = retryAction
      self.lastChart = lastChart()
    }

    /// Creates the view of a card; `retry:` is now `retryAction:`, as everywhere in PhaseKitUI.
    @available(*, deprecated, renamed: "init(_:retryAction:lastChart:)")
    public init(
      _ card: StateCard, retry: (@MainActor @Sendable () async -> Void)?,
      @ViewBuilder lastChart: () -> LastChart
    ) {
      self.init(card, retryAction: retry, lastChart: lastChart)
    }

    /// The view's content, as the type's discussion describes.
    public var body: some View {
      switch card.kind {
      case .loading:
        ChartSkeleton(title: card.title, symbolName: card.symbolName ?? "chart.xyaxis.line")
      case .noData:
        NoDataChart(message: card.title)
      case .error:
        ErrorCardLayout(
          symbolName: card.symbolName ?? "exclamationmark.triangle",
          title: card.title,
          message: card.message,
          hint: card.hint,
          actionTitle: card.retryButtonTitle(hasAction: retryAction != nil),
          details: card.details,
          detailsTitle: PhaseKitText.details.text(in: card.language),
          action: buttonAction)
      case .stale:
        VStack(alignment: .leading, spacing: 8) {
          NoticeBannerLayout(
            symbolName: card.symbolName ?? "clock.arrow.circlepath",
            title: card.title,
            message: card.message,
            hint: card.hint,
            actionTitle: card.retryButtonTitle(hasAction: retryAction != nil),
            action: buttonAction)
          lastChart
        }
      }
    }

    private var buttonAction: (@MainActor () -> Void)? { startingTask(retryAction) }
  }

  extension StateCardView where LastChart == EmptyView {
    /// Creates the view of a loading, empty or error card (a stale card draws no chart).
    ///
    /// - Parameters:
    ///   - card: The card, with its texts resolved in one language.
    ///   - retryAction: What "Retry" does; `nil` (no button) by default.
    public init(_ card: StateCard, retryAction: (@MainActor @Sendable () async -> Void)? = nil) {
      self.init(card, retryAction: retryAction) { EmptyView() }
    }

    /// Creates the view of a card; `retry:` is now `retryAction:`, as everywhere in PhaseKitUI.
    @available(*, deprecated, renamed: "init(_:retryAction:)")
    public init(_ card: StateCard, retry: (@MainActor @Sendable () async -> Void)?) {
      self.init(card, retryAction: retry)
    }
  }
#endif
