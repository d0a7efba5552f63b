import Foundation

#if canImport(SQLite3)
  import SQLite3
#else
  import CSQLite
#endif

/// `SQLITE_TRANSIENT`: SQLite copies the bound bytes before the call returns. The C macro is a
/// cast of -1 and is not imported into Swift.
private let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

/// A prepared statement owned by one ``SQLiteConnection`` (and used under the same lock).
final class SQLiteStatement {
  private let raw: OpaquePointer
  private unowned let connection: SQLiteConnection
  let sql: String

  init(raw: OpaquePointer, connection: SQLiteConnection, sql: String) {
    self.raw = raw
    self.connection = connection
    self.sql = sql
  }

  deinit { sqlite3_finalize(raw) }

  /// Resets the statement and clears its bindings so it can run again.
  func reset() {
    sqlite3_reset(raw)
    sqlite3_clear_bindings(raw)
  }

  // MARK: Binding (1-based indexes, as in SQL)

  func bind(_ value: String?, at index: Int32) {
    if let value {
      sqlite3_bind_text(raw, index, value, -1, transient)
    } else {
      sqlite3_bind_null(raw, index)
    }
  }

  func bind(_ value: Int64, at index: Int32) { sqlite3_bind_int64(raw, index, value) }

  func bind(_ value: Double?, at index: Int32) {
    if let value { sqlite3_bind_double(raw, index, value) } else { sqlite3_bind_null(raw, index) }
  }

  func bind(_ value: Data, at index: Int32) {
    value.withUnsafeBytes { buffer in
      // A zero-length blob must still be a blob, not NULL: pass a non-nil pointer.
      let base = buffer.baseAddress ?? UnsafeRawPointer(bitPattern: 1)
      sqlite3_bind_blob64(raw, index, base, sqlite3_uint64(buffer.count), transient)
    }
  }

  // MARK: Stepping

  /// Advances to the next row: `true` for a row, `false` when done.
  @discardableResult
  func step() throws(SQLiteError) -> Bool {
    switch sqlite3_step(raw) {
    case SQLITE_ROW: return true
    case SQLITE_DONE: return false
    case let rc:
      let message = connection.lastMessage
      sqlite3_reset(raw)
      throw SQLiteError(
        code: connection.handle.map { sqlite3_extended_errcode($0) } ?? rc,
        message: "\(sql): \(message)")
    }
  }

  /// Runs the statement to completion, discarding rows, and resets it.
  func run() throws(SQLiteError) {
    defer { reset() }
    while try step() {}
  }

  // MARK: Columns (0-based indexes, as in the C API)

  func isNull(at index: Int32) -> Bool { sqlite3_column_type(raw, index) == SQLITE_NULL }

  func int64(at index: Int32) -> Int64 { sqlite3_column_int64(raw, index) }

  func double(at index: Int32) -> Double { sqlite3_column_double(raw, index) }

  func optionalDouble(at index: Int32) -> Double? { isNull(at: index) ? nil : double(at: index) }

  func text(at index: Int32) -> String? {
    guard let pointer = sqlite3_column_text(raw, index) else { return nil }
    return String(cString: pointer)
  }

  func data(at index: Int32) -> Data {
    let count = Int(sqlite3_column_bytes(raw, index))
    guard count > 0, let pointer = sqlite3_column_blob(raw, index) else { return Data() }
    return Data(bytes: pointer, count: count)
  }
}
