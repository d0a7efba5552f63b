import Foundation
import PhaseKit

/// Where the CSV row loop puts each decoded row: a ``DatasetBuilder`` (growable arrays, long
/// format, the reference path) or ``WideColumns`` (the final column buffers, written in place).
protocol RowSink {
  /// Whether no further row fits; the row loop stops before reading one more.
  var isFull: Bool { get }
  /// Appends one wide-format row; `values[k]` is the value of y column `k`.
  mutating func append(x: Double, values: UnsafeMutableBufferPointer<Double>)
  /// Appends one long-format row to the series named by `key`.
  mutating func append(
    x: Double, values: UnsafeMutableBufferPointer<Double>, key: UnsafeBufferPointer<UInt8>
  ) throws(DataError)
}

extension DatasetBuilder: RowSink {
  var isFull: Bool { false }
}

/// A window of the final column buffers of a wide-format table, written row by row through
/// pointers: x in `columns[0]`, y column `k` in `columns[k + 1]`, rows `offset..<offset + capacity`.
///
/// The buffers belong to the `[Double]` arrays that become the dataset's series, so a decoded
/// value is written once, where it stays: no growth by doubling, no copy into the result, no
/// uniqueness check per value (an `append` to an array nested in an array costs two).
struct WideColumns: RowSink {
  let columns: UnsafeMutablePointer<UnsafeMutablePointer<Double>>
  let columnCount: Int
  let offset: Int
  let capacity: Int
  /// Rows written so far, at `offset..<offset + count`.
  private(set) var count = 0

  init(
    columns: UnsafeMutablePointer<UnsafeMutablePointer<Double>>, columnCount: Int, offset: Int,
    capacity: Int
  ) {
    self.columns = columns
    self.columnCount = columnCount
    self.offset = offset
    self.capacity = capacity
  }

  var isFull: Bool { count == capacity }

  @inline(__always)
  mutating func append(x: Double, values: UnsafeMutableBufferPointer<Double>) {
    let row = offset + count
    columns[0][row] = x
    for k in 1..<columnCount { columns[k][row] = values[k - 1] }
    count += 1
  }

  func append(
    x: Double, values: UnsafeMutableBufferPointer<Double>, key: UnsafeBufferPointer<UInt8>
  ) throws(DataError) {
    preconditionFailure("a long-format row never reaches the wide columns")
  }
}

extension Array where Element == Double {
  /// `columnCount` arrays with room for `capacity` values each, filled by `body` through their
  /// base addresses; `body` returns how many leading values it initialized, which becomes each
  /// array's count.
  ///
  /// The arrays are allocated uninitialized (their pages are first touched when a value is
  /// written), so reserving generously costs address space, not memory.
  static func columns(
    _ columnCount: Int, capacity: Int,
    _ body: (UnsafeMutablePointer<UnsafeMutablePointer<Double>>) -> Int
  ) -> [[Double]] {
    let pointers = UnsafeMutablePointer<UnsafeMutablePointer<Double>>.allocate(capacity: columnCount)
    defer { pointers.deallocate() }
    var arrays: [[Double]] = []
    arrays.reserveCapacity(columnCount)
    // Each array's initializer runs the next one inside it, so that all buffers exist when the
    // innermost runs `body`; each then takes the count `body` returned.
    func nest(_ index: Int) -> (arrays: [[Double]], count: Int) {
      if index == columnCount { return ([], body(pointers)) }
      var inner: (arrays: [[Double]], count: Int) = ([], 0)
      let array = [Double](unsafeUninitializedCapacity: Swift.max(capacity, 1)) { buffer, initialized in
        pointers[index] = buffer.baseAddress!
        adviseHugePages(buffer.baseAddress!, count: buffer.count)
        inner = nest(index + 1)
        initialized = inner.count
      }
      return ([array] + inner.arrays, inner.count)
    }
    return nest(0).arrays
  }

  /// Asks for transparent huge pages (`MADV_HUGEPAGE`, before the first write) inside a column
  /// of 4 MiB or more: one fault and one cleared 2 MiB page instead of 512 small ones, and
  /// fewer TLB misses for whatever reads the column next (sanitizing, downsampling).
  private static func adviseHugePages(_ start: UnsafeMutablePointer<Double>, count: Int) {
    guard count * MemoryLayout<Double>.stride >= 4 << 20 else { return }
    LargeBuffers.adviseHugePages(UnsafeMutableRawBufferPointer(start: start, count: count * MemoryLayout<Double>.stride))
  }
}
