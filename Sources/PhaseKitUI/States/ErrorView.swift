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
    @State private var showsDetails = false

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

    public var body: some View {
      let presentation = presentation
      VStack(spacing: 12) {
        Image(systemName: presentation.symbolName)
          .font(.largeTitle)
          .foregroundStyle(.orange)
          .accessibilityHidden(true)
        Text(presentation.title)
          .font(.title)
        Text(presentation.message)
          .multilineTextAlignment(.center)
        if let suggestion = presentation.recoverySuggestion {
          Text(suggestion)
            .font(.callout)
            .foregroundStyle(.secondary)
            .multilineTextAlignment(.center)
        }
        if presentation.isRetryable, let retry {
          Button(presentation.retryTitle) { retry() }
            .buttonStyle(.borderedProminent)
        }
        if let details = presentation.details {
          // A button rather than a DisclosureGroup: DisclosureGroup does not exist on tvOS and
          // watchOS.
          Button(PhaseKitText.details.text(in: language)) { showsDetails.toggle() }
            .buttonStyle(.borderless)
            .font(.caption)
          if showsDetails {
            Text(details)
              .font(.caption)
              .foregroundStyle(.secondary)
              .multilineTextAlignment(.center)
          }
        }
      }
      .padding()
    }
  }
#endif
