import PhaseKit

/// Working memory that downsampling keeps from one call to the next.
///
/// A downsampler's working arrays (each bucket's extremes, MinMaxLTTB's candidates) are a few
/// hundred kilobytes. Allocated afresh for every call, they cost a page fault per 4 KiB page
/// each time: the allocator hands freed memory of that size back to the system, and the next
/// call touches new pages. Measured 2026-12-02 on 1M points (`SAMPLING_FILE=… SAMPLING_METHODS=minmaxlttb
/// phasekit-bench sampling`): the gather of MinMaxLTTB's 8,002 candidates took 91–98 µs with
/// fresh arrays and 26–29 µs when the same call ran with glibc told to keep freed memory, out of
/// 470–560 µs for the whole call. A chart redrawn on every resize makes that call again and
/// again, so one buffer of up to ``keptLimit`` bytes is kept instead.
///
/// Calls at the same time each get memory: one takes the kept buffer, the others allocate
/// their own (the largest is kept on return).
enum SamplingScratch {
  /// The most memory kept between calls; a larger request is allocated and freed each time.
  static let keptLimit = 4 << 20

  /// The kept buffer, if no call is using it.
  private struct Buffer: @unchecked Sendable {
    var start: UnsafeMutableRawPointer?
    var bytes = 0
  }

  private static let kept = Lock(Buffer())

  /// Calls `body` with at least `bytes` bytes of uninitialized memory, aligned to 64 bytes, that
  /// must not be used after `body` returns.
  static func withBytes<Result>(_ bytes: Int, _ body: (UnsafeMutableRawPointer) -> Result) -> Result {
    var buffer = kept.withLock { kept in
      defer { kept = Buffer() }
      return kept
    }
    if buffer.start == nil || buffer.bytes < bytes {
      buffer.start?.deallocate()
      buffer = Buffer(start: .allocate(byteCount: max(bytes, 64), alignment: 64), bytes: max(bytes, 64))
    }
    defer {
      let released =
        buffer.bytes > keptLimit
        ? buffer
        : kept.withLock { kept in
          // Keep the larger of the two when another call returned its buffer meanwhile.
          guard kept.bytes < buffer.bytes else { return buffer }
          defer { kept = buffer }
          return kept
        }
      released.start?.deallocate()
    }
    return body(buffer.start!)
  }
}
