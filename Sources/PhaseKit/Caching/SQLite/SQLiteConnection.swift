import Foundation

#if canImport(SQLite3)
  import SQLite3
#else
  import CSQLite
#endif

/// A failed SQLite call: the result code (extended when known) and SQLite's own message.
struct SQLiteError: Error, Sendable, Hashable {
  /// The extended result code, such as `SQLITE_CORRUPT` or `SQLITE_IOERR_SHORT_READ`.
  var code: Int32
  /// SQLite's message, plus what was being done.
  var message: String

  /// The primary result code, without the extended bits.
  var primaryCode: Int32 { code & 0xFF }

  /// Whether the file is damaged or not a database: the caller should quarantine and rebuild.
  var isCorruption: Bool {
    primaryCode == SQLITE_CORRUPT || primaryCode == SQLITE_NOTADB
  }
}

/// One SQLite connection with a cache of prepared statements.
///
/// Not `Sendable` on purpose: ``DiskCache`` keeps its only connection inside a lock, so every
/// use is serialised by that lock.
final class SQLiteConnection {
  private(set) var handle: OpaquePointer?
  private var statements: [String: SQLiteStatement] = [:]
  /// The shared lock this process holds on the file while it is open (see ``FileLock``).
  var fileLock: FileLock?
  /// The file's key for the digests that stand for secrets in stored keys (see
  /// `DiskCache.storedKey(_:in:)`); nil for a file that keeps its keys as they are.
  var secretKey: [UInt8]? {
    didSet { storedKeys.removeAll() }
  }
  /// Stored keys already worked out for keys with secrets, so that reading one again costs no
  /// HMAC; emptied when it reaches 256.
  var storedKeys: [String: String] = [:]

  /// How a connection may use its file.
  enum Access {
    /// Read and write, creating the file when missing.
    case readWrite
    /// Read only, with SQLite's locking (the write-ahead log's shared memory must be readable).
    case readOnly
    /// Read only, as a file nobody changes (`immutable=1`): no locks, no shared memory, for a file
    /// on a read-only file system whose side files cannot be made.
    case immutable
  }

  /// Opens the database at `path` (creating it when missing and `access` is ``Access/readWrite``).
  init(path: String, access: Access = .readWrite) throws(SQLiteError) {
    var db: OpaquePointer?
    var name = path
    var flags = SQLITE_OPEN_NOMUTEX
    switch access {
    case .readWrite: flags |= SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
    case .readOnly: flags |= SQLITE_OPEN_READONLY
    case .immutable:
      flags |= SQLITE_OPEN_READONLY | SQLITE_OPEN_URI
      let escaped = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
      name = "file:\(escaped)?immutable=1"
    }
    let rc = sqlite3_open_v2(name, &db, flags, nil)
    guard rc == SQLITE_OK, let db else {
      let message = db.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open"
      sqlite3_close_v2(db)
      throw SQLiteError(code: rc, message: "open \(path): \(message)")
    }
    sqlite3_extended_result_codes(db, 1)
    handle = db
  }

  deinit { close() }

  /// Finalizes every cached statement and closes the connection; later calls fail with
  /// `SQLITE_MISUSE`.
  func close() {
    statements.removeAll()
    if let handle { sqlite3_close_v2(handle) }
    handle = nil
    fileLock?.release()
    fileLock = nil
  }

  /// Runs one or more statements that return no rows.
  func execute(_ sql: String) throws(SQLiteError) {
    guard let handle else { throw SQLiteError(code: SQLITE_MISUSE, message: "connection closed") }
    var errorMessage: UnsafeMutablePointer<CChar>?
    let rc = sqlite3_exec(handle, sql, nil, nil, &errorMessage)
    if rc != SQLITE_OK {
      let text = errorMessage.map { String(cString: $0) } ?? String(cString: sqlite3_errstr(rc))
      sqlite3_free(errorMessage)
      throw SQLiteError(code: sqlite3_extended_errcode(handle), message: "\(sql): \(text)")
    }
  }

  /// A prepared statement for `sql`, reset and with cleared bindings, cached for reuse.
  func statement(_ sql: String) throws(SQLiteError) -> SQLiteStatement {
    if let cached = statements[sql] {
      cached.reset()
      return cached
    }
    guard let handle else { throw SQLiteError(code: SQLITE_MISUSE, message: "connection closed") }
    var raw: OpaquePointer?
    let rc = sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &raw, nil)
    guard rc == SQLITE_OK, let raw else {
      throw SQLiteError(code: sqlite3_extended_errcode(handle), message: "prepare \(sql): \(lastMessage)")
    }
    let statement = SQLiteStatement(raw: raw, connection: self, sql: sql)
    statements[sql] = statement
    return statement
  }

  /// The first column of the first row of `sql`, as text (nil when there is no row).
  func scalarText(_ sql: String) throws(SQLiteError) -> String? {
    let statement = try statement(sql)
    defer { statement.reset() }
    guard try statement.step() else { return nil }
    return statement.text(at: 0)
  }

  /// The first column of the first row of `sql`, as an integer (0 when there is no row).
  func scalarInt(_ sql: String) throws(SQLiteError) -> Int64 {
    let statement = try statement(sql)
    defer { statement.reset() }
    guard try statement.step() else { return 0 }
    return statement.int64(at: 0)
  }

  /// Runs `body` inside `BEGIN IMMEDIATE` … `COMMIT`, rolling back when it throws.
  func transaction<T>(_ body: () throws(SQLiteError) -> T) throws(SQLiteError) -> T {
    try execute("BEGIN IMMEDIATE")
    do {
      let result = try body()
      try execute("COMMIT")
      return result
    } catch {
      try? execute("ROLLBACK")
      throw error
    }
  }

  /// The number of rows changed by the last statement.
  /// Keeps the write-ahead log file when the last connection closes (`SQLITE_FCNTL_PERSIST_WAL`),
  /// so a log that is missing was deleted by someone, never by SQLite's own clean close.
  func persistWriteAheadLog() {
    guard let handle else { return }
    var on: Int32 = 1
    _ = sqlite3_file_control(handle, "main", SQLITE_FCNTL_PERSIST_WAL, &on)
  }

  var changes: Int { handle.map { Int(sqlite3_changes($0)) } ?? 0 }

  /// Whether the connection can only read (opened so, or its file is read-only).
  var isReadOnly: Bool { handle.map { sqlite3_db_readonly($0, "main") == 1 } ?? false }

  var lastMessage: String {
    handle.map { String(cString: sqlite3_errmsg($0)) } ?? "connection closed"
  }
}
