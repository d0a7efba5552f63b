import PhaseKit

/// Records every snapshot a ``Loader`` passes through, in order, from the moment it is created.
///
/// Built on ``Loader/snapshots()``; ``next(_:)`` reads the transitions a test expects, waiting
/// for them if needed, so a test checks exact sequences without sleeping.
@MainActor
public final class SnapshotLog<Value: Sendable> {
  private var iterator: AsyncStream<Loader<Value>.Snapshot>.AsyncIterator

  /// Starts recording; the first snapshot is the loader's current one.
  public init(_ loader: Loader<Value>) {
    iterator = loader.snapshots().makeAsyncIterator()
  }

  /// The next `count` snapshots, in order.
  public func next(_ count: Int) async -> [Loader<Value>.Snapshot] {
    var result: [Loader<Value>.Snapshot] = []
    var iterator = self.iterator  // shares the stream's buffer; copied back below
    while result.count < count, let snapshot = await iterator.next(isolation: MainActor.shared) {
      result.append(snapshot)
    }
    self.iterator = iterator
    return result
  }
}
