import Foundation
import PhaseKit
import Testing
import _PhaseKitTestSupport

@testable import PhaseCharts

/// How downsampling shares its work among cores (``SamplingCores``): every share runs exactly
/// once whatever the number of cores and shares, a core that is late or never comes leaves its
/// shares to the others instead of making the caller wait, and the kept points are the same on
/// any number of cores, on data full of NaN, infinities and ties.
@Suite(.timeLimit(.minutes(6))) struct SamplingCoresTests {
  /// Held by the tests that change ``SamplingCores/limit`` (a process-wide setting), so that
  /// tests running in parallel do not change it under each other.
  static let limitChanges = Lock(())

  /// How often each share ran, and on which thread.
  final class Record: @unchecked Sendable {
    let state: Lock<(runs: [Int], threads: [Int: Int])>
    init(count: Int) { state = Lock((runs: [Int](repeating: 0, count: count), threads: [:])) }

    func ran(_ share: Int) {
      let thread = Self.threadNumber()
      state.withLock { state in
        state.runs[share] += 1
        state.threads[thread, default: 0] += 1
      }
    }

    /// A number for the calling thread (its pthread identity).
    static func threadNumber() -> Int {
      #if canImport(Glibc)
        Int(bitPattern: UInt(pthread_self()))
      #else
        Int(bitPattern: pthread_self())
      #endif
    }
  }

  /// Every share runs exactly once, for share counts below, at and far above the number of
  /// cores (more cores than processors included), and calls in a row reuse the helpers.
  @Test func everyShareRunsOnceOnAnyNumberOfCores() {
    for cores in [1, 2, 3, 5, 8] {
      for count in [0, 1, 2, 3, 7, 16, 101] {
        let record = Record(count: count)
        SamplingCores.forEach(count, cores: cores) { record.ran($0) }
        let runs = record.state.withLock { $0.runs }
        #expect(runs == [Int](repeating: 1, count: count), "\(cores) cores, \(count) shares")
      }
    }
  }

  /// A job whose helpers never arrive: the caller does every share itself (its own and the
  /// others' home runs) and returns; a helper that turns up afterwards finds nothing to claim
  /// and never calls the work.
  @Test func theCallerDoesEveryShareWhenNoHelperComes() {
    let record = Record(count: 12)
    let job = SamplingCores.Job(count: 12, cores: 3) { record.ran($0) }
    job.work(as: 0)
    job.finish()
    #expect(record.state.withLock { $0.runs } == [Int](repeating: 1, count: 12))
    #expect(job.sharesDone == [12, 0, 0])
    job.join()
    job.join()
    #expect(record.state.withLock { $0.runs } == [Int](repeating: 1, count: 12))
    #expect(job.sharesDone == [12, 0, 0])
  }

  /// Shares are claimed as cores come free, not dealt out in advance: while one core is held
  /// in the first share to start, the other does all seven remaining shares, its own home run
  /// and then the held core's (taken from the back), so the held core ends up having done one
  /// share of eight. Which core is held is left to the scheduler: on a loaded machine the
  /// helper may start before the caller has claimed anything.
  @Test func aHeldUpCoreLeavesItsSharesToTheOthers() {
    let count = 8
    let record = Record(count: count)
    let othersDone = DispatchSemaphore(value: 0)
    // How many shares have started, and how many of those after the first have ended.
    let progress = Lock((started: 0, finished: 0))
    let held = Lock<Int?>(nil)
    var released = true
    SamplingCores.forEach(count, cores: 2) { share in
      let isFirst = progress.withLock { progress -> Bool in
        progress.started += 1
        return progress.started == 1
      }
      if isFirst {
        held.withLock { $0 = Record.threadNumber() }
        // Generous: a loaded machine may take long to run the other core, and a timeout fails
        // below.
        released = othersDone.wait(timeout: .now() + 60) == .success
      } else {
        let all = progress.withLock { progress -> Bool in
          progress.finished += 1
          return progress.finished == count - 1
        }
        if all { othersDone.signal() }
      }
      record.ran(share)
    }
    #expect(released, "the other core never did the other seven shares")
    let (runs, threads) = record.state.withLock { ($0.runs, $0.threads) }
    #expect(runs == [Int](repeating: 1, count: count))
    let heldThread = held.withLock { $0 }
    #expect(heldThread.map { threads[$0] } == 1)
    #expect(threads.count == 2)
    #expect(threads.values.sorted() == [1, count - 1])
  }

  /// A helper busy with one call goes on to every call still running when it is done, not only
  /// to the newest: call A is held in its first share until its other seven are done, call B
  /// starts after it (and so is the newest; its caller waits for A), and the crew's one helper
  /// is busy with call X meanwhile. Once X ends, the helper must do B's free share and A's
  /// seven; a crew that knew only the newest call left A's caller waiting (here until the
  /// 60-second bound, then failing).
  ///
  /// Every caller is a thread of its own, and the test waits for them on a thread of its own
  /// (``withDedicatedThread``): none of the blocking waits holds a thread of Swift's pool or of
  /// `DispatchQueue.global()`, which on Linux are as many as the cores and shared by every test.
  @Test(.timeLimit(.minutes(6))) func aHelperGoesOnToEveryCallStillRunning() async {
    let crew = SamplingCores.Crew()
    let releaseX = DispatchSemaphore(value: 0)
    let xStarted = Lock(0)
    let bothInX = DispatchSemaphore(value: 0)
    let aHeld = DispatchSemaphore(value: 0)
    let bDone = DispatchSemaphore(value: 0)
    let record = Record(count: 8)
    let progress = Lock((started: 0, finished: 0))
    let othersDone = DispatchSemaphore(value: 0)
    let released = Lock(false)
    await withDedicatedThread {
      // X: two shares that both block, so the caller and the helper are both inside it.
      Thread.detachNewThread {
        SamplingCores.forEach(2, cores: 2, crew: crew) { _ in
          if xStarted.withLock({
            $0 += 1; return $0
          }) == 2 {
            bothInX.signal()
          }
          releaseX.wait()
        }
      }
      bothInX.wait()
      // A: the first share to start waits for the other seven.
      let aReturned = DispatchSemaphore(value: 0)
      Thread.detachNewThread {
        SamplingCores.forEach(8, cores: 2, crew: crew) { share in
          let isFirst = progress.withLock { progress -> Bool in
            progress.started += 1
            return progress.started == 1
          }
          if isFirst {
            aHeld.signal()
            let done = othersDone.wait(timeout: .now() + 60) == .success
            released.withLock { $0 = done }
          } else if progress.withLock({
            $0.finished += 1; return $0.finished == 7
          }) {
            othersDone.signal()
          }
          record.ran(share)
        }
        aReturned.signal()
      }
      aHeld.wait()
      // B: newer than A and still running when X ends: its caller waits in its first share until
      // A is done; its other share is free for the helper.
      let bHeld = DispatchSemaphore(value: 0)
      let aFinished = DispatchSemaphore(value: 0)
      Thread.detachNewThread {
        let bCaller = Record.threadNumber()
        SamplingCores.forEach(2, cores: 2, crew: crew) { _ in
          guard Record.threadNumber() == bCaller else { return }
          bHeld.signal()
          _ = aFinished.wait(timeout: .now() + 60)
        }
        bDone.signal()
      }
      bHeld.wait()
      releaseX.signal()
      releaseX.signal()
      aReturned.wait()
      aFinished.signal()
      bDone.wait()
    }
    #expect(released.withLock { $0 }, "the helper never came to the older call")
    let (runs, threads) = record.state.withLock { ($0.runs, $0.threads) }
    #expect(runs == [Int](repeating: 1, count: 8))
    #expect(threads.values.sorted() == [1, 7])
  }

  /// A call of a few million points after a pause is done by its caller alone, the crew's
  /// sleeping helper left asleep (waking it cost more than it saved at 1M points); a call right
  /// after another wakes it. The crew's clock is the test's, so "a pause" is exact.
  @Test(.timeLimit(.minutes(6))) func aSmallCallAfterAPauseLeavesTheHelperAsleep() {
    let clock = Lock<UInt64>(1_000_000_000)
    let crew = SamplingCores.Crew(now: { clock.withLock { $0 } })
    /// Runs `count` shares, the first to start held until the others are done, so that the
    /// helper must take part; returns on how many threads they ran and whether it came.
    func heldCall(wakesAfterPause: Bool) -> (threads: Int, released: Bool) {
      let record = Record(count: 4)
      let progress = Lock((started: 0, finished: 0))
      let othersDone = DispatchSemaphore(value: 0)
      var released = true
      SamplingCores.forEach(4, cores: 2, crew: crew, wakesAfterPause: wakesAfterPause) { share in
        if progress.withLock({
          $0.started += 1; return $0.started == 1
        }) {
          released = othersDone.wait(timeout: .now() + 60) == .success
        } else if progress.withLock({
          $0.finished += 1; return $0.finished == 3
        }) {
          othersDone.signal()
        }
        record.ran(share)
      }
      return (record.state.withLock { $0.threads.count }, released)
    }
    func waitForTheHelperToSleep() -> Bool {
      let deadline = DispatchTime.now() + 30
      while crew.state.withLock({ $0.sleeping }) == 0 {
        if DispatchTime.now() > deadline { return false }
        sched_yield()
      }
      return true
    }
    // The first call starts the helper (a large call always does).
    let first = heldCall(wakesAfterPause: true)
    #expect(first.released && first.threads == 2)
    #expect(waitForTheHelperToSleep())
    // After a pause a small call runs alone and leaves the helper asleep.
    clock.withLock { $0 += 10 * SamplingCores.pauseNanoseconds }
    let record = Record(count: 4)
    SamplingCores.forEach(4, cores: 2, crew: crew, wakesAfterPause: false) { record.ran($0) }
    #expect(record.state.withLock { $0.threads.count } == 1)
    #expect(crew.state.withLock { $0.sleeping } == 1)
    // Right after it (the clock has not moved), the next small call wakes the helper.
    let inARow = heldCall(wakesAfterPause: false)
    #expect(inARow.released && inARow.threads == 2)
  }

  /// After a pause, with the helper asleep, a call of a few million points is not cut into
  /// shares at all: its caller does the whole range in one piece (cutting it cost up to a tenth
  /// of the call on one core). The call right after it is cut and shared again.
  @Test(.timeLimit(.minutes(6))) func aCallAfterAPauseWithTheHelperAsleepIsDoneInOnePiece() {
    Self.limitChanges.withLock { _ in callAfterAPauseIsDoneInOnePiece() }
  }

  private func callAfterAPauseIsDoneInOnePiece() {
    let clock = Lock<UInt64>(1_000_000_000)
    let crew = SamplingCores.Crew(now: { clock.withLock { $0 } })
    let points = SamplingCores.threshold
    guard SamplingCores.cores(points: points) > 1 else { return }  // one processor: no shares
    let pieces = Lock<[Range<Int>]>([])
    SamplingCores.forEachShare(of: 64, points: points, crew: crew) { range in
      pieces.withLock { $0.append(range) }
    }
    #expect(pieces.withLock { $0 } == [0..<64])
    // Right after it (the clock has not moved): shares, which cover the range once.
    pieces.withLock { $0 = [] }
    SamplingCores.forEachShare(of: 64, points: points, crew: crew) { range in
      pieces.withLock { $0.append(range) }
    }
    let shared = pieces.withLock { $0 }.sorted { $0.lowerBound < $1.lowerBound }
    #expect(shared.count > 1)
    #expect(shared.first?.lowerBound == 0 && shared.last?.upperBound == 64)
    #expect(zip(shared, shared.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
  }

  /// On Linux a helper keeps off its caller's processor: the processor is known, and after
  /// ``SamplingProcessors/Placement/avoid(_:)`` the thread no longer runs on it (the kernel
  /// moves it at once). Elsewhere there is nothing to check.
  @Test func aHelperKeepsOffTheCallersProcessor() {
    #if os(Linux)
      guard SamplingCores.processors > 1 else { return }
      let result = Lock<(before: Int32, after: Int32, avoided: Int32)?>(nil)
      let done = DispatchSemaphore(value: 0)
      let thread = Thread {
        var placement = SamplingProcessors.Placement()
        // A thread allowed on one processor only has nowhere to go (a restricted cpuset).
        let allowed = placement.allowed.map { $0.reduce(0) { $0 + $1.nonzeroBitCount } } ?? 0
        if allowed < 2 {
          done.signal()
          return
        }
        let before = SamplingProcessors.current()
        placement.avoid(before)
        let after = SamplingProcessors.current()
        result.withLock { $0 = (before, after, placement.avoided) }
        done.signal()
      }
      thread.start()
      #expect(done.wait(timeout: .now() + 60) == .success)
      guard let (before, after, avoided) = result.withLock({ $0 }) else { return }
      #expect(before >= 0)
      #expect(avoided == before)
      #expect(after >= 0 && after != before)
    #endif
  }

  /// The kept points are the same for 1, 2, 3 and 5 cores (five shares more than cores each,
  /// claimed in whatever order) on a walk with runs of equal values, NaN, both infinities and
  /// signed zeros; and MinMax and M4 are the plain definitions' points.
  @Test func hostileDataKeepsTheSamePointsOnAnyNumberOfCores() {
    var generator = SeededGenerator(seed: 21)
    // Read under the lock: a test that lowers the threshold holds it until it has restored it.
    let n = Self.limitChanges.withLock { _ in SamplingCores.threshold } * 5 / 2 + 7
    var y = 0.0
    var ys = (0..<n).map { index -> Double in
      // Flat runs of a few hundred equal values between the steps.
      if (index / 300) % 3 != 0 { y += Double(Int.random(in: -2...2, using: &generator)) }
      return y
    }
    for _ in 0..<200 { ys[Int.random(in: 0..<n, using: &generator)] = .nan }
    for _ in 0..<20 {
      ys[Int.random(in: 0..<n, using: &generator)] = .infinity
      ys[Int.random(in: 0..<n, using: &generator)] = -.infinity
    }
    ys = ys.map { $0 == 0 ? -0.0 : $0 }
    ys[0] = .nan  // a first value that is NaN: the plain scan keeps index 0 for the first bucket
    let series = Series(name: "s", xs: (0..<n).map(Double.init), ys: ys)
    let methods: [DownsamplingMethod] = [.minMax, .m4, .minMaxLTTB(), .auto]
    func kept() -> [[Int]] {
      methods.flatMap { method in
        [2_000, 40_001].map { series.downsampledIndices(to: $0, method: method) }
      }
    }
    Self.limitChanges.withLock { _ in
      let previous = SamplingCores.limit.withLock { $0 }
      defer { SamplingCores.limit.withLock { $0 = previous } }
      // `auto` shares its columns from PixelM4.sharedFrom times the threshold: lowered so
      // that these points are shared among the cores asked for.
      let threshold = SamplingCores.threshold
      defer { SamplingCores.thresholdSetting.withLock { $0 = threshold } }
      SamplingCores.thresholdSetting.withLock { $0 = threshold / PixelM4.sharedFrom }
      SamplingCores.limit.withLock { $0 = 1 }
      let single = kept()
      #expect(single[0] == MinMaxKernelTests.plainMinMax(ys, count: 2_000))
      #expect(single[2] == MinMaxKernelTests.plainM4(ys, count: 2_000))
      for cores in [2, 3, 5] {
        SamplingCores.limit.withLock { $0 = cores }
        #expect(SamplingCores.cores(points: n) == cores)
        #expect(SamplingCores.cores(points: n / PixelM4.sharedFrom) == cores)
        #expect(kept() == single, "\(cores) cores")
      }
    }
  }
}
