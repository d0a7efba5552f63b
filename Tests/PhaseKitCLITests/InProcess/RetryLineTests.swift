import Foundation
import PhaseKit
import Testing
import _PhaseKitTestSupport

@testable import PhaseKitCLI

/// The line that says an attempt failed and another follows is in the run's language, whatever
/// failed it: the failure is the loader's typed event, not a message kept aside.
@Suite(.timeLimit(.minutes(6))) struct RetryLineTests {
  /// An attempt the loader itself ends (its timeout): only the event knows why it failed.
  @Test(arguments: [Language.english, .simplifiedChinese])
  @MainActor
  func aTimedOutAttemptIsSaidInTheRunsLanguage(language: Language) async {
    let recording = Console.Recording()
    let console = Console.recording(
      into: recording, workingDirectory: FileManager.default.temporaryDirectory)
    let feedback = LoadFeedback(console: console, language: language, maxAttempts: 2)
    let clock = ManualClock()
    let silent = Latch()
    let attempts = Lock(0)
    let loader = Loader<Int>(
      configuration: .init(
        attemptTimeout: .milliseconds(200), deadline: .seconds(600),
        retry: RetryPolicy(maxAttempts: 2, baseDelay: .zero), clock: clock, events: feedback)
    ) { _ throws(DataError) in
      let attempt = attempts.withLock {
        $0 += 1
        return $0
      }
      if attempt == 1 {
        // A server that never answers: only the loader's attempt timeout, which cancels the
        // attempt, ends the wait.
        await withTaskCancellationHandler {
          await silent.wait()
        } onCancel: {
          silent.open()
        }
        throw .cancelled
      }
      return Loaded(value: 1, date: Date(), origin: .network)
    }
    let load = Task { await feedback.follow(loader, label: "data.csv") }
    await clock.waitForSleepers(count: 1)
    while silent.waiterCount < 1 { await Task.yield() }
    clock.advance(by: .milliseconds(200))  // the attempt times out; the retry follows at once
    await load.value
    #expect(loader.value == 1)
    let failure = DataError.timedOut(after: .milliseconds(200))
    let expected = CLIText.attemptFailed.format(["1", failure.message(in: language)], in: language)
    #expect(recording.standardError.contains(expected), "\(recording.standardError)")
    if language != .english {
      #expect(!recording.standardError.contains(failure.message(in: .english)), "\(recording.standardError)")
    }
  }

  /// The whole command, in Chinese: a server error, then the retry that succeeds.
  @Test func chartsRetryLineIsChinese() async throws {
    let server = try await FixtureServer.start(directory: Fixtures.directory)
    defer { server.stop() }
    let url = server.url(
      path: server.uniquePath("flaky.csv"),
      query: ["status": "500", "fail_times": "1", "file": "seattle-weather.csv"])
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("retry-\(UUID().uuidString)")
    let result = await InProcessCommand.run(
      ["chart", url.absoluteString, "--no-terminal", "--no-cache", "--lang", "zh-Hans", "--out", "r.svg"],
      directory: folder)
    #expect(result.status == 0, "\(result)")
    let line = try #require(result.stderr.split(separator: "\n").first { $0.hasPrefix("第 1 次尝试失败：") })
    #expect(line == "第 1 次尝试失败：" + DataError.httpStatus(500).message(in: .simplifiedChinese), "\(result)")
  }
}
