import Foundation

// scripts/bench-tsdownsample.py compiles the sampling files into one library with PhaseKit's
// Lock, to time them on numpy's arrays in the Python process; there is no PhaseKit module then.
#if canImport(PhaseKit)
  import PhaseKit
#endif

/// How downsampling shares its work among the cores: from ``threshold`` points the buckets
/// of MinMax and M4 (and MinMaxLTTB's MinMax preselection), and from ``PixelM4/sharedFrom``
/// times that the pixel columns of ``DownsamplingMethod/auto``, are cut into contiguous
/// shares, each computed as on one core, so
/// the kept indices are the same whatever the number of cores. LTTB stays on one core: each
/// bucket's choice depends on the previous one.
///
/// The calling thread is one of the cores: it starts on its shares at once, and the helper
/// threads (``Crew``) join as soon as they see the job: 2.5–6 µs after the call when they are
/// still polling after the previous one, 75–180 µs after they went to sleep (measured 2026-12-01 on the
/// 2-vCPU test machine, `phasekit-bench sampling`, row "second core starts its share"). Every
/// core has a home run of consecutive shares and claims them from the front; a core that has
/// run out of
/// its own takes the last unclaimed share of the core with the most left. So a late or busy
/// core costs only the shares it did not take, which another core then does; the caller never
/// waits for a core that has not started (it does all the shares itself if none comes), only
/// for shares already under way. And on an idle machine each core reads the same part of the
/// data in every call, which then stays in that core's caches: from cache (1M points) that is
/// what makes the second core pay, with reading the processor count only once (see
/// ``processors``), where handing the shares to whichever thread came first
/// (`DispatchQueue.concurrentPerform`, before) was no faster than one core.
package enum SamplingCores {
  /// The fewest points for which a second core is used; each further core needs another half
  /// of this. Below it a call after a pause can lose: with the helper asleep, two cores took
  /// 1.13× (M4) one core's time at 500k points and 1.21× at 250k on the test machine, although
  /// calls in a row were 1.5–1.8× faster; at 1M they were 1.03–1.27× faster after a pause and
  /// 1.4–1.8× in a row (`SAMPLING_THRESHOLD=… phasekit-bench sampling`, BENCHMARKS.md,
  /// "Downsampling on two cores"). Pixel columns need ``PixelM4/sharedFrom`` times more.
  package static var threshold: Int { thresholdSetting.withLock { $0 } }

  /// ``threshold``, changeable for measuring (`SAMPLING_THRESHOLD` in `phasekit-bench`).
  package static let thresholdSetting = Lock(1_000_000)

  /// How many cores downsampling uses; 0 (the default) means every active processor. 1 makes
  /// it single-threaded (for comparisons with single-threaded peers); more than there are
  /// processors is allowed (the tests use it to cut the work in odd numbers of shares).
  package static let limit = Lock(0)

  /// Shares per core: enough that a core that falls behind leaves little to wait for (the
  /// others take its unclaimed shares), few enough that claiming one (a lock) costs nothing.
  package static let sharesPerCore = 8

  /// The active processors, read once (``PhaseKit/Processors``).
  static var processors: Int { Processors.active }

  /// The number of cores to use for `points` points.
  package static func cores(points: Int) -> Int {
    let threshold = threshold
    if points < threshold { return 1 }
    let limit = limit.withLock { $0 }
    let wanted = limit > 0 ? limit : processors
    return max(1, min(wanted, points / max(threshold / 2, 1)))
  }

  /// How many shares to cut `tasks` tasks into for `points` points: one on one core, otherwise
  /// ``sharesPerCore`` per core (at most one per task).
  package static func shares(of tasks: Int, points: Int) -> Int {
    let cores = cores(points: points)
    return cores <= 1 ? 1 : max(1, min(tasks, cores * sharesPerCore))
  }

  /// Calls `body` with contiguous shares of `0..<tasks` that together cover it (see
  /// ``shares(of:points:)``), on ``cores(points:)`` cores; returns when all are done.
  @inline(__always)
  static func forEachShare(
    of tasks: Int, points: Int, crew: Crew = .shared, _ body: (Range<Int>) -> Void
  ) {
    let shares = shares(of: tasks, points: points)
    // A call of a few million points after a pause is done by the caller alone, in one piece:
    // waking a sleeping helper costs more than it saves, and cutting the work in shares costs
    // something too (see ``Crew/start(_:helpers:wakesAfterPause:)``).
    let wakes = points >= PixelM4.sharedFrom * threshold
    // (Not when a number of cores was asked for: tests compare the shared work with one core's.)
    if shares > 1, !wakes, limit.withLock({ $0 }) == 0, !crew.helpsSoon() {
      body(0..<tasks)
      crew.noteCallEnded()
      return
    }
    forEach(shares, cores: cores(points: points), crew: crew, wakesAfterPause: wakes) { share in
      body(share * tasks / shares..<(share + 1) * tasks / shares)
    }
  }

  /// Calls `body` once with each of `0..<count`, on up to `cores` cores (the calling thread
  /// and `cores - 1` pool threads); returns when all calls are done. Each core has a home run
  /// of consecutive shares (core *c* of *k*: `c * count / k ..< (c + 1) * count / k`) and
  /// claims them in order, then takes the last unclaimed share of the core with the most left;
  /// see ``SamplingCores``. `body` must be safe to call concurrently for different shares.
  @inline(__always)
  package static func forEach(
    _ count: Int, cores: Int, crew: Crew = .shared, wakesAfterPause: Bool = true, _ body: (Int) -> Void
  ) {
    let cores = min(cores, count)
    if cores <= 1 {
      for share in 0..<count { body(share) }
      return
    }
    // Every call of `body` returns before this does (the job waits for the shares under way and
    // lets go of `body` before returning; a pool thread that arrives later finds nothing to
    // claim and never touches it), so handing it to the other threads is safe although the
    // compiler cannot prove it; `withoutActuallyEscaping` checks at run time that no reference
    // to it is left.
    withoutActuallyEscaping(body) { body in
      let job = Job(count: count, cores: cores, body: body)
      crew.start(job, helpers: cores - 1, wakesAfterPause: wakesAfterPause)
      job.work(as: 0)
      job.finish()
      crew.end(job)
    }
  }

  /// The threads that help the caller: started when first needed (one fewer than the most cores
  /// asked for), then kept. After a job a helper polls for the next one for
  /// ``spinNanoseconds`` (yielding the processor between polls, so other threads that want
  /// it get it) and then sleeps on a semaphore. Waking a sleeping thread is a system call that
  /// costs the caller 15–18 µs (2026-12-01) on the test machine (a virtual machine: the wake-up is an
  /// interrupt to another virtual processor), and the woken helper starts its first share
  /// 75–180 µs after the call, about half of what a million points take on one core; a polling
  /// helper starts within 2.5–6 µs, so calls in quick succession (redrawing while zooming, a
  /// benchmark) pay almost no wake-up.
  package final class Crew: @unchecked Sendable {
    /// The crew every downsampling uses; tests make their own to know its threads.
    package static let shared = Crew()

    /// The clock for ``SamplingCores/pauseNanoseconds`` (monotonic nanoseconds); tests pass
    /// their own.
    let now: @Sendable () -> UInt64

    package init(now: @escaping @Sendable () -> UInt64 = { DispatchTime.now().uptimeNanoseconds }) {
      self.now = now
    }

    struct State {
      /// The jobs whose callers have not returned, oldest first: calls from several threads at
      /// once (two charts redrawn together) each get the helpers that are free, and a helper
      /// that finishes one job goes on to the others instead of leaving them to their callers.
      var jobs: [Job] = []
      /// Counts the jobs started; a helper that has seen an older number looks at `jobs` again.
      var generation = 0
      /// Helper threads started, and how many of them sleep on ``Crew/wake``.
      var threads = 0
      var sleeping = 0
      /// When the last call ended (``Crew/now``), for ``SamplingCores/pauseNanoseconds``.
      var lastEnd: UInt64 = 0
    }

    let state = Lock(State())
    let wake = DispatchSemaphore(value: 0)

    /// Hands `job` to the helpers (starting threads until there are `helpers`), waking the
    /// sleeping ones. With `wakesAfterPause` false (a call of a few million points), when no
    /// call has ended in the last ``SamplingCores/pauseNanoseconds``, sleeping helpers are left
    /// asleep and none is started: a sleeping helper starts 75–180 µs after the call on the test
    /// machine and the wake-up costs the caller 15–18 µs (2026-12-01), so after a pause two cores took
    /// 1.07–1.11× one core's time at 1M points. Polling helpers still join; and a call soon
    /// after another (several series, a redraw) wakes them for the calls that follow.
    func start(_ job: Job, helpers: Int, wakesAfterPause: Bool = true) {
      let time = wakesAfterPause ? 0 : now()
      let (sleepers, newThreads) = state.withLock { state -> (Int, Range<Int>) in
        state.jobs.append(job)
        state.generation += 1
        if !wakesAfterPause, time &- state.lastEnd > SamplingCores.pauseNanoseconds {
          return (0, state.threads..<state.threads)
        }
        let sleepers = state.sleeping
        state.sleeping = 0
        let newThreads = state.threads..<max(state.threads, helpers)
        state.threads = newThreads.upperBound
        return (sleepers, newThreads)
      }
      for _ in 0..<sleepers { wake.signal() }
      for index in newThreads {
        let thread = Thread { [self] in help() }
        thread.name = "PhaseCharts sampling \(index + 1)"
        thread.qualityOfService = .userInitiated
        thread.start()
      }
    }

    /// Whether a call that does not wake sleeping helpers after a pause would get help: a
    /// helper is awake, or a call ended within ``SamplingCores/pauseNanoseconds``.
    func helpsSoon() -> Bool {
      let time = now()
      return state.withLock { state in
        state.threads > state.sleeping || time &- state.lastEnd <= SamplingCores.pauseNanoseconds
      }
    }

    /// A call its caller did alone has ended: it counts for the pause as a call on the crew
    /// does, so that the call after it wakes the helpers.
    func noteCallEnded() {
      let time = now()
      state.withLock { $0.lastEnd = time }
    }

    /// `job`'s caller has returned: no helper needs to look at it any more.
    func end(_ job: Job) {
      state.withLock { state in
        if let index = state.jobs.lastIndex(where: { $0 === job }) { state.jobs.remove(at: index) }
      }
      noteCallEnded()
    }

    /// A helper thread's life: join the running jobs, newest first, each as core `1 + ` its
    /// place among the job's helpers (a job with every share claimed or no helper place left
    /// is passed over at once); poll for ``spinNanoseconds`` after them, then sleep until woken.
    func help() {
      var placement = SamplingProcessors.Placement()
      var seen = 0
      while true {
        var polledSince: UInt64 = 0
        var next: ([Job], Int)?
        while next == nil {
          let now = polledSince == 0 ? 0 : DispatchTime.now().uptimeNanoseconds
          let (found, sleep) = state.withLock { state -> (([Job], Int)?, Bool) in
            if state.generation != seen, !state.jobs.isEmpty {
              return ((state.jobs.reversed(), state.generation), false)
            }
            if polledSince != 0 && now - polledSince > SamplingCores.spinNanoseconds {
              state.sleeping += 1
              return (nil, true)
            }
            return (nil, false)
          }
          next = found
          if sleep {
            wake.wait()
            polledSince = 0
          } else if found == nil {
            if polledSince == 0 { polledSince = DispatchTime.now().uptimeNanoseconds }
            sched_yield()
          }
        }
        guard let (jobs, generation) = next else { continue }
        seen = generation
        for job in jobs {
          placement.avoid(job.callerProcessor)
          job.join()
        }
      }
    }
  }

  /// How long a helper thread polls for the next job before it sleeps (see ``forEach(_:cores:_:)``).
  static let spinNanoseconds: UInt64 = 100_000

  /// How long after the last call a call of a few million points still wakes sleeping helpers
  /// (see ``Crew/start(_:helpers:wakesAfterPause:)``).
  static let pauseNanoseconds: UInt64 = 1_000_000

  /// One call of ``forEach(_:cores:_:)``: the shares not yet claimed, and the calls under way.
  package final class Job: @unchecked Sendable {
    /// What the cores share, only ever read or changed under the lock.
    struct State {
      /// Core *c*'s next unclaimed home share is `next[c]`; its home run ends at `end[c]`.
      var next: [Int]
      var end: [Int]
      /// The shares claimed and not yet done.
      var running = 0
      /// The cores that have joined, the caller (core 0) included.
      var joined = 1
      /// Set by the caller once it has nothing left to claim and shares are still running:
      /// the core that finishes the last one signals ``Job/done``.
      var waiting = false
      /// How many shares each core did (for the tests and the benchmark).
      var done: [Int]
      /// The work; `nil` once the job is over, so nothing outlives the call.
      var body: ((Int) -> Void)?
    }

    let state: Lock<State>
    /// The processor the caller ran on when it made the job (-1: unknown), which the helpers
    /// keep off (``SamplingProcessors``).
    let callerProcessor = SamplingProcessors.current()
    /// Signalled once when the last running share ends while the caller waits.
    let done = DispatchSemaphore(value: 0)

    init(count: Int, cores: Int, body: @escaping (Int) -> Void) {
      let starts = (0...cores).map { $0 * count / cores }
      state = Lock(
        State(
          next: Array(starts.dropLast()), end: Array(starts.dropFirst()),
          done: [Int](repeating: 0, count: cores), body: body))
    }

    /// Claims a share for `core`: its next home share, or else the last unclaimed share of the
    /// core with the most left; `nil` when every share is claimed.
    func claim(as core: Int, finishing finished: Bool) -> Int? {
      let (share, signal) = state.withLock { state -> (Int?, Bool) in
        if finished {
          state.running -= 1
          state.done[core] += 1
        }
        var share: Int?
        if state.next[core] < state.end[core] {
          share = state.next[core]
          state.next[core] += 1
        } else {
          var victim = -1
          var most = 0
          for other in state.next.indices where state.end[other] - state.next[other] > most {
            most = state.end[other] - state.next[other]
            victim = other
          }
          if victim >= 0 {
            state.end[victim] -= 1
            share = state.end[victim]
          }
        }
        if share != nil { state.running += 1 }
        // Only the core that ends the last running share while the caller waits signals it.
        let signal = share == nil && state.waiting && state.running == 0 && finished
        return (share, signal)
      }
      if signal { done.signal() }
      return share
    }

    /// Runs shares as the next helper core of this job (none if all helper places are taken:
    /// a thread left over from a job with more cores).
    func join() {
      let core = state.withLock { state -> Int? in
        guard state.joined < state.next.count else { return nil }
        state.joined += 1
        return state.joined - 1
      }
      if let core { work(as: core) }
    }

    /// Claims and runs shares as `core` until none is left.
    func work(as core: Int) {
      var share = claim(as: core, finishing: false)
      while let current = share {
        run(current)
        share = claim(as: core, finishing: true)
      }
    }

    /// Runs `body` on `share`; a function of its own so that its copy of `body` is released
    /// when it returns, before the share counts as done.
    @inline(never)
    func run(_ share: Int) {
      // Claimed, so the caller is still inside forEach and `body` is still there.
      let body = state.withLock { $0.body }
      body?(share)
    }

    /// Called by the caller after ``work(as:)``: waits for the shares other cores are still
    /// running (spinning briefly, as they end within a share's time on an idle machine, then
    /// blocking), then lets go of `body`.
    func finish() {
      var spins = 0
      while true {
        let running = state.withLock { state -> Int in
          if state.running > 0 && spins >= Self.spinLimit { state.waiting = true }
          return state.running
        }
        if running == 0 { break }
        if spins >= Self.spinLimit {
          done.wait()
          break
        }
        spins += 1
      }
      state.withLock { $0.body = nil }
    }

    /// Polls of the running count before the caller blocks (a few tens of microseconds).
    static let spinLimit = 2_000

    /// How many shares each core did.
    package var sharesDone: [Int] { state.withLock { $0.done } }
  }
}
