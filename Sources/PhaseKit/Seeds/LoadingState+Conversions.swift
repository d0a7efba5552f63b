// A seed shim (see LoadingState.swift): conversions between the seed's `LoadingState` and the
// types PhaseKit is built on.

extension AsyncPhase where Failure == DataError {
  /// The phase a ``LoadingState`` shows: `.idle` and `.loading` are `.empty`, a failure's error is
  /// classified into a ``DataError``.
  ///
  /// - Parameter state: The loading state.
  public init(_ state: LoadingState<Success>) {
    switch state {
    case .idle, .loading: self = .empty
    case .success(let value): self = .success(value)
    case .failure(let error): self = .failure(DataError.classify(error))
    }
  }
}

extension LoadingState {
  /// The loading state for a phase: `.empty` is `.loading` (an AsyncImage-style phase is empty
  /// while its load runs), `.success` and `.failure` carry over.
  ///
  /// - Parameter phase: The phase.
  public init<Failure: Error>(_ phase: AsyncPhase<Value, Failure>) {
    switch phase {
    case .empty: self = .loading
    case .success(let value): self = .success(value)
    case .failure(let error): self = .failure(error)
    }
  }

  /// This state as an ``AsyncPhase`` with a classified ``DataError``.
  public var phase: AsyncPhase<Value, DataError> { AsyncPhase(self) }

  /// Whether the state is `.idle`.
  public var isIdle: Bool {
    if case .idle = self { return true }
    return false
  }
}

extension LoadingState {
  /// The seed's state for what a screen shows: a value is `.success`, a failure `.failure`, and a
  /// placeholder `.loading` while a load runs, `.idle` otherwise.
  ///
  /// - Parameters:
  ///   - content: What the screen shows.
  ///   - isLoading: Whether a load runs (``Loader/isLoading``).
  public init(_ content: LoadContent<Value>, isLoading: Bool) {
    switch content {
    case .placeholder: self = isLoading ? .loading : .idle
    case .value(let value, _): self = .success(value)
    case .failure(let error): self = .failure(error)
    }
  }
}
