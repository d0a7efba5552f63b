import Foundation

/// A durable key–value cache in one SQLite file: crash-safe, size-limited, self-repairing.
///
/// Each entry holds the value's bytes, a checksum, when it was stored and last read, an optional
/// expiry date, and the HTTP validators (`ETag`, `Last-Modified`) it came with. The database runs
/// in WAL mode, so a process killed mid-write loses at most the write in flight and never an
/// acknowledged one.
///
/// ```swift
/// let cache = try DiskCache(url: cachesFolder.appendingPathComponent("resources.sqlite"),
///                           configuration: .init(sizeLimit: 50 << 20))
/// try cache.setData(bytes, forKey: "https://example.com/today.csv", etag: "\"v7\"")
/// let entry = try cache.entry(forKey: "https://example.com/today.csv")   // Entry?
/// ```
///
/// - The size limit is enforced on every write, evicting the least recently read entries.
/// - A damaged file (garbage, truncated, failed integrity check, or damage found later by a
///   query) is moved to `<name>.corrupt`, an empty cache is built in its place and
///   ``Event/corruptionRecovered(reason:quarantinedAt:)`` is reported. A consistent file whose
///   write-ahead log was lost after a crash is kept (``Event/recentWritesLost(reason:)``); a file
///   of a newer schema is left alone (``Error/cannotOpen(path:reason:)``). An entry whose bytes
///   fail their checksum is dropped and read as a miss (``Event/checksumMismatch(key:)``).
///
/// - Several processes may use one file at once (two command-line runs, an app and its widget):
///   SQLite's locking keeps it consistent, and a file is moved aside only when SQLite says it is
///   damaged, never because it is busy, locked, read-only or cannot be opened — those throw
///   ``Error/cannotOpen(path:reason:)`` and leave the file as it is.
///
/// > Important: All methods are synchronous and thread-safe: one connection, serialised by a
/// > lock. Call them off the main actor for large values.
public final class DiskCache: Sendable {
  /// Counts kept beside the connection so the size limit needs no query.
  struct Totals {
    var cost = 0
    var count = 0
  }

  /// Everything the lock guards. The connection is not `Sendable`; the lock is what makes
  /// this class safe to share.
  struct State {
    var connection: SQLiteConnection?
    var totals = Totals()
  }

  /// Where the database file is.
  public let url: URL
  /// Where the store's asynchronous paths run this cache's calls: in order, off Swift's
  /// cooperative pool, since a write can wait up to the busy timeout for another process's lock.
  package let queue = DispatchQueue(label: "PhaseKit.DiskCache")
  /// The limits and hooks this cache was opened with.
  public let configuration: Configuration
  let state: Lock<State>

  /// Opens the cache at `url`, creating it (and its folder) when missing.
  ///
  /// A damaged file is quarantined and rebuilt, reported through `configuration.onEvent` before
  /// this initializer returns; expired entries are purged and the size limit is applied.
  ///
  /// - Parameters:
  ///   - url: The database file, such as `Caches/PhaseKit/resources.sqlite`.
  ///   - configuration: Size limit, time to live, clock and event hook. Default: ``Configuration/init(sizeLimit:timeToLive:accessTimeGranularity:now:onEvent:)``.
  /// - Throws: ``Error/cannotOpen(path:reason:)`` when no usable database can be made at `url`.
  public init(url: URL, configuration: Configuration = .init()) throws(Error) {
    self.url = url
    self.configuration = configuration
    var events: [Event] = []
    let connection = try Self.openOrRebuild(
      at: url, sizeLimit: configuration.sizeLimit, events: &events)
    isReadOnly = connection.isReadOnly
    state = Lock(State(connection: connection))
    for event in events { configuration.onEvent(event) }
    try perform("open", recovered: ()) { [isReadOnly] connection, totals, events throws(SQLiteError) in
      if !isReadOnly { try self.purgeExpired(connection, events: &events) }
      totals = try Self.readTotals(connection)
      if !isReadOnly { try self.evict(connection, totals: &totals, toFit: 0, keeping: nil, events: &events) }
    }
  }

  /// Whether the file was opened read-only (see ``Event/openedReadOnly(reason:)``): entries are
  /// read, never touched, expired or dropped, and writes fail.
  public let isReadOnly: Bool

  deinit { close() }

  /// Marks the file cleanly closed and releases it. Later calls throw ``Error/closed(path:)``.
  ///
  /// Closing is optional (deinit closes too) but lets the next launch skip the integrity check
  /// that follows an unclean shutdown.
  public func close() {
    state.withLock { state in
      if let connection = state.connection { Self.closeCleanly(connection) }
      state.connection = nil
    }
  }

  /// The total cost of all entries, in bytes; at most ``Configuration/sizeLimit``.
  public var totalCost: Int { state.withLock { $0.totals.cost } }

  /// The number of entries.
  public var count: Int { state.withLock { $0.totals.count } }

  /// Runs `body` with the connection under the lock, turning SQLite errors into ``Error``.
  ///
  /// Corruption found mid-operation is repaired here: the file is quarantined and rebuilt, and
  /// `body` runs once more on the empty cache when `retry` is true (writes), or `recovered` is
  /// returned (reads, which then miss). Events are delivered after the lock is released.
  func perform<T: Sendable>(
    _ operation: String, retry: Bool = false, recovered: T,
    _ body: (SQLiteConnection, inout Totals, inout [Event]) throws(SQLiteError) -> T
  ) throws(Error) -> T {
    var events: [Event] = []
    let result: Result<T, Error> = state.withLock { state in
      guard let connection = state.connection else { return .failure(.closed(path: url.path)) }
      do throws(SQLiteError) {
        return .success(try body(connection, &state.totals, &events))
      } catch {
        guard error.isCorruption else {
          return .failure(.storage(operation: operation, code: error.code, message: error.message))
        }
        state.connection = nil
        connection.close()
        state.totals = Totals()
        do throws(Error) {
          let fresh = try Self.recover(
            at: url, sizeLimit: configuration.sizeLimit, reason: "\(operation): \(error.message)",
            events: &events)
          state.connection = fresh
          guard retry else { return .success(recovered) }
          do throws(SQLiteError) {
            return .success(try body(fresh, &state.totals, &events))
          } catch {
            return .failure(.storage(operation: operation, code: error.code, message: error.message))
          }
        } catch {
          return .failure(error)
        }
      }
    }
    for event in events { configuration.onEvent(event) }
    return try result.get()
  }

  static func readTotals(_ connection: SQLiteConnection) throws(SQLiteError) -> Totals {
    let statement = try connection.statement("SELECT coalesce(sum(cost), 0), count(*) FROM entries")
    defer { statement.reset() }
    guard try statement.step() else { return Totals() }
    return Totals(cost: Int(statement.int64(at: 0)), count: Int(statement.int64(at: 1)))
  }

  /// Runs `PRAGMA integrity_check` and returns the problems it lists; empty means healthy.
  ///
  /// This reads the whole file; apps rarely need it (the cache checks itself after an unclean
  /// shutdown). Tests and diagnostics do.
  public func integrityProblems() throws(Error) -> [String] {
    try perform("integrity check", recovered: ["recovered from corruption"]) {
      connection, _, _ throws(SQLiteError) in
      let statement = try connection.statement("PRAGMA integrity_check")
      defer { statement.reset() }
      var lines: [String] = []
      while try statement.step() { lines.append(statement.text(at: 0) ?? "") }
      return lines == ["ok"] ? [] : lines
    }
  }
}
