/// The phase of an asynchronous load, shaped like SwiftUI's `AsyncImagePhase` but for any value.
///
/// A view that loads something hands its current phase to a `@ViewBuilder` closure, which decides
/// what to draw: a placeholder while `.empty`, the content on `.success`, an error view on
/// `.failure`.
///
/// ```swift
/// switch phase {
/// case .empty: ProgressView()
/// case .success(let chart): ChartView(chart)
/// case .failure(let error): ErrorView(error)
/// }
/// ```
///
/// Unlike the seed sketch, `Failure` has no default (Swift has no default generic arguments):
/// write `AsyncPhase<Chart, DataError>`, and throw the failure type with typed throws.
public enum AsyncPhase<Success, Failure: Error> {
  /// Nothing has loaded yet: the load has not started or is in progress.
  case empty
  /// The load finished with a value.
  case success(Success)
  /// The load failed with an error.
  case failure(Failure)

  /// The loaded value, if the phase is `.success`; `nil` otherwise.
  ///
  /// The counterpart of `AsyncImagePhase.image`.
  public var value: Success? {
    if case .success(let value) = self { return value }
    return nil
  }

  /// The error, if the phase is `.failure`; `nil` otherwise.
  public var error: Failure? {
    if case .failure(let error) = self { return error }
    return nil
  }

  /// Creates a phase from the outcome of a load.
  ///
  /// - Parameter result: The outcome: `.success` or `.failure`.
  public init(_ result: Result<Success, Failure>) {
    switch result {
    case .success(let value): self = .success(value)
    case .failure(let error): self = .failure(error)
    }
  }

  /// Returns a phase with the success value transformed, keeping `.empty` and `.failure` as they are.
  ///
  /// - Parameter transform: A function applied to the value of a `.success` phase.
  /// - Returns: The transformed phase.
  public func map<NewSuccess>(
    _ transform: (Success) throws(Failure) -> NewSuccess
  ) throws(Failure) -> AsyncPhase<NewSuccess, Failure> {
    switch self {
    case .empty: return .empty
    case .success(let value): return .success(try transform(value))
    case .failure(let error): return .failure(error)
    }
  }
}

extension AsyncPhase {
  /// Whether the phase is `.empty`.
  public var isEmpty: Bool {
    if case .empty = self { return true }
    return false
  }
}

extension AsyncPhase where Failure == DataError {
  /// The phase of what a screen shows: a value (with or without a notice) is `.success`, a
  /// failure `.failure`, a placeholder `.empty`.
  ///
  /// - Parameter content: What the screen shows.
  public init(_ content: LoadContent<Success>) {
    switch content {
    case .placeholder: self = .empty
    case .value(let value, _): self = .success(value)
    case .failure(let error): self = .failure(error)
    }
  }
}

extension AsyncPhase: Sendable where Success: Sendable {}
extension AsyncPhase: Equatable where Success: Equatable, Failure: Equatable {}
extension AsyncPhase: Hashable where Success: Hashable, Failure: Hashable {}
