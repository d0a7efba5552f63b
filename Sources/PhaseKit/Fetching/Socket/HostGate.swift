#if canImport(Glibc) && canImport(CZlib)
  import Foundation

  /// Connection slots per host and port: a transfer over the limit waits, as a continuation and
  /// without a thread, for one to end; slots are handed over in the order transfers asked.
  final class HostGate: Sendable {
    private struct Queue {
      /// Transfers holding a slot.
      var holders = 0
      /// Waiters' ids in arrival order, from `head` on; ids no longer in `waiting` were withdrawn.
      var order: [Int] = []
      var head = 0
      var waiting: [Int: CheckedContinuation<Bool, Never>] = [:]

      /// The next waiter still waiting, removed from the queue.
      mutating func popFirst() -> CheckedContinuation<Bool, Never>? {
        while head < order.count {
          let id = order[head]
          head += 1
          if let continuation = waiting.removeValue(forKey: id) {
            compact()
            return continuation
          }
        }
        compact()
        return nil
      }

      /// Drops the ids already passed once they are half of the queue: O(1) amortised.
      private mutating func compact() {
        if head > 64, head * 2 > order.count {
          order.removeFirst(head)
          head = 0
        }
      }
    }

    private struct State {
      var queues: [String: Queue] = [:]
      var nextID = 0
    }

    private let state = Lock(State())

    /// Waits for a slot to `key`.
    ///
    /// - Returns: `true` with a slot held (give it back with ``leave(_:)``); `false`, holding
    ///   none, when the transfer was cancelled while it waited.
    func enter(_ key: String, limit: Int, control: TransferControl) async -> Bool {
      await withCheckedContinuation { continuation in
        let id: Int? = state.withLock { state in
          var queue = state.queues.removeValue(forKey: key) ?? Queue()
          defer { state.queues[key] = queue }
          if queue.holders < limit, queue.waiting.isEmpty {
            queue.holders += 1
            return nil
          }
          state.nextID += 1
          queue.order.append(state.nextID)
          queue.waiting[state.nextID] = continuation
          return state.nextID
        }
        guard let id else {
          continuation.resume(returning: true)
          return
        }
        if !control.whenCancelled({ [self] in withdraw(id, from: key) }) { withdraw(id, from: key) }
      }
    }

    /// Gives a slot back: to the longest-waiting transfer, if any.
    func leave(_ key: String) {
      let next = state.withLock { state -> CheckedContinuation<Bool, Never>? in
        // Taken out and put back: changing it in the dictionary in place would copy it.
        guard var queue = state.queues.removeValue(forKey: key) else { return nil }
        let next = queue.popFirst()
        if next == nil { queue.holders -= 1 }  // else the slot passes on, still held
        if queue.holders > 0 || !queue.waiting.isEmpty { state.queues[key] = queue }
        return next
      }
      next?.resume(returning: true)
    }

    /// Takes a cancelled waiter out of the queue; nothing when a slot already reached it.
    private func withdraw(_ id: Int, from key: String) {
      let continuation = state.withLock { state in state.queues[key]?.waiting.removeValue(forKey: id) }
      continuation?.resume(returning: false)
    }
  }
#endif
