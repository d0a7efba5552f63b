import Foundation
import Observation
import PhaseKit

/// Suspends until `condition` holds for the loader, re-checking after each observed change.
@MainActor
public func waitUntil<Value>(_ loader: Loader<Value>, _ condition: @escaping @MainActor (Loader<Value>) -> Bool)
  async
{
  while !condition(loader) {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let once = Once()
      let holds = withObservationTracking {
        condition(loader)
      } onChange: {
        if once.claim() { continuation.resume() }
      }
      if holds, once.claim() { continuation.resume() }
    }
  }
}

/// A flag that can be claimed once, from any thread.
public final class Once: Sendable {
  private let claimed = Lock(false)

  /// Creates an unclaimed flag.
  public init() {}
  /// True the first time, false ever after.
  public func claim() -> Bool {
    claimed.withLock { claimed in
      defer { claimed = true }
      return !claimed
    }
  }
}

/// A decoder for tests: bytes as UTF-8 text; "bad" is rejected.
@Sendable public func decodeText(_ data: Data) throws(DataError) -> String {
  let text = String(decoding: data, as: UTF8.self)
  if text == "bad" { throw .decodingError(.init(message: "bad text")) }
  return text
}
