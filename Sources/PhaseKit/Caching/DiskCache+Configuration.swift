import Foundation

extension DiskCache {
  /// How big a disk cache may grow, how long entries live, and where its events go.
  public struct Configuration: Sendable {
    /// The most bytes the entries may take, enforced on every write by evicting the least
    /// recently used entries. Default: 100 MB.
    ///
    /// An entry's cost is its value's size plus its key and a fixed per-row overhead, so the
    /// database file stays close to this limit (within about 10 %, write-ahead log included).
    public var sizeLimit: Int
    /// How long an entry lives when it is stored without an explicit expiry date; `nil` (the
    /// default) keeps entries until they are evicted, so an offline app can still show them.
    public var timeToLive: Duration?
    /// Reads refresh an entry's last-access time only when it is older than this, so a hit does
    /// not always cost a write. Default: one second.
    public var accessTimeGranularity: Duration
    /// The wall-clock time used for stored-at, last-access and expiry. Default: `Date()`.
    /// Tests inject a controllable clock here.
    public var now: @Sendable () -> Date
    /// Called, outside the cache's lock, for every ``DiskCache/Event``. Default: ignores them.
    public var onEvent: @Sendable (Event) -> Void

    /// Creates a configuration; every parameter has the default documented on its property.
    public init(
      sizeLimit: Int = 100 << 20,
      timeToLive: Duration? = nil,
      accessTimeGranularity: Duration = .seconds(1),
      now: @escaping @Sendable () -> Date = { Date() },
      onEvent: @escaping @Sendable (Event) -> Void = { _ in }
    ) {
      self.sizeLimit = sizeLimit
      self.timeToLive = timeToLive
      self.accessTimeGranularity = accessTimeGranularity
      self.now = now
      self.onEvent = onEvent
    }
  }

  /// One cached value as stored on disk, with its bookkeeping.
  public struct Entry: Sendable, Hashable {
    /// The key it is stored under.
    public var key: String
    /// The stored bytes, already checked against their checksum.
    public var data: Data
    /// When the bytes were stored or last revalidated (HTTP 304).
    public var storedAt: Date
    /// When the entry was last read or written (to within the access-time granularity).
    public var lastAccess: Date
    /// When the entry stops being served; `nil` for never.
    public var expiresAt: Date?
    /// The HTTP `ETag` the bytes came with, for `If-None-Match`.
    public var etag: String?
    /// The HTTP `Last-Modified` the bytes came with, for `If-Modified-Since`.
    public var lastModified: String?
    /// What the entry counts against the size limit, in bytes.
    public var cost: Int
  }

  /// Per-row overhead added to each entry's cost: the row header, the key's index entry and the
  /// last-access index entry, rounded up.
  static let rowOverhead = 96

  /// The cost of storing `data` under `key`: what it takes on disk. Values too big to share a
  /// page spill into overflow pages, so they are counted in whole 4 KB pages.
  static func cost(key: String, data: Data) -> Int {
    let payload = data.count + 2 * key.utf8.count + rowOverhead
    return payload > 2048 ? (payload + 4095) / 4096 * 4096 : payload
  }
}
