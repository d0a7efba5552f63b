#if canImport(SwiftUI)
  import PhaseKit
  import SwiftUI

  /// The seed's error view: a warning symbol, "Failed to load" / "加载失败", what went wrong, what
  /// to do about it, a prominent "Retry" / "重试" button, and the technical details on request.
  ///
  /// Everything it shows comes from an ``PhaseKit/ErrorPresentation`` built by the core: the
  /// texts in the chosen language, the SF Symbol, whether a retry can succeed (no retry button for
  /// an error that a retry cannot fix) and the details.
  ///
  /// ```swift
  /// ErrorView(error: error) { Task { await viewModel.fetchData() } }
  /// ErrorView(presentation: error.presentation(in: .english), retry: reload)
  /// ```
  public struct ErrorView: View {
    private enum Source {
      case presentation(ErrorPresentation)
      case error(DataError)
    }

    private let source: Source
    private let retry: (@MainActor () -> Void)?
    @Environment(\.phaseKitLanguage) private var language

    /// Creates an error view for a presentation built by the core.
    ///
    /// - Parameters:
    ///   - presentation: What to show, already localized.
    ///   - retry: The retry action, shown as a button when the presentation says a retry can
    ///     succeed; `nil` (no button) by default.
    public init(presentation: ErrorPresentation, retry: (@MainActor () -> Void)? = nil) {
      self.source = .presentation(presentation)
      self.retry = retry
    }

    /// Creates an error view for any error, in the language of the environment, with the seed's
    /// labels: `ErrorView(error:retryAction:)`.
    ///
    /// The error is classified with ``PhaseKit/DataError/classify(_:url:)`` first, so a decoding
    /// bug reads as a decoding problem and a 503 as a server problem.
    ///
    /// - Parameters:
    ///   - error: The error to explain.
    ///   - retryAction: The retry action, shown as a button when a retry can succeed; `nil` (no
    ///     button) by default.
    public init(error: any Error, retryAction: (@MainActor () -> Void)? = nil) {
      self.source = .error(DataError.classify(error))
      self.retry = retryAction
    }

    private var presentation: ErrorPresentation {
      switch source {
      case .presentation(let presentation): presentation
      case .error(let error): error.presentation(in: language)
      }
    }

    /// The view's content, as the type's discussion describes.
    public var body: some View {
      let presentation = presentation
      ErrorCardLayout(
        symbolName: presentation.symbolName,
        title: presentation.title,
        message: presentation.message,
        hint: presentation.recoverySuggestion,
        actionTitle: presentation.isRetryable ? presentation.retryTitle : nil,
        details: presentation.details,
        detailsTitle: PhaseKitText.details.text(in: language),
        isActionRequired: presentation.prominence == .actionRequired,
        action: retry)
    }
  }
#endif
