import Foundation
import PhaseKit

/// The decoders' messages in another language: now the failure's own
/// `DataError.DecodingFailure.message(in:)` and `description(in:)`, rendered from its typed
/// `DataError.DecodingFailure.Reason`.
@available(
  *, deprecated,
  message: "Use DataError.DecodingFailure.description(in:) or message(in:): a failure carries its reason as data"
)
public enum DecoderText {
  /// `message` as it is: a sentence is no longer read back into another language.
  ///
  /// - Parameters:
  ///   - message: A decoding failure's message.
  ///   - language: The language wanted (not used).
  /// - Returns: `message`, unchanged.
  @available(*, deprecated, message: "Use DataError.DecodingFailure.message(in:), which renders the failure's reason")
  public static func localized(_ message: String, in language: Language) -> String {
    message
  }

  /// A decoding failure as a person reads it in `language`:
  /// `DataError.DecodingFailure.description(in:)`.
  ///
  /// - Parameters:
  ///   - failure: The failure.
  ///   - language: The language wanted.
  /// - Returns: The text.
  @available(*, deprecated, message: "Use DataError.DecodingFailure.description(in:)")
  public static func describe(_ failure: DataError.DecodingFailure, in language: Language) -> String {
    failure.description(in: language)
  }
}
