import Foundation
import Testing
import _PhaseKitTestSupport

@_spi(Testing) @testable import PhaseKit

/// Issue 33, finding 6: `AsyncPhaseView(id:refresh:load:)` with a closure (no store) shares one
/// timer per id, and a view of an id that another view loaded starts from its value.
@MainActor
@Suite(.timeLimit(.minutes(6))) struct RefreshingPhaseSharingTests {
  typealias Phase = RefreshingPhase<String, String, DataError>

  let clock = ManualClock()
  let signals = RefreshSignals(
    foreground: RefreshTrigger(), reconnect: RefreshTrigger(), background: nil, disconnect: nil)

  @Test func twentyPhasesOfOneIdMakeOneRequestPerInterval() async {
    let source = CountingSource(responses: ["v1", "v2", "v3", "v4"].map { .success(Data($0.utf8)) })
    let load: Phase.Load = { () async throws(DataError) -> String in
      try decodeText(try await source.fetch(FetchRequest()).data)
    }
    let phases = (0..<20).map { _ in
      Phase(policy: RefreshPolicy(interval: .seconds(10), jitter: 0), signals: signals, clock: clock)
    }
    let first = Task { await phases[0].show(id: "x", load: load) }
    await until("the first value") { phases[0].phase.value == "v1" }
    let others = phases.dropFirst().map { phase in Task { await phase.show(id: "x", load: load) } }
    await until("every phase shows it") { phases.allSatisfy { $0.phase.value == "v1" } }
    #expect(source.fetchCount == 1)  // the others started from the first one's value
    for round in 2...4 {
      await clock.waitForSleepers(count: 1)
      #expect(clock.sleeperCount == 1)  // one timer for the id
      clock.advanceToNextDeadline()
      await until("round \(round)") { phases.allSatisfy { $0.phase.value == "v\(round)" && $0.status == .idle } }
    }
    #expect(source.fetchCount == 4)
    for task in [first] + others { task.cancel() }
    for task in [first] + others { await task.value }
  }

  @Test func phasesOfDifferentIdsKeepTimersOfTheirOwn() async {
    let source = CountingSource(responses: [.success(Data("v".utf8))])
    let load: Phase.Load = { () async throws(DataError) -> String in
      try decodeText(try await source.fetch(FetchRequest()).data)
    }
    let phases = (0..<2).map { _ in
      Phase(policy: RefreshPolicy(interval: .seconds(10), jitter: 0), signals: signals, clock: clock)
    }
    let shown = phases.enumerated().map { index, phase in Task { await phase.show(id: "id\(index)", load: load) } }
    await until("both values") { phases.allSatisfy { $0.phase.value == "v" } }
    await clock.waitForSleepers(count: 2)
    #expect(source.fetchCount == 2)
    for task in shown { task.cancel() }
    for task in shown { await task.value }
  }
}
