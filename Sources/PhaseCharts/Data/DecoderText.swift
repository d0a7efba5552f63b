import Foundation
import PhaseKit

/// Chinese for the decoders' messages, so that a person reading Chinese is not handed an
/// English sentence inside "数据解析错误：…".
///
/// The translation lives in PhaseKit, on the failure itself
/// (``PhaseKit/DataError/DecodingFailure/message(in:)`` and
/// ``PhaseKit/DataError/DecodingFailure/description(in:)``), so that a ``PhaseKit/DataError``'s
/// message and presentation, and a ``StateCard`` made from it, are in the user's language in
/// the library as in the command-line tool; these are the same functions under their first name.
///
/// ```swift
/// DecoderText.localized("expected 3 fields, found 2", in: .simplifiedChinese)  // "应有 3 个字段，实际为 2 个"
/// ```
public enum DecoderText {
  /// English templates and their Chinese forms (PhaseKit's table).
  static var templates: [(en: String, zh: String)] { DataError.DecodingFailure.templates }

  /// `message` in `language` when it matches a template; otherwise `message` itself.
  ///
  /// - Parameters:
  ///   - message: A decoding failure's message, as the decoders write it.
  ///   - language: The language wanted.
  /// - Returns: The message in that language, or unchanged.
  public static func localized(_ message: String, in language: Language) -> String {
    DataError.DecodingFailure.localized(message, in: language)
  }

  /// A decoding failure as a person reads it in `language`: `第 3 行第 7 列：…` /
  /// `line 3, column 7: …`, with the message localized
  /// (``PhaseKit/DataError/DecodingFailure/description(in:)``).
  ///
  /// - Parameters:
  ///   - failure: The failure.
  ///   - language: The language wanted.
  /// - Returns: The text.
  public static func describe(_ failure: DataError.DecodingFailure, in language: Language) -> String {
    failure.description(in: language)
  }
}
