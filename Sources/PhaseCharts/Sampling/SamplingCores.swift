import Foundation

// scripts/bench-tsdownsample.py compiles the sampling files into one library with PhaseKit's
// Lock, to time them on numpy's arrays in the Python process; there is no PhaseKit module then.
#if canImport(PhaseKit)
  import PhaseKit
#endif

/// How downsampling shares its work among the cores: above ``threshold`` points the buckets
/// of MinMax and M4 (and MinMaxLTTB's MinMax preselection) and the pixel columns of
/// ``DownsamplingMethod/auto`` are cut into contiguous shares, eight per core, each computed as on
/// one core, so the kept indices are the same whatever the number of cores. LTTB stays on one
/// core: each bucket's choice depends on the previous one.
package enum SamplingCores {
  /// The fewest points for which a second core is used: below it (well under a millisecond of
  /// work, from cache) waking a thread costs more than it saves; each further core needs
  /// another half of this.
  package static let threshold = 1_000_000

  /// How many cores downsampling uses; 0 (the default) means every active processor. 1 makes
  /// it single-threaded (for comparisons with single-threaded peers); more than there are
  /// processors is allowed (the tests use it to cut the work in odd numbers of shares).
  package static let limit = Lock(0)

  /// The number of cores to use for `points` points.
  package static func cores(points: Int) -> Int {
    if points < threshold { return 1 }
    let limit = limit.withLock { $0 }
    let wanted = limit > 0 ? limit : ProcessInfo.processInfo.activeProcessorCount
    return max(1, min(wanted, points / (threshold / 2)))
  }

  /// How many shares to cut `tasks` tasks into for `points` points: one on one core, otherwise
  /// eight per core (at most one per task). The threads take shares as they come free, so a
  /// core that is busy with other work leaves its shares to the others instead of making them
  /// wait: on a loaded machine this costs little more than one core.
  package static func shares(of tasks: Int, points: Int) -> Int {
    let cores = cores(points: points)
    return cores <= 1 ? 1 : max(1, min(tasks, cores * 8))
  }

  /// Calls `body` with contiguous shares of `0..<tasks` that together cover it (see
  /// ``shares(of:points:)``), concurrently when there are several; returns when all are done.
  @inline(__always)
  static func forEachShare(of tasks: Int, points: Int, _ body: (Range<Int>) -> Void) {
    let shares = shares(of: tasks, points: points)
    forEach(shares) { share in body(share * tasks / shares..<(share + 1) * tasks / shares) }
  }

  /// Calls `body` with `0..<count`, on all cores when `count` > 1; returns when all are done.
  @inline(__always)
  static func forEach(_ count: Int, _ body: (Int) -> Void) {
    if count <= 1 {
      if count == 1 { body(0) }
      return
    }
    // The shares touch disjoint memory and `body` returns before this does, so handing it to
    // the other threads is safe although the compiler cannot prove it.
    withoutActuallyEscaping(body) { body in
      let shared = Shared(body: body)
      DispatchQueue.concurrentPerform(iterations: count) { shared.body($0) }
    }
  }

  /// A share's work, handed to the threads of `concurrentPerform`.
  struct Shared: @unchecked Sendable {
    let body: (Int) -> Void
  }
}
