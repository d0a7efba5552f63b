import Foundation
import PhaseKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension CSVTableDecoder {
  /// The most cores one decode uses (8); `phasekit-bench` sets 1 to measure one core.
  package static let coreLimit = Lock(8)

  /// Inputs with this many bytes of rows or more are split across cores.
  static let parallelThreshold = 8 << 20

  /// The smallest run of bytes a core claims at a time when a table is split.
  static let minimumChunkBytes = 512 << 10

  /// What a split decode gives: the dataset, the candidate series columns' values, and
  /// whether x (NaN skipped) was seen to strictly grow over every row, when nothing was
  /// recorded for that reason.
  typealias SplitDecode = (dataset: Dataset, candidates: SeriesCandidates?, xStrictlyGrows: Bool)

  /// Decodes a wide-format table (no series column) straight into the arrays that become its
  /// series, on one core or, from ``parallelThreshold`` bytes up, on one worker per core.
  ///
  /// The workers share the rows by claiming runs of whole lines (split just after a line feed)
  /// as they go, not by a split fixed in advance: this host's cores run at speeds that differ
  /// by 10–20% from one decode to the next (other virtual machines, page faults that land on
  /// one thread), and a fixed half left the faster core idle for 5–20 ms at the end. The first
  /// worker takes runs from the front and writes its rows at the start of the arrays, one run
  /// after the other, where they stay; every other worker takes runs from the back. Runs are a
  /// quarter of what is left per worker, down to ``minimumChunkBytes``, so the workers meet in
  /// the middle within a fraction of a millisecond of each other. A run from the back is written
  /// in a window of the arrays reserved for it (its share of the estimated rows plus a
  /// quarter), reserved from the top down, so the windows lie in the order of the bytes; when
  /// every run is done, they are moved down behind the front's rows (a `memmove` per column
  /// and run, the columns on every core). A run that outgrows its window goes on in growable
  /// arrays that are appended in order.
  ///
  /// The split is speculative and verified: a line feed inside a quoted field is not a record
  /// end, and a run ending there fails ("unbalanced quote"), as does any run whose rows do
  /// not fit the plan. Any failure of a split decode returns `nil`, and the caller decodes again
  /// on one core, so that the result and the error (with its line number) are exactly the
  /// one-core decoder's. When every run succeeds, each ended at a record end (the first starts
  /// at one, and a run that starts at one and succeeds ends at one), so each read the records
  /// the one-core decoder reads, in the same state.
  ///
  /// The values of the candidate series columns (``Rows/seriesColumns``) are recorded per run
  /// and joined in the order of the bytes, as one pass would record them.
  ///
  /// - Returns: The dataset and the candidate series columns' values, or `nil` when a split
  ///   decode failed.
  static func decodeWide(
    _ rows: Rows, count: Int, from reader: CSVReader, averageRow: Int, pieces requested: Int?,
    minimumParallelBytes: Int, minimumChunkBytes: Int = CSVTableDecoder.minimumChunkBytes,
    startsFromBack: Bool = false
  ) throws(DataError) -> SplitDecode? {
    let start = reader.position
    let cores =
      requested ?? min(Processors.active, coreLimit.withLock { $0 })
    let workers = cores > 1 && count - start >= max(minimumParallelBytes, 1) ? cores : 1
    // Tests take every run from the back (and so move every run), even on one worker.
    let frontWorker = startsFromBack ? -1 : 0
    let single = workers == 1 && !startsFromBack
    let averageRow = max(averageRow, 1)
    func reserve(_ bytes: Int) -> Int {
      let estimate = bytes / averageRow
      return estimate + estimate / 4 + 64
    }
    // At most 2^27 rows reserved in all (1 GiB of address space per column): a sample of tiny
    // rows before a huge file must not ask for more than a system grants; rows past the
    // windows go on in growable arrays. Room for a few dozen runs' margins besides.
    let total = min(reserve(count - start) + (workers > 1 ? 64 * 64 : 0), 1 << 27)
    let columnCount = rows.plan.ys.count + 1
    let claims = Lock(
      Claims(front: start, back: count, frontTop: 0, backBottom: total, xStopsGrowing: false))
    let results = UnsafeMutableBufferPointer<[Run]>.allocate(capacity: workers)
    results.initialize(repeating: [])
    defer {
      _ = results.deinitialize()
      results.deallocate()
    }
    var runs: [Run] = []
    var tails: [[Double]] = []
    let base = rows.base
    var arrays = [Double].columns(columnCount, capacity: total) { columns in
      let shared = Shared((columns, results))
      /// Decodes `run` into its window, and on past it if it outgrows it.
      func decode(_ run: inout Run, end: Int, capacity: Int) {
        var runReader = reader
        runReader.count = end
        if run.start != start {
          runReader.position = run.start
          runReader.line = 1
        }
        var window = WideColumns(
          columns: shared.value.0, columnCount: columnCount, offset: run.offset, capacity: capacity)
        let candidates = rows.newCandidates(expectedRows: capacity, defers: run.defers)
        run.candidates = candidates
        run.end = end
        do {
          try rows.read(&runReader, into: &window, candidates: candidates)
          run.rows = window.count
          if runReader.position < runReader.count {
            var overflow = DatasetBuilder(
              plan: rows.plan, maxSeries: rows.limits.maxSeries,
              expectedRows: (runReader.count - runReader.position) / averageRow)
            try rows.read(&runReader, into: &overflow, candidates: candidates)
            run.overflow = overflow.wideColumns
          }
        } catch {
          run.error = error
        }
      }
      func work(_ worker: Int) {
        var done: [Run] = []
        var frontRows = 0
        while true {
          // Claim the next run of lines, and its window, under the lock.
          let claim: (run: Run, end: Int, capacity: Int)? = claims.withLock { claims in
            let left = claims.back - claims.front
            guard left > 0 else { return nil }
            let size = single ? left : max(minimumChunkBytes, left / (4 * workers), 1)
            if worker == frontWorker {
              var end = claims.back
              if size < left, let newline = memchr(base + claims.front + size, 10, left - size) {
                end = UnsafePointer<UInt8>(newline.assumingMemoryBound(to: UInt8.self)) - base + 1
              }
              let capacity = max(0, min(reserve(end - claims.front), claims.backBottom - frontRows))
              var run = Run(start: claims.front, offset: frontRows)
              run.defers = !claims.xStopsGrowing
              claims.front = end
              claims.frontTop = frontRows + capacity
              return (run, end, capacity)
            }
            // From the back: the run starts after the first line feed past the guess (the last
            // byte before `back` is the line feed that ended the run claimed before).
            var first = claims.front
            if size < left,
              let newline = memchr(base + claims.back - size, 10, size - 1)
            {
              first = UnsafePointer<UInt8>(newline.assumingMemoryBound(to: UInt8.self)) - base + 1
            }
            let end = claims.back
            let bottom = max(claims.backBottom - reserve(end - first), claims.frontTop)
            var run = Run(start: first, offset: bottom)
            run.defers = !claims.xStopsGrowing
            let capacity = claims.backBottom - bottom
            claims.back = first
            claims.backBottom = bottom
            return (run, end, capacity)
          }
          guard let claim else { break }
          var run = claim.run
          decode(&run, end: claim.end, capacity: claim.capacity)
          // Once a run has seen x stop growing, the file will be split: runs claimed from now
          // on record their candidates as they go rather than catch up at the end.
          if run.defers, run.candidates?.isDeferring == false {
            claims.withLock { $0.xStopsGrowing = true }
          }
          if worker == frontWorker { frontRows += run.rows }
          done.append(run)
          if run.error != nil {
            // The whole file is decoded again on one core: stop the others.
            claims.withLock { $0.back = $0.front }
            break
          }
        }
        shared.value.1[worker] = done
      }
      if workers == 1 {
        work(0)
      } else {
        let job = Shared(work)
        DispatchQueue.concurrentPerform(iterations: workers) { job.value($0) }
      }
      runs = results.flatMap { $0 }.sorted { $0.start < $1.start }
      if runs.contains(where: { $0.error != nil }) { return 0 }
      // The destination of each run's rows, and whether every run can be moved down in order
      // (each destination at or below its window, which holds unless a window was cut short).
      var destinations: [Int] = []
      var filled = 0
      var movable = !runs.contains { $0.overflow != nil }
      for run in runs {
        destinations.append(filled)
        if filled > run.offset { movable = false }
        filled += run.rows
      }
      if movable {
        // The usual case: close the gaps between the windows, in place.
        let touched = runs.map { $0.offset + $0.rows }.max() ?? 0
        // A run may need moving even when it is the only one (taken from the back).
        let moves = zip(runs, destinations).contains { $0.offset != $1 && $0.rows > 0 }
        let releases = touched > filled && rows.releasesConsumedBytes
        let shared = Shared((columns, runs, destinations))
        func move(_ column: Int) {
          let (columns, runs, destinations) = shared.value
          for (run, destination) in zip(runs, destinations) where destination != run.offset && run.rows > 0 {
            (columns[column] + destination).update(from: columns[column] + run.offset, count: run.rows)
          }
          // Pages past the last row were written before the move. A decode that saves memory
          // (a mapped file, `releasesConsumedBytes`) gives them back; otherwise they stay with
          // the arrays (at most the windows' margins, a quarter of the rows), since pages given
          // back are new pages to clear for the next decode: in repeated decodes from memory,
          // giving them back cost the two-core decode 5–10% more CPU than one core (`perf`:
          // three times the `clear_page_erms` of a one-core decode).
          if releases {
            ConsumedBytes.release(columns[column] + filled, count: touched - filled)
          }
        }
        if moves || releases {
          let work = Shared(move)
          DispatchQueue.concurrentPerform(iterations: columnCount) { work.value($0) }
        }
        return filled
      }
      // A run outgrew its window (rows much shorter than the sample's): the first window
      // stays where it is if it is at the start, the rest is appended in order after the
      // arrays are complete.
      let keeps = runs.first.map { $0.offset == 0 } ?? false
      tails = (0..<columnCount).map { column in
        var tail: [Double] = []
        for (index, run) in runs.enumerated() {
          if index > 0 || !keeps {
            tail.append(contentsOf: UnsafeBufferPointer(start: columns[column] + run.offset, count: run.rows))
          }
          if let overflow = run.overflow { tail.append(contentsOf: overflow[column]) }
        }
        return tail
      }
      return keeps ? runs[0].rows : 0
    }
    if let failure = runs.first(where: { $0.error != nil })?.error {
      // A cancelled decode, or one past its deadline, is not decoded again on one core.
      if single || failure == .cancelled { throw failure }
      if case .timedOut = failure { throw failure }
      return nil
    }
    for column in tails.indices { arrays[column].append(contentsOf: tails[column]) }
    let plan = rows.plan
    let yNames = plan.ys.map { plan.names[$0] }
    let xs = arrays[0]
    let (candidates, grows) = try joinedCandidates(runs, rows: rows, xs: xs, reader: reader)
    let dataset = Dataset(
      xKind: plan.xKind, xLabel: plan.xLabel, yLabel: yNames.count == 1 ? yNames[0] : "",
      series: yNames.indices.map { Series(name: yNames[$0], xs: xs, ys: arrays[$0 + 1]) },
      utcOffset: plan.utcOffset)
    return (dataset, candidates, grows)
  }

  /// The candidate series columns' values of every run, joined in the order of the bytes: nil
  /// (and `grows`) when every run put off recording and x strictly grows over the whole table
  /// (nothing will be split); otherwise each run still put off is caught up first (on every
  /// core).
  private static func joinedCandidates(
    _ runs: [Run], rows: Rows, xs: [Double], reader: CSVReader
  ) throws(DataError) -> (candidates: SeriesCandidates?, grows: Bool) {
    let parts = runs.compactMap(\.candidates)
    guard !parts.isEmpty else { return (nil, false) }
    let putOff = runs.filter { $0.candidates?.isDeferring == true }
    if putOff.count == runs.count && (runs.count == 1 || strictlyGrows(xs)) { return (nil, true) }
    if !putOff.isEmpty {
      let failures = Lock<DataError?>(nil)
      let job = Shared((putOff, rows, reader))
      DispatchQueue.concurrentPerform(iterations: putOff.count) { index in
        let (putOff, rows, reader) = job.value
        guard let candidates = putOff[index].candidates else { return }
        do throws(DataError) {
          try rows.catchUp(candidates, to: putOff[index].end, like: reader)
          candidates.isDeferring = false
        } catch {
          failures.withLock { $0 = $0 ?? error }
        }
      }
      // The rows were read once already; reading them again cannot fail.
      if let failure = failures.withLock({ $0 }) { throw failure }
    }
    return (SeriesCandidates.merged(parts), false)
  }

  /// Whether the x values that are not NaN strictly grow.
  private static func strictlyGrows(_ xs: [Double]) -> Bool {
    var last = -Double.infinity
    for x in xs where !x.isNaN {
      if x <= last { return false }
      last = x
    }
    return true
  }

  /// Where the claims of a split decode stand: bytes `front..<back` are not claimed yet; the
  /// front's window ends at row `frontTop`, and the lowest window from the back starts at row
  /// `backBottom`.
  struct Claims {
    var front: Int
    var back: Int
    var frontTop: Int
    var backBottom: Int
    /// Whether a finished run saw x stop growing (its candidates are recorded).
    var xStopsGrowing: Bool
  }

  /// One run of lines of a split decode and what it produced: `rows` rows at row `offset` of
  /// the arrays, then `overflow` if it outgrew its window.
  struct Run {
    var start: Int
    var offset: Int
    var rows = 0
    var overflow: [[Double]]?
    var error: DataError?
    /// The values of the candidate series columns in this run's rows, in order.
    var candidates: SeriesCandidates?
    /// Whether its candidates may be put off while x grows.
    var defers = true
    /// Where its bytes end.
    var end = 0
  }

  /// Values handed to concurrently running workers, each of which writes only its own slot and
  /// the windows it claimed under the lock (and reads the rest), so sharing them is safe.
  struct Shared<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
  }
}

/// Gives pages back to the system: the read part of a memory-mapped file, or the part of a
/// column buffer past its last row.
enum ConsumedBytes {
  /// Drops the whole pages inside `count` bytes at `start` from this process (`MADV_DONTNEED`).
  ///
  /// > Important: Only for memory that is never read again as it was (anonymous memory reads
  /// > back as zeros), or that the system can read again from a file (a private read-only
  /// > mapping reads back the file's bytes).
  static func release(_ start: UnsafeRawPointer, count: Int) {
    #if canImport(Glibc)
      let page = Int(getpagesize())
      let first = (Int(bitPattern: start) + page - 1) / page * page
      let last = (Int(bitPattern: start) + count) / page * page
      guard last > first, let pointer = UnsafeMutableRawPointer(bitPattern: first) else { return }
      _ = madvise(pointer, last - first, Int32(MADV_DONTNEED))
    #endif
  }

  static func release(_ start: UnsafeMutablePointer<Double>, count: Int) {
    release(UnsafeRawPointer(start), count: count * MemoryLayout<Double>.stride)
  }
}
