import PhaseKit

/// A column named on the command line (`--x`, `--y`, `--series`) that the table does not have:
/// a mistake in the command, not in the data, so a usage error (exit 64), with the did-you-mean
/// that options and commands get (``Suggestion``) and the columns there are.
enum NamedColumnTypo {
  /// `error` with the nearest column as its suggestion, when it says that a named column does
  /// not exist; nil for any other error.
  ///
  /// The nearest column is found as an option's or a command's is (one edit in a short name,
  /// two in a longer one, a swap of neighbours counting as one, or a prefix), without case: so
  /// `--y Clsoe` suggests `Close` as `--widht` suggests `--width`. When nothing is that near,
  /// the decoder's own suggestion, if any, stays.
  static func corrected(_ error: DataError) -> DataError? {
    guard case .decodingError(var failure) = error else { return nil }
    switch failure.reason {
    case .columnNotFound(let role, let selector, let columns),
      .columnNotFoundSuggesting(let role, let selector, _, let columns):
      // A name is quoted (`"Clsoe"`); an index (`#9`) has no near miss.
      guard selector.count >= 2, selector.hasPrefix("\""), selector.hasSuffix("\"") else { return error }
      let typed = String(selector.dropFirst().dropLast()).lowercased()
      let folded = columns.map { $0.lowercased() }
      if let near = Suggestion.closest(to: typed, among: folded), let index = folded.firstIndex(of: near) {
        failure.reason = .columnNotFoundSuggesting(
          role: role, selector: selector, suggestion: columns[index], columns: columns)
      }
      return .decodingError(failure)
    default:
      return nil
    }
  }

  /// Says a corrected failure once: the column is in the sentence (`no y column "Clsoe"; did
  /// you mean "Close"?`), so neither in front of it nor as a place in the details, which name
  /// the source alone.
  ///
  /// - Parameters:
  ///   - presentation: The failure's presentation, changed.
  ///   - error: The corrected failure (``corrected(_:)``).
  ///   - location: The source's path or URL; empty for standard input.
  ///   - language: The language.
  static func sayOnce(
    _ presentation: inout ErrorPresentation, for error: DataError, location: String, language: Language
  ) {
    guard case .decodingError(let failure) = error else { return }
    presentation.message = failure.message(in: language)
    presentation.details = location.isEmpty ? nil : SecretRedaction.apply(to: location)
  }
}
