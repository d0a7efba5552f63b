import Foundation

/// The engine a ``Loader`` uses when given a key: one origin request per key however many
/// callers ask, a memory cache over an optional disk cache, freshness, HTTP revalidation and
/// offline fallback.
///
/// ```swift
/// let store = try ResourceStore(directory: cachesFolder)        // memory + SQLite on disk
/// let source = HTTPSource(url: URL(string: "https://example.com/today.csv")!)
/// let loaded = try await store.load(source, policy: .networkFirst) { data throws(DataError) in
///   try decodeSeries(data)
/// }
/// print(loaded.origin, loaded.date)   // .network, now — or .disk, yesterday, when offline
/// ```
///
/// Lookups go memory → disk → origin. Concurrent loads of one key share one origin request
/// (callers park as continuations); cancelling one caller leaves the others' request running,
/// and the request is cancelled only when its last caller cancels. A failed or truncated response
/// is never stored, nor one whose bytes the caller's decoder rejects.
///
/// > Important: The key (by default the source's `identity`) names one resource. Two sources
/// > with the same key share their cache entry and their in-flight request.
public final class ResourceStore: Sendable {
  /// The limits, freshness and hooks this store was made with.
  public let configuration: Configuration
  let memory: MemoryCache<String, Stored>
  @usableFromInline let pool = CoalescingPool()
  let invalidationObservers = InvalidationObservers()
  let refreshGroups = RefreshGroups()
  /// Each key's last origin answer: stale mark, error, back-off, `Retry-After`, revision.
  let keyStates = KeyStates()

  /// Creates a store; memory only unless `configuration.diskCache` is set.
  ///
  /// - Parameter configuration: Limits, freshness, disk cache and event hook. Default:
  ///   ``Configuration/init(memoryCostLimit:staleAfter:diskCache:now:events:onEvent:)``.
  public init(configuration: Configuration = .init()) {
    self.configuration = configuration
    memory = MemoryCache(
      configuration: .init(
        costLimit: configuration.memoryCostLimit, staleAfter: configuration.staleAfter,
        now: configuration.now))
  }

  /// Creates a store with a disk cache at `directory/resources.sqlite`, whose events (damage
  /// repaired, entries evicted) are reported like the store's own.
  ///
  /// - Parameters:
  ///   - directory: The folder for the database, created when missing.
  ///   - diskSizeLimit: The disk cache's size limit in bytes. Default: 100 MB.
  ///   - configuration: Everything else; its `diskCache` is replaced.
  /// - Throws: ``DiskCache/Error/cannotOpen(path:reason:)`` when no database can be made there.
  public convenience init(
    directory: URL, diskSizeLimit: Int = 100 << 20, configuration: Configuration = .init()
  ) throws(DiskCache.Error) {
    let report = configuration.report
    let disk = try DiskCache(
      url: directory.appendingPathComponent("resources.sqlite"),
      configuration: .init(sizeLimit: diskSizeLimit, now: configuration.now) { event in
        switch event {
        case .corruptionRecovered(let reason, _): report(.corruptionRecovered(reason: reason))
        case .evicted(let key, _): report(.evicted(key: key))
        case .openedReadOnly(let reason): report(.diskReadOnly(reason: reason))
        // Copies the cache had and can no longer give: said, so that a miss is not "nothing yet".
        case .checksumMismatch(let key):
          report(.entriesDropped(reason: "the copy of \(SecretRedaction.apply(to: key)) failed its checksum"))
        case .schemaReset(let from, let to):
          report(.entriesDropped(reason: "the cache had schema \(from), this version writes \(to)"))
        case .recentWritesLost(let reason): report(.entriesDropped(reason: reason))
        case .permissionsTightened(let paths): report(.permissionsTightened(paths: paths))
        case .expired: break
        }
      })
    var configuration = configuration
    configuration.diskCache = disk
    self.init(configuration: configuration)
  }

  /// The cached bytes for `key`, from memory or (when `includingDisk`) from disk; synchronous.
  ///
  /// A disk hit is copied into memory. Expired disk entries are not returned.
  public func cachedResource(forKey key: String, includingDisk: Bool = true) -> Resource? {
    if let entry = memory.entry(forKey: key) {
      return Resource(
        data: entry.value.data, validators: entry.value.validators, date: entry.storedAt,
        origin: .memory, isStale: entry.isStale)
    }
    guard includingDisk, let stored = diskEntry(forKey: key) else { return nil }
    return Resource(
      data: stored.data, validators: Validators(etag: stored.etag, lastModified: stored.lastModified),
      date: stored.storedAt, origin: .disk, isStale: isStale(stored.storedAt))
  }

  /// The value last decoded for `key`, if it is in memory and of type `Value`; synchronous and
  /// cheap, for a view's first frame.
  ///
  /// - Returns: The value with its date and ``Origin/memory``, and whether it is stale.
  public func cachedValue<Value: Sendable>(forKey key: String, as type: Value.Type = Value.self)
    -> (loaded: Loaded<Value>, isStale: Bool)?
  {
    guard let entry = memory.entry(forKey: key), let value = entry.value.decoded as? Value else {
      return nil
    }
    return (Loaded(value: value, date: entry.storedAt, origin: .memory), entry.isStale)
  }

  /// Removes the cached copy of `key` from memory and disk, and refetches the loaders on screen
  /// that show it (see `InvalidationObservers`). A load in flight is not cancelled.
  public func invalidate(key: String) {
    removeCachedCopy(forKey: key)
    notifyInvalidated { $0 == key }
  }

  /// Removes the cached copy of `key` from memory and disk, telling no loader (the store's own
  /// clean-up of bytes that no longer decode).
  func removeCachedCopy(forKey key: String) {
    memory.removeValue(forKey: key)
    reportingDiskErrors { disk throws(DiskCache.Error) in try disk.removeEntry(forKey: key) }
  }

  /// Removes every cached copy whose key starts with `prefix`, from memory and disk, and
  /// refetches the loaders on screen that show one of them.
  public func invalidate(prefix: String) {
    memory.removeValues { $0.hasPrefix(prefix) }
    reportingDiskErrors { disk throws(DiskCache.Error) in _ = try disk.removeEntries(withPrefix: prefix) }
    notifyInvalidated { $0.hasPrefix(prefix) }
  }

  /// Removes everything from memory and disk.
  public func removeAll() {
    memory.removeAll()
    reportingDiskErrors { disk throws(DiskCache.Error) in try disk.removeAll() }
  }

  /// The number of keys whose origin request is in flight.
  public var inFlightCount: Int { pool.inFlightCount }

  /// Returns once at least `count` callers wait on the origin request for `key`: lets tests and
  /// benchmarks release a held source only when every caller has joined.
  @_spi(Testing) public func waitForCallers(_ count: Int, key: String) async {
    await pool.waitForWaiters(count, key: key)
  }

  // MARK: - Internals

  func isStale(_ date: Date) -> Bool {
    configuration.now().timeIntervalSince(date) >= configuration.staleAfter.secondsValue
  }

  /// The disk entry for `key`, copied into memory when `promote` is true (the default); disk
  /// errors are reported and read as a miss.
  func diskEntry(forKey key: String, promote: Bool = true) -> DiskCache.Entry? {
    let entry = reportingDiskErrors { disk throws(DiskCache.Error) in try disk.entry(forKey: key) }
    guard let entry = entry ?? nil else { return nil }
    guard promote else { return entry }
    remember(
      Stored(
        data: entry.data, validators: Validators(etag: entry.etag, lastModified: entry.lastModified), origin: .disk),
      forKey: key, date: entry.storedAt)
    return entry
  }

  /// Puts `stored` in memory, reporting what that evicted.
  func remember(_ stored: Stored, forKey key: String, date: Date) {
    let evicted = memory.setValue(stored, forKey: key, cost: stored.data.count + 256, storedAt: date)
    for key in evicted { configuration.report(.evicted(key: key)) }
  }

  /// ``reportingDiskErrors(_:)`` for asynchronous paths: the call runs on the cache's own queue,
  /// so a write waiting for another process's lock holds no thread of the cooperative pool.
  @discardableResult
  func reportingDiskErrors<T: Sendable>(
    offPool body: @escaping @Sendable (DiskCache) throws(DiskCache.Error) -> T
  ) async -> T? {
    guard let disk = configuration.diskCache else { return nil }
    let result = await OffPool.run(on: disk.queue) { () -> Result<T, DiskCache.Error> in
      Result { () throws(DiskCache.Error) in try body(disk) }
    }
    switch result {
    case .success(let value): return value
    case .failure(let error):
      configuration.report(.diskError(error.description))
      return nil
    }
  }

  @discardableResult
  func reportingDiskErrors<T>(_ body: (DiskCache) throws(DiskCache.Error) -> T) -> T? {
    guard let disk = configuration.diskCache else { return nil }
    do {
      return try body(disk)
    } catch {
      configuration.report(.diskError(error.description))
      return nil
    }
  }
}
