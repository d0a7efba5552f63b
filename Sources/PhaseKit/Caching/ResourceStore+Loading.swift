import Foundation

extension ResourceStore {
  /// Loads the resource of `source` under `policy`: from memory, disk or the origin, decoded.
  ///
  /// ```swift
  /// let loaded = try await store.load(source, policy: .staleWhileRevalidate,
  ///                                   decode: { data throws(DataError) in try decode(data) },
  ///                                   publish: { cached, isStale in show(cached.value) })
  /// ```
  ///
  /// - Parameters:
  ///   - source: Where the bytes come from.
  ///   - key: The cache and coalescing key. Default: `source.identity`.
  ///   - policy: How the cache and the network are used. Default: ``CachePolicy/staleWhileRevalidate``.
  ///   - decode: Turns bytes into a value. Bytes it rejects are never stored.
  ///   - hasData: Whether a decoded value holds anything to show (for a chart: at least one valid
  ///     point). Default: every value does. An empty body (no bytes, or only white space) never
  ///     does. A value without data is never stored, and never replaces a cached copy: when one is
  ///     cached the load fails with ``DataError/emptyData`` and the policy's fallback shows the
  ///     cached copy, stale, beside that reason.
  ///   - progress: Called as bytes arrive, for every caller waiting on the origin request.
  ///     Default: none (a caller without one costs the shared request nothing per report).
  ///   - record: Called with this load's events (its hit or miss, and the events of the origin
  ///     request it started), besides the store's own hooks. Default: none.
  ///   - publish: Called with a cached value before the final answer: the stale copy shown at
  ///     once by ``CachePolicy/staleWhileRevalidate``, or the fallback shown beside the error by
  ///     ``CachePolicy/networkFirst`` and ``CachePolicy/staleWhileRevalidate`` when the fetch fails.
  ///     It runs on the caller's task, off the main actor: hop to it to touch UI state (a
  ///     ``Loader`` does this for you).
  /// - Returns: The value, when it was fetched or revalidated, and where it came from.
  /// - Throws: The fetch's ``DataError`` (after publishing a fallback, when there is one), the
  ///   decoder's error, or ``DataError/cancelled``.
  @inlinable
  public func load<Value: Sendable>(
    _ source: some DataSource, key: String? = nil, policy: CachePolicy = .staleWhileRevalidate,
    decode: @escaping @Sendable (Data) throws(DataError) -> Value,
    hasData: @escaping @Sendable (Value) -> Bool = { _ in true },
    progress: (@Sendable (LoadProgress) -> Void)? = nil,
    record: @escaping @Sendable (Event) -> Void = { _ in },
    publish: @Sendable (Loaded<Value>, _ isStale: Bool) -> Void = { _, _ in }
  ) async throws(DataError) -> Loaded<Value> {
    // Inlinable, so that the caller's compiler specializes these few lines for its types
    // (unspecialized generic code looks up the metadata of each generic type it touches on every
    // call). One async frame of the store's own stays alive while a caller waits, and it holds a
    // pointer to the load's state: the work is done by the synchronous, non-generic steps of
    // `LoadCall`, which are not inlined, because an async frame keeps every temporary of what is
    // inlined into it (a task's first 984 bytes of frames come with it; each further kilobyte
    // is a malloc and a free per caller).
    let call = TypedLoadCall(
      store: self, source: source, key: key, policy: policy, progress: progress, record: record,
      decode: decode, hasData: hasData)
    if !call.answerFromCache(publish: { loaded, isStale in publish(loaded.unerased(), isStale) }) {
      let outcome = await pool.run(call)
      if let shared = call.sharedAnswer(outcome) { return shared }
      call.deliver(outcome) { loaded, isStale in publish(loaded.unerased(), isStale) }
    }
    return try call.typedAnswer()
  }

  /// Starts loading `source` into the cache in the background, unless a fresh copy is cached.
  ///
  /// A later ``load(_:key:policy:decode:hasData:progress:record:publish:)`` of the same key joins
  /// the request while it runs and finds the bytes cached afterwards.
  ///
  /// - Returns: The background task; cancel it to stop the prefetch (unless others joined it).
  @discardableResult
  public func prefetch(_ source: some DataSource, key: String? = nil) -> Task<Void, Never> {
    Task {
      _ = try? await load(source, key: key, policy: .staleWhileRevalidate) { data throws(DataError) in data }
    }
  }

  /// The value a load under `policy` would return straight from memory, without decoding,
  /// fetching or revalidating, and the hit it would report; reports nothing itself.
  ///
  /// `nil` whenever ``load(_:key:policy:decode:hasData:progress:record:publish:)`` would do more
  /// than return a decoded memory copy: the network policies, a stale copy under
  /// ``CachePolicy/staleWhileRevalidate`` (it revalidates), bytes not yet decoded as `Value`, or
  /// nothing in memory.
  func memoryHit<Value: Sendable>(forKey key: String, policy: CachePolicy, as type: Value.Type)
    -> (loaded: Loaded<Value>, event: Event)?
  {
    switch policy {
    case .networkOnly, .networkFirst: return nil
    case .cacheFirst, .staleWhileRevalidate, .cacheOnly: break
    }
    guard let hit = cachedValue(forKey: key, as: Value.self) else { return nil }
    if hit.isStale, policy == .staleWhileRevalidate { return nil }
    return (hit.loaded, .hit(key: key, origin: .memory, isStale: hit.isStale))
  }

  /// The shared origin request: revalidates a cached copy when there is one, decodes to check
  /// the bytes, and stores them. Runs once per key however many callers wait.
  func fetchFromOrigin(
    _ source: some DataSource, for call: LoadCall, progress: @escaping @Sendable (LoadProgress) -> Void
  ) async throws(DataError) -> Fetched {
    let key = call.key
    let report = call.report
    let base = await revalidationBase(forKey: key)
    do throws(DataError) {
      var response = try await source.fetch(
        FetchRequest(
          validators: base.flatMap { $0.validators.isEmpty ? nil : $0.validators }, progress: progress))
      if Task.isCancelled { throw DataError.cancelled }
      if response.isNotModified {
        if let base {
          recordOriginAnswer(forKey: key, changed: false)
          return await refreshed(base, key: key, validators: response.validators, report: report)
        }
        // A 304 with nothing cached to reuse (evicted meanwhile): ask once without validators.
        response = try await source.fetch(FetchRequest(progress: progress))
        if response.isNotModified { throw DataError.httpStatus(304) }
      }
      if let status = response.statusCode, !(200..<300).contains(status) {
        throw DataError.httpStatus(status)
      }
      // A guarded file mapping is checked after decoding: a file that changed meanwhile is
      // read again (see `FileSource.guardsMapping`).
      let value: any Sendable
      (response, value) = try await source.decodeIntact(response, progress: progress) { data throws(DataError) in
        try call.decode(data)
      }
      let date = configuration.now()
      report(.fetched(key: key, bytes: response.data.count))
      // Nothing bad replaces something good: a value without data is never stored, and with a
      // copy cached the load fails so that the fallback shows that copy with the reason.
      guard !Self.isBlank(response.data), call.hasData(value) else {
        if base != nil { throw DataError.emptyData }
        recordOriginAnswer(forKey: key, changed: true)
        return Fetched(data: response.data, validators: response.validators, date: date, decoded: value)
      }
      // Byte-identical to the copy it replaces: the same data, newer (a loader redraws nothing).
      recordOriginAnswer(forKey: key, changed: base?.data != response.data)
      remember(
        Stored(data: response.data, validators: response.validators, decoded: value), forKey: key, date: date)
      let stored = response
      let written = await reportingDiskErrors(offPool: { disk throws(DiskCache.Error) in
        try disk.setData(
          stored.data, forKey: key, etag: stored.validators.etag,
          lastModified: stored.validators.lastModified, storedAt: date)
      })
      // "stored" only for a write that happened: in memory only, or on disk too.
      if configuration.diskCache == nil || written == true {
        report(.stored(key: key, bytes: response.data.count))
      }
      return Fetched(data: response.data, validators: response.validators, date: date, decoded: value)
    } catch {
      recordOriginFailure(error, forKey: key)
      report(.fetchFailed(key: key, error: error))
      throw error
    }
  }

  /// Whether a body holds nothing: no bytes, or only white space.
  static func isBlank(_ data: Data) -> Bool {
    data.allSatisfy { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
  }

  /// The cached copy whose validators a fetch sends, from memory or disk.
  private func revalidationBase(forKey key: String) async -> Stored? {
    if let entry = memory.entry(forKey: key) { return entry.value }
    // Not copied into memory: only its validators may be needed, and only a 304 makes it current.
    guard configuration.diskCache != nil,
      let found = await reportingDiskErrors(offPool: { disk throws(DiskCache.Error) in
        try disk.entry(forKey: key)
      }),
      let entry = found
    else { return nil }
    return Stored(
      data: entry.data, validators: Validators(etag: entry.etag, lastModified: entry.lastModified))
  }

  /// A 304: keeps the cached bytes, dates them now, and takes any new validators.
  private func refreshed(_ base: Stored, key: String, validators: Validators, report: Reporter) async
    -> Fetched
  {
    let date = configuration.now()
    var stored = base
    // Confirmed by the source in this process: no longer only the disk's copy.
    stored.origin = .memory
    if validators.etag != nil { stored.validators.etag = validators.etag }
    if validators.lastModified != nil { stored.validators.lastModified = validators.lastModified }
    remember(stored, forKey: key, date: date)
    await reportingDiskErrors(offPool: { disk throws(DiskCache.Error) in
      try disk.refreshEntry(
        forKey: key, storedAt: date, etag: validators.etag, lastModified: validators.lastModified)
    })
    report(.notModified(key: key))
    return Fetched(data: stored.data, validators: stored.validators, date: date, decoded: stored.decoded)
  }
}

/// Sends one load's events to the store's hooks and to the load's own recorder.
struct Reporter: Sendable {
  /// The store, not a copy of its configuration: a reporter is kept by every waiting caller.
  let store: ResourceStore
  let record: @Sendable (ResourceStore.Event) -> Void

  func callAsFunction(_ event: ResourceStore.Event) {
    store.configuration.report(event)
    record(event)
  }
}
