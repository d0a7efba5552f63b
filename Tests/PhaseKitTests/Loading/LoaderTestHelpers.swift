import Foundation
import Observation
import PhaseKit
import Testing
import _PhaseKitTestSupport

@testable import PhaseKit

/// Records every transition of a loader synchronously, so tests compare exact sequences.
@MainActor
final class Transitions<Value: Sendable> {
  private(set) var all: [Loader<Value>.Snapshot] = []

  init(_ loader: Loader<Value>) {
    loader.observeSnapshots { [unowned self] in self.all.append($0) }
  }
}

typealias TextSnapshot = Loader<String>.Snapshot

/// A snapshot of a `Loader<String>`, spelled compactly.
func snapshot(
  _ state: LoadingState<String>, error: DataError? = nil, stale: Bool = false,
  loading: Bool = false, attempt: Int = 1
) -> TextSnapshot {
  TextSnapshot(state: state, error: error, isStale: stale, isLoading: loading, attempt: attempt)
}

/// A loader of text from a source, on a manual clock, without retries unless asked.
@MainActor
func textLoader(
  _ source: some DataSource, clock: ManualClock = ManualClock(), retry: RetryPolicy = .none,
  events: any LoadEventSink = DiscardingEventSink(), attemptTimeout: Duration = .seconds(15),
  deadline: Duration = .seconds(30)
) -> Loader<String> {
  Loader(
    source: source,
    configuration: .init(
      attemptTimeout: attemptTimeout, deadline: deadline, retry: retry, clock: clock,
      events: events, random: { SeededRandom(seed: 42) })
  ) { data throws(DataError) in
    String(decoding: data, as: UTF8.self)
  }
}

extension Data {
  static func text(_ string: String) -> Data { Data(string.utf8) }
}

/// Yields until `condition` holds, for tests on a manual clock where the next step is a task's
/// turn, not time: a bounded number of turns, never a sleep; records an issue naming `what` if
/// it never holds.
@MainActor
func until(_ what: Comment, _ condition: () -> Bool) async {
  var turns = 0
  while !condition(), turns < 200_000 {
    await Task.yield()
    turns += 1
  }
  #expect(condition(), what)
}
