import Foundation
import PhaseKit

/// The `--events` log: opened for appending here, so that a file that cannot be made or
/// written fails with the system's own reason for that write (`/proc/e.jsonl`: no such file or
/// directory), never with the words of a failed read.
enum EventsLog {
  /// The log at `url`, made if missing, `0600` (readable by its owner alone, whatever the
  /// umask: a log names what was loaded and from where).
  ///
  /// - Throws: An `NSPOSIXErrorDomain` error with the `errno` of the failed open, or what
  ///   `JSONLinesEventSink` throws.
  static func opening(_ url: URL) throws -> JSONLinesEventSink {
    let descriptor = open(url.path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
    if descriptor < 0 { throw NSError(domain: NSPOSIXErrorDomain, code: Int(errno)) }
    // The umask may have taken bits off 0600, never added any; a file that existed keeps its mode.
    close(descriptor)
    return try JSONLinesEventSink(url: url)
  }
}
