import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// An advisory `flock(2)` lock on a side file (`<database>.lock`) that tells the processes sharing
/// a cache file apart from a process that finds it alone.
///
/// Every process holds a shared lock for as long as it has the database open. The one that gets
/// the lock exclusively (nobody else has the file open) may run the checks that only make sense
/// on a file at rest — a missing write-ahead log after a crash, a truncated file — and may mark
/// the file cleanly closed. A process that finds others present trusts the live file: SQLite's
/// own locking keeps it consistent, and nothing it sees then is a reason to move it aside.
/// The kernel drops the lock when its process dies, so a crash never leaves it held.
final class FileLock {
  private var descriptor: Int32

  /// Opens (creating when missing, owner-only) the lock file; nil when the folder does not
  /// allow it.
  init?(path: String) {
    let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
    guard fd >= 0 else { return nil }
    descriptor = fd
  }

  /// Opens an existing lock file for reading only (`flock` works on it), for a process that
  /// cannot write the folder; nil when there is none or it cannot be read.
  init?(readingExisting path: String) {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    descriptor = fd
  }

  deinit { release() }

  /// Takes the lock exclusively if nobody else holds it; never waits.
  func tryExclusive() -> Bool {
    descriptor >= 0 && flock(descriptor, LOCK_EX | LOCK_NB) == 0
  }

  /// Takes (or converts to) the shared lock, waiting while another process holds it exclusively
  /// (that process is opening or closing the file, which takes milliseconds).
  func shared() {
    guard descriptor >= 0 else { return }
    while flock(descriptor, LOCK_SH) != 0 && errno == EINTR {}
  }

  /// Drops the lock and closes the side file.
  func release() {
    guard descriptor >= 0 else { return }
    close(descriptor)
    descriptor = -1
  }
}
