import PhaseKit

extension StateCard {
  /// The label of the retry button an interactive renderer (SwiftUI) shows on this card, or `nil`
  /// for no button.
  ///
  /// ``actionTitle`` is what a renderer without actions (SVG, terminal) writes: "Retry" only when a
  /// retry is expected to succeed. A view that was given a retry action shows it on every error
  /// card, and on a stale card whose refresh failed, because a person may always try again; see
  /// `ErrorPresentation.retryButtonTitle(hasAction:)`.
  ///
  /// - Parameter hasAction: Whether the caller passed a retry action.
  /// - Returns: "Retry" / "重试" in the card's language, or `nil`.
  public func retryButtonTitle(hasAction: Bool) -> String? {
    guard hasAction else { return nil }
    switch kind {
    case .error: return actionTitle ?? PhaseKitText.retry.text(in: language)
    case .stale: return message == nil ? nil : actionTitle ?? PhaseKitText.retry.text(in: language)
    case .loading, .noData: return nil
    }
  }
}
