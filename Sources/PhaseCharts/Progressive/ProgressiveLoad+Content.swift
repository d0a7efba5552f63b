import PhaseKit

extension ProgressiveLoad.Snapshot {
  /// What the screen shows for this snapshot: its dataset, with a `LoadNotice.partial`
  /// notice until every page has arrived.
  ///
  /// ```swift
  /// for try await snapshot in load {
  ///   content = snapshot.content   // .value(dataset, notice: .partial) until the last page
  /// }
  /// ```
  public var content: LoadContent<Dataset> {
    .value(dataset, notice: isComplete ? nil : .partial)
  }
}
