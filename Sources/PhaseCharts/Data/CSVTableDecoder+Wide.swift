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

  /// Decodes a wide-format table (no series column) straight into the arrays that become its
  /// series, on one core or, from ``parallelThreshold`` bytes up, in one piece per core.
  ///
  /// Each piece is a run of whole lines (split just after a line feed) with a window of the
  /// arrays reserved for it: its share of the estimated rows plus a quarter. When every piece is
  /// done, the windows are moved together (a `memmove` per column and piece after the first).
  /// A piece that outgrows its window goes on in growable arrays that are appended in order.
  ///
  /// The split is speculative and verified: a line feed inside a quoted field is not a record
  /// end, and a piece ending there fails ("unbalanced quote"), as does any piece whose rows do
  /// not fit the plan. Any failure of a split decode returns `nil`, and the caller decodes again
  /// on one core, so that the result and the error (with its line number) are exactly the
  /// one-core decoder's. When every piece succeeds, each ended at a record end, so each read the
  /// records the one-core decoder reads, in the same state.
  ///
  /// - Returns: The dataset, or `nil` when a split decode failed.
  static func decodeWide(
    _ rows: Rows, count: Int, from reader: CSVReader, averageRow: Int, pieces requested: Int?,
    minimumParallelBytes: Int
  ) throws(DataError) -> Dataset? {
    let start = reader.position
    let cores =
      requested ?? min(ProcessInfo.processInfo.activeProcessorCount, coreLimit.withLock { $0 })
    var bounds = [start]
    if cores > 1 && count - start >= max(minimumParallelBytes, 1) {
      for k in 1..<cores {
        // A piece whose line runs past the next guess swallows it: fewer, longer pieces.
        let guess = max(start + (count - start) * k / cores, bounds[bounds.count - 1])
        guard guess < count, let newline = memchr(rows.base + guess, 10, count - guess) else { break }
        let end = UnsafePointer<UInt8>(newline.assumingMemoryBound(to: UInt8.self)) - rows.base + 1
        if end < count && end > bounds[bounds.count - 1] { bounds.append(end) }
      }
    }
    bounds.append(count)
    let pieceCount = bounds.count - 1
    var offsets: [Int] = []
    var capacities: [Int] = []
    var total = 0
    for piece in 0..<pieceCount {
      let estimate = (bounds[piece + 1] - bounds[piece]) / max(averageRow, 1)
      // At most 2^27 rows reserved in all (1 GiB of address space per column): a sample of
      // tiny rows before a huge file must not ask for more than a system grants; rows past
      // the windows go on in growable arrays.
      let capacity = min(estimate + estimate / 4 + 64, (1 << 27) / pieceCount)
      offsets.append(total)
      capacities.append(capacity)
      total += capacity
    }
    let columnCount = rows.plan.ys.count + 1
    let results = UnsafeMutableBufferPointer<Piece>.allocate(capacity: pieceCount)
    results.initialize(repeating: Piece())
    defer {
      _ = results.deinitialize()
      results.deallocate()
    }
    var tails: [[Double]] = []
    var arrays = [Double].columns(columnCount, capacity: total) { columns in
      let shared = Shared((columns, results, bounds, offsets, capacities))
      func decode(_ piece: Int) {
        let (columns, results, bounds, offsets, capacities) = shared.value
        var pieceReader = reader
        pieceReader.count = bounds[piece + 1]
        if piece > 0 {
          pieceReader.position = bounds[piece]
          pieceReader.line = 1
        }
        var window = WideColumns(
          columns: columns, columnCount: columnCount, offset: offsets[piece],
          capacity: capacities[piece])
        do {
          try rows.read(&pieceReader, into: &window)
          results[piece].rows = window.count
          if pieceReader.position < pieceReader.count {
            // Outgrew its window: the rest of the piece in growable arrays.
            var overflow = DatasetBuilder(
              plan: rows.plan, maxSeries: rows.limits.maxSeries,
              expectedRows: (pieceReader.count - pieceReader.position) / max(averageRow, 1))
            try rows.read(&pieceReader, into: &overflow)
            results[piece].overflow = overflow.wideColumns
          }
        } catch {
          results[piece].error = error
        }
      }
      if pieceCount == 1 {
        decode(0)
      } else {
        let work = Shared(decode)
        DispatchQueue.concurrentPerform(iterations: pieceCount) { work.value($0) }
      }
      if results.contains(where: { $0.error != nil }) { return 0 }
      if !results.contains(where: { $0.overflow != nil }) {
        // The usual case: close the gaps between the windows, in place.
        var destinations = [0]
        for piece in 1..<pieceCount { destinations.append(destinations[piece - 1] + results[piece - 1].rows) }
        let filled = destinations[pieceCount - 1] + results[pieceCount - 1].rows
        let touched = offsets[pieceCount - 1] + results[pieceCount - 1].rows
        let moves = Shared((columns, results, destinations, offsets))
        func move(_ column: Int) {
          let (columns, results, destinations, offsets) = moves.value
          for piece in 1..<pieceCount where destinations[piece] != offsets[piece] {
            (columns[column] + destinations[piece]).update(
              from: columns[column] + offsets[piece], count: results[piece].rows)
          }
          // Pages past the last row were written before the move; give them back.
          if touched > filled { ConsumedBytes.release(columns[column] + filled, count: touched - filled) }
        }
        if pieceCount > 1 {
          let work = Shared(move)
          DispatchQueue.concurrentPerform(iterations: columnCount) { work.value($0) }
        }
        return filled
      }
      // A piece outgrew its window (rows much shorter than the sample's): the first window
      // stays, the rest is appended in order after the arrays are complete.
      tails = (0..<columnCount).map { column in
        var tail: [Double] = []
        for piece in 0..<pieceCount {
          if piece > 0 {
            tail.append(
              contentsOf: UnsafeBufferPointer(start: columns[column] + offsets[piece], count: results[piece].rows))
          }
          if let overflow = results[piece].overflow { tail.append(contentsOf: overflow[column]) }
        }
        return tail
      }
      return results[0].rows
    }
    if let failure = results.first(where: { $0.error != nil })?.error {
      if pieceCount == 1 { throw failure }
      return nil
    }
    for column in tails.indices { arrays[column].append(contentsOf: tails[column]) }
    let plan = rows.plan
    let yNames = plan.ys.map { plan.names[$0] }
    let xs = arrays[0]
    return Dataset(
      xKind: plan.xKind, xLabel: plan.names[plan.x], yLabel: yNames.count == 1 ? yNames[0] : "",
      series: yNames.indices.map { Series(name: yNames[$0], xs: xs, ys: arrays[$0 + 1]) },
      utcOffset: plan.utcOffset)
  }

  /// What one piece of a split decode produced.
  struct Piece {
    var rows = 0
    var overflow: [[Double]]?
    var error: DataError?
  }

  /// Values handed to concurrently running pieces, each of which writes only its own slot and
  /// its own window of the column buffers (and reads the rest), so sharing them is safe.
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
