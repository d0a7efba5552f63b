import Foundation
import PhaseKit

/// Reads a child process's output on a thread of its own until EOF, so the child never blocks on a
/// full pipe, and reports the `PORT <n>` line the fixture server prints when it listens.
///
/// A dedicated `Thread` (not a dispatch queue or a task) does the blocking reads, so a running
/// server never holds a thread the Swift concurrency pool needs.
final class OutputDrain: Sendable {
  private struct State {
    var text = ""
    var port: Int?
    var finished = false
    var waiters: [CheckedContinuation<Int?, Never>] = []
  }

  private let state = Lock(State())
  /// Output kept for diagnostics is capped so a chatty child cannot grow the test's memory.
  private static let maximumKept = 64 * 1024

  /// Everything read so far (up to 64 KB).
  var text: String { state.withLock { $0.text } }

  /// Starts the reading thread.
  func start(reading handle: FileHandle) {
    let thread = Thread { [self] in
      while true {
        let chunk = handle.availableData
        if chunk.isEmpty { break }
        append(String(decoding: chunk, as: UTF8.self))
      }
      finish()
    }
    thread.name = "fixture-output-drain"
    thread.start()
  }

  /// Waits until the port line arrives, the output ends, or `timeout` passes.
  ///
  /// - Returns: The port, or `nil` when the child ended or timed out without printing it.
  func port(timeout: Duration) async -> Int? {
    let timer = Watchdog(after: timeout) { [self] in finish() }
    defer { timer.cancel() }
    return await withCheckedContinuation { continuation in
      let ready: Int?? = state.withLock { state in
        if state.port != nil || state.finished { return .some(state.port) }
        state.waiters.append(continuation)
        return .none
      }
      if let ready { continuation.resume(returning: ready) }
    }
  }

  private func append(_ string: String) {
    let resumed: (Int, [CheckedContinuation<Int?, Never>])? = state.withLock { state in
      if state.text.utf8.count < Self.maximumKept { state.text += string }
      guard state.port == nil else { return nil }
      for line in state.text.split(separator: "\n") where line.hasPrefix("PORT ") {
        if let port = Int(line.dropFirst(5).trimmingCharacters(in: .whitespaces)) {
          state.port = port
          defer { state.waiters = [] }
          return (port, state.waiters)
        }
      }
      return nil
    }
    if let (port, waiters) = resumed {
      for waiter in waiters { waiter.resume(returning: port) }
    }
  }

  private func finish() {
    let (port, waiters) = state.withLock { state in
      state.finished = true
      defer { state.waiters = [] }
      return (state.port, state.waiters)
    }
    for waiter in waiters { waiter.resume(returning: port) }
  }
}
