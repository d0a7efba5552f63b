#if canImport(SwiftUI) && canImport(Charts)
  import PhaseKit
  import SwiftUI
  // Imported by name: PhaseCharts' Swift Charts-shaped names (`Chart`, `Text`, ...) would clash
  // with SwiftUI's in this file.
  import struct PhaseCharts.StateCard

  /// Draws one of PhaseCharts' platform-neutral ``PhaseCharts/StateCard``s with SwiftUI, so the app
  /// says exactly what the SVG and terminal cards say:
  ///
  /// - loading: ``ChartSkeleton`` with "Loading…" / "加载中…";
  /// - empty: the seed's placeholder, ``NoDataChart``, annotated with the card's title ("No data
  ///   available" or "All 12 points were invalid");
  /// - error: warning symbol, "Failed to load", the message, the hint, "Retry" when a retry can
  ///   help, and the details on request;
  /// - stale: a banner with the date and the reason above `lastChart`, the last good chart.
  ///
  /// ```swift
  /// StateCardView(.error(error.presentation(in: .english), language: .english),
  ///               retry: { await loader.retry() })
  /// ```
  public struct StateCardView<LastChart: View>: View {
    private let card: StateCard
    private let retry: (@MainActor @Sendable () async -> Void)?
    private let lastChart: LastChart

    /// Creates the view of a card.
    ///
    /// - Parameters:
    ///   - card: The card, with its texts resolved in one language.
    ///   - retry: What the card's action does; `nil` (no button) by default. The button appears
    ///     only when the card has an action title, that is when a retry can help.
    ///   - lastChart: The chart drawn under a stale card's banner.
    public init(
      _ card: StateCard, retry: (@MainActor @Sendable () async -> Void)? = nil,
      @ViewBuilder lastChart: () -> LastChart
    ) {
      self.card = card
      self.retry = retry
      self.lastChart = lastChart()
    }

    /// The view's content, as the type's discussion describes.
    public var body: some View {
      switch card.kind {
      case .loading:
        ChartSkeleton(title: card.title, symbolName: card.symbolName ?? "chart.xyaxis.line")
      case .empty:
        NoDataChart(message: card.title)
      case .error:
        ErrorCardLayout(
          symbolName: card.symbolName ?? "exclamationmark.triangle",
          title: card.title,
          message: card.message,
          hint: card.hint,
          actionTitle: card.actionTitle,
          details: card.details,
          detailsTitle: PhaseKitText.details.text(in: card.language),
          action: retryAction)
      case .stale:
        VStack(alignment: .leading, spacing: 8) {
          NoticeBannerLayout(
            symbolName: card.symbolName ?? "clock.arrow.circlepath",
            title: card.title,
            message: card.message,
            hint: card.hint,
            actionTitle: card.actionTitle,
            action: retryAction)
          lastChart
        }
      }
    }

    private var retryAction: (@MainActor () -> Void)? { buttonAction(retry) }
  }

  extension StateCardView where LastChart == EmptyView {
    /// Creates the view of a loading, empty or error card (a stale card draws no chart).
    ///
    /// - Parameters:
    ///   - card: The card, with its texts resolved in one language.
    ///   - retry: What the card's action does; `nil` (no button) by default.
    public init(_ card: StateCard, retry: (@MainActor @Sendable () async -> Void)? = nil) {
      self.init(card, retry: retry) { EmptyView() }
    }
  }
#endif
