import Foundation

extension DiskCache {
  /// The entry stored under `key`, or `nil` when there is none, it has expired, or its bytes fail
  /// their checksum (both of which also remove it).
  ///
  /// Reading refreshes the entry's last-access time (to within
  /// ``Configuration/accessTimeGranularity``), which is what LRU eviction orders by.
  /// - Throws: ``Error/storage(operation:code:message:)`` for I/O errors, ``Error/closed(path:)``.
  public func entry(forKey key: String) throws(Error) -> Entry? {
    let now = configuration.now()
    let granularity = configuration.accessTimeGranularity.secondsValue
    let isReadOnly = self.isReadOnly
    return try perform("read", recovered: nil) { connection, totals, events throws(SQLiteError) in
      let select = try connection.statement(
        """
        SELECT checksum, stored_at, last_access, expires_at, etag, last_modified, cost, value
        FROM entries WHERE key = ?1
        """)
      let stored = Self.storedKey(key, in: connection)
      select.bind(stored, at: 1)
      guard try select.step() else { return nil }
      var entry = Entry(
        key: key, data: select.data(at: 7),
        storedAt: Date(timeIntervalSince1970: select.double(at: 1)),
        lastAccess: Date(timeIntervalSince1970: select.double(at: 2)),
        expiresAt: select.optionalDouble(at: 3).map(Date.init(timeIntervalSince1970:)),
        etag: select.text(at: 4), lastModified: select.text(at: 5), cost: Int(select.int64(at: 6)))
      let checksum = UInt64(bitPattern: select.int64(at: 0))
      select.reset()
      if let expiry = entry.expiresAt, expiry <= now {
        if !isReadOnly { try self.delete(stored, connection, totals: &totals) }
        events.append(.expired(key: key))
        return nil
      }
      guard Checksum.of(entry.data) == checksum else {
        if !isReadOnly { try self.delete(stored, connection, totals: &totals) }
        events.append(.checksumMismatch(key: key))
        return nil
      }
      if !isReadOnly, now.timeIntervalSince(entry.lastAccess) >= granularity {
        // Best effort: a full disk (or a lock held elsewhere) must not turn a hit into a miss.
        let touch = try connection.statement("UPDATE entries SET last_access = ?2 WHERE key = ?1")
        touch.bind(stored, at: 1)
        touch.bind(now.timeIntervalSince1970, at: 2)
        do throws(SQLiteError) {
          try touch.run()
          entry.lastAccess = now
        } catch  where error.isCorruption {
          throw error
        } catch {
          touch.reset()
        }
      }
      return entry
    }
  }

  /// Stores `data` under `key`, replacing any entry, and evicts least recently used entries until
  /// the total fits ``Configuration/sizeLimit``.
  ///
  /// When this returns, the write is committed: it survives the process being killed.
  ///
  /// - Parameters:
  ///   - data: The bytes to store.
  ///   - key: The key, such as a URL string.
  ///   - etag: The HTTP `ETag` the bytes came with. Default: none.
  ///   - lastModified: The HTTP `Last-Modified` the bytes came with. Default: none.
  ///   - storedAt: When the bytes were fetched. Default: now.
  ///   - expiresAt: When to stop serving them. Default: now + ``Configuration/timeToLive``, or
  ///     never when that is `nil`.
  /// - Returns: `false` when the value alone is larger than the size limit (nothing is stored and
  ///   any older entry for `key` is removed).
  @discardableResult
  public func setData(
    _ data: Data, forKey key: String, etag: String? = nil, lastModified: String? = nil,
    storedAt: Date? = nil, expiresAt: Date? = nil
  ) throws(Error) -> Bool {
    let now = configuration.now()
    let cost = Self.cost(key: key, data: data)
    guard cost <= configuration.sizeLimit else {
      try removeEntry(forKey: key)
      return false
    }
    let expiry = expiresAt ?? configuration.timeToLive.map { now.addingTimeInterval($0.secondsValue) }
    let checksum = Int64(bitPattern: Checksum.of(data))
    return try perform("write", retry: true, recovered: false) {
      connection, totals, events throws(SQLiteError) in
      var updated = totals
      let stored = Self.storedKey(key, in: connection)
      try connection.transaction { () throws(SQLiteError) in
        try self.delete(stored, connection, totals: &updated)
        let insert = try connection.statement(
          """
          INSERT INTO entries(key, checksum, stored_at, last_access, expires_at, etag,
                              last_modified, cost, value)
          VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)
          """)
        insert.bind(stored, at: 1)
        insert.bind(checksum, at: 2)
        insert.bind((storedAt ?? now).timeIntervalSince1970, at: 3)
        insert.bind(now.timeIntervalSince1970, at: 4)
        insert.bind(expiry?.timeIntervalSince1970, at: 5)
        insert.bind(etag, at: 6)
        insert.bind(lastModified, at: 7)
        insert.bind(Int64(cost), at: 8)
        insert.bind(data, at: 9)
        try insert.run()
        updated.cost += cost
        updated.count += 1
        try self.evict(connection, totals: &updated, toFit: 0, keeping: stored, events: &events)
      }
      totals = updated
      return true
    }
  }

  /// Marks the entry under `key` as fresh again without rewriting its bytes: what an HTTP 304
  /// means. New validators replace the old ones when given.
  ///
  /// - Returns: `false` when there is no such entry.
  @discardableResult
  public func refreshEntry(
    forKey key: String, storedAt: Date? = nil, etag: String? = nil, lastModified: String? = nil,
    expiresAt: Date? = nil
  ) throws(Error) -> Bool {
    let now = configuration.now()
    let expiry = expiresAt ?? configuration.timeToLive.map { now.addingTimeInterval($0.secondsValue) }
    return try perform("refresh", retry: false, recovered: false) {
      connection, _, _ throws(SQLiteError) in
      let update = try connection.statement(
        """
        UPDATE entries SET stored_at = ?2, last_access = ?3, expires_at = ?4,
          etag = coalesce(?5, etag), last_modified = coalesce(?6, last_modified)
        WHERE key = ?1
        """)
      update.bind(Self.storedKey(key, in: connection), at: 1)
      update.bind((storedAt ?? now).timeIntervalSince1970, at: 2)
      update.bind(now.timeIntervalSince1970, at: 3)
      update.bind(expiry?.timeIntervalSince1970, at: 4)
      update.bind(etag, at: 5)
      update.bind(lastModified, at: 6)
      try update.run()
      return connection.changes > 0
    }
  }

  /// Removes the entry under `key`, if any.
  public func removeEntry(forKey key: String) throws(Error) {
    try perform("remove", recovered: ()) { connection, totals, _ throws(SQLiteError) in
      try self.delete(Self.storedKey(key, in: connection), connection, totals: &totals)
    }
  }

  /// Removes every entry whose key starts with `prefix`, such as every URL of one host.
  ///
  /// Keys are compared as they are stored, secrets keyed (see the type's discussion), so a
  /// prefix that ends inside a secret value (`?token=ab`) matches no key with that secret.
  ///
  /// - Returns: How many entries were removed.
  @discardableResult
  public func removeEntries(withPrefix prefix: String) throws(Error) -> Int {
    try perform("remove prefix", recovered: 0) { connection, totals, _ throws(SQLiteError) in
      let delete = try connection.statement(
        "DELETE FROM entries WHERE substr(key, 1, length(?1)) = ?1 RETURNING cost")
      delete.bind(Self.storedKey(prefix, in: connection), at: 1)
      defer { delete.reset() }
      var removed = 0
      while try delete.step() {
        totals.cost -= Int(delete.int64(at: 0))
        removed += 1
      }
      totals.count -= removed
      return removed
    }
  }

  /// Removes every entry.
  public func removeAll() throws(Error) {
    try perform("remove all", recovered: ()) { connection, totals, _ throws(SQLiteError) in
      try connection.execute("DELETE FROM entries")
      totals = Totals()
    }
  }

  // MARK: - Under the lock

  /// Deletes the entry stored under `key` (as stored: see ``storedKey(_:in:)``).
  func delete(_ key: String, _ connection: SQLiteConnection, totals: inout Totals)
    throws(SQLiteError)
  {
    let delete = try connection.statement("DELETE FROM entries WHERE key = ?1 RETURNING cost")
    delete.bind(key, at: 1)
    defer { delete.reset() }
    while try delete.step() {
      totals.cost -= Int(delete.int64(at: 0))
      totals.count -= 1
    }
  }

  /// Evicts least recently used entries (never `keeping`) until `totals.cost + toFit` fits.
  func evict(
    _ connection: SQLiteConnection, totals: inout Totals, toFit extra: Int, keeping: String?,
    events: inout [Event]
  ) throws(SQLiteError) {
    while totals.cost + extra > configuration.sizeLimit {
      let oldest = try connection.statement(
        "SELECT key, cost FROM entries WHERE key IS NOT ?1 ORDER BY last_access LIMIT 32")
      oldest.bind(keeping, at: 1)
      var victims: [(key: String, cost: Int)] = []
      while try oldest.step() {
        victims.append((oldest.text(at: 0) ?? "", Int(oldest.int64(at: 1))))
      }
      oldest.reset()
      guard !victims.isEmpty else { return }
      for victim in victims where totals.cost + extra > configuration.sizeLimit {
        try delete(victim.key, connection, totals: &totals)
        events.append(.evicted(key: victim.key, cost: victim.cost))
      }
    }
  }

  /// Removes every entry whose expiry date has passed.
  func purgeExpired(_ connection: SQLiteConnection, events: inout [Event]) throws(SQLiteError) {
    let purge = try connection.statement(
      "DELETE FROM entries WHERE expires_at IS NOT NULL AND expires_at <= ?1 RETURNING key")
    purge.bind(configuration.now().timeIntervalSince1970, at: 1)
    defer { purge.reset() }
    while try purge.step() { events.append(.expired(key: purge.text(at: 0) ?? "")) }
  }
}
