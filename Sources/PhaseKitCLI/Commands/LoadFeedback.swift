import Foundation
import PhaseCharts
import PhaseDrawing
import PhaseKit

/// Shows a person what a load is doing: a progress bar or spinner, attempt failures, retry
/// countdowns. Receives the loader's events (from any thread) and draws on the main actor.
///
/// Everything it says comes from the typed events: why an attempt failed from
/// ``PhaseKit/LoadEvent/Kind/attemptFailed(attempt:error:)``'s `DataError`, what the cache did
/// from ``PhaseKit/LoadEvent/storeEvent``; nothing is read back from an event's text.
final class LoadFeedback: LoadEventSink {
  private struct Pending {
    var lines: [String] = []
    var retryAt: ContinuousClock.Instant?
    var retryAttempt = 0
    var succeeded: (duration: Double, origin: Origin)?
    var failures: [Int: String] = [:]
    var saidRepair = false
    var saidDiskProblem = false
    var saidDropped = false
  }

  private let pending = Lock(Pending())
  private let console: Console
  private let language: Language
  private let maxAttempts: Int

  init(console: Console, language: Language, maxAttempts: Int) {
    self.console = console
    self.language = language
    self.maxAttempts = maxAttempts
  }

  func record(_ event: LoadEvent) {
    pending.withLock { pending in
      // What the cache did, by the store's own typed event: each kind of trouble said once.
      switch event.storeEvent {
      case .corruptionRecovered(let reason)? where !pending.saidRepair:
        // A rebuilt cache is said once, whatever else found the damage.
        pending.saidRepair = true
        pending.lines.append("phasekit: " + CLIText.cacheRepaired.format([reason], in: language))
      case .entriesDropped(let reason)? where !pending.saidDropped:
        // A damaged or unreadable copy is why a miss follows: said once, before it.
        pending.saidDropped = true
        pending.lines.append("phasekit: " + CLIText.cacheEntriesDropped.format([reason], in: language))
      case .diskReadOnly(let reason)? where !pending.saidDiskProblem:
        // A cache it cannot write (read-only, a full disk) is said once; the load goes on.
        pending.saidDiskProblem = true
        pending.lines.append("phasekit: " + CLIText.cacheReadOnly.format([reason], in: language))
      case .diskError(let message)? where !pending.saidDiskProblem:
        pending.saidDiskProblem = true
        pending.lines.append("phasekit: " + CLIText.cacheWriteFailed.format([message], in: language))
      default:
        break
      }
      switch event.kind {
      case .attemptFailed(let attempt, let error):
        // The loader's own verdict on the attempt (a timeout included), said in the run's language.
        pending.failures[attempt] = error.message(in: language)
      case .retryScheduled(let attempt, let delay):
        // The last attempt's failure is shown by the error card; earlier ones are said here.
        let message = pending.failures[attempt] ?? ""
        pending.lines.append(CLIText.attemptFailed.format([String(attempt), message], in: language))
        pending.retryAt = .now + .milliseconds(Int64(delay * 1000))
        pending.retryAttempt = attempt + 1
        if !console.terminal.isErrorTerminal {
          pending.lines.append(retryText(seconds: delay, attempt: attempt + 1))
        }
      case .attemptStarted:
        pending.retryAt = nil
      case .succeeded(let duration, let origin, _):
        pending.succeeded = (duration, origin)
      default:
        break
      }
    }
  }

  /// How long the load took and where the value came from, once it succeeded.
  var outcome: (duration: Double, origin: Origin)? { pending.withLock { $0.succeeded } }

  /// Runs `loader.load()` and redraws the progress line until it ends.
  @MainActor
  func follow<Value: Sendable>(_ loader: Loader<Value>, label: String) async {
    let line = ProgressLine(console: console)
    let started = ContinuousClock.now
    // A redraw tick for a person watching, not synchronisation: the load's end is awaited
    // directly below.
    let ticker = Task { @MainActor in
      while !Task.isCancelled {
        self.redraw(line, loader: loader, label: label, started: started)
        try? await Task.sleep(for: .milliseconds(80))
      }
    }
    await loader.load()
    ticker.cancel()
    await ticker.value
    flush(line)
    line.clear()
  }

  @MainActor
  private func redraw<Value: Sendable>(
    _ line: ProgressLine, loader: Loader<Value>, label: String, started: ContinuousClock.Instant
  ) {
    flush(line)
    let retry = pending.withLock { pending in
      pending.retryAt.map { (at: $0, attempt: pending.retryAttempt) }
    }
    if let retry {
      let remaining = max((retry.at - .now).seconds, 0)
      line.message(retryText(seconds: remaining, attempt: retry.attempt))
    } else if let progress = loader.progress {
      line.update(received: progress.receivedBytes, expected: progress.expectedBytes, label: label)
    } else if ContinuousClock.now - started >= .milliseconds(300) {
      // Waiting for the server's first byte: a spinner, so a slow or hung server does not look
      // like a frozen command (a fast load ends before it shows).
      line.update(received: 0, expected: nil, label: label)
    }
  }

  @MainActor
  private func flush(_ line: ProgressLine) {
    let lines = pending.withLock { pending in
      defer { pending.lines.removeAll() }
      return pending.lines
    }
    guard !lines.isEmpty else { return }
    line.clear()
    for text in lines { console.printErrorSafe(text) }
  }

  private func retryText(seconds: Double, attempt: Int) -> String {
    CLIText.retrying.format(
      [
        PhaseKitText.unitSeconds.format([String(format: "%.1f", seconds)], in: language),
        String(attempt), String(maxAttempts),
      ], in: language)
  }
}
