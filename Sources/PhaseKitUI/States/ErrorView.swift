#if canImport(SwiftUI)
  import PhaseKit
  import SwiftUI

  /// The seed's error view: a warning symbol, "Failed to load" / "加载失败", what went wrong, what
  /// to do about it, a prominent "Retry" / "重试" button, and the technical details on request.
  ///
  /// Everything it shows comes from an `ErrorPresentation` built by the core: the
  /// texts in the chosen language, the SF Symbol, how prominent the error is and the details. An
  /// error of the app's own with a `LocalizedError` text is shown with that text.
  ///
  /// The Retry button shows whenever there is a retry action, whatever the error: automatic retry
  /// is the engine's decision, and a person may always try again
  /// (`ErrorPresentation.retryButtonTitle(hasAction:)`). Without a `retryAction`, the
  /// view uses the environment's `refresh` action when there is one — inside ``AsyncPhaseView``,
  /// ``LoaderView`` or any `.refreshable` container, "Retry" loads again.
  ///
  /// ```swift
  /// ErrorView(error: error, retryAction: viewModel.fetchData)
  /// ErrorView(error: error) { Task { await viewModel.fetchData() } }
  /// ErrorView(presentation: error.presentation(in: .english), retryAction: reload)
  /// ```
  public struct ErrorView: View {
    private enum Source {
      case presentation(ErrorPresentation)
      case error(DataError)
    }

    private let source: Source
    private let retryAction: (@MainActor () -> Void)?
    @Environment(\.phaseKitLanguage) private var language
    @Environment(\.refresh) private var refresh

    /// Creates an error view for a presentation built by the core.
    ///
    /// - Parameters:
    ///   - presentation: What to show, already localized.
    ///   - retryAction: What "Retry" does; `nil` by default, which uses the environment's
    ///     `refresh` action when there is one and shows no button otherwise.
    public init(presentation: ErrorPresentation, retryAction: (@MainActor () -> Void)? = nil) {
      self.source = .presentation(presentation)
      self.retryAction = retryAction
    }

    /// Creates an error view for any error, in the language of the environment, with the seed's
    /// labels: `ErrorView(error:retryAction:)`.
    ///
    /// The error is classified with `DataError.classify(_:url:)` first, so a decoding
    /// bug reads as a decoding problem, a 503 as a server problem, and an error with its own
    /// `LocalizedError` text in its own words.
    ///
    /// - Parameters:
    ///   - error: The error to explain.
    ///   - retryAction: What "Retry" does; `nil` by default, which uses the environment's
    ///     `refresh` action when there is one and shows no button otherwise.
    public init(error: any Error, retryAction: (@MainActor () -> Void)? = nil) {
      self.source = .error(DataError.classify(error))
      self.retryAction = retryAction
    }

    /// Creates an error view for a presentation; `retry:` is now `retryAction:`, the seed's
    /// label, as everywhere in PhaseKitUI.
    @available(*, deprecated, renamed: "init(presentation:retryAction:)")
    public init(presentation: ErrorPresentation, retry: (@MainActor () -> Void)?) {
      self.init(presentation: presentation, retryAction: retry)
    }

    private var presentation: ErrorPresentation {
      switch source {
      case .presentation(let presentation): presentation
      case .error(let error): error.presentation(in: language)
      }
    }

    /// The caller's action, else the environment's refresh.
    private var action: (@MainActor () -> Void)? {
      if let retryAction { return retryAction }
      guard let refresh else { return nil }
      return { Task { await refresh() } }
    }

    /// The view's content, as the type's discussion describes.
    public var body: some View {
      let presentation = presentation
      let action = action
      ErrorCardLayout(
        symbolName: presentation.symbolName,
        title: presentation.title,
        message: presentation.message,
        hint: presentation.recoverySuggestion,
        actionTitle: presentation.retryButtonTitle(hasAction: action != nil),
        details: presentation.details,
        detailsTitle: PhaseKitText.details.text(in: language),
        isActionRequired: presentation.prominence == .actionRequired,
        action: action)
    }
  }
#endif
