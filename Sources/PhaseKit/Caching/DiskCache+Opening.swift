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
  /// The schema this code writes; files with another `user_version` are emptied and rebuilt,
  /// except version 1 (keys with secrets in clear), whose keys are rewritten keyed
  /// (``migrateKeys(_:)``). An older PhaseKit refuses a version 2 file instead of writing keys
  /// in clear into it.
  static let schemaVersion = 2
  /// `PRAGMA application_id`: "PHKC". A non-empty database with another id is not ours.
  static let applicationID: Int64 = 0x5048_4B43

  /// How long a statement waits for another connection's lock before it fails: 15 s.
  static let busyTimeoutMilliseconds = 15_000

  /// Sets how long this connection waits for another's lock (``busyTimeoutMilliseconds`` when
  /// opened), for tests that hold a lock on purpose on a machine too busy to release it in 15 s.
  /// A connection rebuilt after damage starts again at the default.
  func setBusyTimeout(milliseconds: Int) throws(Error) {
    try perform("busy timeout", recovered: ()) { connection, _, _ throws(SQLiteError) in
      try connection.execute("PRAGMA busy_timeout = \(milliseconds)")
    }
  }

  /// Why a file cannot be used as it is.
  struct Damage: Swift.Error {
    var reason: String
    /// False when the file is busy (another process holds a lock): it is not ours to move.
    var canRebuild = true
    /// SQLite called the file damaged while another holder of the lock file kept this process
    /// from treating it as a file at rest.
    var corruptWhileShared = false
  }

  /// How long an open that finds damage waits for the other holders of the lock file to go
  /// before it leaves the file alone: 500 ms.
  static let aloneWait = Duration.milliseconds(500)

  /// Opens the cache at `url`, quarantining and rebuilding it when it is damaged.
  static func openOrRebuild(at url: URL, sizeLimit: Int, events: inout [Event]) throws(Error)
    -> SQLiteConnection
  {
    // Before anything is read from the folder or created in it: a folder someone else can
    // write may hold planted entries, and files made there would be theirs to read.
    try preparePrivateFolder(for: url, events: &events)
    do {
      return try openValidated(at: url, sizeLimit: sizeLimit, events: &events)
    } catch var error {
      // A child process between fork and exec holds a copy of every descriptor for a moment,
      // the lock file's among them, and so looks like another process using the cache. One
      // that goes within `aloneWait` was not using it: the damage is checked again alone.
      if error.corruptWhileShared, waitUntilAlone(lockPath: url.path + ".lock", for: aloneWait) {
        do {
          return try openValidated(at: url, sizeLimit: sizeLimit, events: &events)
        } catch let again {
          error = again
        }
      }
      guard error.canRebuild else {
        // Not damaged, only not writable here (a read-only file system or folder, a full disk,
        // another user's lock file): what the file holds still serves offline and stale
        // fallbacks, exactly when they matter.
        if let connection = openReadOnly(at: url) {
          events.append(.openedReadOnly(reason: error.reason))
          return connection
        }
        throw .cannotOpen(path: url.path, reason: error.reason)
      }
      return try recover(at: url, sizeLimit: sizeLimit, reason: error.reason, events: &events)
    }
  }

  /// Opens an existing cache file for reading only, with SQLite's locking when the folder allows
  /// it, else as an unchanging file; nil when there is no usable PhaseKit cache there.
  static func openReadOnly(at url: URL) -> SQLiteConnection? {
    let path = url.path
    guard let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size > 0
    else { return nil }
    let versions = Int64(1)...Int64(schemaVersion)
    for access in [SQLiteConnection.Access.readOnly, .immutable] {
      guard let connection = try? SQLiteConnection(path: path, access: access) else { continue }
      // A query that reads the write-ahead log (when one is in use) proves the file readable.
      guard (try? connection.scalarInt("PRAGMA application_id")) == applicationID,
        let version = try? connection.scalarInt("PRAGMA user_version"), versions.contains(version),
        (try? connection.scalarInt("SELECT count(*) FROM entries")) != nil
      else {
        connection.close()
        continue
      }
      if access == .readOnly, let lock = FileLock(readingExisting: path + ".lock") {
        lock.shared()
        connection.fileLock = lock
      }
      try? connection.execute("PRAGMA busy_timeout = \(busyTimeoutMilliseconds)")
      // A version 1 file keeps its keys in clear: they are looked up as they are.
      if version >= 2 { connection.secretKey = try? readSecretKey(connection) }
      return connection
    }
    return nil
  }

  /// Whether the lock file at `lockPath` can be taken exclusively within `timeout` (nobody
  /// else holds it then); the lock is let go again before this returns.
  static func waitUntilAlone(lockPath: String, for timeout: Duration) -> Bool {
    guard let probe = FileLock(path: lockPath) else { return false }
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while true {
      if probe.tryExclusive() { return true }
      guard clock.now < deadline else { return false }
      Thread.sleep(forTimeInterval: 0.01)
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

  /// Opens the file and checks it; throws ``Damage`` when it cannot be used.
  ///
  /// Several processes may open one file at once (two command-line runs, an app and its widget):
  /// SQLite's own locking (a busy timeout, the schema created in a write transaction) keeps them
  /// consistent. The checks that only hold for a file at rest (header, missing write-ahead log
  /// after a crash, truncation, integrity) run only in a process that finds the file alone, as told
  /// by a ``FileLock``; only their verdicts, and SQLite's own "corrupt" / "not a database", allow a
  /// rebuild. Busy, locked, read-only, permission, full-disk and cannot-open errors never do: the
  /// file is left as it is and the cache is off for this process.
  private static func openValidated(at url: URL, sizeLimit: Int, events: inout [Event])
    throws(Damage)
    -> SQLiteConnection
  {
    let path = url.path
    let fileManager = FileManager.default
    // SQLite makes a new database 0644 whatever the umask, and its -wal and -shm files with the
    // database's mode: made 0600 first, all three are owner-only.
    PrivateFiles.createFileIfMissing(atPath: path)
    guard let lock = FileLock(path: path + ".lock") else {
      throw Damage(
        reason: "cannot create \(path).lock: \(String(cString: strerror(errno)))", canRebuild: false)
    }
    let alone = lock.tryExclusive()
    if !alone { lock.shared() }
    let attributes = try? fileManager.attributesOfItem(atPath: path)
    if let type = attributes?[.type] as? FileAttributeType, type != .typeRegular {
      throw Damage(reason: "not a regular file (\(type.rawValue))", canRebuild: false)
    }
    let size = attributes?[.size] as? Int ?? 0
    let walPresent = fileManager.fileExists(atPath: path + "-wal")
    if alone && size > 0 { try checkHeader(path: path, size: size) }
    do {
      let connection = try SQLiteConnection(path: path)
      connection.fileLock = lock
      connection.persistWriteAheadLog()
      try connection.execute("PRAGMA busy_timeout = \(busyTimeoutMilliseconds)")
      let mode = try connection.scalarText("PRAGMA journal_mode = WAL")
      guard mode == "wal" else {
        throw Damage(reason: "cannot enable WAL (journal mode \(mode ?? "?"))", canRebuild: false)
      }
      // NORMAL: a commit survives the process being killed (the OS holds the log); only power
      // loss can drop the last commits, and never corrupts.
      try connection.execute("PRAGMA synchronous = NORMAL")
      // Keep the write-ahead log to about 5 % of the limit so the files on disk stay near it.
      let logPages = max(16, min(1000, sizeLimit / 4096 / 20))
      try connection.execute(
        "PRAGMA wal_autocheckpoint = \(logPages); PRAGMA journal_size_limit = \(logPages * 4096)")
      if try !createSchemaIfMissing(connection) {
        try validate(connection, size: size, walPresent: walPresent, alone: alone, events: &events)
      }
      connection.secretKey = try readSecretKey(connection)
      if alone {
        // Marked dirty (and checkpointed into the main file) until the last process closes it
        // cleanly: a later lone open that finds "dirty" and no write-ahead log knows acknowledged
        // writes were lost with the log.
        try connection.execute("INSERT OR REPLACE INTO meta(key, value) VALUES ('session', 'dirty')")
        try connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        lock.shared()
      } else if try connection.scalarText("SELECT value FROM meta WHERE key = 'session'") != "dirty" {
        try connection.execute("INSERT OR REPLACE INTO meta(key, value) VALUES ('session', 'dirty')")
      }
      return connection
    } catch let error as SQLiteError {
      // Only SQLite's own verdict on a file at rest moves it aside; never busy, locked,
      // read-only, permission, full disk or cannot-open.
      throw Damage(
        reason: error.message, canRebuild: alone && error.isCorruption,
        corruptWhileShared: !alone && error.isCorruption)
    } catch let damage as Damage {
      throw damage
    } catch {
      throw Damage(reason: "\(error)", canRebuild: false)
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
    _ connection: SQLiteConnection, size: Int, walPresent: Bool, alone: Bool, events: inout [Event]
  ) throws -> Void {
    let applicationID = try connection.scalarInt("PRAGMA application_id")
    guard applicationID == Self.applicationID else {
      throw Damage(
        reason: "not a PhaseKit cache (application_id \(applicationID))", canRebuild: alone)
    }
    let version = Int(try connection.scalarInt("PRAGMA user_version"))
    if version > schemaVersion {
      // A newer PhaseKit's cache (an app updated beside an older tool): not ours to empty.
      throw Damage(
        reason: "written by a newer PhaseKit (cache schema \(version); this one reads \(schemaVersion))",
        canRebuild: false)
    }
    // Version 1 differs only in how keys are written: its entries are kept and re-keyed below,
    // once the checks of a file at rest have passed.
    guard version == schemaVersion || version == 1 else {
      guard alone else {
        // Another process uses this file with its own schema: not ours to reset under it.
        throw Damage(
          reason: "in use by another process with schema version \(version)", canRebuild: false)
      }
      try connection.execute("DROP TABLE IF EXISTS entries; DROP TABLE IF EXISTS meta")
      try createSchema(connection)
      events.append(.schemaReset(fromVersion: version, toVersion: schemaVersion))
      return
    }
    if version == 1, !alone {
      throw Damage(reason: "in use by another process with schema version 1", canRebuild: false)
    }
    // A live file (other processes have it open) is consistent by SQLite's locking; the checks
    // below are about a file at rest.
    guard alone else { return }
    let session = try connection.scalarText("SELECT value FROM meta WHERE key = 'session'")
    if session != "clean" {
      let check = try connection.scalarText("PRAGMA quick_check") ?? "no result"
      guard check == "ok" else { throw Damage(reason: "integrity check failed: \(check)") }
      // Without its log the file is the state of the last checkpoint: consistent (checked just
      // above), short of the writes the log held. Keep it, and say so.
      if !walPresent {
        events.append(.recentWritesLost(reason: "write-ahead log missing after an unclean shutdown"))
      }
    } else if !walPresent {
      let expected =
        try connection.scalarInt("PRAGMA page_count")
        * connection.scalarInt("PRAGMA page_size")
      guard Int64(size) >= expected else {
        throw Damage(reason: "file truncated: \(size) of \(expected) bytes")
      }
    }
    if version == 1 { try migrateKeys(connection) }
  }

  /// Creates the schema in a write transaction when the file has none; returns whether it did.
  /// Two processes opening a new file at once both get here: the second one's transaction starts
  /// after the first one's commit, finds the tables and leaves them.
  private static func createSchemaIfMissing(_ connection: SQLiteConnection) throws(SQLiteError) -> Bool {
    try connection.transaction { () throws(SQLiteError) -> Bool in
      guard try connection.scalarInt("SELECT count(*) FROM sqlite_schema") == 0 else { return false }
      try createSchemaStatements(connection)
      return true
    }
  }

  private static func createSchema(_ connection: SQLiteConnection) throws(SQLiteError) {
    try connection.transaction { () throws(SQLiteError) in try createSchemaStatements(connection) }
  }

  private static func createSchemaStatements(_ connection: SQLiteConnection) throws(SQLiteError) {
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
    try insertSecretKey(connection)
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

  /// Marks the session clean and folds the write-ahead log into the main file, when this is the
  /// last process with the file open; otherwise just closes (the last one marks it).
  static func closeCleanly(_ connection: SQLiteConnection) {
    if !connection.isReadOnly, connection.fileLock?.tryExclusive() ?? true {
      try? connection.execute("UPDATE meta SET value = 'clean' WHERE key = 'session'")
      try? connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    }
    connection.close()
  }
}
