import Foundation
import Testing
import _PhaseKitTestSupport

/// The test-support pieces that keep tests off Swift's cooperative pool, which the whole run
/// shares (two threads on a 2-core CI machine).
@Suite(.timeLimit(.minutes(6))) struct TestSupportPoolTests {
  @Test func anOperationAndItsResumptionsRunOnTheDedicatedThread() async {
    guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) else { return }
    let executor = DedicatedThreadExecutor()
    defer { executor.stop() }
    let onThread = await withTaskExecutorPreference(executor) { () async -> [Bool] in
      let before = executor.isCurrent
      // Resumed from another thread, as a transfer thread resumes a fetch.
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        Thread.detachNewThread { continuation.resume() }
      }
      return [before, executor.isCurrent]
    }
    #expect(onThread == [true, true])
    #expect(!executor.isCurrent)
  }

  @Test func anAwaitedStopReturnsOnceTheServerHasExited() async throws {
    let server = try await FixtureServer.start()
    await server.stop()
    // Reaped: no such process any more (a zombie would still answer).
    #expect(kill(server.processID, 0) == -1 && errno == ESRCH)
    await server.stop()  // idempotent
  }

  @Test func aChildProcessIsAwaitedWithItsStatus() async throws {
    #expect(try await ChildProcess.run("/bin/sh", ["-c", "exit 3"]) == 3)
    #expect(try await ChildProcess.run("/bin/sh", ["-c", "true"]) == 0)
  }
}

/// The byte patterns the cache tests write, built by copying one 256-byte period (a per-byte
/// `map` in a debug build held a pool thread for seconds), still equal their per-byte formulas.
@Suite(.timeLimit(.minutes(6))) struct TestPatternTests {
  @Test func thePayloadsAndTestBytesEqualTheirPerByteFormulas() {
    for n in [0, 1, 7, 255, 256, 1_000, 4_711, 99_999] {
      let size = 200 + (n &* 7919) % 24_000
      #expect(DiskCacheCrashTests.payload(n) == Data((0..<size).map { UInt8(truncatingIfNeeded: $0 &+ n) }))
    }
    for (count, seed) in [(0, 0), (1, 3), (255, 9), (256, 1), (257, 200), (70_001, 77)] {
      let reference = Data((0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ seed) })
      #expect(testBytes(count, seed: seed) == reference)
    }
  }
}
