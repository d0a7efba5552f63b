import Foundation
import PhaseKit

/// A ``DataSource`` that counts its fetches, answers from a script, and can hold fetches until the
/// test releases them: the tool to prove coalescing, retries and cancellation.
///
/// ```swift
/// let source = CountingSource(responses: [.failure(.httpStatus(503)), .success(Data("ok".utf8))])
/// source.hold()
/// async let value = loader.load()
/// await source.waitForParked(count: 1)   // the fetch is in flight, held
/// source.release()
/// ```
///
/// Responses are used in order; the last one repeats. A held fetch that is cancelled throws
/// ``DataError/cancelled`` at once.
public final class CountingSource: DataSource {
  private struct State {
    var responses: [Result<Data, DataError>]
    var fetchCount = 0
    var cancelledCount = 0
    var isHolding = false
    var nextID = 0
    var parked: [Int: CheckedContinuation<Void, Never>] = [:]
    var cancelledEarly: Set<Int> = []
    var waiters: [(condition: @Sendable (Int, Int) -> Bool, continuation: CheckedContinuation<Void, Never>)] =
      []
    var validatorsSeen: [Validators?] = []

    mutating func takeReadyWaiters() -> [CheckedContinuation<Void, Never>] {
      var ready: [CheckedContinuation<Void, Never>] = []
      waiters.removeAll { waiter in
        guard waiter.condition(fetchCount, parked.count) else { return false }
        ready.append(waiter.continuation)
        return true
      }
      return ready
    }
  }

  private let state: Lock<State>
  /// The source's key.
  public let identity: String
  /// The origin reported for its values.
  public let origin: Origin

  /// Creates a counting source.
  ///
  /// - Parameters:
  ///   - identity: The key; `"counting"` by default.
  ///   - origin: The origin; ``Origin/network`` by default.
  ///   - responses: The answers, in order; the last repeats. `"ok"` by default.
  public init(
    identity: String = "counting", origin: Origin = .network,
    responses: [Result<Data, DataError>] = [.success(Data("ok".utf8))]
  ) {
    precondition(!responses.isEmpty)
    self.identity = identity
    self.origin = origin
    self.state = Lock(State(responses: responses))
  }

  /// How many fetches have started.
  public var fetchCount: Int { state.withLock { $0.fetchCount } }
  /// How many fetches are held right now.
  public var parkedCount: Int { state.withLock { $0.parked.count } }
  /// How many held fetches ended by cancellation.
  public var cancelledCount: Int { state.withLock { $0.cancelledCount } }
  /// The validators each fetch was sent, in order.
  public var validatorsSeen: [Validators?] { state.withLock { $0.validatorsSeen } }

  /// Replaces the remaining script of answers.
  public func setResponses(_ responses: [Result<Data, DataError>]) {
    precondition(!responses.isEmpty)
    state.withLock { $0.responses = responses }
  }

  /// Makes every following fetch wait until ``release()``.
  public func hold() { state.withLock { $0.isHolding = true } }

  /// Lets every held fetch continue, and stops holding new ones.
  public func release() {
    let parked = state.withLock { state in
      state.isHolding = false
      defer { state.parked = [:] }
      return Array(state.parked.values)
    }
    for continuation in parked { continuation.resume() }
  }

  /// Waits until at least `count` fetches have started.
  public func waitForFetches(count: Int) async {
    await wait { fetches, _ in fetches >= count }
  }

  /// Waits until at least `count` fetches are held.
  public func waitForParked(count: Int) async {
    await wait { _, parked in parked >= count }
  }

  /// Answers with the next scripted response, after waiting while held.
  public func fetch(_ request: FetchRequest) async throws(DataError) -> FetchResponse {
    let (id, holding, ready) = state.withLock { state in
      state.fetchCount += 1
      state.nextID += 1
      state.validatorsSeen.append(request.validators)
      return (state.nextID, state.isHolding, state.takeReadyWaiters())
    }
    for waiter in ready { waiter.resume() }
    if holding { try await park(id) }
    if Task.isCancelled { throw .cancelled }
    let response = state.withLock { state in
      state.responses.count > 1 ? state.responses.removeFirst() : state.responses[0]
    }
    let data = try response.get()
    request.progress(LoadProgress(receivedBytes: Int64(data.count), expectedBytes: Int64(data.count)))
    return FetchResponse(data: data)
  }

  private func park(_ id: Int) async throws(DataError) {
    let cancelled: Bool = await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let (parked, ready): (Bool, [CheckedContinuation<Void, Never>]) = state.withLock { state in
          if state.cancelledEarly.remove(id) != nil || !state.isHolding { return (false, []) }
          state.parked[id] = continuation
          return (true, state.takeReadyWaiters())
        }
        for waiter in ready { waiter.resume() }
        if !parked { continuation.resume() }
      }
      return Task.isCancelled
    } onCancel: {
      let continuation: CheckedContinuation<Void, Never>? = state.withLock { state in
        guard let continuation = state.parked.removeValue(forKey: id) else {
          state.cancelledEarly.insert(id)
          return CheckedContinuation<Void, Never>?.none
        }
        return continuation
      }
      continuation?.resume()
    }
    if cancelled {
      state.withLock { $0.cancelledCount += 1 }
      throw .cancelled
    }
  }

  private func wait(until condition: @escaping @Sendable (Int, Int) -> Bool) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let ready = state.withLock { state in
        if condition(state.fetchCount, state.parked.count) { return true }
        state.waiters.append((condition, continuation))
        return false
      }
      if ready { continuation.resume() }
    }
  }
}
