#if canImport(SwiftUI)
  import PhaseKit
  import SwiftUI

  /// Draws a `LoadDisplay` the standard way: a ``LoadProgressView`` while nothing has
  /// loaded, an ``ErrorView`` when the load failed with nothing to show, and the content — with a
  /// ``StaleBanner`` above it when the value is stale or a refresh failed, and a small activity
  /// indicator while a refresh runs.
  ///
  /// What to show is decided by `LoadDisplay.content(in:now:timeZone:)`; this view only
  /// draws it, in the environment's ``SwiftUI/EnvironmentValues/phaseKitLanguage``.
  ///
  /// ```swift
  /// LoaderView(loader) { display in
  ///   LoadStateView(display, retryAction: { await loader.retry() }) { value in
  ///     WeatherChart(data: value)
  ///   }
  /// }
  /// ```
  public struct LoadStateView<Value, Content: View>: View {
    private let display: LoadDisplay<Value>
    private let retryAction: (@MainActor @Sendable () async -> Void)?
    private let content: (Value) -> Content
    @Environment(\.phaseKitLanguage) private var language

    /// Creates the standard presentation of a load.
    ///
    /// - Parameters:
    ///   - display: What the load has to show.
    ///   - retryAction: What "Retry" does, typically `{ await loader.retry() }`; `nil` by
    ///     default (then the environment's `refresh` action, if any). A person may always retry:
    ///     the button shows for every error when there is an action.
    ///   - content: Builds the view for a value.
    public init(
      _ display: LoadDisplay<Value>,
      retryAction: (@MainActor @Sendable () async -> Void)? = nil,
      @ViewBuilder content: @escaping (Value) -> Content
    ) {
      self.display = display
      self.retryAction = retryAction
      self.content = content
    }

    /// Creates the standard presentation of a load; `retry:` is now `retryAction:`, as
    /// everywhere in PhaseKitUI.
    @available(*, deprecated, renamed: "init(_:retryAction:content:)")
    public init(
      _ display: LoadDisplay<Value>,
      retry: (@MainActor @Sendable () async -> Void)?,
      @ViewBuilder content: @escaping (Value) -> Content
    ) {
      self.init(display, retryAction: retry, content: content)
    }

    /// The view's content, as the type's discussion describes.
    public var body: some View {
      switch display.content(in: language) {
      case .placeholder(let progress):
        LoadProgressView(progress: progress)
      case .failure(let presentation):
        ErrorView(presentation: presentation, retryAction: buttonAction)
      case .value(let value, let notice):
        VStack(alignment: .leading, spacing: 8) {
          if let notice {
            StaleBanner(notice: notice, retryAction: buttonAction ?? refreshAction)
          }
          content(value)
        }
        .overlay(alignment: .topTrailing) {
          if display.isRefreshing && notice == nil {
            ProgressView()
              .padding(4)
          }
        }
      }
    }

    @Environment(\.refresh) private var refresh

    private var buttonAction: (@MainActor () -> Void)? { startingTask(retryAction) }

    /// The environment's refresh as a button action, for the banner (ErrorView reads it itself).
    private var refreshAction: (@MainActor () -> Void)? {
      guard let refresh else { return nil }
      return { Task { await refresh() } }
    }
  }
#endif
