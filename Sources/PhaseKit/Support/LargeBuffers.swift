import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Large buffers on 2 MiB pages where the OS allows it: decoded columns, file and download
/// buffers, benchmark data. The one place PhaseKit asks for transparent huge pages.
///
/// A downsampler reads tens or hundreds of megabytes once, front to back; on 4 KiB pages that
/// costs a TLB miss every 512 values and, on this kind of machine, about 30% of the bandwidth
/// (measured 2026-12-01: one read of 80 MB in 6.4–7.5 ms on 4 KiB pages, 4.5–5.3 ms on 2 MiB pages).
/// Linux gives anonymous memory huge pages only when asked (`transparent_hugepage` is usually
/// `madvise`), and only to pages not yet touched, so the advice is given between allocating
/// and filling. numpy does the same for its arrays of 4 MB and more. Elsewhere these are plain
/// allocations.
package enum LargeBuffers {
  /// The size of a huge page on x86-64 and arm64 Linux.
  package static let hugePage = 2 << 20

  /// An array of `count` values filled by `initialize`, whose storage was advised to huge pages
  /// before the first write.
  package static func doubles(
    count: Int, _ initialize: (UnsafeMutableBufferPointer<Double>) throws -> Void
  ) rethrows -> [Double] {
    try [Double](unsafeUninitializedCapacity: count) { buffer, initialized in
      adviseHugePages(UnsafeMutableRawBufferPointer(buffer))
      try initialize(buffer)
      initialized = count
    }
  }

  /// Asks for huge pages on the whole 2 MiB-aligned pages inside `buffer` (nothing when there
  /// are none, or off Linux). Only pages not yet touched are affected.
  package static func adviseHugePages(_ buffer: UnsafeMutableRawBufferPointer) {
    #if os(Linux)
      guard buffer.count >= 2 * hugePage, let base = buffer.baseAddress else { return }
      let start = (Int(bitPattern: base) + hugePage - 1) & ~(hugePage - 1)
      let end = (Int(bitPattern: base) + buffer.count) & ~(hugePage - 1)
      if end > start, let pointer = UnsafeMutableRawPointer(bitPattern: start) {
        _ = madvise(pointer, end - start, Int32(MADV_HUGEPAGE))
      }
    #endif
  }
}
