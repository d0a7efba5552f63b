import Foundation

// A seed shim (see LoadingState.swift): the untyped initializer that seed code, which throws any
// `Error`, calls; it classifies what is thrown and forwards to the typed initializer.

extension Loader {
  /// Creates a loader from an ordinary `async throws` closure, classifying what it throws.
  ///
  /// The seed's code calls APIs that throw any `Error`; it works here unchanged. Whatever the
  /// closure throws is classified with ``DataError/classify(_:url:)``: a `URLError` becomes
  /// ``DataError/offline(_:)``, ``DataError/timedOut(after:)`` and so on (and is retried when that
  /// can help), a `DecodingError` becomes ``DataError/decodingError(_:)-enum.case``, cancellation is never a
  /// failure, and an error of your own keeps its text (``DataError/other(_:)``).
  ///
  /// ```swift
  /// @State private var loader = Loader { try await StockAPI.fetchLatest() }
  /// ```
  ///
  /// A closure that throws `DataError` with typed throws picks
  /// ``init(configuration:load:)`` instead, which needs no classification.
  ///
  /// - Parameters:
  ///   - configuration: Deadlines, retries, clock, events; the defaults by default.
  ///   - load: One attempt's work, run off the main actor.
  @_disfavoredOverload
  public convenience init(
    configuration: Configuration = .init(),
    load: @escaping @Sendable () async throws -> Value
  ) {
    self.init(configuration: configuration) { () async throws(DataError) -> Value in
      do {
        return try await load()
      } catch {
        throw DataError.classify(error)
      }
    }
  }
}
