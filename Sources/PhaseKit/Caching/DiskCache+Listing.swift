import Foundation

extension DiskCache {
  /// One stored entry as a listing shows it: its key, size and dates, without its bytes.
  public struct EntrySummary: Sendable, Hashable {
    /// The key, such as a URL string, as stored: it may hold credentials. Show
    /// ``redactedKey`` to people.
    public var key: String
    /// The size of the stored bytes.
    public var size: Int
    /// What the entry counts against ``Configuration/sizeLimit``: its bytes and its key.
    public var cost: Int
    /// When the bytes were fetched.
    public var storedAt: Date
    /// When the entry was last read or written.
    public var lastAccess: Date
    /// When the entry stops being served, or nil for never.
    public var expiresAt: Date?
    /// Whether the entry carries an `ETag` or `Last-Modified` to revalidate with.
    public var isRevalidatable: Bool

    /// ``key`` with secret query values and URL passwords shown as `…` (``SecretRedaction``).
    public var redactedKey: String { SecretRedaction.apply(to: key) }
  }

  /// Every entry, ordered by key, read from the file now: entries other processes stored since
  /// this one opened it are listed, and an expired entry is listed until a write purges it.
  ///
  /// Safe while other processes use the cache: one read transaction of SQLite's, which neither
  /// waits for writers (WAL) nor blocks them.
  ///
  /// - Throws: ``Error/storage(operation:code:message:)`` for I/O errors, ``Error/closed(path:)``.
  public func entrySummaries() throws(Error) -> [EntrySummary] {
    try perform("list", recovered: []) { connection, _, _ throws(SQLiteError) in
      let select = try connection.statement(
        """
        SELECT key, length(value), cost, stored_at, last_access, expires_at,
          etag IS NOT NULL OR last_modified IS NOT NULL
        FROM entries ORDER BY key
        """)
      defer { select.reset() }
      var entries: [EntrySummary] = []
      while try select.step() {
        entries.append(
          EntrySummary(
            key: select.text(at: 0) ?? "", size: Int(select.int64(at: 1)), cost: Int(select.int64(at: 2)),
            storedAt: Date(timeIntervalSince1970: select.double(at: 3)),
            lastAccess: Date(timeIntervalSince1970: select.double(at: 4)),
            expiresAt: select.optionalDouble(at: 5).map(Date.init(timeIntervalSince1970:)),
            isRevalidatable: select.int64(at: 6) != 0))
      }
      return entries
    }
  }

  /// The size of every entry together, counted in the file now (other processes' writes
  /// included), unlike ``totalCost``, which this process keeps as it writes.
  ///
  /// - Throws: ``Error/storage(operation:code:message:)`` for I/O errors, ``Error/closed(path:)``.
  public func storedCost() throws(Error) -> Int {
    try perform("size", recovered: 0) { connection, totals, _ throws(SQLiteError) in
      let fresh = try Self.readTotals(connection)
      totals = fresh
      return fresh.cost
    }
  }
}
