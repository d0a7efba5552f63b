import Foundation
import Observation

/// Counts the changes Observation reports for what `read` reads, re-arming after each one, as a
/// SwiftUI view that reads the same properties in its body would be redrawn.
@MainActor
public final class ObservationCounter {
  /// How many changes were reported.
  public private(set) var count = 0
  private let read: @MainActor () -> Void
  private var isStopped = false

  /// Starts counting at once.
  ///
  /// - Parameter read: Reads what a view shows (the tracked properties).
  public init(_ read: @escaping @MainActor () -> Void) {
    self.read = read
    arm()
  }

  /// Stops counting (the next change is the last one seen).
  public func stop() { isStopped = true }

  private func arm() {
    guard !isStopped else { return }
    withObservationTracking {
      read()
    } onChange: { [weak self] in
      // onChange runs before the change lands (willSet): count now, re-arm once it has.
      MainActor.assumeIsolated {
        self?.count += 1
      }
      Task { @MainActor [weak self] in self?.arm() }
    }
  }
}
