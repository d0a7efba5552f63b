import Foundation
import Testing
import PhaseKit
import _PhaseKitTestSupport

@testable import PhaseCharts

/// How downsampling shares its work among cores (``SamplingCores``): every share runs exactly
/// once whatever the number of cores and shares, a core that is late or never comes leaves its
/// shares to the others instead of making the caller wait, and the kept points are the same on
/// any number of cores, on data full of NaN, infinities and ties.
@Suite struct SamplingCoresTests {
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

  /// Shares are claimed as cores come free, not dealt out in advance: while the caller is held
  /// in its first share, the helper does its own home run and then the caller's other shares
  /// (taken from the back), so the caller ends up having done one share of eight.
  @Test func aHeldUpCoreLeavesItsSharesToTheOthers() {
    let count = 8
    let record = Record(count: count)
    let othersDone = DispatchSemaphore(value: 0)
    let finished = Lock(0)
    let caller = Record.threadNumber()
    var released = true
    SamplingCores.forEach(count, cores: 2) { share in
      if share == 0 {
        // The caller's first share (core 0 claims its home run from the front). Generous: a
        // loaded machine may take long to run the helper, and a timeout fails below.
        released = othersDone.wait(timeout: .now() + 60) == .success
      } else {
        let all = finished.withLock { finished -> Bool in
          finished += 1
          return finished == count - 1
        }
        if all { othersDone.signal() }
      }
      record.ran(share)
    }
    #expect(released, "the helper never did the other seven shares")
    let (runs, threads) = record.state.withLock { ($0.runs, $0.threads) }
    #expect(runs == [Int](repeating: 1, count: count))
    #expect(threads[caller] == 1)
    #expect(threads.values.reduce(0, +) == count)
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
    let n = SamplingCores.threshold * 5 / 2 + 7
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
