import Foundation

extension Loader {
  /// Creates a loader that loads through a ``ResourceStore``: coalesced with every other load of
  /// the same key, cached in memory and on disk, and with a ``CachePolicy``.
  ///
  /// ```swift
  /// let loader = Loader(store: store, source: HTTPSource(url: url), policy: .networkFirst) {
  ///   data throws(DataError) in try WeatherCSV.decode(data)
  /// }
  /// await loader.load()
  /// // Online: loader.loaded?.origin == .network. Offline: the last good value, from .disk,
  /// // with loader.isStale == true and loader.error == .offline(...).
  /// ```
  ///
  /// - A value already in the store's memory cache is shown at once, on the loader's first
  ///   frame (``CachePolicy/cacheFirst`` and ``CachePolicy/staleWhileRevalidate``): ``content``
  ///   starts as its value, with a stale notice when the copy is stale, and ``load()`` revalidates only if it is.
  /// - ``CachePolicy/staleWhileRevalidate`` shows a stale cached copy at once and then the fresh
  ///   value; ``CachePolicy/networkFirst`` and ``CachePolicy/staleWhileRevalidate`` show the cached
  ///   copy, stale, beside the error when the fetch fails. ``Loader/loaded`` says where the value
  ///   came from (network, memory, disk) and when it was fetched.
  /// - An answer with no data (``DataBearing``, decided by `hasData`) never replaces good data:
  ///   it is not stored, and with a good copy cached the loader keeps showing that copy, with a
  ///   ``LoadNotice/refreshFailed(_:loadedAt:)`` notice whose error is ``DataError/emptyData``.
  /// - The store's events for each load (`hit memory`, `miss`, `notModified`, `stored …`) are
  ///   recorded on the loader's sink as ``LoadEvent/Kind/cache(_:)`` with the load's id.
  ///
  /// - Parameters:
  ///   - store: The store that coalesces and caches.
  ///   - source: Where the bytes come from.
  ///   - key: The cache and coalescing key. Default: `source.identity`.
  ///   - policy: How the cache and the network are used. Default:
  ///     ``CachePolicy/staleWhileRevalidate``.
  ///   - configuration: Deadlines, retries, clock, events. Its label defaults to the key.
  ///   - hasData: Whether a decoded value holds anything to show. Default: the rule
  ///     ``ResourceStore/hasData(_:)`` (a ``DataBearing`` value says so; any other value has).
  ///   - decode: Turns the bytes into a value. Bytes it rejects are never cached.
  public convenience init(
    store: ResourceStore, source: some DataSource, key: String? = nil,
    policy: CachePolicy = .staleWhileRevalidate, configuration: Configuration = .init(),
    hasData: @escaping @Sendable (Value) -> Bool = ResourceStore.hasData,
    decode: @escaping @Sendable (Data) throws(DataError) -> Value
  ) {
    let key = key ?? source.identity
    var configuration = configuration
    if configuration.label == "load" { configuration.label = key }
    let operation = { (policy: CachePolicy) -> Operation in
      { context throws(DataError) in
        try await store.load(
          source, key: key, policy: policy, decode: decode, hasData: hasData,
          progress: context.reportProgress,
          record: { context.record($0) },
          publish: { context.publish($0, isStale: $1) })
      }
    }
    self.init(configuration: configuration, operation: operation(policy))
    storeRefresh = StoreRefresh(
      store: store, key: key, operation: operation(Self.refreshPolicy(for: policy)))
    // A fresh value in memory ends the load on the spot, on the main actor: no task, no alarm,
    // no hop. The operation above would return the same value, with the same events.
    let events = configuration.events
    let label = configuration.label
    immediate = { loadID, beginAttempt in
      guard let hit = store.memoryHit(forKey: key, policy: policy, as: Value.self) else { return nil }
      beginAttempt()
      store.configuration.report(hit.event)
      events.record(LoadEvent(hit.event, label: label, loadID: loadID))
      return hit.loaded
    }
    observeInvalidations(of: store, key: key)
    if policy == .cacheFirst || policy == .staleWhileRevalidate || policy == .cacheOnly,
      let cached = store.cachedValue(forKey: key, as: Value.self)
    {
      showCached(cached.loaded, isStale: cached.isStale)
    }
  }

  /// Shows a cached value before any load, as if a load had produced it, with the key's stale
  /// mark and last refresh error: a new view of a failing key shows what the others show.
  func showCached(_ cached: Loaded<Value>, isStale stale: Bool) {
    loaded = cached
    isStale = stale
    guard let storeRefresh else { return }
    let state = storeRefresh.store.keyState(forKey: storeRefresh.key)
    shownRevision = state.revision
    if let failure = state.error {
      error = failure
      isStale = true
    }
  }
}
