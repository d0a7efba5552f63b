import Foundation
import Testing

@testable import PhaseKit

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

private typealias Tracker = PhaseTracker<String, Int, DataError>

@Suite(.timeLimit(.minutes(6))) struct PhaseTrackerTests {
  @Test func aNewIdentityStartsEmptyAndShowsItsValue() throws {
    var tracker = Tracker()
    let ticket = try tracker.start("a")
    #expect(tracker.phase == .empty)
    #expect(tracker.isLoading)
    let changed1 = tracker.finish(ticket, with: .success(1))
    #expect(changed1)
    #expect(tracker.phase == .success(1))
    #expect(tracker.id == "a")
    #expect(!tracker.isLoading)
  }

  @Test func aLoadedIdentityIsNotLoadedAgain() throws {
    var tracker = Tracker()
    let ticket = try tracker.start("a")
    tracker.finish(ticket, with: .success(1))
    let again = tracker.begin(id: "a")
    #expect(again == nil)
    #expect(tracker.phase == .success(1))
  }

  @Test func aFailedIdentityLoadsAgainFromEmpty() throws {
    var tracker = Tracker()
    let firstA = try tracker.start("a")
    tracker.finish(firstA, with: .failure(.emptyData))
    #expect(tracker.phase == .failure(.emptyData))
    let retry = try tracker.start("a")
    #expect(tracker.phase == .empty)
    tracker.finish(retry, with: .success(2))
    #expect(tracker.phase == .success(2))
  }

  @Test func cancellationRestoresThePhaseOfTheSameIdentity() throws {
    var tracker = Tracker()
    let firstA = try tracker.start("a")
    tracker.finish(firstA, with: .failure(.httpStatus(500)))
    let ticket = try tracker.start("a")
    tracker.finish(ticket, with: .cancelled)
    #expect(tracker.phase == .failure(.httpStatus(500)))
  }

  @Test func cancellationNeverShowsAnotherIdentitysValue() throws {
    var tracker = Tracker()
    let firstA = try tracker.start("a")
    tracker.finish(firstA, with: .success(1))
    let ticket = try tracker.start("b")
    #expect(tracker.phase == .empty)
    tracker.finish(ticket, with: .cancelled)
    #expect(tracker.phase == .empty)
    #expect(tracker.id == "b")
  }

  @Test func aRestartedLoadStillRestoresThePhaseBeforeTheFirstOne() throws {
    var tracker = Tracker()
    let firstA = try tracker.start("a")
    tracker.finish(firstA, with: .failure(.emptyData))
    let first = try tracker.start("a")
    let second = try tracker.start("a")
    let changed2 = tracker.finish(first, with: .cancelled)
    #expect(!changed2)
    tracker.finish(second, with: .cancelled)
    #expect(tracker.phase == .failure(.emptyData))
  }

  @Test func aSupersededLoadIsDropped() throws {
    var tracker = Tracker()
    let old = try tracker.start("a")
    let new = try tracker.start("b")
    let changed3 = tracker.finish(old, with: .success(1))
    #expect(!changed3)
    #expect(tracker.phase == .empty)
    let changed4 = tracker.finish(new, with: .success(2))
    #expect(changed4)
    let changed5 = tracker.finish(old, with: .failure(.emptyData))
    #expect(!changed5)
    #expect(tracker.phase == .success(2))
  }
}

@Suite(.timeLimit(.minutes(6))) struct PhaseTrackerOutcomeTests {
  @Test func aValueIsASuccess() async {
    let outcome = await Tracker.outcome { () async throws(DataError) -> Int in 7 }
    #expect(outcome == .success(7))
  }

  @Test func anErrorIsAFailure() async {
    let outcome = await Tracker.outcome { () async throws(DataError) -> Int in
      throw .httpStatus(503)
    }
    #expect(outcome == .failure(.httpStatus(503)))
  }

  @Test(arguments: [
    CancellationError() as any Error, DataError.cancelled, URLError(.cancelled),
  ])
  func errorsThatMeanCancellationAreNotFailures(error: any Error) async {
    let outcome = await PhaseTracker<String, Int, any Error>.outcome { () async throws -> Int in
      throw error
    }
    #expect(outcome.isCancelled)
  }

  @Test func anyErrorAfterTheTaskIsCancelledIsACancellation() async {
    let (gate, _) = AsyncStream<Void>.makeStream()
    let task = Task {
      await Tracker.outcome { () async throws(DataError) -> Int in
        for await _ in gate { break }  // returns once the task is cancelled
        throw .networkError(.init(domain: "test", code: 1, message: "reset"))
      }
    }
    task.cancel()
    #expect(await task.value == .cancelled)
  }

  @Test func aValueThatArrivesAfterCancellationIsKept() async {
    let (gate, _) = AsyncStream<Void>.makeStream()
    let task = Task {
      await Tracker.outcome { () async throws(DataError) -> Int in
        for await _ in gate { break }
        return 9
      }
    }
    task.cancel()
    #expect(await task.value == .success(9))
  }
}

extension PhaseTracker {
  /// Begins a load that the test expects to start.
  fileprivate mutating func start(_ id: ID) throws -> Ticket {
    let ticket = begin(id: id)
    return try #require(ticket)
  }
}

extension PhaseTracker.Outcome {
  fileprivate var isCancelled: Bool {
    if case .cancelled = self { return true }
    return false
  }
}

@Suite(.timeLimit(.minutes(6))) struct PhaseTrackerReloadTests {
  @Test func reloadRestartsTheTaskAndReplacesAFailure() throws {
    var tracker = Tracker()
    let ticket = try tracker.start("a")
    tracker.finish(ticket, with: .failure(.httpStatus(503)))
    tracker.reload()
    #expect(tracker.reloadCount == 1)
    let retry = try tracker.start("a")
    #expect(tracker.phase == .empty)
    tracker.finish(retry, with: .success(2))
    #expect(tracker.phase == .success(2))
  }

  @Test func reloadOfAValueKeepsItOnScreenUntilTheNewOneArrives() throws {
    var tracker = Tracker()
    let first = try tracker.start("a")
    tracker.finish(first, with: .success(1))
    #expect(tracker.begin(id: "a") == nil)  // without a reload, the value is kept
    tracker.reload()
    let second = try tracker.start("a")
    #expect(tracker.phase == .success(1))
    tracker.finish(second, with: .cancelled)
    #expect(tracker.phase == .success(1))
    tracker.reload()
    let third = try tracker.start("a")
    tracker.finish(third, with: .success(3))
    #expect(tracker.phase == .success(3))
  }

  @Test func aReloadRequestDoesNotCarryOverToAnotherIdentity() throws {
    var tracker = Tracker()
    let first = try tracker.start("a")
    tracker.finish(first, with: .success(1))
    tracker.reload()
    let other = try tracker.start("b")
    #expect(tracker.phase == .empty)
    tracker.finish(other, with: .success(2))
    #expect(tracker.begin(id: "b") == nil)
  }
}
