import Foundation

extension ResourceStore {
  /// One copy the store's disk cache holds, as a listing shows it.
  public struct CachedEntry: Sendable, Hashable {
    /// The key, such as a URL string, as stored: it may hold credentials. Show ``redactedKey``.
    public var key: String
    /// ``key`` with secret query values and URL passwords shown as `…` (``SecretRedaction``).
    public var redactedKey: String { SecretRedaction.apply(to: key) }
    /// Where the copy came from: the key's `scheme://host[:port]` when it is a URL, else nil.
    public var origin: String?
    /// The size of the stored bytes.
    public var size: Int
    /// When the bytes were fetched.
    public var storedAt: Date
    /// When the copy stops being served, or nil for never.
    public var expiresAt: Date?
    /// Whether the copy is older than ``Configuration/staleAfter`` (or expired): a load with a
    /// network-first or stale-while-revalidate policy asks the origin again.
    public var isStale: Bool
  }

  /// Every copy in the disk cache, ordered by key, read from the file now (what other processes
  /// stored included); empty without a disk cache or when it cannot be read (the failure is
  /// reported as an event, as every disk error is).
  ///
  /// The memory cache holds copies of this process only, each also on disk.
  ///
  /// ```swift
  /// for entry in store.cachedEntries() { print(entry.redactedKey, entry.size, entry.isStale) }
  /// ```
  public func cachedEntries() -> [CachedEntry] {
    let now = configuration.now()
    let summaries = reportingDiskErrors { disk throws(DiskCache.Error) in try disk.entrySummaries() } ?? []
    return summaries.map { summary in
      CachedEntry(
        key: summary.key, origin: Self.origin(ofKey: summary.key), size: summary.size,
        storedAt: summary.storedAt, expiresAt: summary.expiresAt,
        isStale: isStale(summary.storedAt) || summary.expiresAt.map { $0 <= now } == true)
    }
  }

  /// What the disk cache's copies count against its size limit (their bytes and their keys),
  /// counted in the file now (other processes' writes included); 0 without a disk cache. The
  /// bytes of each copy alone are ``CachedEntry/size``.
  public var cachedSize: Int {
    reportingDiskErrors { disk throws(DiskCache.Error) in try disk.storedCost() } ?? 0
  }

  /// Removes the copies whose key is `keyOrPrefix` or starts with it (a URL prefix such as
  /// `https://example.com/`), from memory and disk, and refetches the loaders on screen that
  /// show one; safe while other processes use the cache (one SQLite write transaction).
  ///
  /// - Parameter keyOrPrefix: A whole key, or the start of keys.
  /// - Returns: How many copies were removed from disk.
  @discardableResult
  public func removeCachedEntries(matching keyOrPrefix: String) -> Int {
    memory.removeValues { $0.hasPrefix(keyOrPrefix) }
    let removed =
      reportingDiskErrors { disk throws(DiskCache.Error) in try disk.removeEntries(withPrefix: keyOrPrefix) } ?? 0
    notifyInvalidated { $0.hasPrefix(keyOrPrefix) }
    return removed
  }

  /// `https://example.com:8443` for a URL key; nil for any other key.
  static func origin(ofKey key: String) -> String? {
    guard let url = URL(string: key), let scheme = url.scheme, let host = url.host, key.contains("://") else {
      return nil
    }
    return "\(scheme)://\(host)" + (url.port.map { ":\($0)" } ?? "")
  }
}
