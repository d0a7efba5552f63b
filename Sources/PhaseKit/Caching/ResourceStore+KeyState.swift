import Foundation

extension ResourceStore {
  /// What the store knows of one key's answers from its origin, the same for every view of the
  /// key: the last refresh error (which marks the value stale), the failures in a row, the floor
  /// a server's `Retry-After` set, and which version of the bytes is current.
  ///
  /// Only the origin writes it: a fetch that answered (200 or 304) clears the error, the failures
  /// and the floor; a fetch that failed records them. A memory or disk answer never touches it,
  /// so showing a cached copy never reads as a successful refresh (DESIGN.md, reliability bar).
  struct KeyState: Sendable, Hashable {
    /// The last origin fetch's failure; `nil` once the origin answered.
    var error: DataError?
    /// Origin fetches that failed in a row.
    var failures = 0
    /// Not before this moment (the store's ``Configuration/now``) may an automatic refresh ask the
    /// origin again: the failure's date plus its `Retry-After`.
    var retryNotBefore: Date?
    /// Bumped each time the origin sent bytes that differ from the copy it replaced; a 304 or a
    /// byte-identical body keeps it, so a loader can tell "the same data, newer" from new data.
    var revision: UInt64 = 0
    /// How many times the origin answered (200 or 304): a load that sees it move while it runs
    /// knows that the copy in memory is the origin's answer to it, not an old copy to fall back to.
    var answers: UInt64 = 0
  }

  /// Every key's ``KeyState``, behind one lock.
  final class KeyStates: Sendable {
    private let states = Lock<[String: KeyState]>([:])

    subscript(key: String) -> KeyState { states.withLock { $0[key] ?? KeyState() } }

    func update(_ key: String, _ change: (inout KeyState) -> Void) {
      states.withLock { change(&$0[key, default: KeyState()]) }
    }
  }

  /// The key's refresh state (see ``KeyState``).
  func keyState(forKey key: String) -> KeyState { keyStates[key] }

  /// The origin answered for `key`: its failures are forgotten; `changed` when the bytes differ
  /// from the copy they replace.
  func recordOriginAnswer(forKey key: String, changed: Bool) {
    keyStates.update(key) { state in
      state.error = nil
      state.failures = 0
      state.retryNotBefore = nil
      state.answers &+= 1
      if changed { state.revision &+= 1 }
    }
  }

  /// The origin failed for `key` (not a cancellation): the error marks every view of the key
  /// stale, and a `Retry-After` sets the floor of the next automatic refresh.
  ///
  /// - Parameter answersBefore: For a failure seen by a caller rather than by the fetch (a
  ///   loader's deadline): the key's ``KeyState/answers`` when its load began. When the origin
  ///   answered since, that answer stands and the failure is not recorded: the fetch stored fresh
  ///   bytes just as the caller gave up, and they are not stale.
  func recordOriginFailure(_ error: DataError, forKey key: String, answersBefore: UInt64? = nil) {
    guard error != .cancelled else { return }
    let now = configuration.now()
    keyStates.update(key) { state in
      if let answersBefore, state.answers != answersBefore { return }
      state.error = error
      state.failures += 1
      state.retryNotBefore = error.retryAfter.map { now.addingTimeInterval($0.secondsValue) }
    }
  }

  /// How long from now until the key's `Retry-After` floor; `nil` when there is none or it passed.
  func retryFloorRemaining(forKey key: String) -> Duration? {
    guard let until = keyStates[key].retryNotBefore else { return nil }
    let seconds = until.timeIntervalSince(configuration.now())
    return seconds > 0 ? .milliseconds(Int64((seconds * 1000).rounded(.up))) : nil
  }
}
