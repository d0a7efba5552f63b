import Foundation

// The seed's spellings, kept so that code written from the seed compiles by changing the import:
// `throw DataError.invalidURL`, `DataError.networkError(error)` with any `Error`,
// `.decodingError(error)` with a `DecodingError`. They are disfavored, so whenever the richer
// case fits (`.invalidURL("…")`, `.networkError(underlying)`) the compiler picks the case.
extension DataError {
  /// The seed's `DataError.invalidURL`, without the text that was given.
  ///
  /// ```swift
  /// guard let url = URL(string: text) else { throw DataError.invalidURL }
  /// ```
  ///
  /// Prefer ``invalidURL(_:)`` with the text, which the details then show.
  @_disfavoredOverload
  public static var invalidURL: DataError { .invalidURL("") }

  /// The seed's `DataError.networkError(error)` for any error, classified instead of assumed.
  ///
  /// The seed wraps every failure as a network error, so a decoding bug read as a network
  /// problem. This keeps what the error is when PhaseKit can tell: a `DataError` is returned as
  /// is, a `DecodingError` becomes ``decodingError(_:)-enum.case``, a cancellation ``cancelled``, a
  /// `URLError` its own case (``offline(_:)``, ``timedOut(after:)``, …). Any other error is what
  /// the caller says, a ``networkError(_:)``, with the error's own text
  /// (``Underlying/init(describing:location:)``).
  ///
  /// ```swift
  /// catch {
  ///   loadingState = .failure(DataError.networkError(error))
  /// }
  /// ```
  ///
  /// - Parameter error: The error that was caught.
  /// - Returns: The classified error.
  @_disfavoredOverload
  public static func networkError(_ error: any Error) -> DataError {
    let classified = classify(error)
    guard case .other = classified else { return classified }
    return .networkError(Underlying(describing: error))
  }

  /// The seed's `.decodingError(error)` for a `DecodingError` or any other error thrown while
  /// decoding.
  ///
  /// A `DecodingError` keeps its coding path (and line and column, when the parser gave them);
  /// a `DataError` that already is a decoding error is returned as is; any other error becomes a
  /// ``DecodingFailure`` with the error's text.
  ///
  /// - Parameter error: The error the decoder threw.
  /// - Returns: A ``decodingError(_:)``.
  @_disfavoredOverload
  public static func decodingError(_ error: any Error) -> DataError {
    if let error = error as? DecodingError { return .decodingError(DecodingFailure(error)) }
    if let error = error as? DataError, case .decodingError = error { return error }
    return .decodingError(DecodingFailure(message: Underlying(describing: error).localizedDescription))
  }
}

extension DataError.Underlying {
  /// Describes any error, keeping the text it has for people.
  ///
  /// The message is the error's own text when it has one — a `LocalizedError`'s
  /// `errorDescription`, or `NSLocalizedDescriptionKey` in a `CustomNSError`'s or `NSError`'s
  /// user info — and `String(describing:)` otherwise. ``localizedMessage`` and
  /// ``localizedRecoverySuggestion`` are set only from the error's own texts, so an error such as
  /// `struct FriendlyError: LocalizedError` is shown with its words, not as
  /// "Unexpected error: FriendlyError()".
  ///
  /// - Parameters:
  ///   - error: The error.
  ///   - location: The URL or path involved; `nil` by default.
  public init(describing error: any Error, location: String? = nil) {
    let nsError = error as NSError
    let localized = Self.ownText(of: error)
    self.init(
      domain: nsError.domain, code: nsError.code,
      message: localized.message ?? String(describing: error), location: location,
      localizedMessage: localized.message, localizedRecoverySuggestion: localized.suggestion)
  }

  /// The texts an error provides for people itself, if any.
  private static func ownText(of error: any Error) -> (message: String?, suggestion: String?) {
    if let localized = error as? any LocalizedError, let description = localized.errorDescription,
      !description.isEmpty
    {
      return (description, localized.recoverySuggestion)
    }
    let userInfo: [String: Any]
    if let custom = error as? any CustomNSError {
      userInfo = custom.errorUserInfo
    } else {
      userInfo = (error as NSError).userInfo
    }
    let message = userInfo[NSLocalizedDescriptionKey] as? String
    let suggestion = userInfo[NSLocalizedRecoverySuggestionErrorKey] as? String
    return (message.flatMap { $0.isEmpty ? nil : $0 }, suggestion)
  }
}
