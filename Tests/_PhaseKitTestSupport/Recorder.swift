import PhaseKit

/// A thread-safe list that tests append to from any task and read at the end.
public final class Recorder<Element: Sendable>: Sendable {
  private struct State {
    var values: [Element] = []
    var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
  }

  private let state = Lock(State())

  /// Creates an empty recorder.
  public init() {}

  /// Appends an element, waking the waiters whose count it reaches.
  public func append(_ element: Element) {
    let ready = state.withLock { state in
      state.values.append(element)
      let count = state.values.count
      let ready = state.waiters.filter { $0.count <= count }.map(\.continuation)
      state.waiters.removeAll { $0.count <= count }
      return ready
    }
    for continuation in ready { continuation.resume() }
  }

  /// Everything appended so far, in order.
  public var values: [Element] { state.withLock { $0.values } }

  /// Returns once at least `count` elements have been appended.
  public func waitForCount(_ count: Int) async {
    await withCheckedContinuation { continuation in
      let reached = state.withLock { state in
        if state.values.count >= count { return true }
        state.waiters.append((count, continuation))
        return false
      }
      if reached { continuation.resume() }
    }
  }
}
