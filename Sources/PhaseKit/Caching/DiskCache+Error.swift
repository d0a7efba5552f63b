import Foundation

extension DiskCache {
  /// Why a disk cache operation failed.
  ///
  /// A damaged database file is not an error: the cache moves it aside, rebuilds, and reports
  /// ``DiskCache/Event/corruptionRecovered(reason:quarantinedAt:)``. These cases are what is left:
  /// the folder cannot be written, the disk is full, the cache was closed, or a value could not
  /// be encoded or decoded by its codec.
  public enum Error: Swift.Error, Sendable, Hashable, CustomStringConvertible {
    /// The database could not be created or opened even after a rebuild.
    case cannotOpen(path: String, reason: String)
    /// The folder is not the user's alone, so it is not used (as OpenSSH refuses a key file with
    /// loose modes): `owner` (a user name) is another user, or `mode` (such as `"0775"`) lets
    /// group or others write, so someone else could read the cached responses or plant entries.
    case folderNotPrivate(path: String, owner: String, mode: String)
    /// SQLite reported an error that is not corruption, such as a full disk (`SQLITE_FULL`).
    case storage(operation: String, code: Int32, message: String)
    /// ``DiskCache/close()`` was called; the cache accepts no more work.
    case closed(path: String)
    /// The codec could not encode the value stored under `key`.
    case encodingFailed(key: String, message: String)
    /// The codec could not decode the bytes stored under `key`.
    case decodingFailed(key: String, message: String)

    /// A one-line description naming the file or key involved (a key's secrets shown as `…`,
    /// since this text reaches logs and screens: see ``SecretRedaction``).
    public var description: String {
      switch self {
      case .cannotOpen(let path, let reason): "cannot open disk cache at \(path): \(reason)"
      case .folderNotPrivate(let path, let owner, let mode):
        "not using the cache folder \(path): mode \(mode), owner \(owner); it must be yours and writable by you alone"
      case .storage(let operation, let code, let message):
        "disk cache \(operation) failed (SQLite \(code)): \(message)"
      case .closed(let path): "disk cache at \(path) is closed"
      case .encodingFailed(let key, let message):
        "cannot encode value for \"\(SecretRedaction.apply(to: key))\": \(message)"
      case .decodingFailed(let key, let message):
        "cannot decode value for \"\(SecretRedaction.apply(to: key))\": \(message)"
      }
    }
  }

  /// Something the cache did on its own that an app may want to log.
  ///
  /// ``ResourceStore`` forwards these as ``LoadEvent`` cache events.
  public enum Event: Sendable, Hashable {
    /// The file was damaged or unreadable; it was moved to `quarantinedAt` (when it could be
    /// moved) and an empty cache was built in its place.
    case corruptionRecovered(reason: String, quarantinedAt: URL?)
    /// The file had another schema version; its entries were dropped.
    case schemaReset(fromVersion: Int, toVersion: Int)
    /// An entry was removed to keep the cache under its size limit.
    case evicted(key: String, cost: Int)
    /// An entry had expired and was removed when found.
    case expired(key: String)
    /// An entry's bytes no longer matched their checksum; it was removed and reported as a miss.
    case checksumMismatch(key: String)
    /// The file could not be opened for writing (`reason`: a read-only file system or folder, a
    /// full disk, a lock file of another user), so it was opened read-only: its entries are
    /// served, and writes fail with ``Error/storage(operation:code:message:)``.
    case openedReadOnly(reason: String)
    /// The folder or files of the cache could be read (or written) by other users and were made
    /// owner-only (`0700`, `0600`): a cache made by an older version, or under a wide umask.
    /// Said once, when found.
    case permissionsTightened(paths: [String])
    /// The file was found consistent after an unclean shutdown whose write-ahead log is gone
    /// (`reason`): it was kept, and only the writes still in that log are lost.
    case recentWritesLost(reason: String)
  }
}
