import PhaseKit

/// A thread-safe list that tests append to from any task and read at the end.
public final class Recorder<Element: Sendable>: Sendable {
  private let storage = Lock<[Element]>([])

  /// Creates an empty recorder.
  public init() {}

  /// Appends an element.
  public func append(_ element: Element) { storage.withLock { $0.append(element) } }

  /// Everything appended so far, in order.
  public var values: [Element] { storage.withLock { $0 } }
}
