/// Everything a renderer needs to show an error to a person, already localized.
///
/// One platform-neutral model drives the SwiftUI error view, the SVG error card and the terminal
/// error card, so they say the same thing.
public struct ErrorPresentation: Sendable, Hashable {
  /// How prominently an error should be shown.
  public enum Prominence: String, Sendable, Hashable, Codable {
    /// A small banner beside content that is still shown (a failed refresh over stale data).
    case banner
    /// A full error view in place of the content (the seed's `ErrorView`).
    case fullView
    /// The user must change something outside the app (sign in, grant permission, fix a setting).
    case actionRequired
  }

  /// The headline: "Failed to load" / "加载失败" (or "Could not read the data", "Cannot chart
  /// these columns" when the data arrived).
  public var title: String
  /// What went wrong, in words a person understands.
  public var message: String
  /// What the person can do about it, if anything.
  public var recoverySuggestion: String?
  /// A readable detail line for a "details" disclosure: the URL or file, the HTTP status and its
  /// name, the line and column. Internal codes (`offline.-1004: NSURLErrorDomain …`) are not
  /// shown to people; they stay in `DataError.details` and the events log.
  public var details: String?
  /// An SF Symbols name for Apple platforms, such as `exclamationmark.triangle` or `wifi.slash`.
  public var symbolName: String
  /// How prominently to show it.
  public var prominence: Prominence
  /// Whether a retry is expected to succeed: what the engine's automatic retry goes by, and what
  /// a renderer without an action (an SVG card) goes by. A view with a retry action shows it
  /// whatever this says: see ``retryButtonTitle(hasAction:)``.
  public var isRetryable: Bool
  /// The label of the retry action: "Retry" / "重试".
  public var retryTitle: String

  /// Creates a presentation.
  public init(
    title: String, message: String, recoverySuggestion: String? = nil, details: String? = nil,
    symbolName: String = "exclamationmark.triangle", prominence: Prominence = .fullView,
    isRetryable: Bool = true, retryTitle: String
  ) {
    self.title = title
    self.message = message
    self.recoverySuggestion = recoverySuggestion
    self.details = details
    self.symbolName = symbolName
    self.prominence = prominence
    self.isRetryable = isRetryable
    self.retryTitle = retryTitle
  }
}
