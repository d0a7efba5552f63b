import Foundation
import PhaseKit

/// The `--events` log: opened for appending here, so that a file that cannot be made or
/// written fails with the system's own reason for that write (`/proc/e.jsonl`: no such file or
/// directory), never with the words of a failed read.
enum EventsLog {
  /// The log at `url`, made if missing.
  ///
  /// - Throws: An `NSPOSIXErrorDomain` error with the `errno` of the failed open, or what
  ///   `JSONLinesEventSink` throws.
  static func opening(_ url: URL) throws -> JSONLinesEventSink {
    let descriptor = open(url.path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
    if descriptor < 0 { throw NSError(domain: NSPOSIXErrorDomain, code: Int(errno)) }
    close(descriptor)
    return try JSONLinesEventSink(url: url)
  }
}
