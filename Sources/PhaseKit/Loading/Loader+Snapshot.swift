extension Loader {
  /// Everything a screen shows at one moment, as one `Equatable` record: for recorders, tests
  /// and logs. To draw, use ``Loader/display`` (a ``LoadDisplay``, with the value's date and the
  /// progress).
  ///
  /// `Equatable` when `Value` is, so a test compares whole sequences:
  ///
  /// ```swift
  /// #expect(snapshots == [.init(state: .loading, isLoading: true, attempt: 0), ...])
  /// ```
  public struct Snapshot: Sendable, CustomStringConvertible {
    /// The loader's ``Loader/state``.
    public var state: LoadingState<Value>
    /// The loader's ``Loader/error``.
    public var error: DataError?
    /// The loader's ``Loader/isStale``.
    public var isStale: Bool
    /// The loader's ``Loader/isLoading``.
    public var isLoading: Bool
    /// The loader's ``Loader/attempt``.
    public var attempt: Int

    /// Creates a snapshot.
    public init(
      state: LoadingState<Value>, error: DataError? = nil, isStale: Bool = false,
      isLoading: Bool = false, attempt: Int = 0
    ) {
      self.state = state
      self.error = error
      self.isStale = isStale
      self.isLoading = isLoading
      self.attempt = attempt
    }

    /// `success(3) stale error=http.500 loading attempt=2`, listing only what is set.
    public var description: String {
      var parts: [String] = []
      switch state {
      case .idle: parts.append("idle")
      case .loading: parts.append("loading")
      case .success(let value): parts.append("success(\(value))")
      case .failure: parts.append("failure")
      }
      if isStale { parts.append("stale") }
      if let error { parts.append("error=\(error.code)") }
      if isLoading { parts.append("loading") }
      parts.append("attempt=\(attempt)")
      return parts.joined(separator: " ")
    }
  }

  /// The current snapshot.
  public var snapshot: Snapshot {
    Snapshot(state: state, error: error, isStale: isStale, isLoading: isLoading, attempt: attempt)
  }

  /// Every snapshot from now on, one per state transition (not per progress report), in order,
  /// starting with the current one. Buffered: a slow reader misses nothing.
  ///
  /// The stream ends when the reader stops iterating (or its task is cancelled).
  ///
  /// ```swift
  /// for await snapshot in loader.snapshots() { print(snapshot) }
  /// ```
  public func snapshots() -> AsyncStream<Snapshot> {
    let (stream, continuation) = AsyncStream.makeStream(of: Snapshot.self)
    let id = observeSnapshots { continuation.yield($0) }
    continuation.onTermination = { [weak self] _ in
      Task { @MainActor in self?.removeSnapshotObserver(id) }
    }
    return stream
  }

  /// Calls `handler` with the current snapshot and then synchronously on every transition.
  ///
  /// - Returns: A token for ``removeSnapshotObserver(_:)``.
  @discardableResult
  func observeSnapshots(_ handler: @escaping @MainActor (Snapshot) -> Void) -> UInt64 {
    nextObserverID += 1
    observers[nextObserverID] = handler
    handler(snapshot)
    return nextObserverID
  }

  func removeSnapshotObserver(_ id: UInt64) {
    observers[id] = nil
  }

  /// Sends the current snapshot to every observer; called once per transition.
  func publishSnapshot() {
    guard !observers.isEmpty else { return }
    let current = snapshot
    for observer in observers.values { observer(current) }
  }
}

extension Loader.Snapshot: Equatable where Value: Equatable {}
