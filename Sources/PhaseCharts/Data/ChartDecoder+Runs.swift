import Foundation

/// Lots measured one after another over the same x (faraway's `clot`: clotting time at each
/// concentration, lot one, then lot two): x runs one way within each block of a column of
/// words and goes back where the block changes. Joined, the rows would be one line that jumps
/// back along x; the blocks are the series, even when a block repeats an x or two.
extension ChartDecoder {
  /// Whether the x values of `dataset` (in row order) run one way, never turning, within each
  /// block of rows that `ids` gives the same key, over at least three rows each, and turn back
  /// at every change of block.
  ///
  /// - Parameters:
  ///   - dataset: The table decoded without a series column: one series, its xs in row order.
  ///   - ids: Each row's key in the candidate column.
  /// - Returns: True when the blocks are runs of x that start again.
  static func xRunsPerBlock(_ dataset: Dataset, ids: UnsafeBufferPointer<UInt32>) -> Bool {
    guard let xs = dataset.series.first?.xs, xs.count == ids.count, xs.count >= 6 else { return false }
    // The direction of x within the current block: +1 up, -1 down, 0 not yet known.
    var direction = 0
    var blockStart = 0
    var blocks = 1
    for row in 1..<xs.count {
      guard xs[row].isFinite, xs[row - 1].isFinite else { return false }
      let step = xs[row] - xs[row - 1]
      if ids[row] != ids[row - 1] {
        // A block of three rows or more ends; x goes back against the way it ran.
        guard row - blockStart >= 3, direction != 0, step * Double(direction) < 0 else { return false }
        blockStart = row
        direction = 0
        blocks += 1
        continue
      }
      if step == 0 { continue }
      let way = step > 0 ? 1 : -1
      if direction == 0 { direction = way } else if way != direction { return false }
    }
    return blocks >= 2 && xs.count - blockStart >= 3
  }
}
