#if canImport(SwiftUI)
  import PhaseKit
  import SwiftUI

  /// The banner shown above a value that is not fresh: "Showing data from 14:05", the reason the
  /// refresh failed, and "Retry" when a refresh failed and there is a retry action.
  ///
  /// A failed refresh keeps the last good chart on screen (the seed's best practice 2); this
  /// banner says so instead of replacing the chart with an error. Its texts come from
  /// `StaleNotice`, so the SVG and terminal stale cards say the same thing.
  ///
  /// ```swift
  /// VStack {
  ///   StaleBanner(notice: notice) { Task { await loader.retry() } }
  ///   WeatherChart(data: value)
  /// }
  /// ```
  public struct StaleBanner: View {
    private enum Source {
      case text(StaleNotice)
      case notice(LoadNotice)
    }

    private let source: Source
    private let retryAction: (@MainActor () -> Void)?
    @Environment(\.phaseKitLanguage) private var language

    /// Creates a banner for a notice.
    ///
    /// - Parameters:
    ///   - notice: What to say: when the value is from and why it could not be refreshed.
    ///   - retryAction: What "Retry" does, shown when a refresh failed
    ///     (`StaleNotice.retryButtonTitle(hasAction:)`); `nil` (no button) by default.
    public init(notice: StaleNotice, retryAction: (@MainActor () -> Void)? = nil) {
      self.source = .text(notice)
      self.retryAction = retryAction
    }

    /// Creates a banner for the notice of a value a `LoadContent` shows, in the
    /// language of the environment; a `LoadNotice.partial` notice shows no banner.
    ///
    /// ```swift
    /// if case .value(let chart, let notice?) = loader.content {
    ///   StaleBanner(notice: notice) { Task { await loader.retry() } }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - notice: Why the value shown is not fresh.
    ///   - retryAction: What "Retry" does, shown when a refresh failed; `nil` (no button) by
    ///     default.
    public init(notice: LoadNotice, retryAction: (@MainActor () -> Void)? = nil) {
      self.source = .notice(notice)
      self.retryAction = retryAction
    }

    /// Creates a banner; `retry:` is now `retryAction:`, as everywhere in PhaseKitUI.
    @available(*, deprecated, renamed: "init(notice:retryAction:)")
    public init(notice: StaleNotice, retry: (@MainActor () -> Void)?) {
      self.init(notice: notice, retryAction: retry)
    }

    /// The notice's texts; `nil` for a partial value, which has no banner.
    private var notice: StaleNotice? {
      switch source {
      case .text(let notice): notice
      case .notice(let notice): notice.staleNotice(in: language)
      }
    }

    /// The view's content, as the type's discussion describes.
    public var body: some View {
      if let notice {
        let error = notice.error
        NoticeBannerLayout(
          symbolName: notice.symbolName,
          title: notice.title,
          message: notice.message,
          // A failed refresh that needs the person (sign in again) says so even in a banner.
          hint: error?.prominence == .actionRequired ? error?.recoverySuggestion : nil,
          actionTitle: notice.retryButtonTitle(hasAction: retryAction != nil),
          action: retryAction)
      }
    }
  }
#endif
