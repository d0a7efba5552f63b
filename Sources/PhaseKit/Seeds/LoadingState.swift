// The seeds' spellings live in this folder (Sources/PhaseKit/Seeds), and only here: thin shims
// that let code written from the seeds compile by changing the import. Each is computed from, or
// forwards to, the types PhaseKit itself is built on (``LoadContent`` for what a screen shows).

/// The state of a screen that loads a value, as in the seed's `LoadingState`: a shim over
/// ``LoadContent``.
///
/// `LoadingState` is what a ``Loader`` exposes as its `state`, computed from its
/// ``Loader/content`` (``init(_:isLoading:)``); it converts to and from ``AsyncPhase``. New code
/// reads ``Loader/content``, which also carries the placeholder's progress and the value's
/// notice.
///
/// > Important: A ``Loader`` keeps `.success` with the last good value while it refreshes and
/// > after a refresh fails (the value is then marked stale and the error is exposed beside it),
/// > so a chart on screen is never thrown away by a refresh. `.loading` means "nothing to show
/// > yet"; `.failure` means "nothing to show, and the load failed".
public enum LoadingState<Value> {
  /// Nothing has been asked for yet.
  case idle
  /// A load is running and there is no value to show yet.
  case loading
  /// A value is available.
  case success(Value)
  /// The load failed and there is no value to show.
  case failure(any Error)

  /// The value, if the state is `.success`; `nil` otherwise.
  public var value: Value? {
    if case .success(let value) = self { return value }
    return nil
  }

  /// The error, if the state is `.failure`; `nil` otherwise.
  public var error: (any Error)? {
    if case .failure(let error) = self { return error }
    return nil
  }

  /// Whether the state is `.loading`: a load runs *and nothing is shown yet*.
  ///
  /// Not the same as ``Loader/isLoading``, which is also `true` while a shown value refreshes
  /// (the state stays `.success` then): "loading" means "a load runs" everywhere else.
  @available(
    *, deprecated,
    message: "'isLoading' means 'a load runs' elsewhere: test 'case .loading = state' instead"
  )
  public var isLoading: Bool {
    if case .loading = self { return true }
    return false
  }
}

extension LoadingState: Sendable where Value: Sendable {}

extension LoadingState: Equatable where Value: Equatable {
  /// Two states are equal when their cases match and their payloads are equal; two failures are
  /// equal when their errors have the same type and, for `Equatable` errors, compare equal
  /// (other errors compare by type and description).
  public static func == (lhs: LoadingState<Value>, rhs: LoadingState<Value>) -> Bool {
    switch (lhs, rhs) {
    case (.idle, .idle), (.loading, .loading): return true
    case (.success(let a), .success(let b)): return a == b
    case (.failure(let a), .failure(let b)): return errorsAreEqual(a, b)
    default: return false
    }
  }
}

/// Compares two existential errors: by `==` when the first is `Equatable` and both share a type,
/// otherwise by type and `String(describing:)`.
func errorsAreEqual(_ lhs: any Error, _ rhs: any Error) -> Bool {
  func open<E: Equatable>(_ lhs: E) -> Bool {
    guard let rhs = rhs as? E else { return false }
    return lhs == rhs
  }
  if let equatable = (lhs as Any) as? any Equatable { return open(equatable) }
  return type(of: lhs) == type(of: rhs) && String(describing: lhs) == String(describing: rhs)
}
