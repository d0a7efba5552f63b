import Foundation

#if canImport(SQLite3)
  import SQLite3
#else
  import CSQLite
#endif

/// Opening, validating, quarantining and rebuilding the database file.
///
/// A cache must never take the app down: whatever is found at the path (garbage, a truncated
/// file, a file whose write-ahead log vanished after a crash, another program's database) is
/// moved aside, an empty cache is built in its place, and the reason is reported as an event.
extension DiskCache {
  /// The schema this code writes; files with another `user_version` are emptied and rebuilt.
  static let schemaVersion = 1
  /// `PRAGMA application_id`: "PHKC". A non-empty database with another id is not ours.
  static let applicationID: Int64 = 0x5048_4B43

  /// Why a file cannot be used as it is.
  struct Damage: Swift.Error {
    var reason: String
    /// False when the file is busy (another process holds a lock): it is not ours to move.
    var canRebuild = true
  }

  /// Opens the cache at `url`, quarantining and rebuilding it when it is damaged.
  static func openOrRebuild(at url: URL, sizeLimit: Int, events: inout [Event]) throws(Error)
    -> SQLiteConnection
  {
    do {
      return try openValidated(at: url, sizeLimit: sizeLimit, events: &events)
    } catch {
      guard error.canRebuild else { throw .cannotOpen(path: url.path, reason: error.reason) }
      return try recover(at: url, sizeLimit: sizeLimit, reason: error.reason, events: &events)
    }
  }

  /// Moves the damaged file aside, builds an empty cache, and records why.
  static func recover(at url: URL, sizeLimit: Int, reason: String, events: inout [Event])
    throws(Error)
    -> SQLiteConnection
  {
    let quarantined = quarantine(url)
    events.append(.corruptionRecovered(reason: reason, quarantinedAt: quarantined))
    do {
      return try openValidated(at: url, sizeLimit: sizeLimit, events: &events)
    } catch {
      throw .cannotOpen(path: url.path, reason: error.reason)
    }
  }

  /// Opens the file and checks it; throws ``Damage`` when it must be rebuilt.
  private static func openValidated(at url: URL, sizeLimit: Int, events: inout [Event])
    throws(Damage)
    -> SQLiteConnection
  {
    let path = url.path
    let fileManager = FileManager.default
    try? fileManager.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    let size = (try? fileManager.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    let walPresent = fileManager.fileExists(atPath: path + "-wal")
    if size > 0 { try checkHeader(path: path, size: size) }
    do {
      let connection = try SQLiteConnection(path: path)
      try connection.execute("PRAGMA busy_timeout = 5000")
      let mode = try connection.scalarText("PRAGMA journal_mode = WAL")
      guard mode == "wal" else { throw Damage(reason: "cannot enable WAL (journal mode \(mode ?? "?"))") }
      // NORMAL: a commit survives the process being killed (the OS holds the log); only power
      // loss can drop the last commits, and never corrupts.
      try connection.execute("PRAGMA synchronous = NORMAL")
      // Keep the write-ahead log to about 5 % of the limit so the files on disk stay near it.
      let logPages = max(16, min(1000, sizeLimit / 4096 / 20))
      try connection.execute(
        "PRAGMA wal_autocheckpoint = \(logPages); PRAGMA journal_size_limit = \(logPages * 4096)")
      if try connection.scalarInt("SELECT count(*) FROM sqlite_schema") == 0 {
        try createSchema(connection)
      } else {
        try validate(connection, size: size, walPresent: walPresent, events: &events)
      }
      // Marked dirty (and checkpointed into the main file) until a clean close: a later open that
      // finds "dirty" and no write-ahead log knows acknowledged writes were lost with the log.
      try connection.execute("INSERT OR REPLACE INTO meta(key, value) VALUES ('session', 'dirty')")
      try connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
      return connection
    } catch let error as SQLiteError {
      let busy = error.primaryCode == SQLITE_BUSY || error.primaryCode == SQLITE_LOCKED
      throw Damage(reason: error.message, canRebuild: !busy)
    } catch let damage as Damage {
      throw damage
    } catch {
      throw Damage(reason: "\(error)")
    }
  }

  /// Rejects a file whose first 100 bytes are not a SQLite header.
  private static func checkHeader(path: String, size: Int) throws(Damage) {
    guard size >= 100, let handle = FileHandle(forReadingAtPath: path) else {
      throw Damage(reason: "not a SQLite database: \(size)-byte file")
    }
    defer { try? handle.close() }
    let header = (try? handle.read(upToCount: 16)) ?? Data()
    guard header == Data("SQLite format 3\0".utf8) else {
      throw Damage(reason: "not a SQLite database: bad header")
    }
  }

  private static func validate(
    _ connection: SQLiteConnection, size: Int, walPresent: Bool, events: inout [Event]
  ) throws -> Void {
    let applicationID = try connection.scalarInt("PRAGMA application_id")
    guard applicationID == Self.applicationID else {
      throw Damage(reason: "not a PhaseKit cache (application_id \(applicationID))")
    }
    let version = Int(try connection.scalarInt("PRAGMA user_version"))
    guard version == schemaVersion else {
      try connection.execute("DROP TABLE IF EXISTS entries; DROP TABLE IF EXISTS meta")
      try createSchema(connection)
      events.append(.schemaReset(fromVersion: version, toVersion: schemaVersion))
      return
    }
    let session = try connection.scalarText("SELECT value FROM meta WHERE key = 'session'")
    if session != "clean" {
      guard walPresent else {
        throw Damage(reason: "write-ahead log missing after an unclean shutdown")
      }
      let check = try connection.scalarText("PRAGMA quick_check") ?? "no result"
      guard check == "ok" else { throw Damage(reason: "integrity check failed: \(check)") }
    } else if !walPresent {
      let expected =
        try connection.scalarInt("PRAGMA page_count")
        * connection.scalarInt("PRAGMA page_size")
      guard Int64(size) >= expected else {
        throw Damage(reason: "file truncated: \(size) of \(expected) bytes")
      }
    }
  }

  private static func createSchema(_ connection: SQLiteConnection) throws(SQLiteError) {
    try connection.transaction { () throws(SQLiteError) in
      try connection.execute(
        """
        PRAGMA application_id = \(applicationID);
        PRAGMA user_version = \(schemaVersion);
        CREATE TABLE meta(key TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL) WITHOUT ROWID;
        CREATE TABLE entries(
          key TEXT PRIMARY KEY NOT NULL,
          checksum INTEGER NOT NULL,
          stored_at REAL NOT NULL,
          last_access REAL NOT NULL,
          expires_at REAL,
          etag TEXT,
          last_modified TEXT,
          cost INTEGER NOT NULL,
          value BLOB NOT NULL);
        CREATE INDEX entries_by_access ON entries(last_access);
        """)
    }
  }

  /// Moves the database and its side files to `<name>.corrupt` (replacing an older one), or
  /// deletes them when they cannot be moved. Returns where the database went, if it was moved.
  static func quarantine(_ url: URL) -> URL? {
    let fileManager = FileManager.default
    let target = URL(fileURLWithPath: url.path + ".corrupt")
    var moved: URL?
    for suffix in ["", "-wal", "-shm"] {
      let source = url.path + suffix
      guard fileManager.fileExists(atPath: source) else { continue }
      let destination = target.path + suffix
      try? fileManager.removeItem(atPath: destination)
      if (try? fileManager.moveItem(atPath: source, toPath: destination)) != nil {
        if suffix.isEmpty { moved = target }
      } else {
        try? fileManager.removeItem(atPath: source)
      }
    }
    return moved
  }

  /// Marks the session clean and folds the write-ahead log into the main file.
  static func closeCleanly(_ connection: SQLiteConnection) {
    try? connection.execute("UPDATE meta SET value = 'clean' WHERE key = 'session'")
    try? connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    connection.close()
  }
}
