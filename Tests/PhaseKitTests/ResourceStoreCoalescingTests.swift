import Foundation
import Testing
import _PhaseKitTestSupport

@testable import PhaseKit

@Suite(.timeLimit(.minutes(6))) struct ResourceStoreCoalescingTests {
  @Test func thousandConcurrentCallersCauseOneOriginRequest() async throws {
    let server = try await FixtureServer.shared()
    let path = server.uniquePath("coalesce")
    let store = ResourceStore()
    let source = JoinedSource(
      base: HTTPSource(url: server.url(path: path, query: ["body": "shared"])), store: store,
      callers: 1000)
    let results = try await withThrowingTaskGroup(of: Loaded<String>.self) { group in
      for _ in 0..<1000 {
        group.addTask { try await store.load(source, policy: .networkOnly, decode: decodeText) }
      }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    #expect(results.count == 1000)
    #expect(results.allSatisfy { $0.value == "shared" && $0.origin == .network })
    #expect(try await server.requestCount(path: path) == 1)
    #expect(store.inFlightCount == 0)
  }

  @Test func cancellingOneCallerLeavesTheOthersLoadRunning() async throws {
    let source = CountingSource(responses: [.success(Data("value".utf8))])
    source.hold()
    let store = ResourceStore()
    let load = { @Sendable () async throws(DataError) -> String in
      try await store.load(source, policy: .networkOnly, decode: decodeText).value
    }
    let first = Task { try await load() }
    let second = Task { try await load() }
    let third = Task { try await load() }
    await store.pool.waitForWaiters(3, key: source.identity)
    await source.waitForParked(count: 1)
    second.cancel()
    await #expect(throws: DataError.cancelled) { try await second.value }
    #expect(source.cancelledCount == 0)
    source.release()
    #expect(try await first.value == "value")
    #expect(try await third.value == "value")
    #expect(source.fetchCount == 1)
  }

  @Test func cancellingEveryCallerCancelsTheSharedLoad() async throws {
    let source = CountingSource(responses: [.success(Data("value".utf8))])
    source.hold()
    let events = LoadEventRecorder()
    let store = ResourceStore(configuration: .init(events: events))
    let tasks = (0..<3).map { _ in
      Task { () async throws(DataError) -> String in
        try await store.load(source, policy: .networkOnly, decode: decodeText).value
      }
    }
    await store.pool.waitForWaiters(3, key: source.identity)
    await source.waitForParked(count: 1)
    for task in tasks { task.cancel() }
    for task in tasks { await #expect(throws: DataError.cancelled) { try await task.value } }
    #expect(store.inFlightCount == 0)
    await events.wait { $0.contains { $0.kind == .cache("fetchFailed cancelled") } }
    #expect(source.cancelledCount == 1)
    #expect(store.cachedResource(forKey: source.identity) == nil)
  }

  @Test func callerCancelledBeforeItStartsNeverStartsALoad() async throws {
    let source = CountingSource()
    let store = ResourceStore()
    let task = Task { () async throws(DataError) -> String in
      withUnsafeCurrentTask { $0?.cancel() }
      return try await store.load(source, policy: .networkOnly, decode: decodeText).value
    }
    await #expect(throws: DataError.cancelled) { try await task.value }
    #expect(source.fetchCount == 0)
  }

  @Test(.timeLimit(.minutes(6))) func aCallerCancelledBeforeItAsksLeavesTheRunningRequestToTheOthers() async throws {
    let source = CountingSource(responses: [.success(Data("value".utf8))])
    source.hold()
    let store = ResourceStore()
    let first = Task { () async throws(DataError) -> String in
      try await store.load(source, policy: .networkOnly, decode: decodeText).value
    }
    await store.pool.waitForWaiters(1, key: source.identity)
    await source.waitForParked(count: 1)
    // Cancelled before it asks: its cancellation handler runs first, and it must neither park
    // on the running request nor disturb it.
    let late = Task { () async throws(DataError) -> String in
      withUnsafeCurrentTask { $0?.cancel() }
      return try await store.load(source, policy: .networkOnly, decode: decodeText).value
    }
    await #expect(throws: DataError.cancelled) { try await late.value }
    #expect(store.pool.waiterCount(key: source.identity) == 1)
    #expect(source.cancelledCount == 0)
    source.release()
    #expect(try await first.value == "value")
    #expect(source.fetchCount == 1)
    #expect(store.inFlightCount == 0)
  }

  @Test(.timeLimit(.minutes(6))) func callersOfInterleavedKeysEachShareTheirOwnKeysRequest() async throws {
    // Callers of three keys arrive in turn, so the flight a caller asks for is rarely the one
    // the caller before it asked for; one caller of the first key leaves while the last key's
    // flight is the most recently joined.
    let sources = (0..<3).map { index in
      CountingSource(identity: "key-\(index)", responses: [.success(Data("value \(index)".utf8))])
    }
    for source in sources { source.hold() }
    let store = ResourceStore()
    var tasks: [(key: Int, task: Task<String, any Error>)] = []
    for caller in 0..<150 {
      let source = sources[caller % 3]
      tasks.append(
        (caller % 3, Task { try await store.load(source, policy: .networkOnly, decode: decodeText).value }))
    }
    for source in sources { await store.pool.waitForWaiters(50, key: source.identity) }
    #expect(store.inFlightCount == 3)
    tasks[0].task.cancel()
    await #expect(throws: DataError.cancelled) { try await tasks[0].task.value }
    #expect(store.pool.waiterCount(key: "key-0") == 49)
    #expect(store.pool.waiterCount(key: "key-2") == 50)
    for source in sources { source.release() }
    for (key, task) in tasks.dropFirst() { #expect(try await task.value == "value \(key)") }
    #expect(sources.map(\.fetchCount) == [1, 1, 1])
    #expect(sources.map(\.cancelledCount) == [0, 0, 0])
    #expect(store.inFlightCount == 0)
  }

  @Test func loadAfterAFinishedLoadStartsANewRequest() async throws {
    let source = CountingSource(responses: [.success(Data("one".utf8)), .success(Data("two".utf8))])
    let store = ResourceStore()
    #expect(try await store.load(source, policy: .networkOnly, decode: decodeText).value == "one")
    #expect(try await store.load(source, policy: .networkOnly, decode: decodeText).value == "two")
    #expect(source.fetchCount == 2)
  }

  @Test func progressOfTheSharedRequestReachesEveryWaitingCaller() async throws {
    let source = CountingSource(responses: [.success(Data("12345".utf8))])
    source.hold()
    let store = ResourceStore()
    let seen = Recorder<String>()
    let tasks = ["first", "joiner"].map { name in
      Task { () async throws(DataError) -> String in
        try await store.load(
          source, policy: .networkOnly, decode: decodeText,
          progress: { seen.append("\(name) \($0.receivedBytes)") }
        ).value
      }
    }
    await store.pool.waitForWaiters(2, key: source.identity)
    source.release()
    for task in tasks { #expect(try await task.value == "12345") }
    #expect(Set(seen.values) == ["first 5", "joiner 5"])
  }

  @Test func fortyThousandWaitersAllGetTheOneValue() async throws {
    let callers = 40_000
    let source = CountingSource(responses: [.success(Data("value".utf8))])
    source.hold()
    let store = ResourceStore()
    // At background priority: 40k queued jobs at the default priority would keep the tests
    // running beside this one (deadline alarms among them) waiting for the two threads.
    let tasks = (0..<callers).map { _ in
      Task(priority: .background) { () async throws(DataError) -> String in
        try await store.load(source, policy: .networkOnly, decode: decodeText).value
      }
    }
    await store.pool.waitForWaiters(callers, key: source.identity)
    source.release()
    var values = 0
    for task in tasks where try await task.value == "value" { values += 1 }
    #expect(values == callers)
    #expect(source.fetchCount == 1)
    #expect(store.inFlightCount == 0)
  }

  @Test func callersOfOneKeyWithDifferentTypesShareTheRequestAndEachGetTheirType() async throws {
    let source = CountingSource(responses: [.success(Data("12345".utf8))])
    source.hold()
    let store = ResourceStore()
    let countDecodes = Lock(0)
    let texts = (0..<6).map { _ in
      Task { () async throws(DataError) -> Loaded<String> in
        try await store.load(source, policy: .networkOnly, decode: decodeText)
      }
    }
    let counts = (0..<6).map { _ in
      Task { () async throws(DataError) -> Loaded<Int> in
        try await store.load(source, policy: .networkOnly) { data throws(DataError) in
          countDecodes.withLock { $0 += 1 }
          return data.count
        }
      }
    }
    await store.pool.waitForWaiters(12, key: source.identity)
    source.release()
    for task in texts { #expect(try await task.value.value == "12345") }
    for task in counts { #expect(try await task.value.value == 5) }
    #expect(source.fetchCount == 1)
    // The shared value is of one of the two types; every caller of the other decodes its own
    // copy of the bytes (1 to 6 decodes when the counter started the request, 6 when it did not).
    let decodes = countDecodes.withLock { $0 }
    #expect((1...6).contains(decodes))
    #expect(store.inFlightCount == 0)
  }

  @Test func aSubclassValueIsSharedWithCallersDecodingItsSuperclass() async throws {
    let source = CountingSource(responses: [.success(Data("shared".utf8))])
    source.hold()
    let store = ResourceStore()
    let decodes = Lock(0)
    // The first caller starts the request and decodes a `TextBox`; the others ask for its
    // superclass, which the shared value is, so they take it as it is.
    let first = Task { () async throws(DataError) -> Loaded<TextBox> in
      try await store.load(source, policy: .networkOnly) { data throws(DataError) in
        decodes.withLock { $0 += 1 }
        return TextBox(String(decoding: data, as: UTF8.self))
      }
    }
    await store.pool.waitForWaiters(1, key: source.identity)
    let others = (0..<4).map { _ in
      Task { () async throws(DataError) -> Loaded<Box> in
        try await store.load(source, policy: .networkOnly) { data throws(DataError) -> Box in
          decodes.withLock { $0 += 1 }
          return Box()
        }
      }
    }
    await store.pool.waitForWaiters(5, key: source.identity)
    source.release()
    let shared = try await first.value.value
    for task in others {
      let value = try await task.value.value
      #expect(value === shared)
    }
    #expect(decodes.withLock { $0 } == 1)
  }

  @Test func cancellingAllButOneWaiterKeepsTheSharedLoadForTheLastOne() async throws {
    let source = CountingSource(responses: [.success(Data("value".utf8))])
    source.hold()
    let store = ResourceStore()
    let tasks = (0..<8).map { _ in
      Task { () async throws(DataError) -> String in
        try await store.load(source, policy: .networkOnly, decode: decodeText).value
      }
    }
    await store.pool.waitForWaiters(8, key: source.identity)
    await source.waitForParked(count: 1)
    for task in tasks.dropLast() { task.cancel() }
    for task in tasks.dropLast() { await #expect(throws: DataError.cancelled) { try await task.value } }
    #expect(store.pool.waiterCount(key: source.identity) == 1)
    #expect(source.cancelledCount == 0)
    source.release()
    #expect(try await tasks.last!.value == "value")
    #expect(source.fetchCount == 1)
    #expect(source.cancelledCount == 0)
  }

  /// Callers leave from the front, the back and runs in the middle of a flight's waiters, and
  /// more join after them: every one left gets the value and the progress, in the order they
  /// joined, and every one that left gets only its cancellation.
  @Test(.timeLimit(.minutes(6))) func callersLeavingFromAnywhereInTheQueueLeaveTheRestIntact() async throws {
    let source = CountingSource(responses: [.success(Data("12345".utf8))])
    source.hold()
    let store = ResourceStore()
    let seen = Recorder<Int>()
    func caller(_ index: Int) -> Task<String, any Error> {
      Task { () async throws(DataError) -> String in
        try await store.load(
          source, policy: .networkOnly, decode: decodeText, progress: { _ in seen.append(index) }
        ).value
      }
    }
    var tasks: [Task<String, any Error>] = []
    for index in 0..<32 {
      tasks.append(caller(index))
      // One at a time, so that the queue's order is the order of the indices.
      await store.pool.waitForWaiters(index + 1, key: source.identity)
    }
    await source.waitForParked(count: 1)
    let leaving = [0, 1, 5, 6, 7, 15, 30, 31]
    for (left, index) in leaving.enumerated() {
      tasks[index].cancel()
      await #expect(throws: DataError.cancelled) { try await tasks[index].value }
      #expect(store.pool.waiterCount(key: source.identity) == 32 - left - 1)
    }
    for index in 32..<40 {
      tasks.append(caller(index))
      await store.pool.waitForWaiters(index + 1 - leaving.count, key: source.identity)
    }
    source.release()
    let staying = (0..<40).filter { !leaving.contains($0) }
    for index in staying { #expect(try await tasks[index].value == "12345") }
    #expect(seen.values == staying)
    #expect(source.fetchCount == 1)
    #expect(source.cancelledCount == 0)
    #expect(store.inFlightCount == 0)
    // Cancelling a caller that already has its value changes nothing.
    tasks[2].cancel()
    #expect(try await tasks[2].value == "12345")
  }

  @Test func theLastWaiterLeavingCancelsTheSharedHTTPRequest() async throws {
    let server = try await FixtureServer.shared()
    let path = server.uniquePath("coalesce-cancel")
    let source = HTTPSource(url: server.url(path: path, query: ["hang": "1"]))
    let store = ResourceStore()
    let tasks = (0..<3).map { _ in
      Task { () async throws(DataError) -> String in
        try await store.load(source, policy: .networkOnly, decode: decodeText).value
      }
    }
    await store.pool.waitForWaiters(3, key: source.identity)
    #expect(try await eventually { try await server.requestsInFlight(path: path) == 1 })

    tasks[0].cancel()
    tasks[1].cancel()
    for task in tasks.prefix(2) { await #expect(throws: DataError.cancelled) { try await task.value } }
    #expect(store.inFlightCount == 1)  // the third caller still waits on the one request

    tasks[2].cancel()
    await #expect(throws: DataError.cancelled) { try await tasks[2].value }
    #expect(store.inFlightCount == 0)
    // The request itself was cancelled: the server sees its client go away.
    #expect(try await eventually { try await server.requestsInFlight(path: path) == 0 })
    #expect(try await server.requestCount(path: path) == 1)
  }
}

/// Asks `condition` again (each ask is a round trip to the fixture server) until it holds or a
/// generous deadline passes; returns whether it held.
private func eventually(
  within limit: Duration = .seconds(60), _ condition: () async throws -> Bool
) async throws -> Bool {
  let deadline = ContinuousClock.now + limit
  while ContinuousClock.now < deadline {
    if try await condition() { return true }
    await Task.yield()
  }
  return false
}

/// A value class for the test of shared values across a class hierarchy.
class Box: @unchecked Sendable {}

/// A ``Box`` holding text.
final class TextBox: Box, @unchecked Sendable {
  let text: String
  init(_ text: String) { self.text = text }
}
