import Foundation

/// Where a ``Loader`` sends its ``LoadEvent``s: a log file, a recorder in tests, your analytics.
///
/// `record(_:)` is called synchronously from the loader (on the main actor) and from stores on any
/// thread: keep it fast and thread-safe.
public protocol LoadEventSink: Sendable {
  /// Records one event.
  func record(_ event: LoadEvent)
}

/// A sink that drops every event: the default.
public struct DiscardingEventSink: LoadEventSink {
  /// Creates the sink.
  public init() {}
  /// Does nothing.
  public func record(_ event: LoadEvent) {}
}

/// Sends every event to several sinks, in order.
public struct FanOutEventSink: LoadEventSink {
  /// The sinks.
  public var sinks: [any LoadEventSink]
  /// Creates a sink that forwards to `sinks`.
  public init(_ sinks: [any LoadEventSink]) { self.sinks = sinks }
  /// Forwards the event to each sink.
  public func record(_ event: LoadEvent) { for sink in sinks { sink.record(event) } }
}

/// Keeps every event in memory, in order, and lets a test wait for the events it expects.
///
/// ```swift
/// let recorder = LoadEventRecorder()
/// let loader = Loader(configuration: .init(events: recorder)) { ... }
/// await loader.load()
/// recorder.events.map(\.kind.name)   // ["started", "attemptStarted", "succeeded"]
/// ```
public final class LoadEventRecorder: LoadEventSink {
  private struct State {
    var events: [LoadEvent] = []
    var waiters: [(predicate: @Sendable ([LoadEvent]) -> Bool, continuation: CheckedContinuation<Void, Never>)] = []
  }

  private let state = Lock(State())

  /// Creates an empty recorder.
  public init() {}

  /// Every event recorded so far, in order.
  public var events: [LoadEvent] { state.withLock { $0.events } }

  /// Appends the event and wakes waiters whose condition now holds.
  public func record(_ event: LoadEvent) {
    let ready = state.withLock { state in
      state.events.append(event)
      var ready: [CheckedContinuation<Void, Never>] = []
      let events = state.events
      state.waiters.removeAll { waiter in
        guard waiter.predicate(events) else { return false }
        ready.append(waiter.continuation)
        return true
      }
      return ready
    }
    for continuation in ready { continuation.resume() }
  }

  /// Suspends until the recorded events satisfy `predicate` (checked at once and after each event).
  ///
  /// - Parameter predicate: A condition on all events so far.
  public func wait(until predicate: @escaping @Sendable ([LoadEvent]) -> Bool) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let ready = state.withLock { state in
        if predicate(state.events) { return true }
        state.waiters.append((predicate, continuation))
        return false
      }
      if ready { continuation.resume() }
    }
  }

  /// Suspends until at least `count` events named `name` (``LoadEvent/Kind/name``) were recorded.
  ///
  /// - Parameters:
  ///   - name: The event name, such as `retryScheduled`.
  ///   - count: How many; 1 by default.
  public func wait(for name: String, count: Int = 1) async {
    await wait { events in events.count { $0.kind.name == name } >= count }
  }

  /// Forgets every event recorded so far.
  public func removeAll() { state.withLock { $0.events.removeAll() } }
}
