import Foundation

/// An in-memory LRU cache with a cost limit, freshness and expiry, and a synchronous lookup.
///
/// A view can ask it for a value while building its first frame, so a cached chart appears at
/// once instead of after a placeholder flash. Entries older than `staleAfter` are still returned,
/// flagged stale (show them, then refresh); entries older than `expiresAfter` are gone.
///
/// ```swift
/// let cache = MemoryCache<String, Series>(configuration: .init(costLimit: 20 << 20,
///                                                              staleAfter: .seconds(300)))
/// cache.setValue(series, forKey: "today", cost: series.count * 16)
/// if let hit = cache.entry(forKey: "today") { show(hit.value, stale: hit.isStale) }
/// ```
///
/// > Important: Every method is synchronous and thread-safe (one lock); a hit costs about
/// > one dictionary lookup plus the lock.
public final class MemoryCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
  /// Limits and freshness rules for a ``MemoryCache``.
  public struct Configuration: Sendable {
    /// The most total cost the cache holds; least recently used entries go first. Default: 50 MB
    /// when costs are bytes.
    public var costLimit: Int
    /// The most entries the cache holds. Default: unlimited.
    public var countLimit: Int
    /// How old an entry may be before lookups flag it stale; `nil` (the default) never.
    public var staleAfter: Duration?
    /// How old an entry may be before lookups drop it; `nil` (the default) never.
    public var expiresAfter: Duration?
    /// The wall-clock time used to date entries. Default: `Date()`. Tests inject a clock here.
    public var now: @Sendable () -> Date

    /// Creates a configuration; every parameter has the default documented on its property.
    public init(
      costLimit: Int = 50 << 20, countLimit: Int = .max, staleAfter: Duration? = nil,
      expiresAfter: Duration? = nil, now: @escaping @Sendable () -> Date = { Date() }
    ) {
      self.costLimit = costLimit
      self.countLimit = countLimit
      self.staleAfter = staleAfter
      self.expiresAfter = expiresAfter
      self.now = now
    }
  }

  /// A cached value with when it was stored and whether it is stale now.
  public struct Entry: Sendable {
    /// The cached value.
    public var value: Value
    /// When it was stored (or last marked fresh).
    public var storedAt: Date
    /// Whether it is older than ``Configuration/staleAfter``.
    public var isStale: Bool
    /// What it counts against the cost limit.
    public var cost: Int

    @usableFromInline
    init(value: Value, storedAt: Date, isStale: Bool, cost: Int) {
      self.value = value
      self.storedAt = storedAt
      self.isStale = isStale
      self.cost = cost
    }
  }

  /// The limits and clock this cache was made with.
  public let configuration: Configuration
  @usableFromInline let storage: Lock<LRUList<Key, Value>>
  /// ``Configuration/staleAfter`` and ``Configuration/expiresAfter`` in seconds, converted once.
  @usableFromInline let staleSeconds: Double?
  @usableFromInline let expirySeconds: Double?

  /// Creates an empty cache.
  /// - Parameter configuration: Limits, freshness and clock. Default: ``Configuration/init(costLimit:countLimit:staleAfter:expiresAfter:now:)``.
  public init(configuration: Configuration = .init()) {
    self.configuration = configuration
    storage = Lock(LRUList())
    staleSeconds = configuration.staleAfter?.secondsValue
    expirySeconds = configuration.expiresAfter?.secondsValue
  }

  /// The value for `key`, fresh or stale; `nil` when missing or expired.
  @inlinable
  public func value(forKey key: Key) -> Value? { entry(forKey: key)?.value }

  /// The entry for `key` with its date and staleness; `nil` when missing or expired. Marks the
  /// entry most recently used.
  @inlinable
  public func entry(forKey key: Key) -> Entry? {
    // Reading the clock costs as much as the lookup; skip it when nothing depends on time.
    let now = staleSeconds == nil && expirySeconds == nil ? Date.distantPast : configuration.now()
    let stored: (value: Value, storedAt: Date, cost: Int)? = storage.withLock { list in
      guard let node = list.touch(key) else { return nil }
      if let expirySeconds, now.timeIntervalSince(node.storedAt) >= expirySeconds {
        list.remove(key)
        return nil
      }
      return node
    }
    guard let stored else { return nil }
    let isStale = staleSeconds.map { now.timeIntervalSince(stored.storedAt) >= $0 } ?? false
    return Entry(value: stored.value, storedAt: stored.storedAt, isStale: isStale, cost: stored.cost)
  }

  /// Stores `value` under `key` and evicts least recently used entries beyond the limits.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - key: The key.
  ///   - cost: What it counts against ``Configuration/costLimit``, such as its size in bytes.
  ///     Default: 1. A value costing more than the limit is not stored.
  ///   - storedAt: When it was fetched. Default: now.
  /// - Returns: The keys evicted to make room, least recently used first.
  @discardableResult
  @inlinable
  public func setValue(_ value: Value, forKey key: Key, cost: Int = 1, storedAt: Date? = nil) -> [Key] {
    let date = storedAt ?? configuration.now()
    return storage.withLock { list in
      guard cost <= configuration.costLimit else {
        list.remove(key)
        return []
      }
      list.insert(key, value: value, storedAt: date, cost: cost)
      var evicted: [Key] = []
      while list.totalCost > configuration.costLimit || list.count > configuration.countLimit,
        let oldest = list.removeLeastRecent()
      {
        evicted.append(oldest)
      }
      return evicted
    }
  }

  /// Changes the value for `key` in place, keeping its date, cost and recency; does nothing when
  /// there is none.
  func modifyValue(forKey key: Key, _ body: @Sendable (inout Value) -> Void) {
    storage.withLock { $0.modify(key, body) }
  }

  /// Removes the value for `key`; returns it if there was one.
  @discardableResult
  @inlinable
  public func removeValue(forKey key: Key) -> Value? {
    storage.withLock { $0.remove(key)?.value }
  }

  /// Removes every entry whose key matches `predicate`; returns how many were removed.
  @discardableResult
  public func removeValues(where predicate: (Key) -> Bool) -> Int {
    storage.withLock { list in
      let doomed = list.keys.filter(predicate)
      for key in doomed { list.remove(key) }
      return doomed.count
    }
  }

  /// Removes every entry.
  public func removeAll() { storage.withLock { $0 = LRUList() } }

  /// The total cost of the entries.
  @inlinable
  public var totalCost: Int { storage.withLock { $0.totalCost } }

  /// The number of entries.
  @inlinable
  public var count: Int { storage.withLock { $0.count } }
}
