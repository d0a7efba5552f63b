import Foundation

/// The machine's active processors, read once for every module that splits work across cores.
///
/// `ProcessInfo.activeProcessorCount` reads the cgroup's CPU quota from files on Linux: 25 µs per
/// call on the test machine, and a downsampling or a CSV decode of a million rows asked two or
/// three times, which cost more than a second core saved on data in cache.
package enum Processors {
  /// The number of active processors when first asked.
  package static let active = ProcessInfo.processInfo.activeProcessorCount
}
